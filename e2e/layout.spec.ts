import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** Relative luminance (0 black … 1 white) of a computed colour, whatever syntax the browser reports it in (oklch included). */
function luminance(target: Locator, property: 'background-color' | 'color' | 'fill') {
  return target.evaluate((el, property) => {
    // Let a canvas convert the colour to sRGB bytes.
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).getPropertyValue(property);
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }, property);
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the panels stack, nothing scrolls sideways, and Next works', async ({ page, player, steps }) => {
    await player.open(1);
    // One column: the controls, the step and the diagram each take the full width,
    // at the same left edge (the controls may float over the others: they stick to the bottom).
    const boxes = {
      controls: (await page.getByTestId('player-controls').boundingBox())!,
      step: (await player.getStepCard().boundingBox())!,
      diagram: (await player.getDiagram().boundingBox())!,
    };
    for (const [name, box] of Object.entries(boxes)) {
      expect(box.width, `${name} is full width`).toBeGreaterThan(390 * 0.75);
      expect(box.x + box.width, `${name} fits the screen`).toBeLessThanOrEqual(390);
    }
    expect(Math.abs(boxes.step.x - boxes.controls.x)).toBeLessThan(2);
    // The step and the diagram are one above the other, not side by side.
    const [upper, lower] = [boxes.step, boxes.diagram].sort((a, b) => a.y - b.y);
    expect(lower!.y).toBeGreaterThanOrEqual(upper!.y + upper!.height);

    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(390);

    await player.getNextButton().tap();
    await player.expectStep(steps[1]!, steps.length);
    // The widest payloads scroll inside their own box, never the page.
    await player.press('End');
    await player.expectStep(steps.at(-1)!, steps.length);
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });
});

test.describe('on a laptop screen in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the step sits beside the diagram; the page and the diagram render dark, text stays readable; only the dark drawing is kept, drawn once', async ({ page, player, steps }) => {
    await player.open(6);
    await player.expectStep(steps[5]!, steps.length);
    const step = (await player.getStepCard().boundingBox())!;
    const diagram = (await player.getDiagram().boundingBox())!;
    expect(step.x).toBeGreaterThanOrEqual(diagram.x + diagram.width);

    const body = page.locator('body');
    expect(await luminance(body, 'background-color')).toBeLessThan(0.05);
    expect(await luminance(body, 'color')).toBeGreaterThan(0.7);
    // Mermaid drew with its dark theme: the actor boxes are dark as well, not white islands.
    expect(await luminance(player.getDiagramSvg().locator('rect.actor').first(), 'fill')).toBeLessThan(0.2);

    // The server sent both drawings; the page keeps the dark one only, and stepping does not redraw it.
    await expect(player.getDiagram()).toHaveAttribute('data-render-count', '1');
    await expect(player.getDiagram().locator('svg')).toHaveCount(1);
    await expect(player.getDiagram().locator('[data-diagram-theme]')).toHaveAttribute('data-diagram-theme', 'dark');
    await player.press('ArrowRight');
    await expect.poll(() => player.currentDiagramSteps()).toEqual([7]);
    await expect(player.getDiagram()).toHaveAttribute('data-render-count', '1');
  });
});
