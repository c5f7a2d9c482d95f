import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { en } from '@/lib/i18n/en';
import { ja } from '@/lib/i18n/ja';
import { zh } from '@/lib/i18n/zh';
import { expect, test } from './fixtures';
import { ScenarioFiles } from './pages/scenario-files';

/**
 * Every page, audited by axe-core as a reader meets it: in both themes (the app
 * follows the system's colour scheme) and in each language. One test per page,
 * so a failure names the page, and every combination is audited before it fails,
 * so one run shows all that is wrong.
 */
const PAGES = [
  { name: 'the player at its first step', path: '/' },
  { name: 'the player at a middle step', path: '/?scenario=weather-mcp&step=6' },
  { name: 'search', path: '/search' },
  { name: 'catalogs', path: '/catalogs' },
  { name: 'live', path: '/live' },
  { name: 'compare', path: '/compare' },
  { name: 'budget', path: '/budget' },
  { name: 'your tools', path: '/tools' },
  { name: 'the player on the program the model wrote', path: '/?scenario=ptc-budget&step=4' },
  { name: 'compare, direct calls vs programmatic tool calling', path: '/compare?question=budget' },
  { name: 'budget with tool use examples', path: '/budget?catalogs=demo-support' },
] as const;
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'zh', 'ja'] as const;
/** WCAG 2.1 A and AA: the level the founders asked for. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** Waits until nothing on the page is still being drawn (a diagram mermaid renders lazily, say). */
async function settle(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[data-testid="sequence-diagram"][data-status="loading"]')).toHaveCount(0, { timeout: 15_000 });
}

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per offending element: rule, impact, where, and axe's own summary of why. */
function describe(where: string, violations: Results['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `[${where}] ${v.id} (${v.impact}): ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? v.help}`),
  );
}

/** Audits `path` in every language and theme, after `prepare` brings the page to the state under audit. */
async function auditEverywhere(page: Page, path: string, prepare: (lang: (typeof LANGUAGES)[number]) => Promise<void> = async () => {}) {
  const found: string[] = [];
  for (const lang of LANGUAGES) {
    for (const colorScheme of THEMES) {
      await page.emulateMedia({ colorScheme });
      await page.goto(withLang(path, lang));
      await settle(page);
      await prepare(lang);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      found.push(...describe(`${lang} ${colorScheme}`, violations.filter((v) => BLOCKING.has(v.impact ?? ''))));
    }
  }
  expect(found, found.join('\n')).toEqual([]);
}

test.describe('axe-core finds no serious or critical WCAG 2.1 AA violation', () => {
  for (const { name, path } of PAGES) {
    test(`on ${name}`, async ({ page }) => {
      test.slow();
      await auditEverywhere(page, path);
    });
  }

  test('on the report, run and with a tool opened', async ({ page }) => {
    test.slow();
    await auditEverywhere(page, '/report?catalogs=ref-time', async (lang) => {
      const t = { en, zh, ja }[lang].report;
      await expect(page.getByTestId('report-summary')).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: t.tool.open('convert_time') }).click();
      await expect(page.getByTestId('report-tool-details')).toBeVisible();
    });
  });

  test('on Your tools with a catalog kept and a wrong one refused', async ({ page }) => {
    test.slow();
    await auditEverywhere(page, '/tools', async () => {
      // Typed again until the hydrated page answers it: text typed into the server's HTML before hydration is not in React's state.
      await expect(async () => {
        await page.getByTestId('catalog-text').fill('[{"name": "lookup_order", "input_schema": {"type": "object"}}]');
        await expect(page.getByTestId('read-catalog')).toBeEnabled({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await page.getByTestId('read-catalog').click();
      await expect(page.getByTestId('read-saved')).toBeVisible();
      await page.getByTestId('catalog-text').fill('{"tools": [{"name": 1}]}');
      await page.getByTestId('read-catalog').click();
      await expect(page.getByTestId('read-error')).toBeVisible();
      await page.getByTestId('your-catalog').first().locator('summary').click();
      await expect(page.getByTestId('your-catalog-details').first()).toBeVisible();
    });
  });

  test('on the player showing why an imported file was refused', async ({ page }) => {
    test.slow();
    await auditEverywhere(page, '/', async (lang) => {
      const files = new ScenarioFiles(page, { en, zh, ja }[lang]);
      await files.importFile('broken.json', '{ "not": "a scenario"');
      await expect(files.getImportError()).toBeVisible();
    });
  });
});
