import type { Page } from '@playwright/test';
import { en } from '@/lib/i18n/en';
import { ja } from '@/lib/i18n/ja';
import { zh } from '@/lib/i18n/zh';
import { expect, test } from './fixtures';

const languageMenu = (page: Page) => page.getByRole('banner').getByRole('combobox');

/** Text clipped by its own box (hidden overflow narrower than the text), or a page wider than the screen. */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('header *, main *')) {
      // Screen-reader-only text is clipped to a pixel on purpose.
      if (!el.textContent?.trim() || el.closest('pre, [data-json], svg, .sr-only')) continue;
      const style = getComputedStyle(el);
      const clips = ['hidden', 'clip'].includes(style.overflowX);
      if (clips && el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" clipped`);
    }
    // Diagram actors: each name must fit inside its box.
    for (const rect of document.querySelectorAll<SVGRectElement>('svg rect.actor')) {
      const text = rect.parentElement?.querySelector('text');
      if (!text || !text.textContent?.trim()) continue;
      const box = rect.getBBox();
      const t = text.getBBox();
      if (t.x < box.x - 1 || t.x + t.width > box.x + box.width + 1) found.push(`actor "${text.textContent}" overflows its box`);
    }
    return found;
  });
}

test('switching the language in the header changes the page, and the choice survives a reload; a link with ?lang=ja opens in Japanese, and the language stays as the reader moves on', async ({ page, steps }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: en.search.title })).toBeVisible();
  // The server's HTML shows the menu before the page has hydrated, and a choice made then is lost
  // (it failed this test once in CI): chosen again until the page answers it, here and after the reload.
  await expect(async () => {
    await languageMenu(page).selectOption({ label: '日本語' });
    await expect(page.getByRole('heading', { level: 1, name: ja.search.title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: ja.nav.main }).getByRole('link', { name: ja.nav.compare })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ja.search.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(async () => {
    await languageMenu(page).selectOption({ label: 'English' });
    await expect(page.getByRole('heading', { level: 1, name: en.search.title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  await page.goto('/?lang=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('button', { name: ja.player.controls.next })).toBeVisible();
  await expect(languageMenu(page)).toHaveValue('ja');
  // Numbers and words of the step card are Japanese too.
  await expect(page.getByText(ja.player.step.counter(1, steps.length)).first()).toBeVisible();
  await page.getByRole('navigation', { name: ja.nav.main }).getByRole('link', { name: ja.nav.budget }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.budget.title })).toBeVisible();
});

test.describe('a first visit from a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('opens in Chinese', async ({ page }) => {
    await page.goto('/compare');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('navigation', { name: zh.nav.main }).getByRole('link', { name: zh.nav.player })).toBeVisible();
    await expect(page.getByText(zh.compare.view.left).first()).toBeVisible();
  });
});

/** Each page loaded at each size, as a reader on that screen opens it; all in one test, so one fresh browser context. */
test('no label is clipped in the player, the budget charts and the comparison tables, in Chinese and Japanese, on a phone and on a wide screen', async ({ page }) => {
  for (const lang of ['zh', 'ja'] as const) {
    const dict = lang === 'zh' ? zh : ja;
    for (const [name, viewport] of [
      ['a phone', { width: 390, height: 844 }],
      ['a wide screen', { width: 1400, height: 900 }],
    ] as const) {
      await test.step(`${lang} on ${name}`, async () => {
        await page.setViewportSize(viewport);
        await page.goto(`/?lang=${lang}&step=6`);
        await expect(page.locator('svg rect.actor').first()).toBeVisible();
        expect(await clippedText(page), 'the player').toEqual([]);
        await page.goto(`/budget?lang=${lang}`);
        await expect(page.getByRole('heading', { name: dict.budget.growth.title })).toBeVisible();
        expect(await clippedText(page), 'the budget page').toEqual([]);
        await page.goto(`/compare?lang=${lang}`);
        await expect(page.getByRole('heading', { name: dict.compare.summary.title })).toBeVisible();
        expect(await clippedText(page), 'the compare page').toEqual([]);
      });
    }
  }
});
