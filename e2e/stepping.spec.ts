import { STEP_MS } from '@/lib/store/player-store';
import { en as t } from '@/lib/i18n/en';
import { ANTHROPIC_VERSION, MASKED_AUTHORIZATION } from '@/lib/scenario/wire';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// page.clock's init scripts (`globalThis.__pwClock.controller.log(…)`) can outlive a reused context's reset and throw
// "Cannot read properties of undefined (reading 'controller')" in whichever test the worker runs next: this file's
// tests (some install the clock) each get a context of their own, in a worker of their own.
test.use({ reuseContext: false });

/**
 * Steps with → and lists, in the same task, what is animating by the class of
 * its target: read any later and a short animation may be over already.
 */
const stepAndListAnimations = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    return document.getAnimations().map((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.getAttribute('class') ?? '');
  });

test.describe('walking through the canonical scenario', () => {
  // Motion is welcome: a step change must still start no animation in the diagram.
  test.use({ reducedMotion: 'no-preference' });

  test('with the → key, every step shows its title, its actors and its JSON, the first and the last what went on the wire; then ←, Home, End, the digit keys, Restart and the scrubber jump, and no step change animates the diagram', async ({ page, player, steps }) => {
    expect(steps.every((s) => s.shows.length > 0), 'each step has a JSON line to look for').toBe(true);
    await player.open();
    await player.expectStep(steps[0]!, steps.length);
    // Step 1: the request line, the headers with the key masked, and a body without betas.
    const request = player.getHttp('request');
    await expect(request).toContainText('POST /v1/messages');
    await expect(request).toContainText('anthropic-beta: mcp-client-2025-11-20');
    await expect(request).toContainText(`authorization: ${MASKED_AUTHORIZATION}`);
    await expect(request).toContainText(`anthropic-version: ${ANTHROPIC_VERSION}`);
    await expect(player.getPayload()).not.toContainText('"betas"');
    for (const step of steps.slice(1)) {
      await player.press('ArrowRight');
      await player.expectStep(step, steps.length);
    }
    await expect(player.getHttp('response')).toContainText('HTTP 200');
    await expect(player.getHttp('response')).toContainText(/request-id: req_/);
    // At the last step → has nowhere to go.
    await player.press('ArrowRight');
    await player.expectStep(steps.at(-1)!, steps.length);
    await expect(player.getNextButton()).toBeDisabled();

    // Each key, and the step (1-based) it must land on.
    const jumps: Array<[string, number]> = [['Home', 1], ['ArrowLeft', 1], ['4', 4], ['End', steps.length], ['6', 6], ['9', 9], ['1', 1], ['7', 7]];
    await test.step('Home, ← on the first step (it stays), End and the digit keys', async () => {
      for (const [key, number] of jumps) {
        await player.press(key);
        await player.expectStep(steps[number - 1]!, steps.length);
      }
    });
    await test.step('the Restart button', async () => {
      await player.getRestartButton().click();
      await player.expectStep(steps[0]!, steps.length);
    });
    await test.step('the scrubber', async () => {
      await player.getScrubber().fill('3');
      await player.expectStep(steps[2]!, steps.length);
    });
    await test.step('a step change starts no animation in the diagram, even when motion is welcome', async () => {
      // CSS transitions on the SVG's elements would be listed here (and repaint the SVG every frame).
      expect(await stepAndListAnimations(page)).toEqual([]);
      await expect.poll(() => player.currentDiagramSteps()).toEqual([4]);
      // The playhead is at the new row.
      const row = await player.getDiagramLabel(4).boundingBox();
      const bar = await player.getDiagram().locator('.diagram-playhead').boundingBox();
      expect(row!.y).toBeGreaterThanOrEqual(bar!.y);
      expect(bar!.y + bar!.height).toBeGreaterThan(row!.y + row!.height);
    });
  });

  test('with the Next and Previous buttons, there and back, and by its arrows; the diagram is drawn once, stepping only flips attributes on the same SVG', async ({ page, player, steps }) => {
    await player.open();
    await expect(player.getDiagram()).toHaveAttribute('data-render-count', '1');
    // Keep a handle on the very SVG node; a redraw would replace it.
    const firstSvg = await player.getDiagramSvg().elementHandle();
    await expect(player.getPreviousButton()).toBeDisabled();
    for (const step of steps.slice(1)) {
      await player.getNextButton().click();
      await player.expectStep(step, steps.length);
    }
    await expect(player.getNextButton()).toBeDisabled();
    // Back again: where each click lands is the check here; what each step shows, the walk with → checks.
    for (const step of steps.slice(0, -1).reverse()) {
      await player.getPreviousButton().click();
      await expect(player.getStepCounter()).toHaveText(t.player.step.counter(step.number, steps.length));
      await expect(player.getStepTitle()).toHaveText(step.title);
    }
    await expect(player.getPreviousButton()).toBeDisabled();

    await test.step('clicking an arrow opens that step, and so does Enter on an arrow with the keyboard focus', async () => {
      const mcpCall = steps.find((s) => s.step.kind === 'mcp-call')!;
      // The label drawn on the arrow is the step title, e.g. "MCP tools/call".
      const arrow = player.getDiagramArrow(mcpCall);
      await expect(arrow).toContainText(mcpCall.title);
      await arrow.click();
      await player.expectStep(mcpCall, steps.length);
      await expect(player.getDiagramSvg()).toHaveAttribute('data-current-step', String(mcpCall.number));
      await player.getDiagramArrow(steps[2]!).click();
      await player.expectStep(steps[2]!, steps.length);
      const target = steps[4]!;
      await player.getDiagramArrow(target).focus();
      await player.press('Enter');
      await player.expectStep(target, steps.length);
    });

    // A burst of keys on top of the clicks, then a jump.
    for (let i = 0; i < 3 * steps.length; i++) await player.press(i % 7 === 6 ? 'ArrowLeft' : 'ArrowRight');
    await player.press('End');
    await player.press('5');
    await player.expectStep(steps[4]!, steps.length);
    await expect(player.getDiagram()).toHaveAttribute('data-render-count', '1');
    expect(await page.evaluate((svg) => svg?.isConnected, firstSvg)).toBe(true);
    // The highlight follows the step: the current arrow is the fifth, earlier ones are past.
    // One label a step: its first line, the step's button (a label may run over several lines).
    const states = await player.getDiagramSvg().locator('.messageText[role="button"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    expect(states).toEqual(steps.map((_, i) => (i < 4 ? 'past' : i === 4 ? 'current' : 'future')));
  });
});

test.describe('autoplay', () => {
  test.use({ reducedMotion: 'no-preference' });

  // A controlled clock: the test moves time itself instead of sleeping through it.
  test('a link opens its step paused; Space plays and pauses; the speed setting shortens a step; playing stops at the last step', async ({ page, player, steps }) => {
    await page.clock.install();
    await player.open(2);
    await page.clock.pauseAt(Date.now() + 1_000);
    await test.step('a link opens its step, paused', async () => {
      await expect(player.getPlayButton()).toBeVisible();
      await page.clock.runFor(STEP_MS * 2);
      await player.expectStep(steps[1]!, steps.length);
    });
    await test.step('Space plays one step after another, and Space again pauses', async () => {
      await player.press(' ');
      await expect(player.getPauseButton()).toBeVisible();
      await page.clock.runFor(STEP_MS);
      await player.expectStep(steps[2]!, steps.length);
      await page.clock.runFor(STEP_MS);
      await player.expectStep(steps[3]!, steps.length);
      await player.press(' ');
      await expect(player.getPlayButton()).toBeEnabled();
      await page.clock.runFor(STEP_MS * 3);
      await player.expectStep(steps[3]!, steps.length);
    });
    await test.step('the speed setting shortens the time a step stays on screen', async () => {
      await player.getSpeedSelect().selectOption('2');
      await player.getPlayButton().click();
      await page.clock.runFor(STEP_MS / 2);
      await player.expectStep(steps[4]!, steps.length);
      await player.getPauseButton().click();
    });
    await test.step('playing runs to the last step and stops there', async () => {
      await player.press('9');
      await player.expectStep(steps[8]!, steps.length);
      await player.getPlayButton().click();
      await page.clock.runFor(STEP_MS * 5);
      await player.expectStep(steps.at(-1)!, steps.length);
      await expect(player.getPlayButton()).toBeVisible();
    });
  });
});
