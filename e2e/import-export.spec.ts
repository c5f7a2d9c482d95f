import { readFileSync } from 'node:fs';
import path from 'node:path';
import { en as t } from '@/lib/i18n/en';
import { parseScenarioText } from '@/lib/scenario/schema';
import { expect, test } from './fixtures';
import { SCENARIO_ID } from './pages/player-page';
import { ScenarioFiles } from './pages/scenario-files';
import { expectedSteps } from './support/expected-steps';

/**
 * Scenarios as files: saved from the player, imported back (picker and
 * drag-and-drop), refused with a reason when broken, exported as pictures,
 * and shared as links that say when a file is needed.
 */

// Playwright runs from the project root (playwright.config.ts).
const shipped = readFileSync(path.join(process.cwd(), 'scenarios', `${SCENARIO_ID}.json`), 'utf8');
const imported = JSON.stringify({ ...JSON.parse(shipped), id: 'my-own-run', title: 'My own run, from a file' }, null, 2);

test.describe('saving and exporting from the player', () => {
  test('"Save as scenario" gives back the scenario being played, valid against the same schema; the diagram exports as a standalone SVG and a PNG of the current step', async ({ page, player }) => {
    await player.open(3);
    const files = new ScenarioFiles(page);
    const file = await files.download(t.files.actions.saveScenario);
    expect(file.name).toBe(`${SCENARIO_ID}.json`);
    const parsed = parseScenarioText(file.text, file.name);
    expect(parsed.ok).toBe(true);
    expect(JSON.parse(file.text)).toEqual(JSON.parse(shipped));

    const svg = await files.download(t.files.actions.exportSvg);
    expect(svg.name).toBe(`${SCENARIO_ID}-step-3.svg`);
    expect(svg.text).toMatch(/^<\?xml[^>]*>\n<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.text).toContain(`<title>${JSON.parse(shipped).title}</title>`);
    // The current step stays highlighted in the file; the player's interactivity does not travel with it.
    expect(svg.text).toContain('data-state="current"');
    expect(svg.text).not.toContain('tabindex');
    expect(svg.text).not.toContain('step-hit');

    const png = await files.download(t.files.actions.exportPng);
    expect(png.name).toBe(`${SCENARIO_ID}-step-3.png`);
    expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Twice the diagram's size: sharp on a slide.
    const width = png.bytes.readUInt32BE(16);
    const svgWidth = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg.text)?.[1]);
    expect(width).toBe(svgWidth * 2);
  });
});

test.describe('sharing a step', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a shipped scenario’s link opens the same step anywhere; an imported one’s, opened where the file is not, asks for the file', async ({ page, player, steps, baseURL, browser }) => {
    await player.open(3);
    await player.press('ArrowRight');
    const files = new ScenarioFiles(page);
    const link = await files.copyShareLink();
    // The link carries the sharer's language, so it opens in it.
    expect(link).toBe(`${baseURL}/?scenario=${SCENARIO_ID}&step=4&lang=en`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Someone else's browser.
    const other = await browser.newPage();
    await other.goto(link);
    await expect(other.getByTestId('step-counter')).toHaveText(t.player.step.counter(4, steps.length));

    // An imported scenario's share link says the file is needed.
    await files.importFile('my-run.json', imported);
    await expect(page.getByTestId('scenario-title')).toHaveText('My own run, from a file');
    const fileLink = await files.copyShareLink();
    expect(fileLink).toMatch(/\/\?source=file&file=my-run\.json&step=1&lang=en$/);
    await expect(page.getByTestId('share-file-note')).toHaveText(t.files.actions.fileLinkNote('my-run.json'));

    // The other browser has no copy: it says which file to import, and plays it once imported.
    await other.goto(fileLink);
    await expect(other.getByTestId('needs-file')).toContainText(t.files.import.needsFile('my-run.json'));
    await new ScenarioFiles(other).importFile('my-run.json', imported);
    await expect(other.getByTestId('scenario-title')).toHaveText('My own run, from a file');
    await other.close();
  });
});

test.describe('importing a scenario', () => {
  test('from the file picker: it plays in the player, the address says it came from a file, a reload keeps it, and a bad step falls back to step 1', async ({ page, player }) => {
    await player.open(1);
    const files = new ScenarioFiles(page);
    await files.importFile('my-run.json', imported);
    await expect(page).toHaveURL(/\/\?source=file&file=my-run\.json&step=1$/);
    await expect(page.getByTestId('scenario-title')).toHaveText('My own run, from a file');
    await expect(page.getByTestId('imported-from')).toHaveText(t.files.import.fromFile('my-run.json'));
    await player.waitForDiagram();

    await player.press('End');
    const total = expectedSteps(SCENARIO_ID).length;
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(total, total));
    await expect.poll(() => player.stepParams()).toEqual({ source: 'file', file: 'my-run.json', step: String(total) });

    await page.reload();
    await expect(page.getByTestId('scenario-title')).toHaveText('My own run, from a file');
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(total, total));

    // A bad step in its address falls back to step 1 and says so.
    await page.goto('/?source=file&file=my-run.json&step=99');
    await expect(page.getByRole('alert').filter({ hasText: t.files.import.badStep('99', total) })).toBeVisible();
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(1, total));
  });

  // One refused file through the real picker; the others of its kind (not JSON, not .json, a block where
  // none may be) are refused by the same readScenarioFile in lib/files/import-file.test.ts.
  test('a bad file is explained and the scenario on screen stays; a good one dropped on the page then opens', async ({ page, player, steps }) => {
    await player.open(5);
    const before = page.url();
    const files = new ScenarioFiles(page);
    await files.importFile('wrong.json', JSON.stringify({ ...JSON.parse(shipped), mode: 'telepathy' }));
    await expect(files.getImportError()).toContainText(t.files.import.failed('wrong.json'));
    await expect(files.getImportError()).toContainText(/wrong\.json: mode: /);
    expect(page.url()).toBe(before);
    await player.expectStep(steps[4]!, steps.length);

    await files.dropFile('dropped.json', imported);
    await expect(page).toHaveURL(/source=file&file=dropped\.json/);
    await expect(page.getByTestId('scenario-title')).toHaveText('My own run, from a file');
  });
});
