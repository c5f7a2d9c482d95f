/**
 * What the scripted model reads out of a question: plain pattern matching, so
 * the same words always give the same reading. It understands the library's
 * questions and degrades to keywords for anything else.
 */

// Well-known places get the "City, ST" form a real model tends to pass to weather tools.
const PLACES: Record<string, string> = {
  'san francisco': 'San Francisco, CA',
  'new york': 'New York, NY',
  'los angeles': 'Los Angeles, CA',
  seattle: 'Seattle, WA',
  chicago: 'Chicago, IL',
  boston: 'Boston, MA',
  austin: 'Austin, TX',
  london: 'London, UK',
  paris: 'Paris, France',
  tokyo: 'Tokyo, Japan',
  berlin: 'Berlin, Germany',
  sydney: 'Sydney, Australia',
};

const STOPWORDS = new Set(
  'a an and are at be but by can could do does for from get give how i in into is it its me my of on or our please show tell that the their them then there this to up us was we what when where which who will with would you your about all any'.split(
    ' ',
  ),
);

/** "…weather in San Francisco?" → "San Francisco, CA". Capitalised words after in/for/at/about. */
export function extractLocation(text: string): string | undefined {
  const match = /\b(?:in|for|at|about)\s+((?:[A-Z][\w.'-]*)(?:(?:\s+|,\s*)[A-Z][\w.'-]*)*)/.exec(text);
  const raw = match?.[1]?.replace(/[.,]+$/, '');
  if (!raw) return undefined;
  return PLACES[raw.toLowerCase()] ?? raw;
}

/** A US "City, ST" location reads in Fahrenheit; everything else in Celsius. */
export function isUsLocation(location: string): boolean {
  return /,\s*[A-Z]{2}$/.test(location) && !/,\s*UK$/.test(location);
}

/** "project WEB" or "WEB project" → "WEB". */
export function extractProjectKey(text: string): string | undefined {
  return /\bproject\s+([A-Z][A-Z0-9]{1,9})\b/.exec(text)?.[1] ?? /\b([A-Z][A-Z0-9]{1,9})\s+project\b/.exec(text)?.[1];
}

/** "#eng-alerts" → "#eng-alerts". */
export function extractChannel(text: string): string | undefined {
  return /(#[a-z0-9][\w-]*)/i.exec(text)?.[1];
}

/** Content words, in order of appearance, without repeats. */
export function keywords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z0-9_-]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !STOPWORDS.has(w)))];
}
