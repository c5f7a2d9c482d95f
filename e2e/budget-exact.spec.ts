import { test, expect } from './fixtures';
import { en as t } from '@/lib/i18n/en';
import { BudgetPage } from './pages/budget-page';

/**
 * The budget page's "Exact counts" panel: count_tokens through the SDK, driven
 * against the emulator (whose counts are our estimator, so never "exact"), a
 * failure it is told to produce, and the browser route's key, which must end up
 * in no address or storage. The real API is never called: its address is
 * answered here.
 */

const p = t.budget.exactPanel;
const KEY = 'sk-ant-api03-e2e-SECRET-budget-do-not-leak-71c3';

// The 4xx answers below are what is under test.
test.use({ expectedHttpErrors: async ({}, use) => use([/\/api\/live\/[^/]+\/v1\/messages\/count_tokens$/, /^\/v1\/messages\/count_tokens$/]) });

async function openPanel(budget: BudgetPage) {
  await budget.open({ catalogs: 'demo-weather' });
  const panel = budget.page.getByTestId('exact-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('the emulator route: three figures, each labelled an emulator estimate, never exact', async ({ page }) => {
  const budget = new BudgetPage(page);
  const panel = await openPanel(budget);
  const estimates = await budget.totalFigures();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('count_tokens')) calls.push(new URL(r.url()).pathname);
  });
  await panel.getByRole('radio', { name: p.routes.emulator }).check();
  await panel.getByRole('button', { name: p.count }).click();

  const table = panel.getByTestId('exact-table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  for (const kind of ['allLoaded', 'toolSearch', 'searchLoaded']) {
    await expect(table.getByTestId(`exact-count-${kind}`)).toHaveText(/^\d[\d,]*$/);
    // The emulator counts with the estimator itself: no difference is left to call an error.
    await expect(table.getByTestId(`exact-error-${kind}`)).toHaveText('±0.0%');
  }
  const labels = table.getByTestId('count-provenance');
  await expect(labels).toHaveCount(3);
  for (const label of await labels.all()) await expect(label).toHaveText(/estimate.*\(emulator\)/);
  await expect(table.locator('[data-provenance="exact"]')).toHaveCount(0);
  expect(calls).toEqual(Array(3).fill('/api/live/emulator/v1/messages/count_tokens'));

  // The same catalog set, model and route again: from memory, no new call.
  await panel.getByRole('button', { name: p.count }).click();
  await expect(panel.getByText(p.cached)).toBeVisible();
  expect(calls).toHaveLength(3);
  // The totals above keep their estimates: the emulator's figures are estimates too, never exact.
  expect(await budget.totalFigures()).toEqual(estimates);
  expect(estimates.allLoaded).toMatch(/\d/);
  await expect(budget.totals().locator('[data-provenance="exact"]')).toHaveCount(0);

  await page.screenshot({ path: test.info().outputPath('exact-emulator.png'), fullPage: true });
});

test('a failure says so plainly, keeps the estimates, and a retry counts', async ({ page }) => {
  const budget = new BudgetPage(page);
  const panel = await openPanel(budget);
  const before = await budget.totalFigures();
  await panel.getByRole('radio', { name: p.routes.emulator }).check();
  await panel.getByLabel(p.simulate).selectOption('429');
  await panel.getByRole('button', { name: p.count }).click();

  const alert = panel.getByTestId('exact-failure');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText(t.live.failure.title['rate-limit']);
  await expect(alert).toContainText('simulated by the Tool Search Lab emulator');
  await expect(alert).toContainText(p.simulated);
  await expect(panel.getByTestId('exact-table')).toHaveCount(0);
  expect(await budget.totalFigures()).toEqual(before);

  await panel.getByLabel(p.simulate).selectOption('none');
  await panel.getByRole('button', { name: p.count }).click();
  await expect(panel.getByTestId('exact-table')).toBeVisible({ timeout: 20_000 });
  await expect(alert).toHaveCount(0);
});

test('the browser route: the key goes in a header only, a 401 is explained, and the key is in no URL or storage; once the API answers, its counts make the totals above exact', async ({ page, context }) => {
  const seen: Array<{ url: string; auth: string | undefined; apiKey: string | undefined }> = [];
  await page.route('https://api.anthropic.com/**', async (route) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const headers = route.request().headers();
    seen.push({ url: route.request().url(), auth: headers['authorization'], apiKey: headers['x-api-key'] });
    return route.fulfill({
      status: 401,
      headers: { ...cors, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }),
    });
  });

  const budget = new BudgetPage(page);
  const panel = await openPanel(budget);
  await expect(panel.getByRole('radio', { name: p.routes.browser })).toBeChecked();
  await expect(panel.getByRole('button', { name: p.count })).toBeDisabled();
  await panel.getByLabel(t.live.key.label).fill(KEY);
  await expect(panel.getByTestId('key-status')).toContainText('…71c3');
  await panel.getByRole('button', { name: p.count }).click();

  const alert = panel.getByTestId('exact-failure');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText(t.live.failure.title.auth);
  await expect(alert).toContainText('invalid x-api-key');
  expect(seen).toHaveLength(1);
  expect(seen[0]!.url).toBe('https://api.anthropic.com/v1/messages/count_tokens');
  expect(`${seen[0]!.auth ?? ''}${seen[0]!.apiKey ?? ''}`).toContain(KEY);

  expect(page.url()).not.toContain(KEY);
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  expect(stored).not.toContain(KEY);
  expect(JSON.stringify(await context.cookies())).not.toContain(KEY);
  expect(await page.content()).not.toContain(KEY);
  await expect(alert).not.toContainText(KEY);

  // The API answers now. It stands in for the real one: a fixed cost plus 100 tokens a tool definition,
  // so the per-catalog figure the page derives (with tools minus with one baseline tool) is known.
  await page.unroute('https://api.anthropic.com/**');
  await page.route('https://api.anthropic.com/**', async (route) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const body = JSON.parse(route.request().postData() ?? '{}') as { tools?: unknown[] };
    return route.fulfill({
      status: 200,
      headers: { ...cors, 'content-type': 'application/json' },
      body: JSON.stringify({ input_tokens: 1000 + 100 * (body.tools?.length ?? 0) }),
    });
  });
  const totals = page.getByTestId('budget-totals');
  const exactBadges = totals.locator('[data-provenance="exact"]');
  await expect(exactBadges).toHaveCount(0);
  await panel.getByRole('button', { name: p.count }).click();
  await expect(panel.getByTestId('exact-count-allLoaded')).toBeVisible({ timeout: 20_000 });
  await expect(alert).toHaveCount(0);
  // demo-weather: 8 definitions at 100 each, less the baseline tool's 100 → 700 exact tokens.
  await expect(exactBadges.first()).toBeVisible();
  await expect(totals).toContainText('700');
});
