import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { truncateLabel } from '@/lib/diagram/sequence-source';
import { MAX_DIAGRAM_STEPS } from '@/lib/diagram/diagram-limits';
import { deriveSteps } from '@/lib/engine/derive-steps';
import type { Step } from '@/lib/engine/step';
import { stepTitle } from '@/lib/i18n/describe-step';
import { en as t } from '@/lib/i18n/en';
import { parseScenarioText } from '@/lib/scenario/schema';
import { expect, test } from './fixtures';
import { SCENARIO_ID, type PlayerPage } from './pages/player-page';
import { ScenarioFiles } from './pages/scenario-files';

/**
 * Whatever a file writes into a step's title, the diagram draws it as text:
 * mermaid never obeys it, and the highlight stays on the right arrow. Tool
 * names cannot carry such text any more (the API's name pattern is enforced at
 * import); a quoted source's step titles (`literal_steps`) still can.
 */

// Playwright runs from the project root (playwright.config.ts).
const shipped = readFileSync(path.join(process.cwd(), 'scenarios', `${SCENARIO_ID}.json`), 'utf8');
const article = readFileSync(path.join(process.cwd(), 'scenarios', 'article-original.json'), 'utf8');
const TRAP_URL = 'http://127.0.0.1:1/x';
const DIRECTIVE = `%%{init: {"themeCSS": ".messageText{fill:red} body{background:url(${TRAP_URL})}"}}%%`;
/** The step whose title the tests rewrite: the article's third, the model's search. */
const AT = 3;

/** The article's scenario, its step AT titled `title`. */
function withStepTitle(title: string) {
  const scenario = JSON.parse(article) as { id: string; literal_steps: { title: string }[] };
  scenario.id = 'retitled';
  scenario.literal_steps[AT - 1]!.title = title;
  const text = JSON.stringify(scenario);
  const parsed = parseScenarioText(text, 'retitled.json');
  if (!parsed.ok) throw new Error(parsed.error);
  const steps = deriveSteps(parsed.scenario);
  return { text, steps, titles: steps.map((s) => stepTitle(s, t)) };
}

/** The canonical scenario with its tool renamed everywhere it occurs: its own name, and the `{server}_{name}` a tool_reference gives it. */
const withToolName = (name: string) => shipped.split('"get_weather"').join(JSON.stringify(name)).split('"weather_get_weather"').join(JSON.stringify(`weather_${name}`));

async function importScenario(page: Page, player: PlayerPage, name: string, text: string) {
  await player.open(1);
  await new ScenarioFiles(page).importFile(name, text);
  await expect(page).toHaveURL(new RegExp(`source=file&file=${name.replace('.', '\\.')}`));
  await player.waitForDiagram();
}

/** A label's text with its spaces taken out: the diagram cuts it into lines at spaces (and after `_` in long names). */
const squash = (text: string) => text.replace(/\s+/g, '');

async function expectHighlightFollows(player: PlayerPage, { steps, titles }: { steps: Step[]; titles: string[] }) {
  for (let n = 1; n <= titles.length; n++) {
    if (n > 1) await player.press('ArrowRight');
    await expect(player.getStepCounter()).toHaveText(t.player.step.counter(n, titles.length));
    await expect.poll(() => player.currentDiagramSteps(), `step ${n}`).toEqual([n]);
    await expect(player.getDiagramArrow({ number: n, title: titles[n - 1]!, step: steps[n - 1]! })).toHaveAttribute('data-state', 'current');
  }
}

test.describe('hostile text in an imported scenario', () => {
  test('one file after another: tools named like a directive or markup are refused at import; a step title that is a mermaid directive, a <br/> or 10,000 characters is drawn as text; a scenario too long to draw says why and still plays', async ({ page, player }) => {
    // Several imports, diagrams drawn by mermaid and a scenario past the drawing limit in one test: a busy machine takes more than the default 30 s.
    test.slow();
    await test.step('a tool named like a mermaid directive or markup is refused at import, with the name quoted', async () => {
      await player.open(1);
      const files = new ScenarioFiles(page);
      for (const name of [DIRECTIVE, 'a<br/>b', 'x'.repeat(129)]) {
        await files.importFile('renamed.json', withToolName(name));
        await expect(files.getImportError()).toContainText('renamed.json: mcp_tools.weather[3].name: expected a string of ASCII letters');
      }
      await expect(player.getStepCounter()).toHaveText(t.player.step.counter(1, 11));
    });
    await test.step('a mermaid directive is drawn as text: no restyling, no request to its URL', async () => {
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      const { text, steps, titles } = withStepTitle(DIRECTIVE);
      await importScenario(page, player, 'directive.json', text);

      const call = titles.findIndex((s) => s.includes(DIRECTIVE)) + 1;
      const label = player.getDiagramLabel(call);
      expect(squash(await player.diagramLabelText(call))).toBe(squash(truncateLabel(titles[call - 1]!)));
      // The label was cut short, so its whole text is the tooltip.
      await expect(label.locator('title')).toHaveText(titles[call - 1]!);
      // Had themeCSS been obeyed, labels would be red and the page would fetch the URL.
      expect(await label.evaluate((el) => getComputedStyle(el).fill)).not.toBe('rgb(255, 0, 0)');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toBe('none');

      await expectHighlightFollows(player, { steps, titles });
      expect(requested.filter((u) => u.startsWith('http://127.0.0.1:1/'))).toEqual([]);
    });
    await test.step('<br/> stays in one label, and every step highlights its own arrow', async () => {
      const { text, steps, titles } = withStepTitle('a<br/>b');
      await importScenario(page, player, 'br.json', text);
      // One label a step (its first line is the step's button); the title's "<br/>" breaks no line.
      await expect(player.getDiagramSvg().locator('text.messageText[role="button"]')).toHaveCount(titles.length);
      expect(await player.diagramLabelText(AT)).toBe('a<br/>b');
      await expectHighlightFollows(player, { steps, titles });
    });
    await test.step('a 10,000-character title is cut short in the diagram and kept whole on the step card', async () => {
      const name = 'x'.repeat(10_000);
      const { text } = withStepTitle(name);
      await importScenario(page, player, 'long.json', text);

      // The page does not scroll sideways and the diagram keeps its size.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      expect((await player.getDiagramSvg().boundingBox())!.height).toBeGreaterThan(200);

      const label = player.getDiagramLabel(AT);
      const shown = squash(await player.diagramLabelText(AT));
      expect(shown.endsWith('…')).toBe(true);
      expect(shown.length).toBeLessThan(100);
      await expect(label.locator('title')).toHaveText(name);

      await player.press(String(AT));
      await expect(page.getByTestId('step-card').getByRole('heading', { level: 2 })).toHaveText(name);
    });
    await test.step('a scenario too long to draw says why there is no diagram, and its steps still play', async () => {
      const scenario = JSON.parse(shipped) as { exchanges: unknown[] };
      const copies = Math.ceil((MAX_DIAGRAM_STEPS + 1) / 11);
      scenario.exchanges = Array.from({ length: copies }, () => scenario.exchanges[0]);
      const total = copies * 11;
      await player.open(1);
      await new ScenarioFiles(page).importFile('long-run.json', JSON.stringify(scenario));

      await expect(page.getByTestId('diagram-skipped')).toHaveText(t.player.diagram.skippedSteps(total, MAX_DIAGRAM_STEPS));
      await expect(player.getDiagram()).toHaveAttribute('data-status', 'skipped');
      await expect(player.getDiagram().locator('svg')).toHaveCount(0);
      await expect(page.getByText('Maximum text size')).toHaveCount(0);
      await player.press('ArrowRight');
      await expect(player.getStepCounter()).toHaveText(t.player.step.counter(2, total));
    });
  });
});
