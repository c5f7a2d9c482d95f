import { extractFields, type ToolField } from './fields';
import { BM25_K1, buildPostings } from './bm25-postings';
import { charLength, failure, resolveOptions, startSearch, success } from './outcome';
import { queryTerms, tokenize } from './tokenize';
import { MAX_BM25_QUERY_LENGTH } from '@/lib/protocol/limits';
import type { FieldMatch, SearchHit, SearchIndex, SearchableTool } from './types';

export { BM25_B, BM25_FIELD_WEIGHTS, BM25_K1 } from './bm25-postings';

export function buildBm25Index(tools: readonly SearchableTool[]): SearchIndex {
  const n = tools.length;
  const fieldsOf = tools.map(extractFields);
  const { postings, idf, norm } = buildPostings(fieldsOf);

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
      const scores = new Float64Array(n);
      const touched: number[] = [];
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
        score: Math.round(scores[d]! * 10_000) / 10_000,
        matches: highlight(fieldsOf[d]!, termSet),
      }));
      return success(hits, touched.length, start);
    },
  };
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
