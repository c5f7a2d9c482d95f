#!/usr/bin/env node
/**
 * A plain static file server for `npm run build:static`'s `out/`, as a static
 * host would serve it: files only, a folder's index.html, 404.html for anything
 * else. `--base /tool-search-lab` mounts the folder under that path, as a GitHub
 * Pages project site does. For the e2e suite (playwright.static.config.ts) and a
 * local look; node's own http and fs, so no dependency.
 *
 *   node scripts/serve-static.mjs [--dir out] [--base /sub/path] [--port 3000]
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    base: { type: 'string', default: process.env.BASE_PATH ?? '' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const root = path.resolve(values.dir);
const base = values.base.replace(/\/+$/, '');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** The file a URL path names inside root, or null: nothing outside root is ever read. */
async function fileFor(urlPath) {
  let relative;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.resolve(root, `.${relative}`);
  if (candidate !== root && !candidate.startsWith(`${root}${path.sep}`)) return null;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

function send(response, status, file) {
  response.writeHead(status, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(file).pipe(response);
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://static.invalid');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  // A project site's root without its slash: hosts redirect, so that relative URLs resolve.
  if (base && url.pathname === base) {
    response.writeHead(301, { location: `${base}/${url.search}` }).end();
    return;
  }
  const inside = !base || url.pathname.startsWith(`${base}/`);
  const file = inside ? await fileFor(url.pathname.slice(base.length)) : null;
  if (file) return send(response, 200, file);
  const notFound = path.join(root, '404.html');
  if (await stat(notFound).catch(() => null)) return send(response, 404, notFound);
  response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}${base}/`);
});
