import { describe, expect, it } from 'vitest';
import type { SessionOutcome } from '@/lib/report/report-session';
import type { ToolReport } from '@/lib/report/types';
import { OutcomeAssembler, postOutcome, postQuick, TOOLS_PER_MESSAGE, type ReportResponse } from './report-messages';

const tool = (i: number): ToolReport => ({
  name: `t${i}`,
  bareName: `t${i}`,
  server: null,
  description: null,
  tokens: 1,
  own: { query: '', rank: null, crowdedBy: [], nearest: null },
  smells: [],
  taskCount: 0,
});

describe('a report outcome sent from the worker in pieces', () => {
  it('goes as chunks of tools then the rest, and comes back whole', () => {
    const tools = Array.from({ length: 2 * TOOLS_PER_MESSAGE + 3 }, (_, i) => tool(i));
    const outcome = { ok: true, notes: ['n'], report: { tools, limit: 5 } } as unknown as SessionOutcome;
    const sent: ReportResponse[] = [];
    postOutcome(7, 'done', outcome, (m) => sent.push(m));
    expect(sent.map((m) => m.type)).toEqual(['tools', 'tools', 'tools', 'done']);
    expect(sent.every((m) => m.id === 7)).toBe(true);
    const assembler = new OutcomeAssembler();
    const results = [{ id: 7, type: 'progress', phase: 'tools', done: 1, total: 2 } as const, ...sent].map((m) => assembler.add(m));
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toEqual({ type: 'done', outcome });
  });

  it('sends a failure as it is', () => {
    const failure: SessionOutcome = { ok: false, problem: { field: 'edit', message: 'x' } };
    const sent: ReportResponse[] = [];
    postOutcome(1, 'quick', failure, (m) => sent.push(m));
    expect(sent).toEqual([{ id: 1, type: 'quick', outcome: failure }]);
    expect(new OutcomeAssembler().add(sent[0]!)).toEqual({ type: 'quick', outcome: failure });
  });

  it('sends an edit’s first answer as the one tool that changed, and the page puts the whole report back together', () => {
    const before = Array.from({ length: 3 * TOOLS_PER_MESSAGE }, (_, i) => tool(i));
    const done = { ok: true, notes: [], report: { tools: before, limit: 5 } } as unknown as SessionOutcome;
    const assembler = new OutcomeAssembler();
    const first: ReportResponse[] = [];
    postOutcome(1, 'done', done, (m) => first.push(m));
    for (const m of first) assembler.add(m);

    // The re-score keeps every other tool's report object: only the edited one is new.
    const edited = { ...before[42]!, description: 'Use this when…', tokens: 9 };
    const after = before.map((t, i) => (i === 42 ? edited : t));
    const quick = { ok: true, notes: [], report: { tools: after, limit: 5, stale: true } } as unknown as SessionOutcome;
    const sent: ReportResponse[] = [];
    postQuick(2, quick, before, (m) => sent.push(m));
    expect(sent.map((m) => m.type)).toEqual(['patch', 'quick']);
    expect(sent[0]).toEqual({ id: 2, type: 'patch', changes: [{ at: 42, tool: edited }] });
    const whole = sent.map((m) => assembler.add(m)).at(-1);
    expect(whole).toEqual({ type: 'quick', outcome: quick });

    // Without a report sent before it (or one of another size), the answer goes whole.
    const again: ReportResponse[] = [];
    postQuick(3, quick, null, (m) => again.push(m));
    expect(again.filter((m) => m.type === 'tools')).toHaveLength(3);
  });
});
