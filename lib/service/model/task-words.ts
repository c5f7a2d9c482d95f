import type { Intent } from './analyze';
import { extractEntities } from './entities';
import { STOPWORDS, VERBS } from './lexicon';
import { escapeRegExp } from './text';
import { isGeneralWord, root } from './words';

/**
 * The words of one part of a task, as a search query or a tool's name would
 * use them: the action (the clause's verb) and the things it is about, with
 * the values (ids, URLs, paths, quoted text, a message's body) left out. Read
 * from the question alone, so it works on any catalog.
 */
export interface TaskWords {
  /** The action word as the user wrote it ("scale", "show", "which"); empty when the clause has none. */
  action: string;
  /** The action as a phrase the general word list knows ("look up" is a search, where "look" alone is a get), if it is one. */
  phrase?: string;
  /** Content words in the order written, action excluded. */
  objects: string[];
  /** How much each object says what the task is about: the words before a preposition lead ("logs" of "logs of pod x"). */
  weights: number[];
}

const PREPOSITIONS = new Set(['in', 'on', 'of', 'from', 'for', 'at', 'to', 'into', 'with', 'about', 'by', 'within', 'inside', 'across', 'per']);
// Nouns that name no particular thing: they lead a phrase without saying what it is about ("details for the IP").
const WEAK = new Set(['detail', 'details', 'info', 'information', 'data', 'list', 'number', 'name', 'thing', 'things', 'stuff', 'result', 'results', 'value', 'values', 'way', 'kind', 'type', 'lot', 'bit', 'part', 'one', 'ones']);

// Words that qualify an object without naming one; kept out of queries.
const QUALIFIERS = new Set(['according', 'latest', 'newest', 'oldest', 'current', 'currently', 'recent', 'recently', 'new', 'old', 'last', 'first', 'next', 'today', 'todays', "today's", 'yesterday', 'tomorrow', 'week', 'month', 'year', 'all', 'every', 'each', 'some', 'few', 'several', 'many', 'much', 'more', 'most', 'other', 'same', 'own', 'mine', 'ours', 'called', 'named', 'titled', 'using', 'used', 'via', 'as', 'so', 'there', 'exist', 'exists', 'existing', 'available', 'please', 'right', 'now', 'tell', 'know', 'let', 'like', 'into', 'onto', 'over', 'under', 'between', 'about', 'than', 'then', 'also', 'just', 'only', 'still', 'yet', 'ever', 'even', 'two', 'three', 'four', 'five', 'ten']);
/** A thing's state ("open deals", "pending invoices"): said as such by a tool, or not at all; no synonym of a tool's verb. */
export const STATES = new Set(['open', 'closed', 'pending', 'overdue', 'unpaid', 'outstanding']);
const QUESTION_WORDS = new Set(['what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'am', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'has', 'have', 'any', 'can', 'could', 'should', 'would', 'will']);
const VERB_WORDS = new Set(VERBS.flatMap((v) => v.says.filter((s) => !s.includes(' '))));

/** What a picture shows is its content ("an image of a fox in the snow", "a picture of a corgi in an astronaut suit"): no thing the task acts on, no place it happens. */
/** "the voucher code WINTER26-HL", "a verification code": a code that is a value typed or sent, no source code. */
export const VALUE_CODE = /\b(voucher|promo|promotion|discount|coupon|gift|verification|confirmation|zip|postal|area|country|security|invite|invitation|referral|booking|reservation|tracking|access|one-time|otp|2fa|sms)\s+codes?\b/gi;
export const PICTURE_CONTENT = /\b((?:image|picture|photo|drawing|illustration|painting|logo|sketch|icon|poster|wallpaper|avatar)s?)\s+(?:of|showing|depicting)\s.*$/i;

/**
 * "What are people on Hacker News saying about the new Bun release?", "what do folks think of …", "is anyone on twitter
 * moaning about …", "what's twitter saying about …" (the place saying it, as its people do): what is said about a thing
 * is searched for; who says it is no part of what is looked for.
 */
export const PEOPLE_SAYING = /^\W*(?:(?:what(?:'s|s)?|what\s+(?:are|is|do|does|did|were))\s+(?:people|folks|users|everyone|everybody|devs|developers|customers|they|[\w.-]+(?=\s+(?:saying|talking|posting|tweeting)\s+about\b))|(?:is|are|has|have)\s+(?:anyone|anybody|someone|somebody|people|folks|users|customers)(?:\s+been)?)\s+(?:(?:on|in|at)\s+(?:[\w.-]+\s+){1,2})?(?:been\s+)?(?:saying|say|said|think(?:ing)?|thought|talking|posting|writing|complaining|moaning|ranting|tweeting)\s+(?:about|of|on|regarding)\b/i;

/** Who asks, up to what they ask ("customer's emailing me asking if …", "she wants to know whether …"). */
const ASKED_IF = /^[^,.?!]{0,80}?\b(?:ask(?:s|ed|ing)?|wonder(?:s|ed|ing)?|want(?:s|ed)? to know)\s+(?:me\s+|us\s+)?(?:if|whether)\s+/i;

// What a word beside the task's object weighs: after a preposition ("pod" of "logs of pod x"), or in the scene before the action.
const BESIDE = 0.6;

// What a phrasal verb leaves after it ("switch it off"): no object.
/** Verbs that, after "to", say what a step is for ("to find", "to confirm"): no nouns there. */
const PURPOSE = new Set(['find', 'get', 'see', 'check', 'confirm', 'verify', 'learn', 'know', 'understand', 'identify', 'determine', 'figure', 'work', 'decide', 'locate', 'make', 'ensure', 'compare']);

const PARTICLES = new Set(['up', 'off', 'on', 'out', 'down', 'over', 'away', 'back']);
// Verbs whose "out" only finishes them ("find out which approvals are pending", "work out what we haven't billed",
// "close it out"): the particle is no thing the task is about.
const OUT_DONE = new Set(['find', 'figure', 'work', 'suss', 'sort', 'close', 'carry', 'point', 'print', 'spell', 'try']);

/**
 * A clause that says why or during what ("while we run the migration", "because the site is down"): the task's setting,
 * not its object; nor is picking one of what a listing shows ("list the AI Actions, pick out the one named '…'").
 * Global, so that a replace takes every aside ("pause it a sec, someone's at the door"); use it only to replace.
 */
export const ASIDE_CLAUSE = /[\s,]+(?:while|because|since|so that|as soon as|in case|until)\s+(?:we|i|you|they|he|she|it|the|our|my)\b.*$|[\s,]+so\s+(?:we|i|you|they)\s+(?:can|could|may|might|will|know|don't|do not|won't)\b[^.?!]*|\s+[—–]\s+(?:it|that|this|they)\s+(?:had|has|was|were|is|are|contained|said|says|showed|shows)\b.*$|,\s*(?:it'?s|it is|that'?s|this is)\s+(?:(?:kinda|sorta|really|pretty|quite|very|super|a bit|a little|somewhat)\s+)?(?:urgent|important|pressing|time[- ]sensitive|critical|a priority|high priority|overdue|late)\b.*$|,\s*(?:i\s+)?(?:can'?t|cannot|can not)\s+(?:stand|bear|take)\s+(?:it|this|that|them)\b.*$|,\s*(?:someone|somebody|there)(?:'s|\s+is)\s+(?:someone\s+)?(?:at|on|in)\s+the\b.*$|\s+(?:for\s+)?a\s+(?:sec|second|moment|jiffy)\b(?=[\s,.!?]|$)|,?\s*(?:and\s+)?(?:pick|choose|select)\s+(?:out\s+)?the\s+one\s+(?:named|called|titled)\b[^,;]*/gi;

/** Languages (and the peoples named the same), capitalised in English as days are: what a text is written in, never a product or a thing to act on. */
/** Languages by name, lower case, with their ISO 639-1 codes. */
export const LANGUAGE_CODES: Record<string, string> = { english: 'en', german: 'de', french: 'fr', spanish: 'es', italian: 'it', portuguese: 'pt', dutch: 'nl', chinese: 'zh', japanese: 'ja', korean: 'ko', russian: 'ru', arabic: 'ar', hindi: 'hi', polish: 'pl', turkish: 'tr', swedish: 'sv', norwegian: 'no', danish: 'da', finnish: 'fi', greek: 'el', hebrew: 'he', czech: 'cs', ukrainian: 'uk', romanian: 'ro', hungarian: 'hu', vietnamese: 'vi', thai: 'th', indonesian: 'id' };
export const LANGUAGES = new Set(Object.keys(LANGUAGE_CODES));

const LANGUAGE_BEFORE = new Set(['to', 'into', 'from', 'in']);
const LANGUAGE_NAMED = new RegExp(`\\b(?:${[...LANGUAGE_BEFORE].join('|')})\\s+([A-Za-z]+)\\b`, 'g');

/** The languages a clause puts a text into or reads it in ("translate … to English"), lower case. */
export function languagesNamed(clause: string): string[] {
  return [...clause.matchAll(LANGUAGE_NAMED)].map((m) => m[1]!.toLowerCase()).filter((w) => LANGUAGES.has(w));
}

/** The language a clause puts a text into ("… to English", "put this in German") or takes it from ("from Spanish"). */
export function languageOf(clause: string, role: 'source' | 'target'): string | undefined {
  const named = [...clause.matchAll(LANGUAGE_NAMED)].filter((m) => LANGUAGES.has(m[1]!.toLowerCase()) && (m[0].toLowerCase().startsWith('from') === (role === 'source')));
  return named[0]?.[1]?.toLowerCase();
}
// Verbs that look through a place for a thing ("check my calendar for a free hour", "scan the repo for secrets").
const SEEK = new Set(['check', 'search', 'scan', 'look', 'browse', 'comb', 'dig', 'hunt', 'scour']);

/**
 * "Put renewing my passport on my Todoist", "throw 'renew passport' on my todoist": a thing put on the user's own list,
 * whatever the user calls it, is made there (thrown into a store it is uploaded or added, analyze.ts). What is put out
 * on it ("put that out on our twitter") is posted.
 */
export const PUT_ON_MINE = /^(?:put\s+(?!(?:it|this|that|them|out)\b)\S.*?\s(?:on|in|into|onto)|(?:throw|toss|stick|pop|slap|chuck)\s+(?!(?:it|this|that|them)\b)\S.*?\s(?:on|onto))\s+(?:my|our)\s+[a-z]/i;

/** "… due back Saturday, can you put that on my google tasks": what "it" or "that" is was told before (analyze.ts). */
export const PUT_IT_ON_MINE = /^put\s+(?:it|this|that|them)\s+(?:on|onto|in|into)\s+(?:my|our)\s+[a-z]/i;

/** "If I book the call for 4:30pm …, what time will that be …?": what the user supposes sets the scene of the question after it. */
export const SUPPOSED = /^(?:if|once|when|assuming|suppose|say)\s+(?:i|we)\s+[^,?]{3,160},\s*(?=(?:what|which|how|who|when|where|will|would|is|are|does|do|can|should)\b)/i;

/** "Send an HTTP GET to https://…": the method (in capitals, or after "HTTP") is what is done; the sending no word of it. */
const METHOD_SENT = String.raw`(?:send|make|do|fire|issue|run|perform)\s+(?:an?\s+)?(http\s+)?(get|post|put|patch|delete|head)\b(?:\s+request)?`;
export const HTTP_METHOD_SENT = new RegExp(`^${METHOD_SENT}\\s+(?:to|at|against|on|for)\\s+(?=\\S)`, 'i');
const METHOD_SENT_INSIDE = new RegExp(`\\b${METHOD_SENT}`, 'gi');
/** A request method, not the word: written in capitals ("a GET") or after "HTTP" ("an http get"). */
export const namesMethod = (http: string | undefined, method: string): boolean => http !== undefined || method === method.toUpperCase();

/**
 * "Run document.querySelectorAll('img').length in the page": code run (a call on a name, with a dot or brackets, or in
 * backticks) is JavaScript to execute; the code itself is its value, and where it runs ("in the page that's open") no
 * thing it acts on.
 */
const CALL_ARGS = String.raw`\((?:[^()]|\([^()]*\))*\)`;
const CODE_RUN_SOURCE = String.raw`(?:run|execute|evaluate|eval)\s+(?:\`[^\`]+\`|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*${CALL_ARGS}(?:\.[\w$]+(?:${CALL_ARGS})?)*)(?:\s+(?:in|on|against|inside)\s+(?:the\s+|this\s+|that\s+|my\s+|our\s+)?(?:current\s+|open\s+|active\s+)?(?:page|tab|browser|window|site|console)\b[^,;.]*?(?=\s+(?:to|so)\s+|[,;.]|$))?`;
export const CODE_RUN = new RegExp(`^${CODE_RUN_SOURCE}`, 'i');
const CODE_RUN_INSIDE = new RegExp(`\\b${CODE_RUN_SOURCE}`, 'gi');

/** "Start a run of configuration 1187342", "kick off a new run": the run started is what is asked. */
export const STARTED_RUN = /^(?:start|begin|launch|do|kick off)\s+(?:a|an|another)\s+(?:new\s+|fresh\s+)?run\b/i;

/** Where a web search looks (analyze.ts reads "search the web for …" as one): no word of what it looks for. */
export const WEB_WORDS = new Set(['web', 'internet', 'online']);

/** "which languages can deepl translate into": the things asked for, what can do with them, and the verb that says what
 * for; "into" or "to" them they are its targets. */
export const CAN_DO = /^(?:which|what)\s+([a-z]{3,}s)\s+(?:can|could|does|do|will)\s+((?:[\w.'-]+\s+){1,3}?)[a-z]{3,}(?:\s+(into|to|from|in|with|on|for))?\s*\?*\s*$/i;

export function canDo(_: string, things: string, doer: string, to?: string): string {
  return ` ${things} ${doer.trim()}${to === 'into' || to === 'to' ? ' target' : ''}`;
}

export function taskWords(intent: Pick<Intent, 'clause' | 'asked' | 'verbWord' | 'entities' | 'web'> & { products?: readonly string[]; verb?: Pick<Intent['verb'], 'says' | 'class'> }): TaskWords {
  // A product the request's tools claim says where the task happens, not what it is about.
  const products = new Set(intent.products ?? []);
  // A sentence told before the one that asks ("A customer says he never gets our emails. Check …") is no part of what
  // the task is about, unless the ask points back at it ("… its abstract") or it sets the place ("On Buildkite, the
  // pipeline is red. Find …").
  const asked = intent.asked ?? intent.clause;
  // A quoted message with sentences of its own ("'… is confirmed. Reply C to cancel.'") tells nothing.
  const quoted = intent.entities.quoted.some((q) => q.includes(asked.trim().slice(0, 12)));
  const told = asked !== intent.clause && !quoted && !/\b(?:it|its|them|their)\b/i.test(asked) && !/^\W*(?:in|on|at|from|using|via|inside|within)\s/i.test(intent.clause);
  let text = extractEntities((told ? asked : intent.clause).replace(ASIDE_CLAUSE, '')).rest.replace(/\S+@\S+\.\w+/g, ' ');
  // The scene a question supposes ("If I book the call …, what time …") is none of what it asks.
  text = text.replace(SUPPOSED, '');
  // "which languages can deepl translate into": the verb says what the things are for; they are what is asked.
  text = text.replace(CAN_DO, canDo);
  text = text.replace(VALUE_CODE, '$1');
  // "send an HTTP GET to …": the method is the verb and, with "http", a word the tool is named by (webdrive_get); the
  // sending is no thing.
  text = text.replace(METHOD_SENT_INSIDE, (whole, http: string | undefined, m: string) => (namesMethod(http, m) ? ` ${m} http ${m.toLowerCase()} ` : whole));
  text = text.replace(CODE_RUN_INSIDE, ' execute javascript script ');
  // A message's body and quoted names are values, not what the task is about.
  // "buildkite: acme's web-frontend pipeline should …": after a product's name and a colon comes the task, no message.
  // So does a name of a word or three in capitals before a read ("Fast News: I need articles on …").
  const label = /^\W*([A-Za-z][\w.-]*)\s*:\s+(?=[A-Za-z])/.exec(text) ?? (intent.verb?.class === 'read' ? /^\W*([A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2})\s*:\s+(?=[A-Za-z])/.exec(text) : null);
  if (label && (products.has(label[1]!.toLowerCase()) || /\s/.test(label[1]!)) && !/["'“‘]/.test(text.charAt(label[0].length))) text = text.slice(label[0].length);
  else if (intent.entities.body) text = text.replace(intent.entities.body, ' ');
  // "A customer's emailing me asking if order #1043 has shipped, can you check it": who asks is no part of what is asked.
  // "about", not nothing: the first word left ("order") would be read as the verb.
  text = text.replace(ASKED_IF, 'about ');
  text = text.replace(PEOPLE_SAYING, 'about ');
  // ", kind of watercolor looking": a hedge after a comma, no kind of thing asked for.
  text = text.replace(/,\s*(?:kind|sort)\s+of\b/gi, ',');
  // "Logged in as" asks who is acting (the word list's authenticated user), not for logs.
  text = text.replace(/\b(?:logged|signed) (?:in|on)(?: to \S+)? as\b/gi, ' ');
  // "arxiv: any fresh papers …": a label before a question says where; the question after it is the task.
  text = text.replace(LABEL_BEFORE_QUESTION, '');
  // After a colon a read may go on saying what the user wants ("… over the last 7 days: I'd like the latency percentiles
  // from the Internet Quality Index"); a change's text after one is what it writes, and a list, a statement or the
  // problem set after one ("license, downloads and tags", "SELECT …", "we have 1,200 customers …") names values.
  const goesOn = intent.verb?.class === 'read' && /:\s+(?:(?:i|we)(?:'d|\s+would)\s+like|(?:i|we)\s+(?:want|need)|please|pls)\s/i.test(text);
  text = text.replace(/\b(?:saying|that says|to say|with the text|with text|with message|with the message)\b.*$/i, ' ');
  if (!goesOn) text = text.replace(/:\s+.*$/, ' ');
  // "How long does it take to drive…" frames the question: the task is the drive, and its "to" no preposition.
  text = text.replace(/\bhow (?:long|much time)(?: (?:does|will|would|did) it take(?: (?:me|us|you))?(?: to)?)?\b/gi, ' ');
  // "from Oakland to South Lake Tahoe": the two names are the values a trip is between, not what it is about.
  if (/\bfrom\s+(?:the\s+)?[A-Z]/.test(text) && /\bto\s+(?:the\s+)?[A-Z]/.test(text)) text = text.replace(/\b(from|to)\s+(?:the\s+)?(?:[A-Z][a-z]+\s*){1,4}/g, '$1 ');
  // ", I'm not getting to it this week": why, said after the task, is no word of it.
  // ", the pharmacy did it as a walk-in anyway": so is what someone else already did.
  text = text.replace(/(?<=\S.{15,}),\s*(?:i'm|i am|we're|we are|i've|we've|because|since|cause|coz|(?:the|my|our|his|her|their)\s+[a-z]+\s+(?:did|does|has|had|was|were|already|said|says|told))\s[^,.;?!]*[.!]?\s*$/i, ' ');
  // "what she was actually doing that day": what someone was doing is their activity.
  text = text.replace(/\bwhat\s+(?:she|he|they|the user|that user|this user|the customer|that customer)\s+(?:was|were|is|are|has been|have been|had been)\s+(?:actually\s+|really\s+|up\s+to\s+)?doing\b|\bwhat\s+(?:she|he|they)\s+(?:was|were)\s+up\s+to\b/gi, ' activity ');
  // "how much have we handed over to Amazon": money handed over, forked out or shelled out is paid.
  text = text.replace(/\b(?:handed|forked|shelled|coughed)\s+(?:over|out|up)\b/gi, ' paid ');
  // "which of our events are getting the most action": what gets the most of anything people give is the top of them.
  text = text.replace(/\b(?:getting|get|gets|got|seeing|drawing|attracting|pulling)\s+the\s+most\s+(?:action|attention|traction|buzz|love|interest|hype|noise|activity|eyeballs|hits)\b/gi, ' top ');
  // "the errors seen between 2025-06-30 and …, ordered by number of occurrences": how things are filtered or ordered is no thing asked for.
  text = text.replace(/\b(?:ordered|sorted|ranked|grouped)\s+by\b/gi, ' ').replace(/\b(?:seen|reported|logged|recorded|received)\s+(?=(?:between|since|after|before|during)\b)/gi, ' ');
  // "the 20 most recently updated entries": how they are ordered, no change made nor thing asked for.
  text = text.replace(/\b(?:most\s+|least\s+)?recently\s+(?:updated|created|modified|added|changed|edited|published)\b/gi, ' ');
  // "to next monday": a day is a date's value, no thing (nor the product a day may be named like).
  text = text.replace(/\b(?:next|this|last|coming)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week(?:end)?|month)\b/gi, ' ');
  // "(sat 8 - sun 9 march)": a day said short with its date is a date too ("sat" is no word of the task).
  text = text.replace(/\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\s+\d{1,2}(?:st|nd|rd|th)?\b/gi, ' ');
  // An ordinal ("before the 30th") is a date's value, and its ending ("th") no word.
  text = text.replace(/\b\d+(?:st|nd|rd|th)\b/gi, ' ');
  const tokens = (text.toLowerCase().match(/[a-z][a-z0-9'-]*[a-z0-9]|[a-z]/g) ?? []).map((w) => w.replace(/'s$/, ''));
  const verb = intent.verbWord.split(/\s+/)[0] ?? '';
  // A verb an idiom gives ("put … side by side" compares, "make me the owner" assigns, "add … as a new contact" creates)
  // is not in the clause: it is the action, and the idiom's own first word none of the task's.
  const carried = verb !== '' && !new RegExp(`(?<![a-z])${escapeRegExp(verb)}`, 'i').test(intent.clause);
  // "How do I say '…' in Japanese" translates by its "say".
  const idiom = carried ? tokens.findIndex((w) => /^(?:put|set|line|lay|place|show|take|make|shoot|drop|add|post|publish|share|save|file|log|submit|open|load|visit|pull|bring|push|move|shift|slide|bump|kick)$/.test(w) || (verb === 'translate' && /^(?:turn|say|write|render|get)$/.test(w))) : -1;
  if (idiom >= 0) tokens.splice(idiom, 1);
  // "Put this in German for my boss": whom a translation is for is no word of what is translated, nor how it is said
  // ("the polite way").
  if (verb === 'translate') {
    const forWhom = tokens.findIndex((w, i) => w === 'for' && /^(?:my|our|his|her|their)$/.test(tokens[i + 1] ?? ''));
    if (forWhom >= 0) tokens.splice(forWhom, 3);
    const manner = tokens.findIndex((w, i) => /^(?:the|a|an)$/.test(w) && tokens[i + 2] === 'way');
    if (manner >= 0) tokens.splice(manner, 3);
  }
  // "Start a run of …": the run is the action, the start no word of the task.
  if (verb === 'run' && STARTED_RUN.test(intent.clause.replace(/^\W+/, ''))) tokens.splice(0, Math.max(0, tokens.indexOf('run')));
  let action = carried ? verb : '';
  const objects: string[] = [];
  const weights: number[] = [];
  let afterPreposition = false;
  // "Check my calendar for a free hour": what is looked for follows "for"; what is looked through is where.
  let sought = -1;
  let soughtEnd = -1;
  // Words before the action ("In our Asana workspace 'Ops', find the task …") set the scene: what the task is about follows the verb.
  let scene = 0;
  for (const [i, w] of tokens.entries()) {
    // Only for a thing not yet known ("for a free hour", "for any errors"), right after where: "the quality gate for
    // project acme-web" says whose.
    // A fault looked for needs no article ("Check the SQLite database for corruption").
    if (w === 'for' && sought < 0 && SEEK.has(action) && objects.length > scene && !afterPreposition && (/^(?:a|an|any|some)$/.test(tokens[i + 1] ?? '') || FAULTS.has(tokens[i + 1] ?? ''))) sought = objects.length;
    else if (sought >= 0 && soughtEnd < 0 && PREPOSITIONS.has(w) && objects.length > sought) soughtEnd = objects.length;
    if (PREPOSITIONS.has(w) && objects.length > 0) afterPreposition = true;
    // "send an HTTP GET": the method after "http" is a word tools are named by (playwright_get), however common, and no verb.
    const method = tokens[i - 1] === 'http' && HTTP_METHODS.has(w);
    if (STOPWORDS.has(w) && !(i === 0 && VERB_WORDS.has(w)) && !method) continue;
    // Ids and codes (api-7f9c, 00u1abcd) are values the arguments take, not words a tool is named by.
    if (QUESTION_WORDS.has(w) || QUALIFIERS.has(w) || products.has(w) || w.length < 2 || /\d/.test(w) || (intent.web && WEB_WORDS.has(w))) continue;
    // The language a text is put into ("… to English") says how, not what.
    if (LANGUAGES.has(w) && LANGUAGE_BEFORE.has(tokens[i - 1] ?? '')) continue;
    // "… to find the API name": what a step is for is no thing it acts on.
    if (action && tokens[i - 1] === 'to' && PURPOSE.has(w)) continue;
    // "Use DeepL to rewrite this": the tool to use says where; the verb the clause was read by is the action.
    if (i === 0 && w === 'use' && verb !== 'use' && tokens.includes(verb)) continue;
    if (!action && (w === verb || (i === 0 && VERB_WORDS.has(w))) && !method) {
      action = w;
      scene = objects.length;
      afterPreposition = false;
      continue;
    }
    // "Kick off the job" (a kick alone triggers), "the email we fired off": the particle adds nothing to its verb and names
    // no thing; "turn off" says what the turning does, as tools named turn_off do.
    const bare = tokens[i - 1] === verb && intent.verb?.says.includes(verb) === true;
    if (PARTICLES.has(w) && w !== 'out' && i > 0 && (bare || (tokens[i - 1]!.length > 3 && tokens[i - 1]!.endsWith('ed')))) continue;
    if (w === 'out' && OUT_DONE.has(action) && (tokens[i - 1] === action || (tokens[i - 2] === action && /^(?:it|them|this|that)$/.test(tokens[i - 1]!)))) continue;
    if (!objects.includes(w)) {
      objects.push(w);
      weights.push(WEAK.has(w) ? 0.3 : afterPreposition ? BESIDE : 1);
    }
  }
  // A quoted string right after the verb is what it acts on ("translate 'wo ist der bahnhof'"): a text.
  // So is what is put into a language ("put this in German").
  if (action && objects.length === 0 && (action === 'translate' || new RegExp(`(?:^|[^a-z])${escapeRegExp(action)}\\s+["'“‘]`, 'i').test(intent.clause))) {
    objects.push('text');
    weights.push(1);
  }
  if (sought > 0 && sought < objects.length) {
    for (let i = scene; i < sought; i += 1) weights[i] = Math.min(weights[i]!, BESIDE);
    // Up to the next preposition: "a free hour" of "for a free hour on Tuesday".
    for (let i = sought; i < (soughtEnd < 0 ? objects.length : soughtEnd); i += 1) weights[i] = WEAK.has(objects[i]!) ? 0.3 : 1;
  }
  if (scene > 0 && objects.slice(scene).some((w) => !PARTICLES.has(w))) for (let i = 0; i < scene; i += 1) weights[i] = Math.min(weights[i]!, BESIDE);
  // A phrase led only by weak words is about what follows them; the scene before the action stays the scene ("In the
  // DynamoDB table Sessions, update the item with key …" is about the item, not the table).
  if (weights.length > 0 && weights.every((x) => x < 1)) {
    const sceneOnly = objects.slice(scene).every((o) => WEAK.has(o) || PARTICLES.has(o));
    for (const [i, w] of objects.entries()) if (!WEAK.has(w) && (i >= scene || sceneOnly)) weights[i] = 1;
  }
  const phrase = action && intent.verbWord.includes(' ') && intent.verbWord.startsWith(action) && isGeneralWord(intent.verbWord) ? intent.verbWord : undefined;
  return { action, objects, weights, ...(phrase ? { phrase } : {}) };
}

/** A word before a colon, then a question ("arxiv: any fresh papers on my saved watches"): the word says where. */
export const LABEL_BEFORE_QUESTION = /^\W*[A-Za-z][\w.-]*\s*:\s+(?=(?:any|anything|what|what's|whats|which|who|how|is|are|do|does|did|has|have)\b)/i;

/** Whether the task names its thing only by a word that names none ("my 'call the accountant' thing", "that one"). */
export function vagueThing(words: TaskWords): boolean {
  return words.objects.length > 0 && words.objects.every((w) => WEAK.has(w));
}

/** Whether a word names no thing of its own ("list", "details", "name"): shared alone, it is no evidence of a fit. */
export function weakWord(word: string): boolean {
  return WEAK.has(word);
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

// What is looked for when something is checked: a kind of fault.
const FAULTS = new Set(['corruption', 'errors', 'issues', 'problems', 'vulnerabilities', 'bugs', 'leaks', 'duplicates', 'malware', 'viruses', 'typos', 'anomalies', 'outliers', 'inconsistencies', 'damage', 'drift', 'integrity']);

/** The objects' roots, distinct, in order. */
export function objectRoots(words: TaskWords): string[] {
  return [...new Set(words.objects.map(root))];
}
