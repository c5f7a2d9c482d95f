import { en as t } from '@/lib/i18n/en';
import type { FailureKind } from '@/lib/live/failure';
import { liveScenarioText } from '@/lib/live/scenario-text';
import { parseScenarioText } from '@/lib/scenario/schema';
import type { SimulatedFailure } from '@/lib/protocol/lab-headers';
import { expect, test } from './live-fixtures';
import { ScenarioFiles } from './pages/scenario-files';

/**
 * Live mode end to end, with the app's own emulator as "the real API": from
 * the browser (SDK → /api/emulator) and through the app's server route
 * (SDK → /api/live/… → SDK on the server → emulator), every failure the
 * emulator can be told to produce, and the key's whereabouts after a run.
 */

const KEY = 'sk-ant-api03-e2e-SECRET-do-not-leak-4f1c2a9b7d';

test.describe('a live run', () => {
  test('from the browser: refused without a key for the real API; against the emulator the answer streams in step by step and is kept as a scenario that replays', async ({ page, live }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') calls.push(new URL(r.url()).pathname);
    });
    await live.open();
    // The real API from the browser, with no key: refused before anything is sent, and why.
    await live.chooseTarget('anthropic');
    await live.chooseRoute('browser');
    await live.run();
    await expect(live.page.getByTestId('settings-issues')).toContainText(t.live.issues['key-missing']);
    await expect(live.getRun()).not.toHaveAttribute('data-status', /.+/);

    await live.chooseEmulator();
    await live.typeKey(KEY);
    await live.watchStreaming();
    await live.run();
    await live.settled('done');
    // While the response arrived, the block being streamed was on screen and finished blocks were already steps.
    const seen = await live.streamingSeen();
    expect(seen.arriving).toBe(true);
    expect(seen.stepsBeforeEnd).toBeGreaterThan(1);
    await expect(live.getStatus()).toHaveText(t.live.run.done(2, 'end_turn'));
    await expect(live.getAnswer()).toContainText('San Francisco');

    // Client-side mode: the app ran the discovered tool itself, between two requests.
    await expect(live.getPlayer().getByRole('button', { name: /Client runs get_weather/ })).toBeVisible();
    await expect(live.getPlayer().getByTestId('step-card').getByRole('heading', { level: 2 })).toHaveText(t.steps.titles.response({ stop_reason: 'end_turn' }));
    expect(calls.filter((p) => p === '/api/emulator/v1/messages')).toHaveLength(2);
    expect(calls.filter((p) => p === '/api/emulator/v1/messages/count_tokens')).toHaveLength(2);

    const file = await live.download(t.files.actions.saveScenario);
    // Named by time and a hash, never by the question.
    expect(file.name).toMatch(/^live-\d{8}-\d{6}-[0-9a-f]{8}\.json$/);
    const parsed = parseScenarioText(file.text, file.name);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.scenario.source.kind).toBe('emulator');
      expect(parsed.scenario.exchanges.map((e) => e.kind)).toEqual(['messages', 'tool_run', 'messages']);
    }
    expect(file.text).not.toContain(KEY);

    // The same recording plays in the ordinary player.
    await page.getByRole('button', { name: t.files.actions.openInPlayer }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?source=file&file=${file.name.replace('.', '\\.')}&step=1$`));
    await expect(page.getByTestId('scenario-title')).toHaveText(liveScenarioText.title('What is the weather in San Francisco?'));
    await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  });

  test('MCP-hosted against the emulator, with the server prefix searched: asked for by header, kept in the scenario, marked unverified', async ({ page, live }) => {
    const asked: Array<string | null> = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/emulator/v1/messages') asked.push(r.headers()['x-tool-search-lab-mcp-search-names'] ?? null);
    });
    await live.open();
    await live.chooseEmulator();
    await live.typeKey(KEY);
    await live.chooseMode('mcp');
    await expect(page.getByTestId('search-names')).toContainText(t.unverified.points['search-prefix'].point);
    await live.chooseSearchNames('prefixed');
    await live.run();
    await live.settled('done');
    expect(asked).toEqual(['prefixed']);
    const file = await live.download(t.files.actions.saveScenario);
    const parsed = parseScenarioText(file.text, file.name);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.scenario.source).toMatchObject({ kind: 'emulator', mcp_search_names: 'prefixed' });
    // A tool that matches "weather" only through its server's prefix came back.
    expect(file.text).toContain('weather_get_air_quality');
    await live.getPlayer().getByRole('button', { name: /Search the deferred tools/ }).click();
    await expect(live.getPlayer().getByTestId('step-card')).toContainText(t.unverified.points['search-prefix'].point);
  });

  test('through the app’s server route: no key on the page, the same transcript; then to the upstream set by LIVE_UPSTREAM_BASE_URL, with the server’s own key', async ({ page, live, request }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') calls.push(new URL(r.url()).pathname);
    });
    const bodies: string[] = [];
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/live/')) bodies.push(JSON.stringify(r.headers()) + (await r.text().catch(() => '')));
    });
    await live.open();
    await live.chooseEmulator('server');
    await expect(live.getKeyInput()).toHaveCount(0);
    await live.chooseMode('mcp');
    await live.run();
    await live.settled('done');
    await expect(live.getStatus()).toHaveText(t.live.run.done(1, 'end_turn'));
    // MCP-hosted: the API ran the tool; one request, the call and its result inside the response.
    await expect(live.getPlayer().getByRole('button', { name: /MCP tools\/call/ })).toBeVisible();
    expect(calls).toContain('/api/live/emulator/v1/messages');
    expect(calls.some((p) => p.startsWith('/api/emulator/'))).toBe(false);

    const status = (await (await request.get('/api/live/status')).json()) as { serverKey: boolean; upstream: string };
    if (!status.serverKey || status.upstream !== 'custom') {
      // playwright.config.ts sets both; a server someone started by hand may not have.
      test.info().annotations.push({ type: 'skipped part', description: 'this server was started without LIVE_UPSTREAM_BASE_URL and ANTHROPIC_API_KEY' });
      return;
    }
    await live.chooseMode('client');
    await live.chooseTarget('anthropic');
    await expect(page.getByTestId('server-status')).toHaveText(t.live.connection.serverKey.yes);
    await live.run();
    await live.settled('done');
    expect(calls).toContain('/api/live/upstream/v1/messages');
    // The upstream is the emulator: the recording says so, from its response header.
    await expect(live.getPlayer().getByTestId('scenario-source')).toHaveText(t.player.scenario.source.emulator);
    for (const body of bodies) expect(body).not.toMatch(/sk-ant-e2e-server/);
  });

  test('Stop ends the run and keeps what arrived; Retry continues it; a follow-up question continues the same conversation', async ({ live }) => {
    await live.open();
    await live.chooseEmulator();
    // A request that hangs (the emulator's simulated timeout) is one to stop by hand.
    await live.simulate('timeout', 2);
    await live.run();
    await expect(live.getStatus()).toHaveText(t.live.run.sending(2));
    await live.page.getByRole('button', { name: t.live.run.stop }).click();
    await live.settled('stopped');
    await live.expectFailure('aborted');
    await expect(live.getStatus()).toHaveText(t.live.run.stopped);
    await expect(live.getPlayer().getByRole('button', { name: /Client runs get_weather/ })).toBeVisible();
    await live.retry();
    await live.settled('done');
    await expect(live.getStatus()).toHaveText(t.live.run.done(3, 'end_turn'));

    // The simulated failure was for request 2 only: the follow-up's requests go through.
    await live.page.getByLabel(t.live.run.followUp).fill('And what about Paris?');
    await live.page.getByRole('button', { name: t.live.run.send }).click();
    await live.settled('done');
    await expect(live.getStatus()).toHaveText(t.live.run.done(5, 'end_turn'));
  });
});

/**
 * One case for each way a failure reaches the page: an error answer with a
 * retry-after (browser route), an error answer through the server route that
 * points into the request, and no answer at all. A stream cut half-way has its
 * own test below; the network gone, too. Every route × failure pair runs
 * in-process, with the same SDK, emulator and server route, in
 * lib/store/live-store.test.ts ("when the API fails, by the … route").
 */
const FAILURES: Array<['browser' | 'server', SimulatedFailure, FailureKind]> = [
  ['browser', '429', 'rate-limit'],
  ['server', '400', 'bad-request'],
  ['server', 'timeout', 'timeout'],
];

test.describe('when the API fails', () => {
  test('says so plainly, keeps the transcript, and Retry continues from the last complete request: a 429 by the browser route, a 400 and a timeout by the server route', async ({ live }) => {
    await live.open();
    for (const [route, failure, kind] of FAILURES) {
      await test.step(`${route} route, ${failure}`, async () => {
        await live.chooseEmulator(route);
        // The second request fails: the first round trip and the tool run must survive it.
        await live.simulate(failure, 2);
        if (failure === 'timeout') await live.setTimeoutSeconds(2);
        await live.run();
        await live.settled('failed');
        await live.expectFailure(kind);
        await expect(live.getStatus()).toHaveText(t.live.run.failedAt(2));
        await expect(live.getFailure()).toContainText(t.live.failure.simulated);
        if (kind === 'bad-request') await expect(live.page.getByTestId('failure-pointer')).toContainText('tools[0].type (tool_search_tool_regex)');
        if (kind === 'rate-limit') await expect(live.page.getByTestId('retry-after')).toContainText(/wait [1-7] second/);
        if (failure.match(/^\d/)) await expect(live.page.getByTestId('api-message')).toContainText('simulated by the Tool Search Lab emulator');
        // What happened before the failure is still there to step through.
        await expect(live.getPlayer().getByRole('button', { name: /Client runs get_weather/ })).toBeVisible();

        await live.retry();
        await live.settled('done');
        await expect(live.getStatus()).toHaveText(t.live.run.done(3, 'end_turn'));
        await expect(live.getAnswer()).toContainText('San Francisco');
      });
    }
  });

  test('a cut stream leaves its finished blocks as steps, and the run export keeps the half-received response; with the network gone nothing answers, and Retry works once it is back', async ({ page, live }) => {
    await live.open();
    await live.chooseEmulator();
    await live.simulate('cut', 1);
    await live.run();
    await live.settled('failed');
    await live.expectFailure('stream-cut');
    await expect(live.getStepCounter()).toHaveText(/^Step \d+ of \d+$/);
    await expect(live.page.getByRole('button', { name: t.files.actions.saveScenario })).toBeDisabled();
    const exported = JSON.parse((await live.download(t.files.actions.exportRun)).text);
    expect(exported).toMatchObject({ status: 'failed', failure: { kind: 'stream-cut', simulated: true }, unanswered_request: { model: 'claude-sonnet-4-6' } });
    expect(exported.partial_response.content.length).toBeGreaterThan(0);

    // A new run with no simulated failure, and no network under it.
    await live.simulate('none');
    await page.route('**/api/emulator/v1/messages', (route) => route.abort('internetdisconnected'));
    await live.run();
    await live.settled('failed');
    await live.expectFailure('network');
    await page.unroute('**/api/emulator/v1/messages');
    await live.retry();
    await live.settled('done');
  });

  test('a cut run saved as an incomplete scenario plays in the player, which says where it stopped', async ({ live, page }) => {
    await live.open();
    await live.chooseEmulator();
    await live.simulate('cut', 1);
    await live.run();
    await live.settled('failed');
    const saved = await live.download(t.files.actions.saveIncomplete);
    const parsed = parseScenarioText(saved.text, saved.name);
    expect(parsed.ok && parsed.scenario.incomplete).toEqual({ failure: 'stream-cut', request: 1, partial: true });
    await page.goto('/');
    await new ScenarioFiles(page).importFile(saved.name, saved.text);
    await expect(page.getByTestId('scenario-incomplete')).toHaveText(t.player.scenario.incomplete(t.live.failure.title['stream-cut'], 1, true));
    await expect(page.getByTestId('step-counter').first()).toHaveText(/^Step 1 of \d+$/);
  });
});

test.describe('a key typed into the question', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  // Not the key field's key: only its shape gives it away.
  const PASTED = 'sk-ant-api03-Pasted-INTO-the-Question-7e3d9c1b5a';

  test('is scrubbed and said so, and is in no file name, URL or share link; the run opens in the player', async ({ page, live }) => {
    const leaks = (text: string) => text.toLowerCase().includes('sk-ant') || text.toLowerCase().includes(PASTED.toLowerCase().slice(13));
    await live.open();
    await live.chooseEmulator();
    await live.setQuestion(`${PASTED} What is the weather in San Francisco?`);
    await live.run();
    await live.settled('done');
    await expect(page.getByTestId('question-scrubbed')).toHaveText(t.live.run.questionScrubbed);

    const files = [
      await live.download(t.files.actions.saveScenario),
      await live.download(t.files.actions.exportRun),
      await live.download(t.files.actions.exportSvg),
      await live.download(t.files.actions.exportPng),
    ];
    const id = files[0]!.name.replace(/\.json$/, '');
    expect(id).toMatch(/^live-\d{8}-\d{6}-[0-9a-f]{8}$/);
    expect(files.map((f) => f.name)).toEqual([`${id}.json`, `${id}.run.json`, expect.stringMatching(new RegExp(`^${id}-step-\\d+\\.svg$`)), expect.stringMatching(new RegExp(`^${id}-step-\\d+\\.png$`))]);
    for (const file of files) {
      expect(leaks(file.name), file.name).toBe(false);
      expect(leaks(file.text), `${file.name} content`).toBe(false);
    }
    expect(leaks(page.url())).toBe(false);

    // "Open in the player" works: the id is valid, so the file passes the schema.
    await page.getByRole('button', { name: t.files.actions.openInPlayer }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?source=file&file=${id}\\.json&step=1$`));
    await expect(page.getByTestId('scenario-title')).toHaveText(liveScenarioText.title('[redacted] What is the weather in San Francisco?'));
    await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    const link = await new ScenarioFiles(page).copyShareLink();
    expect(link).toMatch(new RegExp(`/\\?source=file&file=${id}\\.json&step=1&lang=en$`));
    expect(leaks(link)).toBe(false);
    expect(leaks(page.url())).toBe(false);
    expect(leaks(await page.content())).toBe(false);
  });
});

test.describe('the key', () => {
  test('is in no saved file, URL, storage or cookie after a run, is gone after a reload unless remembered, and "Forget key" removes it', async ({ page, context, live }) => {
    await live.open();
    await live.chooseEmulator();
    await live.typeKey(KEY);
    await expect(page.getByTestId('key-status')).toContainText('sk-ant-…9b7d');
    // The field holds it as a property only: no attribute, so no snapshot of the page carries it.
    expect(await page.content()).not.toContain(KEY);
    // A key pasted into the question too: the exports must catch it there as well.
    await live.setQuestion(`What is the weather in San Francisco? (${KEY})`);
    await live.run();
    await live.settled('done');

    const files = [
      await live.download(t.files.actions.saveScenario),
      await live.download(t.files.actions.exportRun),
      await live.download(t.files.actions.exportSvg),
      await live.download(t.files.actions.exportPng),
    ];
    expect(files.map((f) => f.name.split('.').pop())).toEqual(['json', 'json', 'svg', 'png']);
    for (const file of files) {
      expect(file.text, file.name).not.toContain(KEY);
      expect(file.bytes.includes(Buffer.from(KEY)), file.name).toBe(false);
    }
    expect(files[2]!.text).toContain('<svg');
    expect(files[3]!.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const stored = async () => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
    expect(await stored()).not.toContain(KEY);
    expect(page.url()).not.toContain(KEY);
    expect(JSON.stringify(await context.cookies())).not.toContain(KEY);

    // Opened in the player, the recording holds no key, and neither does its address nor the tab's storage.
    await page.getByRole('button', { name: t.files.actions.openInPlayer }).click();
    await expect(page).toHaveURL(/\/\?source=file&file=live-/);
    await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    expect(page.url()).not.toContain(KEY);
    expect(await stored()).toContain('tool-search-lab:imported');
    expect(await stored()).not.toContain(KEY);
    expect(await page.content()).not.toContain(KEY);

    // Remembering is the one way it is kept: in this tab's sessionStorage, until forgotten.
    await live.open();
    await live.chooseRoute('browser');
    await expect(live.getKeyInput()).toHaveValue('');
    await live.typeKey(KEY);
    // Not remembered: a reload forgets it (checked once the page has read its storage).
    await live.reload();
    await expect(live.getKeyInput()).toHaveValue('');
    await live.typeKey(KEY);
    await live.getRememberKey().check();
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain(KEY);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(KEY);
    await page.reload();
    await expect(live.getKeyInput()).toHaveValue(KEY);
    await live.getForgetKey().click();
    await expect(live.getKeyInput()).toHaveValue('');
    expect(await stored()).not.toContain(KEY);
  });
});
