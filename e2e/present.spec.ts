import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { playerDiagramSource } from '@/lib/diagram/player-diagram-source';
import { embedCode } from '@/lib/files/embed-code';
import { en as t } from '@/lib/i18n/en';
import { expect, test } from './fixtures';
import { SCENARIO_ID } from './pages/player-page';
import type { ExpectedStep } from './support/expected-steps';

const ROOM = { width: 1280, height: 720 };

/** Inside the viewport as a whole: seen without scrolling. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is drawn').not.toBeNull();
  const view = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(view.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(view.height + 0.5);
}

test.describe('presenter mode', () => {
  test.use({ viewport: ROOM });

  test('at 1280×720 the whole diagram and the step card fit the screen in large type, and the keys of a clicker step', async ({ page, player, steps }) => {
    await player.open(6);
    await page.getByRole('button', { name: t.player.present.enter, exact: true }).click();

    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: t.files.actions.saveScenario })).toHaveCount(0);
    const counter = page.getByTestId('step-counter');
    await expect(counter).toHaveText(t.player.step.counter(6, steps.length));
    await player.waitForDiagram();
    await expectOnScreen(page, player.getDiagramSvg());
    await expectOnScreen(page, page.getByTestId('step-card'));
    await expectOnScreen(page, counter);
    const size = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    // The plain layer, large: the protocol's fine print stays in the player.
    expect(await size(page.getByTestId('step-plain'))).toBeGreaterThanOrEqual(24);
    expect(await size(counter)).toBeGreaterThanOrEqual(32);
    await expect(page).toHaveURL(/[?&]present=1/);

    for (const [key, step] of [['PageDown', 7], [' ', 8], ['ArrowRight', 9], ['PageUp', 8], ['ArrowLeft', 7]] as const) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await expect(counter).toHaveText(t.player.step.counter(step, steps.length));
      await expect(page.getByRole('heading', { level: 2, name: steps[step - 1]!.title })).toBeVisible();
    }
    await expect(page).toHaveURL(/step=7.*present=1|present=1.*step=7/);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: t.player.present.enter, exact: true })).toBeVisible();
    await expect(counter).toHaveText(t.player.step.counter(7, steps.length));
    await expect(page).not.toHaveURL(/present=/);
  });

  test('a link with present=1 opens in it, and P leaves and enters it', async ({ page, player, steps }) => {
    await player.goto({ scenario: SCENARIO_ID, step: '3', present: '1' });
    // The server draws presenter mode; the keys work once the page has hydrated, as the diagram's "ready" says.
    await player.waitForDiagram();
    await expect(page.getByRole('button', { name: t.player.present.exit })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.keyboard.press('p');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.keyboard.press('p');
    await expect(page.getByRole('button', { name: t.player.present.exit })).toBeVisible();
    await expect(page.getByTestId('step-counter')).toHaveText(t.player.step.counter(3, steps.length));
  });
});

test.describe('the embed view', () => {
  test('a blog post on another site embeds the player: diagram, card and controls, stepping forward, with a way out', async ({ page, baseURL, steps }) => {
    const title = 'Tool search, step by step';
    const post = `<!doctype html><title>A post</title><h1>A post</h1>${embedCode(baseURL!, SCENARIO_ID, 2, title)}`;
    // The blog: a real server on loopback (so the browser's local-network rules let it frame the app), another origin.
    const blog = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(post));
    await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://localhost:${(blog.address() as AddressInfo).port}/post`);
      await expectEmbedded(page, title, steps);
    } finally {
      blog.closeAllConnections();
      await new Promise((resolve) => blog.close(resolve));
    }
  });
});

/** The player in the blog's iframe at step 2: only the diagram, the card and the controls; it steps, and links out. */
async function expectEmbedded(page: Page, title: string, steps: readonly ExpectedStep[]) {
  const frame = page.frameLocator(`iframe[title="${title}"]`);

  await expect(frame.getByTestId('sequence-diagram')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  await expect(frame.getByTestId('step-counter')).toHaveText(t.player.step.counter(2, steps.length));
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('navigation')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: t.files.actions.saveScenario })).toHaveCount(0);

  await frame.getByRole('button', { name: t.player.controls.next, exact: true }).click();
  await expect(frame.getByTestId('step-counter')).toHaveText(t.player.step.counter(3, steps.length));
  await expect(frame.getByRole('heading', { level: 2, name: steps[2]!.title })).toBeVisible();
  await expect(frame.locator('svg text.messageText[data-state="current"]').first()).toHaveAttribute('data-step', '2');

  const out = frame.getByRole('link', { name: t.player.embed.openInApp });
  await expect(out).toHaveAttribute('href', `/?scenario=${SCENARIO_ID}&step=3`);
  await expect(out).toHaveAttribute('target', '_blank');
  await expect(out).toHaveAttribute('rel', /noopener/);
}

test.describe('copying the diagram and the embed code', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Copy as Mermaid" copies the very source the diagram was drawn from', async ({ page, player, steps }) => {
    await player.open(4);
    await page.getByRole('button', { name: t.files.actions.copyMermaid }).click();
    await expect(page.getByText(t.files.actions.mermaidCopied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('sequenceDiagram')).toBe(true);
    expect(copied).toBe(playerDiagramSource(steps.map((s) => s.step), t));
  });

  test('"Copy embed code" copies an iframe of this step, shown too', async ({ page, player, baseURL }) => {
    await player.open(5);
    await page.getByRole('button', { name: t.files.actions.copyEmbed }).click();
    await expect(page.getByText(t.files.actions.embedCopied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const title = await page.getByTestId('scenario-title').textContent();
    expect(copied).toBe(embedCode(baseURL!, SCENARIO_ID, 5, title!));
    await expect(page.getByRole('textbox', { name: t.files.actions.embedCode })).toHaveValue(copied);
  });
});

test.describe('what changed at each step', () => {
  test('the expansion step adds the found definitions; a step inside the search adds nothing', async ({ page, player }) => {
    await player.open(6);
    const diff = page.getByRole('region', { name: t.player.diff.title });
    await expect(diff.getByRole('listitem').filter({ hasText: 'get_weather_alerts' }).filter({ hasText: t.player.diff.definitionAdded })).toBeVisible();
    await expect(diff.getByText(/\+\d+ tokens \(estimate\)/)).toBeVisible();
    await player.press('ArrowLeft');
    await expect(diff.getByText(t.player.diff.none)).toBeVisible();
  });
});
