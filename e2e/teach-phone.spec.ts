import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { diagramReady, dictionary, LANGUAGES, settle, stepsOfScenario } from './pages/room-view';

/** Where the current arrow, the step's title and the sticky controls are on screen. */
function onePhoneScreen(page: Page) {
  return page.evaluate(() => {
    const screen = { w: document.documentElement.clientWidth, h: window.innerHeight };
    const strip = document.querySelector('[data-testid="sequence-diagram"]')!.getBoundingClientRect();
    const title = document.querySelector('[data-testid="step-card"] h2')!.getBoundingClientRect();
    const controls = document.querySelector('[data-testid="player-controls"]')!.getBoundingClientRect();
    const within = (r: DOMRect, box: { left: number; top: number; right: number; bottom: number }) =>
      r.left >= box.left - 1 && r.top >= box.top - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1;
    const labels = [...document.querySelectorAll('[data-testid="sequence-diagram"] svg text.messageText[data-state="current"]')].map((l) => l.getBoundingClientRect());
    return {
      arrow: labels.length > 0 && labels.every((r) => within(r, strip) && within(r, { left: 0, top: 0, right: screen.w, bottom: screen.h })),
      // The title below the strip and above the controls: neither covers it.
      title: title.top >= strip.bottom - 1 && title.bottom <= controls.top + 1 && within(title, { left: 0, top: 0, right: screen.w, bottom: screen.h }),
      pageWidth: document.documentElement.scrollWidth <= screen.w,
    };
  });
}

/**
 * On a phone the diagram is a strip at the top of the screen that follows the
 * step: the current arrow and its step are seen together, at every step.
 */
test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const lang of LANGUAGES) {
    test(`(${lang}) the current arrow and its step are in one screen at every step of the canonical run`, async ({ page }) => {
      const t = dictionary(lang);
      const steps = stepsOfScenario('weather-mcp');
      await page.goto(`/?scenario=weather-mcp&step=1&lang=${lang}`);
      await diagramReady(page);
      for (let i = 0; i < steps.length; i++) {
        if (i > 0) await page.getByRole('button', { name: t.player.controls.next, exact: true }).tap();
        await settle(page, t.player.step.counter(i + 1, steps.length));
        // Where a reader who scrolled to the card is: its top just under the strip.
        await page.getByTestId('step-card').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await onePhoneScreen(page), `step ${i + 1}`).toEqual({ arrow: true, title: true, pageWidth: true });
      }
    });
  }

  test('/compare keeps the two modes side by side, each with its current arrow in view', async ({ page }) => {
    const t = dictionary('en');
    await page.goto('/compare');
    const sides = ['left', 'right'] as const;
    for (const side of sides) await expect(page.getByTestId(`compare-side-${side}`).getByTestId('sequence-diagram')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    for (let n = 0; n < 6; n++) {
      if (n > 0) await page.getByRole('button', { name: t.compare.view.next, exact: true }).tap();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const layout = await page.evaluate(() =>
        (['left', 'right'] as const).map((side) => {
          const el = document.querySelector(`[data-testid="compare-side-${side}"]`)!;
          const box = el.getBoundingClientRect();
          const window_ = el.querySelector('[data-testid="sequence-diagram"]')!.getBoundingClientRect();
          const current = [...el.querySelectorAll('svg text.messageText[data-state="current"]')].map((l) => l.getBoundingClientRect());
          return {
            left: box.left,
            top: box.top,
            width: box.width,
            arrowInView: current.every((r) => r.left >= window_.left - 1 && r.right <= window_.right + 1 && r.top >= window_.top - 1 && r.bottom <= window_.bottom + 1),
          };
        }),
      );
      const [left, right] = layout;
      // Side by side: the same row, the client-side mode on the left.
      expect(Math.abs(left!.top - right!.top), `moment ${n + 1}`).toBeLessThan(2);
      expect(left!.left + left!.width).toBeLessThanOrEqual(right!.left);
      for (const side of layout) expect(side.arrowInView, `moment ${n + 1}`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    }
  });
});
