import { LINE_WIDTH, wrapLines } from '@/lib/diagram/sequence-source';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { unverifiedPointsOf } from '@/lib/engine/unverified';
import { en as t } from '@/lib/i18n/en';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { stepBudgets } from '@/lib/tokens/context-budget';
import { expect, test } from './fixtures';

/**
 * Programmatic tool calling as a reader meets it: the ptc-budget scenario walked step by step,
 * with the code execution container as a sixth lifeline, each step's badges, and a context bar
 * that does not move while the tools' results travel to the code and back.
 */

const SCENARIO = 'ptc-budget';

function load(id: string) {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(`${id} does not load`);
  return parsed.scenario;
}

test('walks ptc-budget: six lifelines, each step’s badges, and a context bar that grows only by what the code printed', async ({ page, player }) => {
  test.slow(); // 33 steps, each checked as a reader would.
  const scenario = load(SCENARIO);
  const steps = deriveSteps(scenario);
  const budgets = stepBudgets(scenario, steps);

  await player.open(1, SCENARIO);
  // The five lifelines every scenario has, and the container beside the service.
  // Each name as the diagram draws it: in lines of its own, so every line is looked for.
  for (const actor of ['client', 'service', 'container', 'model', 'registry', 'tool'] as const) {
    for (const line of t.actors[actor].split(' · ').flatMap((part) => wrapLines(part, LINE_WIDTH.actor))) {
      await expect(player.getDiagramSvg().getByText(line, { exact: true }).first(), `${actor}: ${line}`).toBeVisible();
    }
  }

  const card = player.getStepCard();
  const bar = page.getByRole('region', { name: t.player.contextBar.title });
  for (const [i, step] of steps.entries()) {
    if (i > 0) await player.getNextButton().click();
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(step.number, steps.length));
    await expect(player.getStepRoute(), `step ${step.number}`).toHaveText(`${t.actors[step.from]} → ${t.actors[step.to]}`);
    await expect(player.getSeenBadge(), `step ${step.number}`).toHaveAttribute('data-seen', step.seen);
    const modelled = step.kind === 'code-output' || step.kind === 'code-output-inject' ? 1 : 0;
    await expect(card.locator('[data-modelled="output"]'), `step ${step.number}`).toHaveCount(modelled);
    const points = unverifiedPointsOf(step);
    await expect(card.getByTestId('unverified-mark'), `step ${step.number}`).toHaveCount(points.length);
    for (const point of points) await expect(card.locator(`[data-unverified="${point}"]`)).toHaveCount(1);
    await expect(bar.getByTestId('context-total'), `step ${step.number}`).toHaveText(t.player.contextBar.total(budgets[i]!.total));
  }

  // What the reader saw, in numbers: not a token more from the first resumed request to the program's end…
  const resumed = steps.findIndex((s) => s.kind === 'code-resume');
  const ended = steps.findIndex((s) => s.kind === 'code-output');
  expect(new Set(budgets.slice(resumed, ended + 1).map((b) => b.total)).size).toBe(1);
  // …then the output, and nothing else, enters the context.
  const inject = steps.findIndex((s) => s.kind === 'code-output-inject');
  expect(budgets[inject]!.total).toBeGreaterThan(budgets[ended]!.total);
});

test('shows the program the model wrote, and what it printed, as listings', async ({ page, player }) => {
  const steps = deriveSteps(load(SCENARIO));
  const run = steps.find((s) => s.kind === 'code-run')!;
  await player.open(run.number, SCENARIO);
  const listing = page.getByRole('figure').filter({ hasText: t.player.code.program });
  await expect(listing).toContainText('await get_team_members(department="engineering")');
  await expect(listing).toContainText('asyncio.gather');

  const output = steps.find((s) => s.kind === 'code-output')!;
  await player.open(output.number, SCENARIO);
  await expect(page.getByTestId('code-output')).toContainText('"name": "Alice Chen"');
  await expect(player.getStepCard().locator('[data-modelled="output"]')).toHaveAttribute('title', t.modelled.outputHint);
});

test('/compare sets direct calls beside programmatic tool calling: the same requests, fewer samplings, a smaller context', async ({ page }) => {
  await page.goto('/compare?question=weather&step=1');
  await page.getByRole('navigation', { name: t.compare.modes.label }).getByRole('link', { name: t.compare.modes.ptc }).click();
  await expect(page).toHaveURL(/question=budget/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.compare.ptc.title);
  await expect(page.getByRole('heading', { name: t.compare.ptc.left, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.compare.ptc.right, exact: true })).toBeVisible();

  const table = page.getByTestId('compare-summary');
  const row = (key: string) => table.locator(`tr[data-row="${key}"] td`);
  await expect(row('httpRequests').nth(0)).toHaveText('4');
  await expect(row('httpRequests').nth(1)).toHaveText('4');
  await expect(row('iterations').nth(0)).toHaveText('4');
  await expect(row('iterations').nth(1)).toHaveText('2');
  await expect(row('resultsInContext').nth(1)).toContainText('none');
  await expect(page.getByTestId('ptc-point')).toHaveText(t.compare.ptc.point);
  // Anthropic's figures are there, marked as quoted.
  await expect(page.getByTestId('published-effects').locator('[data-provenance="quoted"]')).toHaveCount(1);
});

test('/budget shows what tool use examples cost the selected catalogs', async ({ page }) => {
  await page.goto('/budget?catalogs=demo-support');
  const panel = page.getByRole('region', { name: t.budget.examples.title });
  await expect(panel.getByTestId('budget-examples-carried')).toContainText('2 tools carry 5 examples');
  const added = panel.locator('tr[data-row="added"]');
  const before = await added.innerText();
  await panel.getByLabel(t.budget.examples.perTool).fill('4');
  await expect(added).not.toHaveText(before);
  await expect(panel.getByTestId('budget-examples-accuracy')).toContainText('72% to 90%');
});
