import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { en as t } from '@/lib/i18n/en';
import type { FailureKind } from '@/lib/live/failure';
import type { SimulatedFailure } from '@/lib/protocol/lab-headers';
import { catalogName } from '@/lib/i18n/library-text';
import { CATALOGS, type CatalogId } from '@/lib/scenario/catalog-info';

/**
 * The live page as a developer meets it: the form by its labels, the run by
 * its status and its failure panel, the exports as real downloads.
 */
export class LivePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.ready(() => this.page.goto('/live'));
  }

  async reload() {
    await this.ready(() => this.page.reload());
  }

  /**
   * After hydration the store reads storage and asks the server about its route: the page is ready
   * once that answer is in (a quiet network, the wait used before, cost half a second more per test).
   */
  private async ready(load: () => Promise<unknown>) {
    const status = this.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live/status');
    await load();
    await (await status).finished();
    await expect(this.getForm()).toBeVisible();
    // The answer is applied in the page's next tasks; a frame after them the form shows it.
    await this.page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 0)));
  }

  getForm(): Locator {
    return this.page.getByTestId('live-form');
  }

  getRun(): Locator {
    return this.page.getByTestId('live-run');
  }

  async chooseRoute(route: 'browser' | 'server') {
    await this.page.getByRole('radiogroup', { name: t.live.connection.route }).getByRole('radio', { name: t.live.connection.routes[route].label }).check();
  }

  /** Where the run goes: the form's first question. */
  async chooseTarget(target: 'emulator' | 'anthropic' | 'custom') {
    await this.page.getByRole('radiogroup', { name: t.live.connection.target }).getByRole('radio', { name: t.live.connection.targets[target] }).check();
  }

  /** The emulator, reached from this browser unless a route is named (the page may open on the server route when it holds a key). */
  async chooseEmulator(route: 'browser' | 'server' = 'browser') {
    await this.chooseTarget('emulator');
    await this.chooseRoute(route);
  }

  getKeyInput(): Locator {
    return this.page.getByLabel(t.live.key.label, { exact: true });
  }

  async typeKey(key: string) {
    await this.getKeyInput().fill(key);
  }

  getRememberKey(): Locator {
    return this.page.getByRole('checkbox', { name: t.live.key.remember });
  }

  getForgetKey(): Locator {
    return this.page.getByRole('button', { name: t.live.key.forget });
  }

  async simulate(failure: SimulatedFailure | 'none', onRequest = 1) {
    // A select's accessible name includes its current option ("Failure None"): matched by its start.
    await this.page.getByRole('combobox', { name: new RegExp(`^${t.live.simulate.failure}`) }).selectOption(failure);
    await this.page.getByLabel(t.live.simulate.onRequest).fill(String(onRequest));
  }

  async setTimeoutSeconds(seconds: number) {
    await this.page.getByText(t.live.request.advanced).click();
    await this.page.getByLabel(t.live.request.timeout).fill(String(seconds));
  }

  async chooseMode(mode: 'client' | 'mcp') {
    await this.page.getByRole('radio', { name: t.live.request.modes[mode].label }).check();
  }

  /** MCP mode against the emulator: what name its search matches an MCP tool by. */
  async chooseSearchNames(names: 'tool' | 'prefixed') {
    await this.page.getByRole('radio', { name: t.searchNames[names] }).check();
  }

  /** Ticks exactly these shipped catalogs, by the names the form shows. */
  async chooseCatalogs(ids: readonly CatalogId[]) {
    const group = this.page.getByRole('group', { name: t.live.request.catalogs });
    for (const catalog of CATALOGS) {
      const box = group.getByRole('checkbox', { name: catalogName(catalog, t), exact: false });
      if (ids.includes(catalog.id)) await box.check();
      else await box.uncheck();
    }
  }

  /** Programmatic tool calling: code calls the tools, after a search or with every definition loaded. */
  async letCodeCallTools({ searchFirst = false }: { searchFirst?: boolean } = {}) {
    await this.page.getByRole('checkbox', { name: t.live.request.code.on }).check();
    const search = this.page.getByRole('checkbox', { name: t.live.request.code.searchFirst });
    if (searchFirst) await search.check();
    else await search.uncheck();
  }

  /** The emulated model's decisions, under the run's title: opened, as a reader clicks it. */
  async openDecisions(): Promise<Locator> {
    // The summary's words before its count: the same in every run.
    const summary = t.player.scenario.decisions(0).split(':')[0]!;
    const details = this.getPlayer().locator('details').filter({ has: this.page.locator('summary', { hasText: summary }) });
    await details.locator('summary').click();
    return details.locator('ol');
  }

  async setQuestion(question: string) {
    await this.page.getByLabel(t.live.request.question).fill(question);
  }

  async run() {
    await this.page.getByRole('button', { name: t.live.run.start, exact: true }).click();
  }

  /** Waits for the run to finish one way or the other. */
  async settled(status: 'done' | 'failed' | 'stopped', timeout = 20_000) {
    await expect(this.getRun()).toHaveAttribute('data-status', status, { timeout });
  }

  getStatus(): Locator {
    return this.page.getByTestId('live-status');
  }

  getFailure(): Locator {
    return this.page.getByTestId('live-failure');
  }

  async expectFailure(kind: FailureKind) {
    await expect(this.getFailure()).toHaveAttribute('data-kind', kind);
    await expect(this.getFailure()).toContainText(t.live.failure.title[kind]);
  }

  async retry() {
    await this.page.getByRole('button', { name: t.live.run.retry }).click();
  }

  getAnswer(): Locator {
    return this.page.getByTestId('live-answer');
  }

  getPlayer(): Locator {
    return this.page.getByTestId('live-player');
  }

  getStepCounter(): Locator {
    return this.getPlayer().getByTestId('step-counter');
  }

  /**
   * Notes, from inside the page, whether a block was ever shown arriving and how
   * many steps the player had before the run ended: proof that steps appear while
   * the response streams, without racing the stream from outside.
   */
  async watchStreaming() {
    await this.page.evaluate(() => {
      const seen = { arriving: false, stepsBeforeEnd: 0 };
      (window as unknown as { __liveSeen: typeof seen }).__liveSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="arriving"]')) seen.arriving = true;
        const running = document.querySelector('[data-testid="live-run"]')?.getAttribute('data-status') === 'running';
        const counter = document.querySelector('[data-testid="live-player"] [data-testid="step-counter"]')?.textContent ?? '';
        const total = Number(/of (\d+)/.exec(counter)?.[1] ?? 0);
        if (running) seen.stepsBeforeEnd = Math.max(seen.stepsBeforeEnd, total);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }

  async streamingSeen(): Promise<{ arriving: boolean; stepsBeforeEnd: number }> {
    return this.page.evaluate(() => (window as unknown as { __liveSeen: { arriving: boolean; stepsBeforeEnd: number } }).__liveSeen);
  }

  /** Clicks an export button and returns the downloaded file's name and bytes. */
  async download(button: string): Promise<{ name: string; bytes: Buffer; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: button, exact: true }).click()]);
    return readDownload(download);
  }
}

export async function readDownload(download: Download): Promise<{ name: string; bytes: Buffer; text: string }> {
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}
