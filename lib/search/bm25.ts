import { extractFields, type ToolField } from './fields';
import { charLength, failure, now, resolveOptions, success } from './outcome';
import { forEachWordSpan, queryTerms, termOf, tokenize } from './tokenize';
import { WordTable } from './word-table';
import { MAX_BM25_QUERY_LENGTH, type FieldMatch, type SearchField, type SearchHit, type SearchIndex, type SearchableTool } from './types';

/**
 * BM25 over name, description, argument names and argument descriptions, in its BM25F form:
 * each field's term counts and length are scaled by a field weight before the usual saturation.
 * Names weigh most because a tool's name is the densest statement of what it does; argument
 * descriptions least, because they are long and mostly about formats. The weights are ours —
 * the API does not publish its BM25 parameters.
 */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
export const BM25_FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  name: 3,
  description: 1,
  argument_name: 1.5,
  argument_description: 0.5,
};

interface Postings {
  docs: Int32Array;
  tfs: Float32Array;
}

export function buildBm25Index(tools: readonly SearchableTool[]): SearchIndex {
  const n = tools.length;
  const fieldsOf: ToolField[][] = new Array(n);
  const docLength = new Float64Array(n);
  // Words are interned in place and mapped to term ids, so the per-token work is a hash over
  // its characters plus a few array updates; per-document term lists go into flat typed arrays
  // and become postings in one pass at the end.
  const words = new WordTable();
  const wordTerm: number[] = [];
  const termIds = new Map<string, number>();
  let tf = new Float64Array(1024);
  const docTerms: number[] = [];
  let flatTerms = new Int32Array(1 << 16);
  let flatTfs = new Float32Array(1 << 16);
  let flatLength = 0;
  const docStart = new Int32Array(n + 1);
  let totalLength = 0;

  const termIdOfWord = (text: string, start: number, end: number): number => {
    const wordId = words.intern(text, start, end);
    let id = wordTerm[wordId];
    if (id === undefined) {
      const term = termOf(words.word(wordId));
      id = termIds.get(term);
      if (id === undefined) {
        id = termIds.size;
        termIds.set(term, id);
        if (id >= tf.length) tf = grow(tf, tf.length * 2);
      }
      wordTerm[wordId] = id;
    }
    return id;
  };

  for (let d = 0; d < n; d++) {
    const fields = extractFields(tools[d]!);
    fieldsOf[d] = fields;
    let length = 0;
    for (const field of fields) {
      const w = BM25_FIELD_WEIGHTS[field.field];
      const text = field.text;
      forEachWordSpan(text, (start, end) => {
        const id = termIdOfWord(text, start, end);
        if (tf[id] === 0) docTerms.push(id);
        tf[id] = tf[id]! + w;
        length += w;
      });
    }
    docLength[d] = length;
    totalLength += length;
    if (flatLength + docTerms.length > flatTerms.length) {
      const size = Math.max(flatTerms.length * 2, flatLength + docTerms.length);
      flatTerms = grow(flatTerms, size);
      flatTfs = grow(flatTfs, size);
    }
    docStart[d] = flatLength;
    for (const id of docTerms) {
      flatTerms[flatLength] = id;
      flatTfs[flatLength++] = tf[id]!;
      tf[id] = 0;
    }
    docTerms.length = 0;
  }
  docStart[n] = flatLength;

  // Document-major lists → term-major postings (counting sort on term id; docs stay ascending).
  const df = new Int32Array(termIds.size + 1);
  for (let i = 0; i < flatLength; i++) df[flatTerms[i]! + 1]!++;
  for (let t = 0; t < termIds.size; t++) df[t + 1]! += df[t]!;
  const postingDocs = new Int32Array(flatLength);
  const postingTfs = new Float32Array(flatLength);
  const fill = df.slice(0, termIds.size);
  for (let d = 0; d < n; d++) {
    for (let i = docStart[d]!; i < docStart[d + 1]!; i++) {
      const at = fill[flatTerms[i]!]!++;
      postingDocs[at] = d;
      postingTfs[at] = flatTfs[i]!;
    }
  }

  const postings = new Map<string, Postings>();
  const idf = new Map<string, number>();
  for (const [term, id] of termIds) {
    const from = df[id]!;
    const to = df[id + 1]!;
    postings.set(term, { docs: postingDocs.subarray(from, to), tfs: postingTfs.subarray(from, to) });
    idf.set(term, Math.log(1 + (n - (to - from) + 0.5) / (to - from + 0.5)));
  }
  const avgLength = n > 0 ? totalLength / n : 0;
  // Per-document BM25 length normaliser, computed once instead of on every query.
  const norm = new Float64Array(n);
  for (let d = 0; d < n; d++) norm[d] = BM25_K1 * (1 - BM25_B + (BM25_B * docLength[d]!) / (avgLength || 1));

  return {
    variant: 'bm25',
    size: n,
    search(query, options) {
      const startedAt = now();
      const resolved = resolveOptions(options, startedAt);
      if (!resolved.ok) return resolved.outcome;
      if (query.trim().length === 0) return failure('invalid_tool_input', 'query must not be empty', startedAt);
      const length = charLength(query);
      if (length > MAX_BM25_QUERY_LENGTH) {
        return failure('invalid_tool_input', `query is ${length} characters long; the maximum is ${MAX_BM25_QUERY_LENGTH}`, startedAt);
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
        name: tools[d]!.name,
        score: Math.round(scores[d]! * 10_000) / 10_000,
        matches: highlight(fieldsOf[d]!, termSet),
      }));
      return success(hits, touched.length, startedAt);
    },
  };
}

function grow<T extends Float64Array | Float32Array | Int32Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
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
