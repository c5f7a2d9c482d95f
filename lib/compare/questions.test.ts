import { describe, expect, it } from 'vitest';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { COMPARE_QUESTIONS, compareQuestion, DEFAULT_QUESTION_ID } from './questions';

const load = (id: string) => {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(id);
  return parsed.scenario;
};

describe('the compared questions', () => {
  it('pair two recordings of the same question that differ only in what their kind says', () => {
    for (const q of COMPARE_QUESTIONS) {
      const [left, right] = [load(q.left), load(q.right)];
      expect(left.question, q.id).toBe(right.question);
      if (q.kind === 'hosting') expect([left.mode, right.mode]).toEqual(['client', 'mcp']);
      const codeTool = (s: typeof left) => JSON.stringify(s.exchanges[0]).includes('"code_execution_20260120"');
      if (q.kind === 'ptc') expect([codeTool(left), codeTool(right)]).toEqual([false, true]);
    }
    expect(compareQuestion(DEFAULT_QUESTION_ID)).toBeDefined();
    expect(new Set(COMPARE_QUESTIONS.map((q) => q.kind))).toEqual(new Set(['hosting', 'ptc']));
  });
});
