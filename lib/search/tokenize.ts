/**
 * Word tokens for BM25: split on anything that is not a letter or digit (so snake_case,
 * kebab-case, dotted.paths and punctuation all break), then split camelCase / PascalCase
 * (`getWeather`, `HTTPServer` → http, server). Letters and digits stay together (`s3`, `oauth2`).
 * Terms are lower-cased and lightly singularised, so "requests" finds `list_pull_requests`
 * and "repositories" finds `repository`.
 */

export type TokenSink = (term: string, start: number, end: number) => void;
export type SpanSink = (start: number, end: number) => void;

const NON_ASCII_WORD = /[\p{L}\p{N}]/u;

// Character kinds (plain numbers: the hot loop runs over every character of 10,000 tools).
const OTHER = 0;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;

const ASCII_KIND = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  ASCII_KIND[c] = c >= 97 && c <= 122 ? LOWER : c >= 65 && c <= 90 ? UPPER : c >= 48 && c <= 57 ? DIGIT : OTHER;
}

function nonAsciiKind(ch: string): number {
  if (!NON_ASCII_WORD.test(ch)) return OTHER;
  if (ch !== ch.toLowerCase()) return UPPER;
  return ch !== ch.toUpperCase() ? LOWER : DIGIT; // caseless letters behave like digits: no split
}

/** Calls `sink` for every token of `text`, with its normalised term and [start, end) UTF-16 offsets. */
export function tokenize(text: string, sink: TokenSink): void {
  forEachWordSpan(text, (start, end) => sink(termOf(text.slice(start, end)), start, end));
}

/** The [start, end) offsets of each raw word, without allocating it (index builds intern spans). */
export function forEachWordSpan(text: string, sink: SpanSink): void {
  const n = text.length;
  let start = -1;
  let prev = OTHER;
  for (let i = 0; i <= n; i++) {
    let kind = OTHER;
    let width = 1;
    if (i < n) {
      const code = text.charCodeAt(i);
      if (code < 128) {
        kind = ASCII_KIND[code]!;
      } else {
        const ch = String.fromCodePoint(text.codePointAt(i)!);
        width = ch.length;
        kind = nonAsciiKind(ch);
      }
    }
    if (kind === OTHER) {
      if (start >= 0) sink(start, i);
      start = -1;
    } else if (start < 0) {
      start = i;
    } else if (kind === UPPER && prev === LOWER) {
      sink(start, i); // getWeather → get | Weather
      start = i;
    } else if (kind === LOWER && prev === UPPER && i - start > 1) {
      // HTTPServer → HTTP | Server: the last capital starts the next word.
      const split = text.charCodeAt(i - 1) >= 0xdc00 && text.charCodeAt(i - 1) <= 0xdfff ? i - 2 : i - 1;
      if (split > start) {
        sink(start, split);
        start = split;
      }
    }
    prev = kind;
    i += width - 1;
  }
}

// Catalog vocabularies are small (a few thousand words) while token counts reach millions at
// 10,000 tools: memoising the normalisation is what keeps index builds within budget.
const TERM_CACHE_LIMIT = 200_000;
const termCache = new Map<string, string>();

/** `normalizeTerm`, memoised. */
export function termOf(word: string): string {
  let term = termCache.get(word);
  if (term === undefined) {
    term = normalizeTerm(word);
    if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
    termCache.set(word, term);
  }
  return term;
}

/** Lower-cases and strips common English plural endings. */
export function normalizeTerm(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Distinct terms of a query, in order of first appearance. */
export function queryTerms(query: string): string[] {
  const seen = new Set<string>();
  tokenize(query, (term) => seen.add(term));
  return [...seen];
}
