import { describe, expect, it } from 'vitest';
import { toolDefinitionTokens } from '@/lib/engine/context-model';
import { estimateTokens } from '@/lib/engine/estimate';
import { bundledCatalogTools } from '@/lib/service/catalog-data';
import { examplesCost, examplesInContext, examplesTokens, sketchExample } from './examples-budget';

const support = bundledCatalogTools('demo-support');
const ticket = support.find((t) => t.name === 'create_ticket')!;

describe('what tool use examples cost a catalog', () => {
  it('counts the tokens the examples add to their definition, as the context bar does', () => {
    const { input_examples: examples, ...bare } = ticket;
    expect(examplesTokens(ticket)).toBe(toolDefinitionTokens(ticket) - toolDefinitionTokens(bare));
    // Roughly the examples' own JSON: the key and the array are all that is added.
    expect(Math.abs(examplesTokens(ticket) - estimateTokens(examples))).toBeLessThanOrEqual(6);
    expect(examplesTokens(bare)).toBe(0);
  });

  it('sums a catalog’s examples, and knows which tools have none', () => {
    const cost = examplesCost(support);
    expect(cost).toMatchObject({ tools: 8, withExamples: 2, examples: 5, without: 6 });
    expect(cost.tokens).toBe(examplesTokens(ticket) + examplesTokens(support.find((t) => t.name === 'create_incident')!));
    expect(examplesCost(bundledCatalogTools('demo-weather'))).toMatchObject({ withExamples: 0, examples: 0, tokens: 0, without: 8 });
  });

  it('sketches an example from a schema: the required fields, or every field, each of its type', () => {
    expect(sketchExample(ticket, false)).toEqual({ title: 'example value' });
    expect(sketchExample(ticket, true)).toMatchObject({ title: 'example value', priority: 'low', labels: ['example value'], escalation: { level: 1, notify_manager: true, sla_hours: 1 } });
    const cost = examplesCost(support);
    expect(cost.sketch.complete).toBeGreaterThan(cost.sketch.minimal);
  });

  it('with tool search, costs only the examples of the tools a search loads', () => {
    const cost = examplesCost(support);
    const context = examplesInContext(cost, 5, 2, 30);
    expect(context.today.allLoaded).toBe(cost.tokens);
    expect(context.today.toolSearch).toBeLessThan(context.today.allLoaded);
    expect(context.withAdded.allLoaded).toBe(cost.tokens + 6 * 2 * 30);
    expect(context.withAdded.toolSearch).toBeLessThan(context.withAdded.allLoaded);
  });
});
