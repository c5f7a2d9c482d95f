#!/usr/bin/env node
/**
 * npm run bench [-- --build] [-- --strict]
 *
 * Measures the player on the production build, in headless Chromium, with no
 * CPU throttling, and writes bench/results.json:
 *
 * - diagram_visible_ms: navigation start → the sequence diagram's SVG is in the
 *   page and its host says data-status=ready, then the next animation frame (the
 *   first frame that can paint it). Median of 5 loads, each in a new browser
 *   context (empty cache); one discarded load first warms the server.
 * - step_change_ms: main-thread cost of one step change, measured inside the
 *   page: t0 = performance.now(); nextButton.click(); then await microtasks
 *   until the step counter's text changed (React 19 flushes a discrete event's
 *   update in a microtask queued during the click, so one microtask suffices);
 *   t1 = performance.now(). That covers the click handler, the store update,
 *   the diagram's attribute flips, React's render, commit and the passive
 *   effects it flushes synchronously for discrete updates, but not style,
 *   layout or paint, which `with_layout_ms` adds by forcing a synchronous layout
 *   right after. Samples are taken a frame apart so each starts on an idle main
 *   thread; ≥ 60 changes (next … to the last step, previous … to the first,
 *   repeated), after one unrecorded warm-up cycle.
 * - first_load_js_gzip_kib: the scripts the initial HTML of / loads, each
 *   gzipped (zlib level 9) and summed, and whether mermaid or the Anthropic
 *   SDK is among them (they must not be: mermaid is loaded by import()).
 * - search: scripts/bench-search.ts's benchSearch(), when that file exists.
 *
 * Targets are reported, not enforced, unless --strict: timings depend on the
 * machine. Broken invariants (the diagram re-rendered, a step change that did
 * not change the step, a heavy library in the first load) always fail.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './bench/browser.mjs';
import { firstLoadJs, markersInBuild } from './bench/first-load.mjs';
import { ensureBuild, ROOT, run, startNext } from './bench/server.mjs';
import { median, percentile, round } from './bench/stats.mjs';

const args = new Set(process.argv.slice(2));
const TARGETS = { step_change_median_ms: 4, first_load_js_gzip_kib: 170 };
const PAGE = '/?scenario=weather-mcp&step=1';
const LOADS = 5;
const CYCLES = 3;
// Same strings the app's dictionary gives these controls (lib/i18n/en/player.ts).
const NEXT_LABEL = 'Next step';
const PREVIOUS_LABEL = 'Previous step';

async function main() {
  await ensureBuild({ force: args.has('--build') });
  const server = await startNext();
  console.log(`next start: ${server.url} (pid ${server.pid})`);
  const browser = await launchChromium();
  try {
    const diagram = await measureDiagramVisible(browser, server.url);
    const steps = await measureStepChanges(browser, server.url);
    const firstLoad = await firstLoadJs(server.url, '/');
    const inBuild = await markersInBuild(ROOT);
    const search = await runSearchBench();
    const results = assemble({ diagram, steps, firstLoad, inBuild, search, browserVersion: browser.version() });
    await mkdir(path.join(ROOT, 'bench'), { recursive: true });
    await writeFile(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    const failed = summarize(results);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  // Explicitly no CPU throttling (rate 1), whatever the browser's defaults.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { context, page };
}

/** Records, from the first byte of the document on, when the diagram becomes ready. */
function watchDiagram() {
  const check = () => {
    if (window.__diagramReady) return;
    const host = document.querySelector('[data-testid="sequence-diagram"][data-status="ready"]');
    if (!host || !host.querySelector('svg')) return;
    window.__diagramReady = performance.now();
    requestAnimationFrame(() => (window.__diagramFrame = performance.now()));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
}

async function measureDiagramVisible(browser, baseUrl) {
  const samples = [];
  for (let i = 0; i <= LOADS; i++) {
    const { context, page } = await newPage(browser);
    await page.addInitScript(watchDiagram);
    await page.goto(baseUrl + PAGE);
    await page.waitForFunction(() => window.__diagramFrame !== undefined, null, { timeout: 30_000 });
    const sample = await page.evaluate(() => ({
      ready_ms: window.__diagramReady,
      visible_ms: window.__diagramFrame,
      fcp_ms: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      dom_content_loaded_ms: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? null,
    }));
    await context.close();
    if (i > 0) samples.push(sample); // load 0 only warms the server
  }
  const pick = (key) => samples.map((s) => s[key]).filter((v) => typeof v === 'number');
  return {
    diagram_visible_ms: round(median(pick('visible_ms')), 1),
    diagram_ready_dom_ms: round(median(pick('ready_ms')), 1),
    first_contentful_paint_ms: round(median(pick('fcp_ms')), 1),
    dom_content_loaded_ms: round(median(pick('dom_content_loaded_ms')), 1),
    loads: samples.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, round(v, 1)]))),
  };
}

async function measureStepChanges(browser, baseUrl) {
  const { context, page } = await newPage(browser);
  await page.goto(baseUrl + PAGE);
  await page.waitForSelector('[data-testid="sequence-diagram"][data-status="ready"]');
  const renderCountBefore = await page.getAttribute('[data-testid="sequence-diagram"]', 'data-render-count');

  const run = await page.evaluate(
    async ({ nextLabel, previousLabel, cycles }) => {
      const button = (label) => document.querySelector(`button[aria-label="${label}"]`);
      const counter = () => document.querySelector('[data-testid="step-counter"]')?.textContent ?? '';
      const total = Number(/(\d+)\D*$/.exec(counter())?.[1]);
      // Let the frame after the previous change (paint, timers) pass before the next sample.
      const idle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

      const change = async (label) => {
        const before = counter();
        const t0 = performance.now();
        button(label).click();
        let microtasks = 0;
        while (counter() === before && microtasks < 100) {
          await Promise.resolve();
          microtasks++;
        }
        const t1 = performance.now();
        void document.documentElement.offsetHeight; // forces style + layout now
        const t2 = performance.now();
        const to = Number(/\d+/.exec(counter())?.[0]);
        return { js_ms: t1 - t0, with_layout_ms: t2 - t0, microtasks, changed: counter() !== before, to };
      };

      const samples = [];
      for (let cycle = 0; cycle <= cycles; cycle++) {
        for (const label of [nextLabel, previousLabel]) {
          for (let i = 1; i < total; i++) {
            await idle();
            const s = await change(label);
            if (cycle > 0) samples.push(s); // cycle 0 warms the JIT
          }
        }
      }
      return { total, samples };
    },
    { nextLabel: NEXT_LABEL, previousLabel: PREVIOUS_LABEL, cycles: CYCLES },
  );

  const renderCountAfter = await page.getAttribute('[data-testid="sequence-diagram"]', 'data-render-count');
  await context.close();
  const js = run.samples.map((s) => s.js_ms);
  const layout = run.samples.map((s) => s.with_layout_ms);
  // Which steps are costly to arrive at (a large payload to lay out, say).
  const byStep = {};
  for (const s of run.samples) (byStep[s.to] ??= []).push(s.js_ms);
  return {
    steps_in_scenario: run.total,
    step_changes: run.samples.length,
    median_ms: round(median(js), 3),
    p95_ms: round(percentile(js, 95), 3),
    max_ms: round(Math.max(...js), 3),
    with_layout_median_ms: round(median(layout), 3),
    with_layout_p95_ms: round(percentile(layout, 95), 3),
    median_ms_by_step_reached: Object.fromEntries(Object.entries(byStep).map(([n, v]) => [n, round(median(v), 2)])),
    microtasks_to_update: [...new Set(run.samples.map((s) => s.microtasks))].sort((a, b) => a - b),
    all_changed_step: run.samples.every((s) => s.changed),
    render_count_before: renderCountBefore,
    render_count_after: renderCountAfter,
    diagram_rendered_once: renderCountBefore === '1' && renderCountAfter === '1',
  };
}

/** The search engineer's benchmark, when present; its absence or failure never fails this one. */
async function runSearchBench() {
  const script = path.join(ROOT, 'scripts/bench-search.ts');
  if (!existsSync(script)) return { skipped: 'scripts/bench-search.ts does not exist' };
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const [cmd, cmdArgs] = existsSync(tsx) ? [tsx, []] : ['npx', ['tsx']];
  try {
    console.log('Running scripts/bench-search.ts…');
    const stdout = await run(cmd, [...cmdArgs, 'scripts/bench/run-search-bench.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const line = stdout.split('\n').find((l) => l.startsWith('BENCH_SEARCH_RESULT '));
    if (!line) return { error: 'bench-search printed no result' };
    return JSON.parse(line.slice('BENCH_SEARCH_RESULT '.length));
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

function assemble({ diagram, steps, firstLoad, inBuild, search, browserVersion }) {
  return {
    measured_at: new Date().toISOString(),
    environment: { node: process.version, chromium: browserVersion, platform: `${process.platform}-${process.arch}`, cpu_throttling: 'none' },
    page: PAGE,
    diagram_visible_ms: diagram.diagram_visible_ms,
    diagram_load: diagram,
    step_change: steps,
    first_load_js_gzip_kib: round(firstLoad.gzip_kib, 1),
    first_load_js: {
      raw_kib: round(firstLoad.raw_kib, 1),
      files: firstLoad.files.map((f) => ({ ...f, gzip_kib: round(f.gzip_bytes / 1024, 1) })),
      libraries_in_first_load: firstLoad.libraries_in_first_load,
      libraries_anywhere_in_client_build: inBuild,
    },
    targets: TARGETS,
    search,
  };
}

function summarize(r) {
  const s = r.step_change;
  const libs = r.first_load_js.libraries_in_first_load;
  const checks = [
    ['diagram never re-rendered while stepping (data-render-count 1)', s.diagram_rendered_once, true],
    ['every click changed the step', s.all_changed_step, true],
    ['mermaid not in first-load JS', libs.mermaid.length === 0, true],
    ['@anthropic-ai/sdk not in first-load JS', libs['@anthropic-ai/sdk'].length === 0, true],
    ['mermaid marker found in a lazy chunk (the check above can see it)', r.first_load_js.libraries_anywhere_in_client_build.mermaid.length > 0, true],
    [`step change median ≤ ${TARGETS.step_change_median_ms} ms`, s.median_ms <= TARGETS.step_change_median_ms, args.has('--strict')],
    [`first-load JS ≤ ${TARGETS.first_load_js_gzip_kib} KiB gzip`, r.first_load_js_gzip_kib <= TARGETS.first_load_js_gzip_kib, args.has('--strict')],
  ];
  const line = (label, value) => console.log(`  ${label.padEnd(34)} ${value}`);
  console.log('\nTool Search Lab: benchmark (production build, headless Chromium, no CPU throttling)');
  line('diagram visible (median of 5)', `${r.diagram_visible_ms} ms   (DOM ready ${r.diagram_load.diagram_ready_dom_ms} ms, FCP ${r.diagram_load.first_contentful_paint_ms} ms)`);
  line(`step change (${s.step_changes} changes)`, `median ${s.median_ms} ms, p95 ${s.p95_ms} ms, max ${s.max_ms} ms`);
  line('  … including style + layout', `median ${s.with_layout_median_ms} ms, p95 ${s.with_layout_p95_ms} ms`);
  line('diagram render count', `${s.render_count_before} → ${s.render_count_after}`);
  line('first-load JS of /', `${r.first_load_js_gzip_kib} KiB gzip (${r.first_load_js.raw_kib} KiB raw, ${r.first_load_js.files.filter((f) => !f.nomodule).length} files)`);
  if (r.search && !r.search.skipped && !r.search.error) line('search (scripts/bench-search.ts)', JSON.stringify(r.search));
  else line('search (scripts/bench-search.ts)', r.search?.skipped ?? `failed: ${r.search?.error}`);
  console.log('');
  let failed = false;
  for (const [label, ok, enforced] of checks) {
    console.log(`  ${ok ? '✓' : enforced ? '✗' : '!'} ${label}`);
    if (!ok && enforced) failed = true;
  }
  console.log(`\nWrote bench/results.json${failed ? ' — FAILED' : ''}`);
  return failed;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
