import type { ToolDefinition } from '@/lib/scenario/types';
import { DEFAULT_SEARCH_LIMIT, MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { SEARCH_TOOLS } from '@/lib/protocol/search-tools';
import { SEARCH_TOOL_COST, toolDefinitionTokens, toolUsePromptTokens, turnTokens } from '@/lib/engine/context-model';

/** A catalog's definitions, counted one by one as the model would see each. */
export interface CatalogCount {
  tools: number;
  tokens: number;
}

export function countCatalog(tools: readonly ToolDefinition[]): CatalogCount {
  let tokens = 0;
  for (const tool of tools) tokens += toolDefinitionTokens(tool);
  return { tools: tools.length, tokens };
}

export function sumCounts(counts: readonly CatalogCount[]): CatalogCount {
  return counts.reduce((a, c) => ({ tools: a.tools + c.tools, tokens: a.tokens + c.tokens }), { tools: 0, tokens: 0 });
}

export const meanPerTool = (count: CatalogCount) => (count.tools > 0 ? count.tokens / count.tools : 0);

export interface BudgetAssumptions {
  /** System prompt and conversation, the same in both setups. */
  base: number;
  /** Definitions one search loads. */
  discovered: number;
  window: number;
  /** Input price, $ per million tokens. */
  inputPrice: number;
}

export interface SetupBudget {
  /** Tokens in the context when the model starts working. */
  context: number;
  /** Share of the window still free, 0–1 (negative: it does not fit). */
  free: number;
  fits: boolean;
  /**
   * Input billed for a request that finds and calls one tool. usage.input_tokens
   * adds up every sampling iteration, and a search costs one more iteration: the
   * second re-reads the first one's context plus what the search loaded.
   */
  billed: number;
  /** $ for 1,000 such requests at the input price (output and caching left out). */
  costPer1000: number;
}

export interface BudgetComparison {
  allLoaded: SetupBudget;
  toolSearch: SetupBudget & { discoveredTokens: number };
  /** 1 − toolSearch/allLoaded, on the context. */
  saving: number;
}

/**
 * A search call and its result in the turn: a server_tool_use with a short pattern
 * and one tool_reference per loaded tool, counted as the estimator counts blocks.
 */
export function searchTurnTokens(names: readonly string[]): number {
  return turnTokens([
    { type: 'server_tool_use', id: 'srvtoolu_012pYSZAhwNQzdNDvN7LCoKY', name: SEARCH_TOOLS.regex.name, input: { pattern: 'keyword', limit: DEFAULT_SEARCH_LIMIT } },
    {
      type: 'tool_search_tool_result',
      tool_use_id: 'srvtoolu_012pYSZAhwNQzdNDvN7LCoKY',
      content: { type: 'tool_search_tool_search_result', tool_references: names.map((tool_name) => ({ type: 'tool_reference', tool_name })) },
    },
  ]);
}

const cost = (tokens: number, price: number) => (tokens * price * 1000) / 1_000_000;

function setup(context: number, billed: number, a: BudgetAssumptions): SetupBudget {
  return { context, free: 1 - context / a.window, fits: context <= a.window, billed, costPer1000: cost(billed, a.inputPrice) };
}

/**
 * All definitions loaded vs. tool search over the same catalog. The discovered
 * definitions are taken at the catalog's mean size: which tools a search finds
 * depends on the question, not on the catalog.
 */
export function compareBudgets(catalog: CatalogCount, a: BudgetAssumptions, sampleNames: readonly string[] = []): BudgetComparison {
  const loaded = Math.min(a.discovered, catalog.tools);
  const fixed = toolUsePromptTokens(1) + a.base;
  const all = fixed + catalog.tokens;
  const discoveredTokens = Math.round(loaded * meanPerTool(catalog));
  const firstIteration = fixed + SEARCH_TOOL_COST;
  const names = sampleNames.length >= loaded ? sampleNames.slice(0, loaded) : Array.from({ length: loaded }, (_, i) => `tool_${i + 1}`);
  const secondIteration = firstIteration + discoveredTokens + searchTurnTokens(names);
  const search = firstIteration + discoveredTokens;
  return {
    allLoaded: setup(all, all, a),
    toolSearch: { ...setup(search, firstIteration + secondIteration, a), discoveredTokens },
    saving: all > 0 ? 1 - search / all : 0,
  };
}

/** Catalog sizes the growth curve is drawn at, up to the API's limit on deferred tools. */
export const GROWTH_POINTS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, MAX_DEFERRED_TOOLS] as const;

export interface GrowthPoint {
  tools: number;
  allLoaded: number;
  toolSearch: number;
}

/** Both contexts for a catalog of n tools of the given mean size. */
export function growthCurve(mean: number, a: Pick<BudgetAssumptions, 'base' | 'discovered'>, points: readonly number[] = GROWTH_POINTS): GrowthPoint[] {
  const fixed = toolUsePromptTokens(1) + a.base;
  return points.map((n) => ({
    tools: n,
    allLoaded: Math.round(fixed + n * mean),
    toolSearch: Math.round(fixed + SEARCH_TOOL_COST + Math.min(a.discovered, n) * mean),
  }));
}

/** The catalog size at which loading every definition fills the window. */
export function toolsThatFill(mean: number, a: Pick<BudgetAssumptions, 'base' | 'window'>): number {
  if (mean <= 0) return Infinity;
  return Math.floor((a.window - toolUsePromptTokens(1) - a.base) / mean);
}
