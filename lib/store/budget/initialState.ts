import type { UploadProblem } from '@/lib/tokens/uploaded-catalog';
import type { LiveFailure } from '@/lib/live/failure';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import type { SimulatedFailure } from '@/lib/protocol/lab-headers';
import { DEFAULT_MODEL_ID, modelInfo } from '@/lib/protocol/models';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import type { ToolDefinition } from '@/lib/scenario/types';
import type { CatalogCount } from '@/lib/tokens/catalog-budget';
import type { CatalogCounter, ExactCatalogCount } from '@/lib/tokens/exact-count';
import type { CountedRequests, CountRoute } from '@/lib/tokens/exact-requests';

/**
 * The budget page's state: the catalogs and what is picked, the assumptions the totals are
 * computed from, and the "Exact counts" panel (where a count goes, and what came back).
 */

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

/** A file not added: what the catalog parser found (worded by the page), or an MCP configuration's servers. */
export type UploadError = UploadProblem;

/** A file as the picker gives it; only its name and text are needed. */
export interface UploadedFile {
  name: string;
  text(): Promise<string>;
}

export interface ExactFailure {
  failure: LiveFailure;
  /** Asked for with the emulator's failure control. */
  simulated: boolean;
  /** The emulator answered: its error texts are modelled. */
  emulated: boolean;
}

/** The "Exact counts" panel: count_tokens for the selection, by one of three routes. */
export interface ExactPanelState {
  route: CountRoute;
  simulate: SimulatedFailure | 'none';
  counting: boolean;
  failure: ExactFailure | null;
  /** The last count came from this visit's memory, not a new request. */
  fromMemory: boolean;
  /** What count_tokens answered, by countCacheKey (catalog set, model, route, search size). */
  counted: Record<string, CountedRequests>;
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
  /** Set once the real API has counted (the panel) or by a caller holding a key; null otherwise. */
  exactCounter: CatalogCounter | null;
  exactError: string | null;
  exactPanel: ExactPanelState;
}

/**
 * The default base: a short system prompt and a question or two. An assumption,
 * shown and editable on the page, the same for both setups.
 */
export const DEFAULT_BASE = 2_000;

export interface BudgetInitial {
  selected?: readonly string[];
  modelId?: string;
}

export function initialBudgetState(initial: BudgetInitial = {}): BudgetState {
  const shipped: Record<string, BudgetCatalog> = Object.fromEntries(
    CATALOGS.map((c) => [c.id, { id: c.id, title: c.title, origin: 'shipped' as const, status: 'idle' as const, tools: c.tools }]),
  );
  const model = modelInfo(initial.modelId ?? DEFAULT_MODEL_ID) ?? modelInfo(DEFAULT_MODEL_ID);
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
    exactPanel: { route: 'browser', simulate: 'none', counting: false, failure: null, fromMemory: false, counted: {} },
  };
}
