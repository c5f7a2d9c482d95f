import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveReplay, WITHOUT_SCRIPTS, withoutScripts } from './replay.mjs';

/** A stand-in for the app's server: counts renders of the page, has no /missing, answers anything else with its path. */
async function fakeApp() {
  let renders = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/?scenario=x') {
      renders += 1;
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>render ${renders}</p>`);
    } else if (req.url === '/missing') res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/plain', 'x-from': 'app' }).end(`asset ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, renders: () => renders, stop: () => new Promise((r) => server.close(r)) };
}

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe('the replayed page', () => {
  it('serves the page captured once, without asking the app to render it again', async () => {
    const app = await fakeApp();
    stops.push(app.stop);
    const replay = await serveReplay(app.url, '/?scenario=x');
    stops.push(replay.stop);
    const first = await (await fetch(`${replay.url}/?scenario=x`)).text();
    const second = await (await fetch(`${replay.url}/?scenario=x`)).text();
    expect([first, second]).toEqual(['<p>render 1</p>', '<p>render 1</p>']);
    expect(app.renders()).toBe(1);
  });

  it('passes everything else to the app unchanged', async () => {
    const app = await fakeApp();
    stops.push(app.stop);
    const replay = await serveReplay(app.url, '/?scenario=x');
    stops.push(replay.stop);
    const asset = await fetch(`${replay.url}/_next/static/chunks/a.js`);
    expect(asset.headers.get('x-from')).toBe('app');
    expect(await asset.text()).toBe('asset /_next/static/chunks/a.js');
  });

  it('also serves the captured page without its scripts, still without a second render', async () => {
    const app = await fakeApp();
    stops.push(app.stop);
    const replay = await serveReplay(app.url, '/?scenario=x');
    stops.push(replay.stop);
    expect(replay.withoutScriptsUrl).toBe(`${replay.url}${WITHOUT_SCRIPTS}`);
    expect(await (await fetch(`${replay.withoutScriptsUrl}/?scenario=x`)).text()).toBe('<p>render 1</p>');
    expect(app.renders()).toBe(1);
  });

  it('refuses to start from a page the app could not render', async () => {
    const app = await fakeApp();
    stops.push(app.stop);
    await expect(serveReplay(app.url, '/missing')).rejects.toThrow('/missing answered 404');
  });
});

describe('a page without its scripts', () => {
  const page = [
    '<head><link rel="stylesheet" href="/a.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
    '<script src="/_next/static/chunks/a.js" async="" nonce="n"></script><script src="/p.js" noModule=""></script></head>',
    '<body><svg><text>src=</text></svg><script nonce="n">self.__next_f.push([1,"<script src=x>"])</script>',
    '<script nonce="n" src="/_next/static/chunks/b.js" async=""></script></body>',
  ].join('');

  it('loses every script it fetches and the preload of one', () => {
    const bare = withoutScripts(page);
    for (const fetched of ['boot.js', 'a.js', 'b.js', '/p.js']) expect(bare).not.toContain(fetched);
    expect(bare).not.toContain('as="script"');
  });

  it('keeps the stylesheet, the markup and the inline RSC payload byte for byte', () => {
    expect(withoutScripts(page)).toBe(
      '<head><link rel="stylesheet" href="/a.css" data-precedence="next"/></head><body><svg><text>src=</text></svg><script nonce="n">self.__next_f.push([1,"<script src=x>"])</script></body>',
    );
  });
});
