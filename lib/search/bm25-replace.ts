import type { ToolField } from './fields';
import { BM25_FIELD_WEIGHTS, docPosition, fillNorms, idfOf, type Bm25Data, type Postings } from './bm25-postings';
import { forEachWordSpan, termOf } from './tokenize';

/**
 * One document of a built index replaced in place: its postings, the df and idf of every term it
 * held or now holds, its length and every document's length norm (avgdl moves) come out as
 * buildPostings would compute them for the edited catalog, bit for bit. A report's edit changes
 * one tool of 10,000; rebuilding the postings for it costs a hundred times this.
 */
export function replaceDocument(data: Bm25Data, d: number, before: readonly ToolField[], after: readonly ToolField[]): void {
  const { postings, idf, norm, docLength } = data;
  const n = norm.length;
  const old = termFrequencies(before);
  const now = termFrequencies(after);

  for (const term of old.tfs.keys()) {
    if (now.tfs.has(term)) continue;
    const p = postings.get(term)!;
    if (p.docs.length === 1) {
      postings.delete(term);
      idf.delete(term);
      continue;
    }
    postings.set(term, without(p, d));
    idf.set(term, idfOf(n, p.docs.length - 1));
  }
  for (const [term, tf] of now.tfs) {
    const p = postings.get(term);
    if (p && old.tfs.has(term)) {
      // Same df, same idf: only this document's tf. The arrays may be views of one shared buffer, so the slot is written, not the array replaced.
      p.tfs[docPosition(p.docs, d)] = tf;
      continue;
    }
    const next = p ? withDoc(p, d, tf) : { docs: Int32Array.of(d), tfs: Float32Array.of(tf) };
    postings.set(term, next);
    idf.set(term, idfOf(n, next.docs.length));
  }
  docLength[d] = now.length;
  fillNorms(docLength, norm);
}

/** Field-weighted term frequencies and length, summed in buildPostings' order (fields, then words). */
function termFrequencies(fields: readonly ToolField[]): { tfs: Map<string, number>; length: number } {
  const tfs = new Map<string, number>();
  let length = 0;
  for (const field of fields) {
    const w = BM25_FIELD_WEIGHTS[field.field];
    const text = field.text;
    forEachWordSpan(text, (start, end) => {
      const term = termOf(text.slice(start, end));
      tfs.set(term, (tfs.get(term) ?? 0) + w);
      length += w;
    });
  }
  return { tfs, length };
}

function without(p: Postings, d: number): Postings {
  const at = docPosition(p.docs, d);
  const docs = new Int32Array(p.docs.length - 1);
  const tfs = new Float32Array(p.docs.length - 1);
  docs.set(p.docs.subarray(0, at));
  docs.set(p.docs.subarray(at + 1), at);
  tfs.set(p.tfs.subarray(0, at));
  tfs.set(p.tfs.subarray(at + 1), at);
  return { docs, tfs };
}

function withDoc(p: Postings, d: number, tf: number): Postings {
  const at = ~docPosition(p.docs, d);
  const docs = new Int32Array(p.docs.length + 1);
  const tfs = new Float32Array(p.docs.length + 1);
  docs.set(p.docs.subarray(0, at));
  docs[at] = d;
  docs.set(p.docs.subarray(at), at + 1);
  tfs.set(p.tfs.subarray(0, at));
  tfs[at] = tf;
  tfs.set(p.tfs.subarray(at), at + 1);
  return { docs, tfs };
}
