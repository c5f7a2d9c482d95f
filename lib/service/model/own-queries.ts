import { MAX_BM25_QUERY_LENGTH, MAX_REGEX_LENGTH } from '@/lib/protocol/limits';
import type { SearchAlgorithm } from '@/lib/protocol/search-tools';
import type { Intent } from './analyze';
import { TOOL_WRITE_WORDS } from './lexicon';
import { productPhrases } from './products';
import { idf, rarity, type RequestWords } from './request-words';
import { taskWords } from './task-words';
import { escapeRegExp } from './text';
import { root, thingSynonymsOf } from './words';

/**
 * The first search, written from the question's own words that the request's
 * tools also say: the words no tool says are left out (no search can find
 * them), the rest weighed by how few tools say them (a word every tool says
 * finds nothing in particular) and by whether they lead the task. Regex gets
 * an alternation of the best two or three stems, which the search matches
 * against names first; BM25 a phrase of the action and every such word in
 * the order written. Empty when the request says none of the words.
 */

export interface OwnWord {
  word: string;
  /** The stem a search matches: the root, a final y dropped so "company" meets "companies". */
  stem: string;
  /** How much it says what the task is about: its lead weight times its idf, more when tool names say it. */
  weight: number;
  /** How few of the request's tools say it (request-words.ts). */
  idf: number;
  /** How much rarer than a common word of the request it is (request-words.ts): 0 for a word one tool in twenty says. */
  rarity: number;
  /** How much it leads the task (task-words.ts): 1 for what the task is about, less after a preposition. */
  lead: number;
  inNames: boolean;
  /** The task's action word, not one of its objects. */
  action: boolean;
  /** The task's word this one stands for, when it is a general-English synonym the request's tool names say ("pic" → image). */
  synonymOf?: string;
  /** Not the question's own word but what it asks for ("count" for "how many"): a search asks for it, a ranking does not weigh it. */
  implied?: boolean;
}

// An action more than one tool in fifty is named for says little on its own.
const COMMON_SHARE = 50;

const stemOf = (word: string) => root(word).replace(/[^a-z0-9]/g, '').replace(/(?<=[a-z]{3})y$/, '');

/** The task's words the request's tools say, in the order written, with their weights. */
export function ownWords(intent: Intent, words: RequestWords): OwnWord[] {
  const task = taskWords(intent);
  const out: OwnWord[] = [];
  // The action leads too when tools are named for it ("export" → export_users_csv); a common one weighs little.
  // "How many documents …" names no action, and a tool named for counting answers it: the search asks for one.
  const counting = !task.action && intent.count === true && /\b(?:how many|number of)\b/i.test(intent.clause);
  // "Set up a Stripe customer": a particle verb means what its word list's verb does, not what its first word names
  // (set_* tools change a setting): the tools' own word for that change (create) is asked.
  // Only a first word tools are named for with another meaning ("turn on" stays: no tool is named "turn" for anything else).
  const particle = task.phrase !== undefined && intent.verb.class === 'write' && TOOL_WRITE_WORDS.has(task.action) && !intent.verb.tool.includes(task.action) ? intent.verb.tool.find((v) => /^[a-z]+$/.test(v)) : undefined;
  const action0 = particle ?? (task.action || (counting ? 'count' : ''));
  // "free/busy", "to-do": two words joined where a tool's name writes them as one (get-freebusy) are that one word.
  const joined = [...intent.clause.toLowerCase().matchAll(/\b([a-z]{2,})[/-]([a-z]{2,})\b/g)].map(([, a, b]) => `${a}${b}`).filter((w) => words.counts(stemOf(w)).names > 0 && !task.objects.includes(w));
  const objects = [...joined, ...task.objects];
  const weights = [...joined.map(() => 1), ...task.weights];
  const said = action0 ? [action0, ...objects] : objects;
  const leads = action0 ? [1, ...weights] : weights;
  const synonyms: OwnWord[] = [];
  said.forEach((word, i) => {
    const stem = stemOf(word);
    if (stem.length < 3 || out.some((o) => o.stem === stem)) return;
    const counts = words.counts(stem);
    const lead = leads[i] ?? 1;
    const action = Boolean(action0) && i === 0;
    // A leading word that no tool is named for ("pic", "drive"; "emails" beside list_email_domains, named for domains) is also
    // asked for in the words tool names use for it. Written with a capital ("project APP") it is a name or a key, not the general word.
    if (!action && lead >= LEADS && (counts.names === 0 || words.heads(stem) === 0) && writtenLower(intent.clause, word)) synonyms.push(...namedSynonyms(word, stem, words).map((o) => ({ ...o, weight: o.weight * SYNONYM_WEIGHT, lead: lead * SYNONYM_WEIGHT })));
    if (counts.texts === 0) return;
    const rarityOf = idf(words, stem);
    out.push({ word, stem, weight: lead * rarityOf * (counts.names > 0 ? 1.5 : 1), idf: rarityOf, rarity: rarity(words, stem), lead, inNames: counts.names > 0, action, ...(counting && i === 0 ? { implied: true } : {}) });
  });
  for (const o of synonyms) if (!out.some((x) => x.stem === o.stem)) out.push(o);
  return out;
}

// A word that leads this much or more is asked in its synonyms too (not a weak one: "details"); a synonym counts this much of the word itself.
const LEADS = 0.6;
const SYNONYM_WEIGHT = 0.7;
const SYNONYMS_PER_WORD = 2;

const writtenLower = (clause: string, word: string) => new RegExp(`(?<![A-Za-z])${word.replace(/[^a-z0-9]/g, '')}(?![a-z])`).test(clause);

/** The word's general-English synonyms (words.ts) that some of the request's tool names say, and not too many: they find its tools. */
function namedSynonyms(word: string, stem: string, words: RequestWords): OwnWord[] {
  const out: OwnWord[] = [];
  for (const synonym of thingSynonymsOf(word)) {
    if (out.length >= SYNONYMS_PER_WORD || synonym.includes(' ')) continue;
    const s = stemOf(synonym);
    if (s.length < 3 || s === stem || s.startsWith(stem) || stem.startsWith(s)) continue;
    const counts = words.counts(s);
    if (counts.names === 0 || counts.names > RESULTS) continue;
    const rarityOf = idf(words, s);
    out.push({ word: synonym, stem: s, weight: rarityOf * 1.5, idf: rarityOf, rarity: rarity(words, s), lead: 1, inNames: true, action: false, synonymOf: word });
  }
  return out;
}

/** The best few, kept in the order written. */
function strongest(own: readonly OwnWord[], n: number): OwnWord[] {
  const best = new Set([...own].sort((a, b) => b.weight - a.weight).slice(0, n));
  return own.filter((o) => best.has(o));
}

/** Whether the question says a word few of the request's tools say: then its own words, not the word list's reading, lead the search. */
export function saysRareWord(own: readonly OwnWord[]): boolean {
  return own.some((o) => !o.action && o.rarity > 0);
}

// A regex search returns name matches in catalog order: more than a search's results and the right one may be cut off.
const RESULTS = 10;

/**
 * The alternation of the words, or, when more tool names say one of them than a search returns, the names that
 * say two of them together in either order (`remov[\w-]*user|user[\w-]*remov`), if any name does.
 */
function narrowest(stems: readonly string[], words: RequestWords, first?: string, action?: string): string {
  const any = stems.join('|');
  if (stems.length < 2) return any;
  const named = stems.reduce((n, s) => n + words.counts(s).names, 0);
  const pairs = stems.flatMap((a, i) => stems.slice(i + 1).map((b) => [a, b] as const)).filter(([a, b]) => words.namesWithAll([a, b]) > 0);
  const together = pairs.map(([a, b]) => `${a}[\\w-]*${b}|${b}[\\w-]*${a}`);
  if (named <= RESULTS) {
    // A regex matches descriptions too, in catalog order: a word more texts say than a wide search returns ("pass" of
    // passwords, beside "quality" and "gate") fills the results ahead of the tools the rarer words name: when names say
    // some of the words together, those are asked together, any other rare one alone.
    const common = stems.filter((s) => words.counts(s).texts > WIDE_REGEX_LIMIT);
    if (common.length === 0 || common.length === stems.length || pairs.length === 0) return any;
    const rare = stems.filter((s) => words.counts(s).texts <= RESULTS && !pairs.some((pair) => pair.includes(s)));
    return [...together, ...rare].join('|') || stems.filter((s) => !common.includes(s)).join('|');
  }
  return pairs.length === 0 ? rarest(stems, words, first, action) : together.join('|');
}

/** What a wide regex search over a large catalog asks for. The API documents no maximum; captures show the model choosing 10. */
export const WIDE_REGEX_LIMIT = 20;

/**
 * No name says two of the words together: the rarest ones, as many as a wide search returns names for, so a common
 * word ("query", "node") does not fill the results ahead of the one tool a rare word names ("cypher"). A verb no word
 * list knows ("map all the URLs") is kept first: only a tool named for it can do it.
 */
function rarest(stems: readonly string[], words: RequestWords, first?: string, action?: string): string {
  const named = stems.filter((s) => words.counts(s).names > 0).sort((a, b) => Number(b === first) - Number(a === first) || words.counts(a).names - words.counts(b).names);
  const keep: string[] = [];
  let matched = 0;
  for (const s of named) {
    const n = words.counts(s).names;
    if (keep.length > 0 && matched + n > WIDE_REGEX_LIMIT) break;
    keep.push(s);
    matched += n;
  }
  // A thing no name says but few descriptions do ("knowledge" of "the AWS Knowledge Base") narrows as well, where the
  // results have room for its texts; the action is said by descriptions of whatever they do ("turn").
  for (const s of stems) {
    const { names, texts } = words.counts(s);
    if (s === action || names > 0 || texts === 0 || texts > RESULTS || matched + texts > WIDE_REGEX_LIMIT) continue;
    keep.push(s);
    matched += texts;
  }
  return keep.length === 0 ? stems.join('|') : stems.filter((s) => keep.includes(s)).join('|');
}

export function ownWordQuery(intent: Intent, variant: SearchAlgorithm, words: RequestWords): string | undefined {
  const own = ownWords(intent, words);
  if (own.length === 0) return undefined;
  if (variant === 'regex') {
    // A regex is matched against names first: it needs a word some tool is named by.
    if (!own.some((o) => o.inNames)) return undefined;
    // An action many tools are named for (create, get) narrows only beside an object: `(creat)[\w-]*(group)|(group)[\w-]*(creat)`.
    // A read's verb (find, show, get) is how people ask, not what tools are named for: only a change's verb (export, press) joins the words.
    const action = intent.verb.class === 'write' ? own.find((o) => o.action) : undefined;
    const common = action !== undefined && words.counts(action.stem).names * COMMON_SHARE > words.size;
    const objects = strongest(own.filter((o) => !o.action || (action !== undefined && !common)), 3).map((o) => o.stem);
    // A change under a product's prefix that names no object ("stick 'renew passport' on my todoist"): the product's
    // tools that make that kind of change, by the verbs tools name it with.
    if (objects.every((o) => o === action?.stem) && intent.prefix && intent.verb.class === 'write' && action) {
      const verbs = [...new Set([action.stem, ...intent.verb.tool.filter((v) => /^[a-z]+$/.test(v)).slice(0, 4)])];
      return `(?i)${intent.prefix}[\\w-]*(${verbs.join('|')})`;
    }
    if (objects.length === 0) return undefined;
    // Under a product's prefix a change whose own verb no tool is named by ("mark … as completed") is asked with the
    // verbs tools name that kind of change by (update, set, edit): the object alone matches every tool of it.
    // Without a prefix, a common verb ("add") is asked with the verb tools most name that change by ("create") beside it.
    const spoken =
      intent.verb.class === 'write' && (intent.prefix ? !common : common)
        ? [...(action ? [action.stem] : []), ...intent.verb.tool.filter((v) => /^[a-z]+$/.test(v)).slice(0, intent.prefix ? 4 : 1).filter((v) => !(action && v.startsWith(action.stem)))]
        : [];
    const things = objects.filter((o) => o !== action?.stem).join('|');
    // A verb no word list knows and no tool is named for, that descriptions say ("skip: Skips to the next track"): it is
    // asked for beside the thing, anywhere in a description.
    if (intent.verb.id === 'other' && action && !action.inNames && things && !intent.prefix) {
      const pattern = `(?is)(${action.stem}.*(${things})|(${things}).*${action.stem})`;
      if (pattern.length <= MAX_REGEX_LENGTH) return pattern;
    }
    // "list the builds on branch main": a read said by a verb tools are named for (list_builds) is asked beside a thing
    // too common alone, when few names say both.
    const listed = intent.verb.class === 'read' && !intent.prefix && /^list\b/i.test(intent.verbWord) && spoken.length === 0 ? objects.filter((o) => words.counts(o).names > RESULTS && words.namesWithAll(['list', o]) > 0 && words.namesWithAll(['list', o]) <= RESULTS) : [];
    const core0 =
      spoken.length > 0 && things
        ? `(${spoken.join('|')})[\\w-]*(${things})|(${things})[\\w-]*(${spoken.join('|')})`
        : common && objects.length > 0
          ? `(${action.stem})[\\w-]*(${objects.join('|')})|(${objects.join('|')})[\\w-]*(${action.stem})`
          : narrowest(objects, words, intent.verb.id === 'other' ? action?.stem : undefined, action?.stem);
    const core = listed.length > 0 ? `list[\\w-]*(${listed.join('|')})|${core0}` : core0;
    // Under a product's name prefix its one general search stays in reach (`jira_search`), as the word list's reading has it.
    // So does a change its name says alone after the prefix (`playwright_delete`): the verb is all the name says.
    const alone = spoken.length > 0 ? spoken : action ? [action.stem] : [];
    const general = intent.verb.class === 'read' && !intent.specific ? `|${intent.prefix}[\\w-]*search$` : intent.verb.class === 'write' && alone.length > 0 ? `|${intent.prefix}[_-](${alone.join('|')})\\w{0,3}$` : '';
    const pattern = intent.prefix ? `(?i)${intent.prefix}[\\w-]*(${core})${general}` : `(?i)(${core})`;
    return pattern.length <= MAX_REGEX_LENGTH ? pattern : undefined;
  }
  // BM25 weighs each word by how rare it is itself: the action, the product and every word the tools say.
  // The word list's phrase for a common object (issue, pull request, user) is an extra alternative: "open PRs" also asks for pull requests.
  // A narrower entry of the list can misread another catalog's word ("memory" as a knowledge graph): it stays out.
  const head = intent.concepts[0];
  const listed = head?.broad ? head.phrase.split(' ').filter((w) => !own.some((o) => o.word === w)) : [];
  // Finding a thing by what it is called, not by its id, is a search over many of them: BM25 does not stem, so the tools
  // that search say the plural ("Search for entries") where the question says one ("the entry titled …").
  const many = intent.verb.id === 'search' && !intent.specific ? ['search', ...own.filter((o) => !o.action && o.lead >= 1).slice(-1).map((o) => plural(o.word))] : [];
  const phrase = [...new Set([...own.filter((o) => o.action).map((o) => o.word), ...many, ...intent.products.map((product) => bm25Name(product, intent.clause)), ...own.filter((o) => !o.action).slice(0, 6).map((o) => o.word), ...listed])].join(' ');
  return phrase.length <= MAX_BM25_QUERY_LENGTH ? phrase : undefined;
}

/**
 * A product as BM25 reads it where the tools write it: "BigQuery" is two words to it (big, query), "bigquery" none of
 * theirs. Written with a capital inside ("BigQuery") as the question has it, both; else as read.
 */
export function bm25Name(product: string, clause: string): string {
  const written = new RegExp(`\\b${escapeRegExp(product)}\\b`, 'i').exec(clause)?.[0];
  return written !== undefined && /[a-z][A-Z]/.test(written) ? `${written} ${product}` : product;
}

/** The English plural of a noun, as a tool that returns many says it. */
function plural(word: string): string {
  if (/s$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return /(?:ch|sh|x|z)$/.test(word) ? `${word}es` : `${word}s`;
}

/**
 * A named product whose tools carry no name prefix (`delete-secret` of Infisical, `list-invoices` of Xero) is found
 * where its tools say its name, in their descriptions: all of them when few tools say it, else those that say it
 * beside the task's words. A product its names start with (`obsidian_…`) is searched by its name alone when one search
 * can load all it has: the pattern narrowed to the task's words finds a subset of them, so nothing a second narrowed
 * search would find is lost.
 */
export function productQuery(intent: Intent, words: RequestWords): string | undefined {
  // A prefix is searched as a product without one is: alone, or, with more tools than a search returns, beside the task's words.
  const product = intent.prefix ?? intent.products[0];
  if (!product || !/^[a-z0-9]+$/.test(product)) return undefined;
  const { texts } = words.counts(product);
  if (texts === 0) return undefined;
  if (texts <= WIDE_REGEX_LIMIT) return `(?i)${product}`;
  const stems = strongest(ownWords(intent, words).filter((o) => !o.action && o.stem !== product), 3).map((o) => o.stem);
  // Under a prefix, a word its names say beside it is found by the names (klaviyo_segments_…): only words they do not
  // say ("API" of auth0_create_resource_server's "Create a new Auth0 resource server (API)") need its descriptions.
  if (intent.prefix && stems.some((s) => words.namesWithAll([product, s]) > 0)) return undefined;
  // Nothing else to narrow it by: a name in two words ("Search Google Drive for …") is searched as written.
  const phrase = productPhrases(intent)[0];
  // A name in two words that the tools' names write as one ("google drive", gdrive_search) is searched both ways, alone:
  // the name narrows it enough, and the task's words may be none of its tools'.
  // So is one their names start with, a hyphen between (google-tasks_list).
  const joined = phrase?.length === 2 ? [phrase.join(''), `${phrase[0]!.charAt(0)}${phrase[1]}`].find((w) => w.length >= 5 && words.named(w)) : undefined;
  const hyphened = phrase?.length === 2 && ['-', '_'].some((sep) => words.startsName(phrase.join(sep)));
  if (phrase && (joined || hyphened)) return `(?i)(${phrase.map(escapeRegExp).join('[\\s_-]*')}${joined ? `|${joined}` : ''})`;
  if (stems.length === 0) return phrase ? `(?i)${phrase.map(escapeRegExp).join('\\s*')}` : undefined;
  // Across a description's lines too ("Build an item in Jenkins\n\nArgs: … parameters"): `.` stops at none.
  const pattern = `(?is)(${product}.*(${stems.join('|')})|(${stems.join('|')}).*${product})`;
  return pattern.length <= MAX_REGEX_LENGTH ? pattern : undefined;
}
