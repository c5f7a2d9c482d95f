import type { ModelTool } from '../model-context';
import type { Intent } from './analyze';
import { dateRole, givesDefault, knownArgument, nameForId, numberNamedIn, valueNamedBy } from './args';
import { domainFit } from './domain-fit';
import { isEnglishWord } from './english';
import { CONCEPTS, NEUTRAL_NAME_WORDS, STOPWORDS, TOOL_READ_WORDS, TOOL_WRITE_WORDS, VERB_BY_ID, VERB_HINTS, VERBS, type Concept } from './lexicon';
import { ownFit } from './own-fit';
import { ownWords, type OwnWord } from './own-queries';
import { mentionsProduct, ownProducts, productPhrases, type ServerInfo } from './products';
import { redirectFor } from './redirects';
import { NO_REQUEST_WORDS, type RequestWords } from './request-words';
import { escapeRegExp, namesMany, nameWords, stem } from './text';
import { PEOPLE_SAYING, PUT_ON_MINE, taskWords, type TaskWords, vagueThing, weakWord } from './task-words';
import { leadingWriteVerb } from './tool-verbs';
import { wordFit } from './word-fit';
import { isGeneralWord, related, root, splitName } from './words';

export { nameWords, stem };

// Forms a result is given in, by the words tool names and questions use for them.
const FORMS = new Map(Object.entries({ markdown: 'markdown', md: 'markdown', html: 'html', json: 'json', csv: 'csv', xml: 'xml', pdf: 'pdf', yaml: 'yaml', yml: 'yaml', png: 'png', jpeg: 'jpeg', jpg: 'jpeg', svg: 'svg' }));
const ASKED_FORM = new RegExp(`\\b(?:as|in|into|to)\\s+(?:(?:a|an|clean|plain|raw|nice|simple|valid|proper)\\s+)?(${[...FORMS.keys()].join('|')})\\b`, 'i');

/**
 * How well a loaded tool fits an intent, from what the model can see of it:
 * its name, description and argument names. Objects weigh most (a tool named
 * for the thing asked about), then the verb (read tools for read questions,
 * the matching write for writes), then the product and the arguments the
 * question can fill. A write tool never fits a read question.
 */

export interface ToolProfile {
  name: string;
  words: string[];
  stems: string[];
  /** Name stems that can be its action: not the words of an object named in two words (the "request" of pull_request). */
  actionStems: string[];
  description: string;
  descStems: Set<string>;
  /** Roots of the description's words (words.ts), for matching across inflections. */
  descRoots: Set<string>;
  args: string[];
  required: string[];
  /** What the tool does to the world, from the first verb of its name (or its description). */
  class: 'read' | 'write' | 'neutral';
  /** A read tool that returns many things: named for a plural object, or its description says it lists. */
  many: boolean;
  verbWord?: string;
  /** The stem of its description's first word ("trigger" of "Trigger a new build …"): the action it says it does. */
  opening: string;
  /** Products the tool claims (products.ts): its name's product prefix, proper nouns of its description, its server. */
  products: Set<string>;
}

const descriptionOf = (tool: ModelTool) => String((tool.definition as { description?: string | null }).description ?? '');

// A host name as written in text: not an address's or a URL's part, not a file ("notes.md"), not a dotted field ("analytics.daily_sessions").
// A field that takes a host name: a domain the question names fills it, and picks one thing as an id does.
const DOMAIN_FIELD = /^(?:domain|domain_?name|hostname)$/i;
const DOMAIN_NAME = /(?<![\w@/.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?!(?:md|pdf|json|csv|txt|png|jpe?g|gif|svg|ts|js|py|rb|go|yml|yaml|xml|html?|docx?|xlsx?|pptx?|zip|log|sql|sh|env)\b)[a-z]{2,6}(?![\w@/-])/;

function schemaOf(tool: ModelTool): { properties: Record<string, unknown>; required: string[] } {
  const schema = (tool.definition as { input_schema?: { properties?: Record<string, unknown>; required?: unknown } }).input_schema;
  return { properties: schema?.properties ?? {}, required: Array.isArray(schema?.required) ? schema.required.map(String) : [] };
}

/** Words a docs search is named for besides "search" (microsoft_docs_search, search_cloudflare_documentation). */
const DOCS_STEMS = new Set(['doc', 'documentation', 'document', 'guide', 'learn', 'reference']);

/** The tool names `action` as one of its own: a value of an enum, or a quoted or listed choice ("- pause: Pauses …", "'get', 'pause' or 'skip'"). */
function listsAction(tool: ModelTool, action: string): boolean {
  const lower = action.toLowerCase();
  const { properties } = schemaOf(tool);
  const fields = Object.values(properties) as { enum?: unknown; description?: unknown }[];
  if (fields.some((f) => Array.isArray(f?.enum) && f.enum.some((v) => String(v).toLowerCase() === lower))) return true;
  const word = escapeRegExp(lower);
  const listed = new RegExp(`(?:^|\\n)\\s*[-*•]\\s*${word}\\s*:|['"\`]${word}['"\`]`, 'i');
  return listed.test(descriptionOf(tool)) || fields.some((f) => typeof f?.description === 'string' && listed.test(f.description));
}

/**
 * A field of the tool takes the state the verb puts a thing in: "Suspend campaign 233" → update_campaign_status, whose
 * `status` takes "suspended"; "archive" → "archived".
 */
function setsState(tool: ModelTool, verbWord: string): boolean {
  const verb = root(verbWord.split(/\s+/)[0] ?? '');
  if (verb.length < 4) return false;
  const fields = Object.values(schemaOf(tool).properties) as { enum?: unknown }[];
  return fields.some((f) => Array.isArray(f?.enum) && f.enum.some((v) => typeof v === 'string' && root(v.toLowerCase()) === verb));
}

const profiles = new WeakMap<object, ToolProfile>();

export function profile(tool: ModelTool): ToolProfile {
  const cached = profiles.get(tool.definition);
  if (cached) return cached;
  const words = nameWords(tool.name).filter((w) => w !== 'api' && w !== 'a');
  const description = descriptionOf(tool);
  const firstSentence = description.split(/(?<=[.!?])\s|\n/)[0] ?? '';
  const descWords = nameWords(description.slice(0, 600));
  // The verb: `search` anywhere in the name (Notion's API-post-search searches), else the first verb word.
  // `search` anywhere wins (Notion's API-post-search searches); then a verb first (`create_issue`), then last (`issue_read`).
  const isVerb = (w: string | undefined) => w !== undefined && (TOOL_READ_WORDS.has(w) || TOOL_WRITE_WORDS.has(w));
  // A delete anywhere in the name is what the tool does (`event_delete_trigger` deletes a trigger; it triggers nothing).
  const deletes = words.find((w) => WRITE_GROUP[w] === 'delete' && w !== 'reset');
  // "batch" and "bulk" say how many, not what: batch_get_file_contents gets.
  const modifier = (w: string | undefined) => w === 'batch' || w === 'bulk';
  const acts = words.filter((w, i) => !(modifier(w) && isVerb(words[i + 1])));
  // After a server's prefix the verb comes second (asana_create_project_status creates; its "status" is the object), except in
  // an object named in two words (pull_request_read reads).
  // Where a verb stands (first, or second after a prefix), a general English write verb is one too: change_sonar_issue_status changes.
  const leads = (w: string | undefined) => isVerb(w) || leadingWriteVerb(w) !== undefined;
  let verbWord = acts.includes('search') ? 'search' : deletes ? deletes : leads(acts[0]) ? acts[0] : leads(acts[1]) && acts.length > 2 && !(acts[0] === 'pull' && acts[1] === 'request') ? acts[1] : isVerb(acts.at(-1)) ? acts.at(-1) : acts.find(isVerb);
  if (!verbWord) {
    const first = nameWords(firstSentence).map(stem).find((w) => TOOL_READ_WORDS.has(w) || TOOL_WRITE_WORDS.has(w) || ['shows', 'returns', 'retrieve', 'records', 'switches', 'unstages', 'adds', 'creates', 'echoes', 'fetches', 'lists', 'gets', 'toggles', 'compresses', 'demonstrates', 'simulates', 'browse', 'explore'].includes(w));
    verbWord = first;
  }
  const readish = new Set([...TOOL_READ_WORDS, 'show', 'return', 'echoe', 'demonstrate', 'list', 'get', 'fetche', 'browse', 'explore']);
  const writeish = new Set([...TOOL_WRITE_WORDS, 'record', 'switche', 'unstage', 'add', 'create', 'toggle', 'compresse', 'simulate']);
  const v = verbWord ? stem(verbWord) : undefined;
  const isRead = (w: string | undefined) => w !== undefined && (readish.has(w) || (verbWord !== undefined && readish.has(verbWord)));
  const isWrite = (w: string | undefined) => w !== undefined && (writeish.has(w) || (verbWord !== undefined && (writeish.has(verbWord) || leadingWriteVerb(verbWord) !== undefined)));
  let cls: ToolProfile['class'] = !v ? 'neutral' : isWrite(v) && !isRead(v) ? 'write' : isRead(v) ? 'read' : 'neutral';
  // A tool named for getting whose description opens by making the thing (get_sharing_link: "Create a shared link for a
  // file") makes it: the description says what a call does, the name only what comes back.
  const opens = /^\W*(create|add|update|delete|remove|send|post)s?\b/i.exec(description)?.[1]?.toLowerCase();
  if (cls === 'read' && opens) {
    cls = 'write';
    verbWord = opens;
  }
  // The reverse: a noun of the name read as its verb (rpc_block_miner_info: "Get miner metadata for a given block") where
  // the description opens by getting: it reads, and the word is its thing.
  const reads = /^\W*(get|gets|retrieve|retrieves|fetch|fetches|return|returns|list|lists|show|shows|look up|looks up)\b/i.exec(description)?.[1]?.toLowerCase();
  if (cls === 'write' && reads && verbWord !== undefined && verbWord !== acts[0] && !deletes && !isVerb(verbWord) && new RegExp(`\\b${escapeRegExp(verbWord)}\\b`, 'i').test(description.slice(reads.length + 1, 200))) {
    cls = 'read';
    verbWord = stem(reads.split(' ')[0]!);
  }
  const { properties, required } = schemaOf(tool);
  const result: ToolProfile = {
    name: tool.name,
    words,
    stems: words.map(stem),
    actionStems: words.map(stem).filter((w, i, all) => !(w === 'request' && all[i - 1] === 'pull')),
    description: description.toLowerCase(),
    descStems: new Set(descWords.map(stem)),
    descRoots: new Set(descWords.map(root)),
    args: Object.keys(properties),
    required,
    class: cls,
    many: cls !== 'write' && (words.some((w) => ['list', 'search', 'query', 'find', 'history', 'log', 'unreads', 'replies'].includes(w)) || namesMany(tool.name) || /\b(returns? (a |the )?list|lists? (all|the)|list of|all [a-z]+s\b)/i.test(firstSentence)),
    ...(verbWord ? { verbWord } : {}),
    opening: stem(/^\W*([A-Za-z]+)/.exec(description)?.[1]?.toLowerCase() ?? ''),
    products: ownProducts(tool),
  };
  profiles.set(tool.definition, result);
  return result;
}

function inName(p: ToolProfile, term: string): boolean {
  const parts = nameWords(term).map(stem);
  // `unstar_repository` is about stars too.
  const same = (have: string | undefined, part: string) => have === part || have === `un${part}`;
  for (let i = 0; i + parts.length <= p.stems.length; i += 1) if (parts.every((part, k) => same(p.stems[i + k], part))) return true;
  return false;
}

function inDescription(p: ToolProfile, term: string): boolean {
  const parts = nameWords(term).map(stem);
  if (parts.length === 1) return p.descStems.has(parts[0]!);
  return p.description.includes(term.replace(/_/g, ' '));
}

/**
 * Kinds of writes, for tools (by the verb of their name) and questions (by the
 * verb id): a tool that creates does not do an update, and nothing but a
 * delete tool deletes (nor does a delete tool do anything else).
 */
export const WRITE_GROUP: Record<string, 'create' | 'update' | 'delete'> = {
  create: 'create', add: 'create', new: 'create', post: 'create', write: 'create', insert: 'create', push: 'create', upload: 'create', batch: 'create', send: 'create', reply: 'create',
  star: 'create', fork: 'create', commit: 'create', copy: 'create', link: 'create', request: 'create', submit: 'create', trigger: 'create', react: 'create', stage: 'create', watch: 'create', review: 'create', rerun: 'create', append: 'create', approve: 'create', schedule: 'create',
  update: 'update', edit: 'update', set: 'update', patch: 'update', move: 'update', transition: 'update', mark: 'update', toggle: 'update', manage: 'update', rename: 'update', assign: 'update', checkout: 'update', resolve: 'update',
  unresolve: 'update', reprioritize: 'update', merge: 'update', close: 'update', reopen: 'update',
  delete: 'delete', remove: 'delete', unstar: 'delete', dismiss: 'delete', reset: 'delete',
};

/** The kind of write a tool's verb does: its word list's kind, or a general English verb's. */
function writeKindOf(verbWord: string | undefined): 'create' | 'update' | 'delete' | undefined {
  return verbWord ? WRITE_GROUP[stem(verbWord)] ?? WRITE_GROUP[verbWord] ?? leadingWriteVerb(verbWord)?.kind : undefined;
}

/** Name words of tools that serve documentation and guides (a how-to question's answer). */
const DOCS = new Set(['doc', 'docs', 'documentation', 'guide', 'guides', 'tutorial', 'tutorials', 'manual', 'handbook']);
/** Name words of tools that compute over data: what a count or an aggregate needs. */
const COMPUTES = new Set(['query', 'sql', 'execute', 'count', 'aggregate', 'statistic', 'stats', 'analytic', 'cypher']);

/** The words of a tool named for nothing but running a query. */
const QUERY_NAME_WORDS = new Set(['query', 'execute', 'run', 'instant', 'raw', 'sql']);

/** "get the business ID for …", "what's the user id of …", "resolve … to their business IDs": the thing whose id is asked for by its name. */
const ID_ASKED = /\b(?:get|find|fetch|look up|lookup|what(?:'s| is| are)|give me|tell me)\s+(?:me\s+)?(?:the|its|their|his|her)\s+([a-z]+)\s+ids?\s+(?:for|of)\b|\b(?:resolve|match|map)\s+(?:[^.;?]|\.(?=\S)){1,160}?\s+(?:to|into|with)\s+(?:its|their|the|his|her)\s+([a-z]+)\s+ids?\b/i;

/** Languages a tool may be named for running statements in (write-cypher, execute_sql). */
const QUERY_LANGUAGES = new Set(['sql', 'cypher', 'sparql', 'gremlin', 'cql']);

/**
 * A tool named for nothing but running statements that may change data: write-cypher, or a run_query whose description
 * lets it run DDL and DML. What a product has no tool of its own for ("set a TTL on the table", "create a uniqueness
 * constraint") is such a statement; a tool that says it only reads ("Run a read-only SQL query", read-cypher) is none.
 */
function runsChanges(p: ToolProfile): boolean {
  return namedForStatements(p, 'write') && (p.stems.includes('write') || /\b(?:ddl|dml)\b|\bwrite (?:queries|statements|operations)\b/i.test(p.description));
}

/**
 * Named for a query or a query language and nothing else but the run words, the product and `mode`: execute_query,
 * run_query, read-cypher for reads; write-cypher for writes.
 */
function namedForStatements(p: ToolProfile, mode: 'read' | 'write'): boolean {
  return p.stems.some((w) => w === 'query' || QUERY_LANGUAGES.has(w)) && p.stems.every((w) => QUERY_NAME_WORDS.has(w) || QUERY_LANGUAGES.has(w) || w === mode || p.products.has(w));
}

const QUERY_TOOL = "the named product's query tool";

/** Read verbs any tool that shows a thing has: no particular action. */
const PLAIN_READS = new Set(['get', 'list', 'search', 'read', 'retrieve', 'query', 'find', 'fetch', 'view', 'show', 'open', 'me', 'self', 'info']);

/** Name words too common to tell tools apart. */
const GENERIC_NAME_WORDS = new Set(['get', 'list', 'search', 'read', 'create', 'update', 'delete', 'add', 'write', 'api', 'post', 'all', 'the', 'new', 'current']);

export interface Fit {
  tool: ModelTool;
  score: number;
  /** The head object is in the tool's name or description. */
  objectHit: boolean;
  why: string[];
  rejected?: string;
  /** The task's own words the tool names or its description says (by root or general synonym): what a reader can check. */
  evidence?: string[];
  /** A reason not to call it even as the best of what a search loaded: an id the question lacks, another product. */
  blocker?: string;
  /** Its own verb does the task's action: a read for a read; for a change, a write whose verb is the one asked (or says it). */
  actionOk?: boolean;
  /** A tool of the product the task names. */
  onProduct?: boolean;
  /** A product's one general search tool, fitting any read (jira_search). */
  generalSearch?: boolean;
  /** The named product's tool for running statements, taking a change it has no tool of its own for, or a read. */
  runsStatements?: boolean;
  /** The named product's one query tool (execute_query beside "ask Prometheus …"): it answers any read of its data. */
  queryTool?: boolean;
  /** It says it belongs to another product than the one the task names ("Delete a message in Webex" for Discord). */
  otherProduct?: boolean;
  /** The required ids the question does not give (lookup-first.ts may find one by the thing's name). */
  missing?: string[];
  /** Its name says what the task is about, its first object ("transactions" of list_transactions), by the first four letters, so a misspelt or inflected form counts. */
  namesObject?: boolean;
  /** The task's word is in its name only as a modifier of another thing it is about ("reviews" of getPendingReviewPRs, about PRs). */
  modifiesOther?: boolean;
}

/** The tool's name or the first words of its description name this action. */
function doesVerb(p: ToolProfile, word: string): boolean {
  const w = stem(word.split(/\s+/)[0] ?? '');
  if (!w) return false;
  if (p.stems.includes(w) || p.descStems.has(w) || p.descStems.has(`${w}s`) || p.descStems.has(`${w}e`)) return true;
  // A name word that begins with the verb is the same action made a noun ("roll back" → kubectl_rollout, "drain" → drainNode).
  if (w.length >= 4 && p.stems.some((s) => s.length > w.length && s.startsWith(w))) return true;
  // The same action in other words ("back up" → backup_database, "restart" → reboot).
  const spoken = word.replace(/\s+/g, '');
  return p.words.some((n) => n === spoken || related(word.split(/\s+/)[0]!, n) !== undefined) || p.descRoots.has(root(word.split(/\s+/)[0]!));
}

/**
 * Its description opens with the action's own word ("Trigger a new build" for "kick off a build", "Execute JavaScript"
 * for "run a script"), whatever its name's verb, or with none (puppeteer_evaluate).
 */
function opensWithAction(p: ToolProfile, intent: Intent): boolean {
  return p.opening !== '' && intent.verb.id !== 'other' && [intent.verb.id, ...intent.verb.tool].some((v) => stem(v) === p.opening);
}

/**
 * A write tool's own verb does what the task's verb asks: the same word or a
 * general synonym ("remove" for "delete"), a word the general list gives that
 * verb in tool names (`update` for "close"), a name word the verb points at
 * (`state` for "close"), or its name or description says the task's verb.
 */
function actionFits(p: ToolProfile, intent: Intent): boolean {
  const asked = intent.verbWord.split(/\s+/)[0] ?? '';
  if (!asked) return true;
  const own = stem(p.verbWord!);
  if (related(asked, p.verbWord!) !== undefined || intent.verb.tool.some((t) => stem(t) === own || related(t, p.verbWord!) === 'same')) return true;
  if ((VERB_HINTS[intent.verbWord] ?? []).some((h) => p.stems.includes(stem(h)))) return true;
  if (opensWithAction(p, intent)) return true;
  // The tool's verb is a general English verb of the same kind of write (change_sonar_issue_status for "mark … as",
  // kubectl_scale for "bump"): which of them fits is for the words to tell, as it was when such a verb was not read at all.
  const lead = leadingWriteVerb(p.verbWord);
  if (lead && (lead.general ? lead.kind === WRITE_GROUP[intent.verb.id] : lead.verbId === intent.verb.id && intent.verb.says.includes(p.verbWord!))) return true;
  return doesVerb(p, intent.verbWord);
}

const conceptInName = (p: ToolProfile, c: Concept) => c.tool.some((t) => inName(p, t));
const conceptInDescription = (p: ToolProfile, c: Concept) => c.tool.some((t) => inDescription(p, t));

/** Words that are no object in a tool name: verbs, filler (and, per tool, its products). */
const NOT_HEAD = new Set(['get', 'list', 'search', 'read', 'write', 'retrieve', 'query', 'find', 'fetch', 'create', 'update', 'delete', 'add', 'remove', 'set', 'edit', 'patch', 'post', 'api', 'a', 'from', 'to', 'for', 'by', 'with', 'of', 'in', 'on', 'all', 'my', 'me', 'current', 'latest', 'new', 'details', 'detail', 'info', 'data', 'multiple', 'single', 'batch']);

/** The last noun of a tool's name, its object (`types` in jira_get_project_issue_types); undefined for one-noun names. */
/** Name words that say when: with dates asked they neither modify nor count against a tool's object. */
const DATE_WORDS = new Set(['date', 'time', 'range', 'day', 'period', 'datetime']);

export function headNoun(p: ToolProfile): string | undefined {
  const nouns = nounsOf(p);
  return nouns.length > 1 ? nouns.at(-1) : undefined;
}

const nounsOf = (p: ToolProfile) => p.stems.filter((w) => !NOT_HEAD.has(w) && !p.products.has(w) && w.length > 1);

/** One word, allowing for inflection (child/children, type/types). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

export function scoreTool(tool: ModelTool, intent: Intent, servers: readonly ServerInfo[] = [], own: readonly OwnWord[] = [], words: RequestWords = NO_REQUEST_WORDS, isProduct: IsProduct = NOT_A_PRODUCT): Fit {
  const fit = scoreFit(tool, intent, servers, own, words, isProduct);
  // A tool set aside for its action is still the named product's: that the product's tools were found says the product is here.
  if (fit.rejected && intent.products.some((product) => mentionsProduct(tool, product, servers))) return { ...fit, onProduct: true };
  return fit;
}

function scoreFit(tool: ModelTool, intent: Intent, servers: readonly ServerInfo[], own: readonly OwnWord[], words: RequestWords, isProduct: IsProduct): Fit {
  const p = profile(tool);
  const why: string[] = [];
  // A tool that "manages" a thing (SpotifyQueue: "get the current queue or add tracks") reads it as well as changing it.
  const manages = p.verbWord === 'manage';
  // One that manages a thing and says it makes this change ("Create, update, or manage QStash schedules") makes it.
  const managesThis = manages && intent.verb.class === 'write' && intent.verb.tool.some((v) => doesVerb(p, v));
  if (intent.verb.class === 'read' && p.class === 'write' && !manages) {
    return { tool, score: -100, objectHit: false, why: [`${p.verbWord} is a write`], rejected: `${tool.name} writes (${p.verbWord}) and the question only reads` };
  }
  // The symmetric rule: a question that changes something is never answered by a tool that only reads.
  // A verb the word list does not know ("export") is whatever the tool named for it does: export_users_csv exports, whether it reads or writes.
  const said = intent.verbWord.split(/\s+/)[0]!;
  const namesVerb = intent.verb.id === 'other' && intent.verbWord !== '' && p.stems.includes(stem(said));
  // The named product's statement runner does a change as a statement, though its name reads ("run_query").
  const changesByStatement = intent.verb.class === 'write' && runsChanges(p) && intent.products.some((product) => mentionsProduct(tool, product, servers));
  if (intent.verb.class === 'write' && p.class === 'read' && !namesVerb && !changesByStatement) {
    return { tool, score: -100, objectHit: false, why: [`${p.verbWord} only reads`], rejected: `${tool.name} only reads (${p.verbWord}) and the question writes (${intent.verbWord || intent.verb.id})` };
  }
  // Whether a field of it takes the state a change's verb sets ("suspend" → status "suspended"): asked once, used below.
  const setsAsked = intent.verb.class === 'write' && setsState(tool, intent.verbWord);
  // The named product's statement runner does any change as a statement ("merge (:Tag …)", "drop the table").
  if (intent.verb.class === 'write' && !changesByStatement) {
    // A write tool must do what the question's verb does.
    const want = WRITE_GROUP[intent.verb.id];
    const have = writeKindOf(p.verbWord);
    if (want && have && want !== have && (want === 'delete' || have === 'delete')) {
      return { tool, score: -100, objectHit: false, why: [`${p.verbWord} is not ${intent.verb.id}`], rejected: `${tool.name} does ${p.verbWord}, the question asks to ${intent.verbWord || intent.verb.id}` };
    }
    // A verb the model has no word list for ("transfer", "turn off") fits only a tool that names it.
    if (intent.verb.id === 'other' && !doesVerb(p, intent.verbWord) && !setsAsked) {
      return { tool, score: -100, objectHit: false, why: [`nothing about "${intent.verbWord}"`], rejected: `${tool.name} does not ${intent.verbWord}` };
    }
    // The action must fit: a tool whose verb is another write ("fork" for "star", "assign" for "close") does something else.
    if (p.class === 'write' && p.verbWord && !actionFits(p, intent) && !managesThis && !setsAsked) {
      return { tool, score: -100, objectHit: false, why: [`${p.verbWord} is not ${intent.verbWord}`], rejected: `${tool.name} does "${p.verbWord}", the task asks to "${intent.verbWord}"` };
    }
  }
  let score = 0;
  let objectHit = false;
  let modifiesOther = false;
  // A tool name's last noun is its object; earlier nouns modify it (jira_get_project_issue_types is about types).
  // Dates the question gives make a name's date words say when, not what (get_weather_byDateTimeRange is about weather).
  const nameHead = intent.entities.dates.length > 0 ? headNoun({ ...p, stems: p.stems.filter((w) => !DATE_WORDS.has(w)) }) : headNoun(p);
  const askedStems = [...intent.concepts.flatMap((c) => c.tool.flatMap((t) => nameWords(t).map(stem))), ...intent.literals, ...intent.words.map(stem), ...(VERB_HINTS[intent.verbWord] ?? []).map(stem)];
  const headAsked = nameHead === undefined || askedStems.some((w) => sameWord(w, nameHead));
  intent.concepts.forEach((concept, i) => {
    const head = i === 0 && !intent.ownHead;
    if (conceptInName(p, concept)) {
      const viaVerb = p.verbWord !== undefined && concept.tool.some((t) => [stem(p.verbWord!), stem(p.verbWord!).replace(/^un/, '')].includes(stem(t)));
      if (head && !headAsked && !viaVerb) {
        // The concept only modifies the tool's object: it fits less than a tool named for it.
        score += 5;
        objectHit = true;
        why.push(`${concept.id} in name (modifies ${nameHead})`);
        modifiesOther = true;
        return;
      }
      score += head ? 10 : 4;
      if (head) objectHit = true;
      why.push(`${concept.id} in name`);
      // A thing the word list phrases in two words ("air quality"): a name with both says it more than one with either ("internet quality").
      const phrased = concept.phrase.split(' ');
      const named = new Set(concept.tool.filter((t) => phrased.includes(t) && inName(p, t)).map((t) => stem(t)));
      if (head && named.size > 1) {
        score += 1.5;
        why.push(`says ${[...named].join(' ')}`);
      }
    } else if (conceptInDescription(p, concept)) {
      score += head ? 4 : 1.5;
      if (head) objectHit = true;
      why.push(`${concept.id} in description`);
    } else if (head) {
      score -= 3;
    }
  });
  // A tool that answers any read of its kind: a product's one general search tool (jira_search, confluence_search,
  // Notion's post-search) any "find … about …"; the named product's one query tool (execute_query, run_query beside "… in
  // Prometheus") any read of its data; the named product's tool named for nothing but what the question does ("Ask
  // Perplexity what …": perplexity_ask) any question put to it.
  const bare = p.stems.filter((w) => !['search', 'post', 'api'].includes(w) && !p.products.has(w));
  const generalSearch = bare.length === 0 && p.stems.includes('search') && intent.verb.class === 'read' && intent.verb.id !== 'convert' && !intent.specific;
  const onNamed = intent.verb.class === 'read' && intent.products.some((product) => mentionsProduct(tool, product, servers));
  const answersAny = generalSearch
    ? 'general search tool'
    : onNamed && intent.verb.id !== 'convert' && namedForStatements(p, 'read')
      ? QUERY_TOOL
      : onNamed && bare.length === 1 && bare[0] === stem(intent.verbWord)
        ? `the named product's tool for "${intent.verbWord}"`
        : // The named product's search: named for nothing else but a prefix its name alone says (gdrive_search for "Search
          // Google Drive for …") or the client composed, or, whatever it searches, asked what people say on it ("what are
          // people on Hacker News saying about …"). Not a page given by its address: that is read, not searched for.
          onNamed && intent.verb.id !== 'convert' && p.stems.includes('search') && intent.entities.urls.length === 0 && (PEOPLE_SAYING.test(intent.clause) || bare.every((w) => splitName(COMPOSED.get(tool) ?? '').map(stem).includes(w) || (w === p.stems[0] && !isEnglishWord(w) && words.counts(w).texts <= 1)))
          ? 'the named product\'s search tool'
          : // "According to Microsoft Learn, what's …", "Search Microsoft Learn for how to …": a read the named product's
            // documentation answers, by its docs search.
            onNamed && intent.verb.id !== 'convert' && p.stems.includes('search') && bare.length > 0 && bare.every((w) => DOCS_STEMS.has(w)) && (/\baccording to\b/i.test(intent.clause) || (stem(intent.verbWord) === 'search' && intent.products.some((product) => p.products.has(product))))
            ? 'the named product\'s documentation search'
            : changesByStatement
              ? "the named product's tool for running statements, for a change as a statement"
              : undefined;
  // One named for the language its statements are written in (read-cypher) reads anything of the product, as a
  // statement: a query tool named for nothing else (docstore_query, run_query) stands back for a tool named for the thing.
  const readsByStatement = answersAny === QUERY_TOOL && p.stems.some((w) => QUERY_LANGUAGES.has(w));
  if (answersAny) {
    score += objectHit ? 4 : 7;
    objectHit = true;
    why.push(answersAny);
  }
  // "get the business ID for Halvard Marine": a tool that says it gets that thing's ids (from a name or a domain) answers.
  const idMatch = intent.verb.class === 'read' ? ID_ASKED.exec(intent.clause) : null;
  const idAsked = (idMatch?.[1] ?? idMatch?.[2])?.toLowerCase();
  if (idAsked && idAsked.length >= 3 && new RegExp(`\\b(?:get|gets|return|returns|find|finds|match|matches|resolve|resolves|look up|looks up|to get)\\b[^.]{0,40}?\\b${escapeRegExp(idAsked)}\\s+ids?\\b`, 'i').test(p.description)) {
    score += 8;
    objectHit = true;
    why.push(`says it gets ${idAsked} IDs, which the task asks for`);
  }
  // A read of the web ("search the web for …"): any tool that searches and says the web does it, whatever it is called.
  if (intent.web && p.class !== 'write' && (/\bweb[ -]?search|\bsearch(?:es)? the (?:web|internet)\b/i.test(p.description) || (p.stems.includes('search') && /\bweb\b/i.test(`${p.description} ${p.words.join(' ')}`)))) {
    score += 8;
    objectHit = true;
    why.push('a web search');
  }
  // The task's own words against the tool's own words (name, then description), by root and synonym:
  // what lets the model read a catalog its word list was never written for.
  const task = namesAsValues(taskWords(intent), words);
  const fit = wordFit(tool, task);
  // One shared word and nothing else of the task's setting: a table at a restaurant is no database table.
  const domain = domainFit(tool, intent, task, [...fit.inName, ...fit.inText], (w) => own.some((o) => o.word === w));
  // "my linear issues?": the user's own things, said so and no one else's, are read best by a tool named for them that
  // says it reads the signed-in user's (get_user_issues "… or the authenticated user if no userId is provided").
  const ownThings = intent.verb.class === 'read' && intent.entities.people.length === 0 && MY_THINGS.exec(intent.clause);
  if (ownThings && !intent.products.includes(ownThings[1]!.toLowerCase()) && p.stems.includes(stem(ownThings[1]!.toLowerCase())) && SIGNED_IN_USER.test(p.description)) {
    score += 5;
    why.push("reads the signed-in user's own, and the question asks for the user's");
  }
  // "Which Hacker News stories have I upvoted this month?": what the user marked is read only by a tool that says the mark.
  const marked = intent.verb.class === 'read' ? USER_MARKED.exec(intent.clause)?.[1]?.toLowerCase() : undefined;
  if (marked && !p.stems.includes(stem(marked)) && !p.descStems.has(stem(marked)) && !p.description.includes(marked.replace(/(?:e?d)$/, ''))) {
    return { tool, score: -100, objectHit: false, why: [`says nothing of what the user ${marked}`], rejected: `${tool.name} says nothing of things the user ${marked}` };
  }
  // "Reassign Linear issue ENG-2281 … to Priya Nair": a tool that takes no one (no assignee, owner, user …) assigns no one,
  // whatever else it updates.
  // One that assigns the current user ("stories-assign-current-user") takes no one: it is the user.
  // Said as an assignment: "give the table this description" gives no one anything.
  if (intent.verb.id === 'assign' && /^(?:re)?assign|^hand over/.test(intent.verbWord) && p.args.length > 0 && !p.args.some((k) => ASSIGNEE_FIELD.test(k)) && !/\b(?:current|authenticated)[\s_-]+user\b|\bassign[\s_-]*(?:me|self|myself)\b/i.test(`${tool.name.replace(/[_-]/g, ' ')} ${p.description}`)) {
    return { tool, score: -100, objectHit: false, why: ['takes no one to assign'], rejected: `${tool.name} takes no one to assign it to (no assignee, owner or user among its fields)` };
  }
  if (domain.mismatch) return { tool, score: -50, objectHit: false, why: [domain.mismatch], rejected: `${tool.name}: ${domain.mismatch}` };
  // Beside a known object it counts half: the word list has already credited the same words.
  score += intent.concepts.length === 0 || !objectHit ? fit.score : fit.score / 4;
  if (fit.inName.length > 0 || (fit.action && fit.inText.length > 0) || fit.inText.length >= 2) objectHit = true;
  why.push(...fit.why);
  const evidence = new Set([...fit.inName, ...fit.inText]);
  let blocker: string | undefined;
  // The question's own words again, each weighed by how few of the request's tools say it: a rare word decides.
  const rare = ownFit(tool, own);
  if (rare.score > 0) {
    score += rare.score;
    if (rare.inName.length > 0) objectHit = true;
    for (const w of [...rare.inName, ...rare.inText]) evidence.add(w);
    why.push(`rare words ${[...rare.inName, ...rare.inText].map((w) => `"${w}"`).join(', ')} +${rare.score}`);
  }
  // A product the task names that is also what the tool is named for (`read-cypher` for "a Cypher query"): its object, not only its place.
  const namedFor = intent.products.find((product) => p.words.at(-1) === product);
  if (namedFor) {
    score += 6;
    objectHit = true;
    why.push(`named for "${namedFor}"`);
  }
  // A verb the word list does not know, named in the tool as what it makes (create_refund for "refund the charge"): its object.
  if (namesVerb && p.verbWord && stem(p.verbWord) !== stem(said) && !objectHit) {
    objectHit = true;
    why.push(`a "${said}" is what it makes`);
  }
  // The tool is named for a verb the word list does not know, and the task names nothing but a thing's name ("mute
  // web-07 in Datadog" → mute_host): the action is all there is to match.
  if (namesVerb && p.verbWord && stem(p.verbWord) === stem(said) && !objectHit && intent.concepts.length === 0 && task.objects.length === 0) {
    objectHit = true;
    evidence.add(said);
    why.push(`named for "${said}", and the task names no other thing`);
  }
  // "pause spotify a sec": the named product's tool that lists the action among its own (SpotifyPlayback's "- pause:
  // Pauses current playback") does it, when the task names nothing else.
  if (!objectHit && intent.verb.class === 'write' && intent.concepts.length === 0 && task.objects.length === 0 && intent.products.some((product) => mentionsProduct(tool, product, servers)) && listsAction(tool, said)) {
    score += 6;
    objectHit = true;
    evidence.add(said);
    why.push(`lists "${said}" among its actions`);
  }
  // "helm uninstall session-store": named for the action, the tool names the product past its first word as what it acts on
  // (kubectl_uninstall_helm_chart); the rest of the task is the thing's name and place.
  const actsOn = namesVerb && p.verbWord && stem(p.verbWord) === stem(said) && !objectHit ? intent.products.find((product) => p.words.indexOf(product) > 0) : undefined;
  if (actsOn) {
    objectHit = true;
    evidence.add(actsOn);
    why.push(`named for "${said}" on ${actsOn}`);
  }
  // Any server's one general search (`tavily-search`, `docs.search`) serves a read its description covers.
  if (!objectHit && intent.verb.class === 'read' && intent.verb.id !== 'convert' && p.stems.includes('search') && p.words.length <= 2 && fit.inText.length > 0) {
    score += 8;
    objectHit = true;
    why.push('a general search');
  }
  // The question's own words in the name, beyond the concepts ("secret scanning" → list_secret_scanning_alerts, "graph" → read_graph).
  // A word no concept took counts 2; a concept word the question used itself (not a synonym) counts 1, once.
  const literal = p.stems.filter((w) => w !== stem(p.verbWord ?? '')).filter((w) => w.length > 2 && !GENERIC_NAME_WORDS.has(w) && intent.literals.includes(w));
  if (literal.length > 0 && intent.concepts.length > 0) {
    const free = new Set(intent.words.map(stem));
    const own = literal.filter((w) => free.has(w)).length;
    score += 2 * Math.min(own, 2) + (literal.length > own ? 1 : 0);
    why.push(`says ${literal.map((w) => `"${w}"`).join(', ')}`);
  }
  // A verb the word list does not know, in two words the tool is named by ("compose up" → compose_up): the tool is that action.
  const phrasal = intent.verb.id === 'other' ? intent.verbWord.split(/\s+/).map(stem) : [];
  if (phrasal.length > 1 && phrasal.every((w) => p.stems.includes(w))) {
    score += 8;
    objectHit = true;
    evidence.add(intent.verbWord);
    why.push(`named for "${intent.verbWord}"`);
  }
  // The verb.
  const verbTools = intent.verb.tool;
  const verbAt = verbTools.findIndex((w) => p.actionStems.includes(stem(w)));
  if (intent.verb.class === 'write') {
    if (changesByStatement) {
      score += 5;
      why.push('runs the change as a statement');
    } else if (p.class === 'read' && !namesVerb) {
      score -= 7;
      why.push('reads, the question writes');
    } else if (verbAt >= 0) {
      score += verbAt === 0 ? 7 : 5;
      why.push(`verb ${verbTools[verbAt]}`);
    } else if (p.class === 'write') {
      score += 1;
    }
    const want = WRITE_GROUP[intent.verb.id];
    const have = writeKindOf(p.verbWord);
    if (want && have && want !== have) {
      score -= 3;
      why.push(`${p.verbWord} is not ${intent.verb.id}`);
    }
    // The question's own verb word in the name ("reply" → confluence_reply_to_comment, "request" → request_pull_request_reviewers).
    if (intent.verbWord && p.actionStems.includes(stem(intent.verbWord)) && verbAt !== 0) {
      score += 5;
      why.push(`says "${intent.verbWord}"`);
    } else if (intent.verbWord && p.words[0] && verbAt < 0 && !GENERIC_WRITES.has(p.words[0]) && related(intent.verbWord.split(/\s+/)[0]!, p.words[0]) === 'synonym') {
      // "Reopen to-do 7731092" → uncomplete_todo: a tool named for the very action, in another word, before a general update.
      score += 5;
      why.push(`"${p.words[0]}" is a word for "${intent.verbWord}"`);
    }
    // Beside the words: the tool's own verb does what the task asks (set aside above otherwise).
    if (p.class === 'write' && p.verbWord) {
      score += 2;
      why.push(`"${p.verbWord}" does "${intent.verbWord || intent.verb.id}"`);
    }
    const hints = VERB_HINTS[intent.verbWord] ?? [];
    if (hints.some((h) => p.stems.includes(stem(h)))) {
      score += 4;
      why.push(`"${intent.verbWord}" → ${hints.find((h) => p.stems.includes(stem(h)))}`);
    }
  } else {
    if (p.class === 'read') score += 2;
    // List or get: by the plural object and description as well as the verb (`jira_get_project_issues` lists).
    // A get named for a plural lists only what the question asks for: jira_get_project_issues lists issues, jira_get_link_types does not.
    const pluralObject = stem(p.words.at(-1) ?? '');
    const listing = p.many && (p.stems.some((w) => ['list', 'search', 'query', 'find'].includes(w)) || (intent.concepts[0]?.tool.some((t) => stem(t) === pluralObject) ?? false) || intent.literals.includes(pluralObject));
    const listVerb = p.stems.some((w) => ['list', 'search', 'query', 'find'].includes(w));
    // A tool that reads by statements (read-cypher) returns as many rows as the statement asks: no get of one item.
    const getting = !p.many && !p.stems.includes('all') && p.stems.some((w) => ['get', 'read', 'retrieve', 'fetch', 'view', 'show', 'open'].includes(w)) && !namedForStatements(p, 'read');
    // "Did the project pass its quality gate?": a yes-or-no question about one thing asks for its state, which a tool
    // named for the status gives before a list of such things.
    if (!intent.plural && p.stems.includes('status') && /^(?:did|does|has|is|was)\s/i.test((intent.asked ?? intent.clause).trim())) {
      score += 5;
      why.push('a yes-or-no question asks its status');
    }
    if (intent.plural && listing && (intent.specific || !listVerb)) {
      // Several things asked for (the child pages of page 7781): a tool that lists them, even beside an id.
      score += 2;
      why.push('lists');
    } else if (intent.specific && getting && intent.verb.id !== 'other') {
      // Not for an action of its own ("navigate to …"): a get is then another action.
      score += 2;
      why.push('gets one item');
    } else if (!intent.specific && listing && (listVerb || intent.plural) && !intent.count) {
      // "How many" asks for a number, not the things. A get named for many things (`jira_get_project_issues`) lists too, when the question asks for several.
      score += listVerb ? 2 : 1;
      why.push('lists');
    } else if (!intent.specific && intent.plural && getting && !listing && !(intent.count && p.stems.includes('count')) && !p.stems.some((w) => intent.concepts[0]?.tool.some((t) => stem(t) === w && /s$/.test(p.words[p.stems.indexOf(w)] ?? '')))) {
      score -= 3;
      why.push('gets one item, the question wants several');
    }
    // Searching: a tool named for searching or finding does it.
    if (intent.verb.id === 'search' && p.stems.some((w) => w === 'search' || w === 'find')) score += 2;
    // "Anything about the inspection?": what it is about is looked for, as a tool named for searching or finding does.
    else if (intent.verb.id === 'list' && ANYTHING_ABOUT.test(intent.clause) && p.stems.some((w) => w === 'search' || w === 'find')) {
      score += 2;
      why.push('looks for what it is about');
    }
    // A listing with nothing to search for ("zoom meetings from last week": only the thing listed and when) is no search:
    // a tool that needs a search text would be given the thing's own name.
    else if (intent.verb.id === 'list' && p.stems.includes('search') && p.required.some((r) => /^(?:q|query|search|term|keywords?|text)$/i.test(r)) && intent.entities.quoted.length === 0 && task.objects.length > 0 && task.objects.every((o) => p.stems.some((w) => sameWord(w, stem(o))))) {
      score -= 2;
      why.push('nothing to search for but what it lists');
    }
    // A read named for a particular action the question asks for in its own words ("… describe it" → kubectl_describe,
    // "the diff" → git_diff): more than any tool that only gets or lists the same thing.
    const its = p.verbWord ? stem(p.verbWord) : undefined;
    if (its && p.class === 'read' && !PLAIN_READS.has(its) && its !== stem(intent.verbWord.split(/\s+/)[0] ?? '') && intent.words.some((w) => stem(w) === its)) {
      score += 3;
      why.push(`does the asked "${p.verbWord}"`);
    }
    if (intent.verb.id === 'convert' && p.stems.includes('convert')) score += 4;
    else if (p.stems.includes('convert')) score -= 3;
  }
  // One thing or several: "add a card" is add_card_to_list, not add_cards_to_list; "the bounced addresses" not …-bounces-address.
  const number = numberAgreement(p, intent, task);
  if (number) {
    score -= number.penalty;
    why.push(number.why);
  }
  // "wether porto tmrw?", "rain in porto this saturday the 14th?": a day to come is no question about now, and a tool
  // named for now answers only now.
  // "The current user" is whoever is signed in, whenever asked: no time (calendly_get_current_user).
  if (intent.verb.class === 'read' && FUTURE_DAY.test(intent.clause)) {
    const at = p.words.findIndex((w) => NOW_WORDS.has(w));
    if (at >= 0 && !SIGNED_IN.has(p.words[at + 1] ?? '')) {
      score -= 4;
      why.push(`named "${p.words[at]}", the question asks of a day to come`);
    } else if (at < 0 && p.args.some((a) => /forecast/i.test(a))) {
      // One that takes a forecast (get_weather_details' include_forecast) answers it.
      score += 2;
      why.push('takes a forecast');
    }
  }
  // A product named in two words ("Google Drive", "hacker news", "Google Tasks"): a tool whose description writes that
  // name, capitalised as a name, is that product's; one whose name says only one of its words (google-search,
  // create_bulk_tasks) is another product's, and is on the product by no word of it.
  const phrases = productPhrases(intent);
  const written = phrases.find((phrase) => writesName(tool, phrase));
  // One that says each word apart ("List all leave balances … in Xero" named list-payroll-…, for "Xero payroll") is on it too.
  const eachApart = phrases.some((phrase) => phrase.every((w) => p.stems.includes(stem(w)) || mentionsProduct(tool, w, servers)));
  const partOnly = phrases.length > 0 && written === undefined && !eachApart;
  if (written) {
    score += 4;
    why.push(`says "${written.join(' ')}" as a name`);
  } else {
    const alone = phrases.flat().find((w) => p.stems.includes(stem(w)));
    if (alone) {
      score -= 2;
      why.push(`named for "${alone}" alone`);
    }
  }
  // The product: a tool of the one the question names fits better; a tool of another fits not at all.
  let onProduct = false;
  let otherProduct = false;
  if (intent.products.length > 0) {
    const on = partOnly ? [] : intent.products.filter((product) => mentionsProduct(tool, product, servers, words.startsName(product)) || KIN.get(tool)?.has(product));
    onProduct = on.length > 0;
    if (on.length > 0) {
      // "Google Tasks": a tool that says only "tasks" is on it in part, when it claims a product of its own (ClickUp) or its
      // name starts with its server's (asana_add_task_dependents), its own or composed by the client.
      const partial = on.length < intent.products.length && ([...p.products].some((x) => !intent.products.includes(x)) || COMPOSED.has(tool) || namespaceOf(tool, words, isProduct) !== undefined);
      onProduct = !partial;
      score += partial ? 2 : 5;
      why.push(`on ${on.join('/')}${partial ? ` (in part: it is of ${[...p.products].filter((x) => !intent.products.includes(x)).slice(0, 2).join('/')})` : ''}`);
    } else {
      // A name's own prefix, carried by its server's other tools (obsidian_delete_file), says whose it is whatever else
      // its description capitalises ("Tags are created …").
      const namespace = namespaceOf(tool, words, isProduct);
      // The prefix a client composed is its server's name (database-server_describe_table): another server's, for reads too.
      const composed = p.products.size > 0 || namespace ? undefined : COMPOSED.get(tool);
      const elsewhere = composed && !prefixNames(composed, intent.products) ? composed : undefined;
      // "get_stripe_account_info": a product of the request said inside the name, where no prefix or description says one,
      // is whose the tool is (a word the task itself asks for, "draw_square" for a square, says no owner).
      const inNamed = namespace || p.products.size > 0 || elsewhere ? undefined : productInName(tool, intent, isProduct);
      const its = namespace ? `${namespace}_…` : p.products.size > 0 ? [...p.products].slice(0, 2).join('/') : elsewhere ? `${elsewhere}_…` : inNamed;
      if (its) {
        score -= 10;
        why.push(`on ${its}, not ${intent.products.join('/')}`);
        blocker = elsewhere ? `its name as sent says it is ${elsewhere}'s, and the task names ${intent.products.join('/')}` : `it is a tool of ${its}, and the task names ${intent.products.join('/')}`;
        // Only when it says so where it says what it does ("Delete a message in Webex"): a capital further on may be
        // anything. Its name's own prefix says so too.
        otherProduct = (namespace !== undefined && !prefixNames(namespace, intent.products)) || [...p.products].some((x) => saysItsOwn(p, x)) || inNamed !== undefined;
      }
    }
  }
  // "the latency percentiles from the Internet Quality Index": a name of three or more capitalised words that a tool's
  // description writes the same way is what that tool serves.
  const titled = titledNames(intent).find((name) => descriptionOf(tool).includes(name));
  if (titled !== undefined) {
    score += 8;
    why.push(`its description names the "${titled}" the question names`);
  }
  // "verbatim, as a plain value change with nothing generated": a tool that writes with AI ("Update … using AI to rewrite")
  // does not set a value as given.
  if (intent.verb.class === 'write' && AS_GIVEN.test(intent.clause) && AI_WRITES.test(p.description)) {
    score -= 8;
    why.push('writes with AI, and the question asks for the value as given');
  }
  // "send her a normal text at +44 7700 900123": a text to a phone number is an SMS, sent by a tool that says it sends those.
  if (intent.verb.class === 'write' && intent.entities.phones.length > 0 && /\btext(?:s|ed)?\b(?!\s+(?:file|field|box|block|editor|search)\b)/i.test(intent.clause) && /\bsms\b/i.test(`${p.description} ${tool.name}`)) {
    score += 3;
    why.push('sends an SMS, and the question texts a phone number');
  }
  // "Move the unfinished tasks 86c1qa01x, 86c1qa02m and 86c1qa07p … in one go": several things changed at once are
  // changed by a tool named for doing many.
  if (intent.verb.class === 'write' && (intent.entities.ids.length >= 2 || ALL_AT_ONCE.test(intent.clause)) && splitName(tool.name).some((w) => MANY_AT_ONCE.has(w))) {
    score += 12;
    why.push('changes many at once, and the question names several');
  }
  // "my mum doesn't do whatsapp, so send her a normal text": a tool of the product the user says is not there is no way to do it.
  const absent = intent.absent?.find((x) => mentionsProduct(tool, x, servers));
  if (absent !== undefined) {
    score -= 10;
    why.push(`on ${absent}, which the question says is not there`);
    blocker ??= `it is a tool of ${absent}, and the question says ${absent} is not there`;
  }
  if (intent.products.length === 0 && p.products.size > 0) {
    // "… in Attio", a name no tool of the request says: a tool that says it is another product's where it says what it
    // does ("Search for companies in Freshdesk.") is less likely the one than a tool that names none.
    const unknown = unknownProductNamed(intent.clause, words);
    const its = [...p.products].find((x) => saysItsOwn(p, x));
    if (unknown && its) {
      score -= 3;
      why.push(`says it is ${its}'s, the question names ${unknown}`);
    }
  }
  // "How do I …" asks for documentation: a tool that searches or serves docs and guides answers it, not the resource itself.
  if (intent.howTo) {
    if (p.class !== 'write' && p.words.some((w) => DOCS.has(w))) {
      // One that searches the docs answers any how-to; a single guide only the one its name says.
      score += p.stems.includes('search') ? 14 : 12;
      objectHit = true;
      why.push('how-to: a documentation tool');
    } else if (p.class !== 'write' && !p.stems.includes('search')) {
      score -= 6;
      why.push('how-to: not documentation');
    }
  }
  // A count or an aggregate needs a query that computes it; a listing of another thing (list_tables for "how many rows") does not.
  if (intent.count && p.class !== 'write') {
    if (p.stems.some((w) => COMPUTES.has(w))) {
      // One named for counting what the task counts (`count`, get_collection_count for documents in a collection) answers
      // "how many" itself; a query must be written to, even the named product's own. One counting another thing
      // (aggregate_event_counts for a survey's answers) less so.
      const counted = nounsOf(p).filter((w) => w !== 'count' && !COMPUTES.has(w));
      score += !p.stems.includes('count') ? 6 : counted.every((w) => askedStems.some((a) => sameWord(a, w))) ? 22 : 15;
      // A query over what the task names (a database) computes its count, whatever the thing counted.
      if (fit.inName.length + fit.inText.length > 0) objectHit = true;
      why.push('a count: it queries');
    } else if (p.many && nameHead !== undefined && !headAsked) {
      score -= 4;
      why.push(`a count: it lists ${nameHead}`);
    }
  }
  // The question's first verb and object as the tool's name says them (create_project for "Create a project for the backend
  // team", not add_team_to_project): among tools that share the question's nouns, the verb and its object decide.
  let namedAsAsked = false;
  if (intent.verb.class === 'write' && intent.verbWord && p.verbWord && stem(p.verbWord) === stem(intent.verbWord.split(/\s+/)[0]!)) {
    const after = p.stems[p.stems.indexOf(stem(p.verbWord)) + 1];
    const first = firstObject(intent);
    if (after !== undefined && first.some((w) => sameWord(w, after))) {
      score += 6;
      namedAsAsked = true;
      why.push(`"${intent.verbWord} ${after}" as asked`);
    }
  }
  // "Create a new Miro board": add_list_to_board makes a list on a board that is there; what it makes is its first noun.
  if (intent.verb.id === 'create' && p.verbWord && writeKindOf(p.verbWord) === 'create') {
    const made = firstObject(intent);
    const at = p.stems.indexOf(stem(p.verbWord));
    const [thing, link, place] = [p.stems[at + 1], p.words[at + 2], p.stems[at + 3]];
    // Not when the question names its thing too ("create a list in folder 9012"): that is made, in the one there.
    if (thing !== undefined && link !== undefined && place !== undefined && ['to', 'in', 'into', 'on'].includes(link) && made.some((w) => sameWord(w, place)) && !made.some((w) => sameWord(w, thing)) && !new RegExp(`\\b${escapeRegExp(p.words[at + 1]!)}s?\\b`, 'i').test(intent.clause)) {
      score -= 8;
      why.push(`makes a ${p.words[at + 1]} ${link} a ${p.words[at + 3]} that is there, not a ${p.words[at + 3]}`);
      blocker ??= `it makes a ${p.words[at + 1]} ${link} a ${p.words[at + 3]} that is there, and the task makes a ${p.words[at + 3]}`;
    }
  }
  if (!namedAsAsked && intent.verb.id === 'create' && p.verbWord && writeKindOf(p.verbWord) === 'create' && !givenById(intent)) {
    // "Create a new GitLab project" (create_repository): the description's own verb and object say what the name calls otherwise.
    const first = firstObject(intent);
    const opening = /^\s*(?:creates?|adds?|makes?)\s+(?:(?:a|an|new|the|one)\s+)*(?:[A-Z][\w-]*\s+)?([a-z]+)/i.exec(p.description)?.[1];
    // As the user wrote it: "add env var" says no environment, though the word list reads "env" as one.
    if (opening && first.some((w) => sameWord(w, stem(opening))) && new RegExp(`\\b${escapeRegExp(stem(opening))}`, 'i').test(intent.clause)) {
      score += 4;
      why.push(`its description opens "create … ${opening}", as asked`);
    }
  }
  // Name words the question does not ask about make a tool less likely ("list_issue_types" for "list issues").
  const asked = new Set([...intent.concepts.flatMap((c) => c.tool.flatMap((t) => nameWords(t).map(stem))), ...intent.words.map(stem), ...intent.verb.tool.map(stem)]);
  // Dates the question gives ask for a tool named for them (get_weather_byDateTimeRange).
  if (intent.entities.dates.length > 0) for (const w of DATE_WORDS) asked.add(w);
  const extra = p.stems.filter((w) => !asked.has(w) && !NEUTRAL_NAME_WORDS.has(w) && w !== stem(p.verbWord ?? '') && !['get', 'list', 'search', 'read', 'create', 'update', 'delete', 'add', 'write'].includes(w) && !p.products.has(w) && w.length > 2);
  score -= 1.5 * extra.length;
  // The form the question asks the result in ("as clean markdown", "to CSV"): a tool named for that form, not another.
  const form = ASKED_FORM.exec(intent.clause)?.[1]?.toLowerCase();
  if (form) {
    const want = FORMS.get(form)!;
    const named = p.stems.flatMap((w) => FORMS.get(w) ?? []);
    if (named.includes(want)) {
      score += 4;
      why.push(`gives ${want}, as asked`);
    } else if (named.length > 0) {
      score -= 4;
      why.push(`gives ${named[0]}, the question asks for ${want}`);
    }
  }
  // Arguments the question can fill.
  const e = intent.entities;
  const has = (re: RegExp) => p.args.some((a) => re.test(a));
  if (e.issueKeys.length > 0 && has(/issue_?key/i)) score += 2;
  if (e.owner && has(/^owner$/)) score += 1;
  // A #channel in the question is strong evidence for the chat tools that take one.
  if (e.channel && (has(/channel/) || p.stems.some((w) => ['channel', 'conversation'].includes(w)))) {
    score += 3;
    why.push(`takes ${e.channel}`);
  }
  if (e.paths.length > 0 && has(/path|repo_path/)) score += 1;
  if (e.urls.length > 0 && has(/url/)) {
    score += 2;
    // "Using Puppeteer, open https://…", "Open https://… in the browser": a web address that is all the step names, or
    // that it opens, is what the tool that takes it acts on.
    if ((intent.concepts.length === 1 && intent.concepts[0]!.id === 'url' && intent.words.length === 0) || /^(?:open|visit|go to|navigate|load)$/i.test(intent.verbWord)) {
      score += 2;
      evidence.add('url');
      why.push('takes the URL given');
      // A page navigated to names no thing but its address: the address is what the step acts on.
      if (intent.verbWord === 'navigate' && intent.concepts.length === 0) objectHit = true;
    }
  }
  if (e.places.length > 0 && has(/location|timezone|region|address/)) score += 1;
  // A thing of any name numbered so ("tweet 17634…") only fills the field its description names (below).
  if (e.numbers.some((n) => !n.loose) && has(/number|_id$|Number$|Id$/)) score += 1;
  // The dates the question gives: a tool that takes a date, and more so one that takes the range asked.
  if (e.dates.length > 0) {
    const roles = new Set(p.args.map((a) => dateRole(a)));
    if (e.dates.length > 1 && roles.has('start') && roles.has('end')) {
      score += 3;
      why.push('takes the dates asked, from and to');
    } else if (roles.has('start') || roles.has('end') || roles.has('date')) score += 1;
  }
  // A text to look for ("notes that mention 'sourdough starter'"): a tool that takes one (get_notes_like's `like`, a
  // query) finds it; one that takes nothing at all (get_notes, "get all notes") cannot pick them out.
  if (intent.verb.class === 'read' && MATCHED_TEXT.test(intent.clause)) {
    if (p.args.some((a) => /^(?:q|query|like|text|term|terms|keywords?|search|search_?term|search_?query|contains|pattern|phrase)$/i.test(a))) {
      score += 4;
      why.push('takes the text to look for');
    } else if (p.args.length === 0) {
      score -= 4;
      why.push('takes no text to pick out the ones the task asks for');
    }
  } else if (intent.verb.class === 'read' && EVERYTHING.test(intent.clause) && p.required.some((a) => /^(?:q|query|search_?query|search_?term|keywords?)$/i.test(a))) {
    // "What's stored under the 'contracts' namespace?", "everything in …": all of it, no text to look for; a tool that
    // needs one (semantic-search's query) would make one up, where a listing (list-documents) gives it all.
    score -= 3;
    why.push('needs a text to search for, and the question asks for everything there');
  }
  // A way from one place to another ("the drive from Lyon to Geneva"): a tool that takes where from and where to.
  if (intent.concepts[0]?.id === 'route' && /\bfrom\s+\S.*\bto\s+\S/i.test(intent.clause) && p.args.some((a) => /^(?:origins?|from|start|source|start_?location|departure)$/i.test(a)) && p.args.some((a) => /^(?:destinations?|to|end|target|end_?location|arrival)$/i.test(a))) {
    score += 6;
    why.push('takes where from and where to');
  }
  // An id the question gives by name ("the project acme-backend" → projectKey): a tool that takes it uses what the user said.
  // A plain word after the noun ("pods crashlooping") may be no value at all: a code, a dotted or quoted name is one.
  // A number field takes no code with letters ("invoice INV-0042" is no invoice_id of type integer).
  const { properties } = schemaOf(tool);
  // "Create a GitLab project called 'ops-runbooks'": the thing made has no id yet, so its name fills no project_id of a
  // tool that makes something else in it (create_or_update_file); a tool named for making it takes its key as the new one's.
  const made = intent.verb.id === 'create' && !givenById(intent) ? firstObject(intent) : [];
  const idOfMade = (a: string) => {
    const noun = /^([a-z]+)[_-]?(?:id|key)$/i.exec(a)?.[1];
    return noun !== undefined && made.some((w) => sameWord(w, stem(noun.toLowerCase()))) && !p.stems.some((n) => made.some((w) => sameWord(w, n)));
  };
  const given = p.args.filter((a) => {
    if (idOfMade(a)) return false;
    // A domain the question names ("where does notion.so rank") is the one a `domain` field takes.
    if (DOMAIN_FIELD.test(a) && DOMAIN_NAME.test(intent.clause)) return true;
    // A name quoted before its noun ("find the issue in the 'checkout-api' project") fills the field but says where the
    // task happens, not which one thing a tool is for.
    const value = valueNamedBy(a, intent.clause, '', false);
    if (value !== undefined && ['integer', 'number'].includes(String((properties[a] as { type?: unknown } | undefined)?.type)) && !/^\d+$/.test(value)) return false;
    return value !== undefined && (/[\d_.-]/.test(value) || intent.entities.quoted.includes(value));
  });
  // "Staybnb listing 912834471": an id field whose description names the thing numbered so takes it.
  const numbered = intent.entities.numbers.filter((n) => n.loose);
  for (const a of p.args) {
    const description = String((properties[a] as { description?: unknown } | undefined)?.description ?? '');
    if (!given.includes(a) && /(?:^|_|[a-z])(?:id|Id|ID)$/.test(a) && numberNamedIn(numbered, description) !== undefined) given.push(a);
  }
  // "app 6b1f0c2e-93d4-4a7e-…": a code right after the thing the tool is named for is that thing's id, which a URL's
  // parameters sent as one object (`path: {id}`) take.
  for (const a of p.args) {
    const inner = properties[a] as { type?: unknown; required?: unknown } | undefined;
    if (given.includes(a) || inner?.type !== 'object' || !Array.isArray(inner.required) || inner.required.length !== 1 || !/^(?:id|uuid)$/i.test(String(inner.required[0]))) continue;
    const nouns = p.words.filter((w) => w.length > 2 && !PLAIN_READS.has(w) && WRITE_GROUP[w] === undefined);
    if (nouns.some((w) => new RegExp(`\\b${escapeRegExp(w)}s?\\s+(?=[\\w-]*\\d)[A-Za-z0-9][\\w-]{5,}`, 'i').test(intent.clause))) given.push(`${a}.id`);
  }
  if (given.length > 0) {
    // An id said as the thing's own ("the model meta-llama/Llama-3.1-8B-Instruct" → model_id) picks that one thing, which no search does better.
    const id = given.find((a) => /(?:^|_|[a-z.])(?:id|Id|ID|key|Key)$/.test(a) || DOMAIN_FIELD.test(a));
    score += id ? 6 : 3;
    why.push(`takes the ${id ?? given[0]} given`);
  }
  // The tool's own description sends this task to another tool ("to create a conversation space, use create_room instead").
  const redirect = redirectFor(tool, intent, task, (verb) => WRITE_GROUP[verb] ?? WRITE_GROUP[stem(verb)]);
  if (redirect) {
    score -= 8;
    why.push(`its description sends "${redirect.task}" to ${redirect.to}`);
  }
  // Required identifiers the question does not give (one it names, as above, it gives): the model would have to make them up.
  const ctx = { intent, toolName: tool.name, earlier: [], siblings: Object.keys(properties) };
  // Paths, files and URLs too: a value the model would have to invent is not a fit (create_csv_table for "book a table").
  // One its own description calls optional is not needed, whatever the schema's list says (SonarQube's quality gate
  // status requires all five of its "optional" ids).
  // A URL's parameters sent as one object (`path: {app_id}`) are given when the question gives each id they require.
  const nestedGiven = (r: string) => {
    const schema = properties[r] as { type?: unknown; required?: unknown } | undefined;
    const inner = schema?.type === 'object' && Array.isArray(schema.required) ? (schema.required as unknown[]).filter((k): k is string => typeof k === 'string') : [];
    // An id the question gives as a value of its own ("app 6b1f0c2e-93d4-…") fills `path: {id}` as it fills a plain `id`.
    const innerProperties = ((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}) as Record<string, unknown>;
    return inner.length > 0 && inner.every((k) => /[\d_.-]/.test(valueNamedBy(k, intent.clause) ?? '') || (/^(?:id|uuid)$/i.test(k) && knownArgument(k, innerProperties[k], ctx)));
  };
  // A key the question names by a value its description gives as an example ("The tag key (e.g., 'url', 'browser')" for
  // "which browsers are affected") is given.
  const exampleSaid = (r: string) => {
    // Its examples may be said in the description of one of its forms ("anyOf": a string "e.g., 'primary'", or a list).
    const schema = properties[r] as { description?: unknown; anyOf?: unknown; oneOf?: unknown } | undefined;
    const forms = [schema, ...(Array.isArray(schema?.anyOf) ? schema.anyOf : []), ...(Array.isArray(schema?.oneOf) ? schema.oneOf : [])] as Array<{ description?: unknown } | undefined>;
    const description = forms.map((f) => String(f?.description ?? '')).join(' ');
    const examples = [...description.matchAll(/['"`]([A-Za-z][\w.-]{1,30})['"`]/g)].map((m) => stem(m[1]!.toLowerCase()));
    return examples.length > 0 && intent.words.some((w) => examples.includes(stem(w)));
  };
  // An id its description also takes as a name ("Container ID or name") is given by a name no dictionary knows, right
  // after the verb ("restart nginx"); the name is then what the task is about, shared with the tool as its value.
  const nameSaid = (r: string) => {
    const named = nameForId(intent, String((properties[r] as { description?: unknown } | undefined)?.description ?? ''));
    if (named === undefined) return false;
    if (!evidence.has(named.toLowerCase())) why.push(`takes "${named}" as its ${r}`);
    evidence.add(named.toLowerCase());
    return true;
  };
  const missing = p.required.filter((r) => /(^|_)(u?id|uuid|u?ids|key|keys|ts|sha|number|path|file|url|uri|slug)$|[a-z](Id|ID|Uid|UID|Uuid|UUID|Key|Number|Path|File|Url|URL)$/.test(r) && !/^(owner|repo)$/.test(r) && !saysOptional(properties[r]) && !givesDefault(properties[r]) && !given.includes(r) && !knownArgument(r, properties[r], ctx) && !nestedGiven(r) && !exampleSaid(r) && !nameSaid(r));
  if (missing.length > 0) {
    score -= 8 * missing.length;
    why.push(`cannot fill ${missing.join(', ')}`);
    blocker ??= `it needs ${missing.join(', ')}, which the question does not give`;
    // "Find the Google spreadsheet called 'Film festival sponsorships'": a tool that needs that thing's id (spreadsheet_id
    // of find_in_spreadsheet) looks inside one found already; the task finds it by its name.
    const thing = CALLED_THING.exec(intent.clause)?.[1]?.toLowerCase();
    if (intent.verb.class === 'read' && thing !== undefined && missing.some((r) => r.toLowerCase().startsWith(stem(thing)))) {
      score -= 8;
      why.push('looks inside one known by its id, and the task finds it by its name');
    }
  }
  // "Add a to-do … in notebook c3d4e5…": a thing the question gives an id for is there already, where the new one goes;
  // a tool that makes one of those (create_notebook) makes something else.
  if (intent.verb.id === 'create' && nameHead !== undefined && p.verbWord !== undefined && writeKindOf(p.verbWord) === 'create') {
    // "On Trello board 64f1…": the product's name may stand between.
    const existing = new RegExp(`\\b(?:in|into|to|under|inside|on)\\s+(?:the\\s+)?(?:[A-Z][\\w.-]*\\s+)?${escapeRegExp(nameHead)}s?\\s+(?:id\\s+)?["'\`]?([\\w-]*\\d[\\w-]*)`, 'i').exec(intent.clause);
    // "Create a subfolder in folder 1234": one of the same kind made inside it names the kind twice.
    const kindNamed = intent.clause.match(new RegExp(`${escapeRegExp(nameHead)}`, 'gi'))?.length ?? 0;
    if (existing && kindNamed === 1) {
      score -= 8;
      why.push(`the ${nameHead} is there already (the question gives its id ${existing[1]})`);
    }
  }
  const actionOk = intent.verb.class === 'read' ? p.class !== 'write' || manages : namesVerb || managesThis || changesByStatement || (p.class === 'write' && (actionFits(p, intent) || setsAsked)) || (p.class === 'neutral' && opensWithAction(p, intent));
  const head = task.objects.find((o, i) => task.weights[i]! >= 1 && o.length >= 4);
  const namesObject = head !== undefined && p.words.some((w) => w.slice(0, 4) === head.slice(0, 4));
  return { tool, score: Math.round(score * 10) / 10, objectHit, why, evidence: [...evidence], actionOk, onProduct, ...(namesObject ? { namesObject } : {}), ...(generalSearch ? { generalSearch } : {}), ...(answersAny === QUERY_TOOL ? { queryTool: true } : {}), ...(changesByStatement || readsByStatement ? { runsStatements: true } : {}), ...(blocker ? { blocker } : {}), ...(otherProduct ? { otherProduct } : {}), ...(missing.length > 0 ? { missing } : {}), ...(modifiesOther ? { modifiesOther } : {}) };
}

const EVERYTHING = /\b(?:everything|what(?:'s|\s+is|\s+are)\s+(?:stored|kept|saved|inside)|what(?:'s|\s+is)\s+in\s+(?:the|my|our|this|that)\b)/i;
const MATCHED_TEXT = /\b(?:mention(?:s|ed|ing)?|contain(?:s|ed|ing)?|includ(?:e|es|ed|ing)|say(?:s|ing)?|with the (?:words?|phrase|text))\s+["'“‘]/i;

const ANYTHING_ABOUT = /\b(?:anything|something|everything|any\s+[a-z]+s?)\s+(?:about|regarding|mentioning|on)\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+)?[a-z]/i;

/** Whether a tool says it is a product's where it says what it does ("Delete a message in Webex", "… in Freshdesk."). */
function saysItsOwn(p: ToolProfile, product: string): boolean {
  // "Delete a message in Webex", or the product's name before the thing made ("Create a new Trello board").
  return new RegExp(`\\b(?:in|from|on|to|of|with|using|via)\\s+(?:the\\s+|a\\s+|an\\s+|your\\s+)?${escapeRegExp(product)}\\b|^\\W*[a-z]+\\s+(?:a|an|the)\\s+(?:new\\s+)?${escapeRegExp(product)}\\s+[a-z]`, 'i').test(p.description.slice(0, 120));
}

/** A capitalised name the question puts something in or on ("in Attio") that no dictionary knows and no tool of the request says. */
function unknownProductNamed(clause: string, words: RequestWords): string | undefined {
  for (const m of clause.matchAll(/\b(?:in|on|from|via|using|with|to)\s+(?:our\s+|my\s+|the\s+)?([A-Z][A-Za-z0-9]{2,})\b/g)) {
    const name = m[1]!;
    if (!isEnglishWord(name.toLowerCase()) && words.size > 0 && words.counts(name.toLowerCase()).texts === 0) return name;
  }
  return undefined;
}

/** Whether a tool's description writes a name of two words capitalised, as a name ("Google Drive"). */
function writesName(tool: ModelTool, phrase: readonly string[]): boolean {
  const description = String((tool.definition as { description?: unknown }).description ?? '');
  return new RegExp(`\\b${phrase.map((w) => `${w[0]!.toUpperCase()}${escapeRegExp(w.slice(1))}`).join('\\s+')}\\b`).test(description);
}

function saysOptional(schema: unknown): boolean {
  const description = (schema as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' && /^\s*(?:\(optional\)|optional\b|the optional\b)/i.test(description);
}

/**
 * A hyphenated word the request's tools never write as one word ("checkout-api", "payments-5c", "old-cron") is the
 * name of a thing the question gives, a value for an argument: its first part matching a tool's word (`check` of
 * resource_alert_check) says nothing about the tool. One the tools write ("e-mail" as email) stays a word of the task.
 */
function namesAsValues(task: TaskWords, words: RequestWords): TaskWords {
  if (words.size === 0 || !task.objects.some((w) => w.includes('-'))) return task;
  const keep = task.objects.map((w) => !w.includes('-') || words.counts(root(w.replace(/-/g, ''))).texts > 0);
  return { ...task, objects: task.objects.filter((_, i) => keep[i]), weights: task.weights.filter((_, i) => keep[i]) };
}

/** Whether the request calls a word a product (products.ts `requestVocabulary`). */
export type IsProduct = (word: string) => boolean;
const NOT_A_PRODUCT: IsProduct = () => false;

/** Words a name may start with that say what it does or acts on, not whose it is: verbs, the word list's nouns, filler. */
const SHARED_NAME_WORDS = new Set([...TOOL_READ_WORDS, ...TOOL_WRITE_WORDS, ...NEUTRAL_NAME_WORDS, ...STOPWORDS, ...NOT_HEAD, ...VERBS.flatMap((v) => [...v.says, ...v.tool]), ...CONCEPTS.flatMap((c) => c.tool.flatMap((t) => splitName(t)))]);

// The writes every kind of thing has: a tool named for one of them is not named for any particular action.
const GENERIC_WRITES = new Set(['create', 'add', 'new', 'make', 'update', 'set', 'edit', 'modify', 'change', 'patch', 'put', 'delete', 'remove', 'manage', 'post', 'write', 'save']);

/** A product of the request that a tool's name says inside it (get_stripe_account_info → stripe), not one the task asks for. */
function productInName(tool: ModelTool, intent: Intent, isProduct: IsProduct): string | undefined {
  const asked = new Set([...intent.words, ...intent.products].map(stem));
  // Between its first and last words: the last is what the tool is about (maps_distance_matrix is about a matrix, no Matrix's).
  return splitName(tool.name)
    .slice(1, -1)
    .find((w) => w.length >= 4 && !/\d/.test(w) && !asked.has(stem(w)) && !intent.products.some((x) => x.includes(w) || w.includes(x)) && isProduct(w));
}

/**
 * The namespace a tool's name starts with (`obsidian_` of obsidian_get_file_contents, `Spotify` of SpotifyPlayback):
 * a first word that three or more of the request's tool names say and that is no verb or common noun. Tools sent
 * together from one server are named so; its product need not be written in the description to be the tool's place.
 */
export function namespaceOf(tool: ModelTool, words: RequestWords, isProduct: IsProduct = NOT_A_PRODUCT): string | undefined {
  const parts = splitName(tool.name);
  const first = parts[0];
  // A dictionary word is a server's name (discourse_list_users) where the request calls it a product.
  if (parts.length < 2 || !first || first.length < 3 || /\d/.test(first) || SHARED_NAME_WORDS.has(first) || isGeneralWord(first) || (isEnglishWord(first) && !isProduct(first))) return undefined;
  return words.counts(root(first)).names >= 3 ? first : undefined;
}

// Words after a name's noun that leave it the name's object ("cards" of add_cards_to_list).
const NAME_LINKS = new Set(['to', 'from', 'in', 'on', 'for', 'of', 'by', 'with', 'into', 'and']);

/**
 * Whether the tool's name says the task's object in the other number: the task says "card" and the name "cards", or
 * the reverse. Said with "a", "an" or "one", the task wants one thing, and a tool for many is a batch tool: more off.
 */
function numberAgreement(p: ToolProfile, intent: Intent, task: TaskWords): { penalty: number; why: string } | undefined {
  // A tool that lists or searches is named for many whatever the task wants ("find the issue" → search_issues).
  if (['list', 'search', 'query', 'find'].includes(p.verbWord ?? '') || p.stems.includes('all')) return undefined;
  const plural = (w: string) => /[^s]s$/.test(w);
  for (const [i, object] of task.objects.entries()) {
    // Nouns only: "bounced" is no singular of "bounces".
    if (task.weights[i]! < 1 || object.length < 3 || /(?:ed|ing)$/.test(object)) continue;
    // A noun that modifies a plural after it has no number of its own ("the last 200 log lines" asks for lines of the logs).
    if (task.objects[i + 1] !== undefined && /[^s]s$/.test(task.objects[i + 1]!) && new RegExp(`\\b${escapeRegExp(object)}\\s+${escapeRegExp(task.objects[i + 1]!)}\\b`, 'i').test(intent.clause)) continue;
    // The name's own object, not a word modifying another (task_stories is about stories, whatever number "task" is in).
    const same = p.words.filter((w, j) => stem(w) === stem(object) && (j === p.words.length - 1 || NAME_LINKS.has(p.words[j + 1]!) || GENERIC_NAME_WORDS.has(p.words[j + 1]!)));
    if (same.length === 0 || same.some((w) => plural(w) === plural(object))) continue;
    const one = !plural(object) && new RegExp(`\\b(?:a|an|one)\\s+(?:[a-z-]+\\s+){0,2}${escapeRegExp(object)}\\b`, 'i').test(intent.clause);
    return { penalty: one ? 8 : 3, why: `names "${same[0]}", the task ${one ? 'one ' : ''}"${object}"` };
  }
  return undefined;
}

const FUTURE_DAY = /\b(?:tomorrow|tmrw|the day after|(?:the\s+)?(?:next|coming)\s+(?:few|couple(?:\s+of)?|two|three|\d+)\s+days|next\s+(?:week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this\s+(?:weekend|coming)|(?:this|on|coming)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|the\s+\d{1,2}(?:st|nd|rd|th))\b/i;
const NOW_WORDS = new Set(['current', 'now', 'realtime', 'today']);
const SIGNED_IN = new Set(['user', 'users', 'account', 'member', 'profile', 'me', 'session', 'org', 'organization', 'workspace', 'team']);

/** The tool that fits best, with the fit; ties go to the shorter, then alphabetically first, name. */
export function rankTools(tools: readonly ModelTool[], asked: Intent, servers: readonly ServerInfo[] = [], words: RequestWords = NO_REQUEST_WORDS, isProduct: IsProduct = NOT_A_PRODUCT): Fit[] {
  return fitBeforeSetAside(rankNamed(tools, asked, servers, words, isProduct), asked);
}

/**
 * A tool set aside as another product's, however well it scored, does not stand first before the named product's own
 * tool for running statements: write-cypher goes before a memory server's create_node, which the naming set aside; nor
 * does a read's tool of no named product before the named product's statement reader (read-cypher). Only that one:
 * another of the product's tools that fits less well does another thing than the one set aside does.
 */
function fitBeforeSetAside(ranked: Fit[], intent: Intent): Fit[] {
  const top = ranked[0];
  // A read of the named product ("In Neo4j, find the shortest chain …") goes to its statement reader before a tool no
  // named product claims (a map's route search), however well the other's words matched.
  const notNamed = top !== undefined && !top.onProduct && intent.verb.class === 'read' && intent.products.length > 0;
  if (!top?.otherProduct && !notNamed) return ranked;
  const fitting = ranked.find((f) => fits(f) && f.runsStatements === true);
  if (!fitting) return ranked;
  return [{ ...fitting, why: [...fitting.why, `first: ${top!.tool.name} (${top!.score}) is ${top!.otherProduct ? "set aside as another product's" : `no tool of ${intent.products.join('/')}`}`] }, ...ranked.filter((f) => f !== fitting)];
}

/**
 * The task's first object as the verb-and-object rules read it: its own head, its first concept's words, or its first
 * word. Read once per intent, not once per loaded tool.
 */
const FIRST_OBJECT = new WeakMap<Intent, string[]>();

function firstObject(intent: Intent): string[] {
  let stems = FIRST_OBJECT.get(intent);
  if (!stems) {
    stems = intent.ownHead ? [stem(intent.ownHead)] : (intent.concepts[0]?.tool.map(stem) ?? taskWords(intent).objects.slice(0, 1).map(stem));
    FIRST_OBJECT.set(intent, stems);
  }
  return stems;
}

/**
 * "Add a to-do in Basecamp — project ID 28471937, …": the thing the task's object names is given by its id, so it is
 * there already: no project is made, whatever the reading of the object. Read once per intent.
 */
const GIVEN_BY_ID = new WeakMap<Intent, boolean>();

function givenById(intent: Intent): boolean {
  let given = GIVEN_BY_ID.get(intent);
  if (given === undefined) {
    const object = intent.ownHead ?? intent.concepts[0]?.tool[0] ?? taskWords(intent).objects[0];
    given = object !== undefined && new RegExp(`\\b${escapeRegExp(object)}s?\\s+(?:id\\b|#|no\\.?\\s|number\\b|\\d)`, 'i').test(intent.clause);
    GIVEN_BY_ID.set(intent, given);
  }
  return given;
}

// "todoist: …", "everart pls: …": a product's label before what is asked of it.
const LABELLED = (product: string) => new RegExp(`^\\W*${escapeRegExp(product)}(?:\\s+(?:pls|please|plz))?\\s*[:,]\\s+\\S`, 'i');

// Figures worked out over rows: grouped, ranked or summed.
const AGGREGATE = /\bper\s+(?:hour|day|week|month|minute|user|customer|country|region|page|category|product)\b|\b(?:busiest|highest first|lowest first|in descending order|grouped by|group by|broken down by|sum of|average\s+\w+\s+per)\b/i;

const ADDRESSED = (product: string) => new RegExp(`\\b(?:ask|asking|using|use|via|query|querying)\\s+(?:the\\s+|our\\s+|my\\s+)?${escapeRegExp(product)}\\b`, 'i');

/** The ranking read against the products the question names: a change's tools of another product set aside. */
function rankNamed(tools: readonly ModelTool[], asked: Intent, servers: readonly ServerInfo[], words: RequestWords, isProduct: IsProduct): Fit[] {
  // A name in two words is one only where a tool writes it so ("Google Drive"); "Jira project WEB" names no "Jira Project".
  // It tells tools apart only beside a tool named for one of its words alone (google-search beside Google Drive's search).
  const named = (phrase: readonly string[]) => tools.some((t) => writesName(t, phrase)) && tools.some((t) => !writesName(t, phrase) && phrase.some((w) => profile(t).stems.includes(stem(w))));
  const intent = asked.phrases ? asked : { ...asked, phrases: productPhrases(asked).filter(named) };
  const ranked = rankFor(tools, intent, servers, words, isProduct);
  if (intent.products.length === 0) return ranked;
  // A change is made somewhere, never to a topic; nor is what the user has there ("my PayPal account", "our Twilio number").
  if (intent.verb.class === 'write') {
    // "todoist: call dentist tmrw": what follows a product's label, when none of its tools does it, is an item to keep
    // there (what most of its tools are about), in the user's words. Not a change of data ("railway: set NODE_ENV=…").
    const labelled = ['other', 'order', 'create'].includes(intent.verb.id) && intent.products.some((product) => new RegExp(`^\\W*${escapeRegExp(product)}\\s*[:,]\\s+\\S`, 'i').test(intent.clause));
    if (labelled && !ranked.some((f) => fits(f) && f.onProduct)) {
      const item: Intent = { ...intent, verb: VERB_BY_ID.get('create')!, verbWord: 'add' };
      const kept = madeOfIt(rankFor(tools, item, servers, words, isProduct), tools, item, servers, true);
      if (fits(kept[0]) && kept[0].onProduct) return notTheProducts(kept, tools, item, words, servers);
    }
    return notTheProducts(madeOfIt(ranked, tools, intent, servers), tools, intent, words, servers);
  }
  // "In ClickHouse, work out yesterday's ten busiest hours in the table web.pageviews: page views per hour, highest first":
  // figures worked out over the product's data are a statement its query tool runs, not a read of what its tables are.
  if (AGGREGATE.test(intent.clause) && ranked[0]?.queryTool !== true) {
    const query = ranked.find((f) => f.onProduct && fits(f) && f.queryTool);
    if (query) return [{ ...query, why: [...query.why, 'figures worked out over the data are a query'] }, ...ranked.filter((f) => f !== query)];
  }
  // "everart pls: neon cyberpunk ramen stall on a rainy night, 1 img": what follows a product's label, with no verb said,
  // is what to make there when none of its loaded tools reads it and one of them makes it.
  const label = intent.verbFrom === 'default' ? intent.products.find((product) => LABELLED(product).test(intent.clause)) : undefined;
  if (label && !ranked.some((f) => fits(f) && mentionsProduct(f.tool, label, servers))) {
    const made = rankFor(tools, { ...intent, products: [label], verb: VERB_BY_ID.get('create')!, verbWord: 'make' }, servers, words, isProduct);
    // Its only tool that makes anything makes what is described, whatever words describe it.
    const makers = made.filter((f) => !f.rejected && f.actionOk && mentionsProduct(f.tool, label, servers));
    const only = makers.length === 1 && makers[0] === made[0] && made[0]!.score >= FIT_THRESHOLD;
    if ((fits(made[0]) || only) && mentionsProduct(made[0]!.tool, label, servers)) return made.map((f, i) => (i === 0 ? { ...f, objectHit: true, why: [...f.why, `"${label}: …" asks for nothing to read, and it makes what is described`] } : f));
  }
  // What the user has on a product ("our HubSpot pipeline") is read there, even beside a tool of it that fits.
  if (productOwned(intent)) return notTheProducts(ranked, tools, intent, words, servers);
  // "can you ask prometheus how much free space …", "Using Neo4j, …": a product the user turns to is where the task is
  // done, never its subject, whether or not a loaded tool of it fits yet.
  // Its query tool, when it fits, goes before one of no product it names, however well that one's words matched ("free"
  // of get-freebusy).
  if (intent.products.some((product) => ADDRESSED(product).test(intent.clause))) {
    const own = ranked[0] && !ranked[0].onProduct ? ranked.find((f) => f.onProduct && fits(f) && f.queryTool) : undefined;
    return own ? [{ ...own, why: [...own.why, `the question turns to ${intent.products.join('/')}, and ${ranked[0]!.tool.name} is not of it`] }, ...ranked.filter((f) => f !== own)] : ranked;
  }
  if (ranked.some((f) => fits(f) && intent.products.some((product) => mentionsProduct(f.tool, product, servers)))) return ranked;
  // No loaded tool of the named product can do the task: the name is what the task is about ("Kubernetes release
  // notes" for a web search), not where it happens, so no tool is set aside for belonging elsewhere.
  const topic = rankFor(tools, { ...intent, products: [], phrases: productPhrases(intent) }, servers, words, isProduct);
  // A tool of yet another product (Confluence for "the Notion page") stays set aside: only a tool no product claims takes the task.
  // So does one whose name the client composed with its server's ("ynab_get_transactions" for "PayPal transactions").
  return fits(topic[0]) && profile(topic[0].tool).products.size === 0 && !words.composedPrefix(topic[0].tool.name) ? topic.map((f) => (f === topic[0] ? { ...f, why: [...f.why, `no loaded tool of ${intent.products.join('/')} fits, so "${intent.products.join('", "')}" is read as the task's subject`] } : f)) : ranked;
}

const VAGUE_KEPT = 2;

// "have I upvoted", "I've starred", "did we bookmark": a mark the user put on things.
const TITLED_NAMES = new WeakMap<Intent, string[]>();

/**
 * Names of three or four capitalised words inside the clause ("the Internet Quality Index"), not all of them products
 * named: two ("Test Engine") name a product's part, which many of its tools say.
 */
function titledNames(intent: Intent): string[] {
  let names = TITLED_NAMES.get(intent);
  if (!names) {
    names = [...intent.clause.matchAll(/(?<=[a-z,;:]\s+(?:the\s+|a\s+|an\s+|our\s+|its\s+)?)([A-Z][a-z]+(?:\s+[A-Z][a-z]+){2,3})\b/g)].map((m) => m[1]!).filter((name) => !name.split(/\s+/).every((w) => intent.products.includes(w.toLowerCase())));
    TITLED_NAMES.set(intent, names);
  }
  return names;
}

const AS_GIVEN = /\b(?:verbatim|word for word|nothing generated|no ai\b|without ai\b|not ai[- ]generated|as written|exactly as (?:given|written))/i;
const AI_WRITES = /\b(?:using ai|with ai|ai[- ]generated|ai[- ]powered|ai to (?:rewrite|generate|write))\b/i;
const MANY_AT_ONCE = new Set(['bulk', 'batch', 'many', 'multiple']);
const ALL_AT_ONCE = /\b(?:in one go|in a single go|all at once|at one time|in bulk|in (?:a|one) batch|in one shot)\b/i;
const MY_THINGS = /\bmy\s+(?:own\s+)?(?:[a-z]+\s+){0,2}?([a-z]+s)\b(?!\s+(?:account|workspace|instance|org|organization)\b)/i;
const SIGNED_IN_USER = /\b(?:authenticated|current|signed[- ]in|logged[- ]in)\s+user(?:'s)?\b|\bassigned to (?:you|me)\b/i;
const USER_MARKED = /\b(?:(?:have|did|had)\s+(?:i|we)\s+(?:ever\s+)?|(?:i|we)(?:'ve|\s+have)\s+(?:ever\s+)?)(upvoted?|downvoted?|liked?|starred|star|bookmarked|bookmark|favou?rited?|hearted|clapped|voted?)\b/i;

// "the Google spreadsheet called 'Film festival sponsorships'": the kind of thing named.
const CALLED_THING = /\b([a-z]{3,})\s+(?:called|named|titled)\s+["'‘“]/i;

const ASSIGNEE_FIELD = /assign|owner|user|member|person|people|lead|agent|responsible|reviewer|handler|who|to$|email|account|collaborator|host/i;

/**
 * A thing said only as "it" and put into a product ("… renew my passport. Stick it in my Todoist for Friday"), when
 * no loaded tool fits: what the product keeps, the noun most of its loaded tools name (task, of todoist_get_tasks and
 * todoist_create_task), is what is made, and the product's tool that makes one fits.
 */
function madeOfIt(ranked: Fit[], tools: readonly ModelTool[], intent: Intent, servers: readonly ServerInfo[], labelled = false): Fit[] {
  // Or one put on the user's list whatever the user calls it ("put renewing my passport on my todoist").
  const putOn = PUT_ON_MINE.test(intent.clause);
  // Or a change to a thing the user names only by what they call it ("push my 'call the accountant' thing in todoist to
  // next monday"): it is one of what the product keeps, and the product's tool that makes that change fits.
  const vague = intent.verb.class === 'write' && intent.verb.id !== 'create' && intent.entities.quoted.length > 0 && vagueThing(taskWords(intent));
  // A tool of no named product that fits (an email tool's "text") does not put anything on the product.
  if ((intent.verb.id !== 'create' && !vague) || ranked.some((f) => fits(f) && f.onProduct) || !(vague || labelled || putOn || new RegExp(`\\b${escapeRegExp(intent.verbWord)}\\s+(?:it|this|that|them)\\b`, 'i').test(intent.clause))) return ranked;
  const counts = new Map<string, number>();
  for (const t of tools.filter((t) => intent.products.some((product) => mentionsProduct(t, product, servers)))) {
    for (const w of new Set(nounsOf(profile(t)))) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const [kept, n] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  if (!kept || n! < 2) return ranked;
  const maker = ranked.find((f) => !f.rejected && (f.onProduct || (vague && intent.products.some((product) => mentionsProduct(f.tool, product, servers)))) && f.actionOk && !f.blocker && profile(f.tool).stems.includes(kept));
  if (!maker) return ranked;
  // The thing named only vaguely is matched by the kept noun as an object said outright would be.
  const made: Fit = { ...maker, objectHit: true, ...(vague ? { score: maker.score + VAGUE_KEPT } : {}), why: [...maker.why, vague ? `"${intent.entities.quoted[0]}" on ${intent.products.join('/')} is a ${kept}, what most of its tools are about` : `${labelled ? `"${intent.products[0]}: …"` : putOn ? `"${intent.verbWord} … on my"` : `"${intent.verbWord} it" on`} ${intent.products.join('/')}: it makes a ${kept}, what most of its tools are about`] };
  return [made, ...ranked.filter((f) => f !== maker)];
}

/**
 * A change asked of a product whose tools all carry its name first (SpotifyPlayback, SpotifySearch), or a read of what
 * the user has there: a loaded tool without it (cancel_subscription for "cancel my Spotify Premium") is another
 * server's, so it would act on something else, and is set aside as another product's. Most servers name only some tools for themselves (Webflow's pages_list,
 * Shortcut's stories-create-comment), or the client composed the prefix (clickup_update_task): an unnamed tool may be
 * theirs, so nothing is set aside.
 */
function notTheProducts(ranked: Fit[], tools: readonly ModelTool[], intent: Intent, words: RequestWords, servers: readonly ServerInfo[]): Fit[] {
  const own = intent.products.filter((product) => {
    const theirs = tools.filter((t) => profile(t).products.has(product));
    return theirs.length >= 2 && theirs.every((t) => profile(t).words[0] === product && !words.composedPrefix(t.name));
  });
  const some = tools.filter((t) => own.some((product) => profile(t).products.has(product))).slice(0, 2).map((t) => t.name);
  const vocabulary = ownVocabulary(tools, intent);
  const styled = intent.verb.class === 'write' ? writtenAlike(tools, intent, words, servers) : [];
  return ranked.map((f) => {
    if (f.rejected || f.otherProduct || f.onProduct) return f;
    // The prefix a client composed is the server's name (digitalocean_list_apps): a tool sent so is that server's, whatever its words.
    const composed = words.composedPrefix(f.tool.name);
    if (composed && !prefixNames(composed, intent.products)) {
      return { ...f, otherProduct: true, blocker: f.blocker ?? `its name as sent says it is ${composed}'s, and the task names ${intent.products.join('/')}` };
    }
    if (profile(f.tool).products.size > 0) return f;
    const word = vocabulary && splitName(f.tool.name).find((w) => related(w, vocabulary.object) === 'synonym');
    if (vocabulary && word && !splitName(f.tool.name).some((w) => related(w, vocabulary.object) === 'same') && !namesKindOf(f.tool, word, vocabulary.object)) {
      return { ...f, otherProduct: true, blocker: f.blocker ?? `${vocabulary.product}'s own tools call it "${vocabulary.object}" (${vocabulary.names.join(', ')}), and this one "${word}"` };
    }
    if (own.length > 0) return { ...f, otherProduct: true, blocker: f.blocker ?? `every tool of ${own.join('/')} is named for it (${some.join(', ')}), and this one is not` };
    return writtenOtherwise(f, styled, words) ?? f;
  });
}

/**
 * Whether a tool's description says its own name word before the product's word for the thing ("… failed workflow runs
 * in the DLQ"): it names a kind of that thing, not the thing by another word.
 */
function namesKindOf(tool: ModelTool, word: string, object: string): boolean {
  return new RegExp(`\\b${escapeRegExp(word)}s?\\s+${escapeRegExp(object)}`, 'i').test(profile(tool).description);
}

/** How a name is written: one server writes all its tools' names one way (read-messages; get_task; listPipelineRuns; SpotifySearch). */
export function nameStyle(name: string): 'kebab-case' | 'snake_case' | 'camelCase' | 'PascalCase' | undefined {
  if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(name)) return 'kebab-case';
  if (/^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(name)) return 'snake_case';
  if (/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(name)) return 'camelCase';
  if (/^(?:[A-Z][a-z0-9]+){2,}$/.test(name)) return 'PascalCase';
  return undefined;
}

/** The name as its server wrote it, without a prefix the client composed. */
const plainName = (tool: ModelTool, words: RequestWords) => {
  const composed = words.composedPrefix(tool.name);
  return composed ? tool.name.slice(composed.length + 1) : tool.name;
};

/** The fit set aside as another server's when it is written otherwise than the named product's tools all are. */
function writtenOtherwise(f: Fit, styled: readonly { product: string; style: string; names: string[] }[], words: RequestWords): Fit | undefined {
  const style = nameStyle(plainName(f.tool, words));
  const unlike = style && styled.find((s) => s.style !== style);
  return unlike ? { ...f, otherProduct: true, blocker: f.blocker ?? `${unlike.product}'s tools are named ${unlike.style} (${unlike.names.join(', ')}), and this one ${style}` } : undefined;
}

/**
 * The named products whose loaded tools that say they are theirs (two or more) are all written one way: a server
 * keeps to one way, so a tool written another way ("delete_user" beside Discord's read-messages and send-message) is
 * another server's. A tool written the same way may be theirs, whether or not it says so.
 */
function writtenAlike(tools: readonly ModelTool[], intent: Intent, words: RequestWords, servers: readonly ServerInfo[]): { product: string; style: string; names: string[] }[] {
  return intent.products.flatMap((product) => {
    const theirs = tools.filter((t) => mentionsProduct(t, product, servers));
    const styles = new Set(theirs.map((t) => nameStyle(plainName(t, words))));
    const [style] = styles;
    return theirs.length >= 2 && styles.size === 1 && style ? [{ product, style, names: theirs.slice(0, 2).map((t) => t.name) }] : [];
  });
}

/**
 * The word the named product's own tools use for what the task is about: two or more that say they are the product's
 * and name it ("List your Zoom meetings" as list_meetings, get_meeting). A server keeps to its words, so a tool naming
 * the thing by another (Calendly's schedule_event, "Schedule a meeting …") is another server's.
 */
function ownVocabulary(tools: readonly ModelTool[], intent: Intent): { product: string; object: string; names: string[] } | undefined {
  const object = taskWords(intent).objects.find((o) => !intent.products.includes(o) && o.length >= 3);
  if (!object) return undefined;
  for (const product of intent.products) {
    const names = tools.filter((t) => profile(t).products.has(product) && splitName(t.name).some((w) => related(w, object) === 'same')).map((t) => t.name);
    if (names.length >= 2) return { product, object, names: names.slice(0, 2) };
  }
  return undefined;
}

/** Whether the question says it has something on the product it names ("my PayPal account"): the product is where, not what. */
function productOwned(intent: Intent): boolean {
  // "In Klaviyo, look up …", "From Salesforce, give me …" frames the whole task as the product's, as "my Klaviyo" does.
  return intent.products.some((product) => new RegExp(`\\b(?:my|our|your)\\s+${escapeRegExp(product)}\\b|^\\W*(?:in|on|from|using|via|through)\\s+(?:the\\s+)?${escapeRegExp(product)}\\s*,`, 'i').test(intent.clause));
}

/** Scores this close are a tie the scoring cannot settle: the tool that says more of the task's words goes first. */
export const TIE_MARGIN = 1;

function rankFor(tools: readonly ModelTool[], intent: Intent, servers: readonly ServerInfo[], words: RequestWords, isProduct: IsProduct): Fit[] {
  kinOf(tools, intent, words, isProduct, servers);
  const own = ownWords(intent, words).filter((w) => !w.implied);
  const viewed = tools.map((t) => scoreTool(withoutComposedPrefix(t, words), intent, servers, own, words, isProduct));
  // A count or a how-to asks for a kind of tool (one that computes, one that serves docs), which more shared words do not tell.
  const byKind = intent.count || intent.howTo;
  // The order is the score and, beside it, how much each tool's own text reads like the task; what fits is the score alone.
  const read = byKind ? new Map<Fit, number>() : readings(viewed, intent);
  // From here on each fit is of the tool as sent: its name is what the model calls and what ties are settled by.
  const scored = viewed.map((f, i) => (f.tool === tools[i] ? f : { ...f, tool: tools[i]! }));
  const reading = new Map(scored.map((f, i) => [f, read.get(viewed[i]!) ?? 0]));
  const key = (f: Fit) => f.score + (reading.get(f) ?? 0);
  const byScore = (a: Fit, b: Fit) => b.score - a.score || a.tool.name.length - b.tool.name.length || a.tool.name.localeCompare(b.tool.name);
  const first = scored.reduce<Fit | undefined>((best, f) => (best === undefined || byScore(f, best) < 0 ? f : best), undefined);
  const ranked = scored.sort((a, b) => key(b) - key(a) || byScore(a, b));
  // "Which HubSpot contacts …": the reading orders tools the rules score alike; it does not put another server's tool
  // of the same name (get_contacts) before the named product's (hubspot_get_contacts, its name composed) that the
  // rules score higher.
  if (intent.products.length > 0 && ranked[0] && !ranked[0].onProduct && !ranked[0].rejected) {
    const sameName = (f: Fit) => /^[a-z0-9-]+$/i.test(f.tool.name.slice(0, -(ranked[0]!.tool.name.length + 1))) && f.tool.name.endsWith(`_${ranked[0]!.tool.name}`);
    const own = ranked.find((f) => f.onProduct && fits(f) && sameName(f) && f.score > ranked[0]!.score);
    if (own) {
      ranked.splice(ranked.indexOf(own), 1);
      ranked.unshift({ ...own, why: [...own.why, `on ${intent.products.join('/')} and scored higher than ${ranked[0]!.tool.name} (${ranked[0]!.score}), which only its text's reading put first`] });
    }
  }
  // "Load /home/dev/….excalidraw onto the Excalidraw canvas": nor does it put a tool that does not fit (create_from_mermaid,
  // whose text says "canvas") before one that does and the rules score higher (import_scene).
  const lead = ranked[0];
  // Only a lead that scores as a fit would and names nothing the task is about: a weak lead is the best guess's to weigh.
  if (lead && !lead.rejected && lead.score >= FIT_THRESHOLD && !ranked.slice(0, 1).some((f) => fits(f))) {
    // Scores closer than a tie's margin stay as the reading put them.
    const fitting = ranked.find((f) => fits(f) && f.score >= lead.score + TIE_MARGIN);
    if (fitting) {
      ranked.splice(ranked.indexOf(fitting), 1);
      ranked.unshift({ ...fitting, why: [...fitting.why, `fits, where ${lead.tool.name} (${lead.score}), which only its text's reading put first, does not`] });
    }
  }
  const top = ranked[0];
  // When the reading puts another tool first, the decisions panel says so, with both readings.
  if (top && first && top !== first && !top.rejected) {
    ranked[0] = { ...top, why: [...top.why, `its text reads more like the task (+${round1(reading.get(top) ?? 0)}) than ${first.tool.name}'s (+${round1(reading.get(first) ?? 0)})`] };
  }
  return byKind ? ranked : settleTies(namedBeforeSearch(ranked, intent));
}

/**
 * A client's composed prefix says whose a tool is, which its siblings named without one do not: the tool is read as
 * the same one named without it, so "contentstack" in the question does not favour the one tool that collided. The
 * prefix stays its place, as a server's name does ("on stripe"); the definition is a copy, as its profile is its own.
 */
function withoutComposedPrefix(tool: ModelTool, words: RequestWords): ModelTool {
  const prefix = words.composedPrefix(tool.name);
  if (!prefix) return tool;
  const name = tool.name.slice(prefix.length + 1);
  const view = { ...tool, name, server: tool.server ?? prefix, definition: { ...tool.definition, name } as ModelTool['definition'] };
  COMPOSED.set(view, prefix);
  return view;
}

/** Whether a composed prefix is one of these products' names, written either way ("google-drive" for "drive"). */
function prefixNames(prefix: string, products: readonly string[]): boolean {
  const squash = (w: string) => w.toLowerCase().replace(/[^a-z0-9]/g, '');
  return products.some((product) => squash(prefix).includes(squash(product)) || squash(product).includes(squash(prefix)));
}

/**
 * The named products a tool's own server serves, said by its siblings: jfrog_create_local_repository ("… in artifactroy")
 * is Artifactory's when two other loaded jfrog_ tools say "Artifactory". Asked once per ranking, for the named products only.
 */
const KIN = new WeakMap<ModelTool, Set<string>>();

function kinOf(tools: readonly ModelTool[], intent: Intent, words: RequestWords, isProduct: IsProduct, servers: readonly ServerInfo[]): void {
  for (const t of tools) KIN.delete(t);
  if (intent.products.length === 0) return;
  const byPrefix = new Map<string, ModelTool[]>();
  for (const t of tools) {
    const ns = namespaceOf(t, words, isProduct);
    if (ns) byPrefix.set(ns, [...(byPrefix.get(ns) ?? []), t]);
  }
  for (const kin of byPrefix.values()) {
    if (kin.length < 3) continue;
    // Only a tool that names no product of its own: one that does (pulumi-resource-search, "… Pulumi …") is read by it.
    for (const t of kin.filter((k) => profile(k).products.size === 0)) {
      const served = intent.products.filter((product) => kin.filter((o) => o !== t && mentionsProduct(o, product, servers)).length >= 2);
      if (served.length > 0) KIN.set(t, new Set(served));
    }
  }
}

/** The prefix each tool viewed without it was sent with: whose it is, as scoring reads it. */
const COMPOSED = new WeakMap<ModelTool, string>();

const round1 = (n: number) => Math.round(n * 10) / 10;

/** What the best reading adds to a tool's place in the order: about what a word of the task in its name gives. */
export const READING_WEIGHT = 6;
const READ_K1 = 1.2;
const READ_B = 0.75;

/** A tool's text as the model reads it: its name (three times: what a tool is called says most), description and argument names. */
function readingOf(tool: ModelTool): string[] {
  const p = profile(tool);
  return [...p.words, ...p.words, ...p.words, ...nameWords(p.description.slice(0, 600)), ...p.args.flatMap((a) => nameWords(a))].map(stem);
}

/**
 * How much each loaded tool's whole text reads like the task, beside the other loaded tools: BM25 over them alone, each
 * word said or not (a word few of them say counts most; a short text that says it beats a long one), scaled so the best reads READING_WEIGHT.
 * It orders tools, never makes one fit: among tools the rules score alike, the one whose description says the task wins.
 */
export function readings(fits: readonly Fit[], intent: Intent): Map<Fit, number> {
  const live = fits.filter((f) => !f.rejected);
  const out = new Map<Fit, number>();
  if (live.length < 2) return out;
  // The task's words, not how it asks: "list", "get", "show" name no tool's subject.
  const aside = new Set((intent.aside ?? []).map(stem));
  // An address's scheme ("https://") is how it is written, no word of the task (a tool of HTTP requests is not read so).
  const query = [...new Set(nameWords(intent.clause.replace(/\bhttps?:\/\//gi, ' ')).filter((w) => w.length > 1 && !STOPWORDS.has(w) && !PLAIN_READS.has(w) && !GENERIC_NAME_WORDS.has(w)).map(stem))].filter((w) => !aside.has(w));
  // Said or not: a description that repeats a word ("files" five times) is no more about it. The length still counts.
  const docs = live.map((f) => {
    const words = readingOf(f.tool);
    return { said: new Set(words), length: words.length };
  });
  const df = new Map<string, number>();
  for (const d of docs) for (const w of d.said) df.set(w, (df.get(w) ?? 0) + 1);
  const average = docs.reduce((n, d) => n + d.length, 0) / docs.length;
  const scores = docs.map((d) => {
    let score = 0;
    for (const w of query) {
      const n = df.get(w) ?? 0;
      if (n > 0 && d.said.has(w)) score += Math.log(1 + (docs.length - n + 0.5) / (n + 0.5)) * ((READ_K1 + 1) / (1 + READ_K1 * (1 - READ_B + (READ_B * d.length) / average)));
    }
    return score;
  });
  const most = Math.max(...scores);
  if (most > 0) live.forEach((f, i) => out.set(f, (READING_WEIGHT * scores[i]!) / most));
  return out;
}

// What a general search tool gains for serving any read (above): a tool named for the thing asked may be this much below it.
const GENERAL_SEARCH_BONUS = 7;

/**
 * A product's general search serves any read, but a loaded tool named for the very thing asked ("Which jobs failed?":
 * list_jobs beside keboola_search) is the one a person picks from the list: it goes first when only that bonus put the
 * search ahead.
 */
export function namedBeforeSearch(ranked: Fit[], intent: Intent): Fit[] {
  const top = ranked[0];
  if (!top?.generalSearch) return ranked;
  // Named for it: the name's object (its last noun) is what the task is about, not a word that only qualifies it (page_templates).
  const task = taskWords(intent);
  // In the question's own words: the word list's reading of "runbook" as a page does not make get_page the runbook's tool.
  const about = task.objects.filter((_, i) => task.weights[i] === 1).map(stem);
  const namedFor = (f: Fit) => {
    const head = nounsOf(profile(f.tool)).at(-1);
    return head !== undefined && about.some((w) => sameWord(w, head));
  };
  // A tool of another product than the one named has a blocker saying so.
  const named = ranked.find((f) => f !== top && !f.rejected && f.objectHit && f.actionOk && !f.blocker && namedFor(f) && top.score - f.score <= GENERAL_SEARCH_BONUS);
  if (!named) return ranked;
  // It takes the search's place, score and all: what made the search fit is what the named tool does more narrowly.
  return [{ ...named, score: top.score, why: [...named.why, `named for what the task asks, so before the general ${top.tool.name} (${top.score})`] }, ...ranked.filter((f) => f !== named)];
}

/**
 * Among the tools within TIE_MARGIN of the best, the one whose name and description say more of the task's own words
 * ("pod" beside "logs": the Kubernetes logs tool, not a container's) goes first; the scores stand as they are.
 */
export function settleTies(ranked: Fit[]): Fit[] {
  const top = ranked[0];
  if (!top || top.rejected) return ranked;
  // Only between tools that do the task's action alike: shared words never make up for the wrong verb.
  // Nor for a tool of another product than the one the task names.
  const close = ranked.filter((f) => !f.rejected && top.score - f.score <= TIE_MARGIN && (f.actionOk ?? true) >= (top.actionOk ?? true) && (f.onProduct ?? false) >= (top.onProduct ?? false));
  if (close.length < 2) return ranked;
  const said = (f: Fit) => f.evidence?.length ?? 0;
  const most = Math.max(...close.map(said));
  const leader = close.find((f) => said(f) === most)!;
  if (leader === top || said(leader) <= said(top) || (fits(top) && !fits(leader))) return ranked;
  return [{ ...leader, why: [...leader.why, `says more of the task's words (${leader.evidence!.map((w) => `"${w}"`).join(', ')}) than ${top.tool.name}, ${top.score - leader.score <= 0 ? 'as close' : `${Math.round((top.score - leader.score) * 10) / 10} below`}`] }, ...ranked.filter((f) => f !== leader)];
}

export const FIT_THRESHOLD = 10;

export function fits(fit: Fit | undefined): fit is Fit {
  // A tool that says it is another product's does not do the task where the question asks, however well it fits.
  return fit !== undefined && !fit.rejected && !fit.otherProduct && fit.objectHit && fit.score >= FIT_THRESHOLD;
}

/** The best-ranked tool a search loaded and no rule set aside: the one a best guess would be. */
export function closestLoaded(ranked: readonly Fit[]): Fit | undefined {
  return ranked.find((f) => !f.rejected && f.tool.how === 'discovered');
}

/** How much evidence the best of what the searches loaded needs when no tool reaches a full fit. */
export const EVIDENCE_FLOOR = 2;

/**
 * When the searches are spent and no loaded tool reaches a full fit, the one
 * that shares the most of the task's words is still the best guess, as a
 * person would pick it from a list: called unless there is a real reason not
 * to (it would write for a read or do another action, it names no word of the
 * task, it needs an id the question lacks, or it belongs to another product
 * than the one named). Undefined when there is such a reason.
 */
export function bestEvidence(ranked: readonly Fit[]): Fit | undefined {
  // Down the list as a person reads it: a closer tool ruled out for a reason (another product, an id the question
  // lacks) leaves the next one that has none, if it still shares the task's words.
  // With the named product's own tools loaded, a guess is one of them: another server's tool that shares a word would
  // act somewhere else ("the last 20 transactions on my PayPal account" is not list_databases_cluster's "account").
  // One that says two of the task's words, or names what it is about, may still be the product's own (most servers name few tools for themselves).
  const productLoaded = ranked.filter((f) => f.onProduct && f.tool.how === 'discovered').length >= 2;
  const strong = (f: Fit) => (f.evidence?.length ?? 0) >= 2 || f.namesObject === true;
  // A word that names no thing ("list", "details"), shared alone, is no evidence ("save … to my 'Want to go' list" is not manage-accounts' "list").
  // A tool about another thing, that says the task's word only to modify it ("How many Anki reviews …" is not
  // getPendingReviewPRs'), is no guess.
  return ranked.find((f) => !f.rejected && f.tool.how === 'discovered' && !f.blocker && f.actionOk && f.score >= EVIDENCE_FLOOR && (f.evidence ?? []).some((w) => !weakWord(w)) && !f.modifiesOther && (!productLoaded || f.onProduct || f.generalSearch === true || strong(f)));
}

/** Why the best of what was loaded is still not called, in words a reader can check. */
export function whyQuiet(ranked: readonly Fit[]): string {
  const best = closestLoaded(ranked);
  if (!best) return ranked.some((f) => f.rejected) ? 'every tool the searches loaded does another kind of action' : 'the searches loaded no tool';
  if (best.blocker) return `the closest, ${best.tool.name}, is ruled out: ${best.blocker}`;
  if (!best.actionOk) return `the closest, ${best.tool.name}, does not do what the task asks (its own verb is another action)`;
  if ((best.evidence?.length ?? 0) === 0) return `the closest, ${best.tool.name}, shares no word of the task`;
  return `the closest, ${best.tool.name}, has too little evidence (score ${best.score}, below the ${EVIDENCE_FLOOR} a best guess needs)`;
}
