import type { CatalogEntry } from '@/lib/catalog-input/types';
import { buildSearchIndex, type SearchIndex, type SearchOutcome, type SearchableTool } from '@/lib/search';
import { buildBm25Index, type Competitors } from '@/lib/search/bm25';

/**
 * The catalog indexed once for a whole report: every task and every tool's own search runs on the
 * same BM25 index (and one regex index, built when a regex query first needs it). The search sees
 * each tool under the name a tool_reference carries (`{server}_{name}` for MCP tools), as the
 * emulator's does.
 */
export interface ReportIndex {
  readonly entries: readonly CatalogEntry[];
  search(kind: 'bm25' | 'regex', query: string, options: { limit: number; positionsOf?: readonly string[] }): SearchOutcome;
  /** BM25's ranking of one tool for a query, with every tool scoring at least `share` of it. */
  competitors(query: string, name: string, share: number): Competitors;
}

export function searchableOf(entry: CatalogEntry): SearchableTool {
  return { name: entry.name, description: entry.definition.description ?? null, input_schema: entry.definition.input_schema };
}

export function buildReportIndex(entries: readonly CatalogEntry[]): ReportIndex {
  const searchable = entries.map(searchableOf);
  const bm25 = buildBm25Index(searchable);
  const indexes: Partial<Record<'bm25' | 'regex', SearchIndex>> = { bm25 };
  return {
    entries,
    competitors: (query, name, share) => bm25.competitors(query, name, share),
    search(kind, query, { limit, positionsOf }) {
      const index = (indexes[kind] ??= buildSearchIndex(kind, searchable));
      // No deadline: a report on a busy machine must not turn a slow search into a miss.
      return index.search(query, { limit, highlight: false, deadlineMs: Number.POSITIVE_INFINITY, ...(positionsOf ? { positionsOf } : {}) });
    },
  };
}
