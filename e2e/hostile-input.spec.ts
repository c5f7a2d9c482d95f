import { readFileSync } from 'node:fs';
import path from 'node:path';
import { en as t } from '@/lib/i18n/en';
import { MAX_SCENARIO_DEPTH } from '@/lib/scenario/json-depth';
import { wireBody } from '@/lib/scenario/wire';
import { expect, test } from './fixtures';
import { SCENARIO_ID } from './pages/player-page';
import { ScenarioFiles } from './pages/scenario-files';

/**
 * Files made to hurt: nested far past anything real, or so large that showing
 * every row at once would stall the page. Each is generated here, imported as a
 * person would, and judged by what the page then shows, never by a clock.
 */

const shipped = JSON.parse(readFileSync(path.join(process.cwd(), 'scenarios', `${SCENARIO_ID}.json`), 'utf8'));

/** The shipped scenario with `extra` as its first request's metadata: it shows in step 1's payload. */
function withMetadata(extra: unknown, id = 'hostile-wide') {
  const copy = structuredClone(shipped);
  copy.id = id;
  copy.exchanges[0].request.metadata = extra;
  return copy;
}

// 3,000 rows of numbers, then a chain down to the deepest level a file allows, with a marker at the bottom.
const levels = MAX_SCENARIO_DEPTH - 8;
let chain: unknown = 'bottom-of-the-well';
for (let i = 0; i < levels; i += 1) chain = { down: chain };
const scenario = withMetadata({ rows: Array.from({ length: 3000 }, (_, i) => i), chain });
// Step 1 shows the body as sent: the request without `betas`, which went out as a header.
const expanded = JSON.stringify(wireBody(scenario.exchanges[0].request), null, 2).split('\n');

test('files made to hurt, one after another: nested 10,000 levels deep (refused, the scenario on screen stays); thousands of rows nested as deep as a file may go ("Expand all" renders only the rows in view); markup in names and titles (shown as text, never an id or a path)', async ({ page, player, steps }) => {
  await test.step('a file nested 10,000 levels deep is refused at import with where and how deep, and the scenario on screen stays', async () => {
    await player.open(2);
    const before = page.url();
    const deep = `{"version":1,"id":"deep","exchanges":[${'['.repeat(10_000)}${']'.repeat(10_000)}]}`;
    const files = new ScenarioFiles(page);
    await files.importFile('deep.json', deep);
    await expect(files.getImportError()).toContainText(t.files.import.failed('deep.json'));
    await expect(files.getImportError()).toContainText(`deep.json: exchanges${'[0]'.repeat(MAX_SCENARIO_DEPTH - 1)}: nested more than ${MAX_SCENARIO_DEPTH} levels deep`);
    expect(page.url()).toBe(before);
    await player.expectStep(steps[1]!, steps.length);
  });
  await test.step('a payload of thousands of rows, nested as deep as a file may go: "Expand all" renders only the rows in view, and scrolling reaches the deepest level', async () => {
    await player.open(1);
    await new ScenarioFiles(page).importFile('wide.json', JSON.stringify(scenario));
    // The file has the shipped scenario's title, so the title cannot tell that the import has landed.
    await expect(page.getByTestId('imported-from')).toHaveText(t.files.import.fromFile('wide.json'));
    await expect(page.getByTestId('scenario-title')).toHaveText(shipped.title);
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(1, 11));

    await page.getByRole('button', { name: t.player.step.expandAll }).click();
    const payload = player.getPayload();
    await expect(payload).toHaveAttribute('data-virtual', 'true');
    await expect(payload).toHaveAttribute('data-rows', String(expanded.length));
    // Thousands of rows, a few dozen in the page.
    expect(await payload.locator(':scope > div').count()).toBeLessThan(200);

    const marker = expanded.findIndex((line) => line.includes('bottom-of-the-well'));
    await page.getByTestId('payload-scroll').evaluate((el, row) => {
      el.scrollTop = row * 20 - 40;
    }, marker);
    await expect(payload.getByText('"bottom-of-the-well"')).toBeVisible();
    const last = page.getByTestId('payload-scroll');
    await last.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(payload.locator(':scope > div').last()).toHaveText('}');

    // Still responsive: folding back and stepping on both work.
    await page.getByRole('button', { name: t.player.step.collapseAll }).click();
    await expect(payload).toHaveAttribute('data-rows', '1');
    await player.press('ArrowRight');
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(2, 11));
  });
  await test.step('strings from a file are data: markup in names and titles is shown as text, and never becomes an id or a path', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const copy = structuredClone(shipped);
    copy.id = 'evil-names';
    copy.title = `Title ${evil}`;
    copy.exchanges[0].request.metadata = { [evil]: evil };
    await player.open(1);
    await new ScenarioFiles(page).importFile(`${evil}.json`, JSON.stringify(copy));
    await expect(page.getByTestId('scenario-title')).toHaveText(`Title ${evil}`);
    await page.getByRole('button', { name: t.player.step.expandAll }).click();
    await expect(player.getPayload()).toContainText(`${JSON.stringify(evil)}: ${JSON.stringify(evil)}`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // The file name travels in the query string, encoded; no element id or test id holds it.
    expect(new URL(page.url()).searchParams.get('file')).toBe(`${evil}.json`);
    expect(new URL(page.url()).pathname).toBe('/');
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id],[data-testid]')].map((el) => `${el.id} ${el.getAttribute('data-testid') ?? ''}`).join('\n'));
    expect(ids).not.toContain('onerror');
  });
});

test.describe('importing on /live', () => {
  test('the page has an import control: a picked file and a dropped one open in the player, a bad one is explained there', async ({ page }) => {
    await test.step('the page has an import control: a picked file opens in the player', async () => {
      await page.goto('/live');
      const imported = JSON.stringify({ ...shipped, id: 'from-live', title: 'Imported on the live page' });
      await new ScenarioFiles(page).importFile('from-live.json', imported);
      await expect(page).toHaveURL(/\/\?source=file&file=from-live\.json&step=1$/);
      await expect(page.getByTestId('scenario-title')).toHaveText('Imported on the live page');
    });
    await test.step('a file dropped on /live opens in the player; a bad one is explained there', async () => {
      await page.goto('/live');
      const files = new ScenarioFiles(page);
      await files.importFile('broken.json', '{"version": 1,\n  "id": }');
      await expect(files.getImportError()).toContainText('broken.json: not valid JSON at line 2, column 9');
      await expect(page).toHaveURL(/\/live$/);

      await files.dropFile('dropped.json', JSON.stringify({ ...shipped, id: 'dropped', title: 'Dropped on the live page' }));
      await expect(page).toHaveURL(/\/\?source=file&file=dropped\.json&step=1$/);
      await expect(page.getByTestId('scenario-title')).toHaveText('Dropped on the live page');
    });
  });
});
