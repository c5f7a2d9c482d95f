import { expect, test, type Frame, type Page } from '@playwright/test';
import { clickables, FramingSite, keySpenders, rendered, tryToSpend } from './pages/framing-site';

/**
 * Clickjacking a run that spends the server's key (issue #27, point 1). The
 * first report: another site framed `/?embed=1` with a missing scenario; the
 * page drew the whole app, its "Live" link moved the frame to /live without a
 * new document (so /live's frame-ancestors never applied), and "Through this
 * app's server" then Run sent requests upstream with the server's key.
 *
 * Here a blog on a second loopback origin frames each embed-looking URL and a
 * visitor clicks everything clickable in the frame, one thing at a time.
 * Every request to the key route (/api/live/upstream/…, the only way to the
 * upstream with the key) is counted from the browser, popups included; /live
 * must never render inside the frame.
 */

const FRAMED = [
  { name: 'a missing scenario', path: '/?scenario=no-such-scenario&embed=1', renders: false },
  { name: 'a bad step', path: '/?scenario=weather-mcp&step=999&embed=1', renders: false },
  { name: 'source=file', path: '/?source=file&file=x.json&embed=1', renders: false },
  { name: '/live itself', path: '/live?embed=1', renders: false },
  { name: 'a valid embed', path: '/?scenario=weather-mcp&step=3&embed=1', renders: true },
];

let site: FramingSite;
test.beforeAll(async () => {
  site = await FramingSite.start();
});
test.afterAll(async () => {
  await site.stop();
});

/**
 * What each clickable thing in the frame is, in document order: its tag, its
 * link, its text. Things are clicked by what they are, not by position, so a
 * page that renders in a slightly different order after a reload (a menu that
 * hydrates late) still has each of them clicked once.
 */
function signatures(frame: Frame): Promise<string[]> {
  return clickables(frame)
    .evaluateAll((els) =>
      els.map((el) => {
        const visible = !!(el as HTMLElement).offsetParent || el.getClientRects().length > 0;
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
        return visible ? `${el.tagName.toLowerCase()} ${el.getAttribute('href') ?? ''} "${text}"` : '';
      }),
    )
    .catch(() => []);
}

/** A bound on the walk, far above what the embed view holds (about thirty things). */
const MAX_CLICKS = 150;

for (const { name, path, renders } of FRAMED) {
  test(`framed by another site, ${name}: clicks leave the frame, /live never renders in it, no key is spent`, async ({ page, context, baseURL }) => {
    // One page load per click that leads anywhere: this walks the whole embed view.
    test.setTimeout(240_000);
    const appUrl = new URL(path, baseURL).href;
    const spent: string[] = [];
    context.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/live/upstream/')) spent.push(`${r.method()} ${r.url()}`);
    });
    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));

    const liveInFrame: string[] = [];
    const leftInNewTab: string[] = [];
    const done = new Set<string>();
    let frame = await site.open(page, appUrl);
    const wasRendered = await rendered(frame);
    let clicked = 0;
    while (clicked < MAX_CLICKS) {
      const now = await signatures(frame);
      const index = now.findIndex((what) => what && !done.has(what));
      if (index === -1) break;
      const what = now[index]!;
      done.add(what);
      const framePath = new URL(frame.url()).pathname;
      await clickables(frame)
        .nth(index)
        .click({ timeout: 2_000 })
        .then(
          () => (clicked += 1),
          () => {},
        );
      await page.waitForLoadState('networkidle');
      let reopen = false;
      for (const popup of popups.splice(0)) {
        leftInNewTab.push(what);
        await popup.close();
      }
      if (!page.url().startsWith(site.origin)) reopen = true;
      else if (new URL(frame.url()).pathname !== framePath || (await keySpenders(frame).count()) > 0) {
        if ((await keySpenders(frame).count()) > 0) {
          liveInFrame.push(`${what} → ${frame.url()}`);
          await tryToSpend(frame);
        }
        reopen = true;
      }
      if (reopen) frame = await site.open(page, appUrl);
    }

    expect(spent, 'requests to the route that spends the server key').toEqual([]);
    expect(liveInFrame, 'what brought /live (or a key field) into the frame').toEqual([]);
    expect(wasRendered, 'whether the browser rendered this answer inside the frame').toBe(renders);
    if (renders) {
      // Not a vacuous pass: the embed view was clicked through, and its way out opened a tab of its own.
      expect(clicked).toBeGreaterThan(10);
      expect(leftInNewTab.length).toBeGreaterThan(0);
    }
  });
}
