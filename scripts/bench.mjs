#!/usr/bin/env node
/**
 * npm run bench [-- --build] [-- --strict] [-- --rounds N] [-- --loads N]
 *
 * Measures the player and /compare on the production build beside the seed
 * article's one-file demo (../shared/anchors/seed-demo.html, read at run time,
 * never copied), in one headless Chromium with no CPU throttling, and writes
 * bench/results.json. Every request to a host other than 127.0.0.1 fails to
 * resolve (the demo loads a third-party counter); those it tried are listed.
 *
 * - load: navigation → the diagram visible, the same rule for both pages: the
 *   later of the first contentful paint and the animation frame after the
 *   diagram entered the DOM (an animation frame comes before its frame's paint,
 *   and the first frame may be held back: the first paint is what shows it).
 *   The app's diagram is in the DOM when its host holds the SVG and says
 *   data-status=prerendered (in the server's HTML) or ready (drawn in the page);
 *   the demo's when its arrows exist (an inline script builds them). Also: when
 *   the app answers clicks (ready, after hydration) and the demo's load event.
 *   Median of LOADS loads each, alternating, each in a new browser context
 *   (empty cache), after one discarded load of each. CLS is summed from the
 *   first byte to 500 ms after the app's diagram answers clicks (the demo's:
 *   after it is visible), and every shift is kept with what moved.
 *   Three more pages take turns with them, as diagnoses and never targets: the
 *   app's page captured once and served as a file (scripts/bench/replay.mjs),
 *   so the gap to the live page is what rendering it per request costs; the
 *   same file with every script it fetches removed, so the gap between the two
 *   files is what the app's JavaScript (compiled and run on the same two cores)
 *   costs the first paint; and a page of the app with nothing but its layout
 *   (a 404: the header, Next's runtime, rendered per request like the player),
 *   whose first paint is what this stack costs on this machine before the
 *   player adds anything.
 *   Every load median comes with its 95% interval (scripts/bench/stats.mjs):
 *   with nine loads, how far the median itself could move on a rerun.
 * - step_change: per click on "next"/"previous", the main-thread task time it
 *   causes and its click → next paint (scripts/bench/interaction.mjs). Pages
 *   take turns, a walk to the last step and back each, ROUNDS times, after one
 *   unrecorded warm-up walk.
 * - dom_update_js: the old in-page figure, kept for comparison and labelled as
 *   what it is: element.click() → the step counter's text changed, JS only
 *   (no style, layout, paint, or anything deferred).
 * - first_load_js_gzip_kib: the scripts the initial HTML of / loads, each
 *   gzipped (zlib level 9) and summed, and whether mermaid or the Anthropic
 *   SDK is among them (they must not be: mermaid is loaded by import()).
 * - search: scripts/bench-search.ts's benchSearch(), when that file exists.
 * - report: scripts/bench-report.ts — `npm run report` over 10,000 tools and 200 tasks, as a
 *   CI runs it (process start to exit), and the same report in-process phase by phase, then an
 *   edit on it (its first answer, and the whole re-score).
 *
 * Targets (scripts/bench/targets.mjs) are reported, not enforced, unless
 * --strict: timings depend on the machine. Broken invariants (the diagram
 * re-rendered, a click that did not change the step, a heavy library in the
 * first load) always fail.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANCHOR_FILE, ANCHOR_NEXT, ANCHOR_PREVIOUS, serveAnchor } from './bench/anchor.mjs';
import { launchChromium } from './bench/browser.mjs';
import { firstLoadJs, markersInBuild } from './bench/first-load.mjs';
import { installObservers, instrument, measureClick, summarizeClicks, WINDOW_MS } from './bench/interaction.mjs';
import { navigation, visibleAt, watchAnchorDiagram, watchDiagram, watchFirstPaint } from './bench/load.mjs';
import { serveReplay } from './bench/replay.mjs';
import { measureReportPage } from './bench/report-page.mjs';
import { ensureBuild, ROOT, run, startNext } from './bench/server.mjs';
import { round, summary } from './bench/stats.mjs';
import { failed, ratio, TARGETS, verdicts } from './bench/targets.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
};
const PAGE = '/?scenario=weather-mcp&step=1';
const COMPARE_PAGE = '/compare?question=weather&step=1';
/** No such route: Next answers with the root layout around its 404 message. */
const LAYOUT_ONLY_PAGE = '/bench-layout-only';
// Single fresh loads vary by ±30% on a 2-core machine: with nine of each, one slow load moves the median less than with five.
const LOADS = option('--loads', 9);
const ROUNDS = option('--rounds', 2);
const CYCLES = 3;
// Same strings the app's dictionary gives these controls (lib/i18n/en/player.ts, compare.ts).
const NEXT_LABEL = 'Next step';
const PREVIOUS_LABEL = 'Previous step';
const PLAYER = { next: `button[aria-label="${NEXT_LABEL}"]`, previous: `button[aria-label="${PREVIOUS_LABEL}"]` };
const COMPARE = { next: 'button[aria-label="Next moment"]', previous: 'button[aria-label="Previous moment"]' };
const DIAGRAM = '[data-testid="sequence-diagram"]';

async function main() {
  await ensureBuild({ force: args.has('--build') });
  const server = await startNext();
  console.log(`next start: ${server.url} (pid ${server.pid})`);
  const anchor = await serveAnchor();
  if (!anchor) console.log(`No seed demo at ${ANCHOR_FILE}: the app is measured alone, without ratios.`);
  const browser = await launchChromium({ localOnly: true });
  const loadAverage = os.loadavg();
  try {
    const replay = await serveReplay(server.url, PAGE);
    let load;
    try {
      load = await measureLoads(browser, server.url, anchor?.url, replay);
    } finally {
      await replay.stop();
    }
    const steps = await measureStepChanges(browser, server.url, anchor?.url);
    const domUpdate = await measureDomUpdate(browser, server.url);
    const firstLoad = await firstLoadJs(server.url, '/');
    const inBuild = await markersInBuild(ROOT);
    const search = await runSearchBench();
    const discoverability = await runReportBench();
    const reportPage = await runReportPageBench(browser, server.url);
    const results = assemble({ load, steps, domUpdate, firstLoad, inBuild, search, discoverability, reportPage, browserVersion: browser.version(), loadAverage });
    await mkdir(path.join(ROOT, 'bench'), { recursive: true });
    await writeFile(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    process.exitCode = report(results) ? 1 : 0;
  } finally {
    await browser.close();
    await anchor?.stop();
    await server.stop();
  }
}

async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await page.addInitScript(installObservers);
  const cdp = await instrument(context, page);
  return { context, page, cdp };
}

/** One load of the player; a page that never hydrates (its scripts removed) is done once its diagram is visible. */
async function loadApp(browser, baseUrl, { hydrates = true } = {}) {
  const { context, page } = await newPage(browser);
  await page.addInitScript(watchDiagram);
  await page.addInitScript(watchFirstPaint);
  await page.goto(baseUrl + PAGE, { waitUntil: 'commit' });
  await page.waitForFunction(
    (hydrates) => window.__diagramFrame !== undefined && (!hydrates || window.__diagramReadyFrame !== undefined) && window.__fcp !== undefined,
    hydrates,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(500);
  const sample = await page.evaluate(navigation);
  const times = await page.evaluate(() => ({ frame: window.__diagramFrame, interactive_ms: window.__diagramReadyFrame }));
  await context.close();
  return { visible_ms: visibleAt(times.frame, sample.fcp_ms), frame_after_insert_ms: times.frame, interactive_ms: times.interactive_ms, ...sample };
}

async function loadAnchor(browser, url, blocked) {
  const { context, page } = await newPage(browser);
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).hostname !== '127.0.0.1') blocked.add(new URL(r.url()).hostname);
  });
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).hostname !== '127.0.0.1') throw new Error(`the seed demo reached ${r.url()}: not blocked`);
  });
  await page.addInitScript(watchAnchorDiagram);
  await page.addInitScript(watchFirstPaint);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__diagramFrame !== undefined && window.__fcp !== undefined, null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  const sample = await page.evaluate(navigation);
  const frame = await page.evaluate(() => window.__diagramFrame);
  await context.close();
  return { visible_ms: visibleAt(frame, sample.fcp_ms), frame_after_insert_ms: frame, ...sample };
}

/** A page with no diagram: its first contentful paint and the document's last byte. */
async function loadFirstPaint(browser, url) {
  const { context, page } = await newPage(browser);
  await page.addInitScript(watchFirstPaint);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__fcp !== undefined, null, { timeout: 30_000 });
  const sample = await page.evaluate(navigation);
  await context.close();
  return sample;
}

async function measureLoads(browser, baseUrl, anchorUrl, replay) {
  const app = [];
  const anchor = [];
  const replayed = [];
  const bare = [];
  const layoutOnly = [];
  const blocked = new Set();
  for (let i = 0; i <= LOADS; i++) {
    // Alternating, so all the pages share whatever else the machine is doing.
    const a = anchorUrl ? await loadAnchor(browser, anchorUrl, blocked) : null;
    const r = await loadApp(browser, replay.url);
    const b = await loadApp(browser, replay.withoutScriptsUrl, { hydrates: false });
    const l = await loadFirstPaint(browser, baseUrl + LAYOUT_ONLY_PAGE);
    const s = await loadApp(browser, baseUrl);
    if (i === 0) continue; // the first load of each only warms the server and the disk cache
    app.push(s);
    replayed.push(r);
    bare.push(b);
    layoutOnly.push(l);
    if (a) anchor.push(a);
  }
  const pick = (list, key) => list.map((s) => s[key]).filter((v) => typeof v === 'number');
  const rounded = (list) => list.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, round(v, 3)])));
  return {
    app: {
      diagram_visible_ms: summary(pick(app, 'visible_ms')),
      frame_after_diagram_inserted_ms: summary(pick(app, 'frame_after_insert_ms')),
      diagram_interactive_ms: summary(pick(app, 'interactive_ms')),
      first_contentful_paint_ms: summary(pick(app, 'fcp_ms')),
      html_received_ms: summary(pick(app, 'response_end_ms')),
      dom_content_loaded_ms: summary(pick(app, 'dom_content_loaded_ms')),
      // Six digits: the target is no shift at all, and the smallest seen so far was 0.000006.
      cls: summary(pick(app, 'cls'), 6),
      // What moved, in the loads that shifted: a rare shift is gone on a rerun, so the run that saw it says what it was.
      layout_shifts: app.flatMap((s, load) => s.shifts.map((x) => ({ load, ...x, value: round(x.value, 6) }))),
      loads: rounded(app),
    },
    anchor: anchorUrl
      ? {
          diagram_visible_ms: summary(pick(anchor, 'visible_ms')),
          frame_after_diagram_inserted_ms: summary(pick(anchor, 'frame_after_insert_ms')),
          load_event_ms: summary(pick(anchor, 'load_event_ms')),
          first_contentful_paint_ms: summary(pick(anchor, 'fcp_ms')),
          html_received_ms: summary(pick(anchor, 'response_end_ms')),
          cls: summary(pick(anchor, 'cls'), 6),
          blocked_hosts: [...blocked],
          loads: rounded(anchor),
        }
      : null,
    // The same bytes as the app's page, served as a file (scripts/bench/replay.mjs): a diagnosis, never a target.
    replayed_html: {
      diagram_visible_ms: summary(pick(replayed, 'visible_ms')),
      html_received_ms: summary(pick(replayed, 'response_end_ms')),
      loads: rounded(replayed),
    },
    // The same file with every script it fetches removed (withoutScripts in scripts/bench/replay.mjs): the browser's paint alone.
    replayed_html_without_scripts: {
      diagram_visible_ms: summary(pick(bare, 'visible_ms')),
      loads: rounded(bare),
    },
    // The app's layout around a 404 (no player): what the stack alone costs here. A diagnosis, never a target.
    layout_only: {
      page: LAYOUT_ONLY_PAGE,
      first_contentful_paint_ms: summary(pick(layoutOnly, 'fcp_ms')),
      html_received_ms: summary(pick(layoutOnly, 'response_end_ms')),
      loads: rounded(layoutOnly),
    },
  };
}

/** One page to step through: where it is, its two buttons, and how to read its position. */
async function stepper(browser, { url, next, previous, read, ready, start }) {
  const { context, page, cdp } = await newPage(browser);
  await page.goto(url);
  if (ready) await page.waitForSelector(ready, { timeout: 30_000 });
  if (start) await page.locator(start).click(); // the seed demo's first click only starts it
  const total = await page.evaluate(read.total);
  const walk = async (measure) => {
    const out = [];
    for (const selector of [next, previous])
      for (let i = 1; i < total; i++) {
        if (measure) out.push(await measureClick(page, cdp, selector, { read: read.position }));
        else await page.locator(selector).click();
      }
    return out;
  };
  await walk(false); // warm-up: JIT, caches, first paints of every payload
  return { page, context, walk, total };
}

async function measureStepChanges(browser, baseUrl, anchorUrl) {
  // Expressions, evaluated in the page: its position now, and how many steps it has.
  const counter = (testId) => {
    const text = `(document.querySelector('[data-testid="${testId}"]')?.textContent ?? '')`;
    return { position: text, total: `Number(/(\\d+)\\D*$/.exec(${text})?.[1])` };
  };
  const pages = {
    anchor: anchorUrl
      ? await stepper(browser, {
          url: anchorUrl,
          next: ANCHOR_NEXT,
          previous: ANCHOR_PREVIOUS,
          start: ANCHOR_NEXT,
          read: { position: "document.querySelector('.msg-arrow.active')?.id ?? ''", total: "document.querySelectorAll('.msg-arrow').length" },
        })
      : null,
    player: await stepper(browser, { url: baseUrl + PAGE, ...PLAYER, ready: `${DIAGRAM}[data-status="ready"]`, read: counter('step-counter') }),
    compare: await stepper(browser, { url: baseUrl + COMPARE_PAGE, ...COMPARE, ready: `${DIAGRAM}[data-status="ready"]`, read: counter('compare-counter') }),
  };
  const samples = { anchor: [], player: [], compare: [] };
  for (let round = 0; round < ROUNDS; round++)
    for (const [key, p] of Object.entries(pages)) if (p) samples[key].push(...(await p.walk(true)));

  const renderCounts = {};
  for (const key of ['player', 'compare'])
    renderCounts[key] = await pages[key].page.locator(DIAGRAM).evaluateAll((els) => els.map((e) => e.getAttribute('data-render-count')));
  const byKey = Object.fromEntries(
    Object.entries(pages).map(([key, p]) => [key, p ? { steps: p.total, ...summarizeClicks(samples[key]) } : null]),
  );
  for (const p of Object.values(pages)) await p?.context.close();
  return { ...byKey, window_ms: WINDOW_MS, render_counts_after: renderCounts };
}

async function measureDomUpdate(browser, baseUrl) {
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
  return {
    what: 'element.click() → step counter text changed, JS only: no style, layout, paint or deferred work (see step_change for those)',
    step_changes: run.samples.length,
    js_ms: summary(run.samples.map((s) => s.js_ms), 2),
    js_plus_forced_layout_ms: summary(run.samples.map((s) => s.with_layout_ms), 2),
    every_click_changed_step: run.samples.every((s) => s.changed),
    render_count_before: renderCountBefore,
    render_count_after: renderCountAfter,
  };
}

/** Runs a tsx script that prints its result as one JSON line after `marker`; its failure is reported, never fatal here. */
async function runMarkedScript(script, marker, what) {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const [cmd, cmdArgs] = existsSync(tsx) ? [tsx, []] : ['npx', ['tsx']];
  try {
    console.log(`Running ${what}…`);
    const stdout = await run(cmd, [...cmdArgs, script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const line = stdout.split('\n').find((l) => l.startsWith(marker));
    if (!line) return { error: `${script} printed no result` };
    return JSON.parse(line.slice(marker.length));
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** The search engineer's benchmark, when present; its absence or failure never fails this one. */
async function runSearchBench() {
  if (!existsSync(path.join(ROOT, 'scripts/bench-search.ts'))) return { skipped: 'scripts/bench-search.ts does not exist' };
  return runMarkedScript('scripts/bench/run-search-bench.ts', 'BENCH_SEARCH_RESULT ', 'scripts/bench-search.ts');
}

/** The discoverability report's figures. */
async function runReportBench() {
  return runMarkedScript('scripts/bench-report.ts', 'BENCH_REPORT_RESULT ', 'scripts/bench-report.ts (npm run report over 10,000 tools and 200 tasks, 3 times)');
}

/** /report over 10,000 tools and 200 tasks: the longest main-thread task while it runs, and an edit's re-score. */
async function runReportPageBench(browser, url) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-report-page-'));
  try {
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
    const [cmd, cmdArgs] = existsSync(tsx) ? [tsx, []] : ['npx', ['tsx']];
    const stdout = await run(cmd, [...cmdArgs, 'scripts/bench-report.ts', '--write', dir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const line = stdout.split('\n').find((l) => l.startsWith('BENCH_REPORT_FILES '));
    if (!line) return { error: 'bench-report --write printed no files' };
    console.log('Measuring /report over 10,000 tools and 200 tasks…');
    return await measureReportPage(browser, url, JSON.parse(line.slice('BENCH_REPORT_FILES '.length)));
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function assemble({ load, steps, domUpdate, firstLoad, inBuild, search, discoverability, reportPage, browserVersion, loadAverage }) {
  const anchor = steps.anchor ? { task_ms: steps.anchor.task_ms, click_to_paint_ms: steps.anchor.click_to_paint_ms } : null;
  const renderCounts = [domUpdate.render_count_before, domUpdate.render_count_after, ...steps.render_counts_after.player, ...steps.render_counts_after.compare];
  const vsAnchor = (app, base) => ({ median: round(ratio(app?.median, base?.median), 2), p95: round(ratio(app?.p95, base?.p95), 2) });
  return {
    measured_at: new Date().toISOString(),
    environment: {
      node: process.version,
      chromium: browserVersion,
      platform: `${process.platform}-${process.arch}`,
      cpus: os.cpus().length,
      load_average_at_start: loadAverage.map((n) => round(n, 2)),
      cpu_throttling: 'none',
    },
    pages: { player: PAGE, compare: COMPARE_PAGE, anchor: path.relative(ROOT, ANCHOR_FILE) },
    diagram_visible_ms: load.app.diagram_visible_ms.median,
    load,
    step_change: { ...steps, anchor: steps.anchor },
    anchor,
    ratios_to_anchor: {
      diagram_visible: round(ratio(load.app.diagram_visible_ms.median, load.anchor?.diagram_visible_ms.median), 2),
      player_task_ms: vsAnchor(steps.player.task_ms, anchor?.task_ms),
      compare_task_ms: vsAnchor(steps.compare.task_ms, anchor?.task_ms),
      player_click_to_paint_ms: vsAnchor(steps.player.click_to_paint_ms, anchor?.click_to_paint_ms),
      compare_click_to_paint_ms: vsAnchor(steps.compare.click_to_paint_ms, anchor?.click_to_paint_ms),
    },
    dom_update_js: domUpdate,
    invariants: {
      rendered_once: renderCounts.length > 0 && renderCounts.every((c) => c === '1'),
      render_counts: renderCounts,
      every_click_changed_step: domUpdate.every_click_changed_step && [steps.player, steps.compare, steps.anchor].every((s) => !s || s.every_click_changed_step),
    },
    first_load_js_gzip_kib: round(firstLoad.gzip_kib, 1),
    first_load_js: {
      raw_kib: round(firstLoad.raw_kib, 1),
      files: firstLoad.files.map((f) => ({ ...f, gzip_kib: round(f.gzip_bytes / 1024, 1) })),
      libraries_in_first_load: firstLoad.libraries_in_first_load,
      libraries_anywhere_in_client_build: inBuild,
    },
    targets: TARGETS,
    search,
    report: discoverability,
    report_page: reportPage,
  };
}

/** Prints every figure with the seed demo's beside it; true when an enforced check failed. */
function report(r) {
  const checks = verdicts(r, { strict: args.has('--strict') });
  const line = (label, app, anchor, x) => console.log(`  ${label.padEnd(38)} ${String(app).padEnd(36)} ${String(anchor ?? '—').padEnd(36)} ${x ?? ''}`);
  const fig = (s, unit = 'ms') => (s ? `median ${s.median}, p95 ${s.p95} ${unit}` : '—');
  // Page loads are few: their medians come with the 95% interval a rerun's median would likely fall in.
  const loadFig = (s) => (s ? `median ${s.median}${s.median_ci95 ? ` (${s.median_ci95[0]}–${s.median_ci95[1]})` : ''}, p95 ${s.p95} ms` : '—');
  const times = (x) => (x === null || x === undefined || Number.isNaN(x) ? '' : `${x}×`);
  const a = r.anchor;
  const ra = r.ratios_to_anchor;
  console.log(`\nTool Search Lab: benchmark (production build, headless Chromium, no CPU throttling, load average ${r.environment.load_average_at_start.join(' ')} on ${r.environment.cpus} CPUs)`);
  line('figure', 'app', 'seed demo', 'app / demo');
  line(`diagram visible (${LOADS} loads, 95% interval)`, loadFig(r.load.app.diagram_visible_ms), r.load.anchor && loadFig(r.load.anchor.diagram_visible_ms), times(ra.diagram_visible));
  line('  frame after the diagram is in the DOM', fig(r.load.app.frame_after_diagram_inserted_ms), r.load.anchor && fig(r.load.anchor.frame_after_diagram_inserted_ms));
  line('  load event', '', r.load.anchor && fig(r.load.anchor.load_event_ms));
  line('  diagram answers clicks (hydrated)', fig(r.load.app.diagram_interactive_ms));
  line('  first contentful paint', fig(r.load.app.first_contentful_paint_ms), r.load.anchor && fig(r.load.anchor.first_contentful_paint_ms));
  line('  HTML received (last byte)', fig(r.load.app.html_received_ms), r.load.anchor && fig(r.load.anchor.html_received_ms));
  line('  same HTML served as a file: visible', loadFig(r.load.replayed_html.diagram_visible_ms), '', 'diagnosis: no per-request render');
  line('    its HTML received (last byte)', fig(r.load.replayed_html.html_received_ms));
  line('  same file without its scripts: visible', loadFig(r.load.replayed_html_without_scripts.diagram_visible_ms), '', 'diagnosis: no JS beside the first frame');
  line('  layout alone (a 404): first paint', loadFig(r.load.layout_only.first_contentful_paint_ms), '', 'diagnosis: the stack before the player');
  line('    its HTML received (last byte)', fig(r.load.layout_only.html_received_ms));
  line('  CLS (max over loads)', r.load.app.cls.max, r.load.anchor?.cls.max);
  for (const x of r.load.app.layout_shifts) console.log(`    shift ${x.value} at ${x.at_ms} ms (load ${x.load + 1}): ${x.moved.join('; ')}`);
  for (const [key, name] of [['player', 'player'], ['compare', '/compare']]) {
    const s = r.step_change[key];
    line(`${name} step change, task time (${s.clicks})`, fig(s.task_ms), a && fig(a.task_ms), `${times(ra[`${key}_task_ms`].median)} / p95 ${times(ra[`${key}_task_ms`].p95)}`);
    line(`${name} click → next paint`, fig(s.click_to_paint_ms), a && fig(a.click_to_paint_ms), `${times(ra[`${key}_click_to_paint_ms`].median)} / p95 ${times(ra[`${key}_click_to_paint_ms`].p95)}`);
  }
  line('  idle 400 ms window, task time', fig(r.step_change.player.idle_window_task_ms), a && fig(r.step_change.anchor.idle_window_task_ms));
  line('click() → DOM updated, JS only', fig(r.dom_update_js.js_ms));
  line('diagram render counts', r.invariants.render_counts.join(' '));
  line('first-load JS of /', `${r.first_load_js_gzip_kib} KiB gzip`);
  if (r.load.anchor?.blocked_hosts.length) console.log(`  (seed demo: blocked requests to ${r.load.anchor.blocked_hosts.join(', ')})`);
  if (r.search && !r.search.skipped && !r.search.error) line('search (scripts/bench-search.ts)', JSON.stringify(r.search));
  else line('search (scripts/bench-search.ts)', r.search?.skipped ?? `failed: ${r.search?.error}`);
  if (r.report && !r.report.error) {
    const p = r.report.phases_ms;
    line(`npm run report, ${r.report.tools} tools + ${r.report.tasks} tasks`, `median ${r.report.command_ms.median} ms (${r.report.command_ms.runs.join(', ')})`, '', `target ≤ ${r.report.target_ms} ms ${r.report.command_ms.median <= r.report.target_ms ? '✓' : '✗'}`);
    line('  in-process: parse, index, tasks, tools', `${p.parse} + ${p.index} + ${p.tasks} + ${p.tools} = ${p.total} ms (CPU ${r.report.in_process_cpu_ms} ms)`);
    if (r.report.edit_ms) line('  in-process: an edit re-scored', `its tool and tasks ${r.report.edit_ms.quick} ms; the rest ${r.report.edit_ms.full} ms`);
  } else line('npm run report (scripts/bench-report.ts)', `failed: ${r.report?.error}`);
  const rp = r.report_page;
  if (rp && !rp.error) {
    line('/report, 10,000 tools: longest task', `${rp.longest_task_ms} ms (${rp.long_tasks} over 50 ms; run ${rp.run_ms} ms)`, '', `target ≤ ${rp.target_longest_task_ms} ms ${rp.longest_task_ms <= rp.target_longest_task_ms ? '✓' : '✗'}`);
    line('/report, an edit re-scored', `its tool and tasks ${rp.edit_quick_ms} ms; the rest ${rp.edit_full_ms} ms`, '', `target ≤ ${rp.target_edit_quick_ms} ms ${rp.edit_quick_ms <= rp.target_edit_quick_ms ? '✓' : '✗'}`);
  } else line('/report page', `failed: ${rp?.error}`);
  console.log('');
  for (const c of checks) console.log(`  ${c.ok === true ? '✓' : c.enforced ? '✗' : '!'} ${c.label}${c.ok === null ? ' (not measured)' : ''}${c.note ? ` — ${c.note}` : ''}`);
  const bad = failed(checks);
  console.log(`\nWrote bench/results.json${bad ? ' — FAILED' : ''}`);
  return bad;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
