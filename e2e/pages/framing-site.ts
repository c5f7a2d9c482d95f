import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { en as t } from '@/lib/i18n/en';

/**
 * Another website that frames the app: a real server on a second loopback
 * origin (http://localhost:PORT2, while the app is http://127.0.0.1:PORT), so
 * the browser treats it as another site and applies frame-ancestors. Its one
 * page holds an iframe of whatever app URL it is given.
 */
export class FramingSite {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FramingSite> {
    const server = createServer((req, res) => {
      const src = new URL(req.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
      const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Someone else's blog</title><h1>A post</h1><iframe name="app" src="${escaped}" width="1100" height="760"></iframe>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new FramingSite(server, `http://localhost:${(server.address() as AddressInfo).port}`);
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** Opens the blog post framing `appUrl`, and waits until the frame has loaded (and hydrated, if the app rendered in it). */
  async open(page: Page, appUrl: string): Promise<Frame> {
    await page.goto(`${this.origin}/?src=${encodeURIComponent(appUrl)}`);
    // Found by its element: a frame the browser refused to fill may have lost its name.
    const frame = await (await page.locator('iframe[name="app"]').elementHandle())?.contentFrame();
    if (!frame) throw new Error('the blog post has no frame');
    await frame.waitForLoadState('load');
    if (await rendered(frame)) await hydrated(frame);
    return frame;
  }
}

/** Whether the app rendered in the frame at all: a page refused by frame-ancestors is the browser's error page. */
export async function rendered(frame: Frame): Promise<boolean> {
  return (await frame.locator('body > main').count()) > 0;
}

/**
 * Until React has hydrated, the server's links are plain links and clicks on
 * buttons do nothing: wait for React's own marks on the DOM, so the clicks
 * below meet the page the way a visitor's would.
 */
async function hydrated(frame: Frame) {
  await frame.waitForFunction(() => {
    const main = document.querySelector('body > main');
    return !!main && Object.keys(main).some((k) => k.startsWith('__react'));
  });
}

/** Everything in the frame a visitor could click, in document order. */
export function clickables(frame: Frame): Locator {
  return frame.locator('a[href], button, [role="button"], input:not([type="hidden"]), select, summary, label');
}

/** What would mean /live (or anything else holding a key) rendered inside the frame. */
export function keySpenders(frame: Frame): Locator {
  return frame
    .getByTestId('live-form')
    .or(frame.getByLabel(t.live.key.label, { exact: true }))
    .or(frame.getByRole('radio', { name: t.live.connection.routes.server.label }))
    .or(frame.getByRole('button', { name: t.live.run.start, exact: true }));
}

/**
 * The attack the first report found: from /live inside the frame, "Through
 * this app's server", then Run. Tried on whatever the frame shows, so a
 * frame that does reach /live is caught spending, not only rendering.
 */
export async function tryToSpend(frame: Frame) {
  const server = frame.getByRole('radio', { name: t.live.connection.routes.server.label });
  if ((await server.count()) === 0) return;
  // The choice is enabled once the page has asked the server about its key.
  await expect(server).toBeEnabled({ timeout: 10_000 }).catch(() => {});
  await server.check({ timeout: 5_000 }).catch(() => {});
  await frame.getByLabel(t.live.connection.target).selectOption('anthropic', { timeout: 5_000 }).catch(() => {});
  await frame.getByRole('button', { name: t.live.run.start, exact: true }).click({ timeout: 5_000 }).catch(() => {});
  // A run loads the SDK, counts, then sends: wait for it to end, not for a network that is quiet before it starts.
  await expect(frame.getByTestId('live-run')).toHaveAttribute('data-status', /^(done|failed|stopped)$/, { timeout: 30_000 }).catch(() => {});
}
