import { summaryOf, type YourCatalog, type YourCatalogSummary } from './types';

/**
 * Where the user's catalogs are kept: IndexedDB, in this browser only, until removed. Two object
 * stores, so a list of catalogs never loads ten thousand definitions: `summaries` (small) and
 * `catalogs` (whole). Every change is announced on a BroadcastChannel, so another page or tab
 * that shows the list updates too. Where IndexedDB is missing (a private window in some
 * browsers) the shelf is kept in memory for the page, and says so (`persistent: false`).
 */

export interface CatalogShelf {
  readonly persistent: boolean;
  list(): Promise<YourCatalogSummary[]>;
  get(id: string): Promise<YourCatalog | undefined>;
  put(catalog: YourCatalog): Promise<void>;
  rename(id: string, name: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** Called after any change, here or in another tab. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const DB_NAME = 'tool-search-lab';
const DB_VERSION = 1;
const CATALOGS = 'your-catalogs';
const SUMMARIES = 'your-catalog-summaries';
const CHANNEL = 'tool-search-lab:your-catalogs';

const newestFirst = (a: YourCatalogSummary, b: YourCatalogSummary) => b.createdAt.localeCompare(a.createdAt);

/** `crossTab`: also tell other tabs and pages (a memory shelf has nothing to share with them). */
function announcer(crossTab: boolean): { announce(): void; subscribe(listener: () => void): () => void } {
  const listeners = new Set<() => void>();
  const channel = crossTab && typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', () => listeners.forEach((l) => l()));
  return {
    announce() {
      listeners.forEach((l) => l());
      channel?.postMessage('changed');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function memoryShelf(): CatalogShelf {
  const catalogs = new Map<string, YourCatalog>();
  const { announce, subscribe } = announcer(false);
  return {
    persistent: false,
    async list() {
      return [...catalogs.values()].map(summaryOf).sort(newestFirst);
    },
    async get(id) {
      return catalogs.get(id);
    },
    async put(catalog) {
      catalogs.set(catalog.id, catalog);
      announce();
    },
    async rename(id, name) {
      const c = catalogs.get(id);
      if (c) catalogs.set(id, { ...c, name });
      announce();
    },
    async remove(id) {
      catalogs.delete(id);
      announce();
    },
    subscribe,
  };
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('the transaction was aborted'));
  });
}

export function indexedDbShelf(factory: IDBFactory): CatalogShelf {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () =>
    (opened ??= new Promise((resolve, reject) => {
      const request = factory.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        const d = request.result;
        if (!d.objectStoreNames.contains(CATALOGS)) d.createObjectStore(CATALOGS, { keyPath: 'id' });
        if (!d.objectStoreNames.contains(SUMMARIES)) d.createObjectStore(SUMMARIES, { keyPath: 'id' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
  const { announce, subscribe } = announcer(true);
  const write = async (work: (catalogs: IDBObjectStore, summaries: IDBObjectStore) => void | Promise<void>) => {
    const tx = (await db()).transaction([CATALOGS, SUMMARIES], 'readwrite');
    await work(tx.objectStore(CATALOGS), tx.objectStore(SUMMARIES));
    await done(tx);
    announce();
  };
  return {
    persistent: true,
    async list() {
      const all = await promised((await db()).transaction(SUMMARIES).objectStore(SUMMARIES).getAll() as IDBRequest<YourCatalogSummary[]>);
      return all.sort(newestFirst);
    },
    async get(id) {
      return await promised((await db()).transaction(CATALOGS).objectStore(CATALOGS).get(id) as IDBRequest<YourCatalog | undefined>);
    },
    put: (catalog) =>
      write((catalogs, summaries) => {
        catalogs.put(catalog);
        summaries.put(summaryOf(catalog));
      }),
    rename: (id, name) =>
      write(async (catalogs, summaries) => {
        const catalog = await promised(catalogs.get(id) as IDBRequest<YourCatalog | undefined>);
        if (!catalog) return;
        const renamed = { ...catalog, name };
        catalogs.put(renamed);
        summaries.put(summaryOf(renamed));
      }),
    remove: (id) =>
      write((catalogs, summaries) => {
        catalogs.delete(id);
        summaries.delete(id);
      }),
    subscribe,
  };
}

let shelf: CatalogShelf | undefined;

/** The browser's shelf, made once per page: IndexedDB when there is one. Never shared on a server. */
export function yourShelf(): CatalogShelf {
  if (typeof window === 'undefined') return memoryShelf();
  shelf ??= typeof indexedDB !== 'undefined' ? indexedDbShelf(indexedDB) : memoryShelf();
  return shelf;
}
