import { en as t } from '@/lib/i18n/en';
import { STEP_MS } from '@/lib/store/player-store';
import { expect, test } from './fixtures';

test.describe('copying a payload', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Copy JSON" puts exactly the step\'s payload on the clipboard', async ({ page, player, steps }) => {
    const step = steps.find((s) => s.step.kind === 'mcp-call')!;
    await player.open(step.number);
    await player.getCopyButton().click();
    await expect(player.getCopyButton()).toContainText(t.player.step.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(step.json);

    // The button copies the step on screen, not the one it was first drawn for.
    await player.press('ArrowRight');
    await player.expectStep(steps[step.number]!, steps.length);
    await player.getCopyButton().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(steps[step.number]!.json);
  });
});

test.describe('for screen readers and keyboards', () => {
  test('the live caption announces each step', async ({ player, steps }) => {
    await player.open(1);
    await expect(player.getCaption()).toHaveText(steps[0]!.caption);
    await player.getNextButton().click();
    await expect(player.getCaption()).toHaveText(steps[1]!.caption);
    await player.press('End');
    await expect(player.getCaption()).toHaveText(steps.at(-1)!.caption);
  });

  test('every button has a name, and the controls are the ones the keys hint at', async ({ page, player, steps }) => {
    await player.open(2);
    for (const button of [player.getRestartButton(), player.getPreviousButton(), player.getPlayButton(), player.getNextButton(), player.getCopyButton()]) {
      await expect(button).toBeVisible();
    }
    await expect(player.getScrubber()).toHaveAttribute('aria-valuetext', steps[1]!.caption);
    // Includes the JSON fold toggles and the diagram's arrow labels.
    const buttons = await page.getByRole('button').all();
    expect(buttons.length).toBeGreaterThan(steps.length);
    for (const button of buttons) await expect(button).toHaveAccessibleName(/\S/);
    await expect(page.getByRole('img', { name: t.player.diagram.label(await page.getByTestId('scenario-title').innerText()) })).toBeVisible();
  });

  test('Space on a focused button presses the button, it does not also toggle autoplay', async ({ page, player, steps }) => {
    await page.clock.install();
    await player.open(1);
    await page.clock.pauseAt(Date.now() + 1_000);
    await player.getNextButton().focus();
    await player.press(' ');
    await player.expectStep(steps[1]!, steps.length);
    await expect(player.getPlayButton()).toBeVisible();
    await page.clock.runFor(STEP_MS * 2);
    await player.expectStep(steps[1]!, steps.length);
  });
});

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('Play is off, the note says why, and stepping by hand still works', async ({ page, player, steps }) => {
    await page.clock.install();
    await player.open(1);
    await page.clock.pauseAt(Date.now() + 1_000);
    await expect(player.getPlayButton()).toBeDisabled();
    await expect(player.getReducedMotionNote()).toBeVisible();

    await player.press(' ');
    await page.clock.runFor(STEP_MS * 2);
    await player.expectStep(steps[0]!, steps.length);

    await player.getNextButton().click();
    await player.expectStep(steps[1]!, steps.length);
  });

  // play() rewinds from the last step; under reduced motion it must not even do that.
  test('Space on the last step does not rewind to the first', async ({ player, steps }) => {
    await player.open(steps.length);
    await player.press(' ');
    await player.expectStep(steps.at(-1)!, steps.length);
  });
});
