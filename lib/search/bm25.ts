import { extractFields, type ToolField } from './fields';
import { competitorFinder, type CompetitorFinder } from './bm25-competitors';
import { BM25_K1, buildPostings } from './bm25-postings';
import { replaceDocument } from './bm25-replace';
import { charLength, failure, indexByName, resolveOptions, startSearch, success } from './outcome';
import { queryTerms, tokenize } from './tokenize';
import { MAX_BM25_QUERY_LENGTH } from '@/lib/protocol/limits';
import type { FieldMatch, RankPosition, SearchHit, SearchIndex, SearchableTool } from './types';

export { BM25_B, BM25_FIELD_WEIGHTS, BM25_K1 } from './bm25-postings';

/** A tool's close competitors for one query: see bm25-competitors.ts. Scores are rounded as hits' are. */
export type Competitors =
  | { ok: true; rank: number | null; score: number; near: Array<{ name: string; score: number }> }
  | { ok: false; error: string };

export interface Bm25Index extends SearchIndex {
  /**
   * The named tool's place in the whole ranking of `query`, and every tool scoring at least
   * `share` (0–1) of its score, best first: what search() would rank, without scoring every tool.
   */
  competitors(query: string, name: string, share: number): Competitors;
  /**
   * Puts `tool` in place of the tool at `at` (a new name, description or schema): every later
   * search and competitors() answer as an index built from scratch on the edited catalog would.
   */
  replace(at: number, tool: SearchableTool): void;
}

export function buildBm25Index(catalog: readonly SearchableTool[]): Bm25Index {
  // Our own copy: replace() edits it, never the caller's array.
  const tools = catalog.slice();
  const n = tools.length;
  const fieldsOf = tools.map(extractFields);
  const data = buildPostings(fieldsOf);
  const { postings, idf, norm } = data;
  let byName = indexByName(tools);
  let finder: CompetitorFinder | undefined;
  // One score buffer for the index's life, cleared after each search (only the entries it touched):
  // a search is synchronous, so no two share it, and a report's thousands of searches allocate nothing.
  const scores = new Float64Array(n);

  return {
    variant: 'bm25',
    size: n,
    search(query, options) {
      const start = startSearch(options);
      const resolved = resolveOptions(options, start);
      if (!resolved.ok) return resolved.outcome;
      if (query.trim().length === 0) return failure('invalid_tool_input', 'query must not be empty', start);
      const length = charLength(query);
      if (length > MAX_BM25_QUERY_LENGTH) {
        return failure('invalid_tool_input', `query is ${length} characters long; the maximum is ${MAX_BM25_QUERY_LENGTH}`, start);
      }

      const terms = queryTerms(query).filter((t) => postings.has(t));
      const touched: number[] = [];
      try {
        for (const term of terms) {
          const p = postings.get(term)!;
          const weight = idf.get(term)!;
          for (let i = 0; i < p.docs.length; i++) {
            const d = p.docs[i]!;
            const tf = p.tfs[i]!;
            if (scores[d] === 0) touched.push(d);
            scores[d] = scores[d]! + (weight * tf * (BM25_K1 + 1)) / (tf + norm[d]!);
          }
        }

        const top = topK(touched, scores, resolved.limit);
        const termSet = new Set(terms);
        const hits: SearchHit[] = top.map((d) => ({
          name: tools[d]!.reference ?? tools[d]!.name,
          score: roundScore(scores[d]!),
          matches: options?.highlight === false ? [] : highlight(fieldsOf[d]!, termSet),
        }));
        const positions = options?.positionsOf ? positionsIn(options.positionsOf, byName(), touched, scores) : undefined;
        return success(hits, touched.length, start, positions);
      } finally {
        for (const d of touched) scores[d] = 0;
      }
    },
    competitors(query, name, share) {
      if (query.trim().length === 0) return { ok: false, error: 'query must not be empty' };
      if (charLength(query) > MAX_BM25_QUERY_LENGTH) return { ok: false, error: `query is longer than ${MAX_BM25_QUERY_LENGTH} characters` };
      const target = byName().get(name);
      if (target === undefined) return { ok: false, error: `no tool named ${JSON.stringify(name)}` };
      finder ??= competitorFinder(data);
      const found = finder.find(queryTerms(query).filter((t) => postings.has(t)), target, Math.min(1, Math.max(0, share)));
      return {
        ok: true,
        rank: found.rank,
        score: roundScore(found.score),
        near: found.near.map((c) => ({ name: tools[c.index]!.reference ?? tools[c.index]!.name, score: roundScore(c.score) })),
      };
    },
    replace(at, tool) {
      if (!Number.isInteger(at) || at < 0 || at >= n) throw new RangeError(`no tool at ${at}`);
      const fields = extractFields(tool);
      replaceDocument(data, at, fieldsOf[at]!, fields);
      fieldsOf[at] = fields;
      tools[at] = tool;
      byName = indexByName(tools);
      // Every norm moved with avgdl, so the finder's precomputed gains are stale.
      finder = undefined;
    },
  };
}

const roundScore = (score: number) => Math.round(score * 10_000) / 10_000;

/** Each named tool's rank among the touched documents (score, then catalog order, as topK orders them), by counting. */
function positionsIn(names: readonly string[], byName: Map<string, number>, touched: readonly number[], scores: Float64Array): Record<string, RankPosition> {
  const out: Record<string, RankPosition> = {};
  for (const name of names) {
    const d = byName.get(name);
    const score = d === undefined ? 0 : scores[d]!;
    if (d === undefined || score === 0) {
      out[name] = null;
      continue;
    }
    let above = 0;
    for (const e of touched) {
      const s = scores[e]!;
      if (s > score || (s === score && e < d)) above++;
    }
    out[name] = { rank: above + 1, score: roundScore(score) };
  }
  return out;
}

/** Best `k` documents by score, ties broken by catalog order; O(n·k), k is small. */
function topK(docs: number[], scores: Float64Array, k: number): number[] {
  const best: number[] = [];
  const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  for (const d of docs) {
    if (best.length === k && !better(d, best[k - 1]!)) continue;
    let i = best.length === k ? k - 1 : best.length;
    while (i > 0 && better(d, best[i - 1]!)) {
      best[i] = best[i - 1]!;
      i--;
    }
    best[i] = d;
  }
  return best;
}

function highlight(fields: ToolField[], terms: Set<string>): FieldMatch[] {
  const out: FieldMatch[] = [];
  for (const field of fields) {
    const ranges: Array<[number, number]> = [];
    tokenize(field.text, (term, start, end) => {
      if (terms.has(term)) ranges.push([start, end]);
    });
    if (ranges.length === 0) continue;
    const match: FieldMatch = { field: field.field, text: field.text, ranges };
    if (field.argument !== undefined) match.argument = field.argument;
    out.push(match);
  }
  return out;
}
