import { createStore } from 'zustand/vanilla';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import type { ToolDefinition } from '@/lib/scenario/types';
import { countCatalog, type CatalogCount } from '@/lib/tokens/catalog-budget';
import type { CatalogCounter, ExactCatalogCount } from '@/lib/tokens/exact-count';
import { DEFAULT_MODEL_ID, modelInfo } from '@/lib/protocol/models';
import type { Provenance } from '@/lib/tokens/provenance';
import { parseToolListText } from '@/lib/tokens/tool-list';

export interface BudgetCatalog {
  id: string;
  title: string;
  origin: 'shipped' | 'upload';
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Known before loading for shipped catalogs (catalog-info), after parsing for uploads. */
  tools: number;
  definitions?: ToolDefinition[];
  /** Our estimate. */
  count?: CatalogCount;
  /** From count_tokens, when a counter was given (live mode). */
  exact?: ExactCatalogCount;
  error?: string;
}

export interface UploadError {
  file: string;
  message: string;
}

/** A file as the picker gives it; only its name and text are needed. */
export interface UploadedFile {
  name: string;
  text(): Promise<string>;
}

export interface BudgetState {
  catalogs: Record<string, BudgetCatalog>;
  /** Display order: shipped catalogs, then uploads as they came. */
  order: string[];
  selected: string[];
  uploadErrors: UploadError[];
  modelId: string;
  window: number;
  /** System prompt and conversation, the same with and without tool search. */
  base: number;
  /** Definitions one search loads. */
  discovered: number;
  /** Set by live mode when there is an API key; null offline. */
  exactCounter: CatalogCounter | null;
  exactError: string | null;
}

export interface BudgetActions {
  toggle(id: string): void;
  ensureLoaded(ids: readonly string[]): Promise<void>;
  uploadFiles(files: readonly UploadedFile[]): Promise<void>;
  removeUpload(id: string): void;
  setModel(id: string): void;
  setWindow(tokens: number): void;
  setBase(tokens: number): void;
  setDiscovered(n: number): void;
  /** The seam for exact counts: pass a counter (see lib/tokens/exact-count.ts) and measure. */
  setExactCounter(counter: CatalogCounter | null): void;
  measureExactly(): Promise<void>;
}

export type BudgetStore = BudgetState & BudgetActions;

export interface BudgetDeps {
  load(id: string): Promise<ToolDefinition[]>;
}

/**
 * The default base: a short system prompt and a question or two. An assumption,
 * shown and editable on the page, the same for both setups.
 */
export const DEFAULT_BASE = 2_000;

const positive = (n: number, max: number) => (Number.isFinite(n) ? Math.max(0, Math.min(Math.round(n), max)) : 0);

export function createBudgetStore(deps: BudgetDeps, initial: { selected?: readonly string[]; modelId?: string } = {}) {
  const shipped: Record<string, BudgetCatalog> = Object.fromEntries(
    CATALOGS.map((c) => [c.id, { id: c.id, title: c.title, origin: 'shipped' as const, status: 'idle' as const, tools: c.tools }]),
  );
  const model = modelInfo(initial.modelId ?? DEFAULT_MODEL_ID) ?? modelInfo(DEFAULT_MODEL_ID);
  const store = createStore<BudgetStore>()((set, get) => {
    const patch = (id: string, change: Partial<BudgetCatalog>) => {
      const current = get().catalogs[id];
      if (current) set({ catalogs: { ...get().catalogs, [id]: { ...current, ...change } } });
    };

    const load = async (id: string) => {
      const entry = get().catalogs[id];
      if (!entry || entry.origin !== 'shipped' || entry.status === 'ready' || entry.status === 'loading') return;
      patch(id, { status: 'loading', error: undefined });
      try {
        const definitions = await deps.load(id);
        patch(id, { status: 'ready', definitions, count: countCatalog(definitions), tools: definitions.length });
      } catch (e) {
        patch(id, { status: 'failed', error: (e as Error).message });
      }
    };

    return {
      catalogs: shipped,
      order: Object.keys(shipped),
      selected: (initial.selected ?? []).filter((id) => id in shipped),
      uploadErrors: [],
      modelId: model?.id ?? DEFAULT_MODEL_ID,
      window: model?.context_window ?? 200_000,
      base: DEFAULT_BASE,
      // One search's worth of definitions at the API's default limit: the high end of the docs' 3–5, so the saving is not overstated.
      discovered: DEFAULT_SEARCH_LIMIT,
      exactCounter: null,
      exactError: null,

      toggle(id) {
        if (!get().catalogs[id]) return;
        const selected = get().selected;
        if (selected.includes(id)) set({ selected: selected.filter((s) => s !== id) });
        else {
          set({ selected: [...selected, id] });
          void load(id);
        }
      },
      async ensureLoaded(ids) {
        await Promise.all(ids.map(load));
      },
      async uploadFiles(files) {
        const errors: UploadError[] = [];
        for (const file of files) {
          let text: string;
          try {
            text = await file.text();
          } catch (e) {
            errors.push({ file: file.name, message: `could not be read (${(e as Error).message})` });
            continue;
          }
          const parsed = parseToolListText(text);
          if (!parsed.ok) {
            errors.push({ file: file.name, message: parsed.error });
            continue;
          }
          const { catalogs, order, selected } = get();
          let id = `upload:${file.name}`;
          for (let n = 2; id in catalogs; n++) id = `upload:${file.name} (${n})`;
          const entry: BudgetCatalog = {
            id,
            title: id.slice('upload:'.length),
            origin: 'upload',
            status: 'ready',
            tools: parsed.tools.length,
            definitions: parsed.tools,
            count: countCatalog(parsed.tools),
          };
          set({ catalogs: { ...catalogs, [id]: entry }, order: [...order, id], selected: [...selected, id] });
        }
        // A bad file changes nothing but the error list: the selection stays as it was.
        set({ uploadErrors: errors });
      },
      removeUpload(id) {
        const entry = get().catalogs[id];
        if (entry?.origin !== 'upload') return;
        const { [id]: _removed, ...rest } = get().catalogs;
        set({ catalogs: rest, order: get().order.filter((o) => o !== id), selected: get().selected.filter((s) => s !== id) });
      },
      setModel(id) {
        const info = modelInfo(id);
        if (!info) return;
        // Exact counts belong to a model's tokenizer: another model needs its own.
        const catalogs = Object.fromEntries(Object.entries(get().catalogs).map(([k, c]) => [k, c.exact ? { ...c, exact: undefined } : c]));
        set({ modelId: info.id, window: info.context_window, catalogs });
      },
      setWindow(tokens) {
        set({ window: Math.max(1_000, positive(tokens, 10_000_000)) });
      },
      setBase(tokens) {
        set({ base: positive(tokens, 10_000_000) });
      },
      setDiscovered(n) {
        set({ discovered: Math.max(1, positive(n, 50)) });
      },
      setExactCounter(counter) {
        set({ exactCounter: counter, exactError: null });
      },
      async measureExactly() {
        const { exactCounter, selected, modelId } = get();
        if (!exactCounter) return;
        set({ exactError: null });
        for (const id of selected) {
          const entry = get().catalogs[id];
          if (!entry?.definitions) continue;
          try {
            patch(id, { exact: await exactCounter(id, entry.definitions, modelId) });
          } catch (e) {
            set({ exactError: `${entry.title}: ${(e as Error).message}` });
          }
        }
      },
    };
  });
  void store.getState().ensureLoaded(store.getState().selected);
  return store;
}

export type BudgetStoreApi = ReturnType<typeof createBudgetStore>;

export interface SelectionCount extends CatalogCount {
  /** Exact only when every selected catalog was counted by the API for this model. */
  provenance: Provenance;
  loading: boolean;
  /** Names of the selected tools, for the search blocks of the billed estimate. */
  names: string[];
}

export function selectionCount(s: BudgetState): SelectionCount {
  const entries = s.selected.map((id) => s.catalogs[id]).filter((c): c is BudgetCatalog => !!c);
  const ready = entries.filter((c) => c.status === 'ready' && c.count);
  const allExact = ready.length > 0 && ready.every((c) => c.exact && c.exact.model === s.modelId);
  let tools = 0;
  let tokens = 0;
  for (const c of ready) {
    tools += c.count!.tools;
    tokens += allExact ? c.exact!.tokens : c.count!.tokens;
  }
  return {
    tools,
    tokens,
    provenance: allExact ? 'exact' : 'estimate',
    loading: entries.some((c) => c.status === 'loading' || c.status === 'idle'),
    names: ready.flatMap((c) => c.definitions?.slice(0, 5).map((d) => d.name) ?? []).slice(0, 5),
  };
}
