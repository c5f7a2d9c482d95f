import { STOPWORDS } from './lexicon';
import type { RequestWords } from './request-words';
import { root } from './words';

/**
 * A question read against the request's own vocabulary: a word no tool of
 * the request says, within one edit (two from eight letters) of one that
 * tools do say, is read as that word ("sentry dashbords" → dashboards). Only
 * the request's words are candidates, never a dictionary, so a word the
 * request does not know stays as written; names (capitalised inside a
 * sentence) are left alone. Deterministic: the nearest word, then the one
 * more tools say, then the first alphabetically (request-words.ts).
 */
export interface Spelling {
  question: string;
  /** What was read as what, in the order written. */
  corrections: Array<{ written: string; read: string }>;
}

export function readSpelling(question: string, words: RequestWords): Spelling {
  if (words.size === 0) return { question, corrections: [] };
  const corrections: Spelling['corrections'] = [];
  const fixed = question.replace(/(^|[^A-Za-z0-9_@#/.-])([A-Za-z][a-z]{4,})(?=$|[^A-Za-z0-9_/.-])/g, (whole, before: string, word: string, at: number) => {
    const first = at === 0 || /[.?!]\s*$/.test(question.slice(0, at + before.length));
    if (/^[A-Z]/.test(word) && !first) return whole;
    const lower = word.toLowerCase();
    if (STOPWORDS.has(lower) || words.counts(root(lower)).texts > 0) return whole;
    const read = words.spelledLike(lower);
    if (!read) return whole;
    corrections.push({ written: word, read });
    return `${before}${read}`;
  });
  return { question: fixed, corrections };
}
