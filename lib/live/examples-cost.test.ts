import { describe, expect, it } from 'vitest';
import support from '@/data/catalogs/demo-support.json';
import type { ToolDefinition } from '@/lib/scenario/types';
import { examplesTokens } from '@/lib/tokens/examples-budget';
import { liveExamplesCost } from './examples-cost';

const tools = support as unknown as ToolDefinition[];

describe('what a live run’s tool use examples cost', () => {
  it('count every example of the catalog, and in the context from the start only those of loaded tools', () => {
    const all = liveExamplesCost(tools, () => false);
    expect(all.tools).toBe(2);
    expect(all.examples).toBe(tools.reduce((n, t) => n + (t.input_examples?.length ?? 0), 0));
    expect(all.tokens).toBeGreaterThan(0);
    expect(all.loadedTokens).toBe(0);
    const ticket = tools.find((t) => t.name === 'create_ticket')!;
    expect(liveExamplesCost(tools, (n) => n === 'create_ticket').loadedTokens).toBe(examplesTokens(ticket));
    expect(liveExamplesCost(tools, () => true).loadedTokens).toBe(all.tokens);
  });

  it('say nothing costs when no definition carries examples', () => {
    expect(liveExamplesCost([{ name: 'x', input_schema: { type: 'object' } }], () => true)).toEqual({ tools: 0, examples: 0, tokens: 0, loadedTokens: 0 });
  });
});
