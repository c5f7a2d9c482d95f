/**
 * npm run diagrams
 *
 * Draws the shipped scenarios' sequence diagrams ahead of time, in both themes,
 * with mermaid in headless Chromium: the same mermaid, the same configuration
 * (lib/diagram/mermaid-config.ts) and the same source text
 * (lib/diagram/player-diagram-source.ts) as the page uses. The player then shows
 * them, in every language, from the server's first HTML instead of loading mermaid and drawing on
 * arrival. Entries are keyed by their source text: a scenario, a title or a
 * language that changes the text misses the cache and is drawn in the page, and
 * lib/diagram/prerendered.test.ts fails until this is run again.
 *
 * Writes lib/diagram/prerendered-svgs.json. Nothing is fetched from outside:
 * mermaid is served from node_modules.
 */
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { diagramSkip } from '@/lib/diagram/diagram-limits';
import { DIAGRAM_THEMES, mermaidConfig } from '@/lib/diagram/mermaid-config';
import { playerDiagramSource } from '@/lib/diagram/player-diagram-source';
import { PRERENDERED_FILE, type PrerenderedStore } from '@/lib/diagram/prerendered-store';
import { dropUnusedSymbols } from '@/lib/diagram/svg-symbols';
import { dictionaryFor, LOCALES, type Locale } from '@/lib/i18n';
import { parseScenario } from '@/lib/scenario/schema';
import { LIBRARY } from '@/scenarios/library';
import { launchChromium } from './bench/browser.mjs';

const ROOT = path.resolve(__dirname, '..');
const MERMAID_DIST = path.join(ROOT, 'node_modules/mermaid/dist');

/** A short, stable id per source and theme: mermaid scopes the SVG's styles and markers by it. */
function svgId(source: string, theme: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) h = Math.imul(h ^ source.charCodeAt(i), 0x01000193);
  return `seq-${(h >>> 0).toString(36)}-${theme}`;
}

/** Serves an empty page and mermaid's ES modules from node_modules, on 127.0.0.1 only. */
async function serveMermaid() {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body></body></html>');
      return;
    }
    const file = path.join(MERMAID_DIST, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(MERMAID_DIST + path.sep)) return void res.writeHead(403).end();
    const body = await readFile(file).catch(() => null);
    if (body) res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

async function main() {
  const diagrams: { scenario: string; locale: Locale; source: string }[] = [];
  for (const locale of LOCALES) {
    const dict = await dictionaryFor(locale);
    for (const { id, data } of LIBRARY) {
      const parsed = parseScenario(data, `scenarios/${id}.json`);
      if (!parsed.ok) throw new Error(parsed.error);
      const steps = deriveSteps(parsed.scenario);
      const source = playerDiagramSource(steps, dict);
      if (diagramSkip(steps.length, source)) continue;
      diagrams.push({ scenario: id, locale, source });
    }
  }

  const mermaidVersion = (JSON.parse(await readFile(path.join(ROOT, 'node_modules/mermaid/package.json'), 'utf8')) as { version: string }).version;
  const server = await serveMermaid();
  const browser = await launchChromium({ localOnly: true });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(server.url);
    const store: PrerenderedStore = { mermaid: mermaidVersion, config: { light: mermaidConfig('light'), dark: mermaidConfig('dark') }, diagrams: [] };
    for (const { scenario, locale, source } of diagrams) {
      const svgs = { light: '', dark: '' };
      for (const theme of DIAGRAM_THEMES) {
        const svg = await page.evaluate(
          async ({ config, id, source }) => {
            // A computed specifier: served by the local server above, not resolved by the bundler.
            const entry = '/mermaid.esm.min.mjs';
            const { default: mermaid } = await import(entry);
            mermaid.initialize(config);
            return (await mermaid.render(id, source)).svg as string;
          },
          { config: mermaidConfig(theme), id: svgId(source, theme), source },
        );
        svgs[theme] = dropUnusedSymbols(svg);
      }
      store.diagrams.push({ scenario, locale, source, ...svgs });
      console.log(`${scenario} (${locale}): ${Math.round(svgs.light.length / 1024)} + ${Math.round(svgs.dark.length / 1024)} KiB`);
    }
    await writeFile(path.join(ROOT, PRERENDERED_FILE), `${JSON.stringify(store, null, 1)}\n`);
    console.log(`Wrote ${PRERENDERED_FILE} (${store.diagrams.length} diagrams, mermaid ${mermaidVersion})`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
