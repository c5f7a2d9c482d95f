import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '@/lib/catalog-input/types';
import { SEARCH_TOOL_COST, toolDefinitionTokens, toolUsePromptTokens } from '@/lib/engine/context-model';
import { costOf, definitionTokens, suggestKeepLoaded } from './cost';

const entry = (server: string | null, bare: string): CatalogEntry => ({
  name: server ? `${server}_${bare}` : bare,
  bareName: bare,
  server,
  definition: { name: bare, description: `${bare} does things`, input_schema: { type: 'object' } },
});
const entries = [entry('a', 'one'), entry('a', 'two'), entry('b', 'three'), entry('b', 'four'), entry('b', 'five'), entry('b', 'six')];
const tokens = new Map(entries.map((e) => [e.name, definitionTokens(e)]));

describe('what a catalog costs in context', () => {
  it('counts a definition under the name the model sees it by', () => {
    expect(definitionTokens(entries[0]!)).toBe(toolDefinitionTokens({ ...entries[0]!.definition, name: 'a_one' }));
  });

  it('per server, all loaded, all deferred, one search, and a kept set', () => {
    const total = [...tokens.values()].reduce((a, b) => a + b, 0);
    const c = costOf(entries, tokens, 5, { tools: ['a_one', 'b_three'], from: 'marked' });
    expect(c.perServer).toEqual([
      { server: 'a', tools: 2, tokens: tokens.get('a_one')! + tokens.get('a_two')! },
      { server: 'b', tools: 4, tokens: total - tokens.get('a_one')! - tokens.get('a_two')! },
    ]);
    expect(c.allLoaded).toBe(toolUsePromptTokens(1) + total);
    expect(c.allDeferred).toBe(toolUsePromptTokens(1) + SEARCH_TOOL_COST);
    expect(c.perSearch).toBe(Math.round((5 * total) / 6));
    expect(c.keepLoaded).toEqual({ tools: ['a_one', 'b_three'], tokens: c.allDeferred + tokens.get('a_one')! + tokens.get('b_three')!, from: 'marked' });
  });
});

describe('the keep-loaded set the tasks suggest', () => {
  it('the three named most, then up to five of those named more than once, ties in catalog order', () => {
    const tasks = [
      { question: '1', right: ['b_six', 'b_five'] },
      { question: '2', right: ['b_six'] },
      { question: '3', right: ['b_five'] },
      { question: '4', right: ['a_two'] },
      { question: '5', right: ['a_one'] },
      { question: '6', right: ['b_four', 'b_four'] },
    ];
    expect(suggestKeepLoaded(entries, tasks)).toEqual(['b_five', 'b_six', 'a_one']);
    expect(suggestKeepLoaded(entries, [...tasks, { question: '7', right: ['a_two'] }, { question: '8', right: ['b_three'] }, { question: '9', right: ['b_three'] }])).toEqual(['a_two', 'b_three', 'b_five', 'b_six']);
    expect(suggestKeepLoaded(entries, [])).toEqual([]);
  });
});
