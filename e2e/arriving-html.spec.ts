import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

/**
 * On a slow connection the browser paints the player before its HTML has all
 * arrived, and the parts already painted must stay where they are as the rest
 * comes in. A server of the test's own passes the app's page on in pieces with
 * pauses (everything else the page asks for goes through unchanged), so the
 * browser lays out half-parsed rows the way a slow network makes it: the head
 * first, then a pause for the stylesheet (the first paint can come once the
 * body begins), then the top of the page in small pieces, each followed by a
 * pause longer than a frame, then the rest in large ones.
 */
const PAGE = '/?scenario=weather-mcp&step=1';
const AFTER_HEAD_MS = 300;
const TOP_PIECE_BYTES = 150;
const REST_PIECE_BYTES = 4_000;
const PAUSE_MS = 20;
const STEP_CARD = 'data-testid="step-card"';

function* pieces(html: Buffer): Generator<[Buffer, number]> {
  const body = html.indexOf('<body');
  // The header, the scenario's rows and the player controls all come before the step card (checked by the test).
  const top = html.indexOf(STEP_CARD);
  yield [html.subarray(0, body), AFTER_HEAD_MS];
  for (let at = body; at < html.length; ) {
    const size = at < top ? TOP_PIECE_BYTES : REST_PIECE_BYTES;
    yield [html.subarray(at, at + size), PAUSE_MS];
    at += size;
  }
}

async function trickleServer(upstream: string) {
  const server = http.createServer(async (req, res) => {
    // The browser's own headers go on (the router's RSC requests are told apart by theirs); fetch decodes the body, so the length and encoding do not come back.
    const asked = Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'accept-encoding'].includes(name)) as [string, string][];
    const from = await fetch(new URL(req.url ?? '/', upstream), { headers: asked });
    const body = Buffer.from(await from.arrayBuffer());
    const headers = [...from.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name));
    res.writeHead(from.status, Object.fromEntries(headers));
    if (req.url === PAGE && body.includes('<body')) {
      for (const [piece, pause] of pieces(body)) {
        res.write(piece);
        await new Promise((r) => setTimeout(r, pause));
      }
    } else res.write(body);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

test('the rows above the step card stay put while the page arrives in pieces', async ({ page, baseURL }) => {
  const html = await (await fetch(baseURL + PAGE)).text();
  expect(html.indexOf(STEP_CARD), 'the rows under test come before the step card, in the small pieces').toBeGreaterThan(html.indexOf('<body'));
  const slow = await trickleServer(baseURL!);
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __moved: string[] };
      w.__moved = [];
      // Rows a reader sees at the top of the player, each of which moved in pieces before it was fixed.
      const what = (node: Node | null) => {
        const el = node instanceof Element ? node : node?.parentElement;
        if (el?.parentElement?.matches('[data-testid="scrubber-ticks"]')) return 'a scrubber tick';
        if (el?.matches('nav[aria-label="Scenarios"] > span')) return "the scenario row's label";
        if (el?.closest('header nav')) return "the header's links";
        if (el?.closest('header label')) return 'the language menu';
        if (el?.closest('nav[aria-label="Scenarios"]')) return 'the scenario chips';
        if (el?.closest('[data-testid="scenario-facts"]')) return "the scenario's facts";
        if (el?.closest('[data-testid="scenario-actions"]')) return 'the action buttons';
        if (el?.closest('[data-testid="player-controls"] label')) return 'the speed menu';
        return null;
      };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { sources: { node: Node | null }[] }[])
          for (const s of e.sources) {
            const name = what(s.node);
            if (name) w.__moved.push(name);
          }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Every piece has been parsed by the load event; what hydration does after it is not this test's matter.
    await page.goto(slow.url + PAGE, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    const seen = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        moved: (window as unknown as { __moved: string[] }).__moved,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        lastByte: nav.responseEnd,
      };
    });
    // The page really was painted half-arrived, or this test proves nothing.
    expect(seen.firstPaint).toBeLessThan(seen.lastByte);
    expect(seen.moved).toEqual([]);
  } finally {
    await slow.close();
  }
});
