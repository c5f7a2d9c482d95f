import { describe, expect, it, vi } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { BASELINE_TOOL, cachedCatalogCounter, countCatalogExactly, type CountTokensBody } from './exact-count';

const tools: ToolDefinition[] = [
  { name: 'a', input_schema: { type: 'object' } },
  { name: 'b', description: 'bee', input_schema: { type: 'object' } },
];

/** A stand-in for count_tokens: 400 for the tool-use prompt and the message, 10 per tool, 7 more per description. */
const fakeCount = vi.fn(async (body: CountTokensBody) => 400 + body.tools.reduce((s, t) => s + 10 + (t.description ? 7 : 0), 0));

describe('exact counts through a count_tokens function', () => {
  it('subtracts a one-empty-tool baseline, so the tool-use prompt cancels out', async () => {
    const result = await countCatalogExactly(tools, 'claude-haiku-4-5', fakeCount);
    // (400 + 10 + 17) − (400 + 10): the catalog less the empty tool's own 10.
    expect(result).toEqual({ tokens: 17, model: 'claude-haiku-4-5', provenance: 'exact' });
    expect(fakeCount).toHaveBeenCalledWith(expect.objectContaining({ tools: [BASELINE_TOOL] }));
  });

  it('asks once per catalog and model, shares a pending ask, and retries after a failure', async () => {
    let calls = 0;
    let fail = true;
    const counter = cachedCatalogCounter(async () => {
      calls += 1;
      if (fail) throw new Error('401');
      return 500;
    });
    await expect(counter('github', tools, 'm')).rejects.toThrow('401');
    fail = false;
    const [x, y] = await Promise.all([counter('github', tools, 'm'), counter('github', tools, 'm')]);
    expect(x).toBe(y);
    expect(calls).toBe(4);
    await counter('github', tools, 'other-model');
    expect(calls).toBe(6);
  });
});
