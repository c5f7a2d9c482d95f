import { describe, expect, it } from 'vitest';
import ptcBudget from '@/scenarios/ptc-budget.json';
import weather from '@/scenarios/weather-client.json';
import type { Exchange, Scenario } from '@/lib/scenario/types';
import { codeFallbackNote } from './code-fallback';

const exchangesOf = (file: unknown) => (file as Scenario).exchanges;

describe('the note a live run gets when the emulated model writes no program', () => {
  it('says nothing when the model wrote code, when code was not offered, or against the real API', () => {
    const budget = exchangesOf(ptcBudget);
    expect(codeFallbackNote({ codeCalls: { tools: [] } }, budget, true)).toBeUndefined();
    expect(codeFallbackNote({}, exchangesOf(weather), true)).toBeUndefined();
    expect(codeFallbackNote({ codeCalls: { tools: [] } }, exchangesOf(weather), false)).toBeUndefined();
    expect(codeFallbackNote({ codeCalls: { tools: [] } }, [], true)).toBeUndefined();
  });

  it('says the model fell back to direct calls, and that the real API would refuse them on code-only tools', () => {
    const exchanges = exchangesOf(weather).map((e): Exchange => {
      if (e.kind !== 'messages') return e;
      // The same run, as if the request had let only code call the tools.
      const tools = (e.request.tools ?? []).map((t) => ('input_schema' in t ? { ...t, allowed_callers: ['code_execution_20260120' as const] } : t));
      return { ...e, request: { ...e.request, tools } };
    });
    const note = codeFallbackNote({ codeCalls: { tools: [] } }, exchanges, true);
    expect(note).toMatch(/wrote no program/);
    expect(note).toMatch(/calling the tools directly \(caller: direct\)/);
    expect(note).toMatch(/get_weather allow only code/);
    expect(codeFallbackNote({ codeCalls: { tools: [] } }, exchangesOf(weather), true)).not.toMatch(/allow only code/);
  });
});
