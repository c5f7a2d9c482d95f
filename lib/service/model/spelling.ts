import { isEnglishWord, otherSpelling } from './english';
import { QUOTED_VALUE } from './entities';
import { STOPWORDS } from './lexicon';
import type { RequestWords } from './request-words';
import { isGeneralWord, root } from './words';

/**
 * A question read against the request's own vocabulary: a word no tool of
 * the request says, within one edit (two from nine letters; a swap of two
 * letters is one) of a word tool names say, is read as that word ("sentry
 * dashbords" → dashboards). Only the request's words are candidates, never a
 * dictionary, so a word the request does not know stays as written; names
 * (capitalised inside a sentence) and the general word list's words are left
 * alone. Deterministic: the nearest word, then the one
 * more tools say, then the first alphabetically (request-words.ts).
 */
export interface Spelling {
  question: string;
  /** What was read as what, in the order written. */
  corrections: Array<{ written: string; read: string }>;
}

export function readSpelling(question: string, words: RequestWords): Spelling {
  if (words.size === 0) return { question, corrections: [] };
  // A quoted title or value is the user's own text, copied as written: 'Call the tiler back about grout colour'
  // names a tiler and grout even when the request's tools say "timer" and "group". It is set aside while the rest is read.
  const kept: string[] = [];
  const masked = question.replace(QUOTED_VALUE, (whole) => `\uE006${kept.push(whole) - 1}\uE006`);
  const read = readUnquoted(masked, words);
  return { question: read.question.replace(/\uE006(\d+)\uE006/g, (_, i: string) => kept[Number(i)]!), corrections: read.corrections };
}

function readUnquoted(question: string, words: RequestWords): Spelling {
  const corrections: Spelling['corrections'] = [];
  // Chat shorthand of general English is read as the words it stands for, whatever the request's tools say.
  // Reddit's own notation, read the same on any request: r/homelab is the homelab subreddit.
  const noted = question.replace(/(^|[^A-Za-z0-9_/])r\/([A-Za-z0-9_]{2,21})\b/g, (whole, before: string, name: string) => {
    const read = `the ${name} subreddit`;
    corrections.push({ written: `r/${name}`, read });
    return `${before}${read}`;
  });
  const plain = noted.replace(/(^|[^A-Za-z0-9_@#/.'-])([A-Za-z][a-z0-9]{1,6})(?=$|[^A-Za-z0-9_@/.'-])/g, (whole, before: string, word: string) => {
    const read = SHORTHAND[word.toLowerCase()];
    if (!read) return whole;
    corrections.push({ written: word, read });
    return `${before}${read}`;
  });
  // "to-do", "e-mail": a hyphened word that the request's tools name as one word (uncomplete_todo) is that word.
  const joinedHyphen = plain.replace(/(^|[^A-Za-z0-9_@#/.'-])([A-Za-z]{1,8})-([A-Za-z]{2,8})(?=$|[^A-Za-z0-9_/.'-])/g, (whole, before: string, a: string, b: string) => {
    const read = `${a}${b}`.toLowerCase();
    if (read.length < 4 || words.counts(root(read)).names === 0) return whole;
    corrections.push({ written: `${a}-${b}`, read });
    return `${before}${read}`;
  });
  // "colour" where the tools say "color" (or the reverse): the same word, spelt as the other side of the Atlantic spells it.
  const spelt = joinedHyphen.replace(/(^|[^A-Za-z0-9_@#/.'-])([A-Za-z][a-z]{3,})(?=$|[^A-Za-z0-9_/.'-])/g, (whole, before: string, word: string) => {
    const lower = word.toLowerCase();
    const other = otherSpelling(lower);
    // Read as the other spelling when the request's tools say it more often: a catalog may mix the two.
    if (!other || words.counts(root(other)).texts <= words.counts(root(lower)).texts) return whole;
    const read = word[0] === word[0]!.toUpperCase() ? `${other[0]!.toUpperCase()}${other.slice(1)}` : other;
    corrections.push({ written: word, read });
    return `${before}${read}`;
  });
  const fixed = spelt.replace(/(^|[^A-Za-z0-9_@#/.-])([A-Za-z][a-z]{4,})(?=$|[^A-Za-z0-9_/.-])/g, (whole, before: string, word: string, at: number) => {
    const first = at === 0 || /[.?!]\s*$/.test(question.slice(0, at + before.length));
    if (/^[A-Z]/.test(word) && !first) return whole;
    const lower = word.toLowerCase();
    // A word of the general word list or of common English is no misspelling ("replicas" is not "replaces"), only one the request does not know.
    if (STOPWORDS.has(lower) || isGeneralWord(lower) || isEnglishWord(lower) || words.counts(root(lower)).texts > 0) return whole;
    const read = words.spelledLike(lower);
    if (!read) return whole;
    corrections.push({ written: word, read });
    return `${before}${read}`;
  });
  // A short word with at most one vowel that no tool says ("imgs", "grp", "msgs") may be a tool word with letters left out.
  const expanded = fixed.replace(/(^|[^A-Za-z0-9_@#/.'-])([a-z]{3,5})(?=$|[^A-Za-z0-9_/.'-])/g, (whole, before: string, word: string) => {
    if ((word.match(/[aeiouy]/g) ?? []).length > 1 || STOPWORDS.has(word) || isGeneralWord(word) || isEnglishWord(word) || words.counts(root(word)).texts > 0) return whole;
    const read = words.abbreviates(word);
    if (!read) return whole;
    corrections.push({ written: word, read });
    return `${before}${read}`;
  });
  // Initials no tool says ("hn top stories") are a name the descriptions write in capitalised words ("Hacker News").
  const initialed = expanded.replace(/(^|[^A-Za-z0-9_@#/.'-])([A-Za-z]{2,3})(?=$|[^A-Za-z0-9_/.'-])/g, (whole, before: string, word: string) => {
    const lower = word.toLowerCase();
    if (STOPWORDS.has(lower) || isGeneralWord(lower) || isEnglishWord(lower)) return whole;
    const read = words.initials(lower);
    // Said by fewer tools ("hn" of an argument) than say the name in full, it is that name; named by one (workflow_dlq_manage), it is itself.
    const said = words.counts(root(lower));
    if (!read || said.names > 0 || said.texts >= words.counts(root(read.split(' ')[0]!)).texts) return whole;
    corrections.push({ written: word, read });
    return `${before}${read}`;
  });
  // A numeronym ("k8s", "i18n", "a11y") counts the letters between its first and last: a tool word of that length may be it.
  const counted = initialed.replace(/(^|[^A-Za-z0-9_@#/.'-])([A-Za-z]\d{1,2}[A-Za-z])(?=$|[^A-Za-z0-9_/.'-])/g, (whole, before: string, word: string) => {
    const read = words.abbreviates(word.toLowerCase());
    if (!read) return whole;
    corrections.push({ written: word, read });
    return `${before}${read}`;
  });
  // A name in two capitalised words that the request's tools write as one ("Google Drive" → gdrive, "You Tube" → youtube).
  const joined = counted.replace(/(^|[^A-Za-z0-9_@#/.'-])([A-Z][a-z]+) ([A-Z][a-z]{2,})(?=$|[^A-Za-z0-9_/.'-])/g, (whole, before: string, a: string, b: string) => {
    const [first, second] = [a.toLowerCase(), b.toLowerCase()];
    if (STOPWORDS.has(first) || STOPWORDS.has(second)) return whole;
    const name = [`${first}${second}`, `${first[0]}${second}`].find((w) => w.length >= JOINED && words.named(w));
    if (!name) return whole;
    corrections.push({ written: `${a} ${b}`, read: name });
    return `${before}${name}`;
  });
  return { question: joined, corrections };
}

/** Shorthand of chat English, not of any catalog: what a user types for a word any assistant reads at once. */
const SHORTHAND: Record<string, string> = {
  ack: 'acknowledge',
  unack: 'unacknowledge',
  txt: 'text',
  transl8: 'translate',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  yday: 'yesterday',
  wk: 'week',
  wks: 'weeks',
  msg: 'message',
  msgs: 'messages',
  pic: 'picture',
  pics: 'pictures',
  vid: 'video',
  vids: 'videos',
  appt: 'appointment',
  mtg: 'meeting',
  mtgs: 'meetings',
  ppl: 'people',
  ppr: 'paper',
  pprs: 'papers',
  acct: 'account',
  accts: 'accounts',
  abt: 'about',
  b4: 'before',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  tix: 'tickets',
};

// A name this long or longer, so two short words do not make one by chance.
const JOINED = 5;
