#!/usr/bin/env node
/**
 * npm run bench:yours [-- --runs N] [-- --build]
 *
 * "Your tools" at the API's limit: a 10,000-tool catalog (four servers of 2,500 tools, each with
 * a description and a small input schema, ~4 MB of JSON) pasted on /tools, then opened on every
 * page that uses it. For each, the time until it is usable, measured in the page
 * (performance.now(), from the click or the navigation), and the longest main-thread task seen
 * meanwhile (PerformanceObserver "longtask", 50 ms and over): "must not freeze" means that figure,
 * not the total, stays small. Medians of N runs (default 3), each in a fresh browser context;
 * the catalog is pasted once per run into that context's IndexedDB.
 *
 * - tools: click "Read and keep" → the catalog kept (parsed and counted in the parse worker);
 * - search: navigation to /search?yours=… with a query → its first hit (indexed in the search worker);
 *   then a new query → its first hit;
 * - budget: navigation to /budget?yours=… → the catalog's cost per server and loaded three ways;
 * - live: navigation to /live?yours=… → the form with the catalog chosen; then a run against the
 *   emulator (10,000 deferred definitions in one request) → done;
 * - player: "Open in the player" on that run (a client-side navigation) → the diagram drawn.
 *
 * Writes bench/your-tools.json. Timings depend on the machine and its load (printed with them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { ensureBuild, ROOT, startNext } from './server.mjs';
import { median, round } from './stats.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, build: { type: 'boolean', default: false } } });
const RUNS = Math.max(1, Number(values.runs) || 3);

/** Four servers of 2,500 tools: words that differ from tool to tool, so an index has real work. */
function catalog() {
  const verbs = ['get', 'list', 'create', 'update', 'delete', 'search', 'sync', 'export'];
  const nouns = ['invoice', 'order', 'ticket', 'customer', 'shipment', 'report', 'device', 'policy', 'camera', 'contract'];
  const servers = {};
  for (const server of ['billing', 'support', 'fleet', 'legal']) {
    servers[server] = {
      tools: Array.from({ length: 2500 }, (_, i) => {
        const verb = verbs[i % verbs.length];
        const noun = nouns[Math.floor(i / verbs.length) % nouns.length];
        return {
          name: `${verb}_${noun}_${i}`,
          description: `${verb[0].toUpperCase()}${verb.slice(1)} a ${noun} (variant ${i}) in the ${server} system. Use it when the user asks about ${noun}s by id, date or owner.`,
          inputSchema: {
            type: 'object',
            properties: { id: { type: 'string', description: `The ${noun} id` }, since: { type: 'string', description: 'ISO date' }, owner: { type: 'string' } },
            required: ['id'],
          },
        };
      }),
    };
  }
  return { servers };
}

/** In every page: long tasks as they happen, and the first time an element matching a selector appears. */
const INIT = `
window.__long = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); }).observe({ type: 'longtask', buffered: true });
window.__seen = (selector, test) => new Promise((resolve) => {
  const check = () => { const el = document.querySelector(selector); if (el && (!test || test(el))) { resolve(performance.now()); return true; } return false; };
  if (check()) return;
  const mo = new MutationObserver(() => { if (check()) mo.disconnect(); });
  mo.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
});
`;

const longest = (page) => page.evaluate(() => Math.max(0, ...window.__long));
const resetLong = (page) => page.evaluate(() => (window.__long = []));

async function oneRun(browser, base, text) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(INIT);
  const page = await context.newPage();
  const out = {};

  // /tools: paste and keep.
  await page.goto(`${base}/tools`);
  await page.getByTestId('your-catalogs').waitFor({ state: 'attached' });
  // Set again until the hydrated page answers it: text put in the server's HTML before hydration is not seen.
  for (let tries = 0; ; tries++) {
    await page.evaluate((value) => {
      const area = document.querySelector('[data-testid="catalog-text"]');
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(area, value);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
    const ready = await page
      .waitForSelector('[data-testid="read-catalog"]:not([disabled])', { timeout: 1_000 })
      .then(() => true)
      .catch(() => false);
    if (ready) break;
    if (tries >= 30) throw new Error('/tools never enabled "Read and keep" for the pasted catalog');
  }
  await resetLong(page);
  out.tools = await page.evaluate(async () => {
    const start = performance.now();
    const kept = window.__seen('[data-testid="read-saved"], [data-testid="read-error"]');
    document.querySelector('[data-testid="read-catalog"]').click();
    return (await kept) - start;
  });
  out.toolsLongest = await longest(page);
  const id = await page.getByTestId('your-catalog').first().getAttribute('data-catalog-id');

  // /search: indexed and searched in the worker.
  // No `catalogs=`: a link naming only kept catalogs opens on them alone (with the default catalog beside them, 10,008 tools pass the 10,000-tool limit and nothing is searched).
  await page.goto(`${base}/search?yours=${id}&variant=bm25&q=shipment%20owner`);
  out.search = await page.evaluate(() => window.__seen('[data-testid="hit-name"]'));
  out.searchLongest = await longest(page);
  await resetLong(page);
  out.searchQuery = await page.evaluate(async () => {
    const input = document.querySelector('input[type="search"]');
    const before = document.querySelector('[data-testid="hit-name"]').textContent;
    const start = performance.now();
    const changed = window.__seen('[data-testid="hit-name"]', (el) => el.textContent !== before);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'export contract');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return (await changed) - start;
  });
  out.searchQueryLongest = await longest(page);

  // /budget: the catalog's cost.
  await page.goto(`${base}/budget?yours=${id}`);
  out.budget = await page.evaluate(() => window.__seen('[data-testid="your-budget-setups"]'));
  out.budgetLongest = await longest(page);

  // /live: the form with the catalog, then a run against the emulator.
  await page.goto(`${base}/live?yours=${id}`);
  out.live = await page.evaluate(() => window.__seen('[data-testid="your-catalog-use"]'));
  out.liveLongest = await longest(page);
  // The target is the form's first question (a radio group, the emulator first).
  await page.getByTestId('live-target').locator('input[type="radio"]').first().check();
  await page.getByRole('checkbox', { name: /^Demo weather server/ }).uncheck();
  await page.getByLabel('Question').fill('List the shipments of owner Ada');
  await resetLong(page);
  out.liveRun = await page.evaluate(async () => {
    const start = performance.now();
    const done = window.__seen('[data-testid="live-run"][data-status="done"], [data-testid="live-run"][data-status="failed"]');
    document.querySelector('[data-testid="live-form"] button[type="submit"]').click();
    return (await done) - start;
  });
  out.liveRunStatus = await page.getByTestId('live-run').getAttribute('data-status');
  out.liveRunLongest = await longest(page);

  // The player: the run opened from /live (a client-side navigation: the same document, so its long tasks start afresh here).
  await resetLong(page);
  out.player = await page.evaluate(async () => {
    const open = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Open in the player');
    const start = performance.now();
    // /live shows the run's own diagram: only the player's, after the address changed, counts.
    const drawn = window.__seen('[data-testid="sequence-diagram"][data-status="ready"], [data-testid="sequence-diagram"][data-status="too-large"]', () => location.search.includes('source=file'));
    open.click();
    return (await drawn) - start;
  });
  out.playerLongest = await longest(page);
  out.playerDiagram = await page.getByTestId('sequence-diagram').getAttribute('data-status');

  await context.close();
  return out;
}

await ensureBuild({ force: values.build });
const server = await startNext();
const browser = await launchChromium({ localOnly: true });
const load = os.loadavg()[0];
const text = JSON.stringify(catalog());
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    runs.push(await oneRun(browser, server.url, text));
    process.stdout.write(`run ${i + 1}/${RUNS} done\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}

const figures = Object.fromEntries(Object.keys(runs[0]).filter((k) => typeof runs[0][k] === 'number').map((k) => [k, round(median(runs.map((r) => r[k])), 0)]));
const result = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadAverageAtStart: round(load, 2) },
  catalog: { tools: 10_000, servers: 4, bytes: text.length },
  runs: RUNS,
  medians_ms: figures,
  statuses: { liveRun: runs.map((r) => r.liveRunStatus), playerDiagram: runs.map((r) => r.playerDiagram) },
  all: runs,
};
mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/your-tools.json'), `${JSON.stringify(result, null, 2)}\n`);

const row = (label, usable, longestTask) => console.log(`${label.padEnd(44)} ${String(usable).padStart(7)} ms   longest task ${String(longestTask).padStart(5)} ms`);
console.log(`\n10,000-tool catalog (${(text.length / 1e6).toFixed(1)} MB), median of ${RUNS}, load average ${round(load, 1)} at the start:`);
row('/tools: paste → kept', figures.tools, figures.toolsLongest);
row('/search: navigation → first hit (BM25)', figures.search, figures.searchLongest);
row('/search: new query → its first hit', figures.searchQuery, figures.searchQueryLongest);
row('/budget: navigation → costs shown', figures.budget, figures.budgetLongest);
row('/live: navigation → form with the catalog', figures.live, figures.liveLongest);
row('/live: run against the emulator → done', figures.liveRun, figures.liveRunLongest);
row('player: open the run → diagram', figures.player, figures.playerLongest);
console.log(`live runs: ${result.statuses.liveRun.join(', ')}; player diagrams: ${result.statuses.playerDiagram.join(', ')}`);
