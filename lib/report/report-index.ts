import type { CatalogEntry } from '@/lib/catalog-input/types';
import { CatalogTooLargeError, type SearchOutcome, type SearchableTool } from '@/lib/search';
import { buildBm25Index, type Competitors } from '@/lib/search/bm25';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { regexRankings, UNTIMED } from './regex-rankings';
import { mcpSearchable } from '@/lib/search/mcp-tools';
import { DEFAULT_MCP_SEARCH_NAME } from '@/lib/protocol/search-tools';

/**
 * The catalog indexed once for a whole report: every task and every tool's own search runs on the
 * same BM25 index (and one regex index, built when a regex query first needs it, its rankings
 * kept per pattern: regex-rankings.ts). The search sees
 * each tool as the emulator's does by default: an MCP tool by its own name, its description and
 * arguments, reported under the name a tool_reference carries (`{server}_{name}`). A session keeps
 * it between edits: replace() swaps one tool in both indexes instead of building them again.
 */
export interface ReportIndex {
  readonly entries: readonly CatalogEntry[];
  /** The tool at `at` becomes `entry` (its name, description or schema edited); every later answer is a fresh index's on the edited catalog. */
  replace(at: number, entry: CatalogEntry): void;
  search(kind: 'bm25' | 'regex', query: string, options: { limit: number; positionsOf?: readonly string[] }): SearchOutcome;
  /** BM25's ranking of one tool for a query, with every tool scoring at least `share` of it. */
  competitors(query: string, name: string, share: number): Competitors;
}

export function searchableOf(entry: CatalogEntry): SearchableTool {
  const tool = { name: entry.bareName, description: entry.definition.description ?? null, input_schema: entry.definition.input_schema };
  return entry.server === null ? tool : mcpSearchable(tool, entry.server, DEFAULT_MCP_SEARCH_NAME);
}

export function buildReportIndex(catalog: readonly CatalogEntry[]): ReportIndex {
  if (catalog.length > MAX_DEFERRED_TOOLS) throw new CatalogTooLargeError(catalog.length);
  // Our own copy: replace() edits it, never the caller's array.
  const entries = catalog.slice();
  const searchable = entries.map(searchableOf);
  const bm25 = buildBm25Index(searchable);
  const regex = regexRankings(searchable);

  return {
    entries,
    replace(at, entry) {
      if (!Number.isInteger(at) || at < 0 || at >= entries.length) throw new RangeError(`no tool at ${at}`);
      const tool = searchableOf(entry);
      entries[at] = entry;
      bm25.replace(at, tool);
      regex.replace(at, tool);
    },
    competitors: (query, name, share) => bm25.competitors(query, name, share),
    search(kind, query, { limit, positionsOf }) {
      if (kind === 'regex') return regex.search(query, limit, positionsOf);
      return bm25.search(query, { ...UNTIMED, limit, ...(positionsOf ? { positionsOf } : {}) });
    },
  };
}
