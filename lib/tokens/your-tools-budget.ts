import { SEARCH_TOOL_COST, toolUsePromptTokens } from '@/lib/engine/context-model';
import { searchTurnTokens, type BudgetAssumptions } from './catalog-budget';

/**
 * The budget of a catalog the user brought: what each server and each tool costs against the
 * chosen window, and three ways to load it — every definition loaded; every definition deferred
 * (tool search); deferred with a chosen few kept loaded (`defer_loading: false`, or an MCP
 * toolset's `configs`). Each over the first turn and the turns after it: deferring everything
 * costs one more sampling iteration on the first turn (the search round trip), while a later turn
 * calls a tool it already found without searching again (discovered tools stay loaded). Every
 * figure is an estimate, built on the same context model as the rest of /budget.
 */

export interface ToolCost {
  /** As a search sees it (composed for a named server). */
  name: string;
  server: string | null;
  tokens: number;
}

export interface ServerCost {
  server: string | null;
  tools: number;
  tokens: number;
  /** Of the chosen window, were all its definitions loaded. */
  windowShare: number;
  /** Of the whole catalog's definitions. */
  catalogShare: number;
}

export function serverCosts(tools: readonly ToolCost[], window: number): ServerCost[] {
  const total = tools.reduce((n, t) => n + t.tokens, 0);
  const byServer = new Map<string | null, { tools: number; tokens: number }>();
  for (const t of tools) {
    const s = byServer.get(t.server) ?? { tools: 0, tokens: 0 };
    s.tools += 1;
    s.tokens += t.tokens;
    byServer.set(t.server, s);
  }
  return [...byServer.entries()]
    .map(([server, s]) => ({ server, ...s, windowShare: s.tokens / window, catalogShare: total > 0 ? s.tokens / total : 0 }))
    .sort((a, b) => b.tokens - a.tokens);
}

/** The tools that cost most, for the reader to see and to choose the ones kept loaded. */
export function costliest(tools: readonly ToolCost[], n: number): ToolCost[] {
  return [...tools].sort((a, b) => b.tokens - a.tokens || a.name.localeCompare(b.name)).slice(0, n);
}

export interface TurnCost {
  /** What the model reads at the start of the turn. */
  context: number;
  /** Sampling iterations to reach the tool call: 2 when a search comes first. */
  iterations: number;
  /** Input tokens billed over those iterations (each re-reads the context so far). */
  billed: number;
  windowShare: number;
  fits: boolean;
  /** $ for 1,000 such turns at the input price. */
  costPer1000: number;
}

export type SetupId = 'all-loaded' | 'all-deferred' | 'kept-loaded';

export interface LoadingSetup {
  id: SetupId;
  /** Definitions in the prompt before any search. */
  loaded: { tools: number; tokens: number };
  firstTurn: TurnCost;
  /** Kept-loaded only: the first turn when one of the kept tools is the one needed (no search). */
  firstTurnKeptAnswers?: TurnCost;
  /** A later turn calling a tool found earlier: no new search. */
  laterTurns: TurnCost;
}

function turn(context: number, iterations: number, billed: number, a: BudgetAssumptions): TurnCost {
  return { context, iterations, billed, windowShare: context / a.window, fits: context <= a.window, costPer1000: (billed * a.inputPrice * 1000) / 1_000_000 };
}

/** The three setups for this catalog, with `kept` (names) loaded in the third. */
export function loadingSetups(tools: readonly ToolCost[], kept: ReadonlySet<string>, a: BudgetAssumptions): LoadingSetup[] {
  const fixed = toolUsePromptTokens(1) + a.base;
  const all = tools.reduce((n, t) => n + t.tokens, 0);
  const keptTools = tools.filter((t) => kept.has(t.name));
  const keptTokens = keptTools.reduce((n, t) => n + t.tokens, 0);

  // What one search loads: `discovered` definitions of the deferred tools' mean size (which ones depends on the question).
  const searched = (deferred: readonly ToolCost[]) => {
    const n = Math.min(a.discovered, deferred.length);
    const mean = deferred.length > 0 ? deferred.reduce((s, t) => s + t.tokens, 0) / deferred.length : 0;
    const names = deferred.slice(0, n).map((t) => t.name);
    return { tokens: Math.round(n * mean), blocks: n > 0 ? searchTurnTokens(names) : 0 };
  };

  const allLoaded = fixed + all;
  const deferredAll = searched(tools);
  const first = fixed + SEARCH_TOOL_COST;
  const second = first + deferredAll.tokens + deferredAll.blocks;
  // Later turns keep what the first one found, and its search blocks, in the conversation.
  const later = second;

  const keptFirst = first + keptTokens;
  const deferredRest = searched(tools.filter((t) => !kept.has(t.name)));
  const keptSecond = keptFirst + deferredRest.tokens + deferredRest.blocks;

  return [
    { id: 'all-loaded', loaded: { tools: tools.length, tokens: all }, firstTurn: turn(allLoaded, 1, allLoaded, a), laterTurns: turn(allLoaded, 1, allLoaded, a) },
    { id: 'all-deferred', loaded: { tools: 0, tokens: 0 }, firstTurn: turn(first, 2, first + second, a), laterTurns: turn(later, 1, later, a) },
    {
      id: 'kept-loaded',
      loaded: { tools: keptTools.length, tokens: keptTokens },
      firstTurn: turn(keptFirst, 2, keptFirst + keptSecond, a),
      firstTurnKeptAnswers: turn(keptFirst, 1, keptFirst, a),
      laterTurns: turn(keptSecond, 1, keptSecond, a),
    },
  ];
}
