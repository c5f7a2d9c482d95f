import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';
import type { Dictionary } from '@/lib/i18n';
import { en } from '@/lib/i18n/en';
import { readDownload } from './live-page';

/** The player's file actions: import (picker and drop), save, export, share. */
export class ScenarioFiles {
  /** `t`: the language the page is in (English unless a test switches it). */
  constructor(
    readonly page: Page,
    readonly t: Dictionary = en,
  ) {}

  getActions(): Locator {
    return this.page.getByTestId('scenario-actions');
  }

  /**
   * Through the file picker, as a person choosing a file does: clicked again
   * if no picker opened, since the server's HTML shows the button before the
   * page is hydrated and answers it (that lost click failed a test once in CI).
   */
  async importFile(name: string, text: string) {
    const button = this.page.getByRole('button', { name: this.t.files.actions.importFile }).first();
    let chooser: FileChooser | undefined;
    await expect(async () => {
      [chooser] = await Promise.all([this.page.waitForEvent('filechooser', { timeout: 2_000 }), button.click()]);
    }).toPass({ timeout: 15_000 });
    await chooser!.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }

  /** Dragged from the desktop and dropped anywhere on the page. */
  async dropFile(name: string, text: string) {
    const transfer = await this.page.evaluateHandle(
      ({ name, text }) => {
        const data = new DataTransfer();
        data.items.add(new File([text], name, { type: 'application/json' }));
        return data;
      },
      { name, text },
    );
    const target = this.page.locator('main');
    await target.dispatchEvent('dragenter', { dataTransfer: transfer });
    await expect(this.page.getByText(this.t.files.import.drop)).toBeVisible();
    await target.dispatchEvent('dragover', { dataTransfer: transfer });
    await target.dispatchEvent('drop', { dataTransfer: transfer });
  }

  /** What the import says while it works (reading, checking, deriving…) or when it fails. */
  getImportStatus(): Locator {
    return this.page.getByTestId('import-status');
  }

  getImportError(): Locator {
    return this.page.getByTestId('import-status').and(this.page.getByRole('alert'));
  }

  async download(button: string) {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.getActions().getByRole('button', { name: button, exact: true }).click()]);
    return readDownload(download);
  }

  async copyShareLink(): Promise<string> {
    await this.getActions().getByRole('button', { name: this.t.files.actions.shareLink }).click();
    const field = this.page.getByTestId('share-link');
    await expect(field).toBeVisible();
    return field.inputValue();
  }
}
