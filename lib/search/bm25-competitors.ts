import { BM25_K1, docPosition, type Bm25Data } from './bm25-postings';

/**
 * Which tools a BM25 query scores close to one given tool: its rank, and every tool scoring at
 * least `share` of its score. The scores `search()` computes (each term's gain is its expression;
 * only the order of the additions differs, the same for every document, so equal scores stay
 * equal and ties still go to catalog order), found without scoring every document: a report asks
 * this once per tool with the tool's whole description as the query, and a long query over
 * 10,000 tools reaches most of them through its common words.
 *
 * Pruning (MaxScore): a term can add at most idf × the largest tf factor in its postings. The
 * terms whose bounds sum below the threshold cannot lift a document over it on their own, so
 * only documents holding another term are candidates; each candidate then takes the low terms'
 * real contributions one by one, and drops out as soon as the rest could not lift it to the
 * threshold.
 */

export interface Competitor {
  index: number;
  /** As search() computes it (up to the last bit of rounding), before rounding to 4 decimals. */
  score: number;
}

export interface CompetitorSet {
  /** The tool's own place in the whole ranking (score, then catalog order); `null` when the query does not match it. */
  rank: number | null;
  score: number;
  /** Every tool at `share` × its score or more, best first, the tool itself included. */
  near: Competitor[];
}

export interface CompetitorFinder {
  find(terms: readonly string[], target: number, share: number): CompetitorSet;
}

// A module-level copy: inside the hot loops an imported binding can cost a property read each time.
const K1 = BM25_K1;

/** One term's postings with what pruning needs: contributions up front, a bound, and O(1) look-ups for common terms. */
interface TermData {
  docs: Int32Array;
  /** Each posting's contribution to a score, computed with search()'s own expression. */
  gain: Float64Array;
  bound: number;
  /** For terms in many documents: each document's gain, 0 when absent (a look-up instead of a binary search). */
  dense?: Float64Array;
}

/** A term in more than this share of documents gets a dense look-up table. */
const DENSE_SHARE = 1 / 32;

export function competitorFinder({ postings, idf, norm }: Bm25Data): CompetitorFinder {
  const n = norm.length;
  const cache = new Map<string, TermData>();
  const dataOf = (term: string): TermData => {
    let t = cache.get(term);
    if (t === undefined) {
      const p = postings.get(term)!;
      const weight = idf.get(term)!;
      const gain = new Float64Array(p.docs.length);
      let most = 0;
      for (let i = 0; i < p.docs.length; i++) {
        const tf = p.tfs[i]!;
        gain[i] = (weight * tf * (K1 + 1)) / (tf + norm[p.docs[i]!]!);
        if (gain[i]! > most) most = gain[i]!;
      }
      let dense: Float64Array | undefined;
      if (p.docs.length > n * DENSE_SHARE) {
        dense = new Float64Array(n);
        for (let i = 0; i < p.docs.length; i++) dense[p.docs[i]!] = gain[i]!;
      }
      // A hair above the largest gain, so rounding never lets a bound fall under a real contribution.
      t = { docs: p.docs, gain, bound: most * (1 + 1e-9) + 1e-12, ...(dense ? { dense } : {}) };
      cache.set(term, t);
    }
    return t;
  };
  const gainOf = (t: TermData, d: number): number => {
    if (t.dense) return t.dense[d]!;
    const at = docPosition(t.docs, d);
    return at < 0 ? 0 : t.gain[at]!;
  };
  const partial = new Float64Array(n);

  /** The document's score, its gains summed in query order. */
  const scoreOf = (terms: readonly TermData[], d: number): number => {
    let s = 0;
    for (const t of terms) s += gainOf(t, d);
    return s;
  };

  return {
    find(terms, target, share) {
      const inOrder = terms.map(dataOf);
      const own = scoreOf(inOrder, target);
      if (own === 0) return { rank: null, score: 0, near: [] };
      const threshold = own * share;
      // The low terms: as many postings as fit under the threshold, taken by postings per unit of bound
      // (a greedy knapsack: the common words first); the rest must be walked.
      const low: TermData[] = [];
      const high: TermData[] = [];
      let lowSum = 0;
      for (const t of [...inOrder].sort((a, b) => b.docs.length / b.bound - a.docs.length / a.bound)) {
        if (lowSum + t.bound < threshold) {
          low.push(t);
          lowSum += t.bound;
        } else high.push(t);
      }
      // Largest bound first: a candidate that cannot make it shows so after the fewest look-ups.
      low.sort((a, b) => b.bound - a.bound);

      const touched: number[] = [];
      const near: Competitor[] = [];
      try {
        for (const { docs, gain } of high) {
          for (let i = 0; i < docs.length; i++) {
            const d = docs[i]!;
            if (partial[d] === 0) touched.push(d);
            partial[d] = partial[d]! + gain[i]!;
          }
        }
        for (const d of touched) {
          // The low terms' real gains, largest bound first, until the rest could not lift it to the threshold.
          let sum = partial[d]!;
          let remaining = lowSum;
          let k = 0;
          for (; k < low.length && (d === target || sum + remaining >= threshold); k++) {
            const t = low[k]!;
            remaining -= t.bound;
            sum += gainOf(t, d);
          }
          if (d === target || (k === low.length && sum >= threshold)) near.push({ index: d, score: sum });
        }
      } finally {
        for (const d of touched) partial[d] = 0;
      }
      near.sort((a, b) => b.score - a.score || a.index - b.index);
      const rank = near.findIndex((c) => c.index === target) + 1;
      return { rank, score: near[rank - 1]!.score, near };
    },
  };
}
