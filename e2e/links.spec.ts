import { en as t } from '@/lib/i18n/en';
import { SCENARIO_ID } from './pages/player-page';
import { expect, test } from './fixtures';

test('the address follows the step, so any step can be shared; a reload keeps it; Back to a scenario shows the step its address names', async ({ page, player, steps }) => {
  await player.goto();
  await player.waitForDiagram();
  const historyBefore = await page.evaluate(() => history.length);
  await player.getNextButton().click();
  await player.expectStep(steps[1]!, steps.length);
  await player.press('End');
  await expect.poll(() => player.stepParams()).toEqual({ scenario: SCENARIO_ID, step: String(steps.length) });
  // replaceState, not pushState: stepping does not fill the history.
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);

  await player.press('ArrowLeft');
  await player.expectStep(steps.at(-2)!, steps.length);
  await page.reload();
  await player.waitForDiagram();
  await player.expectStep(steps.at(-2)!, steps.length);

  // Back restores the router's cached page, made for the step the page was loaded at (the
  // one before last); the player must follow the address bar instead.
  for (let i = steps.length - 1; i > 5; i--) await player.press('ArrowLeft');
  await player.expectStep(steps[4]!, steps.length);
  await page.getByRole('navigation', { name: t.nav.scenarios }).getByRole('link').nth(1).click();
  await expect(page).not.toHaveURL(new RegExp(`scenario=${SCENARIO_ID}`));
  await page.goBack();
  await player.waitForDiagram();
  await player.expectStep(steps[4]!, steps.length);
});

/**
 * One broken link of each kind, followed in the browser: the page answers, keeps
 * its header, and its way back works. Every bad `step` value, and the links each
 * error offers, are checked without a browser in
 * components/player/resolve-player-content.test.ts.
 */
test('a broken link explains itself and offers a way back: an unknown scenario, then a step that is not a number of the scenario', async ({ page, player, steps }) => {
  await test.step('an unknown scenario', async () => {
    const response = await player.goto({ scenario: 'no-such-scenario', step: '1' });
    expect(response?.ok() || response?.status() === 404, 'answers, not a server error').toBe(true);
    const panel = player.getErrorPanel(t.player.errors.unknownScenario('no-such-scenario'));
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: t.player.errors.backToStart }).click();
    await player.waitForDiagram();
    await player.expectStep(steps[0]!, steps.length);
  });
  await test.step('step "abc"', async () => {
    const response = await player.goto({ scenario: SCENARIO_ID, step: 'abc' });
    expect(response?.ok() || response?.status() === 404, 'answers, not a server error').toBe(true);
    const panel = player.getErrorPanel(t.player.errors.badStep('abc', steps.length));
    await expect(panel).toBeVisible();
    // Not a blank page: the site header and the scenario list are still there.
    await expect(page.getByRole('navigation', { name: t.nav.scenarios })).toBeVisible();
    await panel.getByRole('link', { name: t.player.errors.openStepOne }).click();
    await player.expectStep(steps[0]!, steps.length);
  });
});
