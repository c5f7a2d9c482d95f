import type { CatalogEntry } from '@/lib/catalog-input/types';
import { SEARCH_TOOL_COST, toolDefinitionTokens, toolUsePromptTokens } from '@/lib/engine/context-model';
import type { CostReport, ServerCost, TaskResult } from './types';

/**
 * What the catalog costs in the model's context, estimated by the engine's context model (about
 * four characters a token over the JSON the model sees): every tool loaded, every tool deferred
 * behind the search tool, and a few kept loaded. Exact figures need the API's count_tokens.
 */

/** The API's advice is to keep the 3–5 most used tools loaded. */
export const KEEP_LOADED_MIN = 3;
export const KEEP_LOADED_MAX = 5;

/** A tool's definition as the model sees it, under the name a tool_reference carries. */
export const definitionTokens = (entry: CatalogEntry) => toolDefinitionTokens({ ...entry.definition, name: entry.name });

/**
 * The tools the tasks name most: the first KEEP_LOADED_MIN, then up to KEEP_LOADED_MAX of those
 * named by more than one task. Among tools named as often, the one whose tasks a search serves
 * worst comes first (the best rank, with the question as the BM25 query, of a task naming it;
 * never found is worst): keeping it loaded saves the most. Then catalog order.
 */
export function suggestKeepLoaded(entries: readonly CatalogEntry[], results: readonly TaskResult[]): string[] {
  const counts = new Map<string, number>();
  const bestRank = new Map<string, number>();
  for (const task of results) {
    // A task served by any of its right tools serves them all: its rank is theirs.
    const r = task.variants.bm25_question.rank ?? Number.POSITIVE_INFINITY;
    for (const name of new Set(task.right)) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      bestRank.set(name, Math.min(bestRank.get(name) ?? Number.POSITIVE_INFINITY, r));
    }
  }
  const order = new Map(entries.map((e, i) => [e.name, i]));
  const worse = (a: string, b: string) => {
    const [ra, rb] = [bestRank.get(a)!, bestRank.get(b)!];
    return ra === rb ? 0 : rb > ra ? 1 : -1;
  };
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || worse(a[0], b[0]) || (order.get(a[0]) ?? 0) - (order.get(b[0]) ?? 0));
  return ranked.filter(([, n], i) => i < KEEP_LOADED_MIN || (i < KEEP_LOADED_MAX && n > 1)).map(([name]) => name);
}

export function costOf(entries: readonly CatalogEntry[], tokens: ReadonlyMap<string, number>, limit: number, keep: { tools: string[]; from: CostReport['keepLoaded']['from'] }): CostReport {
  const servers = new Map<string | null, ServerCost>();
  let total = 0;
  for (const entry of entries) {
    const t = tokens.get(entry.name) ?? 0;
    total += t;
    const s = servers.get(entry.server) ?? { server: entry.server, tools: 0, tokens: 0 };
    s.tools += 1;
    s.tokens += t;
    servers.set(entry.server, s);
  }
  const prompt = toolUsePromptTokens(1);
  const kept = keep.tools.reduce((n, name) => n + (tokens.get(name) ?? 0), 0);
  return {
    perServer: [...servers.values()],
    allLoaded: prompt + total,
    allDeferred: prompt + SEARCH_TOOL_COST,
    perSearch: entries.length > 0 ? Math.round((Math.min(limit, entries.length) * total) / entries.length) : 0,
    keepLoaded: { tools: keep.tools, tokens: prompt + SEARCH_TOOL_COST + kept, from: keep.from },
  };
}
