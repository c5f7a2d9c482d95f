import { describe, expect, it } from 'vitest';
import { answer, decide, NO_ANSWERS, openQuestions, sideFor } from './decision-tree';

describe('the decision tree', () => {
  it('MCP-hosted ends the walk at once', () => {
    const a = answer(NO_ANSWERS, 'mcp', true);
    expect(decide(a)).toBe('mcp');
    expect(openQuestions(a)).toEqual(['mcp']);
    expect(sideFor('mcp')).toBe('mcp');
  });

  it('otherwise asks about built-in server tools, which run in the API like MCP ones', () => {
    const notMcp = answer(NO_ANSWERS, 'mcp', false);
    expect(decide(notMcp)).toBeNull();
    expect(openQuestions(notMcp)).toEqual(['mcp', 'builtin']);
    expect(decide(answer(notMcp, 'builtin', true))).toBe('builtin');
    expect(sideFor('builtin')).toBe('mcp');
    expect(decide(answer(notMcp, 'builtin', false))).toBe('client');
    expect(sideFor('client')).toBe('client');
  });

  it('changing the first answer forgets the second', () => {
    const walked = answer(answer(NO_ANSWERS, 'mcp', false), 'builtin', false);
    expect(answer(walked, 'mcp', true)).toEqual({ mcp: true, builtin: null });
  });
});
