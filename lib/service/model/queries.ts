import { MAX_BM25_QUERY_LENGTH, MAX_REGEX_LENGTH } from '@/lib/protocol/limits';
import type { SearchAlgorithm } from '@/lib/protocol/search-tools';
import { analyzeQuestion, type Intent } from './analyze';
import { genericQueries } from './generic-queries';
import { conceptRegex, VERB_HINTS } from './lexicon';
import { bm25Name, ownWordQuery, ownWords, productQuery, saysRareWord, WIDE_REGEX_LIMIT } from './own-queries';
import { NO_REQUEST_WORDS, type RequestWords } from './request-words';
import { escapeRegExp, stem } from './text';
import { root } from './words';

export { WIDE_REGEX_LIMIT };

/**
 * The search queries the scripted model writes for an intent, in the order it
 * tries them: for regex a short alternation over tool names (verb and object
 * together when the object is common), for BM25 a natural phrase, for the
 * keyword search a few plain terms. Later queries use other words.
 */

const READ_LIST = ['list', 'search', 'query'];
const READ_GET = ['get', 'read', 'retrieve', 'fetch'];

function verbWords(intent: Intent): string[] {
  if (intent.verb.class === 'read') {
    if (intent.verb.id === 'convert') return ['convert'];
    return intent.specific ? READ_GET : intent.verb.id === 'search' ? ['search', 'list', 'query', 'find'] : READ_LIST;
  }
  const own = intent.verbWord && /^[a-z]+$/.test(intent.verbWord) && !intent.verb.tool.includes(intent.verbWord) ? [intent.verbWord] : [];
  return [...new Set([...intent.verb.tool.slice(0, 4), ...own, ...(VERB_HINTS[intent.verbWord] ?? []).filter((h) => /^[a-z]+$/.test(h))])];
}

const alternation = (parts: readonly string[]) => (parts.length === 1 && !parts[0]!.includes('|') ? parts[0]! : `(${parts.join('|')})`);
const fit = (pattern: string) => (pattern.length <= MAX_REGEX_LENGTH ? pattern : pattern.slice(0, MAX_REGEX_LENGTH).replace(/\|[^|]*$/, ''));

function regexQueries(intent: Intent): string[] {
  const [head, ...others] = intent.concepts;
  const verbs = alternation(verbWords(intent));
  const out: string[] = [];
  if (!head) {
    const words = intent.words.slice(0, 3);
    if (words.length > 0) out.push(words.join('|'));
    if (intent.verbWord && /^[a-z]+$/.test(intent.verbWord)) out.push(intent.verbWord);
    return out;
  }
  const object = conceptRegex(head);
  const product = intent.products[0];
  const prefix = intent.prefix;
  // The user's own distinctive words that no concept took ("issue types"): a name where they follow the object.
  const own = intent.words.filter((w) => /^[a-z]{4,}$/.test(w)).slice(0, 3).map((w) => w.replace(/s$/, '') + 's?');
  const compound = own.length > 0 ? `|${alternation([object])}[\\w-]*${alternation([own.join('|')])}` : '';
  if (head.broad || intent.verb.class === 'write') {
    const core = `${verbs}[\\w-]*${alternation([object])}|${alternation([object])}[\\w-]*${verbs}${intent.verb.class === 'read' ? compound : ''}`;
    const general = intent.verb.class === 'read' && !intent.specific && prefix ? `|${prefix}[\\w-]*search$` : '';
    out.push(prefix ? `${prefix}[\\w-]*(${core})${general}` : core);
  } else {
    // The concept's name words the user wrote themselves ("secret scanning"): a narrower pattern than all its synonyms.
    const said = head.tool.filter((t) => /^[a-z]{4,}$/.test(t) && intent.literals.includes(stem(t)));
    const narrow = said.length > 0 && said.length < head.tool.length ? [...new Set(said.map((t) => t.replace(/s$/, '')))].map((t) => `${t}s?`).join('|') : object;
    out.push(prefix ? `${prefix}[\\w-]*${alternation([narrow])}` : narrow);
  }
  // Other words for the same thing, and the other objects the question names.
  const synonyms = head.says.filter((s) => /^[a-z]+$/.test(s) && s.length > 2 && !new RegExp(`^(${object})$`).test(s)).slice(0, 4);
  const second = [object, ...synonyms, ...others.map(conceptRegex)].join('|');
  out.push(prefix ? `${prefix}.*(${second})` : second);
  if (prefix) out.push(`${prefix}[\\w-]*${alternation(verbWords(intent))}`);
  else if (product) out.push(`${product}.*(${object})|(${object}).*${product}`);
  else if (intent.verb.class === 'read' && !intent.specific) out.push('search|query');
  else out.push(`${verbs}.*(${[object, ...others.map(conceptRegex)].join('|')})`);
  return [...new Set(out.map(fit))];
}

function bm25Queries(intent: Intent): string[] {
  const [head, ...others] = intent.concepts;
  const verb = intent.verb.class === 'read' ? (intent.specific ? 'get' : intent.verb.id === 'convert' ? 'convert' : intent.verb.id === 'search' ? 'search' : 'list') : intent.verb.tool[0]!;
  const platform = intent.products[0] ?? '';
  const state = intent.verb.class === 'read' && intent.entities.state ? intent.entities.state : '';
  if (!head) {
    const words = intent.words.slice(0, 6).join(' ');
    return [words ? `${intent.verbWord || verb} ${words}`.trim() : intent.clause.replace(/[?!.]+$/, '')].filter(Boolean);
  }
  const single = intent.specific && !intent.plural ? `${head.phrase.replace(/s$/, '')} details` : head.phrase;
  // "Find the X for …" with no id wants a search tool first: say so, or only tools that need the X's id come back.
  const phrase = head.broad ? `${verb} ${state} ${platform} ${single}` : `${intent.verb.id === 'search' && !intent.specific ? 'search ' : ''}${head.phrase} ${platform}`;
  // The user's own distinctive words beside the concept's phrase: the concept's name words they wrote ("secret scanning")
  // and, for a noun many tools share, words no concept took ("child pages", "issue types"), so the tool named for them ranks.
  const said = head.tool.filter((t) => /^[a-z]{4,}$/.test(t) && intent.literals.includes(stem(t)) && !phrase.includes(t));
  const own = head.broad ? intent.words.filter((w) => /^[a-z]{4,}$/.test(w)).slice(0, 2) : [];
  const first = [phrase, ...said.slice(0, 2), ...own, ...others.slice(0, 2).map((o) => o.phrase)].join(' ');
  const synonyms = head.says.filter((s) => s !== head.phrase).slice(0, 4).join(' ');
  const second = `${intent.verbWord && intent.verb.class === 'write' ? intent.verbWord : verb} ${synonyms} ${intent.words.slice(0, 3).join(' ')} ${platform}`;
  return [...new Set([first, second].map((q) => q.replace(/\s+/g, ' ').trim()))];
}

function keywordQueries(intent: Intent): string[] {
  const [head, ...others] = intent.concepts;
  const verb = intent.verb.class === 'read' ? (intent.specific ? 'get' : intent.verb.id === 'search' ? 'search' : 'list') : intent.verb.tool[0]!;
  const platform = intent.products[0] ?? '';
  if (!head) return [intent.words.slice(0, 4).join(' ')].filter(Boolean);
  const term = head.tool[0]!.replace(/_/g, ' ');
  const first = head.broad || intent.verb.class === 'write' ? `${platform} ${verb} ${term}` : term;
  const second = `${platform ? `+${platform}` : ''} ${head.says.filter((s) => /^[a-z]+$/.test(s)).slice(0, 3).join(' ')} ${others.map((o) => o.tool[0]!.replace(/_/g, ' ')).join(' ')}`;
  return [...new Set([first, second].map((q) => q.replace(/\s+/g, ' ').trim()).filter(Boolean))];
}

/** A catalog this large matches a stem by many names. */
export const LARGE_CATALOG = 500;

/** How many references the model asks for: more when the object is one many tools share. */
export function searchLimit(intent: Intent, fallback: number, words: RequestWords = NO_REQUEST_WORDS, variant?: SearchAlgorithm, deferred = 0, query?: string): number {
  // Broad objects, objects the word list does not know, and the question's own words ask for more: the right tool may rank lower.
  // So does a search for the named product alone ("(?i)dropbox"): it asks for the product's tools, more than five of them.
  const productOnly = query !== undefined && intent.products.some((product) => query === product || query === `(?i)${product}`);
  const wide = productOnly || intent.concepts[0]?.broad || intent.concepts.length === 0 || saysRareWord(ownWords(intent, words));
  // A regex's matches come back in catalog order, not by fit: over hundreds of tools a wide one asks for twice as many,
  // so the fitting tool is among them.
  return wide ? (variant === 'regex' && deferred >= LARGE_CATALOG ? WIDE_REGEX_LIMIT : 10) : fallback;
}

function lexiconQueries(intent: Intent, variant: SearchAlgorithm): string[] {
  switch (variant) {
    case 'regex':
      return regexQueries(intent);
    case 'bm25':
      return bm25Queries(intent);
    case 'keyword':
      return keywordQueries(intent);
  }
}

/** One case-insensitive pattern that matches what either does, or the first alone when both do not fit in one. */
function withAlternative(first: string, alternative: string): string {
  // Both may end with the product's general search (`|jira[\w-]*search$`): it is said once.
  const general = /\|[a-z0-9]+\[\\w-\]\*search\$$/i.exec(first)?.[0];
  const lead = general && alternative.endsWith(general) ? first.slice(0, -general.length) : first;
  const joined = `${lead}|${alternative.replace(/^\(\?i\)/, '')}`;
  // An alternative whose every word the first already asks for (`jobs?` beside `job`) adds nothing.
  const asked = first.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [];
  const adds = (alternative.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).some((w) => !asked.some((a) => w.startsWith(a)));
  return adds && joined.length <= MAX_REGEX_LENGTH && first.startsWith('(?i)') ? joined : first;
}

/**
 * The queries in the order the model tries them. A noun the general word list
 * knows (issue, page, message: general English with its synonyms, no product)
 * is searched as that list phrases it, the task's own words next, so a second
 * search says it differently; anything else starts from the task's own words.
 * A product the question names is never what decides first: it is read from
 * the request (products.ts). The client-side keyword search takes plain terms.
 */
export function searchQueries(intent: Intent, variant: SearchAlgorithm, words: RequestWords = NO_REQUEST_WORDS): string[] {
  if (variant === 'keyword') return lexiconQueries(intent, variant);
  // "to-do" is asked for as the tools write it ("todo" of complete_todo): BM25 splits a word at its hyphen.
  if (variant === 'bm25') return [...new Set(queriesFor(intent, variant, words).map((q) => q.replace(/\b([a-z]+)-([a-z]+)\b/g, (w, a: string, b: string) => (words.counts(root(`${a}${b}`)).names > 0 ? `${a}${b}` : w))))];
  return queriesFor(intent, variant, words);
}

function queriesFor(intent: Intent, variant: SearchAlgorithm, words: RequestWords): string[] {
  const task = taskQueries(intent, variant, words);
  // A named product is searched by its name second (a regex: when one search can load all it has, or beside the task's
  // words; BM25: when few tools say it): the task's own words may find the tool first, and when they do not (or a large
  // catalog is searched twice), the product's own tools are loaded beside them.
  const scoped = variant === 'regex' ? productQuery(intent, words) : variant === 'bm25' ? productWord(intent, words) : undefined;
  const named = scoped ? [...new Set([...task.slice(0, 1), scoped, ...task.slice(1)])] : task;
  // Under a product's name prefix, a third search for anything after the prefix gives way to the task's own words
  // without it: a product's tools need not all carry it (start_codegen_session beside playwright_navigate).
  const bare = variant === 'regex' && intent.prefix ? ownWordQuery({ ...intent, prefix: undefined }, variant, words) : undefined;
  const wide = bare ? named.findIndex((q) => q.replace(/^\(\?i\)/, '').startsWith(`${intent.prefix}.*(`)) : -1;
  const queries = bare && wide >= 2 && !named.includes(bare) ? [...named.slice(0, wide), bare, ...named.slice(wide)] : named;
  // "How do I …" is answered by documentation: the model asks for the docs and guides first, then the task's own words.
  // A named product's docs first, then any docs and guides ("How do I set up Sentry in a Next.js app?": search_docs
  // says Sentry nowhere near "docs").
  if (intent.howTo) return [...new Set([howToQuery(intent, variant, words), ...(variant === 'regex' ? [HOW_TO_REGEX] : []), ...queries])];
  // A read of the web asks for a web search first: what it looks for is the search's query, not a tool's words.
  const web = intent.web ? lexiconQueries(intent, variant)[0] : undefined;
  if (!web) return queries;
  return [...new Set([variant === 'regex' ? `(?i)${web.replace(/^\(\?i\)/, '')}` : web, ...queries])];
}

/**
 * BM25's second search for a named product few tools say (≤ BM25_PRODUCT_TEXTS): its name alone, which ranks its own
 * tools first ("todoist" loads todoist_create_task when "put … on my todoist" shares no word with it).
 */
function productWord(intent: Intent, words: RequestWords): string | undefined {
  const name = intent.prefix ?? intent.products[0];
  if (!name || !/^[a-z0-9]+$/.test(name)) return undefined;
  // The first word of a longer name ("Hugging Face") is not the name.
  const at = intent.clause.toLowerCase().search(new RegExp(`\\b${name}\\b`));
  if (at >= 0 && /^\s+[A-Z]/.test(intent.clause.slice(at + name.length))) return undefined;
  const { texts } = words.counts(name);
  return texts > 0 && texts <= BM25_PRODUCT_TEXTS ? bm25Name(name, intent.clause) : undefined;
}

const BM25_PRODUCT_TEXTS = 10;

const DOCS = 'docs?|documentation|guides?';
const HOW_TO_REGEX = '(?i)(docs?([_-]|$)|documentation|guides?|tutorials?)';

const DOCS_WORD = /^(?:docs?|documentation|guides?|tutorials?|manual)$/;

function howToQuery(intent: Intent, variant: SearchAlgorithm, words: RequestWords): string {
  // "According to the Cloudflare docs, how do I …": that product's documentation, not the first docs tool of any other.
  const product = intent.products[0];
  if (variant === 'regex') {
    if (!product) return HOW_TO_REGEX;
    const p = escapeRegExp(product);
    return `(?i)(${p}[\\w -]{0,30}(${DOCS})|(${DOCS})[\\w -]{0,30}${p})`;
  }
  const said = ownWords(intent, words).filter((o) => !o.action && !DOCS_WORD.test(o.word)).slice(0, 4).map((o) => o.word);
  return [...(product ? [...intent.products, 'documentation'] : ['documentation guide']), ...said].join(' ').slice(0, MAX_BM25_QUERY_LENGTH);
}

function taskQueries(intent: Intent, variant: SearchAlgorithm, words: RequestWords): string[] {
  // The question's own words that the request's tools say, one of them rare there, come first; the word list's phrasing is the alternative.
  const said = ownWords(intent, words);
  const query = ownWordQuery(intent, variant, words);
  const own = query && saysRareWord(said) ? [query] : [];
  const later = query && own.length === 0 ? [query] : [];
  const generic = genericQueries(intent, variant);
  if (intent.concepts.length === 0) return [...new Set([...own, ...(generic.length > 0 ? generic : lexiconQueries(intent, variant)), ...later])];
  const lexical = lexiconQueries(intent, variant);
  // A regex's own words carry the word list's reading of a common object beside them, in one pattern when it fits:
  // "post a summary to the channel" also asks for names that add a message. A narrower entry of the list can
  // misread another catalog's word ("memory" as a knowledge graph): as in BM25, it stays out of the first search.
  if (variant === 'regex' && own.length > 0 && intent.concepts[0]?.broad && lexical[0] !== undefined) own[0] = withAlternative(own[0]!, lexical[0]);
  // A product the request's tools claim, named in the question: the list's reading narrowed to it follows, whole.
  if (intent.products.length > 0) return [...new Set([...own, ...lexical, ...generic, ...later])];
  const out: string[] = [...own];
  for (let i = 0; i < Math.max(lexical.length, generic.length); i += 1) {
    if (lexical[i] !== undefined) out.push(lexical[i]!);
    if (generic[i] !== undefined) out.push(generic[i]!);
  }
  return [...new Set([...out, ...later])];
}

/**
 * The first search the emulator's model writes for a question, for one search
 * variant: what a reader can compare with their own query. Pure.
 */
export function writeSearchQuery(question: string, variant: SearchAlgorithm): string | undefined {
  const [intent] = analyzeQuestion(question);
  return intent ? searchQueries(intent, variant)[0] : undefined;
}
