import type { CatalogEntry } from '@/lib/catalog-input/types';
import { buildSearchIndex, type RankPosition, type SearchIndex, type SearchOutcome, type SearchableTool } from '@/lib/search';
import { buildBm25Index, type Competitors } from '@/lib/search/bm25';
import { mcpSearchable } from '@/lib/search/mcp-tools';
import { DEFAULT_MCP_SEARCH_NAME } from '@/lib/protocol/search-tools';

/**
 * The catalog indexed once for a whole report: every task and every tool's own search runs on the
 * same BM25 index (and one regex index, built when a regex query first needs it). The search sees
 * each tool as the emulator's does by default: an MCP tool by its own name, its description and
 * arguments, reported under the name a tool_reference carries (`{server}_{name}`).
 */
export interface ReportIndex {
  readonly entries: readonly CatalogEntry[];
  search(kind: 'bm25' | 'regex', query: string, options: { limit: number; positionsOf?: readonly string[] }): SearchOutcome;
  /** BM25's ranking of one tool for a query, with every tool scoring at least `share` of it. */
  competitors(query: string, name: string, share: number): Competitors;
}

export function searchableOf(entry: CatalogEntry): SearchableTool {
  const tool = { name: entry.bareName, description: entry.definition.description ?? null, input_schema: entry.definition.input_schema };
  return entry.server === null ? tool : mcpSearchable(tool, entry.server, DEFAULT_MCP_SEARCH_NAME);
}

/** Distinct regex patterns whose whole ranking is kept: the model writes the same pattern for many questions. */
const REGEX_RANKINGS_KEPT = 512;

interface Ranking {
  outcome: Extract<SearchOutcome, { ok: true }>;
  at: Map<string, number>;
}

// No deadline: a report on a busy machine must not turn a slow search into a miss.
const UNTIMED = { highlight: false, deadlineMs: Number.POSITIVE_INFINITY } as const;

export function buildReportIndex(entries: readonly CatalogEntry[]): ReportIndex {
  const searchable = entries.map(searchableOf);
  const bm25 = buildBm25Index(searchable);
  let regex: SearchIndex | undefined;
  // A regex search walks every tool whatever its limit, so its whole ranking is kept and reused:
  // each later task with the same pattern reads its loaded tools and positions from it.
  const rankings = new Map<string, Ranking | Extract<SearchOutcome, { ok: false }>>();

  const regexSearch = (query: string, limit: number, positionsOf: readonly string[] = []): SearchOutcome => {
    let ranking = rankings.get(query);
    if (!ranking) {
      regex ??= buildSearchIndex('regex', searchable);
      const outcome = regex.search(query, { ...UNTIMED, limit: searchable.length });
      ranking = outcome.ok ? { outcome, at: new Map(outcome.hits.map((h, i) => [h.name, i])) } : outcome;
      if (rankings.size >= REGEX_RANKINGS_KEPT) rankings.clear();
      rankings.set(query, ranking);
    }
    if (!('outcome' in ranking)) return ranking;
    const { outcome, at } = ranking;
    const positions: Record<string, RankPosition> = {};
    for (const name of positionsOf) {
      const i = at.get(name);
      positions[name] = i === undefined ? null : { rank: i + 1, score: outcome.hits[i]!.score };
    }
    return { ...outcome, hits: outcome.hits.slice(0, limit), positions };
  };

  return {
    entries,
    competitors: (query, name, share) => bm25.competitors(query, name, share),
    search(kind, query, { limit, positionsOf }) {
      if (kind === 'regex') return regexSearch(query, limit, positionsOf);
      return bm25.search(query, { ...UNTIMED, limit, ...(positionsOf ? { positionsOf } : {}) });
    },
  };
}
