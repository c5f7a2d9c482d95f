import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from './server.mjs';

/**
 * The seed article's one-file demo, measured beside the app in the same run.
 * It is read from ../shared at run time and never copied into the project.
 */
export const ANCHOR_FILE = path.resolve(ROOT, '../shared/anchors/seed-demo.html');
export const ANCHOR_NEXT = '#nextBtn';
export const ANCHOR_PREVIOUS = '#prevBtn';

/**
 * Serves the anchor from a local HTTP server, as the app is served: a file://
 * page or a Playwright route would load on a different path than the app does.
 * Returns null when the file is not there (the bench then reports no ratios).
 */
export async function serveAnchor() {
  if (!existsSync(ANCHOR_FILE)) return null;
  const html = await readFile(ANCHOR_FILE);
  const server = http.createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/seed-demo.html')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/seed-demo.html`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
