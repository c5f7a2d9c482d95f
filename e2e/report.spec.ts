import { readFile } from 'node:fs/promises';
import { en as t } from '@/lib/i18n/en';
import { reportMarkdown } from '@/lib/report/report-markdown';
import { ReportSession } from '@/lib/report/report-session';
import { expect, test } from './fixtures';
import { PlayerPage } from './pages/player-page';
import { ReportPage } from './pages/report-page';
import { YourToolsPage } from './pages/your-tools-page';

const r = t.report;
const f = t.format;

/** A user's own two servers, pasted as one file: a thin forecast description the edit will fix. */
const city = { type: 'object', properties: { city: { type: 'string', description: 'City name, e.g. Paris' } }, required: ['city'] };
const CATALOG = JSON.stringify({
  servers: {
    weather: [
      { name: 'get_current_weather', description: 'Get the current weather conditions (temperature, wind, rain) for a city. Use this when the user asks what the weather is like now.', inputSchema: city },
      { name: 'get_forecast', description: 'Daily outlook for the coming days.', inputSchema: city },
      { name: 'search', description: 'Search places by name.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
    ],
    maps: [
      { name: 'search', description: 'Search places by name.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
      { name: 'get_directions', description: 'Directions between two places by car, bike or on foot. Use this when the user asks how to get somewhere.', inputSchema: city },
    ],
  },
});
const TASKS = 'question,tool\n"Will it rain in Paris tomorrow?",get_forecast\n"How do I get to the museum by bike?",get_directions\n';
const BETTER = 'Weather forecast for a city: whether it will rain, how warm it gets, tomorrow and in the next days. Use this when the user asks about the weather ahead.';

/** The same report computed here, with the same engine, to hold the page's figures to. */
function expected(edit?: string) {
  const session = new ReportSession();
  const first = session.load({ catalog: { text: CATALOG }, tasksText: TASKS });
  const outcome = edit ? session.edit({ name: 'weather_get_forecast', description: edit }) : first;
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
  return outcome.report;
}

test.describe('the discoverability report', () => {
  test('paste a catalog and tasks, read the summary, edit a description and see the rank change', async ({ page }) => {
    const report = new ReportPage(page);
    await report.open();
    await report.paste(CATALOG, TASKS);
    await report.run();

    // The report ran in a Web Worker, off the page's main thread. Polled: Playwright may hear of the
    // worker a moment after the page shows its first result.
    await expect.poll(() => page.workers().length).toBe(1);
    const before = expected();
    // The worker's run takes what the machine gives it: seconds on a busy one.
    await expect(report.summary()).toContainText(r.summary.scope(5, 2, 2), { timeout: 30_000 });
    for (const v of ['bm25_question', 'bm25_model', 'regex_model'] as const) {
      await expect(report.recallRow(v)).toContainText(f.pct(before.summary![v].recall));
    }
    await expect(report.summary()).toContainText(r.summary.sameName('search', ['weather', 'maps']));
    await expect(report.row('maps_search')).toBeVisible();

    const details = await report.openTool('weather_get_forecast');
    await expect(details).toContainText(r.smells.one_line_purpose.reason(6));
    const rankBefore = before.tasks[0]!.variants.bm25_question.rank;
    expect(rankBefore).not.toBe(1);

    await report.editDescription(BETTER);
    const after = expected(BETTER);
    expect(after.tasks[0]!.variants.bm25_question.rank).toBe(1);
    await expect(report.change()).toContainText(r.tool.taskChange('Will it rain in Paris tomorrow?', r.tool.rank(rankBefore), r.tool.rank(1)));
    await expect(report.change()).toContainText(r.tool.ownChange(r.tool.rank(before.tools[1]!.own.rank), r.tool.rank(after.tools[1]!.own.rank)));
    await expect(page.getByTestId('report-tool-details')).not.toContainText(r.smells.one_line_purpose.reason(6));
    await expect(report.recallRow('bm25_question')).toContainText(f.pct(after.summary!.bm25_question.recall));
  });

  test('exports the report as Markdown, the same words and figures as on the page', async ({ page }) => {
    const report = new ReportPage(page);
    await report.open();
    await report.paste(CATALOG, TASKS);
    await report.run();
    const download = await report.exportMarkdown();
    expect(download.suggestedFilename()).toBe('tool-search-report.md');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toBe(reportMarkdown(expected(), r));
  });

  test('a catalog that is not one says where, and the last report stays', async ({ page }) => {
    const report = new ReportPage(page);
    await report.open();
    await report.paste(CATALOG);
    await report.run();
    await expect(report.summary()).toBeVisible({ timeout: 30_000 });

    await report.paste('{"tools": [{"name": "x", "inputSchema": "nope"}]}');
    await report.run();
    await expect(report.problem()).toContainText(r.problems.catalog);
    await expect(report.problem()).toContainText('tools[0].inputSchema: expected a JSON Schema object');
    await expect(report.problem()).toContainText(r.problems.kept);
    await expect(report.summary()).toContainText(r.summary.scope(5, 2, 0));
  });

  test('a catalog kept on Your tools: its Report link runs the report on it, read in the worker; /search’s link carries it too', async ({ page }) => {
    const tools = new YourToolsPage(page);
    await tools.open();
    await tools.paste(CATALOG);
    await expect(tools.getSaved()).toBeVisible();
    await tools.catalogs().first().getByRole('link', { name: t.yours.links.report }).click();
    await expect(page).toHaveURL(/\/report\?yours=yours-[a-z0-9]+$/);
    const id = new URL(page.url()).searchParams.get('yours')!;
    const report = new ReportPage(page);
    await expect(report.summary()).toContainText(r.summary.scope(5, 2, 0), { timeout: 30_000 });
    await expect(page.getByTestId('your-catalog-option')).toBeChecked();
    await expect(report.row('maps_search')).toBeVisible();
    expect(page.workers()).toHaveLength(1);

    // With tasks, the same catalog as pasted gives the same figures.
    await page.getByTestId('report-tasks').fill(TASKS);
    await report.run();
    await expect(report.recallRow('bm25_question')).toContainText(f.pct(expected().summary!.bm25_question.recall));

    await page.goto(`/search?yours=${id}&variant=bm25&q=forecast`);
    await expect(page.getByTestId('report-link')).toHaveAttribute('href', new RegExp(`yours=${id}`));

    // A kept catalog removed since (or a link from another browser) is named, not a blank page.
    await page.goto('/report?yours=yours-gone000');
    await expect(report.problem()).toContainText(r.problems.yoursMissing(1));
  });

  test('the player links to the report on its scenario’s catalogs, which runs at once', async ({ page }) => {
    const player = new PlayerPage(page);
    await player.open(1);
    const link = page.getByRole('link', { name: t.player.scenario.report });
    await expect(link).toHaveAttribute('href', /\/report\?catalogs=demo-weather$/);
    await link.click();
    await expect(new ReportPage(page).summary()).toContainText(r.summary.scope(8, 1, 0), { timeout: 30_000 });
  });

  test('/search links to the report on the catalogs in view, which runs at once', async ({ page }) => {
    await page.goto('/search?catalogs=ref-time,ref-git&variant=bm25&q=time');
    await page.getByTestId('report-link').click();
    await expect(page).toHaveURL(/\/report\?catalogs=ref-time%2Cref-git|\/report\?catalogs=ref-time,ref-git/);
    await expect(new ReportPage(page).summary()).toContainText(r.summary.scope(14, 2, 0), { timeout: 30_000 });
  });
});
