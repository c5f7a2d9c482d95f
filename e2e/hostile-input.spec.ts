import { readFileSync } from 'node:fs';
import path from 'node:path';
import { en as t } from '@/lib/i18n/en';
import { MAX_LISTED_STEPS } from '@/lib/diagram/diagram-limits';
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

/**
 * The shipped scenario with its search-and-call blocks repeated `rounds` times in one response (eight steps a
 * round), padded with a field the player ignores to the size the first report used: 24 MB, 83,000 steps.
 */
function bigScenario(rounds: number, bytes: number): string {
  const copy = structuredClone(shipped);
  copy.id = 'big-import';
  const [text, call, result, , use, useResult, last] = copy.exchanges[0].response.content;
  const blocks: unknown[] = [text];
  for (let i = 0; i < rounds; i += 1) {
    blocks.push({ ...call, id: `srvtoolu_big${i}` }, { ...result, tool_use_id: `srvtoolu_big${i}` }, { ...use, id: `mcptoolu_big${i}` }, { ...useResult, tool_use_id: `mcptoolu_big${i}` });
  }
  blocks.push(last);
  copy.exchanges[0].response.content = blocks;
  const unpadded = JSON.stringify(copy);
  return JSON.stringify({ ...copy, padding: 'x'.repeat(Math.max(0, bytes - unpadded.length - 20)) });
}

test.describe('a 24 MB file of 83,000 steps', () => {
  test('is checked off the page’s main thread with progress, plays with what is drawn capped, and steps without walking every step', async ({ page, player }) => {
    test.slow();
    const text = bigScenario(10_378, 24 * 1024 * 1024);
    await player.open(1);
    const files = new ScenarioFiles(page);
    await files.importFile('big.json', text);
    // Checking runs in a worker: while it does, the page says how far it has got, and still runs script. On the
    // main thread, this evaluate would wait for the whole check and find the import over.
    const working = (['checking', 'deriving', 'opening'] as const).map((phase) => t.files.import.progress[phase]('big.json'));
    await expect.poll(async () => working.includes((await files.getImportStatus().textContent()) ?? ''), { timeout: 30_000 }).toBe(true);
    expect(working).toContain(await page.evaluate(() => document.querySelector('[data-testid="import-status"]')?.textContent ?? 'the import was over'));
    await expect(page.getByTestId('imported-from')).toHaveText(t.files.import.fromFile('big.json'), { timeout: 90_000 });

    const total = 1 + 8 * 10_378 + 2;
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(1, total));
    await expect(page.getByTestId('large-scenario')).toHaveText(t.player.large.note(total, MAX_LISTED_STEPS, false));
    // What would walk every step on each change is not drawn: no tick per step, a window of the list, no diagram, no budget.
    expect(await page.getByTestId('scrubber-ticks').locator('span').count()).toBe(0);
    await page.getByTestId('steps-as-text').locator('summary').click();
    await expect(page.getByTestId('steps-window')).toHaveText(t.player.large.window(1, MAX_LISTED_STEPS, total));
    expect(await page.getByTestId('steps-as-text').locator('li').count()).toBe(MAX_LISTED_STEPS);
    await expect(page.getByTestId('context-budget')).toHaveCount(0);

    await player.press('End');
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(total, total));
    await expect(page.getByTestId('steps-window')).toHaveText(t.player.large.window(total - MAX_LISTED_STEPS + 1, total, total));
    await player.press('ArrowLeft');
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(total - 1, total));
    expect(await page.getByTestId('steps-as-text').locator('li').count()).toBe(MAX_LISTED_STEPS);
  });
});

test.describe('hidden characters in a file', () => {
  test('a bidi control or zero-width space in a title, a question or a search is drawn as an escape, and a tool name holding one is refused', async ({ page, player }) => {
    const copy = structuredClone(shipped);
    copy.id = 'hidden';
    copy.title = 'Weather \u202Eatad_daer';
    copy.question = 'What is\u200B the weather?';
    copy.exchanges[0].response.content.find((b: { type: string }) => b.type === 'server_tool_use').input.pattern = 'wea\u2066ther';
    await player.open(1);
    const files = new ScenarioFiles(page);
    await files.importFile('hidden.json', JSON.stringify(copy));
    await expect(page.getByTestId('scenario-title')).toHaveText('Weather \\u202Eatad_daer');
    await expect(page.getByTestId('scenario-facts')).toContainText('What is\\u200B the weather?');
    await player.press('ArrowRight');
    await player.press('ArrowRight');
    // Nowhere on the page, the diagram's labels and the payload included, does a hidden character reach the screen.
    const drawn = await page.evaluate(() => `${document.body.innerText}\n${[...document.querySelectorAll('svg text')].map((e) => e.textContent).join('\n')}`);
    expect(drawn).not.toMatch(/[\u202E\u200B\u2066]/);
    expect(drawn).toContain('wea\\u2066ther');

    const named = structuredClone(shipped);
    named.id = 'hidden-name';
    named.mcp_tools.weather[0].name = 'delete_all\u202Eatad_daer';
    await files.importFile('named.json', JSON.stringify(named));
    await expect(files.getImportError()).toContainText('"delete_all\\u202Eatad_daer"');
  });
});
