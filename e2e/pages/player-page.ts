import { expect, type Locator, type Page } from '@playwright/test';
import { en as t } from '@/lib/i18n/en';
import type { Step } from '@/lib/engine/step';
import type { ExpectedStep } from '../support/expected-steps';

export const SCENARIO_ID = 'weather-mcp';

/**
 * The player as a person meets it: buttons and texts found by their role and
 * accessible name from the app's own dictionary, so a renamed label fails here
 * the same way it would confuse a screen-reader user.
 */
export class PlayerPage {
  constructor(readonly page: Page) {}

  /** Opens a step by deep link and waits until the diagram is drawn. */
  async open(step: number | string = 1, scenario: string = SCENARIO_ID) {
    await this.goto({ scenario, step: String(step) });
    await this.waitForDiagram();
  }

  /** Any address, including broken ones: no waiting for a diagram that may never come. */
  async goto(query: Record<string, string> = {}) {
    const search = new URLSearchParams(query).toString();
    return this.page.goto(search ? `/?${search}` : '/');
  }

  getDiagram(): Locator {
    return this.page.getByTestId('sequence-diagram');
  }

  /** Mermaid is loaded lazily; everything about the SVG waits for this. */
  async waitForDiagram() {
    await expect(this.getDiagram()).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  }

  getDiagramSvg(): Locator {
    return this.getDiagram().locator('svg').first();
  }

  /** The label drawn on step `number`'s arrow (not its tooltip), and the state it is drawn in. */
  getDiagramLabel(number: number): Locator {
    return this.getDiagramSvg().locator(`text.messageText[data-step="${number - 1}"]`).first();
  }

  /**
   * The label drawn on step `number`'s arrow, all its lines (the app cuts a label into lines:
   * lib/diagram/sequence-source.ts), without the tooltip, and without the spaces the lines were cut at.
   */
  async diagramLabelText(number: number): Promise<string> {
    return this.getDiagramSvg()
      .locator(`text.messageText[data-step="${number - 1}"]`)
      .evaluateAll((els) => els.map((el) => [...el.childNodes].filter((n) => n.nodeName !== 'title').map((n) => n.textContent).join('')).join(' '));
  }

  /** Which steps' labels are drawn as current (1-based); exactly one when the highlight is right. */
  async currentDiagramSteps(): Promise<number[]> {
    return this.getDiagramSvg()
      .locator('text.messageText[data-state="current"]')
      .evaluateAll((els) => [...new Set(els.map((e) => Number(e.getAttribute('data-step')) + 1))]);
  }

  /** An arrow's label in the diagram, which is a button named after its step. */
  getDiagramArrow(expected: Pick<ExpectedStep, 'number' | 'title'> & { step: Pick<Step, 'from' | 'to'> }): Locator {
    const { from, to } = expected.step;
    return this.page.getByRole('button', { name: t.player.diagram.jump(expected.number, t.actors[from], t.actors[to], expected.title), exact: true });
  }

  async renderCount(): Promise<string | null> {
    return this.getDiagram().getAttribute('data-render-count');
  }

  getRestartButton() {
    return this.page.getByRole('button', { name: t.player.controls.restart, exact: true });
  }

  getPreviousButton() {
    return this.page.getByRole('button', { name: t.player.controls.previous, exact: true });
  }

  getNextButton() {
    return this.page.getByRole('button', { name: t.player.controls.next, exact: true });
  }

  getPlayButton() {
    return this.page.getByRole('button', { name: t.player.controls.play, exact: true });
  }

  getPauseButton() {
    return this.page.getByRole('button', { name: t.player.controls.pause, exact: true });
  }

  getSpeedSelect() {
    // Not exact: a select's accessible name includes its current option ("Speed 1×").
    return this.page.getByLabel(t.player.controls.speed);
  }

  getScrubber() {
    return this.page.getByRole('slider', { name: t.player.controls.scrubber, exact: true });
  }

  /** Its name changes to "Copied" for a moment after a click; it is the same button. */
  getCopyButton() {
    return this.page.getByRole('button', { name: t.player.step.copy }).or(this.page.getByRole('button', { name: t.player.step.copied }));
  }

  getReducedMotionNote() {
    return this.page.getByText(t.player.controls.reducedMotion);
  }

  getStepCard() {
    return this.page.getByTestId('step-card');
  }

  getStepCounter() {
    return this.page.getByTestId('step-counter');
  }

  getStepTitle() {
    return this.getStepCard().getByRole('heading', { level: 2 });
  }

  getStepRoute() {
    return this.page.getByTestId('step-route');
  }

  getPayload() {
    return this.page.getByTestId('payload-json');
  }

  /** The request line and headers of a request step, or the status of a response step (in the card's details, open or not). */
  getHttp(kind: 'request' | 'response') {
    return this.getStepCard().locator(`[data-testid="http-summary"][aria-label="${kind === 'request' ? t.player.http.request : t.player.http.response}"]`);
  }

  getSeenBadge() {
    return this.getStepCard().getByTestId('seen-badge');
  }

  /** The polite live region screen readers read at each step. */
  getCaption() {
    return this.page.locator('[aria-live="polite"]');
  }

  getErrorPanel(message: string) {
    // Next.js adds its own (empty) role=alert route announcer; the panel is the one with the message.
    return this.page.getByRole('alert').filter({ hasText: message });
  }

  async press(key: string) {
    await this.page.keyboard.press(key);
  }

  /** The payload as the reader sees it: one trimmed line per row, trailing commas dropped. */
  async payloadLines(): Promise<string[]> {
    const text = await this.getPayload().innerText();
    return text.split('\n').map((l) => l.trim().replace(/,$/, ''));
  }

  /** The query string the address bar holds now, as a plain object. */
  stepParams(): Record<string, string> {
    return Object.fromEntries(new URL(this.page.url()).searchParams);
  }

  /** Everything the reader checks at a step: where they are, who talks to whom, and the JSON. */
  async expectStep(expected: ExpectedStep, total: number) {
    await expect(this.getStepCounter()).toHaveText(t.player.step.counter(expected.number, total));
    await expect(this.getStepTitle()).toHaveText(expected.title);
    await expect(this.getStepRoute()).toHaveText(expected.route);
    await expect(this.getCaption()).toHaveText(expected.caption);
    const lines = await this.payloadLines();
    for (const line of expected.shows) expect(lines, `step ${expected.number} payload shows ${line}`).toContain(line);
    if (expected.lacks) expect(lines, `step ${expected.number} payload does not show ${expected.lacks}`).not.toContain(expected.lacks);
    // The address follows a frame or two after the paint; the default first wait (100 ms) would be most of this check's time.
    await expect.poll(() => this.stepParams(), { intervals: [16, 32, 64, 100] }).toEqual({ scenario: expected.scenario, step: String(expected.number) });
  }
}
