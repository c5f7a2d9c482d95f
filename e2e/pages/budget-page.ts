import { expect, type Locator, type Page } from '@playwright/test';
import { en as t } from '@/lib/i18n/en';

const b = t.budget;

/** The token budget page: catalogs to pick or upload, the totals, the growth chart and the article's headline. */
export class BudgetPage {
  constructor(readonly page: Page) {}

  async open(query: Record<string, string> = {}) {
    const search = new URLSearchParams(query).toString();
    await this.page.goto(search ? `/budget?${search}` : '/budget');
    await expect(this.totalTokens('allLoaded')).toBeVisible({ timeout: 15_000 });
  }

  catalogCheckbox(title: string): Locator {
    return this.page.getByTestId('budget-picker').getByRole('checkbox', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }

  uploadInput(): Locator {
    return this.page.getByLabel(b.upload);
  }

  async upload(name: string, content: string) {
    await this.uploadInput().setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  }

  uploadErrors(): Locator {
    return this.page.getByTestId('upload-errors');
  }

  uploaded(): Locator {
    return this.page.getByTestId('uploaded-catalogs');
  }

  totalTokens(setup: 'allLoaded' | 'toolSearch'): Locator {
    return this.page.getByTestId(`total-${setup}-tokens`);
  }

  totals(): Locator {
    return this.page.getByTestId('budget-totals');
  }

  /** Both totals as the page prints them once every picked catalog is counted, to compare before and after. */
  async totalFigures(): Promise<{ allLoaded: string; toolSearch: string }> {
    await expect(this.totals()).toHaveAttribute('aria-busy', 'false');
    return {
      allLoaded: (await this.totalTokens('allLoaded').textContent()) ?? '',
      toolSearch: (await this.totalTokens('toolSearch').textContent()) ?? '',
    };
  }

  /** The checkboxes that are ticked, by their accessible names. */
  async checkedCatalogs(): Promise<string[]> {
    const boxes = this.page.getByTestId('budget-picker').getByRole('checkbox');
    const names: string[] = [];
    for (const box of await boxes.all()) if (await box.isChecked()) names.push((await box.getAttribute('id')) ?? '');
    return names;
  }
}
