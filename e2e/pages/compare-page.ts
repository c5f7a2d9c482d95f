import { expect, type Locator, type Page } from '@playwright/test';
import { alignSteps, stepAt, type AlignedRow, type Side } from '@/lib/compare/align-steps';
import { compareQuestion } from '@/lib/compare/questions';
import { deriveSteps } from '@/lib/engine/derive-steps';
import type { Step } from '@/lib/engine/step';
import { stepTitle } from '@/lib/i18n/describe-step';
import { en as t } from '@/lib/i18n/en';
import { loadLibraryScenario } from '@/lib/scenario/load-library';

export const QUESTION_ID = 'weather';

/** What the compare view must show, derived from the same scenarios and alignment the app uses. */
export function expectedComparison(questionId = QUESTION_ID) {
  const question = compareQuestion(questionId);
  if (!question) throw new Error(`no compared question ${questionId}`);
  const load = (id: string) => {
    const parsed = loadLibraryScenario(id);
    if (!parsed?.ok) throw new Error(`scenario ${id} does not load`);
    return deriveSteps(parsed.scenario);
  };
  const left = load(question.left);
  const right = load(question.right);
  const rows = alignSteps(left, right);
  return { question, left, right, rows };
}

/**
 * The compare view as a reader meets it: both diagrams, one set of controls,
 * the summary table and the decision tree, found by role and name.
 */
export class ComparePage {
  constructor(readonly page: Page) {}

  async open(step: number | string = 1, question = QUESTION_ID) {
    await this.page.goto(`/compare?${new URLSearchParams({ question, step: String(step) })}`);
    await this.waitForDiagrams();
  }

  side(side: Side): Locator {
    return this.page.getByTestId(`compare-side-${side}`);
  }

  diagram(side: Side): Locator {
    return this.side(side).getByTestId('sequence-diagram');
  }

  svg(side: Side): Locator {
    return this.diagram(side).locator('svg').first();
  }

  async waitForDiagrams() {
    for (const side of ['left', 'right'] as const) await expect(this.diagram(side)).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  }

  stepPanel(side: Side): Locator {
    return this.page.getByTestId(`compare-step-${side}`);
  }

  getNextButton() {
    return this.page.getByRole('button', { name: t.compare.view.next, exact: true });
  }

  getPreviousButton() {
    return this.page.getByRole('button', { name: t.compare.view.previous, exact: true });
  }

  getCounter() {
    return this.page.getByTestId('compare-counter');
  }

  arrow(side: Side, step: Step): Locator {
    return this.side(side).getByRole('button', { name: t.player.diagram.jump(step.number, t.actors[step.from], t.actors[step.to], stepTitle(step, t)), exact: true });
  }

  params(): Record<string, string> {
    return Object.fromEntries(new URL(this.page.url()).searchParams);
  }

  /** Both diagrams highlight the step of their side at this row, and the side without one says so. */
  async expectRow(rows: AlignedRow[], row: number, left: Step[], right: Step[]) {
    const r = rows[row]!;
    await expect(this.getCounter()).toHaveText(t.compare.view.counter(row + 1, rows.length));
    await expect(this.page.getByTestId('compare-moment')).toHaveText(t.compare.view.moments[r.moment]);
    for (const [side, steps] of [['left', left], ['right', right]] as const) {
      const index = stepAt(rows, row, side);
      await expect(this.svg(side)).toHaveAttribute('data-current-step', String(index + 1));
      await expect(this.stepPanel(side)).toHaveAttribute('data-lacks', r[side] === null ? 'true' : 'false');
      if (r[side] === null) {
        await expect(this.stepPanel(side)).toContainText(t.compare.view.noStep(side === 'left' ? t.compare.view.left : t.compare.view.right));
      } else {
        await expect(this.stepPanel(side).getByRole('heading', { level: 3 })).toHaveText(stepTitle(steps[index]!, t));
      }
    }
    await expect.poll(() => this.params()).toEqual({ question: QUESTION_ID, step: String(row + 1) });
  }

  treeAnswer(question: 'mcp' | 'builtin', yes: boolean): Locator {
    return this.page
      .getByTestId('decision-tree')
      .getByRole('group', { name: t.compare.tree.questions[question] })
      .getByRole('button', { name: yes ? t.compare.tree.yes : t.compare.tree.no, exact: true });
  }
}
