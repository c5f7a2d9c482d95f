import type { Page } from '@playwright/test';
import { scenarioText } from '@/lib/i18n/library-text';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import { expect, test } from './fixtures';
import { diagramReady, dictionary, scenarioOf, SCENARIO_IDS, stepsOfScenario } from './pages/room-view';

/** Kana and ideographs: the letters of a Chinese or Japanese sentence (not its own full-width punctuation). */
const CJK = '\\u3040-\\u30ff\\u3400-\\u9fff';
/** ASCII sentence punctuation touching Chinese or Japanese text: a machine's seam. */
const ASCII_IN_CJK = new RegExp(`[${CJK}][,.:;!?]|(?<!\\d)[,.:;!?] ?[${CJK}]`, 'u');

/** The page's own words as a reader sees them, element by element (words composed from several pieces included): no code, JSON, diagram or hidden text. */
function prose(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    for (const el of document.querySelectorAll<HTMLElement>('p, li, label, span, h1, h2, h3, td, th, dd, dt, summary, legend, button, a')) {
      if (el.closest('code, pre, svg, script, style, .payload, [data-testid="http-lines"], .sr-only, [hidden], [popover]') || !el.checkVisibility()) continue;
      const text = el.innerText.trim();
      if (text && text.length < 400) out.add(text);
    }
    return [...out];
  });
}

/**
 * Chinese and Japanese readers read everything in their language: the scenarios'
 * titles and descriptions, the chips, the catalogs' names, the presenter's title,
 * each step; with their own punctuation inside their sentences.
 */
for (const lang of ['zh', 'ja'] as const) {
  test.describe(`in ${lang}`, () => {
    const t = dictionary(lang);

    test('no scenario, chip or catalog keeps its English name, and the punctuation is the language’s own', async ({ page }) => {
      await page.goto(`/?scenario=weather-mcp&step=1&lang=${lang}`);
      await diagramReady(page);
      const chips = page.getByRole('navigation', { name: t.nav.scenarios }).getByRole('link');
      await expect(chips).toHaveText(SCENARIO_IDS.map((id) => t.library.scenarios[id]!.title));
      for (const id of SCENARIO_IDS) await expect(chips.getByText(scenarioOf(id).title, { exact: true })).toHaveCount(0);
      await expect(page.getByTestId('scenario-title')).toHaveText(t.library.scenarios['weather-mcp']!.title);
      await expect(page.getByTestId('scenario-description')).toHaveText(t.library.scenarios['weather-mcp']!.description, { useInnerText: true });
      await expect(page.getByTestId('scenario-facts')).toContainText(t.library.catalogs['demo-weather']!);
      await expect(page.getByTestId('scenario-facts')).not.toContainText(CATALOGS[0]!.title);

      // Every step's own words, stepped in place: no ASCII comma, full stop or colon inside a sentence.
      const steps = stepsOfScenario('weather-mcp');
      const seams: string[] = [];
      for (let i = 0; i < steps.length; i++) {
        if (i > 0) await page.getByRole('button', { name: t.player.controls.next, exact: true }).click();
        await expect(page.getByTestId('step-counter')).toHaveText(t.player.step.counter(i + 1, steps.length));
        if (i === 0) await page.getByTestId('step-details').locator('summary').click();
        seams.push(...(await prose(page)).filter((text) => ASCII_IN_CJK.test(text)).map((text) => `step ${i + 1}: ${text}`));
      }
      expect(seams).toEqual([]);
      // The final response's body is a response body.
      await expect(page.getByRole('heading', { level: 3, name: t.player.http.body.response })).toBeVisible();
    });

    test('the presenter’s title, the article’s quoted steps and the catalogs elsewhere are translated too', async ({ page }) => {
      await page.goto(`/?scenario=article-original&step=3&present=1&lang=${lang}`);
      await diagramReady(page);
      const root = page.locator('[data-view-mode="present"]');
      await expect(root.getByTestId('scenario-title')).toHaveText(scenarioText(scenarioOf('article-original'), true, t).title);
      await expect(root.getByRole('heading', { level: 2 })).toHaveText(t.library.articleSteps['Trigger the tool search']!.title);

      await page.goto(`/catalogs?lang=${lang}`);
      for (const c of CATALOGS) await expect(page.getByRole('link', { name: t.library.catalogs[c.id]! })).toBeVisible();
      await page.goto(`/search?lang=${lang}`);
      await expect(page.getByText(t.library.catalogs.github!)).toBeVisible();

      // The side-by-side page's own sentences, in the language's punctuation too.
      await page.goto(`/compare?lang=${lang}`);
      await expect(page.getByTestId('compare-side-left').getByTestId('sequence-diagram')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
      expect((await prose(page)).filter((text) => ASCII_IN_CJK.test(text))).toEqual([]);
    });
  });
}
