import { describe, expect, it } from 'vitest';
import {
  algorithmOfSearchTool,
  API_SEARCH_TOOL_NAMES,
  apiSearchOfName,
  isSearchToolType,
  SCENARIO_SEARCHES,
  SEARCH_ALGORITHMS,
  SEARCH_TOOL_NAME_OF_TYPE,
  SEARCH_TOOL_TYPES,
  SEARCH_TOOLS,
  searchToolEntry,
} from './search-tools';

describe('the search tool table', () => {
  it('has one row for every scenario search, each run by an algorithm lib/search implements', () => {
    expect(Object.keys(SEARCH_TOOLS).sort()).toEqual([...SCENARIO_SEARCHES].sort());
    for (const search of SCENARIO_SEARCHES) expect(SEARCH_ALGORITHMS).toContain(SEARCH_TOOLS[search].algorithm);
  });

  it('sends the dated type and takes both spellings the SDK lists', () => {
    expect(searchToolEntry('regex')).toEqual({ type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' });
    expect(searchToolEntry('bm25')).toEqual({ type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' });
    expect([...SEARCH_TOOL_TYPES].sort()).toEqual(['tool_search_tool_bm25', 'tool_search_tool_bm25_20251119', 'tool_search_tool_regex', 'tool_search_tool_regex_20251119']);
    expect(isSearchToolType('tool_search_tool_regex')).toBe(true);
    expect(isSearchToolType('web_search_20250305')).toBe(false);
    expect(SEARCH_TOOL_NAME_OF_TYPE.tool_search_tool_bm25_20251119).toBe('tool_search_tool_bm25');
  });

  it('maps a called search tool to the algorithm that runs it: the API tools by name, any client tool by keyword', () => {
    expect(API_SEARCH_TOOL_NAMES.map(algorithmOfSearchTool)).toEqual(['regex', 'bm25']);
    expect(algorithmOfSearchTool(SEARCH_TOOLS.custom.name)).toBe('keyword');
    expect(apiSearchOfName('tool_search_tool_bm25')).toBe('bm25');
    expect(apiSearchOfName(SEARCH_TOOLS.custom.name)).toBeUndefined();
  });
});
