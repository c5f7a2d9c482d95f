import { readFileSync } from 'node:fs';
import path from 'node:path';
import Anthropic from '@anthropic-ai/sdk';
import { t } from '@/lib/i18n';
import { checkCapture } from '@/lib/tokens/capture-check';
import { expect, test } from './fixtures';
import { ScenarioFiles } from './pages/scenario-files';

/**
 * The player's context bar on a response the real API sent (the Haiku 4.5
 * capture, imported as a scenario): the recorded usage is exact and says so, and
 * the estimator's figure for the same input stands beside it, labelled an estimate.
 */

const fixtures = path.resolve(__dirname, '../lib/service/fixtures');
const request = JSON.parse(readFileSync(path.join(fixtures, 'haiku-4-5-tool-search.request.json'), 'utf8'));
const sse = readFileSync(path.join(fixtures, 'haiku-4-5-tool-search.response.sse'), 'utf8');

/** The capture's response as the SDK accumulates it, wrapped in a scenario a person could save from a live run. */
async function captureScenario(): Promise<string> {
  const client = new Anthropic({
    apiKey: 'capture-replay',
    baseURL: 'http://capture.invalid',
    maxRetries: 0,
    fetch: async () => new Response(`${sse.trimEnd()}\n\n`, { headers: { 'content-type': 'text/event-stream' } }),
  });
  const response = await client.messages.stream(request).finalMessage();
  return JSON.stringify({
    version: 1,
    id: 'haiku-capture',
    title: 'The real Haiku 4.5 capture',
    description: 'Bytes the real API sent.',
    question: request.messages[0].content,
    mode: 'client',
    search: 'regex',
    source: { kind: 'api' },
    exchanges: [{ kind: 'messages', request, response }],
  });
}

test('a real response: exact usage, and the estimate for the same input beside it', async ({ page, player }) => {
  await player.open(1);
  await new ScenarioFiles(page).importFile('haiku-capture.json', await captureScenario());
  await expect(page.getByTestId('scenario-title')).toHaveText('The real Haiku 4.5 capture');
  await player.press('End');

  const bar = page.getByRole('region', { name: t.player.contextBar.title });
  const usage = bar.getByTestId('recorded-usage');
  await expect(usage).toContainText(t.player.contextBar.usage(1641, 163, 2));
  await expect(usage.locator('[data-provenance="exact"]')).toHaveCount(1);

  const { predicted, relative } = checkCapture(request, sse).cumulative;
  const estimate = bar.getByTestId('usage-estimate');
  await expect(estimate).toContainText(t.player.contextBar.usageEstimate(predicted, relative));
  await expect(estimate.locator('[data-provenance="estimate"]')).toHaveCount(1);
});

test('an emulator recording has no second figure: its usage is the estimate', async ({ page, player }) => {
  await player.open(11);
  const bar = page.getByRole('region', { name: t.player.contextBar.title });
  await expect(bar.getByTestId('recorded-usage').locator('[data-provenance="estimate"]')).toHaveCount(1);
  await expect(bar.getByTestId('usage-estimate')).toHaveCount(0);
});
