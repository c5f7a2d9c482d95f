import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { en } from '@/lib/i18n/en';
import { ja } from '@/lib/i18n/ja';
import { zh } from '@/lib/i18n/zh';
import { expect, test } from './fixtures';
import { ScenarioFiles } from './pages/scenario-files';
import { auditor } from './support/axe';

/**
 * Every page, audited by axe-core as a reader meets it. The page's structure,
 * roles and colours are the same in every language, so the full audit runs in
 * English, in both themes (the app follows the system's colour scheme). What a
 * language changes is the words: their language attributes, the names they give
 * controls, the contrast of the text they draw. Those rules run in
 * Chinese and Japanese too, each language in one theme, so that both themes meet
 * CJK text. One test per page, so a failure names the page, and every audit runs
 * before it fails, so one run shows all that is wrong.
 */
const PAGES: ReadonlyArray<{ name: string; paths: readonly string[]; ready?: (page: Page) => Ready; then?: (page: Page) => Then }> = [
  { name: 'the player at its first step (then showing why an imported file was refused) and at a middle step', paths: ['/', '/?scenario=weather-mcp&step=6'], then: refusedImport },
  { name: 'the player on the program the model wrote', paths: ['/?scenario=ptc-budget&step=4'] },
  { name: 'search', paths: ['/search'] },
  { name: 'catalogs', paths: ['/catalogs'] },
  { name: 'live', paths: ['/live'] },
  { name: 'compare, both comparisons', paths: ['/compare', '/compare?question=budget'] },
  { name: 'budget, and with tool use examples', paths: ['/budget', '/budget?catalogs=demo-support'] },
  { name: 'the report, run and with a tool opened', paths: ['/report?catalogs=ref-time'], ready: reportRun },
  { name: 'your tools (then with a catalog kept and a wrong one refused)', paths: ['/tools'], then: yourToolsRead },
];

type Lang = 'en' | 'zh' | 'ja';
type Theme = 'light' | 'dark';

/** The rules whose outcome depends on the words on the page, and so on its language. */
const TEXT_RULES = [
  // The page's language, and any part marked as another.
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
  'document-title',
  // Names come from the dictionaries: an empty or mismatched one may exist in one language only.
  'button-name',
  'link-name',
  'input-button-name',
  'label',
  'select-name',
  'summary-name',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-tooltip-name',
  'aria-dialog-name',
  'aria-text',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'image-alt',
  'role-img-alt',
  'svg-img-alt',
  'label-content-name-mismatch',
  // Text as drawn: its contrast, and links told apart from the text around them.
  'color-contrast',
  'link-in-text-block',
];

const AUDITS: ReadonlyArray<{ lang: Lang; theme: Theme; rules: 'all' | 'text' }> = [
  { lang: 'en', theme: 'light', rules: 'all' },
  { lang: 'en', theme: 'dark', rules: 'all' },
  { lang: 'zh', theme: 'light', rules: 'text' },
  { lang: 'ja', theme: 'dark', rules: 'text' },
];
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

/** Brings a page, once loaded in `lang`, to the state under audit. */
type Ready = (lang: Lang) => Promise<void>;

/** A state a page is brought to after its own audit, and the part of the page that state changes. */
interface Then {
  name: string;
  reach: (lang: Lang) => Promise<void>;
  only: string;
}

/**
 * A reader whose system turns dark mode on or off sees the page follow without a reload (the CSS
 * follows the media query, the diagram redraws on its change event), so the themes of one language
 * are audited on one load: the theme is switched in place, and the audit waits for every diagram to
 * be redrawn in it.
 */
async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await settle(page);
  await expect(page.locator(`[data-diagram-theme]:not([data-diagram-theme="${theme}"])`)).toHaveCount(0);
}

/**
 * Runs every audit of AUDITS on `path` (brought to its state by `ready`) and returns what they found,
 * one load a language; with `then`, each load goes on to that state and audits the part it changed in
 * each theme again (the rest of the page has just been audited).
 */
async function audit(page: Page, path: string, { ready, then }: { ready?: Ready; then?: Then } = {}): Promise<string[]> {
  const found: string[] = [];
  const blocking = (r: Results) => r.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  for (const lang of [...new Set(AUDITS.map((a) => a.lang))]) {
    const audits = AUDITS.filter((a) => a.lang === lang);
    await page.emulateMedia({ colorScheme: audits[0]?.theme ?? 'light' });
    await page.goto(withLang(path, lang));
    await settle(page);
    await ready?.(lang);
    const where = ({ theme, rules }: (typeof AUDITS)[number]) => `${path} ${lang} ${theme} ${rules === 'all' ? 'full audit' : 'text rules'}`;
    for (const a of audits) {
      await showTheme(page, a.theme);
      found.push(...describe(where(a), blocking(await auditor(page, a.rules === 'all' ? 'all' : TEXT_RULES).analyze())));
    }
    if (!then) continue;
    await then.reach(lang);
    // The last theme first: it is the one on screen.
    for (const a of [...audits].reverse()) {
      await showTheme(page, a.theme);
      found.push(...describe(`${where(a)}, ${then.name}`, blocking(await auditor(page, a.rules === 'all' ? 'all' : TEXT_RULES, then.only).analyze())));
    }
  }
  return found;
}

/** The player goes on to refuse an imported file: the refusal shows in the actions row. */
function refusedImport(page: Page): Then {
  return {
    name: 'an imported file refused',
    only: '[data-testid="scenario-actions"]',
    reach: async (lang) => {
      const files = new ScenarioFiles(page, { en, zh, ja }[lang]);
      await files.importFile('broken.json', '{ "not": "a scenario"');
      await expect(files.getImportError()).toBeVisible();
    },
  };
}

/** The report has run, and one tool's details are open. */
function reportRun(page: Page): Ready {
  return async (lang) => {
    const t = { en, zh, ja }[lang].report;
    await expect(page.getByTestId('report-summary')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: t.tool.open('convert_time') }).click();
    await expect(page.getByTestId('report-tool-details')).toBeVisible();
  };
}

/** Your tools: a catalog read and kept, a wrong one refused, the kept one's details open. */
function yourToolsRead(page: Page): Then {
  return {
    name: 'a catalog kept and a wrong one refused',
    only: 'main',
    reach: async () => {
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
    },
  };
}

test.describe('axe-core finds no serious or critical WCAG 2.2 A/AA violation', () => {
  for (const { name, paths, ready, then } of PAGES) {
    test(`on ${name}`, async ({ page }) => {
      test.slow();
      const found: string[] = [];
      // The state after the page's own audit is reached from its first address.
      for (const [i, path] of paths.entries()) found.push(...(await audit(page, path, { ready: ready?.(page), then: i === 0 ? then?.(page) : undefined })));
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
