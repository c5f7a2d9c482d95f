import { en as t } from '@/lib/i18n/en';
import { captureRequest, captureScenario, captureSse } from '@/lib/service/fixtures/capture';
import { checkCapture } from '@/lib/tokens/capture-check';
import { expect, test } from './fixtures';
import { ScenarioFiles } from './pages/scenario-files';

/**
 * The player's context bar on a response the real API sent (the Haiku 4.5
 * capture, imported as a scenario): the recorded usage is exact and says so, and
 * the estimator's figure for the same input stands beside it, labelled an estimate.
 */

test('the bar animates a step change only while a reader can see it; an emulator recording’s usage is the estimate, with no second figure; a real response’s is exact, with the estimate for the same input beside it', async ({ page, player }) => {
  await player.open(1);
  await player.waitForDiagram();
  const bar = page.getByTestId('context-bar');
  const segments = bar.locator('[data-part]');
  // A duration, not a running animation: what a step change would start, whatever the machine's speed.
  const duration = async () => [...new Set(await segments.evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDuration)))].join();
  const placement = () => segments.evaluateAll((els) => els.map((el) => el.getAttribute('style')).join());

  // Step 1 at 1280×900: the bar is far below the fold, and a step change there moves it without a transition.
  await expect(bar).not.toBeInViewport();
  await player.getNextButton().click();
  await expect(player.getStepCounter()).toContainText('2');
  expect(await duration()).toBe('0s');

  await bar.scrollIntoViewIfNeeded();
  await expect.poll(duration).toBe('0.2s');
  const before = await placement();
  await player.press('ArrowRight');
  await expect.poll(placement).not.toBe(before);
  expect(await duration()).toBe('0.2s');

  // At the last step, the usage the emulator recorded is the estimate itself: no second figure beside it.
  await player.press('End');
  const region = page.getByRole('region', { name: t.player.contextBar.title });
  await expect(region.getByTestId('recorded-usage').locator('[data-provenance="estimate"]')).toHaveCount(1);
  await expect(region.getByTestId('usage-estimate')).toHaveCount(0);

  // A real response (the Haiku 4.5 capture, imported): exact usage, and the estimate for the same input beside it.
  await new ScenarioFiles(page).importFile('haiku-capture.json', JSON.stringify(await captureScenario('The real Haiku 4.5 capture')));
  await expect(page.getByTestId('scenario-title')).toHaveText('The real Haiku 4.5 capture');
  // As a reader would: the new scenario's player on screen (its keys listen from then on), then End.
  await player.waitForDiagram();
  await player.press('End');

  const usage = region.getByTestId('recorded-usage');
  await expect(usage).toContainText(t.player.contextBar.usage(1641, 163, 2));
  await expect(usage.locator('[data-provenance="exact"]')).toHaveCount(1);

  const { predicted, relative } = checkCapture(captureRequest, captureSse).cumulative;
  const estimate = region.getByTestId('usage-estimate');
  await expect(estimate).toContainText(t.player.contextBar.usageEstimate(predicted, relative));
  await expect(estimate.locator('[data-provenance="estimate"]')).toHaveCount(1);
});
