import http from 'node:http';

/** Where the captured page is also served with its scripts taken out (see withoutScripts). */
export const WITHOUT_SCRIPTS = '/__without-scripts';

/**
 * The page as the browser paints it when none of the app's code loads: every
 * script it fetches (and the preload of one) removed; the inline scripts stay,
 * because they only queue the RSC payload and their bytes are part of what the
 * parser reads. The gap to the captured page is what fetching, compiling and
 * running the scripts costs the first paint on this machine.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
}

/**
 * The player's page captured once and served back as a file, on its own port
 * and at the same path and query, while everything else it asks for (scripts,
 * styles, the dictionary, prefetches) comes unchanged from the app's server.
 *
 * The app's pages are rendered per request, because each carries a fresh CSP
 * nonce. Loading the same bytes without that render, beside the live page in
 * the same run, splits "diagram visible" into the server's part and the
 * browser's. A diagnosis only: the app's figure is the live one. The captured
 * page keeps its nonce attributes; this server sends no policy, so they are inert.
 */
export async function serveReplay(baseUrl, pagePath) {
  const captured = await fetch(baseUrl + pagePath);
  if (!captured.ok) throw new Error(`replay: ${pagePath} answered ${captured.status}`);
  const html = Buffer.from(await captured.arrayBuffer());
  const bare = Buffer.from(withoutScripts(html.toString('utf8')));
  const upstream = new URL(baseUrl);
  const server = http.createServer((req, res) => {
    const page = req.method !== 'GET' ? null : req.url === pagePath ? html : req.url === WITHOUT_SCRIPTS + pagePath ? bare : null;
    if (page) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
      return;
    }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    withoutScriptsUrl: `http://127.0.0.1:${port}${WITHOUT_SCRIPTS}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
