import { en as t } from '@/lib/i18n/en';
import { STEP_MS } from '@/lib/store/player-store';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// page.clock's init scripts (`globalThis.__pwClock.controller.log(…)`) can outlive a reused context's reset and throw
// "Cannot read properties of undefined (reading 'controller')" in whichever test the worker runs next: this file's
// tests (some install the clock) each get a context of their own, in a worker of their own.
test.use({ reuseContext: false });

/** The focused element shows a focus ring: an outline or a box-shadow ring, not nothing. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? 'ring' : `no ring on ${el.outerHTML.slice(0, 120)}`;
  });
  expect(ring).toBe('ring');
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking every stop on the way shows it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  for (let i = 0; i < max; i++) {
    if ((await target.count()) === 1 && (await target.evaluate((el) => el === document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  await expect(target).toBeFocused();
}

test.describe('for screen readers and keyboards', () => {
  // The polite live region's caption is checked at every step the walks of e2e/stepping.spec.ts visit
  // (PlayerPage.expectStep), with → and with Next.

  test('every button has a name, the controls are the ones the keys hint at, the whole walkthrough works from the keyboard alone with the focus always in sight, and "Copy JSON" copies the step on screen', async ({ page, player, steps }) => {
    await player.open(2);
    for (const button of [player.getRestartButton(), player.getPreviousButton(), player.getPlayButton(), player.getNextButton(), player.getCopyButton()]) {
      await expect(button).toBeVisible();
    }
    await expect(player.getScrubber()).toHaveAttribute('aria-valuetext', steps[1]!.caption);
    // Includes the JSON fold toggles and the diagram's arrow labels.
    const buttons = await page.getByRole('button').all();
    expect(buttons.length).toBeGreaterThan(steps.length);
    for (const button of buttons) await expect(button).toHaveAccessibleName(/\S/);
    await expect(page.getByRole('group', { name: t.player.diagram.label(await page.getByTestId('scenario-title').innerText()) })).toBeVisible();

    // From a fresh page at step 1: the keyboard alone from here on.
    await player.open(1);
    await tabTo(page, player.getNextButton());
    await player.press('Enter');
    await player.press('Enter');
    await player.expectStep(steps[2]!, steps.length);
    await tabTo(page, player.getPreviousButton(), { back: true });
    await player.press('Enter');
    await player.expectStep(steps[1]!, steps.length);

    // The diagram is one tab stop, on the current step's arrow; Up and Down walk it and the focus follows.
    await tabTo(page, player.getDiagram().locator(':focus'));
    await expect(player.getDiagramArrow(steps[1]!)).toBeFocused();
    await player.press('ArrowDown');
    await player.expectStep(steps[2]!, steps.length);
    await expect(player.getDiagramArrow(steps[2]!)).toBeFocused();
    await player.press('ArrowUp');
    await player.press('ArrowUp');
    await player.expectStep(steps[0]!, steps.length);
    await expect(player.getDiagramArrow(steps[0]!)).toBeFocused();

    // Tab leaves the diagram (no trap) for its text version: an ordered list whose items go to their steps.
    const asText = page.getByText(t.player.diagram.asText(steps.length), { exact: true });
    await tabTo(page, asText);
    await player.press('Enter');
    const fifth = steps[4]!;
    const item = page.getByRole('listitem').getByRole('link', { name: t.player.diagram.asTextItem(t.actors[fifth.step.from], t.actors[fifth.step.to], fifth.title) });
    await tabTo(page, item);
    await player.press('Enter');
    await player.expectStep(fifth, steps.length);
    await expect(item).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('listitem').locator('[aria-current="step"]')).toHaveCount(1);
    // And the diagram's one tab stop moved with the step.
    await tabTo(page, player.getDiagramArrow(fifth), { back: true });

    await test.step('"Copy JSON" puts exactly the step\'s payload on the clipboard', async () => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
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
      // Taken back: the worker's context goes on to the next test (playwright.config.ts), and a reset leaves granted permissions.
      await page.context().clearPermissions();
    });
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

/**
 * WCAG contrast of each drawn label (text) and arrow (line) of the diagram against
 * the card behind it, as the browser paints them: colours read back through a
 * canvas, so any CSS colour syntax works, and the element's opacity applied.
 * axe-core does not measure SVG text, hence this.
 */
function diagramContrasts(svg: SVGSVGElement) {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgba = (css: string) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255] as const;
  };
  const over = (top: readonly [number, number, number, number], under: readonly number[]) => [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3]));
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const layers: string[] = [];
  for (let el: Element | null = svg; el; el = el.parentElement) layers.push(getComputedStyle(el).backgroundColor);
  const background = layers.reverse().reduce<number[]>((under, css) => over(rgba(css), under), [255, 255, 255]);
  return [...svg.querySelectorAll<SVGElement>('text.messageText[data-step], line[data-step]:is(.messageLine0, .messageLine1)')].map((el) => {
    const style = getComputedStyle(el);
    const [r, g, b, a] = rgba(el.tagName === 'text' ? style.fill : style.stroke);
    const ink = over([r, g, b, a * Number(style.opacity)], background);
    const [hi, lo] = [luminance(ink), luminance(background)].sort((x, y) => y - x);
    return { what: `${el.tagName} of step ${Number(el.getAttribute('data-step')) + 1} (${el.getAttribute('data-state')})`, text: el.tagName === 'text', ratio: (hi! + 0.05) / (lo! + 0.05) };
  });
}

test('the diagram\'s colours keep WCAG AA contrast for past, current and future steps, in both themes', async ({ page, player, steps }) => {
  const low: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Loaded in the theme, as a reader in it gets the page (the drawing is chosen on load).
    await player.open(Math.ceil(steps.length / 2));
    const contrasts = await player.getDiagramSvg().evaluate(diagramContrasts);
    // Every step's label (each of its lines) and its arrow.
    expect(contrasts.filter((c) => !c.text)).toHaveLength(steps.length);
    expect(new Set(contrasts.filter((c) => c.text).map((c) => c.what.replace(/ \(.*/, ''))).size).toBe(steps.length);
    // 4.5:1 for text, 3:1 for the arrows (graphics a reader needs, WCAG 1.4.11).
    low.push(...contrasts.filter((c) => c.ratio < (c.text ? 4.5 : 3)).map((c) => `${colorScheme}: ${c.what}: ${c.ratio.toFixed(2)}:1`));
  }
  expect(low).toEqual([]);
});

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('Play is off, the note says why, stepping by hand still works, and Space on the last step does not rewind', async ({ page, player, steps }) => {
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

    // play() rewinds from the last step; under reduced motion it must not even do that.
    await player.press('End');
    await player.expectStep(steps.at(-1)!, steps.length);
    await player.press(' ');
    await page.clock.runFor(STEP_MS * 2);
    await player.expectStep(steps.at(-1)!, steps.length);
  });
});
