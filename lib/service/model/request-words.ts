import type { NamedTool } from './products';
import { VERBS } from './lexicon';
import { isWriteVerb } from './tool-verbs';
import { editDistance, splitName } from './words';

/**
 * How often a word occurs across a request's own tools: in how many tool
 * names, and in how many names, descriptions or argument names. A word few
 * tools say is a distinctive one (BM25's inverse document frequency); a word
 * no tool says is one no search can find. Asked word by word and remembered,
 * so a 10,000-tool request is read once per word the questions use, not
 * whole for every question.
 */
export interface WordCounts {
  /** Tools whose name has a word starting with the root (`job` → list_jobs). */
  names: number;
  /** Tools whose name, description or argument names say it. */
  texts: number;
}

export interface RequestWords {
  /** How many tools the request defines. */
  size: number;
  counts(root: string): WordCounts;
  /** How many tool names have a word starting with each of these roots (`remov` and `user`: remove_user_from_group). */
  namesWithAll(roots: readonly string[]): number;
  /** How many tool names end with a word starting with the root: tools named for it as their object (list_messages for "message"). */
  heads(root: string): number;
  /** The request's own word a misspelt one is closest to ("dashbords" → dashboards), if one is near enough (spelling.ts). */
  spelledLike(word: string): string | undefined;
  /** The request's own word a short one abbreviates by dropping letters ("imgs" → images, "grp" → group) or counting them ("k8s" → kubernetes), if one does (spelling.ts). */
  abbreviates(word: string): string | undefined;
  /** The name in two or three capitalised words a description writes whose initials this word is ("hn" → "hacker news"), if one is. */
  initials(word: string): string | undefined;
  /** Some tool name starts with this, then a separator ("google-tasks" of google-tasks_list). */
  startsName(prefix: string): boolean;
  /** Some tool name has this whole word, of five letters or more ("gdrive" of gdrive_search). */
  named(word: string): boolean;
  /**
   * The server prefix a client composed into this name, if it did: `contentstack_get_content_type` beside
   * `cms_get_content_type`. Two tools named alike after different first words are one tool of two servers.
   */
  composedPrefix(name: string): string | undefined;
}

export const NO_REQUEST_WORDS: RequestWords = { size: 0, counts: () => ({ names: 0, texts: 0 }), namesWithAll: () => 0, heads: () => 0, spelledLike: () => undefined, abbreviates: () => undefined, initials: () => undefined, startsName: () => false, named: () => false, composedPrefix: () => undefined };

// A word this long or longer may be misspelt by one edit (a swap of two letters is one); from TWO_EDITS on, by two.
const ONE_EDIT = 5;
const TWO_EDITS = 9;

// Descriptions are read as far as a search's excerpt would show: the opening says what a tool is for.
const TEXT_CHARS = 600;

/** Each word of at least ONE_EDIT letters, with how many of the lines (one a tool) say it. */
function wordTools(lines: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) for (const t of new Set(line.split(' '))) if (t.length >= ONE_EDIT) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

export function requestWords(tools: readonly NamedTool[]): RequestWords {
  let names: string[] | undefined;
  let texts: string[] | undefined;
  const memo = new Map<string, WordCounts>();
  const headCounts = new Map<string, number>();
  let vocabulary: Map<string, number> | undefined;
  const spelled = new Map<string, string | undefined>();
  const shortened = new Map<string, string | undefined>();
  const starts = new Map<string, boolean>();
  // The words tools are named by: what a misspelt or shortened word must find (a 10,000-tool request's names are read once, not its descriptions).
  const nameWords = () => {
    if (!names) read();
    return (vocabulary ??= wordTools(names!));
  };
  let descriptionWords: Map<string, number> | undefined;
  // The words of names and descriptions (a text starts with its tool's name), for a word no name is near ("dokcer",
  // "k8s"): most questions never read them.
  const textWords = () => {
    if (!texts) read();
    return (descriptionWords ??= wordTools(texts!));
  };
  const read = () => {
    names = tools.map((t) => ` ${splitName(t.name).join(' ')}`);
    texts = tools.map((t, i) => {
      const definition = t.definition as { description?: string | null; input_schema?: { properties?: Record<string, unknown> } };
      const args = Object.keys(definition.input_schema?.properties ?? {}).join(' ');
      const description = String(definition.description ?? '').slice(0, TEXT_CHARS);
      // A name written in CamelCase ("BigQuery", "GitHub") is also one word, as a question writes it ("in bigquery").
      const joined = (description.match(/\b[A-Za-z]+[a-z][A-Z][A-Za-z]*\b/g) ?? []).map((w) => w.toLowerCase());
      return `${names![i]} ${splitName(`${description} ${args}`).join(' ')}${joined.length > 0 ? ` ${joined.join(' ')}` : ''}`;
    });
  };
  let initialed: Map<string, string> | undefined;
  // Names of two or three capitalised words inside a description ("… on Hacker News"), by their initials: the most written.
  const byInitials = () => {
    if (initialed) return initialed;
    const counts = new Map<string, Map<string, number>>();
    for (const t of tools) {
      const description = String((t.definition as { description?: string | null }).description ?? '').slice(0, TEXT_CHARS);
      for (const m of description.matchAll(/(?<=[a-z,;(]\s+)([A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,2})\b/g)) {
        const name = m[1]!.toLowerCase();
        const key = name.split(/\s+/).map((w) => w[0]).join('');
        const seen = counts.get(key) ?? new Map<string, number>();
        seen.set(name, (seen.get(name) ?? 0) + 1);
        counts.set(key, seen);
      }
    }
    initialed = new Map([...counts].map(([key, seen]) => [key, [...seen].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]]));
    return initialed;
  };
  let prefixes: Map<string, Set<string>> | undefined;
  // What follows a name's first `_`, with the first words it follows: a name read once per request.
  const byRest = () => {
    if (prefixes) return prefixes;
    prefixes = new Map();
    for (const t of tools) {
      const cut = composition(t.name);
      if (cut) prefixes.set(cut.rest, (prefixes.get(cut.rest) ?? new Set()).add(cut.prefix));
    }
    return prefixes;
  };
  return {
    size: tools.length,
    composedPrefix(name) {
      const cut = composition(name);
      return cut && (byRest().get(cut.rest)?.size ?? 0) > 1 ? cut.prefix : undefined;
    },
    counts(root) {
      const known = memo.get(root);
      if (known) return known;
      if (!names || !texts) read();
      // A word starting with the root: "job" meets jobs, "deploy" meets deployment.
      const needle = ` ${root.toLowerCase()}`;
      let inNames = 0;
      let inTexts = 0;
      for (let i = 0; i < tools.length; i += 1) {
        if (names![i]!.includes(needle)) inNames += 1;
        if (texts![i]!.includes(needle)) inTexts += 1;
      }
      const result = { names: inNames, texts: inTexts };
      memo.set(root, result);
      return result;
    },
    heads(root) {
      const needle = root.toLowerCase();
      const known = headCounts.get(needle);
      if (known !== undefined) return known;
      if (!names) read();
      let n = 0;
      for (const name of names!) if (name.slice(name.lastIndexOf(' ') + 1).startsWith(needle)) n += 1;
      headCounts.set(needle, n);
      return n;
    },
    spelledLike(word) {
      const w = word.toLowerCase();
      if (spelled.has(w)) return spelled.get(w);
      const max = w.length >= TWO_EDITS ? 2 : 1;
      let best: { word: string; distance: number; tools: number } | undefined;
      // The same first letter, as people rarely misspell that; the nearest, then the word more tools say, then the first alphabetically.
      // Names first; a word only descriptions say ("docker" beside restart_container) when no name word is near.
      for (const vocabulary of [nameWords, textWords]) {
        for (const [candidate, tools] of vocabulary()) {
          if (candidate[0] !== w[0] || Math.abs(candidate.length - w.length) > max) continue;
          const distance = editDistance(w, candidate, max);
          if (distance === 0 || distance > max) continue;
          if (!best || distance < best.distance || (distance === best.distance && (tools > best.tools || (tools === best.tools && candidate < best.word)))) best = { word: candidate, distance, tools };
        }
        if (best) break;
      }
      const found = w.length >= ONE_EDIT ? best?.word : undefined;
      spelled.set(w, found);
      return found;
    },
    named(word) {
      return nameWords().has(word.toLowerCase());
    },
    startsName(prefix) {
      // Asked per loaded tool and product while ranking: each prefix is looked for over the request's names once.
      const p = prefix.toLowerCase();
      let found = starts.get(p);
      if (found === undefined) {
        found = tools.some((t) => t.name.toLowerCase().startsWith(p) && /^[_.-]/.test(t.name.slice(p.length)));
        starts.set(p, found);
      }
      return found;
    },
    initials(word) {
      return byInitials().get(word.toLowerCase());
    },
    abbreviates(word) {
      const w = word.toLowerCase();
      if (shortened.has(w)) return shortened.get(w);
      let best: { word: string; tools: number } | undefined;
      // A numeronym counts the letters it leaves out: "k8s" is a word of ten letters from k to s (kubernetes). Tools
      // that serve it may not say it in their names (get_nodes), so their descriptions count too.
      const counted = /^[a-z](\d{1,2})[a-z]$/.exec(w);
      const candidates = counted ? textWords() : nameWords();
      // Its letters in order, the same first and last letter, and at least two letters more: "imgs" in images, "grp" in group, not "graph".
      for (const [candidate, tools] of candidates) {
        if (candidate[0] !== w[0] || candidate.at(-1) !== w.at(-1)) continue;
        if (counted ? candidate.length !== Number(counted[1]) + 2 : candidate.length < w.length + 2 || !inOrder(w, candidate)) continue;
        if (!best || tools > best.tools || (tools === best.tools && (candidate.length < best.word.length || (candidate.length === best.word.length && candidate < best.word)))) best = { word: candidate, tools };
      }
      shortened.set(w, best?.word);
      return best?.word;
    },
    namesWithAll(roots) {
      if (!names) read();
      const needles = roots.map((r) => ` ${r.toLowerCase()}`);
      let n = 0;
      for (const name of names!) if (needles.every((needle) => name.includes(needle))) n += 1;
      return n;
    },
  };
}

// A verb or a common word leading a name is what the tool does (create_pull_request, update_pull_request), not whose it is.
const NOT_A_PREFIX = new Set(VERBS.flatMap((v) => [...v.says, ...v.tool]));

/** A name as `{prefix}_{rest}`, where the rest is a name of two words or more and the prefix is no verb. */
function composition(name: string): { prefix: string; rest: string } | undefined {
  const at = name.indexOf('_');
  if (at < 2) return undefined;
  const prefix = name.slice(0, at).toLowerCase();
  const rest = name.slice(at + 1);
  if (NOT_A_PREFIX.has(prefix) || isWriteVerb(prefix) || splitName(rest).length < 2) return undefined;
  return { prefix, rest };
}

function inOrder(short: string, long: string): boolean {
  let at = 0;
  for (const ch of long) if (ch === short[at]) at += 1;
  return at === short.length;
}

const idfOf = (size: number, texts: number) => Math.log(1 + (size - texts + 0.5) / (texts + 0.5));

/** How distinctive a word is in the request, BM25's idf: 0 for a word no tool says. */
export function idf(words: RequestWords, root: string): number {
  const { texts } = words.counts(root);
  if (texts === 0 || words.size === 0) return 0;
  return idfOf(words.size, texts);
}

// A word one tool in twenty says or more is common: it tells a catalog's tools apart no better than its word list does.
const RARE_SHARE = 0.05;

/** How much rarer than a common word it is: the idf above that of a word one tool in twenty says; 0 for common words. */
export function rarity(words: RequestWords, root: string): number {
  const own = idf(words, root);
  return own === 0 ? 0 : Math.max(0, own - idfOf(words.size, Math.max(1, words.size * RARE_SHARE)));
}
