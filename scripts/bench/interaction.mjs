/**
 * What one click on a "next step" button costs a page, measured the same way on
 * the app and on the seed demo (method: ../shared/anchors/README.md):
 *
 * - task_ms: the renderer's main-thread task time (CDP Performance.getMetrics →
 *   TaskDuration) from just before the click to WINDOW_MS after it, minus the same
 *   window with no click, taken right before. It counts everything the click
 *   causes: handlers, renders, deferred tasks, style, layout, paint, transition
 *   events, animation frames.
 * - click_to_paint_ms: the Event Timing API's `duration` of the click entry (what
 *   INP uses): from the input's timestamp to the next paint after its handlers.
 *   Chromium reports no entry under 16 ms; such a click counts as 16 (an upper
 *   bound) and is counted in `below_threshold`.
 *
 * Clicks are real input (CDP mouse events at the button's centre), not
 * element.click(): untrusted events have no Event Timing entry.
 */
import { summary } from './stats.mjs';

export const WINDOW_MS = 400;
/** Lets the previous click's trailing work (transitions, timers) end before the idle window. */
const SETTLE_MS = 300;
const EVENT_TIMING_FLOOR_MS = 16;

/**
 * Runs in the page before any of its scripts: collects click entries and layout
 * shifts from the start. Each shift keeps what moved (tag, classes, the nearest
 * test id, its box before and after), so a run that misses CLS 0 says why:
 * the rare shift is the one a rerun will not show.
 */
export function installObservers() {
  window.__clicks = [];
  window.__cls = 0;
  window.__shifts = [];
  const box = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const describe = (node) => {
    const el = node?.nodeType === 1 ? node : node?.parentElement;
    if (!el) return '(gone)';
    const classes = String(el.getAttribute('class') ?? '').trim().split(/\s+/).slice(0, 4).join('.');
    const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
    return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId ? ` in [data-testid=${testId}]` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__cls += e.value;
      window.__shifts.push({
        at_ms: Math.round(e.startTime),
        value: e.value,
        moved: e.sources.map((s) => `${describe(s.node)}: ${box(s.previousRect)} → ${box(s.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'click') window.__clicks.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value;
}

/** A page prepared for clicking: metrics on, no CPU throttling. */
export async function instrument(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Performance.enable');
  return cdp;
}

/** One measured click on `selector`; `changed()` (in the page) says whether it did its job. */
export async function measureClick(page, cdp, selector, changed) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const before = changed ? await page.evaluate(changed.read) : null;
  await page.evaluate(() => window.__clicks.splice(0));
  await sleep(SETTLE_MS);
  const i0 = await taskSeconds(cdp);
  await sleep(WINDOW_MS);
  const i1 = await taskSeconds(cdp);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await sleep(WINDOW_MS);
  const c1 = await taskSeconds(cdp);
  const clicks = await page.evaluate(() => window.__clicks.splice(0));
  const after = changed ? await page.evaluate(changed.read) : null;
  return {
    task_ms: (c1 - i1 - (i1 - i0)) * 1000,
    idle_ms: (i1 - i0) * 1000,
    click_to_paint_ms: clicks.length ? Math.max(...clicks) : null,
    changed: changed ? after !== before : true,
  };
}

/** Summaries of a list of measureClick() results. */
export function summarizeClicks(samples) {
  const paint = samples.map((s) => s.click_to_paint_ms ?? EVENT_TIMING_FLOOR_MS);
  return {
    clicks: samples.length,
    task_ms: summary(samples.map((s) => s.task_ms)),
    idle_window_task_ms: summary(samples.map((s) => s.idle_ms)),
    click_to_paint_ms: { ...summary(paint), below_threshold: samples.filter((s) => s.click_to_paint_ms === null).length },
    every_click_changed_step: samples.every((s) => s.changed),
  };
}
