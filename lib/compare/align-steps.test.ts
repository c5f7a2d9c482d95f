import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { alignSteps, momentOf, rowOfStep, stepAt } from './align-steps';

function steps(id: string) {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(id);
  return deriveSteps(parsed.scenario);
}

describe('aligning client-side and MCP-hosted weather by moment', () => {
  const client = steps('weather-client');
  const mcp = steps('weather-mcp');
  const rows = alignSteps(client, mcp);
  const show = rows.map((r) => `${r.moment} ${r.left === null ? '-' : client[r.left]!.number} ${r.right === null ? '-' : mcp[r.right]!.number}`);

  it('lines up the search, the tool call, the result and the answer, and marks what only the client side has', () => {
    expect(show).toEqual([
      'request 1 1',
      'model-input 2 2',
      'search-call 3 3',
      'search-run 4 4',
      'search-result 5 5',
      'search-inject 6 6',
      'tool-call 7 7',
      'paused-response 8 -',
      'tool-run 9 8',
      'tool-result 10 9',
      'next-request 11 -',
      'result-to-model 12 10',
      'answer 13 11',
    ]);
  });

  it('uses every step of both sides once, in order', () => {
    expect(rows.flatMap((r) => (r.left === null ? [] : [r.left]))).toEqual(client.map((_, i) => i));
    expect(rows.flatMap((r) => (r.right === null ? [] : [r.right]))).toEqual(mcp.map((_, i) => i));
  });

  it('holds the side that lacks a step on the last step it had, and finds the row of a clicked step', () => {
    const paused = rows.findIndex((r) => r.moment === 'paused-response');
    expect(stepAt(rows, paused, 'right')).toBe(6);
    expect(stepAt(rows, paused, 'left')).toBe(7);
    expect(rowOfStep(rows, 'right', 7)).toBe(paused + 1);
    expect(rowOfStep(rows, 'left', 10)).toBe(paused + 3);
  });
});

describe('moments', () => {
  it('a follow-up prompt carrying a new question is not a tool result reaching the model', () => {
    const multi = steps('multi-turn');
    const followUp = multi.findIndex((s, i) => s.kind === 'model-input' && i > 2);
    expect(momentOf(multi, followUp)).toBe('model-input');
    const client = steps('weather-client');
    expect(momentOf(client, 11)).toBe('result-to-model');
  });

  it('the same scenario aligns with itself one to one', () => {
    const s = steps('enterprise-mcp');
    expect(alignSteps(s, s).every((r, i) => r.left === i && r.right === i)).toBe(true);
  });
});
