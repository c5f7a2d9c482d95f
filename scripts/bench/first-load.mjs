import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Strings that occur in one library's code and nowhere else in the app: if the
 * library is bundled into a file, its marker is in that file. (Not mermaid's
 * "sequenceDiagram" keyword: the app's own diagram source builder writes it too.)
 */
export const MARKERS = {
  mermaid: 'No diagram type detected matching given configuration',
  // Not the `anthropic-version` header's name: the app's request steps show that header themselves.
  '@anthropic-ai/sdk': 'X-Stainless-Package-Version',
};

/** `<script src>` tags of an HTML document, in order, with whether each is `nomodule` (old-browser polyfills). */
export function scriptSources(html) {
  const out = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (!src) continue;
    out.push({ src: decodeEntities(src[1] ?? src[2] ?? src[3]), nomodule: /\snomodule\b/i.test(tag) });
  }
  return out;
}

const decodeEntities = (s) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

export const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

export function markersIn(text) {
  return Object.fromEntries(Object.entries(MARKERS).map(([name, marker]) => [name, text.includes(marker)]));
}

/**
 * First-load JS of a page as Next.js counts it: the scripts its initial HTML
 * loads (not the ones fetched later by `import()`), each gzipped at level 9.
 * `nomodule` scripts are listed but not counted: no browser that runs the app
 * downloads them.
 */
export async function firstLoadJs(baseUrl, pagePath = '/') {
  const html = await (await fetch(new URL(pagePath, baseUrl))).text();
  const files = [];
  for (const { src, nomodule } of scriptSources(html)) {
    const res = await fetch(new URL(src, baseUrl));
    if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    files.push({ src, nomodule, bytes: body.length, gzip_bytes: gzipBytes(body), contains: markersIn(body.toString('utf8')) });
  }
  const counted = files.filter((f) => !f.nomodule);
  const sum = (key) => counted.reduce((n, f) => n + f[key], 0);
  const libraries = Object.fromEntries(Object.keys(MARKERS).map((name) => [name, counted.filter((f) => f.contains[name]).map((f) => f.src)]));
  return {
    gzip_kib: sum('gzip_bytes') / 1024,
    raw_kib: sum('bytes') / 1024,
    files,
    libraries_in_first_load: libraries,
  };
}

/** Where each library's marker occurs among all client chunks of the build: proves the markers work (mermaid must be somewhere). */
export async function markersInBuild(root) {
  const dir = path.join(root, '.next/static/chunks');
  const found = Object.fromEntries(Object.keys(MARKERS).map((name) => [name, []]));
  const walk = async (d) => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) await walk(p);
      else if (entry.name.endsWith('.js')) {
        const hits = markersIn(await readFile(p, 'utf8'));
        for (const [name, hit] of Object.entries(hits)) if (hit) found[name].push(`/_next/static/chunks/${path.relative(dir, p)}`);
      }
    }
  };
  await walk(dir);
  return found;
}
