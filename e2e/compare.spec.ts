import type { Page } from '@playwright/test';
import { en as t } from '@/lib/i18n/en';
import { estimateLatency, DEFAULT_LATENCY } from '@/lib/compare/latency';
import { summarize } from '@/lib/compare/summary';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { ComparePage, expectedComparison, QUESTION_ID } from './pages/compare-page';
import { expect, test } from './fixtures';

const { left, right, rows, question } = expectedComparison();
const v = t.compare.view;

test.describe('the compare view', () => {
  test('→ steps both diagrams together, moment by moment, without redrawing either; a step only one mode has is marked on both sides', async ({ page }) => {
    const compare = new ComparePage(page);
    const paused = rows.findIndex((r) => r.moment === 'paused-response');
    expect(paused).toBeGreaterThan(0);
    expect(rows[paused]).toMatchObject({ right: null });
    await compare.open(1);
    const svgs = [await compare.svg('left').elementHandle(), await compare.svg('right').elementHandle()];
    await compare.expectRow(rows, 0, left, right);
    for (let row = 1; row < rows.length; row++) {
      await page.keyboard.press('ArrowRight');
      await compare.expectRow(rows, row, left, right);
      if (row !== paused) continue;
      await expect(page.getByTestId('compare-only-left')).toHaveText(v.onlyHere(v.left));
      await expect(page.getByTestId('compare-lacks-right')).toBeVisible();
      // The alignment table shows the same gap as a dash in the MCP-hosted column.
      const current = page.getByTestId('compare-alignment').getByRole('row').nth(paused + 1);
      await expect(current).toHaveAttribute('aria-current', 'step');
      await expect(current.getByRole('cell').nth(1)).toContainText(t.compare.view.alignment.missingLabel);
    }
    await page.keyboard.press('ArrowRight');
    await compare.expectRow(rows, rows.length - 1, left, right);
    await expect(compare.getNextButton()).toBeDisabled();

    await page.keyboard.press('Home');
    await compare.expectRow(rows, 0, left, right);
    await compare.getNextButton().click();
    await compare.expectRow(rows, 1, left, right);
    await page.keyboard.press('ArrowLeft');
    await compare.expectRow(rows, 0, left, right);

    for (const side of ['left', 'right'] as const) await expect(compare.diagram(side)).toHaveAttribute('data-render-count', '1');
    expect(await page.evaluate((els) => els.every((svg) => svg?.isConnected), svgs)).toBe(true);
  });

  test('a deep link opens that moment, and clicking an arrow in one diagram moves both; the summary table and the decision tree answer; a moment that does not exist says so', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.open(10);
    await compare.expectRow(rows, 9, left, right);

    const mcpCall = right.findIndex((s) => s.kind === 'mcp-call');
    await compare.arrow('right', right[mcpCall]!).click();
    const row = rows.findIndex((r) => r.right === mcpCall);
    await compare.expectRow(rows, row, left, right);
    // Its partner on the client side is the client running the tool itself.
    expect(left[rows[row]!.left!]!.kind).toBe('client-tool-run');

    await test.step('the summary table counts requests from the transcripts, and re-estimates latency when an assumption changes', () => summaryTable(page));
    await test.step('the decision tree: answers select the matching side; changing the first answer starts a new branch', () => decisionTree(page, compare));

    await page.goto(`/compare?question=${QUESTION_ID}&step=99`);
    await expect(page.getByRole('alert').filter({ hasText: t.compare.page.badStep('99', rows.length) })).toBeVisible();
    await page.goto('/compare?question=nope');
    await expect(page.getByRole('alert').filter({ hasText: t.compare.page.unknownQuestion('nope') })).toBeVisible();
  });
});

const load = (id: string) => {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(id);
  return summarize(parsed.scenario, id === question.left ? left : right);
};

/** The summary table: requests counted from the transcripts, latency re-estimated when an assumption changes. */
async function summaryTable(page: Page) {
  const client = load(question.left);
  const mcp = load(question.right);
  const table = page.getByTestId('compare-summary');
  const requests = table.locator('tr[data-row="httpRequests"]').getByRole('cell');
  await expect(requests.nth(0)).toHaveText(String(client.httpRequests));
  await expect(requests.nth(1)).toHaveText(String(mcp.httpRequests));
  await expect(table.locator('tr[data-row="usage"]')).toContainText(t.provenance.estimate.label);

  const ms = t.format.ms;
  await expect(page.getByTestId('latency-left')).toHaveText(ms(estimateLatency(client, DEFAULT_LATENCY).totalMs));
  // A far-away client: its extra round trip now dominates.
  await page.getByLabel(t.compare.summary.assumptions.clientRttMs).fill('1000');
  const far = { ...DEFAULT_LATENCY, clientRttMs: 1000 };
  await expect(page.getByTestId('latency-left')).toHaveText(ms(estimateLatency(client, far).totalMs));
  await expect(page.getByTestId('latency-right')).toHaveText(ms(estimateLatency(mcp, far).totalMs));
  await expect(page.getByTestId('latency-verdict')).toHaveText(
    t.compare.summary.assumptions.verdict(v.right, ms(estimateLatency(client, far).totalMs - estimateLatency(mcp, far).totalMs)),
  );
}

/** The article's decision tree, answered as a reader would, on the compare page as it is. */
async function decisionTree(page: Page, compare: ComparePage) {
  await expect(page.getByTestId('compare-match-left')).toHaveCount(0);
  await expect(page.getByTestId('compare-match-right')).toHaveCount(0);

  await compare.treeAnswer('mcp', false).click();
  await compare.treeAnswer('builtin', false).click();
  await expect(page.getByTestId('tree-outcome')).toHaveAttribute('data-outcome', 'client');
  await expect(page.getByTestId('compare-match-left')).toHaveText(t.compare.tree.matches);
  await expect(page.getByTestId('compare-match-right')).toHaveCount(0);

  await compare.treeAnswer('builtin', true).click();
  await expect(page.getByTestId('tree-outcome')).toHaveAttribute('data-outcome', 'builtin');
  await expect(page.getByTestId('compare-match-right')).toBeVisible();

  await compare.treeAnswer('mcp', true).click();
  await expect(page.getByTestId('tree-outcome')).toHaveAttribute('data-outcome', 'mcp');
  await expect(page.getByRole('group', { name: t.compare.tree.questions.builtin })).toHaveCount(0);
  await expect(compare.treeAnswer('mcp', true)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: t.compare.tree.show }).click();
  await expect(compare.side('right')).toBeFocused();
  // Answering the tree does not touch the diagrams.
  for (const side of ['left', 'right'] as const) await expect(compare.diagram(side)).toHaveAttribute('data-render-count', '1');
}
