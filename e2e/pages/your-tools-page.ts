import { expect, type Locator, type Page } from '@playwright/test';
import { en as t } from '@/lib/i18n/en';

const y = t.yours;

/** The "Your tools" page, as a person uses it: paste or choose a catalog, connect to a server, manage what is kept. */
export class YourToolsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('tools');
    await expect(this.page.getByRole('heading', { level: 1, name: y.title })).toBeVisible();
    // The list is read from IndexedDB after hydration; its note appears once it has been.
    await expect(this.page.getByText(y.list.kept)).toBeVisible();
  }

  async paste(json: unknown) {
    await this.page.getByLabel(y.add.paste).fill(typeof json === 'string' ? json : JSON.stringify(json));
    await this.page.getByRole('button', { name: y.add.read }).click();
  }

  async chooseFile(name: string, content: string) {
    await this.page.getByLabel(y.add.file).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  }

  getSaved(): Locator {
    return this.page.getByTestId('read-saved');
  }

  getReadError(): Locator {
    return this.page.getByTestId('read-error');
  }

  catalogs(): Locator {
    return this.page.getByTestId('your-catalog');
  }

  catalog(name: string): Locator {
    return this.catalogs().filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  async connect(url: string, via: 'browser' | 'server', token = '') {
    await this.page.getByLabel(y.connect.url).fill(url);
    if (token) await this.page.getByLabel(y.connect.token).fill(token);
    await this.page.getByRole('radio', { name: new RegExp(`^${y.connect.vias[via].label}`) }).check();
    await this.page.getByRole('button', { name: y.connect.connect }).click();
  }

  getConnectError(): Locator {
    return this.page.getByTestId('connect-error');
  }

  /** Everything this origin keeps in the browser: IndexedDB's catalogs, localStorage and sessionStorage, as one string. */
  async everythingKept(): Promise<string> {
    return this.page.evaluate(async () => {
      const open = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const r = indexedDB.open('tool-search-lab');
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const db = await open();
      const all = await Promise.all(
        [...db.objectStoreNames].map(
          (name) =>
            new Promise<unknown[]>((resolve) => {
              const r = db.transaction(name).objectStore(name).getAll();
              r.onsuccess = () => resolve(r.result);
            }),
        ),
      );
      db.close();
      return JSON.stringify({ idb: all, local: { ...localStorage }, session: { ...sessionStorage } });
    });
  }
}
