import { createStore } from 'zustand/vanilla';
import type { CatalogProblem, ConfigServer } from '@/lib/catalog-input/types';
import type { ConnectFailure } from '@/lib/mcp-connect/failure';
import type { ConnectResult, ConnectVia } from '@/lib/your-tools/connect';
import { cleanName, newCatalogId, shownUrl } from '@/lib/your-tools/make-catalog';
import type { KeepAs, KeepOutcome, ReadInput, ReadProgress } from '@/lib/your-tools/read-catalog';
import type { CatalogShelf } from '@/lib/your-tools/shelf';
import type { CatalogSource, YourCatalogSummary } from '@/lib/your-tools/types';

/**
 * The "Your tools" page: bringing a catalog in (pasted, dropped, read from a file, or listed
 * from an MCP server by URL), and the list of catalogs kept in this browser. Reading happens in
 * the parse worker; the store holds what the page shows of it: the phase, the first problem
 * (named by its JSON path), an MCP configuration's servers, a connection's failure.
 */

export type AddStatus =
  | { kind: 'idle' }
  | { kind: 'reading'; progress: ReadProgress | null; what: string }
  | { kind: 'saved'; id: string; name: string; tools: number }
  | { kind: 'failed'; what: string; error: CatalogProblem }
  | { kind: 'config'; what: string; servers: ConfigServer[] };

export type ConnectStatus = { kind: 'idle' } | { kind: 'connecting'; via: ConnectVia } | { kind: 'failed'; via: ConnectVia; failure: ConnectFailure } | { kind: 'done' };

export interface YourToolsState {
  catalogs: YourCatalogSummary[];
  listed: boolean;
  persistent: boolean;
  add: AddStatus;
  connection: ConnectStatus;
}

export interface YourToolsActions {
  refresh(): Promise<void>;
  /** `name`: the name a pasted catalog gets until renamed (in the page's language). */
  readText(text: string, name: string): Promise<void>;
  readFile(file: { name: string; text(): Promise<string> }): Promise<void>;
  connect(url: string, token: string, via: ConnectVia): Promise<void>;
  rename(id: string, name: string): Promise<void>;
  remove(id: string): Promise<void>;
}

export type YourToolsStore = YourToolsState & YourToolsActions;

export interface YourToolsDeps {
  shelf: CatalogShelf;
  /** Read and keep (on the shelf): in the parse worker in a page. */
  keep(input: ReadInput, as: KeepAs, onProgress: (p: ReadProgress) => void): Promise<KeepOutcome>;
  connect(url: string, token: string, via: ConnectVia): Promise<ConnectResult>;
  now?: () => Date;
}

export function createYourToolsStore(deps: YourToolsDeps) {
  const now = deps.now ?? (() => new Date());
  let attempt = 0;
  return createStore<YourToolsStore>()((set, get) => {
    const keep = async (input: ReadInput, what: string, name: string, source: CatalogSource): Promise<boolean> => {
      const mine = ++attempt;
      set({ add: { kind: 'reading', progress: null, what } });
      const at = now();
      let outcome: KeepOutcome;
      try {
        outcome = await deps.keep(input, { id: newCatalogId(at), name: cleanName(name, what), createdAt: at.toISOString(), source }, (progress) => {
          if (mine === attempt) set({ add: { kind: 'reading', progress, what } });
        });
      } catch (e) {
        outcome = { ok: false, error: { path: '(root)', code: 'read-failed', detail: (e as Error).message } };
      }
      if (mine !== attempt) return false;
      if (!outcome.ok) {
        set({ add: { kind: 'failed', what, error: outcome.error } });
        return false;
      }
      if (outcome.kind === 'config') {
        set({ add: { kind: 'config', what, servers: outcome.servers } });
        return false;
      }
      const { summary } = outcome;
      set({ add: { kind: 'saved', id: summary.id, name: summary.name, tools: summary.toolCount } });
      await get().refresh();
      return true;
    };

    return {
      catalogs: [],
      listed: false,
      persistent: deps.shelf.persistent,
      add: { kind: 'idle' },
      connection: { kind: 'idle' },

      async refresh() {
        set({ catalogs: await deps.shelf.list(), listed: true });
      },
      async readText(text, name) {
        await keep({ text }, name, name, { kind: 'paste' });
      },
      async readFile(file) {
        let text: string;
        try {
          text = await file.text();
        } catch (e) {
          set({ add: { kind: 'failed', what: file.name, error: { path: '(root)', code: 'read-failed', detail: (e as Error).message } } });
          return;
        }
        await keep({ text }, file.name, file.name.replace(/\.json$/i, ''), { kind: 'file', fileName: file.name });
      },
      async connect(url, token, via) {
        set({ connection: { kind: 'connecting', via } });
        const result = await deps.connect(url, token, via);
        if (!result.ok) {
          set({ connection: { kind: 'failed', via, failure: result.failure } });
          return;
        }
        const { server } = result.listing;
        const name = server.version ? `${server.name} ${server.version}` : server.name;
        const ok = await keep({ value: result.listing }, name, name, { kind: 'connect', url: shownUrl(url), via });
        set({ connection: ok ? { kind: 'done' } : { kind: 'idle' } });
      },
      async rename(id, name) {
        const current = get().catalogs.find((c) => c.id === id);
        if (!current) return;
        await deps.shelf.rename(id, cleanName(name, current.name));
        await get().refresh();
      },
      async remove(id) {
        await deps.shelf.remove(id);
        const add = get().add;
        set({ add: add.kind === 'saved' && add.id === id ? { kind: 'idle' } : add });
        await get().refresh();
      },
    };
  });
}

export type YourToolsStoreApi = ReturnType<typeof createYourToolsStore>;
