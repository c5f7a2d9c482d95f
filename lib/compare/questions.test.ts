import { describe, expect, it } from 'vitest';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { COMPARE_QUESTIONS, compareQuestion, DEFAULT_QUESTION_ID } from './questions';

describe('the compared questions', () => {
  it('pair a client-side and an MCP-hosted recording of the same question', () => {
    for (const q of COMPARE_QUESTIONS) {
      const client = loadLibraryScenario(q.client);
      const mcp = loadLibraryScenario(q.mcp);
      if (!client?.ok || !mcp?.ok) throw new Error(q.id);
      expect(client.scenario.mode).toBe('client');
      expect(mcp.scenario.mode).toBe('mcp');
      expect(client.scenario.question).toBe(mcp.scenario.question);
    }
    expect(compareQuestion(DEFAULT_QUESTION_ID)).toBeDefined();
  });
});
