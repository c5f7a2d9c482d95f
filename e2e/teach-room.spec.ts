import { stepPlain } from '@/lib/i18n/describe-step';
import { scenarioText } from '@/lib/i18n/library-text';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Dictionary } from '@/lib/i18n';
import { chooseScenario, diagramReady, dictionary, enterPresenterMode, LANGUAGES, leavePresenterMode, measure, scenarioOf, scenarioRuns, SCENARIO_IDS, stepsOfScenario, type ScenarioId } from './pages/room-view';

/**
 * Presenter mode, for a class watching a projector: at 1280×720 every step of
 * every shipped scenario fits in every language with nothing cut, the labels are
 * at least 14 px as drawn, and the current arrow is in view (the diagram follows
 * the step when it is taller than the screen). And the player's own diagram at
 * 1280×800, for the same scenarios: labels at least 11 px as drawn.
 *
 * A teacher's walk through the library: the first scenario of a run opens from a
 * presenter-mode link; each one after is chosen from the player's scenario chips
 * (a client-side navigation, not a page load) and presented with the Present
 * button; every step is stepped in place with a clicker's key, and Esc goes back
 * to the player. The library is walked in two runs per language, so the runs share
 * out over the workers; a failure names its scenario and step.
 */
/** Whitespace as toHaveText compares it: runs collapsed, ends trimmed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const ROOM = { width: 1280, height: 720 };
const PLAYER = { width: 1280, height: 800 };

/** Every step of scenario `id`, in presenter mode from its first step: fits, nothing cut, labels ≥ 14 px, the current arrow in view. */
async function presentEveryStep(page: Page, id: ScenarioId, t: Dictionary) {
  const steps = stepsOfScenario(id);
  const root = page.locator('[data-view-mode="present"]');
  await expect(root.getByTestId('scenario-title')).toHaveText(scenarioText(scenarioOf(id), true, t).title);
  for (const [i, step] of steps.entries()) {
    if (i > 0) await page.keyboard.press('PageDown');
    const view = await measure(page, t.player.step.counter(i + 1, steps.length));
    // The plain layer, in large type; the protocol's fine print stays in the player.
    expect(oneLine(view.plain), `${id} step ${i + 1}: its plain text`).toBe(oneLine(stepPlain(step, t)));
    expect(view.cut, `${id} step ${i + 1}: nothing cut`).toEqual([]);
    expect(view.pageScrolls, `${id} step ${i + 1}: no scrolling`).toBe(false);
    expect(view.labelMin, `${id} step ${i + 1}: labels as drawn`).toBeGreaterThanOrEqual(14);
    expect(view.current.length, `${id} step ${i + 1}: its arrow is marked`).toBeGreaterThan(0);
    for (const label of view.current) expect(label, `${id} step ${i + 1}: its label in view`).toMatchObject({ inWindow: true, onScreen: true });
  }
  await expect(root.getByTestId('step-details')).toHaveCount(0);
  expect(await root.getByTestId('step-plain').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(24);
  // Stepping never redrew the diagram.
  await expect(root.getByTestId('sequence-diagram')).toHaveAttribute('data-render-count', '1');
}

test.describe('presenter mode at 1280×720, and the player at 1280×800', () => {
  const runs = scenarioRuns(2);
  for (const lang of LANGUAGES) {
    for (const run of runs) {
      test(`(${lang}) ${run[0]} to ${run.at(-1)}: every step fits, nothing cut, labels ≥ 14 px, the current arrow in view; the player's labels ≥ 11 px`, async ({ page }) => {
        // A run of scenarios, a hundred-odd steps, in one page.
        test.setTimeout(180_000);
        const t = dictionary(lang);
        for (const [n, id] of run.entries()) {
          await test.step(id, async () => {
            await page.setViewportSize(ROOM);
            if (n === 0) {
              await page.goto(`/?scenario=${id}&step=1&present=1&lang=${lang}`);
              await diagramReady(page);
            } else {
              await enterPresenterMode(page, t);
            }
            await presentEveryStep(page, id, t);
            await leavePresenterMode(page);

            // The player's own diagram, at its first step.
            await page.setViewportSize(PLAYER);
            await page.keyboard.press('Home');
            expect((await measure(page, t.player.step.counter(1, stepsOfScenario(id).length))).labelMin, `${id} in the player`).toBeGreaterThanOrEqual(11);
            const next = run[n + 1];
            if (next) await chooseScenario(page, next, t);
          });
        }
      });
    }
  }
});

test.describe('presenter mode at 1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('weather-mcp (en, zh, ja): the diagram fills its card, and the current row stands out across it', async ({ page }) => {
    for (const lang of LANGUAGES) {
      const t = dictionary(lang);
      const steps = stepsOfScenario('weather-mcp');
      await page.goto(`/?scenario=weather-mcp&step=6&present=1&lang=${lang}`);
      await diagramReady(page);
      const view = await measure(page, t.player.step.counter(6, steps.length));
      const fill = await page.evaluate(() => {
        const host = document.querySelector('[data-testid="sequence-diagram"]')!.getBoundingClientRect();
        const svg = document.querySelector('[data-testid="sequence-diagram"] svg')!.getBoundingClientRect();
        const band = document.querySelector('.diagram-playhead')!.getBoundingClientRect();
        return { height: svg.height / host.height, width: svg.width / host.width, band: band.width / host.width };
      });
      // Whole, and as large as the card allows in one direction: no empty half-card under it.
      expect(Math.max(fill.height, fill.width), lang).toBeGreaterThan(0.95);
      expect(fill.band, lang).toBeGreaterThan(0.95);
      expect(view.cut, lang).toEqual([]);
      expect(view.labelMin, lang).toBeGreaterThanOrEqual(14);
    }
  });
});

/**
 * The embed at 700×500: labels readable as drawn (≥ 10 px), and the embed fits
 * its frame: compact controls, one line of step text, the diagram following the
 * step, no page scroll. An embed has no scenario chips (a frame shows one
 * scenario), so each scenario is its own load, in one page per run.
 */
test.describe('the embed at 700×500', () => {
  test.use({ viewport: { width: 700, height: 500 } });

  /** Fits the frame: no page scroll, nothing cut, labels readable, the current arrow in view, one line of text. */
  async function expectFits(page: Page, counter: string, at: string) {
    const view = await measure(page, counter);
    expect(view.pageScrolls, `${at}: the page does not scroll`).toBe(false);
    expect(view.cut, `${at}: nothing cut`).toEqual([]);
    expect(view.labelMin, at).toBeGreaterThanOrEqual(10);
    for (const label of view.current) expect(label, `${at}: its label in view`).toMatchObject({ inWindow: true, onScreen: true });
    expect(view.plainLines, `${at}: one line of step text`).toBeLessThan(1.5);
  }

  for (const run of scenarioRuns(2)) {
    test(`${run[0]} to ${run.at(-1)}: each fits the frame at every step`, async ({ page }) => {
      // A run of scenarios, a hundred-odd steps, in one page.
      test.setTimeout(180_000);
      const t = dictionary('en');
      for (const id of run) {
        await test.step(id, async () => {
          const steps = stepsOfScenario(id);
          await page.goto(`/?scenario=${id}&step=1&embed=1`);
          await diagramReady(page);
          await expect(page.getByText(t.player.controls.keys)).toHaveCount(0);
          for (let i = 0; i < steps.length; i++) {
            // Next once, as a reader in the frame would; then the arrow key, which the frame's player answers too.
            if (i === 1) await page.getByRole('button', { name: t.player.controls.next, exact: true }).click();
            else if (i > 1) await page.keyboard.press('ArrowRight');
            await expectFits(page, t.player.step.counter(i + 1, steps.length), `${id} step ${i + 1}`);
          }
        });
      }
    });
  }

  // Chinese and Japanese change the labels and the line of text, not the frame: their first and last steps.
  for (const lang of ['zh', 'ja'] as const) {
    test(`(${lang}) every scenario fits the frame at its first and last steps`, async ({ page }) => {
      test.slow(); // Every shipped scenario, one page load each.
      const t = dictionary(lang);
      for (const id of SCENARIO_IDS) {
        const total = stepsOfScenario(id).length;
        await page.goto(`/?scenario=${id}&step=${total}&embed=1&lang=${lang}`);
        await diagramReady(page);
        await expectFits(page, t.player.step.counter(total, total), `${id} step ${total}`);
        await page.getByRole('button', { name: t.player.controls.restart, exact: true }).click();
        await expectFits(page, t.player.step.counter(1, total), `${id} step 1`);
      }
    });
  }
});
