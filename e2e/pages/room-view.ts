import { expect, type Page } from '@playwright/test';
import { deriveSteps } from '@/lib/engine/derive-steps';
import type { Step } from '@/lib/engine/step';
import type { Dictionary, Locale } from '@/lib/i18n';
import { en } from '@/lib/i18n/en';
import { scenarioText, shippedTitle } from '@/lib/i18n/library-text';
import { ja } from '@/lib/i18n/ja';
import { zh } from '@/lib/i18n/zh';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import type { Scenario } from '@/lib/scenario/types';
import { SCENARIO_IDS, type ScenarioId } from '@/scenarios/library';

export const LANGUAGES: readonly Locale[] = ['en', 'zh', 'ja'];
export { SCENARIO_IDS, type ScenarioId };

/** A shipped scenario, as the app loads it. */
export function scenarioOf(id: ScenarioId): Scenario {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(`${id} does not load`);
  return parsed.scenario;
}

/** A shipped scenario's steps, as the app derives them. */
export const stepsOfScenario = (id: ScenarioId): Step[] => deriveSteps(scenarioOf(id));

/** Imported whole, not loaded on demand as the app does: Playwright's loader runs no dynamic imports of TypeScript. */
const DICTIONARIES: Record<Locale, Dictionary> = { en, zh, ja };
export const dictionary = (locale: Locale): Dictionary => DICTIONARIES[locale];

/** What one step looks like on screen, measured in the page in one round trip. */
export interface StepView {
  /** The step counter's text when measured ("Step 3 of 11"). */
  counter: string;
  /** Shortest message label as drawn (getBoundingClientRect of the SVG text), in px. */
  labelMin: number;
  /** The current step's label(s), as drawn. */
  current: { height: number; inWindow: boolean; onScreen: boolean }[];
  /** Texts cut off, boxes past the screen's edge, outside the diagram: what a room or a frame would lose. */
  cut: string[];
  /** The page itself scrolls (it must not, in presenter mode or a frame). */
  pageScrolls: boolean;
  /** The step's plain text as a reader sees it (innerText), and how many lines it takes. */
  plain: string;
  plainLines: number;
}

/** Waits for a step's counter, then two frames and a task: the diagram's window follows the step (see `measure`). */
export async function settle(page: Page, counter: string) {
  await expect(page.getByTestId('step-counter')).toHaveText(counter);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * Measures the view as drawn once the step counter reads `counter` and the diagram's window has
 * followed the step: every message label's height, whether
 * the current step's label is inside the diagram's window and the screen, and any text outside
 * the diagram that is cut (wider than its box, or past the screen). Waiting happens in the page, so
 * a walk through a scenario costs one round trip per step beside the key or click that moves it.
 */
export async function measure(page: Page, counter: string): Promise<StepView> {
  // Whitespace as the page's text reads it once collapsed.
  const want = counter.replace(/\s+/g, ' ').trim();
  const view = await page.evaluate(async (want) => {
    const counterText = () => (document.querySelector('[data-testid="step-counter"]')?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Give up after about five seconds of frames; the caller's assertion then names the counter seen.
    for (let i = 0; i < 300 && counterText() !== want; i++) await frame();
    // A late font (CJK) changes the layout, and the window follows the step again after it.
    await document.fonts.ready;
    // A size change is observed after the first frame's layout, which asks for the follow in the
    // second frame's callbacks, queued after ours; a task queued from ours runs once that frame is
    // done, the follow with it. (A third frame would see the same, a frame later.)
    await frame();
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const host = document.querySelector<HTMLElement>('[data-testid="sequence-diagram"]')!;
    const win = host.getBoundingClientRect();
    const screen = { w: document.documentElement.clientWidth, h: window.innerHeight };
    const inside = (r: DOMRect, box: { left: number; top: number; right: number; bottom: number }) =>
      r.left >= box.left - 1 && r.top >= box.top - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1;
    const labels = [...host.querySelectorAll<SVGTextElement>('svg text.messageText')];
    const heights = labels.map((l) => l.getBoundingClientRect().height).filter((h) => h > 0);
    const current = labels
      .filter((l) => l.getAttribute('data-state') === 'current')
      .map((l) => {
        const r = l.getBoundingClientRect();
        return { height: r.height, inWindow: inside(r, win), onScreen: inside(r, { left: 0, top: 0, right: screen.w, bottom: screen.h }) };
      });
    const root = document.querySelector('[data-view-mode]') ?? document.body;
    const cut: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.sequence-diagram') || el.closest('[popover]') || el.closest('.sr-only')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const name = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} “${(el.textContent ?? '').trim().slice(0, 40)}”`;
      if (r.right > screen.w + 1 || r.bottom > screen.h + 1 || r.left < -1 || r.top < -1) cut.push(`${name} past the screen`);
      const style = getComputedStyle(el);
      const clips = (o: string) => o !== 'visible';
      // The embed's one line of step text is cut on purpose (the app has the rest); everything else must be whole.
      if (el.dataset.testid === 'step-plain' && root.getAttribute('data-view-mode') === 'embed') continue;
      if (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) cut.push(`${name} cut at its side`);
      if (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1) cut.push(`${name} cut at its foot`);
    }
    const plain = document.querySelector<HTMLElement>('[data-testid="step-plain"]');
    const doc = document.scrollingElement!;
    return {
      counter: counterText(),
      // To a hundredth of a pixel: layout's float noise (10.9998 for an 11 px label) is not a smaller label.
      labelMin: Math.round(Math.min(...heights) * 100) / 100,
      current,
      cut: [...new Set(cut)],
      pageScrolls: doc.scrollHeight > window.innerHeight + 1 || doc.scrollWidth > document.documentElement.clientWidth + 1,
      plain: plain?.innerText ?? '',
      plainLines: plain ? plain.getBoundingClientRect().height / parseFloat(getComputedStyle(plain).lineHeight) : 0,
    };
  }, want);
  expect(view.counter, 'the step counter').toBe(want);
  return view;
}

/** The diagram is drawn, from the prerendered HTML or by mermaid, and wired to the steps. */
export async function diagramReady(page: Page) {
  await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
}

/**
 * The shipped scenarios in runs of about the same number of steps, in the library's order: a walk
 * through each run is one test, so the runs of one language share out over the workers.
 */
export function scenarioRuns(count: number): ScenarioId[][] {
  const lengths = SCENARIO_IDS.map((id) => stepsOfScenario(id).length);
  const total = lengths.reduce((a, b) => a + b, 0);
  const runs: ScenarioId[][] = [[]];
  let walked = 0;
  for (const [i, id] of SCENARIO_IDS.entries()) {
    // A new run when this scenario would end nearer the next share of the steps than its start is.
    if (runs.length < count && walked + lengths[i]! / 2 > (total * runs.length) / count) runs.push([]);
    runs.at(-1)!.push(id);
    walked += lengths[i]!;
  }
  return runs;
}

/**
 * A scenario chosen from the player's row of scenario chips, as a reader moves from one to the next:
 * the app navigates on the client (no page load), and the new scenario's diagram is wired to its steps.
 */
export async function chooseScenario(page: Page, id: ScenarioId, t: Dictionary) {
  const scenario = scenarioOf(id);
  const chip = page.getByRole('navigation', { name: t.nav.scenarios }).getByRole('link', { name: shippedTitle(scenario, t), exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('scenario-title')).toHaveText(scenarioText(scenario, true, t).title);
  await diagramReady(page);
}

/** Presenter mode entered from the player with its button, as a teacher does, and its diagram wired. */
export async function enterPresenterMode(page: Page, t: Dictionary) {
  await page.getByRole('button', { name: t.player.present.enter, exact: true }).click();
  await expect(page.locator('[data-view-mode="present"] [data-testid="sequence-diagram"]')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
}

/** Presenter mode left with Esc, back to the whole player. */
export async function leavePresenterMode(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-view-mode="present"]')).toHaveCount(0);
  await diagramReady(page);
}
