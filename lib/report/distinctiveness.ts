import type { CatalogEntry } from '@/lib/catalog-input/types';
import { MAX_BM25_QUERY_LENGTH } from '@/lib/protocol/limits';
import { forEachWordSpan, termOf } from '@/lib/search/tokenize';
import type { ReportIndex } from './report-index';
import type { NearDuplicate, OwnSearch } from './types';

/**
 * Distinctiveness, measured without tasks: a tool's description, minus the words of its name, as
 * a BM25 query. Where the tool lands in that search says how well its description alone sets it
 * apart; the tools above it are what crowds it. It is labelled distinctiveness, not accuracy: no
 * user wrote these queries.
 */

/** How many crowding tools a tool lists. */
export const CROWDED_SHOWN = 5;
/**
 * Two descriptions are near-duplicates when each finds the other first among the rest, and the
 * other scores at least this share of the tool's own score: the search can barely tell them apart.
 */
export const NEAR_DUPLICATE_RATIO = 0.8;

/** The description's words, each term once, without the terms of the tool's name (server prefix included), cut to the API's 500 characters. */
export function ownQuery(entry: Pick<CatalogEntry, 'name' | 'definition'>): string {
  const description = entry.definition.description ?? '';
  const nameTerms = new Set<string>();
  forEachWordSpan(entry.name, (start, end) => nameTerms.add(termOf(entry.name.slice(start, end))));
  const kept = new Set<string>();
  const words: string[] = [];
  let length = 0;
  forEachWordSpan(description, (start, end) => {
    const word = description.slice(start, end);
    const term = termOf(word);
    if (nameTerms.has(term) || kept.has(term)) return;
    const added = (words.length > 0 ? 1 : 0) + [...word].length;
    if (length + added > MAX_BM25_QUERY_LENGTH) return;
    kept.add(term);
    words.push(word);
    length += added;
  });
  return words.join(' ');
}

export function ownSearch(index: ReportIndex, entry: CatalogEntry): OwnSearch {
  const query = ownQuery(entry);
  if (query === '') return { query, rank: null, crowdedBy: [], nearest: null };
  // Only tools near its own score matter: those above it, and a near-duplicate's at NEAR_DUPLICATE_RATIO or more.
  const found = index.competitors(query, entry.name, NEAR_DUPLICATE_RATIO);
  if (!found.ok || found.rank === null) return { query, rank: null, crowdedBy: [], nearest: null };
  const other = found.near.find((c) => c.name !== entry.name);
  return {
    query,
    rank: found.rank,
    crowdedBy: found.near.slice(0, Math.min(found.rank - 1, CROWDED_SHOWN)).map((c) => c.name),
    nearest: other ? { name: other.name, ratio: Math.round((other.score / found.score) * 1000) / 1000 } : null,
  };
}

/** Pairs whose descriptions each find the other first, both at NEAR_DUPLICATE_RATIO or more; each pair once, in catalog order. */
export function nearDuplicates(own: ReadonlyMap<string, OwnSearch>): NearDuplicate[] {
  const out: NearDuplicate[] = [];
  for (const [a, search] of own) {
    const b = search.nearest;
    if (!b || b.ratio < NEAR_DUPLICATE_RATIO) continue;
    const back = own.get(b.name)?.nearest;
    if (!back || back.name !== a || back.ratio < NEAR_DUPLICATE_RATIO) continue;
    if (out.some((d) => d.a === b.name && d.b === a)) continue;
    out.push({ a, b: b.name, ratio: Math.min(b.ratio, back.ratio) });
  }
  return out;
}
