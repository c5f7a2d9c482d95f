import { describe, expect, it } from 'vitest';
import article from '@/scenarios/article-original.json';
import { parseScenario } from '@/lib/scenario/schema';
import { deriveSteps } from './derive-steps';
import { toolReferenceNames } from './literal-steps';

describe('the article scenario, played as written', () => {
  const parsed = parseScenario(article, 'article-original.json');
  if (!parsed.ok) throw new Error(parsed.error);
  const steps = deriveSteps(parsed.scenario);

  it('keeps the article’s 11 steps, actors and payloads untouched', () => {
    expect(steps).toHaveLength(11);
    expect(steps.every((s) => s.kind === 'as-written')).toBe(true);
    expect(steps.map((s) => `${s.from}->${s.to}`)).toEqual(
      parsed.scenario.literal_steps!.map((s) => `${s.from}->${s.to}`),
    );
    expect(steps[2]?.payload).toMatchObject({ input: { query: 'weather' } });
  });

  it('badges every quoted step as published, never as on the wire, whatever the file says it was', () => {
    expect(parsed.scenario.literal_steps!.some((s) => s.seen === 'wire')).toBe(true);
    expect(steps.map((s) => s.seen)).toEqual(steps.map(() => 'published'));
  });

  it('computes the model’s view from the article’s own request: get_weather appears at step 6', () => {
    expect(steps[1]?.view).toEqual({ loaded: [{ name: 'tool_search_tool_regex', how: 'search' }], deferred: 1 });
    expect(steps[5]?.view.loaded).toContainEqual({ name: 'get_weather', how: 'discovered' });
  });

  it('flags every field today’s API would not send, including the tool_result in assistant content', () => {
    const notes = parsed.scenario.fact_checks ?? [];
    expect(notes.some((n) => n.step === 11 && n.path === 'content[5]')).toBe(true);
    expect(notes.some((n) => n.step === 3 && n.path === 'input.query')).toBe(true);
  });
});

describe('tool_reference names in a quoted payload', () => {
  const parsed = parseScenario(article, 'article-original.json');
  if (!parsed.ok) throw new Error(parsed.error);

  it('are found in document order, however the source nested them', () => {
    const payload = { a: [{ type: 'tool_reference', tool_name: 'one' }, { b: { type: 'tool_reference', tool_name: 'two' } }], c: { type: 'tool_reference', tool_name: 'three' } };
    expect(toolReferenceNames(payload)).toEqual(['one', 'two', 'three']);
  });

  it('are found 50,000 levels down without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}{"type":"tool_reference","tool_name":"get_weather"}${']'.repeat(50_000)}`);
    expect(toolReferenceNames(deep)).toEqual(['get_weather']);
    const quoted = { ...parsed.scenario, literal_steps: [{ ...parsed.scenario.literal_steps![0]!, payload: deep }] };
    expect(deriveSteps(quoted)).toHaveLength(1);
  });
});
