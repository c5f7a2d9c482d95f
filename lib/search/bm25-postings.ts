import type { ToolField } from './fields';
import { forEachWordSpan, termOf } from './tokenize';
import type { SearchField } from './types';
import { WordTable } from './word-table';

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

export interface Postings {
  docs: Int32Array;
  tfs: Float32Array;
}

export interface Bm25Data {
  postings: Map<string, Postings>;
  idf: Map<string, number>;
  /** Per-document length normaliser k1·(1 − b + b·dl/avgdl), computed once instead of per query. */
  norm: Float64Array;
  /** Each document's field-weighted length: what replaceDocument (bm25-replace.ts) needs to move avgdl. */
  docLength: Float64Array;
}

/** Postings, idf and length norms for documents given as their fields, in catalog order. */
export function buildPostings(fieldsOf: readonly ToolField[][]): Bm25Data {
  const n = fieldsOf.length;
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
    let length = 0;
    for (const field of fieldsOf[d]!) {
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
    idf.set(term, idfOf(n, to - from));
  }
  const norm = new Float64Array(n);
  fillNorms(docLength, norm);

  return { postings, idf, norm, docLength };
}

/** A term's idf among `n` documents, `df` of which hold it. */
export function idfOf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** Every document's length normaliser, from their lengths summed in catalog order (so a replaced document gives the bits a rebuild gives). */
export function fillNorms(docLength: Float64Array, norm: Float64Array): void {
  const n = docLength.length;
  let totalLength = 0;
  for (let d = 0; d < n; d++) totalLength += docLength[d]!;
  const avgLength = n > 0 ? totalLength / n : 0;
  for (let d = 0; d < n; d++) norm[d] = BM25_K1 * (1 - BM25_B + (BM25_B * docLength[d]!) / (avgLength || 1));
}

/** Where `d` sits in ascending `docs`, or where it would go (as the bitwise complement). */
export function docPosition(docs: Int32Array, d: number): number {
  let lo = 0;
  let hi = docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = docs[mid]!;
    if (v === d) return mid;
    if (v < d) lo = mid + 1;
    else hi = mid - 1;
  }
  return ~lo;
}

function grow<T extends Float64Array | Float32Array | Int32Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}

