import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '@/lib/engine/tool-catalog';
import { ToolSearchRunner } from './run-search';

const tool = (name: string, description: string): CatalogTool => ({
  name,
  callName: name,
  definition: { name, description, input_schema: { type: 'object', properties: {} } },
  kind: 'mcp',
  deferred: true,
  source: 'mcp:demo',
});
const corpus = [tool('get_weather', 'Current weather for a city'), tool('get_time', 'Current time in a zone')];

describe('ToolSearchRunner', () => {
  it('answers with references to the matching definitions', () => {
    expect(new ToolSearchRunner(corpus).run('regex', { pattern: 'weather' })).toEqual({
      type: 'tool_search_tool_search_result',
      tool_references: [{ type: 'tool_reference', tool_name: 'get_weather' }],
    });
  });

  it('honours the deadline it is given: one already past ends every search with execution_time_exceeded', () => {
    const content = new ToolSearchRunner(corpus, -1).run('regex', { pattern: 'weather' });
    expect(content).toMatchObject({ type: 'tool_search_tool_result_error', error_code: 'execution_time_exceeded' });
  });

  it('with no deadline, as the recorder runs it, finds what it finds however slow the machine', () => {
    expect(new ToolSearchRunner(corpus, Infinity).run('regex', { pattern: 'time|weather' })).toMatchObject({
      tool_references: [{ tool_name: 'get_weather' }, { tool_name: 'get_time' }],
    });
  });
});
