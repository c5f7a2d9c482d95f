import { describe, expect, it } from 'vitest';
import { parseStepParam } from './step-param';

describe('parseStepParam', () => {
  it('defaults to the first step', () => {
    expect(parseStepParam(undefined, 11)).toEqual({ ok: true, index: 0 });
  });
  it('accepts 1..total as a 0-based index', () => {
    expect(parseStepParam('6', 11)).toEqual({ ok: true, index: 5 });
    expect(parseStepParam('11', 11)).toEqual({ ok: true, index: 10 });
  });
  it('rejects zero, past the end, negatives, fractions and words', () => {
    for (const raw of ['0', '12', '-1', '2.5', 'six', '1e1']) expect(parseStepParam(raw, 11)).toEqual({ ok: false });
  });
});
