import { describe, expect, it } from 'vitest';
import { stepsOf } from '@/lib/engine/steps-of';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { contextDiff } from './context-diff';
import { stepBudgets } from './context-budget';

function load(id: string) {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(`scenario ${id} does not load`);
  return { scenario: parsed.scenario, steps: stepsOf(parsed.scenario) };
}

const at = (id: string, number: number) => {
  const { scenario, steps } = load(id);
  return contextDiff(scenario, steps, number - 1);
};

describe('what changed in the model’s context at a step', () => {
  it('step 1 starts from nothing: the search tool and the question', () => {
    const diff = at('weather-mcp', 1);
    expect(diff.definitions).toEqual({ added: ['tool_search_tool_regex'], removed: [] });
    expect(diff.blocks).toEqual([{ role: 'user', type: 'text', detail: 'What is the weather in San Francisco?' }]);
    expect(diff.tokens).toBeGreaterThan(0);
  });

  it('the expansion step adds the referenced definitions and the search result that named them', () => {
    const diff = at('weather-mcp', 6);
    const step = load('weather-mcp').steps[5]!;
    if (step.kind !== 'search-inject' || !('tool_references' in step.payload.content)) throw new Error('step 6 is no expansion');
    const referenced = step.payload.content.tool_references.map((r) => r.tool_name);
    expect(referenced).toContain('weather_get_weather');
    expect(diff.definitions.added).toEqual(referenced);
    expect(diff.blocks).toEqual([{ role: 'assistant', type: 'tool_search_tool_result', detail: referenced.join(', ') }]);
  });

  it('the model’s own call adds its blocks, named by tool', () => {
    const diff = at('weather-mcp', 7);
    expect(diff.definitions.added).toEqual([]);
    expect(diff.blocks.map((b) => `${b.type}:${b.detail.startsWith('Found') ? 'text' : b.detail}`)).toEqual(['text:text', 'mcp_tool_use:get_weather']);
  });

  it('steps outside the model change nothing', () => {
    for (const n of [2, 4, 5, 8, 9]) expect(at('weather-mcp', n)).toEqual({ definitions: { added: [], removed: [] }, blocks: [], tokens: 0 });
  });

  it('the token change is the difference of the context budget’s totals', () => {
    const { scenario, steps } = load('weather-mcp');
    const budgets = stepBudgets(scenario, steps);
    expect(contextDiff(scenario, steps, 5).tokens).toBe(budgets[5]!.total - budgets[4]!.total);
    expect(contextDiff(scenario, steps, 0).tokens).toBe(budgets[0]!.total);
  });

  it('a second request adds only the tool result: the turn it replays was already in the context', () => {
    const { scenario, steps } = load('weather-client');
    const second = steps.findIndex((s, i) => i > 0 && s.kind === 'request');
    const diff = contextDiff(scenario, steps, second);
    expect(diff.blocks.map((b) => `${b.role}:${b.type}`)).toEqual(['user:tool_result']);
    expect(diff.blocks[0]!.detail).toContain('San Francisco');
  });

  it('cuts long texts to a short line', () => {
    const diff = at('weather-mcp', 11);
    expect(diff.blocks).toHaveLength(1);
    expect(diff.blocks[0]!.detail.length).toBeLessThanOrEqual(48);
    expect(diff.blocks[0]!.detail.endsWith('…')).toBe(true);
  });

  it('an index past the steps is no change', () => {
    const { scenario, steps } = load('weather-mcp');
    expect(contextDiff(scenario, steps, steps.length)).toEqual({ definitions: { added: [], removed: [] }, blocks: [], tokens: 0 });
  });
});
