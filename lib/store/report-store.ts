import { createStore } from 'zustand/vanilla';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';
import type { ReportPhase } from '@/lib/report/build-report';
import type { SessionProblem, ToolEdit } from '@/lib/report/report-session';
import type { Report, ToolReport } from '@/lib/report/types';
import type { MissingCatalogs, ReportLoad, RunOutcome } from './report-messages';
import type { ReportRunner } from './report-runner';

/**
 * The /report page's state: what to study (shipped catalogs and the user's kept ones, or a pasted one, and tasks), the
 * run in its worker with its progress, the report, and the table's sort, filter and open row.
 * The report before the last edit is kept so the page can show what the edit changed.
 */

export type ToolSortKey = 'catalog' | 'name' | 'server' | 'tokens' | 'ownRank' | 'smells' | 'tasks';

export interface ReportInit {
  shipped: string[];
  /** Ids of the user's kept catalogs (IndexedDB), studied with the shipped ones; read in the report's worker. */
  yours: string[];
  /** `shipped`: the catalogs chosen by checkbox, shipped and kept; `pasted`: the text box. */
  source: 'shipped' | 'pasted';
}

export interface ReportState extends ReportInit {
  catalogText: string;
  /** The file the catalog text came from, when it is too large to show in the text box. */
  catalogFile: { name: string; bytes: number } | null;
  tasksText: string;
  limit: number;
  status: 'idle' | 'running' | 'done';
  progress: { phase: ReportPhase; done: number; total: number } | null;
  /** What went wrong with the last run or edit; `none-picked` when no catalog was chosen. */
  problem: SessionProblem | MissingCatalogs | { field: 'catalog'; code: 'none-picked' } | null;
  report: Report | null;
  notes: string[];
  /** The report before the last edit, and the tool it changed (its name before and after). */
  before: { report: Report; from: string; to: string } | null;
  sort: { key: ToolSortKey; descending: boolean };
  filter: string;
  onlySmelly: boolean;
  /** How many rows of the table are drawn: a 10,000-tool table is drawn a page at a time. */
  shown: number;
  open: string | null;
}

export interface ReportActions {
  setShipped(ids: string[]): void;
  setYours(ids: string[]): void;
  setSource(source: ReportState['source']): void;
  setCatalogText(text: string): void;
  setCatalogFile(name: string, text: string): void;
  setTasksText(text: string): void;
  setLimit(limit: number): void;
  run(): Promise<void>;
  edit(edit: ToolEdit): Promise<void>;
  setSort(key: ToolSortKey): void;
  setFilter(filter: string): void;
  setOnlySmelly(on: boolean): void;
  showMore(): void;
  toggleOpen(name: string): void;
  dispose(): void;
}

export type ReportStore = ReportState & ReportActions;
export type ReportStoreApi = ReturnType<typeof createReportStore>;

export const ROWS_PER_PAGE = 50;
/** Longer than this, a file's text is kept but not put in the text box: drawing megabytes there would stall the page. */
export const SHOWN_TEXT_MAX = 200_000;

/**
 * The shipped catalogs as one input: one alone keeps its tools' own names; several, or any beside
 * the user's own (`named`), are servers named by their ids.
 */
async function shippedCatalog(ids: readonly string[], named = false): Promise<unknown> {
  const lists = await Promise.all(ids.map((id) => loadCatalogChunk(id)));
  return ids.length === 1 && !named ? lists[0] : { servers: Object.fromEntries(ids.map((id, i) => [id, lists[i]])) };
}

export function createReportStore(initial: ReportInit, runner: ReportRunner) {
  return createStore<ReportStore>()((set, get) => {
    const onProgress = (phase: ReportPhase, done: number, total: number) => set({ progress: { phase, done, total } });
    return {
      ...initial,
      catalogText: '',
      catalogFile: null,
      tasksText: '',
      limit: 5,
      status: 'idle',
      progress: null,
      problem: null,
      report: null,
      notes: [],
      before: null,
      sort: { key: 'catalog', descending: false },
      filter: '',
      onlySmelly: false,
      shown: ROWS_PER_PAGE,
      open: null,

      setShipped: (shipped) => set({ shipped, source: 'shipped' }),
      setYours: (yours) => set({ yours, source: 'shipped' }),
      setSource: (source) => set({ source }),
      setCatalogText: (catalogText) => set({ catalogText, catalogFile: null, source: 'pasted' }),
      setCatalogFile: (name, catalogText) =>
        set({ catalogText, source: 'pasted', catalogFile: catalogText.length > SHOWN_TEXT_MAX ? { name, bytes: new TextEncoder().encode(catalogText).length } : null }),
      setTasksText: (tasksText) => set({ tasksText }),
      setLimit: (limit) => set({ limit: Number.isInteger(limit) && limit >= 1 ? limit : get().limit }),

      async run() {
        const { source, shipped, yours, catalogText, tasksText, limit } = get();
        if (source === 'shipped' && shipped.length === 0 && yours.length === 0) {
          set({ problem: { field: 'catalog', code: 'none-picked' } });
          return;
        }
        set({ status: 'running', progress: null, problem: null });
        let catalog: ReportLoad['catalog'];
        try {
          catalog =
            source === 'pasted'
              ? { text: catalogText }
              : yours.length === 0
                ? { value: await shippedCatalog(shipped) }
                : { chosen: { shipped: shipped.length > 0 ? await shippedCatalog(shipped, true) : null, yours } };
        } catch (e) {
          set({ status: get().report ? 'done' : 'idle', problem: { field: 'catalog', message: (e as Error).message } });
          return;
        }
        const outcome = await runner.load({ catalog, tasksText, limit }, onProgress);
        // A failed run leaves the last report on screen: state survives bad input.
        if (!outcome.ok) set({ status: get().report ? 'done' : 'idle', progress: null, problem: outcome.problem });
        else set({ status: 'done', progress: null, report: outcome.report, notes: outcome.notes, before: null, shown: ROWS_PER_PAGE, open: null });
      },

      async edit(edit) {
        const previous = get().report;
        if (!previous) return;
        set({ status: 'running', progress: null, problem: null });
        // The edited tool keeps its place in the catalog whatever its new name: read there, not searched for among 10,000.
        const at = previous.tools.findIndex((t) => t.name === edit.name);
        // The quick answer (the edited tool and its tasks) shows at once; the full re-score replaces it.
        const show = (outcome: RunOutcome, final: boolean) => {
          if (!outcome.ok) return;
          const to = outcome.report.tools[at]?.name ?? edit.name;
          set({ report: outcome.report, before: { report: previous, from: edit.name, to }, open: to, ...(final ? { status: 'done', progress: null } : {}) });
        };
        const outcome = await runner.edit(edit, onProgress, (quick) => show(quick, false));
        if (!outcome.ok) set({ status: 'done', progress: null, problem: outcome.problem, report: previous });
        else show(outcome, true);
      },

      setSort: (key) => {
        const { sort } = get();
        set({ sort: { key, descending: sort.key === key ? !sort.descending : key === 'smells' || key === 'ownRank' || key === 'tokens' || key === 'tasks' } });
      },
      setFilter: (filter) => set({ filter, shown: ROWS_PER_PAGE }),
      setOnlySmelly: (onlySmelly) => set({ onlySmelly, shown: ROWS_PER_PAGE }),
      showMore: () => set({ shown: get().shown + ROWS_PER_PAGE }),
      toggleOpen: (name) => set({ open: get().open === name ? null : name }),
      dispose: () => runner.dispose(),
    };
  });
}

const compareBy: Record<ToolSortKey, (a: ToolReport, b: ToolReport) => number> = {
  catalog: () => 0,
  name: (a, b) => a.name.localeCompare(b.name),
  server: (a, b) => (a.server ?? '').localeCompare(b.server ?? ''),
  tokens: (a, b) => a.tokens - b.tokens,
  // A tool nothing could be searched for sorts as the least distinct.
  ownRank: (a, b) => (a.own.rank ?? Number.MAX_SAFE_INTEGER) - (b.own.rank ?? Number.MAX_SAFE_INTEGER),
  smells: (a, b) => a.smells.length - b.smells.length,
  tasks: (a, b) => a.taskCount - b.taskCount,
};

/** The table's rows: filtered by name, server or smell id, sorted (ties in catalog order). */
export function visibleTools(s: Pick<ReportState, 'report' | 'sort' | 'filter' | 'onlySmelly'>): ToolReport[] {
  if (!s.report) return [];
  const needle = s.filter.trim().toLowerCase();
  const rows = s.report.tools
    .map((tool, i) => ({ tool, i }))
    .filter(({ tool }) => !s.onlySmelly || tool.smells.length > 0)
    .filter(({ tool }) => needle === '' || tool.name.toLowerCase().includes(needle) || (tool.server ?? '').toLowerCase().includes(needle) || tool.smells.some((x) => x.id.includes(needle)));
  const by = compareBy[s.sort.key];
  const sign = s.sort.descending ? -1 : 1;
  rows.sort((a, b) => sign * by(a.tool, b.tool) || a.i - b.i);
  return rows.map((r) => r.tool);
}
