import { describe, expect, it } from 'vitest';
import { failed, verdicts } from './targets.mjs';

/** A run that meets every target; each test breaks one thing. */
function run() {
  const s = (median: number, p95: number) => ({ median, p95, median_ci95: null as [number, number] | null });
  return {
    invariants: { rendered_once: true, every_click_changed_step: true },
    first_load_js_gzip_kib: 160,
    first_load_js: {
      libraries_in_first_load: { mermaid: [] as string[], '@anthropic-ai/sdk': [] as string[] },
      libraries_anywhere_in_client_build: { mermaid: ['/chunk.js'] },
    },
    load: { app: { diagram_visible_ms: s(120, 150), cls: { max: 0 } }, anchor: { diagram_visible_ms: s(100, 140) } },
    anchor: { task_ms: s(30, 40), click_to_paint_ms: s(24, 32) },
    step_change: {
      player: { task_ms: s(25, 60), click_to_paint_ms: s(24, 40) },
      compare: { task_ms: s(28, 70), click_to_paint_ms: s(32, 48) },
    },
  };
}
const check = (r: unknown, words: string, strict = true) => verdicts(r, { strict }).find((c) => c.label.includes(words))!;

describe('bench verdicts', () => {
  it('passes a run that meets every target, strict or not', () => {
    expect(failed(verdicts(run(), { strict: true }))).toBe(false);
    expect(failed(verdicts(run()))).toBe(false);
  });

  it('holds step-change task time to the seed demo of the same run: median 1×, p95 2×', () => {
    const r = run();
    r.step_change.compare.task_ms.median = 31;
    expect(check(r, '/compare step change task time: median').ok).toBe(false);
    r.step_change.player.task_ms.p95 = 81;
    expect(check(r, 'player step change task time: p95').ok).toBe(false);
    expect(failed(verdicts(r, { strict: true }))).toBe(true);
  });

  it('reports missed timing targets without failing unless strict', () => {
    const r = run();
    r.load.app.diagram_visible_ms.median = 301;
    expect(check(r, 'diagram visible: median', false)).toMatchObject({ ok: false, enforced: false });
    expect(failed(verdicts(r))).toBe(false);
    expect(failed(verdicts(r, { strict: true }))).toBe(true);
  });

  it('fails on a broken invariant even when not strict', () => {
    const r = run();
    r.invariants.rendered_once = false;
    expect(failed(verdicts(r))).toBe(true);
  });

  it('any layout shift misses the CLS target', () => {
    const r = run();
    r.load.app.cls.max = 0.001;
    expect(check(r, 'layout shift').ok).toBe(false);
  });

  it('without the seed demo a relative target is not measured, which fails only under strict', () => {
    const r = { ...run(), anchor: null, load: { ...run().load, anchor: null } };
    expect(check(r, 'player click → next paint').ok).toBeNull();
    expect(failed(verdicts(r))).toBe(false);
    expect(failed(verdicts(r, { strict: true }))).toBe(true);
  });

  it('never enforces the stretch goal', () => {
    const r = run();
    r.load.app.diagram_visible_ms.median = 200;
    expect(check(r, 'stretch')).toMatchObject({ ok: false, enforced: false });
    expect(failed(verdicts(r, { strict: true }))).toBe(false);
  });

  it('says when a page-load verdict is inside the run\'s noise, and not when the interval is clear of the bound', () => {
    const r = run();
    Object.assign(r.load.app.diagram_visible_ms, { median: 320, median_ci95: [290, 360] });
    const visible = check(r, 'diagram visible: median', false);
    expect(visible).toMatchObject({ ok: false, enforced: false });
    expect(visible.note).toContain('290–360 ms, spans 300 ms');
    // The stretch bound is 1.5 × the demo's 100 ms median: 150, outside 290–360.
    expect(check(r, 'stretch').note).toBeUndefined();

    r.load.app.diagram_visible_ms.median_ci95 = [310, 360];
    expect(check(r, 'diagram visible: median').note).toBeUndefined();
    // An interval that ends at the bound still lies wholly within it.
    r.load.app.diagram_visible_ms.median_ci95 = [250, 300];
    expect(check(r, 'diagram visible: median').note).toBeUndefined();
  });
});
