import { en as t } from '@/lib/i18n/en';
import { parseScenarioText } from '@/lib/scenario/schema';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { manyTools, serveYourMcpServer } from '@/test-support/your-mcp-server';
import { FramingSite, keySpenders } from './pages/framing-site';
import { LivePage } from './pages/live-page';
import { YourToolsPage } from './pages/your-tools-page';

/**
 * The static deploy (`npm run build:static`), served by a plain file server
 * under a sub-path (playwright.static.config.ts), as a GitHub Pages project
 * site would serve it. Addresses are relative ('./', 'live/') so they stay
 * under the base path: there is no server here to answer anything else.
 */

const BASE = '/tool-search-lab';

/** /live under the base path, with every POST the page makes noted: the in-page emulator must make none. */
async function openLive(page: Page): Promise<{ live: LivePage; posts: string[] }> {
  const live = new LivePage(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.goto('live/');
  await expect(live.getForm()).toBeVisible();
  return { live, posts };
}

test.describe('the static deploy under a sub-path', () => {
  test('walks the canonical scenario, its links staying under the base path', async ({ page, player, steps }) => {
    await page.goto('./?scenario=weather-mcp&step=1');
    await player.waitForDiagram();
    await player.expectStep(steps[0]!, steps.length);
    for (const step of steps.slice(1)) {
      await player.getNextButton().click();
      await player.expectStep(step, steps.length);
    }
    // The player keeps the address in step, under the base path.
    await expect(page).toHaveURL(new RegExp(`${BASE}/\\?scenario=weather-mcp&step=${steps.length}$`));

    // A deep link into another step and another scenario resolves in the browser.
    await page.goto(`./?scenario=weather-mcp&step=6`);
    await player.waitForDiagram();
    await player.expectStep(steps[5]!, steps.length);
    await page.getByRole('navigation', { name: t.nav.scenarios }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/\\?scenario=[a-z0-9-]+&step=1$`));
    await expect(player.getStepCounter()).toHaveText(/^Step 1 of \d+$/);
    await player.waitForDiagram();

    // Every page of the header is there, under the base path.
    for (const name of [t.nav.search, t.nav.catalogs, t.nav.compare, t.nav.budget]) {
      await page.getByRole('navigation', { name: t.nav.main }).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${BASE}/[a-z]+/(\\?.*)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('explains a step that does not exist, and its way back works; opens an embed; asks the emulator inside the page, with code calling the tools too; switches the language', async ({ page, player }) => {
    // Four journeys through the static export in one test: on a loaded two-core machine they took more than 30 s once.
    test.slow();
    await test.step('a step that does not exist', async () => {
      await page.goto('./?scenario=weather-mcp&step=99');
      await expect(player.getErrorPanel(t.player.errors.badStep('99', 11))).toBeVisible();
      await page.getByRole('link', { name: t.player.errors.openStepOne }).click();
      await expect(player.getStepCounter()).toHaveText(t.player.step.counter(1, 11));
    });

    await test.step('an embed: the step and its diagram, without the scenario picker', async () => {
      await page.goto('./?scenario=weather-mcp&step=2&embed=1');
      await player.waitForDiagram();
      await expect(player.getStepCounter()).toHaveText(t.player.step.counter(2, 11));
      await expect(page.getByRole('navigation', { name: t.nav.scenarios })).toHaveCount(0);
    });

    await test.step('/live asks the emulator one question, answered inside the page', async () => {
      const { live, posts } = await openLive(page);
      // No server route on a static host: it is offered, but cannot be chosen.
      await expect(page.getByRole('radio', { name: t.live.connection.routes.server.label })).toBeDisabled();
      await expect(page.getByTestId('server-status')).toHaveText(t.live.connection.serverKey.absent);
      await live.chooseEmulator();
      await expect(page.getByTestId('in-page-emulator')).toHaveText(t.live.connection.inPageEmulator);
      await live.run();
      await live.settled('done');
      await expect(live.getStatus()).toHaveText(t.live.run.done(2, 'end_turn'));
      await expect(live.getAnswer()).toContainText('San Francisco');
      // The emulator answered from inside the page: nothing was posted anywhere.
      expect(posts).toEqual([]);
    });

    await test.step('/live runs the budget question with code calling the tools, the container carried by the in-page emulator', async () => {
      const { live, posts } = await openLive(page);
      await live.chooseEmulator();
      await live.chooseCatalogs(['demo-expenses']);
      await live.setQuestion('Which engineering team members exceeded their Q3 travel budget?');
      await live.letCodeCallTools();
      await live.run();
      await live.settled('done');
      // Nothing crossed a network: what the SDK sent is read from the run saved as a scenario.
      const file = await live.download(t.files.actions.saveScenario);
      const parsed = parseScenarioText(file.text, file.name);
      if (!parsed.ok) throw new Error(parsed.error);
      const [first, ...continuations] = parsed.scenario.exchanges.flatMap((e) => (e.kind === 'messages' ? [e] : []));
      expect(first?.response?.content.map((b) => b.type)).toContain('server_tool_use');
      const container = first?.response?.container?.id;
      expect(container).toMatch(/\S/);
      expect(continuations.length).toBeGreaterThan(1);
      for (const { request } of continuations) {
        expect(request.container).toBe(container);
        const reply = request.messages.at(-1)?.content;
        expect(Array.isArray(reply) && reply.every((block) => block.type === 'tool_result')).toBe(true);
      }
      expect(posts).toEqual([]);
    });

    // Last: the choice is remembered, and the steps above read English.
    await test.step('the language switch', async () => {
      await page.goto('./?scenario=weather-mcp&step=1');
      await player.waitForDiagram();
      await page.getByLabel('Language').selectOption('ja');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('button', { name: t.player.controls.next, exact: true })).toHaveCount(0);
    });
  });

  test('/compare reads which comparison to open from the address, and its switch moves between them', async ({ page }) => {
    await page.goto('./compare/?question=budget&step=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.compare.ptc.title);
    const modes = page.getByRole('navigation', { name: t.compare.modes.label });
    await expect(modes.getByRole('link', { name: t.compare.modes.ptc })).toHaveAttribute('aria-current', 'page');
    await modes.getByRole('link', { name: t.compare.modes.hosting }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.compare.view.title);
    await expect(page).toHaveURL(new RegExp(`${BASE}/compare/?\\?question=weather`));
  });

  test('/report runs a catalog in its Web Worker, under the base path, and its link from /search keeps the base path', async ({ page }) => {
    await page.goto('search/?catalogs=ref-time&variant=bm25&q=time');
    await page.getByTestId('report-link').click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/report/?\\?catalogs=ref-time$`));
    await expect(page.getByTestId('report-summary')).toContainText(t.report.summary.scope(2, 1, 0), { timeout: 30_000 });
    expect(page.workers()).toHaveLength(1);
  });

  test('Your tools: a pasted catalog is kept and searched; an MCP server is listed from the browser (no server to go through)', async ({ page }) => {
    const mcp = await serveYourMcpServer({ name: 'static-friend', version: '1.0.0', tools: manyTools(9, 'friend'), pageSize: 4, cors: true });
    try {
      const tools = new YourToolsPage(page);
      await tools.open();
      await tools.paste([{ name: 'lookup_order', description: 'Look up an order by its number.', input_schema: { type: 'object' } }]);
      await expect(tools.getSaved()).toBeVisible();
      await tools.getSaved().getByRole('link', { name: t.yours.links.search }).click();
      await expect(page).toHaveURL(new RegExp(`${BASE}/search/\\?.*yours=yours-`));
      await page.getByRole('searchbox', { name: t.search.query }).fill('order');
      await expect(page.getByTestId('hit-name').first()).toHaveText('lookup_order');

      await tools.open();
      await expect(page.getByRole('radio', { name: new RegExp(`^${t.yours.connect.vias.server.label}`) })).toBeDisabled();
      await tools.connect(mcp.mcpUrl, 'browser');
      await expect(tools.getSaved()).toContainText(t.yours.add.saved('static-friend 1.0.0', 9));
    } finally {
      await mcp.close();
    }
  });

  test('framed by another site, /live shows no key field and nothing that can run, and links leave the frame', async ({ page, context, baseURL }) => {
    // A static host sends no frame-ancestors: the page itself refuses.
    const site = await FramingSite.start();
    try {
      const frame = await site.open(page, new URL('live/', baseURL).href);
      await expect(frame.getByTestId('framed-refusal')).toHaveText(`${t.framed.refused}${t.framed.open}`);
      await expect(keySpenders(frame)).toHaveCount(0);
      const [tab] = await Promise.all([context.waitForEvent('page'), frame.getByRole('link', { name: t.nav.player, exact: true }).click()]);
      await expect(tab).toHaveURL(new RegExp(`${BASE}/$`));
      expect(new URL(frame.url()).pathname).toBe(`${BASE}/live/`);
    } finally {
      await site.stop();
    }
  });
});

