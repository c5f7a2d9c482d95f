import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { en as t } from '@/lib/i18n/en';

const r = t.report;

/** The discoverability report: a catalog and tasks in, a summary and a table of tools out. */
export class ReportPage {
  constructor(readonly page: Page) {}

  async open(query: Record<string, string> = {}) {
    const search = new URLSearchParams(query).toString();
    await this.page.goto(search ? `/report?${search}` : '/report');
    await expect(this.runButton()).toBeEnabled();
  }

  runButton(): Locator {
    return this.page.getByRole('button', { name: r.input.run });
  }

  async paste(catalog: string, tasks = '') {
    // Typed again until the hydrated page answers it (the pasted catalog becomes the chosen source): text typed into
    // the server's HTML before hydration is not in the form's state, and a run would read the shipped catalogs.
    // Emptied first: filling a box with the text it already holds fires no change, so a retry after a fill that came
    // before hydration would never reach the form.
    await expect(async () => {
      await this.page.getByTestId('report-catalog').fill('');
      await this.page.getByTestId('report-catalog').fill(catalog);
      await expect(this.page.getByRole('radio', { name: r.input.pasted })).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await this.page.getByTestId('report-tasks').fill(tasks);
  }

  async run() {
    await this.runButton().click();
    await expect(this.runButton()).toBeEnabled({ timeout: 30_000 });
  }

  summary(): Locator {
    return this.page.getByTestId('report-summary');
  }

  /** A variant's row of the findability table: its recall and MRR as the page prints them. */
  recallRow(variant: 'bm25_question' | 'bm25_model' | 'regex_model'): Locator {
    return this.page.getByTestId('report-recall').locator(`tr[data-variant="${variant}"]`);
  }

  problem(): Locator {
    return this.page.getByTestId('report-problem');
  }

  row(name: string): Locator {
    return this.page.getByTestId('report-tool-row').and(this.page.locator(`[data-tool="${name}"]`));
  }

  async openTool(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: r.tool.open(name) }).click();
    return this.page.getByTestId('report-tool-details');
  }

  /** Types a new description into the open tool's form and re-scores. */
  async editDescription(description: string) {
    const form = this.page.getByRole('form', { name: r.tool.edit });
    await form.getByLabel(r.tool.editDescription).fill(description);
    await form.getByRole('button', { name: r.tool.apply }).click();
  }

  change(): Locator {
    return this.page.getByTestId('report-change');
  }

  async exportMarkdown(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: r.export.markdown }).click();
    return download;
  }
}
