import type { ModelTool } from '../model-context';
import type { Intent } from './analyze';
import { isEnglishWord } from './english';
import { STOPWORDS, VERB_BY_ID, VERBS } from './lexicon';
import { NO_REQUEST_WORDS, requestWords, type RequestWords } from './request-words';
import { LANGUAGES } from './task-words';
import { escapeRegExp } from './text';
import { isWriteVerb } from './tool-verbs';
import { isGeneralWord, splitName } from './words';

/**
 * Which product or service (Jira, Stripe, GitHub, Keboola…) a tool belongs to,
 * and which of those a question names, read from the request alone: the MCP
 * server a tool comes from, the server's instructions, the product a tool's
 * name starts with, and the proper nouns of its description. No list of
 * products: a catalog the model has never seen names its own.
 */

/** What the request says about one MCP server: its name, and the instructions its `initialize` gave, if any. */
export interface ServerInfo {
  name: string;
  instructions?: string;
}

// Capitalised words that start or qualify a sentence without naming a product.
const NOT_PRODUCTS = new Set([
  'the', 'this', 'that', 'these', 'those', 'a', 'an', 'if', 'when', 'use', 'used', 'using', 'returns', 'return', 'args', 'example', 'examples', 'note', 'optional', 'required',
  'default', 'for', 'and', 'or', 'not', 'you', 'your', 'it', 'its', 'in', 'on', 'of', 'to', 'with', 'by', 'from', 'only', 'all', 'each', 'every', 'get', 'list', 'create', 'update',
  'delete', 'error', 'errors', 'responses', 'response', 'bad', 'request', 'retrieve', 'search', 'important', 'usage', 'considerations', 'monday', 'tuesday', 'wednesday', 'thursday',
  'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'i', 'id', 'true', 'false',
  'mcp', 'server', 'tool', 'tools', 'api', 'http', 'https', 'json', 'url', 'uri', 'sql', 'csv', 'pdf', 'html', 'markdown',
  // Values as programming languages write them ("If status = None, …").
  'none', 'null', 'nil', 'undefined', 'nan', 'infinity',
  ...LANGUAGES,
  // Where or whose a thing is ("Local time", "Public channels"): what a word says of a thing, never a product.
  'local', 'remote', 'global', 'public', 'private', 'personal', 'internal', 'external', 'custom', 'online', 'offline',
  // Points of the compass: parts of places' names ("South Lake Tahoe"), never a product.
  'north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western',
]);

const QUESTION_WORDS = new Set(['what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how']);

const LEADS = /^(?:is|are|provides|offers|lets|gives|helps|manages|connects|exposes|serves)$/;

/**
 * Mixed-case words that do not start a sentence (`GitHub`, `Jira`, `Okta`; not
 * `JSON`, not `The`), and one that does when the sentence says what it is
 * ("Chronos is the team clock"). One pass over the text: it runs over every
 * description of a 10,000-tool request.
 */
export function properNouns(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/[A-Z][a-z][A-Za-z0-9]*/g)) {
    const word = m[0];
    const at = m.index;
    if (word.length < 3 || (at > 0 && /[A-Za-z0-9_]/.test(text[at - 1]!))) continue;
    let before = at - 1;
    while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before -= 1;
    // After a full stop, a colon, a bar, a line break, a list bullet or an opening quote ("Send an email"), a capital starts a sentence.
    if (before < 0 || /[.!?:|\n*•#>"“-]/.test(text[before]!)) {
      const next = /^\s+([a-z]+)/.exec(text.slice(at + word.length, at + word.length + 24))?.[1];
      if (!next || !LEADS.test(next)) continue;
    }
    // "Cannot be named 'Production' or 'Preview'": a word quoted alone is a value a tool takes.
    if (/['‘]/.test(text[at - 1] ?? '') && /['’]/.test(text[at + word.length] ?? '') && (at < 2 || /[\s([,]/.test(text[at - 2]!))) continue;
    // "with Accept, Decline, Maybe, or No Response": capitalised English words in a list are the values a tool takes.
    if ((text[before] === ',' || text[at + word.length] === ',') && isEnglishWord(word)) continue;
    const lower = word.toLowerCase();
    if (!NOT_PRODUCTS.has(lower)) out.add(lower);
  }
  return [...out];
}

const descriptionOf = (tool: Pick<ModelTool, 'definition'>) => String((tool.definition as { description?: string | null }).description ?? '');

const cache = new WeakMap<object, Set<string>>();
const mentionCache = new WeakMap<object, { named: Set<string>; said: Set<string>; asNames: Set<string> }>();

/** A tool as the vocabulary reads it: its name, its server, its definition (a ModelTool, or a deferred catalog entry). */
export type NamedTool = Pick<ModelTool, 'name' | 'server' | 'definition'>;

/** Products the tool says it belongs to: proper nouns of its description and of its server's instructions, and its name's first word or its server's name when those call it so. */
function productsOfTool(tool: NamedTool, servers: readonly ServerInfo[]): Set<string> {
  let own = cache.get(tool.definition);
  if (!own) {
    const description = descriptionOf(tool);
    // "Notion | Create comment": a label before a bar names the product, first word or not.
    const label = /^\s*([A-Z][A-Za-z0-9]+)\s*\|/.exec(description)?.[1]?.toLowerCase();
    const nouns = [...properNouns(description.slice(0, 1000)), ...(label && !NOT_PRODUCTS.has(label) ? [label] : [])];
    const name = splitName(tool.name);
    own = new Set(nouns);
    // `jira_get_issue` ("… a Jira issue"): the name's first word is a product when the description names it so.
    if (name.length > 1 && nouns.includes(name[0]!)) own.add(name[0]!);
    // A server named by a general word ("time", "memory") is no product; one its tools call by a proper name is.
    if (tool.server) for (const w of splitName(tool.server)) if (nouns.includes(w)) own.add(w);
    cache.set(tool.definition, own);
  }
  const instructions = tool.server ? servers.find((s) => s.name === tool.server)?.instructions : undefined;
  if (!instructions) return own;
  // The server's instructions speak for each of its tools: their proper nouns, and the server's name when they call it so.
  const instructed = properNouns(instructions);
  return new Set([...own, ...instructed, ...splitName(tool.server!).filter((w) => instructed.includes(w))]);
}

export function ownProducts(tool: NamedTool, servers: readonly ServerInfo[] = []): Set<string> {
  return productsOfTool(tool, servers);
}

/** Whether the tool's server, name, description or own products say this product's name. Read only for loaded tools. */
export function mentionsProduct(tool: NamedTool, product: string, servers: readonly ServerInfo[] = [], asName = false): boolean {
  let words = mentionCache.get(tool.definition);
  if (!words) {
    const description = descriptionOf(tool).slice(0, 2000);
    words = {
      named: new Set([...splitName(tool.name), ...(tool.server ? splitName(tool.server) : [])]),
      said: new Set(splitName(description)),
      // Capitalised, or as a file's extension (".sketchy file"): a name, not the English word.
      asNames: new Set([...(description.match(/\b[A-Z][A-Za-z0-9]*/g) ?? []), ...(description.match(/(?<=\.)[a-z][a-z0-9]*\b/g) ?? [])].map((w) => w.toLowerCase())),
    };
    mentionCache.set(tool.definition, words);
  }
  // "Performs linear regression …": asked as a name (a product its own tools carry as their prefix, linear_…), an English
  // word is said only as one, capitalised or as a file's extension.
  const said = words.said.has(product) && (!asName || words.asNames.has(product) || !isEnglishWord(product));
  return words.named.has(product) || said || productsOfTool(tool, servers).has(product);
}

/**
 * The products a request knows of, read from all of its tools, deferred ones
 * included: what the request's own vocabulary calls a product (a proper noun
 * in two tools' descriptions, a label, a server's or a name prefix's proper
 * name, and not a word those descriptions mostly write in lower case), and
 * which of them start tool names (`jira_…`), so a regex can ask for that
 * prefix. Asked word by word, for the question's words only, and remembered
 * for the request: a 10,000-tool request is not read whole for a product the
 * question never names.
 */
export interface RequestVocabulary {
  isProduct(word: string): boolean;
  isPrefix(word: string): boolean;
  /** A name some tool claims and no description writes in lower case ("Anki" in one tool's description): never a verb. */
  isName(word: string): boolean;
  /** A prefix the client composed onto two or more names (`harvest_list_projects` beside another server's `list_projects`): a server's name. */
  isServer(word: string): boolean;
  /** Whether any tool's name or description says this very word, in any case ("bear" is not "bearing_tool"'s). */
  says(word: string): boolean;
  /** How often each word occurs across the request's tools (request-words.ts). */
  words: RequestWords;
}

export const EMPTY_VOCABULARY: RequestVocabulary = { isProduct: () => false, isPrefix: () => false, isName: () => false, isServer: () => false, says: () => false, words: NO_REQUEST_WORDS };


export function requestVocabulary(tools: readonly NamedTool[], servers: readonly ServerInfo[] = []): RequestVocabulary {
  const words = requestWords(tools);
  const memo = new Map<string, { product: boolean; prefix: boolean; name: boolean; server: boolean }>();
  const judge = (word: string) => {
    const known = memo.get(word);
    if (known) return known;
    let claimed = 0;
    let lower = 0;
    let firsts = 0;
    let objects = 0;
    let composed = 0;
    const anyCase = new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(word)}(?![a-z0-9])`, 'i');
    // Written with a capital (any case after it: GitHub): only such a description can claim the word as a name.
    const capital = new RegExp(`(?<![A-Za-z0-9])${word.charAt(0).toUpperCase()}${[...word.slice(1)].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : escapeRegExp(c))).join('')}(?![a-z0-9])`);
    // In lower case as a word, not inside an address or an identifier ("user@gmail.com", "keboola.ex-gmail"): no use of the word.
    const lowerCase = new RegExp(`(?<![A-Za-z0-9@./_-])${escapeRegExp(word)}(?![a-z0-9]|[._/-][a-z0-9])`);
    // A server's instructions speak for all its tools.
    const instructed = new Set(servers.filter((s) => s.instructions && anyCase.test(s.instructions)).map((s) => s.name));
    for (const tool of tools) {
      const name = tool.name.toLowerCase();
      // A prefix a client composed because two servers share the rest of the name (`zendesk_get_ticket`) is how the name
      // was sent, not how the server names its tools: its other tools may carry none.
      const composedBy = words.composedPrefix(tool.name);
      const prefixed = name.startsWith(word) && /^[_\-.]/.test(name.slice(word.length)) && composedBy !== word;
      if (composedBy === word) composed += 1;
      if (prefixed) firsts += 1;
      // The last word of a name is what the tool acts on (`get_pods`, `read-cypher`): a thing, whatever its capital.
      else if (splitName(tool.name).at(-1) === word) objects += 1;
      const description = descriptionOf(tool).slice(0, 1000);
      if (!capital.test(description) && !prefixed && !(tool.server && instructed.has(tool.server))) continue;
      if (ownProducts(tool, servers).has(word)) claimed += 1;
    }
    // Only a word some tool claims is worth counting in lower case.
    if (claimed > 0) for (const tool of tools) if (lowerCase.test(descriptionOf(tool).slice(0, 1000))) lower += 1;
    const served = servers.some((s) => splitName(s.name).includes(word));
    // A word no dictionary has that starts three or more tool names (`puppeteer_navigate`, `ynab_get_budgets`) is the
    // server's name, though no description writes it with a capital ("YNAB", or not at all).
    const namespace = firsts >= 3 && objects === 0 && word.length >= 3 && !/\d/.test(word) && !isGeneralWord(word) && !isEnglishWord(word);
    const product = namespace || (claimed > 0 && lower <= claimed && (claimed >= 2 || firsts > 0 || served) && (objects === 0 || firsts > 0 || served));
    // A prefix most of the product's tools carry (`jira_…`); a few composed names (`okta_get_logs` beside a hundred Okta tools) are no prefix to search by.
    const result = { product, prefix: product && firsts >= 2 && firsts * 2 >= claimed, name: claimed > 0 && lower === 0, server: composed >= 2 };
    memo.set(word, result);
    return result;
  };
  const said = new Map<string, boolean>();
  const says = (word: string) => {
    let known = said.get(word);
    if (known === undefined) {
      const anyCase = new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(word)}(?![A-Za-z0-9])`, 'i');
      known = tools.some((tool) => splitName(tool.name).includes(word) || anyCase.test(descriptionOf(tool)));
      said.set(word, known);
    }
    return known;
  };
  return { isProduct: (word) => judge(word).product, isPrefix: (word) => judge(word).prefix, isName: (word) => judge(word).name, isServer: (word) => judge(word).server, says, words };
}

const LEADING_VERBS = new Set(VERBS.flatMap((v) => v.says.filter((w) => !w.includes(' '))));

// A name written with a capital, in CamelCase too ("Attio", "SimpleCheckList"): one word of the question.
const CAPITALISED = String.raw`[A-Z][a-z]{2,}(?:[A-Z][a-z]+)*`;
const CAPITALISED_INSIDE = new RegExp(String.raw`(?<=[A-Za-z0-9,;)]\s+)${CAPITALISED}(?![A-Za-z])`, 'g');

/**
 * The products a question names: its words that the request's vocabulary, a
 * visible tool or a server's instructions call a product ("List my Jira
 * sprints"). A capitalised word nothing in the request claims ("INFY",
 * "Paris") is not one: it stays a word of the task.
 */
export function namedProducts(asked: string, tools: readonly ModelTool[], servers: readonly ServerInfo[] = [], vocabulary: RequestVocabulary = EMPTY_VOCABULARY, shortened = true): string[] {
  // A quoted name is a value the user gives ("the metric 'Placed Order'"), not a product they name.
  // So are a path ("/home/dev/shopfront"), a setting's name or value ("STRIPE_WEBHOOK_SECRET=whsec_…") and a dotted
  // name in lower case ("john.doe", "api.acme.io"): their parts are no products.
  const unquoted = asked.replace(/(?<![A-Za-z])(?:'[^'\n]{1,80}'|"[^"\n]{1,80}"|`[^`\n]{1,80}`|‘[^’\n]{1,80}’|“[^”\n]{1,80}”)(?![A-Za-z])/g, ' ').replace(/(?<!\S)~?\/[\w./-]+|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b\w+=\S+|(?<![\w.])[a-z0-9_-]+(?:\.[a-z0-9_-]+)+(?![\w.])/g, ' ');
  // "I won't be home", "when we get home": home, gone to or been at, is where the user is, no product named for it.
  // "every function the cloudflare provider exposes": a product's name before the kind of package that serves it (a
  // provider, a plugin, an SDK) names that package, a thing of another tool, not where the task is done.
  // A prefix before a hyphen ("a sub-step", "co-owner", "re-run") is part of the word, never a product's name ("Sub-item" of a board).
  const said = unquoted.replace(/\b(?:sub|co|re|pre|non|multi|anti|semi|mid|inter|self|ex)-(?=[a-z])/gi, '').replace(/\b(?:be|being|been|get|gets|got|getting|go|goes|going|went|come|comes|coming|came|head|heading|i'm|we're|back)\s+home\b/g, ' ').replace(/\b[A-Za-z][\w-]*\s+(?=(?:provider|plugin|connector|adapter|driver|sdk|integration|extension)s?\b)/gi, ' ');
  // "…, push it to next friday": a word in lower case right before "it" and where it goes is the verb, no product.
  // "heroku-redis:mini": a plan or tag written name:value is a value, its parts no products.
  const question = said.replace(/(?<![\w.-])[a-z][\w.-]*:[a-z0-9*][\w.*-]*/g, ' ').replace(/(?<![A-Za-z])[a-z]+(?=\s+(?:it|them)\s+(?:to|into|onto|on|off|back|up|down|over|out)\b)/g, ' ');
  const known = new Set<string>();
  for (const tool of tools) for (const p of ownProducts(tool, servers)) known.add(p);
  for (const server of servers) {
    // A server named by a general word ("time", "memory") is a product only where its instructions call it by a proper name.
    const proper = server.instructions ? properNouns(server.instructions) : [];
    for (const w of splitName(server.name)) if (proper.includes(w)) known.add(w);
  }
  // A general-English word written in lower case is that word ("to drive from Boston"), not the product named for it (Drive).
  const plain = new Set((question.match(/(?<![A-Za-z0-9])[a-z][a-z0-9]*/g) ?? []).filter(isGeneralWord));
  // The first word is capitalised because it starts the question: a verb of the word list there ("Show me…") is the ask.
  const opening = /^\s*([A-Za-z]+)/.exec(question)?.[1]?.toLowerCase();
  if (opening && LEADING_VERBS.has(opening)) plain.add(opening);
  const words = (question.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? []).filter((w) => !plain.has(w));
  // A name the user capitalises inside a sentence ("in Harvest") that the client composed onto tool names: that server,
  // though its tools' descriptions never name it.
  // Written in CamelCase ("In SimpleCheckList, …") it is one name, as the client composes it. In lower case ("in my
  // simplechecklist") when no description writes it so.
  const capitalised = new Set((question.match(CAPITALISED_INSIDE) ?? []).map((w) => w.toLowerCase()));
  // A question word inside the sentence ("to see what the user did") is none, whatever a tool's description capitalised.
  const named = words.filter((w) => !QUESTION_WORDS.has(w) && (known.has(w) || (w.length > 2 && !NOT_PRODUCTS.has(w) && !STOPWORDS.has(w) && (vocabulary.isProduct(w) || (vocabulary.isServer(w) && (capitalised.has(w) || vocabulary.isName(w)))))));
  // "sonar: reopen issue …": the start of one product's name, no word of its own, is that product when its tools are
  // named with it (change_sonar_issue_status for SonarQube).
  const products = shortened ? [...known] : [];
  const short = words.flatMap((w) => {
    if (!shortened || w.length < 4 || named.includes(w) || QUESTION_WORDS.has(w) || STOPWORDS.has(w) || NOT_PRODUCTS.has(w) || isGeneralWord(w)) return [];
    const whole = products.filter((p) => p.length > w.length && p.startsWith(w));
    return whole.length === 1 && tools.some((t) => splitName(t.name).includes(w) && ownProducts(t, servers).has(whole[0]!)) ? whole : [];
  });
  return [...new Set([...named, ...short])];
}

// "Create a new note in Bear titled …", "… to my Bear": where a change is made, named with a capital inside the sentence
// (one name, not "New York"). "Move WEB-5 to Done" names a state, "fails on Safari" what happened where. Quoted values
// are none.
const NAMED_PLACE = new RegExp(String.raw`(?<=\S\s+)(?:(?:in|into)\s+(?:my\s+|our\s+)?|(?:to|on)\s+(?:my|our)\s+)(${CAPITALISED})\b(?!\s+[A-Z])`);
// "In Attio, find the company record …": a read framed by where it happens, before a comma; "Search Attio for companies
// named …": the place searched, what for after it.
const PLACE_FIRST = new RegExp(String.raw`^\W*(?:(?:[Ii]n|[Oo]n|[Ff]rom|[Uu]sing|[Vv]ia)\s+(?:my\s+|our\s+)?(${CAPITALISED}),|(?:[Ss]earch|[Cc]heck|[Qq]uery)\s+(?:my\s+|our\s+)?(${CAPITALISED})\s+for\b)`);

/**
 * A place a change is made in (or a read framed by) that no tool of the request ever names: a product the request does
 * not know. Named, it still says where the task is done, so a tool that says it is another product's
 * (joplin_create_note) is set aside.
 */
function unknownPlace(clause: string, pattern: RegExp, vocabulary: RequestVocabulary): string[] {
  const found = pattern.exec(clause.replace(/(["'“‘`]).*?["'”’`]/g, ' '));
  const place = (found?.[1] ?? found?.[2])?.toLowerCase();
  if (!place || NOT_PRODUCTS.has(place) || STOPWORDS.has(place) || vocabulary.says(place)) return [];
  return [place];
}

const NOT_THERE = (product: string) => new RegExp(`\\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not|isn'?t|is not|aren'?t|are not|not|no|never|without)\\s+(?:\\w+\\s+){0,2}?${escapeRegExp(product)}\\b`, 'i');

/**
 * The intent with the products its clause names, read against the tools the
 * model can see now and the request's servers; a named product is where the
 * task happens, not what it is about, so it leaves the task's words.
 */
export function withProducts(intent: Intent, tools: readonly ModelTool[], servers: readonly ServerInfo[] = [], vocabulary: RequestVocabulary = EMPTY_VOCABULARY): Intent {
  // The verb that opens the clause is the ask, though a loaded tool's description capitalises it ("Lara Translate",
  // "Accept, Decline, Maybe"): "Translate … with DeepL" names DeepL, "Decline the invite" names nothing. A product the
  // whole request calls so ("asana my tasks") stays one.
  const opens = intent.verbFrom === 'imperative' && new RegExp(`^\\W*${escapeRegExp(intent.verbWord)}\\b`, 'i').test(intent.clause);
  const opening = opens && (isGeneralWord(intent.verbWord) || (vocabulary !== EMPTY_VOCABULARY && !vocabulary.isProduct(intent.verbWord))) ? intent.verbWord : undefined;
  // "just a normal sms, he doesn't have whatsapp": a product the user says is not there is not where the task happens.
  // A name cut short ("sonar") says where a change is made, so that another product's tool for it is set aside; a read
  // keeps to names in full: the product's tools that never write its name (get_project_quality_gate_status) would fall
  // behind those that do.
  // "the Google spreadsheet called 'Film festival sponsorships'": a word written in lower case before the name it is
  // called by is the kind of thing named, whoever capitalises it.
  // So is one after another product's name with an id after it ("On Trello board 64f1a2b3…"): that product's board.
  const found = namedProducts(intent.clause, tools, servers, vocabulary, intent.verb.class === 'write');
  const kindNamed = (p: string) =>
    new RegExp(`\\b${escapeRegExp(p)}s?\\s+(?:called|named|titled)\\s+["'‘“]`).test(intent.clause) ||
    found.some((other) => other !== p && new RegExp(`\\b${escapeRegExp(other)}\\s+${escapeRegExp(p)}\\s+#?[A-Za-z0-9_-]*\\d`, 'i').test(intent.clause) && new RegExp(`\\b${escapeRegExp(p)}\\b`).test(intent.clause));
  const absent = found.filter((p) => NOT_THERE(p).test(intent.clause));
  const named = found.filter((p) => p !== opening && !absent.includes(p) && !kindNamed(p));
  const products = named.length > 0 || vocabulary === EMPTY_VOCABULARY ? named : unknownPlace(intent.clause, intent.verb.class === 'write' ? NAMED_PLACE : PLACE_FIRST, vocabulary);
  if (products.length === 0 && intent.products.length === 0) return absent.length > 0 ? { ...intent, absent } : intent;
  const gone = new Set(products);
  const prefix = products.find((p) => vocabulary.isPrefix(p));
  // A product's name read as the clause's verb ("asana my tasks") says where; no verb was said, so it asks to see.
  const where = intent.verb.id === 'other' && products.includes(intent.verbWord) && !isGeneralWord(intent.verbWord) ? { verb: VERB_BY_ID.get('list')!, verbWord: '', verbFrom: 'default' as const } : {};
  return { ...intent, ...where, products, ...(prefix ? { prefix } : {}), ...(absent.length > 0 ? { absent } : {}), words: intent.words.filter((w) => !gone.has(w)), literals: intent.literals.filter((w) => !gone.has(w)) };
}

const SAID_VERBS = new Set(VERBS.flatMap((v) => v.says));

/** A named product and the word after it in the question ("google drive", "hacker news"): a name in two words, maybe. */
export function productPhrases(intent: Pick<Intent, 'products' | 'clause' | 'phrases'>): string[][] {
  if (intent.phrases) return intent.phrases;
  const out: string[][] = [];
  for (const product of intent.products) {
    const next = new RegExp(`\\b${escapeRegExp(product)}\\s+([a-z]{3,})\\b`, 'i').exec(intent.clause)?.[1]?.toLowerCase();
    // "docker restart nginx", "sentry resolve …": a verb after the name is what to do there, no second word of it.
    if (next && !STOPWORDS.has(next) && !isWriteVerb(next) && !SAID_VERBS.has(next)) out.push([product, next]);
  }
  return out;
}
