import { extractEntities, type Entities } from './entities';
import { isEnglishWord } from './english';
import { CONCEPTS, CONCEPT_BY_ID, STOPWORDS, TOOL_WRITE_WORDS, VERBS, VERB_BY_ID, type Concept, type Verb } from './lexicon';
import { ASIDE_CLAUSE, CODE_RUN, HTTP_METHOD_SENT, LABEL_BEFORE_QUESTION, LANGUAGES, namesMethod, languagesNamed, PEOPLE_SAYING, PICTURE_CONTENT, PUT_IT_ON_MINE, PUT_ON_MINE, STARTED_RUN, CAN_DO, canDo, VALUE_CODE, SUPPOSED, WEB_WORDS } from './task-words';
import { escapeRegExp, stem } from './text';
import { isWriteVerb } from './tool-verbs';
import { editDistance } from './words';

/**
 * How the scripted model reads a question: split it into the things it asks
 * for (one intent per clause with its own verb), and for each find the verb
 * (read or write), the objects it names (concepts from the general word
 * list), and the concrete values. Which products it names (Jira, Stripe…) is
 * read later, against the request's tools (products.ts). Pure pattern
 * matching: deterministic.
 */
export interface Intent {
  /** The clause this intent reads, as written. */
  clause: string;
  verb: Verb;
  /** The word that gave the verb ("open", "which", "DM"). */
  verbWord: string;
  /** How the verb was found: the clause starts with it, it is a question, or it was found later / assumed. */
  verbFrom: 'imperative' | 'question' | 'inside' | 'default';
  /** Objects, the head noun first. */
  concepts: Concept[];
  /** Content words that named no concept (what a search query may still use). */
  words: string[];
  /** Stems of every content word of the clause, concept words included: matched against tool names literally. */
  literals: string[];
  /** Products the clause names that the request's tools or servers claim (products.ts); empty until tools are seen. */
  products: string[];
  /** A named product that starts the request's tool names (`jira` of `jira_get_issue`): a regex can ask for it. */
  prefix?: string;
  /** Products the user says are not there ("my mum doesn't do whatsapp"): their tools are no way to do the task. */
  absent?: string[];
  /** Products named in two words ("Google Drive"), kept when the products are read as the task's subject (rank.ts). */
  phrases?: string[][];
  entities: Entities;
  /** The question asks about one specific thing (an id, a key, a path, a URL). */
  specific: boolean;
  /** The head object is plural ("PRs", "all files"): a list rather than one item. */
  plural: boolean;
  /** Asks how to do something ("How do I bind a bucket to a worker?"): documentation answers it, not the thing itself. */
  howTo?: boolean;
  /** Asks for a count or an aggregate ("How many rows…"): a query computes it, a listing does not. */
  count?: boolean;
  /** Asks to look on the web ("search the web for …"): a web search answers it; "web" and "internet" say where, not what. */
  web?: boolean;
  /** Words that say how or where, not what ("the drive from Lyon to Geneva", "search the web"): no tool is read for them. */
  aside?: string[];
  /** The clause without a first sentence that only tells what happened, when the next one asks ("A customer says …. Check …"). */
  asked?: string;
  /** Words read as the request's tools name them, with the word list's reading set aside (own-concepts.ts): "notes" → not page. */
  ownReadings?: Array<{ word: string; notAs: string }>;
  /** The task's object, when it is one of those own words (readInOwnWords): the concepts left are not its object. */
  ownHead?: string;
  /** A change's object in the user's own word, right after its verb ("create an item 'Renew SSL cert'"): no concept of the word list. */
  directObject?: string;
  /** The verb implied a concept ("send" a message) though a word of the user's own followed it ("send an email"). */
  impliedBeside?: { concept: string; object: string };
  /** A read the model added before a change: it finds the thing whose id (this field) the change needs (lookup-first.ts). */
  lookup?: string;
}

/** Whether the request's tools say a word (names, descriptions, argument names); without a request, every word counts as said. */
export type SaysWord = (word: string) => boolean;

const LEADING = /^(?:(?:hey|hi|hello|ok|okay|alright|ugh|argh|ah|oh|uh|um|hmm+|welp|sigh|yo|jeez|so|please|pls|kindly|quickly|permanently|immediately|carefully|also|now|then|and|can you|could you|would you|will you|can u|could u|i want to|i wanna|we want to|we'd like to|i'd like to|i would like to|i need to|i need you to|i want you to|help me|let's|lets|go ahead and|try to|you should|we need to|we should|i have to)\b[\s,]*)+/i;

// A bracketed aside inside it is part of the place ("In Contentful (space 'x7k2', environment 'master'), …").
// So is a dotted name ("On Monday.com board 4821937765, …"): a dot before a letter ends no sentence.
const WHERE_FIRST = /^(?:according to|in|on|at|for|from|using|via|inside|within|over|under|below|above|after|into|with)\s+(?:[^,.?!(]|\.(?=\w)|\([^()]{0,120}\)){1,120}?,\s*/i;

const QUESTION_START = /^(what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|has|have|any|anything|anyone|can i|should i|whats|what's|who's|whos|how's|hows|where's|is there|are there)\b/i;


/** Every verb phrase, longest first, so "look up" wins over "look". */
const VERB_PHRASES: Array<{ phrase: string; verb: Verb }> = VERBS.flatMap((verb) => verb.says.map((phrase) => ({ phrase, verb }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);
const WRITE_START = new Set(VERBS.filter((v) => v.class === 'write').flatMap((v) => v.says.filter((s) => !s.includes(' '))));

/** Words that start a clause without being its verb. */
const NOT_VERBS = new Set(['if', 'when', 'while', 'since', 'after', 'before', 'once', 'as', 'because', 'so', 'latest', 'recent', 'last', 'next', 'first', 'every', 'each', 'today', 'tomorrow', 'yesterday', 'other', 'same', 'more', 'most', 'few', 'several', 'both', 'top', 'new', 'old', 'only', 'not', 'no', 'yes', 'maybe', 'the', 'a', 'an', 'this', 'that', 'these', 'those', 'there', 'here', 'our', 'your', 'his', 'her', 'their', 'its', 'someone', 'somebody', 'everyone', 'anybody', 'nothing', 'something']);
const CONCEPT_WORDS = new Set(CONCEPTS.flatMap((c) => c.says));
const VERB_WORDS = new Set([...VERBS.flatMap((v) => v.says), 'summarise', 'summarize', 'summary', 'tell', 'show']);

/** The first word of a clause that is neither a question nor a known verb may still be an imperative verb: not a noun the lexicon knows, an adjective-looking or inflected word. */
function looksLikeVerb(word: string): boolean {
  if (word.length < 3 || STOPWORDS.has(word) || NOT_VERBS.has(word) || CONCEPT_WORDS.has(word)) return false;
  if (isWriteVerb(word)) return true;
  // No English verb is written without a vowel: "btc", "crm", "pdf" are initials, a thing asked about.
  if (!/[aeiouy]/i.test(word)) return false;
  return !/(?:[^s]s|ed|ing|ly|ous|ful|ish)$/.test(word) && !/^(?:latest|newest|oldest|biggest|largest|smallest|fastest|slowest|highest|lowest|longest|shortest|earliest|best|worst)$/.test(word);
}

// Question words people misspell at the start of a short question ("wich pods…"): within one edit of the word.
const QUESTION_WORDS = ['which', 'what', 'where'];

/** A misspelt question word that starts the clause ("wich" → "which"), or the clause as written. */
function questionWordTypo(clause: string): string {
  const first = /^([a-z]{3,5})\b/i.exec(clause)?.[1];
  if (!first || STOPWORDS.has(first.toLowerCase()) || VERB_WORDS.has(first.toLowerCase())) return clause;
  const fixed = QUESTION_WORDS.find((q) => q !== first.toLowerCase() && first[0]!.toLowerCase() === q[0] && editDistance(first.toLowerCase(), q, 1) === 1);
  return fixed ? `${fixed}${clause.slice(first.length)}` : clause;
}

// Words that start what an imperative verb acts on: a verb is followed by one of these or by a value, rarely by a plain noun.
const OBJECT_STARTS = /^(?:a|an|the|my|our|your|his|her|their|its|this|that|these|those|it|them|me|us|him|all|some|every|each|any|no|one|two|three|up|out|off|on|in|down|over|to|for|from|with|at|by)\b/i;

/** Write verbs that inside a sentence are far more often nouns or said of something else ("the new file", "any sms"). */
const NOT_INSIDE = new Set(['open', 'new', 'log', 'file', 'run', 'start', 'sms', 'empty']);

/** Words after which a verb's word is a noun. */
// Who is asked to do a change, or how it is asked ("can you add …?", "how do I add …?", "is there a way to add …?").
const DOER_BEFORE = new Set(['', 'you', 'we', 'i', 'they', 'he', 'she', 'please', 'to', 'and', 'then', 'also', 'just', 'can', 'could', 'would', 'should', 'will', 'shall', 'might', 'must', "i'll", "we'll", "you'll", 'lets', "let's", 'me', 'us', 'pls', 'plz', 'ok', 'okay', 'now', 'quickly']);
// "she'd send", "they will fix": what someone else will do, said before its verb.
const THEIRS_TO_DO = /(?:^|\s)(?:she'd|he'd|they'd|she'll|he'll|they'll|(?:she|he|they)\s+(?:would|will|could|might|should))$/;
// "before tomorrow's call", "the team's post": what someone's is, is a thing ("let's", "it's" say no one's).
const POSSESSIVE = /^(?!(?:let|it|that|what|here|there|he|she|who|where)'s$)[a-z0-9]+'s$|^[a-z0-9]+s'$/;
/** Verbs that read what they act on, for the user to weigh (no tool of the word needed). */
const COMPARED = new Set(['compare', 'contrast', 'benchmark']);
const NOUN_BEFORE = new Set(['by', 'the', 'a', 'an', 'each', 'per', 'every', 'of', 'in', 'on', 'at', 'its', 'their', 'our', 'my', 'your', 'this', 'that', 'which', 'what', 'whose']);

const LOST = /\b(?:can'?t|cannot|can not|couldn'?t|could not)\s+(?:seem to\s+)?find\b|\b(?:lost|misplaced)\b/i;

/** The ask read after what was told before it; "dig it up", "close it out": what "it" is, is what was told. */
function askedAfterTold(told: string, ask: string, says?: SaysWord): ReturnType<typeof readVerb> {
  const asked = readVerb(ask, says);
  if (!/^\s*(?:(?:it|them|that|this|those|these|up|out|down|back|off|for me|for us)\s*){0,2}[?.!]*\s*$/i.test(asked.rest)) return asked;
  // "… and now I can't find it, can you look?": a look for what is lost is a search.
  if (asked.word === 'look' && LOST.test(told)) return { verb: VERB_BY_ID.get('search')!, word: 'look for', from: asked.from, rest: told };
  return { ...asked, rest: told };
}

function readVerb(clause: string, says?: SaysWord): { verb: Verb; word: string; from: Intent['verbFrom']; rest: string } {
  // A place or a tool set before a comma ("In ClickHouse, give me …") says where, not what to do: the verb follows it.
  const placed = withoutToldFirst(clause.replace(LEADING, '')).replace(WHERE_FIRST, '').replace(LEADING, '').replace(FIRST_STEP, '').trim();
  // "I can never remember what zones I set up": what the user cannot recall is to be told, not remembered for them.
  // "the 'call the dentist' thing in my todoist, push it to next friday": the thing named first, then what to do to "it".
  const fronted = /^((?:the|that|this|my|our)\s[^,]{2,100}?),\s+(?=[a-z]+\s+(?:it|them)\b)/i.exec(placed);
  if (fronted && !STARTS_WITH_VERB.test(fronted[1]!)) {
    const asked = readVerb(placed.slice(fronted[0].length), says);
    if (asked.from === 'imperative') return { ...asked, rest: ` ${fronted[1]}${asked.rest.replace(/^\s*(?:it|them)\b/i, '')}` };
  }
  // "what should I call my git branch for it?": the name a thing should have is asked for, nothing called.
  const naming = /\bwhat\s+(?:should|do|would|shall|can|could)\s+(?:i|we)\s+(?:call|name)\s+(?=\S)/i.exec(placed);
  if (naming) return { verb: VERB_BY_ID.get('get')!, word: 'get', from: 'question', rest: ` ${placed.slice(naming.index + naming[0].length).replace(/[?.!]+\s*$/, '')} name` };
  // "thinking of biking to the office in Utrecht tomorrow. am I going to get soaked?": what the user plans sets the scene
  // (its place and day stay values); what they ask of their own lot after it is the question.
  const ownLot = /^([^?]{8,200}?[.!])\s+((?:am|will|should|do|would|shall)\s+(?:i|we)\b[^?]*\?)\s*$/i.exec(placed);
  if (ownLot && !STARTS_WITH_VERB.test(ownLot[1]!)) return { verb: VERB_BY_ID.get('list')!, word: '', from: 'question', rest: ` ${ownLot[2]}` };
  // "which languages can deepl translate into": the things something can do a thing with are asked for, a list of them;
  // the verb says what they are for, nothing done.
  const capable = CAN_DO.exec(placed);
  if (capable) return { verb: VERB_BY_ID.get('list')!, word: 'which', from: 'question', rest: canDo(capable[0], capable[1]!, capable[2]!, capable[3]) };
  const unrecalled = /^(?:i|we)\s+(?:(?:can(?:'t|not| never| not)|could(?:n't| never)|never|don't|do not|always)\s+(?:remember|recall)|forgot|forget|keep forgetting)\s+(?=what|which|who|where|when|how)\b/i.exec(placed);
  if (unrecalled) return { verb: VERB_BY_ID.get('list')!, word: '', from: 'question', rest: placed.slice(unrecalled[0].length) };
  // "If I book the call for 4:30pm …, what time will that be for the team in Bangalore?": what the user supposes sets the
  // scene (its values stay the question's); the question after it is what is asked.
  const supposed = SUPPOSED.exec(placed);
  if (supposed) return readVerb(placed.slice(supposed[0].length), says);
  // "I don't know how our graph is modelled, so introspect its schema first": what the user tells, then what follows from
  // it; the ask is after the "so".
  const soAsk = SO_ASK.exec(placed);
  if (soAsk && TOLD_BY.test(soAsk[1]!)) return askedAfterTold(soAsk[1]!, placed.slice(soAsk[0].length), says);
  // "I want one folder public … is that even possible? see what the cloudflare docs say": what the docs say is asked;
  // what the user wants is what to look for in them.
  const docsSay = DOCS_SAY.exec(placed);
  if (docsSay) return { verb: VERB_BY_ID.get('search')!, word: 'search', from: 'imperative', rest: ` ${docsSay[1] ?? ''} documentation ${placed.slice(0, docsSay.index)}${placed.slice(docsSay.index + docsSay[0].length)}` };
  const ask = ASK_AFTER.exec(placed);
  // Or the ask is a verb and "it" ("…, can you find it?"): what "it" is, is what came before, whoever told it.
  // An exclamation is told, whoever tells it ("finally finished grouting the shower!! can you tick off …"): no ask ends so.
  if (ask && (ask[2]!.startsWith('!') || TOLD_BY.test(ask[1]!) || TOLD.test(` ${ask[1]}`) || /^[a-z]+\s+(?:it|them)\s*(?:for me|for us)?\s*[?.!]*\s*$/i.test(placed.slice(ask[0].length)))) return askedAfterTold(ask[1]!, placed.slice(ask[0].length), says);
  // "Our last deploy of app 6f2b… broke checkout. Roll it back …": the told sentence stays for what "it" is, and the
  // step is the next sentence's verb, not a word of what was told ("deploy").
  const told = TOLD_FIRST.exec(placed);
  const then = told ? placed.slice(told[0].length).replace(LEADING, '') : '';
  // "Field-level security on Account.Credit_Limit__c: … must not be able to change it. Set that up in Salesforce.": a
  // sentence that says what is wanted, no verb first, then one that does "that" up: the ask is the second, about the first.
  const described = told !== null && !STARTS_WITH_VERB.test(told[1]!) && /^[a-z]+\s+(?:that|this|it|them|these|those)\s+up\b/i.test(then);
  if (told && (described || (TOLD.test(` ${told[1]}`) && /^(?:\S+\s+){0,6}?(?:it|them)\b/i.test(then) && (STARTS_WITH_VERB.test(then) || /^[a-z]+\s+(?:it|them)\s+(?:up|off|on|out|down|over|back)\b/i.test(then) || IT_IMPERATIVE.test(then))))) {
    const asked = readVerb(then, says);
    return { ...asked, rest: `${told[1]} ${asked.rest}` };
  }
  // "Use EverArt to generate two images …": the tool to use says where; the verb after "to" is the task.
  const using = /^(?:please\s+)?use\s+(?:the\s+|my\s+|our\s+)?[^,.;]{1,40}?\s+to\s+(?=[a-z]{3,}\b)/i.exec(placed);
  // So is a verb the word list does not know ("… to screenshot it at …"), when it reads as one.
  if (using) {
    const task = placed.slice(using[0].length);
    const asked = readVerb(task, says);
    if (STARTS_WITH_VERB.test(task) || REPORT_ASKED.test(task) || asked.from === 'imperative') return asked;
  }
  // "Put together a cited report on …", "produce a research brief about …": a report put together is information asked for.
  const report = REPORT_ASKED.exec(placed);
  if (report) return { verb: VERB_BY_ID.get('search')!, word: report[1]!.toLowerCase(), from: 'imperative', rest: placed.slice(report[1]!.length) };
  // "build a driving time and distance table between our three depots": a table of figures between things is worked out, not made somewhere.
  const table = TABLE_ASKED.exec(placed);
  if (table) return { verb: VERB_BY_ID.get('get')!, word: table[1]!.toLowerCase(), from: 'imperative', rest: placed.slice(table[1]!.length) };
  const dash = TOLD_DASH.exec(placed);
  if (dash && !opensQuote(dash[1]!) && TOLD.test(` ${dash[1]}`) && STARTS_WITH_VERB.test(placed.slice(dash[0].length))) return askedAfterTold(dash[1]!, placed.slice(dash[0].length), says);
  // More of the scene before the next comma ("In Contentful space 4hq8, environment master, find …"): the step is after it.
  const unlabelled = STARTS_WITH_VERB.test(placed) ? placed : placed.replace(SCENE_BEFORE_STEP, '');
  // One word before a colon or a dash that no tool says as a word of its own ("zendesk: close tix 48213", "bigquery - what
  // tables") names where, like "In Zendesk,".
  // So do two or three words in capitals ("Fast News: I need articles …"), a name, when the first is no verb.
  const titled = /^([A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){1,2})\s*:\s+(?=[A-Za-z])/.exec(unlabelled);
  const label = titled && !STARTS_WITH_VERB.test(titled[1]!) && !VERB_WORDS.has(titled[1]!.split(/\s+/)[0]!.toLowerCase()) ? titled : /^([A-Za-z][\w.-]*)(?::|\s+[-–—])\s+/.exec(unlabelled);
  // Nor one no verb, before a question ("arxiv: any fresh papers on my saved watches"), whatever the tools say.
  const beforeQuestion = label !== null && !STARTS_WITH_VERB.test(label[1]!) && LABEL_BEFORE_QUESTION.test(unlabelled);
  const asWritten = questionWordTypo(label && (label === titled || (says !== undefined && !says(label[1]!.toLowerCase())) || beforeQuestion) ? unlabelled.slice(label[0].length) : unlabelled);
  // "dig it up", "switch them off": the phrasal verb is one, its object set inside it.
  const stripped = asWritten.replace(/^([A-Za-z]+) (it|them|this|that) (up|off|on|out|down|over|back)\b/i, '$1 $3 $2');
  const lower = stripped.toLowerCase();
  const list = VERB_BY_ID.get('list')!;
  // "joplin todo: return library books sat": a kind of item to keep, labelled, and its text after the colon is one to add.
  const keptItem = /^(?:[a-z][\w.-]*\s+)?(?:new\s+)?(todo|to-do|task|note|reminder|idea|memo)\s*:\s+(?=[a-z])/.exec(lower);
  if (keptItem) return { verb: VERB_BY_ID.get('create')!, word: 'add', from: 'imperative', rest: ` ${stripped.slice(0, keptItem[0].length).replace(/\s*:\s*$/, '')} ${stripped.slice(keptItem[0].length)}` };
  // "Pull in the latest transactions from my linked bank accounts": what is pulled in from elsewhere is imported.
  // "Load /home/dev/diagrams/payments-flow.excalidraw onto the Excalidraw canvas": a file loaded onto or into a place is imported there.
  const pulledIn = /^(?:pull|bring|suck)\s+in\s+(?=[^.;?]*\bfrom\b)|^(?:load|upload)\s+(?=\S*\.[a-z0-9]{2,12}\s+(?:onto|into)\s)/.exec(lower);
  if (pulledIn) return { verb: VERB_BY_ID.get('create')!, word: 'import', from: 'imperative', rest: stripped.slice(pulledIn[0].length - 1) };
  // "Take my ack off alert 5e2a…": a mark the user put on a thing, taken off, is undone (unacknowledge, unstar, unpin).
  const takenOff = TAKEN_OFF.exec(lower);
  if (takenOff) return { verb: VERB_BY_ID.get('delete')!, word: `un${UNDONE_MARKS[takenOff[1]!]}`, from: 'imperative', rest: stripped.slice(takenOff[0].length - 1) };
  // "Remind me to renew my passport": a reminder to make, where "remind me what's in …" asks to be told.
  if (/^remind me to\s+[a-z]/.test(lower)) return { verb: VERB_BY_ID.get('create')!, word: 'remind', from: 'imperative', rest: stripped.slice('remind me'.length) };
  // "show me what https://menu.example.pt looks like on an ipad": a page seen as it looks is a screenshot of it.
  const looks = /^(?:show me\s+|tell me\s+)?what\s+(?:does\s+)?((?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\S*|(?:the|our|my|this|that)\s+(?:[a-z-]+\s+)?(?:page|site|website|homepage|landing page))\s+(?:looks?|renders?)\s+like\b/.exec(lower);
  if (looks) {
    const at = looks[0].indexOf(looks[1]!);
    return { verb: VERB_BY_ID.get('get')!, word: 'show me', from: 'imperative', rest: ` a screenshot of ${stripped.slice(at, at + looks[1]!.length)}${stripped.slice(looks[0].length)}` };
  }
  if (/^(tell|show|give|send) me\b|^let me know\b|^remind me\b/.test(lower)) {
    const word = lower.split(/\s+/).slice(0, 2).join(' ');
    return { verb: list, word, from: 'imperative', rest: stripped.slice(word.length) };
  }
  // "Report the version of …", "report back on …": tell the user, not file a report.
  if (/^report\s+(?:the|on|back|whether|how|what|which|my|our|its|their)\b/.test(lower)) return { verb: list, word: 'report', from: 'imperative', rest: stripped.slice(6) };
  // "where did i put the scanned copy of my car insurance?": what the user cannot find is searched for.
  const mislaid = /^where\s+(?:did|do|have|had|would)\s+(?:i|we)\s+(?:put|leave|left|save|saved|store|stored|keep|kept|file|filed|stash|stashed)\b/.exec(lower);
  if (mislaid) return { verb: VERB_BY_ID.get('search')!, word: 'look for', from: 'question', rest: stripped.slice(mislaid[0].length) };
  // "What are people on Hacker News saying about …": a search for what is said.
  const saying = PEOPLE_SAYING.exec(lower);
  if (saying) return { verb: VERB_BY_ID.get('search')!, word: 'search', from: 'question', rest: stripped.slice(saying[0].length) };
  // "How do I say '…' in Japanese?": asked how to put a text into a language, it is translated.
  const howSay = /^how\s+(?:(?:do|would|can|could|should)\s+(?:i|we|you)|to)\s+(?=(?:say|write|put)\b)/.exec(lower);
  const howTranslated = howSay ? translated(lower, stripped, howSay[0].length) : undefined;
  if (howTranslated) return howTranslated;
  if (QUESTION_START.test(lower)) {
    const word = QUESTION_START.exec(lower)![1]!;
    return { verb: list, word, from: 'question', rest: stripped.slice(word.length) };
  }
  // "Put 'oat milk' at the end of the Shopping list note": what is put at the end of a thing is appended to it.
  const appended = APPENDED.exec(lower);
  if (appended) return { verb: { id: 'other', class: 'write', says: ['append'], tool: ['append'] }, word: 'append', from: 'imperative', rest: ` ${stripped.slice(appended[1]!.length, appended[1]!.length + appended[2]!.length + 1)} to ${stripped.slice(appended[0].length)}` };
  // "Put the app into maintenance mode": putting a thing into a mode or state changes a setting of it.
  if (/^(?:put|place|set)\s+[^,.;]{1,60}?\s+(?:in|into)\s+[^,.;]{0,30}?\b(?:mode|state)\b/.test(lower)) {
    const word = lower.split(/\s+/)[0]!;
    return { verb: VERB_BY_ID.get('update')!, word, from: 'imperative', rest: stripped.slice(word.length) };
  }
  const translation = translated(lower, stripped, 0);
  if (translation) return translation;
  // "Post the v3.2 release notes as a new topic in …": what is made is the new topic; the notes are what it says.
  // "Expose the file /data/….jsonl to SQLite as a virtual table named reviews_raw": a thing set up as a new one, named, is made.
  const exposedAs = /^(?:expose|mount|register|map|load|import|wrap)\s+(?:[^,;:?]|\.(?=\S)){1,120}?\s+as\s+(?:a|an)\s+(?:new\s+)?(?:([a-z]+)\s+)?([a-z]+)\s+(?:named|called|titled)\s/.exec(lower);
  if (exposedAs) return { verb: VERB_BY_ID.get('create')!, word: 'create', from: 'imperative', rest: ` a new ${exposedAs[1] ? `${exposedAs[1]} ` : ''}${exposedAs[2]}${stripped.slice(exposedAs[0].length - 1)}` };
  const madeAs = /^(?:post|publish|share|put|save|file|log|submit|add)\s+(?:[^,.;:?]|\.(?=\S)){1,80}?\s+as\s+(?:a|an)\s+new\s+([a-z]+)\b/.exec(lower);
  if (madeAs) return { verb: VERB_BY_ID.get('create')!, word: 'create', from: 'imperative', rest: ` a new ${madeAs[1]}${stripped.slice(madeAs[0].length)}` };
  // "Keep an eye on Docker events for … the next 2 minutes": what is kept an eye on is watched as it happens, a read.
  const eyed = /^keep\s+(?:an|a\s+close)\s+eye\s+on\b/.exec(lower);
  if (eyed) return { verb: { id: 'other', class: 'read', says: ['watch'], tool: ['watch', 'monitor', 'stream', 'get', 'list'] }, word: 'watch', from: 'imperative', rest: stripped.slice(eyed[0].length) };
  // "Put Bitcoin, Ethereum and Solana side by side": things set side by side are compared.
  if (/^(?:put|set|line up|lay out|place|show)\s+[^.;]{1,80}?\bside[ -]by[ -]side\b/.test(lower)) {
    return { verb: { id: 'other', class: 'write', says: ['compare'], tool: ['compare'] }, word: 'compare', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  }
  // "Text +14155550142 through Twilio: '…'", "text my landlord that …": a text sent to a number or a person is a message.
  // So is one to whoever is at a number ("text the site foreman at +1 312 …").
  if (/^text\s+(?=\+?\d[\d\s().-]{6,}|(?:my|our|his|her|their)\s+[a-z]+|(?:him|her|them|me|us)\b|(?:the|a|an)\s+(?:[a-z'-]+\s+){1,3}?(?:at|on)\s+\+?\d[\d\s().-]{6,})/.test(lower)) return { verb: VERB_BY_ID.get('post')!, word: 'text', from: 'imperative', rest: ` a text message to${stripped.slice(4)}` };
  // "Send an HTTP GET to https://…", "fire a POST request at …": the request's method says what is done, not "send".
  const method = HTTP_METHOD_SENT.exec(stripped);
  if (method && namesMethod(method[1], method[2]!)) {
    const m = method[2]!.toLowerCase();
    const verb: Verb = m === 'get' || m === 'head' ? VERB_BY_ID.get('get')! : { id: 'other', class: 'write', says: [m], tool: [m] };
    return { verb, word: m, from: 'imperative', rest: ` an HTTP ${m} request to ${stripped.slice(method[0].length)}` };
  }
  // "Turn https://… into Markdown", "turn this page into a PDF": a thing turned into a format is read in that format.
  const format = /^((?:turn|convert|render)\s+)((?:[^.;?]|\.(?=\S)){1,120}?)\s+(?:into|to|as)\s+(?:a\s+|an\s+|clean\s+|plain\s+)?(markdown|md|text|pdf|json|csv|html|xml|yaml|png|jpe?g|image|screenshot)\b/.exec(lower);
  if (format) return { verb: VERB_BY_ID.get('get')!, word: 'get', from: 'imperative', rest: ` ${stripped.slice(format[1]!.length, format[1]!.length + format[2]!.length)} as ${format[3]}${stripped.slice(format[0].length)}` };
  // "Kick the user spambot_4471 from our server": someone kicked out of a place is removed from it (not a build kicked off).
  if (/^(?:kick|boot|throw)\s+(?!off\b)(?:[^.;?]){1,80}?\s+(?:from|out of|off)\s+\S/.test(lower)) return { verb: VERB_BY_ID.get('delete')!, word: 'remove', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  // "Take segment 6412803 off my starred segments", "take me off the list": what is taken off a thing is removed from it.
  if (/^take\s+(?:[^.;?]|\.(?=\S)){1,80}?\s+off\s+(?:of\s+)?(?:my|our|the|his|her|their|this|that|its)\b/.test(lower)) return { verb: VERB_BY_ID.get('delete')!, word: 'remove', from: 'imperative', rest: stripped.slice(4).replace(/\s+off\s+(?:of\s+)?/i, ' from ') };
  // "Take it out of project 1208…": what is taken out of a thing is removed from it ("take out a loan" names no thing it leaves).
  if (/^take\s+(?:[^.;?]|\.(?=\S)){1,80}?\s+out\s+of\s+(?!(?:the\s+)?(?:box|oven|equation|loop)\b)\S/i.test(asWritten)) return { verb: VERB_BY_ID.get('delete')!, word: 'remove', from: 'imperative', rest: asWritten.slice(4).replace(/\s+out\s+of\s+/i, ' from ') };
  // "Take entry 5Ks… offline": what is taken offline is unpublished.
  if (/^take\s+[^.;]{1,80}?\s+offline\b/.test(lower)) {
    return { verb: { id: 'other', class: 'write', says: ['unpublish'], tool: ['unpublish'] }, word: 'unpublish', from: 'imperative', rest: stripped.slice(4).replace(/\s+offline\b/i, '') };
  }
  // "Wrap that one up": a ticket or a task wrapped up is closed.
  const wrapped = WRAPPED_UP.exec(lower);
  if (wrapped) return { verb: VERB_BY_ID.get('update')!, word: 'close', from: 'imperative', rest: stripped.slice(wrapped[0].length) };
  // "Make it urgent", "make them private": a thing made so is changed, not made ("make it a priority" too; "make it
  // happen" and "make it so" say no state).
  const madeSo = /^make\s+(?:it|them|this|that|these|those)\s+(?!(?:so|happen|work|up|out|into|to|for|in|on|through|there|back|easier|harder)\b)(?:(?:a|an)\s+)?([a-z]+)\b/.exec(lower);
  if (madeSo) return { verb: VERB_BY_ID.get('update')!, word: 'set', from: 'imperative', rest: ` ${stripped.slice(madeSo[0].length - madeSo[1]!.length)}` };
  // "Make account 4f8a… the active one", "make this card the default": a thing made the one in a state is set so.
  const madeThe = /^make\s+((?:(?!\b(?:with|without|from|using|in|on|for)\b)[^.;?]|\.(?=\S)){1,80}?)\s+the\s+(active|default|current|primary|main|selected)\s+(?:one|[a-z]+)\b/.exec(lower);
  if (madeThe) return { verb: VERB_BY_ID.get('update')!, word: 'set', from: 'imperative', rest: ` ${madeThe[2]} ${stripped.slice(5, 5 + madeThe[1]!.length)}${stripped.slice(madeThe[0].length)}` };
  // "Give it a client grant for …": a thing given to what was named is made for it (not "give it a kick", "a try").
  const givenIt = GIVE_IT_A.exec(lower);
  if (givenIt) return { verb: VERB_BY_ID.get('create')!, word: 'create', from: 'imperative', rest: ` ${stripped.slice(givenIt[0].length)}` };
  // "Mark myself as tentative for …": an answer to an invitation is a response to it, whatever the answer.
  const rsvp = /^(?:mark|set|put|list)\s+(?:myself|me)\s+(?:down\s+)?as\s+(?:tentative|maybe|going|not going|attending|accepted|declined)\b/.exec(lower);
  if (rsvp) return { verb: { id: 'other', class: 'write', says: ['respond'], tool: ['respond', 'rsvp'] }, word: 'respond', from: 'imperative', rest: stripped.slice(rsvp[0].length) };
  // "Give the customer back €15 of capture 7RK… as a partial refund": what is given as a refund (a credit, a gift) is one made.
  const givenAs = /^(give|send|pay|return|issue)\s+((?:[^.;?]|\.(?=\S)){1,120}?)\s+as\s+(?:a|an)\s+(?:partial\s+|full\s+)?(refund|credit|gift card|discount|voucher)\b/.exec(lower);
  if (givenAs) {
    const given = stripped.slice(givenAs[1]!.length).trim().slice(0, givenAs[2]!.length);
    return { verb: VERB_BY_ID.get('create')!, word: 'create', from: 'imperative', rest: ` a ${givenAs[3]} of ${given}` };
  }
  // "Bump quayside-api to three Standard-2X web dynos": a count of what runs it set is a scale, whatever the verb.
  const scaled = /^(?:bump|take|set|increase|raise|grow|drop|reduce|cut|bring)\s+(?:[^.;?]|\.(?=\S)){1,80}?\s+(?:up\s+|down\s+)?to\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+(?:[\w-]+\s+){0,3}?(dynos?|replicas?|instances?|workers?|nodes?|pods?|machines?|containers?)\b/.exec(lower);
  if (scaled) return { verb: { id: 'other', class: 'write', says: ['scale'], tool: ['scale'] }, word: 'scale', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  // "Add jamal@… as an alternative host on my Zoom meeting": a person added as a role on a thing is given that role.
  if (/^(?:add|make|set|put)\s+(?:\S+@\S+|[A-Z]?[a-z]+(?:\s+[A-Z][a-z]+)?|him|her|them|me)\s+(?:as|to be)\s+(?:an?\s+|the\s+)?(?:alternative\s+|alternate\s+|co-?|new\s+|additional\s+)?(?:host|owner|admin|administrator|assignee|reviewer|approver|moderator|editor|maintainer)s?\b/.test(lower)) {
    return { verb: VERB_BY_ID.get('assign')!, word: 'assign', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  }
  // "describe the column discount_code … as 'Promo code applied at checkout'": a thing described as a quoted text is given that description.
  const describedAs = /^describe\s+((?:[^.;?]|\.(?=\S)){1,160}?)\s+as\s+['"‘“]/.exec(lower);
  if (describedAs) return { verb: VERB_BY_ID.get('update')!, word: 'update', from: 'imperative', rest: ` the description of ${stripped.slice('describe'.length).trim().slice(0, describedAs[1]!.length)}` };
  // "push my 'call the accountant' thing to next monday": a thing pushed or moved to a day is rescheduled.
  if (/^(?:push|move|shift|slide|bump|kick)\s+(?:back\s+)?(?:[^.;?]|\.(?=\S)){1,100}?\s+(?:back\s+)?(?:to|till|until)\s+(?:next\s+|this\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|week|month|the\s+\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|\d{4}-\d\d-\d\d)/.test(lower)) {
    return { verb: VERB_BY_ID.get('update')!, word: 'reschedule', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  }
  // "Resolve Personio (personio.com) to its business ID": a thing resolved or matched to its id is looked up, no issue resolved.
  if (/^(?:resolve|match|map)\s+(?:[^.;?]|\.(?=\S)){1,160}?\s+(?:to|into|with)\s+(?:its|their|the|his|her)\s+(?:[a-z]+\s+)?ids?\b/.test(lower)) return { verb: VERB_BY_ID.get('get')!, word: 'get', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  // "Make Asana task 1209334451870021 a subtask of task 1209334451869954": a thing that exists (its id given) made a
  // part or a kin of another is changed, not made.
  if (/^make\s+(?:[^,.;?'"‘“]|'[^']*'|"[^"]*"|‘[^’]*’|“[^”]*”){0,60}?\d[\w-]*\)?\s+(?:\([^)]{1,80}\)\s+)?(?:a|an|the)\s+(?:sub[a-z]+|child|parent|dependency|dependent|blocker|duplicate|part|member)\s+(?:of|for|to|under)\b/.test(lower)) {
    return { verb: VERB_BY_ID.get('update')!, word: 'set', from: 'imperative', rest: stripped.slice(4) };
  }
  // "Make me the owner of story 4821": whoever is made its owner is assigned it.
  if (/^make\s+(?:me|him|her|them|[a-z]+)\s+(?:the\s+)?(?:owner|assignee)\s+(?:of|on)\b/.test(lower)) {
    return { verb: VERB_BY_ID.get('assign')!, word: 'assign', from: 'imperative', rest: stripped.replace(/^\S+\s+\S+\s+(?:the\s+)?\S+\s+\S+/, '') };
  }
  // "Issue a refund", "issue an invoice": issuing a thing makes it. "Get her into HubSpot": a person put into a product is added to it.
  // "… due back Saturday, can you put that on my google tasks": what "that" is, told before, is put there (askedAfterTold).
  if (PUT_IT_ON_MINE.test(asWritten)) return { verb: VERB_BY_ID.get('create')!, word: 'put', from: 'imperative', rest: ' it' };
  if (/^issue\s+(?:a|an|new)\b/.test(lower) || /^(?:get|put)\s+(?:him|her|them|this person|these people)\s+(?:in|into|onto)\s+/.test(lower) || PUT_ON_MINE.test(lower)) {
    const word = lower.split(/\s+/)[0]!;
    return { verb: VERB_BY_ID.get('create')!, word, from: 'imperative', rest: stripped.slice(word.length) };
  }
  // "Put a yellow sticky note … on Miro board …": a new thing put somewhere is added there ("put a hold on" is no thing).
  if (PUT_NEW.test(lower)) return { verb: VERB_BY_ID.get('create')!, word: 'add', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  // "Attach a heroku-redis:mini add-on to the Heroku app": a thing attached that is no file is added to where it goes.
  const attached = /^attach\s+(?:a|an|another|the|this|that)\s+((?:[^.;?]|\.(?=\S)){1,60}?)\s+(?:to|onto)\s+/.exec(lower);
  if (attached && !/\b(?:files?|documents?|attachments?|images?|photos?|pictures?|screenshots?|pdfs?|logs?|reports?|spreadsheets?|csv|receipts?)\b|\.[a-z0-9]{2,5}\b/.test(attached[1]!)) return { verb: VERB_BY_ID.get('create')!, word: 'add', from: 'imperative', rest: stripped.slice('attach'.length) };
  // "… can you put the tracking on it": a thing put on the one told before ("it") is added to it.
  if (/^(?:put|stick|pop|slap)\s+(?:the|this|that|my|our)\s+(?:[a-z][\w-]*\s+){1,3}?(?:on|onto)\s+(?:it|them)\b/.test(lower)) return { verb: VERB_BY_ID.get('create')!, word: 'add', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  // "Load our returns policy into Pinecone", "throw q1-sales.csv into our bucket": a thing put into a store is added to
  // it, a file uploaded; "load the page" and "drop the table" say no place it goes into, and "… into a new note" is made
  // of what is read first.
  const into = /^(load|import|throw|toss|chuck|drop)\s+((?:[^.;?]|\.(?=\S)){1,80}?)\s+(?:into|onto)\s+(?!(?:a|an)\s+new\b)/.exec(lower);
  if (into) {
    const file = /\bfiles?\b/.test(into[2]!) || into[2]!.split(/\s+/).some((w) => FILE_NAME.test(w));
    return { verb: VERB_BY_ID.get(file ? 'upload' : 'create')!, word: file ? 'upload' : 'add', from: 'imperative', rest: stripped.slice(into[1]!.length) };
  }
  // "save the app logo (node 3:14) … as SVGs into /root/project/public/brand": images saved into a folder of the user's
  // are downloaded from where they are.
  if (/^(?:save|export|pull|grab)\s+(?:[^.;?]|\.(?=\S)){1,200}?\s+as\s+(?:an?\s+)?(?:svgs?|pngs?|jpe?gs?|images?|pictures?|icons?|gifs?|webps?)\s+(?:into|to|in|under)\s+(?:~\/|\/|\.\/)/.test(lower)) {
    return { verb: VERB_BY_ID.get('get')!, word: 'download', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  }
  // "Copy the supplier's photo at https://… into our storage": what is at an address, put into a store, is uploaded from it.
  const fromUrl = /^(copy|save|put|grab|pull|mirror)\s+(?:[^.;?]|\.(?=\S)){1,80}?\s+(?:at|from)\s+https?:\/\/\S+\s+(?:into|to|in|onto)\s+/.exec(lower);
  if (fromUrl) return { verb: VERB_BY_ID.get('upload')!, word: 'upload', from: 'imperative', rest: stripped.slice(fromUrl[1]!.length) };
  // "Ask Perplexity what …", "ask Tavily about …": a service asked a question is searched; the question is what for.
  if (/^ask\s+(?!(?:the|my|our|your|him|her|them|me|us|everyone|everybody|someone|people)\b)(?:\S+\s+){1,2}?(?:what|whether|if|how|why|when|where|who|which|about)\b/.test(lower)) return { verb: VERB_BY_ID.get('search')!, word: 'ask', from: 'imperative', rest: stripped.slice(3) };
  // "Skip the ten newest notes … and show me the next ten": what is skipped over is a page of a read, no change.
  if (/^skip\s+(?:over\s+|past\s+)?(?:the\s+)?(?:first\s+|top\s+|latest\s+|newest\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)\b/.test(lower)) return { verb: list, word: 'skip', from: 'imperative', rest: stripped.slice(4) };
  // "Run document.querySelectorAll('img').length in the page": code run in a place is evaluated there, no query or job.
  const code = CODE_RUN.exec(stripped);
  if (code) return { verb: { id: 'other', class: 'write', says: ['execute'], tool: ['evaluate', 'execute', 'eval', 'run'] }, word: 'execute', from: 'imperative', rest: ` javascript${stripped.slice(code[0].length)}` };
  // "capture https://…/booking at a 1280×720 viewport": a page captured is a screenshot taken of it, a read of how it looks.
  if (/^(?:capture|screenshot|snap)\s+(?:(?:the|this|that|our|my)\s+)?(?:https?:\/\/|www\.|(?:web\s*)?(?:page|site|website|screen|window|tab)\b)/.test(lower)) return { verb: { id: 'other', class: 'read', says: ['capture', 'screenshot'], tool: ['screenshot', 'capture', 'snapshot'] }, word: 'screenshot', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  // "Open the page …" shows something; "open an issue" creates one.
  if (/^open\s+(?!(?:a|an|new)\b)/.test(lower)) return { verb: VERB_BY_ID.get('get')!, word: 'open', from: 'imperative', rest: stripped.slice(4) };
  // "Shoot my landlord a quick text", "drop her a line", "shoot a text to my brother": a text or a line shot or dropped to someone is sent.
  const shot = /^(?:shoot|drop)\s+(?:[\w@.+'-]+\s+){0,4}?an?\s+(?:quick\s+|short\s+|brief\s+)?(?:text|message|email|e-mail|note|line|dm|sms)\b/.exec(lower);
  if (shot) return { verb: VERB_BY_ID.get('post')!, word: 'send', from: 'imperative', rest: stripped.slice(lower.split(/\s+/)[0]!.length) };
  // "Start a run of configuration 1187342": a run started is a run, as "run configuration 1187342" asks.
  const started = STARTED_RUN.exec(lower);
  if (started) return { verb: VERB_BY_ID.get('trigger')!, word: 'run', from: 'imperative', rest: stripped.slice(started[0].length) };
  // "Check in GrowthBook whether …": checked in a place, not checked in as code.
  if (/^check\s+in\s+(?:[^\s,;]+\s+){1,3}?(?:whether|if|what|which|how|who|when|for|that)\b/.test(lower)) return { verb: list, word: 'check', from: 'imperative', rest: stripped.slice('check'.length) };
  for (const { phrase, verb } of VERB_PHRASES) {
    if (new RegExp(`^${escapeRegExp(phrase)}\\b`, 'i').test(lower)) {
      return { verb, word: phrase, from: 'imperative', rest: stripped.slice(phrase.length) };
    }
  }
  // An imperative whose verb the lexicon does not know: a tool-name verb stands for itself
  // ("request a review" → request_…); any other ("transfer", "turn off") is an action only a tool naming it can do.
  // A phrasal verb is one action ("back up" → backup_database, "turn off"): the particle stays with it.
  const phrasal = /^([a-z]+) (up|off|on|in|out|down|over)\b/.exec(lower);
  if (phrasal && looksLikeVerb(phrasal[1]!) && !/\?\s*$/.test(stripped)) {
    const said = `${phrasal[1]} ${phrasal[2]}`;
    return { verb: { id: 'other', class: 'write', says: [said], tool: [said.replace(' ', '')] }, word: said, from: 'imperative', rest: stripped.slice(said.length) };
  }
  // "pagerduty ack Q1X7T9ZP": a name no dictionary knows, then a change verb, is a command to that product; so is a
  // word of the dictionary that no tool says as a word of its own ("helm uninstall session-store": a product's name).
  const command = /^([a-z][\w.-]*)\s+([a-z]+)\b/.exec(lower);
  if (command && (!isEnglishWord(command[1]!) || says?.(command[1]!) === false) && (isWriteVerb(command[2]!) || WRITE_START.has(command[2]!)) && !/\?\s*$/.test(stripped)) {
    const asked = readVerb(stripped.slice(command[1]!.length).trim(), says);
    if (asked.from === 'imperative') return asked;
  }
  const first = /^([a-z]+)\b/.exec(lower)?.[1];
  // A first word no tool of the request says, followed by a plain word ("pizza places open now"), names a thing: the clause asks to see it.
  // So does a first word no dictionary knows before a plural ("shopify orders not fulfilled yet"): a name, not a verb.
  const nounPhrase = first !== undefined && ((says !== undefined && !says(first) && /^[a-z]+\s+[a-z]/.test(lower) && !OBJECT_STARTS.test(lower.slice(first.length).trim())) || (!isEnglishWord(first) && !isWriteVerb(first) && /^[a-z]+\s+[a-z]{3,}s\b/.test(lower)));
  // "acme's web-frontend pipeline …": a word with its possessive is whose thing it is, never the verb.
  if (first && !/\?\s*$/.test(stripped) && looksLikeVerb(first) && !nounPhrase && !/^[a-z]+['’]s\b/.test(lower)) {
    // "Compare internet latency in Portugal and Spain": figures set side by side are read, whatever reads them.
    const verb: Verb = TOOL_WRITE_WORDS.has(first) ? { id: first, class: 'write', says: [first], tool: [first] } : COMPARED.has(first) ? { id: 'other', class: 'read', says: [first], tool: ['compare', 'get', 'list', 'query'] } : { id: 'other', class: 'write', says: [first], tool: [first] };
    return { verb, word: first, from: 'imperative', rest: stripped.slice(first.length) };
  }
  // A question asked after what the user says ("I missed the design review call — what did they decide?") reads: a
  // change word inside what was said ("review") is no request.
  if (/\?\s*$/.test(stripped) && /(?:[.!;:—–]|\s-)\s*(?:what|which|who|whose|when|where|why|how|did|does|was|were)\b/.test(lower)) return { verb: list, word: '', from: 'default', rest: stripped };
  // Not at the start ("I'd like a new ticket filed"): the first write verb anywhere, else a read.
  // A name written as code ("blog_post") is one word, and no verb.
  const words = lower.split(/[^a-z0-9_'-]+/);
  // "… give me the average" asks to be shown something, as at the start.
  // After a preposition or a determiner it is a noun ("by stage", "the post", "each order").
  // "jenkins build queue stuck??": in a question, a change word after a plain word, not after who would do it or "to", names a thing.
  const asked = /\?\s*$/.test(stripped);
  // "Inês said she'd send the code on WhatsApp": what someone else said they would do is theirs, no ask.
  // "zoom transcrpt of tuesdays vendor call": the last word of what something is "of" is a noun, no verb.
  const at = words.findIndex((w, i) => WRITE_START.has(w) && !THEIRS_TO_DO.test(words.slice(Math.max(0, i - 2), i).join(' ')) && !NOUN_BEFORE.has(words[i - 1] ?? '') && !POSSESSIVE.test(words[i - 1] ?? '') && !(w === 'give' && /^(me|us)$/.test(words[i + 1] ?? '')) && !NOT_INSIDE.has(w) && !(asked && i > 0 && !DOER_BEFORE.has(words[i - 1]!)) && !(words.slice(i + 1).every((x) => x === '') && words.slice(Math.max(0, i - 4), i).includes('of')));
  const inside = words[at];
  if (inside) {
    // "…. Set up a Datadog downtime", "… give it a kick": a verb of several words inside the sentence is that verb, as at its start.
    if (inside === 'give' && GIVE_IT_A.test(words.slice(at, at + 4).join(' '))) return { verb: VERB_BY_ID.get('create')!, word: 'create', from: 'inside', rest: stripped };
    const phrase = VERB_PHRASES.find((p) => p.phrase.split(' ')[0] === inside && words.slice(at, at + p.phrase.split(' ').length).join(' ') === p.phrase)!;
    return { verb: phrase.verb, word: phrase.phrase, from: 'inside', rest: stripped };
  }
  return { verb: list, word: '', from: 'default', rest: stripped };
}

const DOCS_SAY = /\b(?:see|check|find out|look up|tell me|show me)\s+what\s+(?:the\s+|our\s+)?(?:([\w.-]+)(?:'s|’s)?\s+)?(?:docs|documentation|manual|reference|guides?)\s+(?:says?|recommends?|suggests?)\b[^.;?!]*[.;?!]*/i;

const GIVE_IT_A = /^give\s+(?:it|them|this|that|these|those)\s+(?=(?:a|an)\s+(?!(?:kick|go|try|look|shot|push|nudge|bump|spin|rest|break|second|minute|moment|miss|chance|hand|call|ring|bit|name|title|label|tag)\b)[a-z])/;

const REPORT_ASKED = /^(put together|produce|prepare|compile|write up|draft)\s+(?:me\s+)?(?:a|an)\s+(?:[\w-]+,?\s+){0,3}?(?:report|brief|briefing|summary|overview|write-?up)\b(?=[^.;]*\b(?:on|about|of|into|regarding|covering)\b)/i;

const UNDONE_MARKS: Record<string, string> = { ack: 'acknowledge', acknowledgement: 'acknowledge', acknowledgment: 'acknowledge', acknowledge: 'acknowledge', star: 'star', pin: 'pin', flag: 'flag', like: 'like', upvote: 'upvote', vote: 'vote', mute: 'mute', hold: 'hold', block: 'block', follow: 'follow', watch: 'watch', bookmark: 'bookmark' };
const TAKEN_OFF = new RegExp(`^take\\s+(?:my|our|the|your|his|her|their|that)\\s+(${Object.keys(UNDONE_MARKS).join('|')})\\s+off\\s`);

const TABLE_ASKED = /^(build|make|put together|produce|prepare|compile|draw up|work out|generate)\s+(?:me\s+)?(?:a|an)\s+(?:[\w-]+,?\s+(?:and\s+)?){0,4}?(?:table|matrix|grid|breakdown|comparison)\s+(?:between|comparing|showing|across)\b/i;

const APPENDED = /^(put|add|stick|pop|tack|write|paste|jot)(\s+(?:[^.;?]|\.(?=\S)){1,120}?)\s+(?:at|to|onto)\s+the\s+(?:very\s+)?(?:end|bottom)\s+of\s+/;

const PUT_NEW = /^(?:put|stick|pop|slap)\s+(?:a|an|another)\s+(?!(?:hold|stop|end|freeze|cap|limit|pause)\b)(?:[^,.;:'"‘“]|'[^']*'|"[^"]*"|‘[^’]*’|“[^”]*”){1,100}?\s(?:on|onto|in|into|to)\s+\S/;

// A quoted text may hold any stop or colon ("Put 'Pick-up lockers close at 22:00 on public holidays.' into Japanese").
const TRANSLATED = /^(?:put|turn|say|write|render|get|make)\s+(?:'[^'\n]{1,300}'|"[^"\n]{1,300}"|‘[^’\n]{1,300}’|“[^”\n]{1,300}”|[^,.;:'"‘“]){1,60}?\s+(?:in|into)\s+([a-z]+)\b/;

/** "Can u put this in German for my boss", "turn the intro into Spanish": a text put into a language is translated. */
function translated(lower: string, stripped: string, at: number): ReturnType<typeof readVerb> | undefined {
  const language = TRANSLATED.exec(lower.slice(at));
  if (!language || !LANGUAGES.has(language[1]!)) return undefined;
  const word = lower.slice(at).split(/\s+/)[0]!;
  // "this" is the text (below); whom it is for ("for my boss") and how it is said ("the polite way") are no thing to translate.
  const rest = stripped.slice(at + word.length).replace(/^\s+(?:this|that|it)\b/i, '').replace(/\s+for\s+(?:my|our|his|her|their)\s+[a-z]+\b/i, '').replace(/,?\s+(?:in\s+)?(?:the|a|an)\s+[a-z]+\s+way\b/i, '');
  return { verb: { id: 'other', class: 'write', says: ['translate'], tool: ['translate'] }, word: 'translate', from: 'imperative', rest };
}

/** What a verb word implies when the question names no object of its own. */
const IMPLIED: Record<string, string> = {
  sms: 'message',
  post: 'message', 'put out': 'message', send: 'message', tell: 'message', message: 'message', notify: 'message', ping: 'message', dm: 'message',
  announce: 'message', share: 'message', say: 'message', broadcast: 'message', let: 'message', alert: 'message', inform: 'message',
  reply: 'message', respond: 'message', answer: 'message', email: 'message', comment: 'comment', remember: 'memory', record: 'memory', 'note down': 'memory',
  react: 'reaction', 'thumbs up': 'reaction', upvote: 'reaction', star: 'repository', fork: 'repository', merge: 'pull_request',
  commit: 'commit', checkout: 'branch', 'check out': 'branch', stage: 'file', assign: 'issue', reassign: 'issue', label: 'label', tag: 'label',
  transition: 'transition', close: 'issue', reopen: 'issue', resolve: 'issue', convert: 'units',
};
/** Concepts that name where something goes, not what it is: an implied object leads them. */
const CONTAINERS = new Set(['channel', 'user', 'usergroup', 'team', 'issue', 'pull_request', 'page', 'repository', 'project', 'space', 'me', 'thread', 'file', 'directory']);

const ALL_SAYS = new Set(CONCEPTS.flatMap((c) => c.says));
// A plural the lexicon does not list still names the concept ("worklogs").
const CONCEPT_PHRASES: Array<{ phrase: string; concept: Concept }> = CONCEPTS.flatMap((concept) =>
  concept.says.flatMap((phrase) => [{ phrase, concept }, ...(/^[a-z]{4,}$/.test(phrase) && !/s$/.test(phrase) && !ALL_SAYS.has(`${phrase}s`) ? [{ phrase: `${phrase}s`, concept }] : [])]),
).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** A word of the list that, before these, is part of another thing's name: a content type is a schema of entries, no file's contents. */
const COMPOUNDS: Record<string, string> = { content: 'types?', contents: 'types?' };

function readConcepts(text: string): { concepts: Concept[]; words: string[]; plural: boolean } {
  // "What do we know about the host?" asks what the team's tools hold on it; "what do you know about Alice" asks memory.
  // "the billing email accounts@okaforlogistics.ng": an address is a value, its words name nothing asked for.
  let lower = ` ${text.toLowerCase().replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ').replace(/[^a-z0-9'\s-]+/g, ' ')} `.replace(/(?<=\s(?:we|they)\s+)know about(?=\s)/g, '          ');
  const found: Array<{ at: number; end: number; phrase: string; concept: Concept }> = [];
  for (const { phrase, concept } of CONCEPT_PHRASES) {
    const compound = COMPOUNDS[phrase];
    const pattern = new RegExp(`(?<=[\\s])${escapeRegExp(phrase)}(?=[\\s])${compound ? `(?!\\s+(?:${compound})\\s)` : ''}`, 'g');
    lower = lower.replace(pattern, (m, at: number) => {
      found.push({ at, end: at + m.length, phrase, concept });
      return ' '.repeat(m.length);
    });
  }
  found.sort((a, b) => a.at - b.at);
  // A noun right before another modifies it: in "tasks database" the head is the database.
  for (let i = 0; i + 1 < found.length; i += 1) {
    const [a, b] = [found[i]!, found[i + 1]!];
    if (b.at === a.end + 1 && a.concept !== b.concept && a.concept.broad) {
      found[i] = b;
      found[i + 1] = a;
      i += 1;
    }
  }
  const head = found[0];
  const plural = head !== undefined && /[^s]s$/.test(head.phrase);
  const concepts: Concept[] = [];
  for (const { concept } of found) if (!concepts.includes(concept)) concepts.push(concept);
  const words = [...new Set((lower.match(/[a-z][a-z0-9'-]{2,}/g) ?? []).filter((w) => !STOPWORDS.has(w)))];
  return { concepts, words, plural };
}

/** Verbs of speaking: in a read question they ask for messages. */
/**
 * Where a read looks, not what it is about: "search the web for …", "get … from the web", "what the internet says about …".
 * A question about what is on the internet ("Which domains are most popular on the internet?") asks for its data instead.
 */
const WEB = /\b(?:search(?:es|ed|ing)?|google)\s+(?:the\s+)?(?:web|internet|online)\b|\b(?:search\w*|look(?:s|ed|ing)? up|google|find|get|fetch|pull|grab)\b[^.?!;]{0,60}?\b(?:on|from|across)\s+the\s+(?:web|internet)\b|\bweb search\b|\bthe (?:web|internet) says\b|\blook(?:s|ed|ing)? up online\b/i;
// The words a trip is said with, once for both readings below.
const TRAVEL = ['driv(?:e|ing)', 'ride', 'walk(?:ing)?', 'cycl(?:e|ing)', 'bik(?:e|ing)', 'trip', 'journey', 'commute', 'route', 'directions', 'travel(?:l?ing)?', 'distance'];
// The places named with capitals: the travel word may start the sentence.
const ROUTE = new RegExp(String.raw`\b(${TRAVEL.map((w) => `[${w.charAt(0).toUpperCase()}${w.charAt(0)}]${w.slice(1)}`).join('|')})\b[^.?!]{0,30}?\bfrom\s+(?:the\s+)?[A-Z0-9][^.?!]{0,60}?\bto\s+(?:the\s+)?[A-Z0-9]`);
// Typed in lower case ("the drive from oakland to south lake tahoe"): one of the places is then a word no dictionary has.
const ROUTE_TYPED = new RegExp(String.raw`\b(${TRAVEL.join('|')})\b[^.?!]{0,30}?\bfrom\s+(?:the\s+)?([a-z][a-z' -]{1,40}?)\s+to\s+(?:the\s+)?([a-z][a-z'-]+(?:\s+(?!(?:if|when|by|on|at|in|and|or|now|today|tonight|tomorrow|tmrw|this|next|around|before|after|for|with)\b)[a-z][a-z'-]+){0,3})`);
// "Which one is the quickest walk to my office?": the quickest way to a place (toPlace) is a trip, wherever it starts;
// "the best way to deploy" is no place.
const QUICKEST_WAY = new RegExp(String.raw`\b(?:quickest|fastest|shortest|best|easiest)\s+(${TRAVEL.join('|')}|way)\s+(?:from\s+[^.?!]{1,60}?\s+)?to\s+`, 'i');

/** The quickest way the clause asks for, when it leads to a place ("to my office", "to 1 Spinningfields", "to Paris"). */
function toPlace(clause: string): RegExpExecArray | null {
  const m = QUICKEST_WAY.exec(clause);
  return m && /^(?:(?:my|our|the|his|her|their|a|an)\s|\d|[A-Z])/.test(clause.slice(m.index + m[0].length)) ? m : null;
}
// "did my landlord ever email me back", "has she texted us": whether someone wrote to the user is asked of their messages.
const WROTE_BACK = /\b(?:emailed|e-mailed|texted|messaged|replied|responded|wrote|written|email|e-mail|text|message|reply|respond|write)\s+(?:me|us)\b|\b(?:emailed|texted|messaged|replied|written|wrote|gotten|got|get)\s+back\s+to\s+(?:me|us)\b/i;
// "my notes that mention 'sourdough'", "pages which discuss pricing": what a thing says picks which of them, no message.
const SAID_IN = /\b(?!messages?\b|emails?\b|posts?\b|comments?\b|threads?\b|chats?\b)(?:[a-z]+s?\s+(?:that|which)\s+(?:mention|mentions|say|says|discuss|discusses|talk about|talks about)|(?!(?:was|has|is|does|says|this|its)\b)[a-z]{2,}s\s+(?:mentioning|discussing))\b/i;
const SPEECH = /\b(?:say|says|said|talk|talks|talked|talking|discuss|discusses|discussed|discussing|mention|mentions|mentioned|mentioning|chat|chats|chatted|chatting|posted|announced|complain(?:ed|ing)?)\b/i;

/** The body of a message or comment: what follows "saying", "that", a colon, or a quoted string. */
function readBody(clause: string, entities: Entities): string | undefined {
  const m = /\b(?:saying|that says|to say|with the text|with text|with message|with the message|that)\b\s*(.+)$|:\s+(.+)$/i.exec(clause);
  const text = (m?.[1] ?? m?.[2])?.replace(/[.!?]+$/, '').trim();
  return entities.quoted[0] ?? (text && text.length > 1 ? text : undefined);
}

// A find of a thing by its name (capitalised or quoted), not by an id with digits.
const FOUND_BY_NAME = /^\W*(?:[Pp]lease\s+)?(?:[Ff]ind|[Ll]ook\s+up|[Ll]ocate|[Ss]earch\s+for)\s+(?:[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*|["'‘“][^"'’”]+["'’”])\s+(?:among|in|on|from)\b(?![^\d]*\d)/;
// "… their aged receivables", not "its content": a thing of its own, other than what was found.
const THEIR_OTHER = /\b(?:its|their)\s+(?!(?:content|contents|details?|info|information|text|page|body|profile|record|data)\b)[a-z]+/i;
const READ_BACK = /^(?:show|get|list|read|fetch|summari[sz]e|check|look|display|print)\b.*\b(?:it|its|them|their|this|that)\b|^give (?:me|us) (?:their|its)\b/i;

// A change said in two words ("turn off", "spin up") starts a step as its one-word verbs do; "check in/out" may only look.
// What follows "wrap" when it closes a thing ("wrap that one up"): read as the verb and as a step's start alike.
const WRAP_UP = String.raw`\s+(?:(?:(?:that|this)(?:\s+one)?|it|them)\s+)?up\b`;
const WRAPPED_UP = new RegExp(`^wrap${WRAP_UP}`);
// "Pull request" and "merge request" are things, not steps; "put on" some music plays it; "wrap … up" closes; "have
// Seer work out …" asks someone else for a step.
const WRITE_PHRASES = VERBS.filter((v) => v.class === 'write').flatMap((v) => v.says.filter((s) => /^[a-z]+ [a-z]+$/.test(s) && !/^(?:check|thumbs|request) /.test(s)));
// A browser step said in its own words, and only as a step: "type 'QA Test Co' into #company", "press Enter", "click
// the first link"; "grouped by status and type", "press release drafts", "open and click rates" name things.
const BROWSER_STEP: Record<string, string> = {
  click: String.raw`click(?!\s*(?:rates?|through|-through|counts?|events?|stats?|data|maps?|ids?)\b)(?=\s+\S)`,
  type: String.raw`type(?=\s+(?:["'“‘]|in(?:to)?\b|(?:\S+\s+){1,5}?in(?:to)?\s))`,
  press: String.raw`press(?=\s+(?:the\s+)?(?:enter|return|tab|escape|esc|space|backspace|["'“‘]|[\w-]+\s+(?:button|key))\b)`,
  tap: String.raw`tap(?=\s+(?:on\s+)?(?:the\s+)?\S)`,
  hover: String.raw`hover(?=\s+(?:over\s+)?\S)`,
  scroll: String.raw`scroll(?=\s+(?:down|up|to|through)\b)`,
};
// The steps done in a page: the ones above, and those that are steps only there ("fill", "select", "drag").
const BROWSER_VERBS = new Set([...Object.keys(BROWSER_STEP), 'fill', 'select', 'drag']);
// "… and take a 1280x900 screenshot of it": a picture or a copy taken is a step; "take" alone may be anything.
const TAKE_A_PICTURE = String.raw`take(?=\s+(?:a|an|the|another|one)\s+(?:[\w-]+\s+){0,2}?(?:full[\s-]page\s+)?(?:screenshot|screen\s?shot|snapshot|backup|photo|picture|image)s?\b)`;
const STEP_VERBS = [...WRITE_PHRASES, ...WRITE_START, 'find', 'list', 'show', 'get', 'search', 'check', 'summarize', 'look', 'read', 'fetch', 'pull', 'query', 'open', 'download', 'view', 'inspect', 'introspect', 'describe', 'locate', 'grab', 'retrieve', 'browse', 'display', 'put', 'fill', 'insert', 'enter', 'wrap', 'have', 'work out', 'figure out', 'click', 'type', 'press', 'tap', 'hover', 'scroll', 'take'].filter((w) => w.length > 2).map((w) => (w === 'pull' || w === 'merge' ? `${w}(?![\\s-]+requests?\\b)` : w === 'put' ? 'put(?!\\s+on\\b)' : w === 'take' ? TAKE_A_PICTURE : w === 'have' ? 'have(?=\\s+(?:[a-z][\\w-]*|the\\s+[a-z]+)\\s+(?:work|look|check|figure|find|run|analy[sz]e|review|draft|write|investigate|dig)\\b)' : w === 'wrap' ? `wrap(?=${WRAP_UP})` : BROWSER_STEP[w] ?? escapeRegExp(w))).join('|');
// A condition set between "and" and the next verb ("and, if it looks sunny, find …", "and once it has run, show …")
// belongs to that next step.
// The connector is kept (split's capture): "then" says a next step, where "and" may only say more of the same.
// A comma before a verb lists steps too ("Find the app, look at its latest deployment, get the build log").
// "…? It's project id 12; I want its completion statistics": what the user wants of the same thing, after a semicolon, says
// what the question asks; no step of its own.
// After "then" any verb starts the next step ("…, then publish the newest one"), not only the ones listed.
const STEP_BREAK = new RegExp(`\\s*(?:,\\s*)?\\b(and then|and also|then|and(?:\\s*,?\\s*(?:if|when|once|unless)\\b[^,]{1,60},)?)\\s+(?=(?:${STEP_VERBS})\\b(?![:/]\\w)|(?<=\\bthen\\s+)(?!(?:the|a|an|it|its|i|we|you|they|that|this|there|if|when|once|all|each|every)\\b)[a-z]{3,}\\b|(?!(?:maybe|also|just|only|so|if|when|then|once|make)\\b)[a-z]{3,}\\s+(?:it|them|(?:that|this|the)\\s+page)\\b(?!\\s+(?:is|are|was|were|has|have|had|will|would|can|could|should)\\b))|\\s*(,)\\s+(?=(?:${STEP_VERBS})\\b)|;(?!\\s*(?:i|we)(?:\\s+(?:want|need|would\\s+like)|'d\\s+like)\\s+(?:its|their|his|her)\\b)\\s*`, 'i');
const PICK_ONE = /,\s*(?:then\s+)?(?:take|pick|grab|choose|select)\s+the\s+(?:latest|newest|most\s+recent|first|last|top|oldest|earliest)(?:\s+one)?\s*,?\s*(?:and\s+)?(?:then\s+)?(?=[a-z])/i;
const STARTS_WITH_VERB = new RegExp(`^(?:${STEP_VERBS})\\b`, 'i');
// "First show me its abstract, then …": the word that numbers the step is no part of it.
const FIRST = String.raw`first\b,?\s+`;
const FIRST_STEP = new RegExp(`^${FIRST}(?=(?:${STEP_VERBS})\\b)`, 'i');
// One to three pieces of scene, each before a comma ("Bitbucket workspace `northwind`, repository `api`, find …").
const SCENE_BEFORE_STEP = new RegExp(`^(?:[^,.?!]{1,60},\\s*){1,3}(?:${FIRST})?(?=(?:${STEP_VERBS})\\b)`, 'i');
// A scene set before a colon ("Sentry organization `acme`, project `web`: search the issues …"): what to do follows it.
const COLON_SCENE = new RegExp(`^([^.?!:]{1,120}):\\s+(?=(?:${FIRST})?(?:${STEP_VERBS})\\b)`, 'i');
// "…, so introspect its schema first": a step after "so", told before it.
const SO_ASK = new RegExp(`^([^?]{10,200}?),\\s+so\\s+(?:please\\s+)?(?=(?:${STEP_VERBS})\\b)`, 'i');
// Asked outright of whoever answers ("can you …", "could you please …").
const ASKING = String.raw`(?:can|could|would|will) you\s+(?:please\s+)?`;
// "Can you text him …": a sentence that asks outright.
const POLITE_ASK = new RegExp(`^(?:please\\s+)?${ASKING}[a-z]`, 'i');
// A sentence that tells what happened before the one that asks ("Build #412 went red. Grab its console output"): the
// ask is the second; the first sets its scene. Told, not asked: a finite verb inside it, no question mark.
const TOLD_FIRST = /^((?:[^.?!]|\.(?=\S)){8,200}?)[.!]\s+(?=[A-Z])/;
// "… went out with a broken link. Suspend it right away": a sentence that opens with a word then "it" after a told one
// asks, in the imperative, whatever the verb; not a question ("Is it …") nor a clause that goes on telling ("Then it …").
const IT_IMPERATIVE = /^(?!(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|may|might|must|has|have|had|then|and|but|so|now|still|maybe|if|when|because|since|while|once|after|before|unless|until|although|though|where|why|how|what|who|which)\b)[a-z]+\s+(?:it|them)\b/i;
// "We're migrating the database on the 12th", "I've been slacking on my flashcards" tell too.
// "Our invoicing worker needs its own Resend key.", "I don't remember the exact CircleCI slug for our repo.": what a thing of
// ours needs, or what the user cannot recall, is told; the next sentence asks. "Event 5k2m… should show up in red.": how a
// thing ought to look is what the steps after it are for.
const TOLD = /\s(?:is|are|was|were|went|got|has|had|broke|failed|crashed|keeps|started|stopped|ended|seems|came|wrote|noticed|reported|complained|says|said|mentioned|swears|swore|claims|claimed|insists|insisted)\b|\bjust\s+[a-z]{3,}ed\b|\bthere's\b|^\s*(?:our|my|the)\s+(?:[\w-]+\s+){1,3}?(?:needs|wants)\s|^\s*(?:i|we)\s+(?:don't|do not|can't|cannot|can not|no longer)\s+(?:remember|recall|know)\b|\b(?:we|i|they)'(?:re|m|ve)\s+(?:been\s+)?[a-z]+(?:ing|ed)\b|\s(?:should|must|ought\s+to)\s+(?:show\s+up|appear|look|stay|display|read|end\s+up)\b/i;
// "I wrote the password down in Bear, can you dig it up?": what was told sets the scene, the ask after "can you" is the task.
const TOLD_BY = /^(?:i|i've|i'd|we|we've|my|our|there|someone|somebody)\b/i;
// "we just signed Brightwater Optics!! can you get them into hubspot …": an exclamation ends what was told as a comma does.
// A sentence's full stop before a lower-case "can you" ends what was told too ("… was 8MC58…. can you put …").
const ASK_AFTER = new RegExp(`^([^?]{10,200}?)\\s*([,;—–]|!+|(?<=\\s)-(?=\\s)|(?<=\\S)\\.(?=\\s+(?:(?:so|and|but)\\s+)?(?:can|could|would|will) you\\b))\\s*(?:(?:so|and|but)\\s+)?${ASKING}`, 'i');
// "The disk-full alert in Opsgenie has been dealt with — close it out": what happened, a dash, then the ask in the imperative.
const TOLD_DASH = /^([^—–?]{10,200}?)\s+[—–]\s+(?=[a-z])/;

// A step said in full after a colon: its verb, then what it acts on ("create a new topic", "add the …").
const RESTATED = /^\S+\s+(?:a|an|the|new|this|that|these|those|its|their|our|my|all|every|each)\b/i;

/** The question with a scene before a colon set off by a comma instead, as a scene before a comma is. */
function sceneColon(question: string): string {
  const m = COLON_SCENE.exec(question);
  if (!m) return question;
  const after = question.slice(m[0].length);
  const pieces = m[1]!.split(',');
  const last = pieces.at(-1)!.replace(LEADING, '').trim();
  // "Review pull request #412: check which files it changes and approve it": a heading, its steps spelled out after the
  // colon; what it names is where they happen, its verb no step of its own. So too one step said again in detail ("Post
  // an announcement on our forum: create a new topic in category 14 …"), a verb and what it makes, but not fields ("Raise
  // an alert: message '…', alias …") nor what happened ("Create a bug: checkout fails on Safari"). Nothing inside a
  // quoted value is a step.
  // "edit the 'author' entry blt3e9…: set its job_title to … and replace its bio …": a change whose fields are said after
  // the colon is one change of what the heading names.
  if (/^(?:edit|update|modify|change|amend|tweak|patch)\b/i.test(last) && /^(?:set|change|replace|update|make|put)\s+(?:its|their)\b/i.test(after)) return question;
  if (STARTS_WITH_VERB.test(last) && (STEP_BREAK.test(after.replace(QUOTED_TEXT, '$1$2$4')) || RESTATED.test(after))) return `${[...pieces.slice(0, -1), ` ${last.replace(STARTS_WITH_VERB, '').trim()}`].join(',').trim()}, ${after}`;
  // "Point the database tool at our reporting replica …: connect to postgresql://…": a verb the word list does not know,
  // then the step in its words after the colon; the heading says what for.
  const unknownVerb = /^([a-z]+)\s+(?:the|a|an|my|our|this|that)\s/i.exec(last)?.[1];
  if (pieces.length === 1 && unknownVerb && !/:\/\//.test(last) && !VERB_WORDS.has(unknownVerb.toLowerCase()) && looksLikeVerb(unknownVerb.toLowerCase())) return `${last.slice(unknownVerb.length).trim()}, ${after}`;
  return !STARTS_WITH_VERB.test(m[1]!.replace(LEADING, '')) ? `${m[1]}, ${after}` : question;
}

/** A quote opened and not closed ("… with: 'Thanks for flagging this!"): what follows is still the quoted text, no sentence or step of the user's. */
function opensQuote(text: string): boolean {
  return /(?:^|[\s(:])['"“‘][^'"”’]*$/.test(text);
}

/** What follows a first sentence that only tells what happened, or the clause as it is. */
function afterTold(clause: string): string {
  const m = TOLD_FIRST.exec(clause);
  return m && !opensQuote(m[1]!) && TOLD.test(` ${m[1]}`) ? clause.slice(m[0].length).replace(LEADING, '') : clause;
}

/** The clause without a first sentence that only tells what happened, when the next one asks. */
function withoutToldFirst(clause: string): string {
  const m = TOLD_FIRST.exec(clause);
  if (!m || opensQuote(m[1]!)) return clause;
  // "I need to cite arXiv 2402.17764 in my thesis. First show me its abstract …": the step the user numbers first is the first.
  if (FIRST_STEP.test(clause.slice(m[0].length))) return clause.slice(m[0].length);
  // "I don't know how our graph is modelled, so introspect its schema first. Then …": a sentence that asks after its "so" is no told one.
  if (SO_ASK.test(m[1]!)) return clause;
  // "I promised my landlord I'd text him …. Send …": a sentence the user tells of themselves is told too.
  // "The plumber's coming at 2 and I won't be home. Can you text him …": a sentence before one that asks outright is told.
  // "In Resend we queued an email …": so is one that sets its place first.
  // "A customer disputed Stripe charge ch_3Q… as '…'. Find that dispute …": what someone did is told.
  if (!TOLD.test(m[1]!) && !/^(?:(?:in|on|over in)\s+[A-Z][\w.-]*\s+)?(?:i|we)\s+(?:just\s+|already\s+)?[a-z]+ed\b/i.test(m[1]!) && !/^(?:a|an|the|one of our|our|my)\s+(?:[a-z-]+\s+){1,2}[a-z]{3,}ed\s+(?!by\b)/i.test(m[1]!) && !POLITE_ASK.test(clause.slice(m[0].length))) return clause;
  // "… tonight. In Datadog, silence every monitor …": the next sentence may set its place before its verb.
  const next = clause.slice(m[0].length).replace(LEADING, '').replace(WHERE_FIRST, '');
  // "… Can you load it into our glossary?": what "it" is was told first, so the told sentence stays.
  if (/^(?:\S+\s+){0,6}?(?:it|them)\b(?!\s+(?:is|are|was|were)\b)/i.test(next)) return clause;
  // "… went red overnight. What broke?": a question of a word or two asks about what was told.
  if (/^(?:what|why|how|who)\b[^.?!]{0,20}\?\s*$/i.test(next) && next.trim().split(/\s+/).length <= 3) return clause;
  return STARTS_WITH_VERB.test(next) || VERB_PHRASES.some(({ phrase }) => next.toLowerCase().startsWith(`${phrase} `)) ? namedInFull(clause.slice(m[0].length), m[1]!) : clause;
}

/** "The latest Bitbucket pipeline run … failed. Find that run …": what "that run" is, the sentence told before names in full. */
function namedInFull(ask: string, told: string): string {
  const that = /\b(that|this|the same)\s+([a-z]{3,})\b/i.exec(ask);
  if (!that) return ask;
  const full = new RegExp(`\\b((?:(?!(?:the|a|an|that|this|of|on|in|for|to)\\b)[A-Za-z][\\w-]*\\s+){1,3})${escapeRegExp(that[2]!)}\\b`, 'i').exec(told);
  // A name among them ("Bitbucket pipeline") says which kind of thing it is; a plain "red build" only how it went.
  return full && /\b[A-Z]/.test(full[1]!) ? `${ask.slice(0, that.index)}${that[1]} ${full[1]}${ask.slice(that.index + that[1]!.length + 1)}` : ask;
}

// A quoted text: opened after a space, a bracket or a colon, closed before a space or punctuation (an apostrophe inside a word is none).
const QUOTED_TEXT = /(^|[\s(:])(['"“‘])([^'"“”‘’\n]{1,400}?)(['"”’])(?=$|[\s.,;:!?)])/g;

// "Go ahead and book …" is the booking: its "and" joins no step ("go ahead" no navigation).
const GO_AHEAD = /\bgo ahead and\s+/gi;

// "Who's on call for Payments? I need to ping them.": after a question, what the user will do with its answer
// ("ping them", "call her") is their own next step, not one asked of the tools.
const AFTERTHOUGHT = /(\?)\s+(?:i|we)\s+(?:need|want|have|got)\s+to\s+[a-z]+\s+(?:them|him|her|it)(?:\s+(?:asap|now|today|quickly|right away))?\s*[.!]?\s*$/i;
// "scrap order no. 2510…, not needed anymore": why the user wants it, said after the step, is no word of it.
const NO_LONGER_NEEDED = /,\s*(?:(?:it's|it is|they're|they are|that's|that is)\s+)?(?:not|no\s+longer)\s+(?:needed|required|necessary|wanted|in\s+use|relevant|valid)(?:\s+any\s?more)?\s*[.!]?\s*$/i;
const withoutAfterthought = (question: string) => question.replace(AFTERTHOUGHT, '$1').replace(NO_LONGER_NEEDED, '');

/** Splits "find X and post Y" into clauses, where the part after "and"/"then" starts with a verb. */
// "… Check the service's information and the request types before you make the actual call.": a later sentence that
// must be done before the task is its first step.
const DONE_BEFORE = /^(.{8,200}?)\s*,?\s+before\s+(?:you|we|i)\s+(?:make|do|run|send|call|start|begin|execute|place|submit)\b[^.?!]*[.!]?$/i;

// "Before sending anything, look up how …": a sentence that opens by saying it comes before the rest. "Before we import
// the leads, have Mailgun validate …", "Before anyone touches the config, get me …": what comes after is someone's own.
// A stop inside a word ("lodash 4.17.20") ends no sentence.
const BEFORE_LEAD = /^before\s+(?:[a-z]+ing|you|we|i|anyone|anybody|someone|somebody|they|he|she)\b(?:[^,.?!]|\.(?=\S)){0,80},\s*(?=[a-z])/i;

/** The question with a sentence that says it comes before the rest ("… before you make the call") put first. */
function beforeFirst(question: string): string {
  const sentences = question.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const at = sentences.findIndex((s, i) => (i > 0 && DONE_BEFORE.test(s)) || BEFORE_LEAD.test(s));
  if (at < 0) return lookedUpFirst(sentences) ?? question;
  const lead = BEFORE_LEAD.exec(sentences[at]!);
  const step = lead ? sentences[at]!.slice(lead[0].length).replace(/[.!]$/, '') : DONE_BEFORE.exec(sentences[at]!)![1]!;
  return [`${step}.`, ...sentences.filter((_, i) => i !== at)].join(' ');
}

// "… Look the product up first to get the right variant, and add the note …": a later sentence's read said to come
// first; what follows its comma stays where it is.
// "… first, then …" numbers the steps of its own sentence (numberedFirst).
const LOOKED_UP_FIRST = /^((?:look|check|find|get|fetch|search|pull|read|grab|list)\b[^,.;!?]{0,80}?\s+first\b(?!,?\s+then\b)[^,.;!?]*?)(?:,\s*and\s+([^]*))?[.!]?$/i;

const PURPOSE_AFTER = /\s+(?:so(?:\s+that)?|in\s+order\s+to|to\s+make\s+sure|to\s+ensure|otherwise)\s+[^]*$/i;

function lookedUpFirst(sentences: readonly string[]): string | undefined {
  const at = sentences.findIndex((s, i) => i > 0 && LOOKED_UP_FIRST.test(s));
  if (at < 0) return undefined;
  const [, step, after] = LOOKED_UP_FIRST.exec(sentences[at]!)!;
  const rest = sentences.map((s, i) => (i === at ? (after ? `${after.charAt(0).toUpperCase()}${after.slice(1)}` : '') : s)).filter(Boolean).join(' ');
  // Said as its own step, then the rest: sentences alone are no steps (STEP_BREAK).
  // "Look the product up" is "look up the product".
  // "… first so the note doesn't land in the default notebook": why it comes first is no word of the step.
  const said = step!
    .replace(/\s+first\b/i, '')
    .replace(PURPOSE_AFTER, '')
    .replace(/^(look|check|pull)\s+((?:the|that|this|its|their|a)\s+[^,.;!?]{1,40}?)\s+up\b/i, '$1 up $2');
  return `${said}, then ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
}

/** The question's sentences, split where one ends and a capital starts the next, never inside a quoted value. */
function sentencesOf(question: string): string[] {
  // A quote keeps its length, so where the masked text breaks is where the question does.
  const masked = question.replace(QUOTED_TEXT, (whole) => whole.replace(/[.!?]/g, '\uE004'));
  const out: string[] = [];
  let from = 0;
  for (const m of masked.matchAll(/(?<=[.!?])\s+(?=[A-Z])/g)) {
    out.push(question.slice(from, m.index));
    from = m.index + m[0].length;
  }
  return [...out, question.slice(from)];
}

// "Log 2.5 hours in Harvest …. Look up the project id and the task first, then create the time entry.": after a first
// sentence that asks for the work, a later one that numbers the steps says the order it is done in; the sentences
// before it say what the work is for, and where (the names they give outside quotes). After a sentence that only tells
// ("I need to cite arXiv 2402.17764. First show me …"), the told one stays where it is (withoutToldFirst).
const OPENS_FIRST = /^first\b,?\s+/i;
const WHY_BEFORE = /^(?:as|per|since|because|according to)\b[^,.;!?]{1,60},\s*/i;
const FIRST_THEN = /\bfirst\s*,?\s+(?:and\s+)?then\b/i;

/** The question with a later sentence that numbers its steps put first, in the place the sentences before it name. */
function numberedFirst(question: string): string {
  const sentences = sentencesOf(question);
  if (!STARTS_WITH_VERB.test(sentences[0]!.replace(LEADING, ''))) return question;
  // "As the Square tools require, look up … first, then create the item": why the order is so comes before its verb.
  const own = (s: string) => s.replace(WHY_BEFORE, '').replace(OPENS_FIRST, '');
  const at = sentences.findIndex((s, i) => i > 0 && (OPENS_FIRST.test(s) || FIRST_THEN.test(s)) && STARTS_WITH_VERB.test(own(s)));
  if (at < 0) return question;
  const step = own(sentences[at]!);
  const places = [...new Set(sentences.slice(0, at).flatMap(placesNamed))];
  return [`${places.length > 0 ? `In ${places.join(' ')}, ` : ''}${places.length > 0 ? step.charAt(0).toLowerCase() : step.charAt(0).toUpperCase()}${step.slice(1)}`, ...sentences.filter((_, i) => i !== at)].join(' ');
}

// "Cancel my Calendly meeting with Tomás Ruiz on 18 June. List my events for that day, check the invitees …, and cancel
// it": a first sentence whose act the next one spells out in steps, ending in that act done to "it", is a heading; what it
// names is where the steps happen, its verb no step of its own (as a heading before a colon).
function headingOfSteps(question: string): string {
  const sentences = sentencesOf(question);
  if (sentences.length < 2) return question;
  const first = sentences[0]!.replace(LEADING, '');
  const verb = /^[a-z]+/i.exec(first)?.[0];
  const rest = sentences.slice(1).join(' ');
  if (!verb || !STARTS_WITH_VERB.test(first) || !STARTS_WITH_VERB.test(rest.replace(LEADING, '')) || !STEP_BREAK.test(rest)) return question;
  if (!new RegExp(`\\b(?:and|then)\\s+${escapeRegExp(verb)}\\s+(?:it|them)\\b`, 'i').test(rest)) return question;
  return `${first.slice(verb.length).trim().replace(/[.!]$/, '')}, ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
}

// "todoist: 'call plumber' is done": a thing said to be done is one to mark done, the ask of a note, not a question.
const SAID_DONE = /(^|[:,;]\s*)((?:the\s+)?["'“‘][^"'“”‘’\n]{1,120}["'”’](?:\s+[a-z]+)?)\s+(?:is|are)\s+(?:now\s+|all\s+)?(?:done|finished|complete|completed)\b/i;

/** The question with a thing said to be done asked to be marked done. */
function doneAsMarked(question: string): string {
  return question.replace(SAID_DONE, (_whole, before: string, thing: string) => `${before}mark ${thing} as done`);
}

// "Capture how https://… renders on a phone: use Cloudflare's browser rendering to screenshot it at …": after the colon
// the user says how, and its verb is the step; what it is for follows.
const HOW_AFTER_COLON = /^((?:[^.!?;]|\.(?=\S)){5,200}?):\s+((?:please\s+)?use\s+(?:the\s+|my\s+|our\s+)?[^,.;:]{1,50}?\s+to\s+[a-z]{3,}\b(?:[^.!?;]|\.(?=\S))*)([.!]?)\s*$/i;

/** The question with the how its colon introduces put first. */
function howFirst(question: string): string {
  const m = HOW_AFTER_COLON.exec(question);
  if (!m || opensQuote(m[1]!)) return question;
  return `${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1)}: ${m[1]!.charAt(0).toLowerCase()}${m[1]!.slice(1)}${m[3]}`;
}

// "How much annual leave does Mei have left? Find her in the employee list, then pull her leave balances.": the reads
// after a question say how it is answered, and the first of them is the first step.
const QUESTION_THEN_STEPS = /^[^.?!]{5,200}\?\s+(?=(?:find|look|get|pull|search|list|check|fetch|grab|locate|query|open)\b[^?]*\bthen\b[^?]*$)/i;

/** The question from the reads that answer it, when it names them in order. */
function readsFirst(question: string): string {
  // "… Search your tools to find one that can help, then call it": steps about the tools say how to work, not what to find.
  const steps = QUESTION_THEN_STEPS.exec(question);
  return steps && !/\btools?\b/i.test(question.slice(steps[0].length)) ? question.slice(steps[0].length) : question;
}

function splitClauses(question: string): string[] {
  // A quoted text is one value, whatever it says ("'Shipped search; blocked on SSO'"): nothing inside it breaks a step.
  // "… introspect its schema first. Then, with a Cypher query, find …": a sentence opening "Then," is the next step.
  // "list the builds on branch main, take the latest one, and show me its annotations": picking one of those listed is
  // part of the listing, and what follows it, on "its", a next step.
  question = question.replace(PICK_ONE, ' then ');
  const masked = sceneColon(withoutAfterthought(headingOfSteps(numberedFirst(beforeFirst(howFirst(readsFirst(doneAsMarked(question)))))).replace(GO_AHEAD, '')).replace(/(?<=[.!?])\s+then,\s+(?=[a-z])/gi, ' then ')).replace(QUOTED_TEXT, (_whole, before: string, open: string, text: string, close: string) => `${before}${open}${text.replace(/;/g, '\uE001').replace(/,/g, '\uE002').replace(/\s/g, '\uE003')}${close}`);
  const unmask = (piece: string | undefined) => piece?.replace(/\uE001/g, ';').replace(/\uE002/g, ',').replace(/\uE003/g, ' ');
  const pieces = masked.split(STEP_BREAK).map(unmask);
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    const part = pieces[i]!.trim();
    if (part.length === 0) continue;
    const connector = (pieces[i - 2] ?? pieces[i - 1] ?? '').toLowerCase();
    // "In Mixpanel, find …": a comma after a place, not after a step, sets the scene for the step that follows.
    // A sentence told before the step ("The latest deploy failed. Find the app, locate …") is no place: the step after it is.
    // Nor is a step that points back at what was told ("There's a PDF called '…'. Locate it, create a link for it").
    if (out.length > 0 && connector === ',' && !startsStep(withoutToldFirst(out.at(-1)!.replace(LEADING, '')).replace(LEADING, '')) && !STARTS_WITH_VERB.test(afterTold(out.at(-1)!.replace(LEADING, '')))) out[out.length - 1] = `${out.at(-1)}, ${part}`;
    // "…: Name 'Northwind', Stage 'Qualified'": a capital after a comma inside a sentence names a field and its value,
    // no step ("Stage" is no git stage); the fields after the first are left out of the step's reading.
    else if (out.length > 0 && connector === ',' && /^[A-Z][a-z]+\s+["'“‘`]/.test(part)) continue;
    // "Open the page … and show me its content": a read that points back at the same thing is one request; "find the
    // funnel and then get its conversion data" is two, the find first.
    // "… and once it has run, show me its console output": a step that waits for the one before is a next step; so is one
    // that depends on its outcome ("…, and if it comes back clean, show me its statistics").
    // "Find Pinecrest Joinery among our contacts and show me their aged receivables": a thing found by its name, then
    // another thing of its own, is found first; its id is what the second step takes.
    else if (out.length > 0 && !connector.includes('then') && !/\b(?:once|when|if|unless)\b/.test(connector) && READ_BACK.test(part) && !(FOUND_BY_NAME.test(out.at(-1)!) && THEIR_OTHER.test(part))) out[out.length - 1] = `${out.at(-1)} and ${part}`;
    // "ping jonas@… on webex and tell him the release build is green": what to tell is the message, no step of its own.
    else if (out.length > 0 && TELL_THEM.test(part) && MESSAGED.test(out.at(-1)!)) out[out.length - 1] = `${out.at(-1)} saying ${part.replace(TELL_THEM, '')}`;
    // "… we'll fix the link and resume it later": what the user will do goes on after its "and".
    else if (out.length > 0 && /\band\b/.test(connector) && !connector.includes('then') && USER_PLAN.test(out.at(-1)!)) out[out.length - 1] = `${out.at(-1)} and ${part}`;
    else out.push(part);
  }
  out.splice(0, out.length, ...out.flatMap(foundThenItsOwn));
  // "I don't ride that climb anymore; take segment … off my starred segments": what the user says they no longer do is
  // why, no step; so is what they will do themselves ("Suspend it …; we'll fix the link and resume it later").
  // Nor is what the thing is, said after the step ("delete entry blt4c…; it's an accidental duplicate of …").
  // Nor how its result comes back ("…, waiting for the result and returning it as plain text").
  // Nor how the user's own thing stands, said before the step ("Our Cloudflare login sees two accounts; make account … the active one").
  const told = out.filter((piece, i) => !TOLD_NOT.test(piece) && !USER_PLAN.test(piece) && !(i > 0 && (SAYS_WHAT_IT_IS.test(piece) || HOW_IT_COMES.test(piece))) && !(i < out.length - 1 && HOW_OURS_STANDS.test(piece) && !/\b(?:it|its|them|their|there|that|those|these)\b/i.test(out[i + 1]!)));
  if (told.length > 0 && told.length < out.length) out.splice(0, out.length, ...told);
  // "A run of our workflow ended up in the DLQ with id dlq_7Hq…; restart it from the beginning": what happened, then a
  // step on "it", is one request, read as a told sentence and its ask.
  for (let i = out.length - 2; i >= 0; i -= 1) {
    const next = out[i + 1]!.replace(LEADING, '');
    if (HAPPENED.test(out[i]!) && TOLD.test(` ${out[i]}`) && IT_IMPERATIVE.test(next) && STARTS_WITH_VERB.test(next)) {
      out.splice(i, 2, `${out[i]!.replace(/[\s.;,]+$/, '')}. ${next.charAt(0).toUpperCase()}${next.slice(1)}`);
    }
  }
  // "Go through the Hugging Face Hub and find …": going to a place names where the next step happens, no step of its own.
  for (let i = out.length - 2; i >= 0; i -= 1) {
    const lead = out[i]!.replace(LEADING, '');
    const place = GO_TO_PLACE.exec(`${lead.charAt(0).toLowerCase()}${lead.slice(1)}`);
    if (place) out.splice(i, 2, `In ${place[1]}, ${out[i + 1]}`);
  }
  return out;
}

// "base appR8tKq…, table 'Vendors', record recL4pQ…": in a list of things each named by its id or its name, a word that
// could be a verb ("record") is one more of them, no step ("close DEV-12, reopen DEV-13" lists no named thing before).
const NAMED_THING = String.raw`[a-z]+\s+(?:'[^']*'|"[^"]*"|[\w-]*\d[\w-]*)`;
const NAMED_BY_ID = new RegExp(`,\\s*${NAMED_THING},\\s*${NAMED_THING}\\s*$`, 'i');

/** Whether what came before a comma starts a step of its own, after the scene set before it. */
function startsStep(piece: string): boolean {
  return STARTS_WITH_VERB.test(piece.replace(SCENE_BEFORE_STEP, '')) && !NAMED_BY_ID.test(piece);
}

const TELL_THEM = /^(?:tell|let)\s+(?:him|her|them)\s+(?:know\s+)?(?:that\s+)?/i;
const MESSAGED = /^(?:\W*(?:please\s+)?)(?:ping|message|text|dm|email|e-mail|mail|write\s+to|notify|nudge)\b/i;
// No comma: "I'll be out tomorrow, so post the standup update" still holds its step.
const USER_PLAN = /^(?:i|we)(?:'ll|\s+will|\s+(?:am|are)\s+going\s+to|'(?:m|re)\s+going\s+to|\s+plan\s+to)\s+(?!(?:need|want|like|have|ask|send|let|be\s+(?:needing|wanting))\b)[a-z]+\b[^?,;]*$/i;

// "find the solution category 'Billing' and its folder 'Refunds'", "look up the bookings service and the request type of
// its cancel method": what belongs to the thing found is found after it.
const AND_ITS_OWN = /^(.*?\b(find|look up|locate|get|fetch|pull up)\s+(?:the|a|an|our|my)\s+(?:[^,;?!.]|\.(?=\S))+?)\s+and\s+((?:its|their)\s+[^,;?!]+|the\s+[^,;?!]*?\bof\s+(?:its|their)\s+[^,;?!]+)$/i;

/** The find and the find of what belongs to it, in that order. */
function foundThenItsOwn(part: string): string[] {
  const found = AND_ITS_OWN.exec(part);
  return found ? [found[1]!, `${found[2]!.toLowerCase()} ${found[3]!}`] : [part];
}

const HOW_IT_COMES = /^(?:[a-z]+ing\s+(?:it|them|the\s+[a-z]+)\s+(?:as|in)\s+(?:plain\s+)?(?:text|json|markdown|html|csv|a\s+[a-z]+)\b|waiting\s+for\s+(?:the|its|their)\s+(?:result|response|output)s?\b)[^?;]*$/i;

// Not one with a comma ("it's failing again, can you restart it"): the ask may follow it.
const SAYS_WHAT_IT_IS = /^(?:it|this|that|they|she|he)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?!(?:time|going|about)\b)[^?,;]*$/i;

const IDS_ASIDE = /\(\s*(?:[a-z][\w-]*\s+#?[\w-]*\d[\w-]*\s*[,;]?\s*)+\)/gi;

// One statement about a thing ("A run of our workflow ended up in the DLQ …"): no sentence or ask inside it.
const HAPPENED = /^(?:a|an|the|our|my|this|that|its|their)\s+[^.?!;]*$/i;

const HOW_OURS_STANDS = /^(?:our|my)\s+(?:[\w'-]+\s+){1,3}?(?:sees|has|shows|holds|contains|uses|runs|keeps|is|are|was|were)\s+(?!(?:to|not|going|about|due|there)\b)[^?.!;]*[.!]?$/i;

const TOLD_NOT = /^(?:i|we)\s+(?:(?:don't|do not|didn't|did not|no longer|never|haven't|have not|won't|will not)\s+(?!(?:want|need|know|remember|see|have)\b)[a-z]+\b|(?:'ve|have)\s+(?:stopped|quit)\b)[^?]*$/i;

const HOW_OFTEN_DONE = /\bhow\s+(?:often|frequently|many\s+times)\s+(?:do|does|did|have|has|had|will|would)\s+(?:people|ppl|users|folks|customers|visitors|members|someone|anyone|they)\b/i;

const GO_TO_PLACE = /^(?:go|head|hop|jump|dive|look)(?: over)?\s+(?:through|to|into|in|on|inside)\s+(?:the\s+|my\s+|our\s+)?([A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3})\s*[.,]?$/;

export function analyzeClause(clause: string, shared: Entities, says?: SaysWord): Intent {
  const read0 = readVerb(clause, says);
  const { from, rest } = read0;
  let { verb, word } = read0;
  // "Give the last message a thumbs up": the reaction is the action, whatever verb carries it.
  if (verb.class === 'write' && verb.id !== 'react' && /\b(?:thumbs[ -]up|upvote|an? (?:emoji|reaction))\b/i.test(clause)) {
    verb = VERB_BY_ID.get('react')!;
    word = /thumbs[ -]up/i.test(clause) ? 'thumbs up' : /upvote/i.test(clause) ? 'upvote' : 'react';
  }
  // Running a query that only reads is a read ("Run a Cypher query to count …", "Run SELECT …", "run a fuzzy match on that
  // column"); one that changes data stays a write.
  if (verb.id === 'trigger' && /^(?:run|execute)$/.test(word) && /\b(?:select|count|quer(?:y|ies)|search|report|lookup|match)\b/i.test(clause) && !/\b(?:insert|update|delete|drop|create|alter|merge|remove|write|set)\b/i.test(clause)) {
    verb = VERB_BY_ID.get('search')!;
  }
  // A thing to do with a due date ("renew passport, due friday, p1") is a to-do to make, whatever its own verb.
  // Things that "are due" already exist ("whatever flashcards are due today"): a read of them.
  // With no verb read, a due date set off by a comma is a to-do's ("google tasks: renew passport, due fri 3/21").
  const todoWord = /^[a-z]+/i.exec(rest.replace(/^[^:?]{1,40}:\s*/, '').trim())?.[0]?.toLowerCase();
  const todo = from === 'default' && !clause.includes('?') && /,\s*due\b/i.test(clause) && todoWord !== undefined && !QUESTION_START.test(todoWord) && !/^(?:all|my|our|the)$/.test(todoWord);
  if ((verb.id === 'other' || todo) && DUE.test(clause) && !/\b(?:is|are|was|were|'s|'re)\s+(?:\w+\s+)?due\b/i.test(clause)) {
    verb = VERB_BY_ID.get('create')!;
  }
  // Adding numbers is arithmetic, not creating something ("Add 12 and 30 together").
  if (/^(?:add|sum)\s+-?\d+(?:\.\d+)?\s+(?:and|to|plus|\+)\s+-?\d+/i.test(clause.replace(LEADING, '').trim())) {
    verb = VERB_BY_ID.get('convert')!;
    word = 'add up';
  }
  const own = extractEntities(clause);
  const entities: Entities = { ...shared, ...Object.fromEntries(Object.entries(own.entities).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) } as Entities;
  let reading = extractEntities(rest).rest;
  if (verb.class === 'write') {
    // The body of a message is not what the tool is for: "tell #design that the mockups are ready".
    const body = readBody(clause, own.entities);
    if (body) entities.body = body;
    reading = reading.replace(/\b(?:saying|that says|to say|with the text|with text|with message|with the message|that)\b.*$|:\s+.*$/i, '');
  }
  // Why or during what the task is asked ("while we run the database migration") is no thing it acts on.
  reading = reading.replace(ASIDE_CLAUSE, '');
  // "(project 38214577, to-do 7719034521)": things listed aside by their ids give the arguments' values; what the task
  // acts on is said outside them.
  reading = reading.replace(IDS_ASIDE, ' ');
  // Who something is assigned to, reported by or created by filters the things asked for; it is not what is asked for
  // ("Which Jira bugs are assigned to me?" wants issues, not users).
  const filtered = reading.replace(/\b(?:assigned|reassigned|reported|created|opened|authored|owned|filed|raised|written|requested)\s+(?:to|by|for)\s+(?:me|myself|us|you|[a-z][\w.-]*)\b/gi, ' ');
  if (filtered !== reading && readConcepts(filtered).concepts.length > 0) reading = filtered;
  reading = reading.replace(PICTURE_CONTENT, '$1');
  reading = reading.replace(VALUE_CODE, '$1');
  const read = readConcepts(reading);
  let { words } = read;
  let { concepts, plural } = read;
  // "how often do ppl hit 'Export Report'": the people who do it are no thing asked for; how often they do it is.
  if (HOW_OFTEN_DONE.test(clause)) concepts = concepts.filter((c) => c.id !== 'user');
  // What a read asks for leads it: when the words before its first preposition name nothing the word list knows
  // ("dashboards for the payments team"), a known noun after it only says which, and the question's own words decide.
  const preposition = /^(.*?)\b(for|of|in|on|from|about|with|at)\b/i.exec(reading);
  const lead = preposition?.[1];
  if (verb.class === 'read' && lead !== undefined && concepts.length > 0) {
    // The preposition read with it: a phrase of the word list may end with one ("know about").
    const before = readConcepts(`${lead}${preposition![2]}`);
    // Written in lower case: a name before the preposition ("Search GitHub for …") is where to look, not what.
    const plain = lead.match(/(?<![A-Za-z])[a-z]{4,}(?![A-Za-z])/g) ?? [];
    if (before.concepts.length === 0 && plain.some((w) => !VERB_WORDS.has(w) && !NOT_VERBS.has(w) && !STOPWORDS.has(w))) concepts = [];
  }
  let literals = [...new Set((reading.toLowerCase().match(/[a-z][a-z0-9'-]{2,}/g) ?? []).filter((w) => !STOPWORDS.has(w)).map(stem))];
  // What people said, talked or wrote about somewhere is messages, whoever "people" or "the team" are
  // ("What did people say in #random today?"); a #channel says the same.
  if (verb.class === 'read' && ((SPEECH.test(clause) && !SAID_IN.test(clause)) || WROTE_BACK.test(clause))) {
    concepts = [CONCEPT_BY_ID.get('message')!, ...concepts.filter((c) => c.id !== 'message' && c.id !== 'user' && c.id !== 'team' && c.id !== 'me')];
  }
  // A read of the web is a web search, whatever it looks for ("the latest Node.js release notes" are its query, not pages,
  // "what the internet says" no messages); "internet" is where it looks, no word of the tool asked for (get_internet_speed_data).
  const web = verb.class === 'read' && WEB.test(clause);
  if (web) concepts = [CONCEPT_BY_ID.get('web')!];
  // A trip between two named places asks for a route, whatever travel word says it ("how long is the drive from Lyon to
  // Geneva?"): the travel word is how, not a thing to find (Google Drive's search says "drive").
  const typed = verb.class === 'read' ? ROUTE_TYPED.exec(clause) : null;
  const typedPlaces = typed && !ROUTE.test(clause) && [typed[2]!, typed[3]!].some((place) => place.split(/\s+/).some((w) => !isEnglishWord(w))) ? `${typed[2]} ${typed[3]}`.split(/\s+/) : [];
  const trip = verb.class === 'read' ? (ROUTE.exec(clause) ?? (typedPlaces.length > 0 ? typed : null) ?? toPlace(clause)) : null;
  if (trip) concepts = [CONCEPT_BY_ID.get('route')!, ...concepts.filter((c) => c.id !== 'route')];
  // Words that say how or where leave the task's words (and the reading, rank.ts).
  // The language a text is put into or read in ("translate … to English") says how, not what. Places are values.
  const aside = [...(web ? WEB_WORDS : []), ...(trip ? [trip[1]!.toLowerCase()] : []), ...typedPlaces, ...languagesNamed(clause)];
  if (aside.length > 0) {
    const gone = new Set(aside.map(stem));
    words = words.filter((w) => !gone.has(stem(w)));
    literals = literals.filter((w) => !gone.has(w));
  }
  // A value says what it is when no word does ("whats 185.220.101.4": an IP address; "affected by CVE-2024-38816": a vulnerability).
  for (const [value, word] of VALUE_KINDS) {
    if (value.test(clause) && !words.includes(word)) {
      words = [...words, word];
      literals = [...literals, stem(word)];
    }
  }
  // A quoted string right after the verb is what it acts on ("translate 'wo ist der bahnhof' to English"): a text.
  // So is the text put into a language ("put this in German").
  if (concepts.length === 0 && words.length === 0 && (word === 'translate' || new RegExp(`^${escapeRegExp(word)}\\s+["'“‘]`, 'i').test(clause.replace(LEADING, '').trim()))) {
    words = ['text'];
    literals = [...literals, 'text'];
  }
  if (/\b(all|every|any|which|how many|list)\b/i.test(clause)) plural = true;
  // "who" names people only when nothing else is named ("who collaborates on X" asks for collaborators).
  if (concepts.length > 1) concepts = concepts.filter((c) => !(c.id === 'user' && /^\s*who\b/i.test(clause) && !/\b(users?|people|members?)\b/i.test(reading)));
  if (/\bwho am i\b|\blogged in\b|\bmy (account|profile|user)\b|\babout me\b/i.test(clause)) concepts = [CONCEPT_BY_ID.get('me')!, ...concepts.filter((c) => c.id !== 'user')];
  if (word.startsWith('who') && concepts.length === 0) concepts = [CONCEPT_BY_ID.get('user')!];
  // The object decides, not "who": who wrote or last changed a file's lines is its blame, not a user.
  if (verb.class === 'read' && /\bwho\b/i.test(clause) && /\b(?:wrote|written|changed|touched|edited|authored|modified|last (?:changed|edited|touched))\b/i.test(clause) && (/\blines?\b/i.test(clause) || entities.paths.some((p) => /\.[a-z0-9]+$/i.test(p)))) {
    concepts = [CONCEPT_BY_ID.get('blame')!, ...concepts.filter((c) => !['user', 'diff', 'blame', 'me'].includes(c.id))];
  }
  // A file's size or dates are its info, not its contents or a diff ("How big is /x?", "When was /x last modified?").
  if (verb.class === 'read' && entities.paths.length > 0 && /\b(?:how (?:big|large)|size|when was\b.*\b(?:modified|created|changed|updated|written|touched)|last (?:modified|changed|updated))\b/i.test(clause)) {
    concepts = [CONCEPT_BY_ID.get('fileinfo')!, ...concepts.filter((c) => !['diff', 'fileinfo'].includes(c.id))];
  }
  const impliedId = IMPLIED[word];
  // The word right after the verb, which may be its object in the user's own words ("send an email"): own-concepts.ts
  // weighs it against the request's tool names. A plain lower-case word: "PROJ" of PROJ-9 or a name is none.
  const object = /^\s*(?:(?:a|an|the|my|our|this|that|some)\s+)?([a-z]+)\b(?![-/.@\d])/i.exec(rest)?.[1];
  const ownObject = object !== undefined && /^[a-z]+$/.test(object) && !CONCEPT_WORDS.has(object) && !STOPWORDS.has(object) ? object : undefined;
  // The change's own object, right after its verb wherever the verb stands ("On Monday.com board 1823, create an item …").
  // A participle before it describes it ("create a shared link": the link).
  // So does a word that only says how many or which ("Create an extra DSN", "a second key").
  const afterVerb = /^[a-z]+$/.test(word) ? new RegExp(`\\b${word}\\s+((?:a|an|the|new|another)\\s+(?:new\\s+)?)?(?:(?:extra|additional|second|third|separate|spare|fresh)\\s+)?(?:[a-z]{3,}ed\\s+(?=[a-z]+\\b(?![-/.@\\d])))?([a-z]+)\\b(?![-/.@\\d])`, 'i').exec(clause) : null;
  // After a participle it is a noun, whatever verb it may also be ("a shared link").
  const described = afterVerb !== null && /[a-z]ed\s+$/i.test(afterVerb[0].slice(0, -afterVerb[2]!.length));
  // Without an article, a noun with its id after it is the object too ("delete entry blt4c91e0a7d2f3b8e5 of …").
  const withId = afterVerb !== null && /^\s+#?[A-Za-z0-9_-]*\d[\w-]*\b/.test(clause.slice(afterVerb.index + afterVerb[0].length));
  // An acronym ("an extra DSN") is a kind of thing as a lower-case word is; a capitalised word is a name.
  const directWord = afterVerb?.[2] !== undefined && /^[A-Z]{2,5}$/.test(afterVerb[2]) ? afterVerb[2].toLowerCase() : afterVerb?.[2];
  const directFirst = (afterVerb?.[1] || withId) && directWord !== undefined && /^[a-z]+$/.test(directWord) && !CONCEPT_WORDS.has(directWord) && !STOPWORDS.has(directWord) && (described || !VERB_WORDS.has(directWord)) ? directWord : undefined;
  // "Update the metadata of document kb-2207": a part of a thing given by its id is changed on that thing.
  const partOf = /^\s*(?:the\s+)?(?:metadata|title|name|description|status|tags?|labels?|priority|content|body|details|settings|properties|fields?|attributes?)\s+of\s+(?:the\s+)?([a-z]{3,})\s+#?[A-Za-z0-9_-]*\d[\w-]*\b/.exec(rest);
  const direct = partOf && !STOPWORDS.has(partOf[1]!) ? partOf[1] : directFirst;
  const implied = impliedId ? CONCEPT_BY_ID.get(impliedId) : undefined;
  // The verb's own object leads the places it goes, named or not ("Tag page 5512 with the label 'x'" is about a label).
  const leads = implied !== undefined && concepts.filter((c) => c !== implied).every((c) => CONTAINERS.has(c.id));
  // Implied, not said: only then may the user's own object word stand in for it (own-concepts.ts).
  const implies = leads && !concepts.includes(implied!);
  if (leads) concepts = [implied!, ...concepts.filter((c) => c !== implied)];
  // Renaming a file name, or nothing named, is a file's ("Rename notes.txt to notes-old.txt"); a PR's title is the PR's.
  if (word === 'rename' && (concepts.length === 0 || /\b[\w-]+\.[a-z0-9]{1,5}\b/i.test(clause))) concepts = [CONCEPT_BY_ID.get('file')!, ...concepts.filter((c) => c.id !== 'file')];
  if (verb.id === 'react') concepts = [CONCEPT_BY_ID.get('reaction')!, ...concepts.filter((c) => c.id !== 'reaction')];
  if (word === 'add up' && concepts.length === 0) concepts = [CONCEPT_BY_ID.get('sum')!];
  if (word === 'log' && entities.duration) concepts = [CONCEPT_BY_ID.get('worklog')!, ...concepts.filter((c) => c.id !== 'worklog')];
  // Values imply objects when no word names one: a key is an issue, a URL a web page, a path a file or folder.
  const add = (id: string) => {
    const concept = CONCEPT_BY_ID.get(id)!;
    if (!concepts.includes(concept)) concepts.push(concept);
  };
  // A URL says what to read only when no word says it ("Fetch https://x"); "a screenshot of https://x" is about the screenshot.
  if (concepts.length === 0) {
    // A clause with words of its own reads its own values only: "Ask Perplexity about airline rules, then append it to
    // Travel/Packing rules.md" asks nothing of a file; "Find acme/api, then fork it" forks the repository the question gave.
    const cue = words.length > 0 ? own.entities : entities;
    if (cue.urls.length > 0 && words.every((w) => VERB_WORDS.has(w))) add('url');
    else if (cue.issueKeys.length > 0) add('issue');
    else if (cue.paths.some((p) => /\.[a-z0-9]+$/i.test(p))) add('file');
    else if (cue.paths.length > 0) add('directory');
    else if (cue.quoted.some((q) => FILE_NAME.test(q))) add('file');
    else if (cue.channel) add(verb.class === 'write' ? 'message' : 'message');
    else if (cue.owner) add('repository');
    // A time at a place asked about is a time to look up; one a change is set for ("from 01:00 to 03:00 UTC") is when.
    else if (cue.places.length > 0 && cue.times.length > 0 && verb.class === 'read') add('time');
  }
  // "set NODE_ENV=production": a variable set by name is an environment variable, whatever else is named.
  // A setting named alone ("the value of DATABASE_URL", "add DB_PASS") is one only in its own clause, read or written.
  // One given as a parameter ("run the job with the parameter BRANCH=release-2.4") is the run's, no setting.
  if (((entities.variables.some((v) => v.value !== '') && verb.class === 'write') || own.entities.variables.some((v) => v.value === '')) && !/\bparam(?:eter)?s?\b/i.test(clause)) concepts = [CONCEPT_BY_ID.get('env')!, ...concepts.filter((c) => c.id !== 'env')];
  // A change that puts its text at a file's path ("save these notes into Dropbox as /Work/notes.txt") makes or changes that file.
  else if (verb.class === 'write' && /\b(?:as|to|into|at)\s+\/\S*\/[^/\s]+\.[a-z0-9]{1,5}\b/i.test(clause) && !concepts.some((c) => c.id === 'file' || c.id === 'directory')) concepts = [CONCEPT_BY_ID.get('file')!, ...concepts];
  if (concepts[0]?.id === 'file' && plural && verb.id !== 'get' && !/\bcontents?\b/i.test(clause) && entities.paths.length > 0 && !entities.paths.some((p) => /\.[a-z0-9]+$/i.test(p)) && !entities.glob) concepts = [CONCEPT_BY_ID.get('directory')!, ...concepts];
  if (entities.urls.length > 0 && verb.class === 'read' && concepts.length > 0 && !concepts.some((c) => c.id === 'url')) concepts.push(CONCEPT_BY_ID.get('url')!);
  // A day ("tomorrow", "this weekend") is a forecast only beside weather words: "a table tomorrow" is no forecast.
  if (concepts.some((c) => c.id === 'forecast') && !/\b(?:forecast|rain\w*|snow\w*|weather|temperature|sunny|wind\w*|storm\w*|cold|hot|warm|pour\w*|chuck(?:ing)? it down|bucket\w* down|tipping down|soaked|drenched|get wet)\b/i.test(clause)) concepts = concepts.filter((c) => c.id !== 'forecast');
  // A time given in one place and asked in another is a conversion ("If it's 9am in Sydney, what time is it in Paris?").
  let finalVerb = verb;
  const list = VERB_BY_ID.get('list')!;
  if (verb.class === 'read' && concepts[0]?.id === 'time' && entities.places.length >= 2 && entities.times.length > 0) finalVerb = VERB_BY_ID.get('convert')!;
  // "Our customer jane.doe@lumen.app …. Look her up in Firebase Authentication": a person looked up by their address is one.
  const personByAddress = /\b(?:look|find|pull|dig)\s+(?:her|him|them)\s+up\b|\blook\s+up\s+(?:the\s+|this\s+|that\s+)?(?:user|customer|member|contact|person|account)\b/i.test(clause) && /[\w.+-]+@[\w-]+\.[a-z]{2,}/i.test(clause);
  const specific =
    personByAddress ||
    entities.issueKeys.length > 0 || entities.numbers.some((n) => !n.loose) || entities.ids.length > 0 || entities.urls.length > 0 || (concepts[0]?.id === 'file' && /\bcontents?\b/i.test(clause) && entities.paths.length > 0) || entities.paths.some((p) => /\.[a-z0-9]+$/i.test(p)) || /\b(the|this|that) (readme|file)\b/i.test(clause) || /\breadme\b/i.test(clause) || NAMED_BY_CODE.test(clause) || KEYED.test(clause) || (DETAILS.test(clause) && (entities.paths.length + entities.quoted.length > 0 || entities.repo !== undefined));
  // Asking how to do something reads the documentation, whatever the verb of the thing to do ("move our site…, what's the process?").
  // How to say a text in a language is no process: it is the text translated.
  const howTo = HOW_TO.test(clause.replace(LEADING, '').replace(WHERE_FIRST, '').trim()) && word !== 'translate';
  if (howTo) finalVerb = list;
  const count = finalVerb.class === 'read' && COUNT.test(clause);
  const asked = withoutToldFirst(clause);
  return { clause, ...(asked !== clause ? { asked } : {}), verb: finalVerb, verbWord: word, verbFrom: from, concepts, words, literals, products: [], entities, specific, plural, ...(howTo ? { howTo } : {}), ...(count ? { count } : {}), ...(web ? { web } : {}), ...(aside.length > 0 ? { aside } : {}), ...(implies && ownObject ? { impliedBeside: { concept: implied!.id, object: ownObject } } : {}), ...(finalVerb.class === 'write' && direct ? { directObject: direct } : {}) };
}

const VALUE_KINDS: Array<[RegExp, string]> = [
  [/(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])(?!\/)/, 'ip'],
  [/\bCVE-\d{4}-\d{4,}\b/i, 'vulnerability'],
];
const DUE = /\bdue\s+(?:today|tonight|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|next|on|by|in|this|end|\d)/i;
const HOW_TO = /^(?:how (?:do|can|should|would|could) (?:i|we|you|one)\b|how to\b|what(?:'s| is) the (?:process|best way|right way|way)\b|is there a (?:guide|tutorial)\b)|\bwhat(?:'s| is) the (?:process|procedure)\b/i;
// A word followed by a code of letters and digits ("trace 4bf92f35…", "note 3f9a2c", "pod payments-5c") names one thing by its id.
const NAMED_BY_CODE = /\b[a-z]{3,}\s+(?=[\w-]*\d)(?=[\w-]*[a-z])[a-z0-9][\w-]{5,}(?![\w/.:])/i;
// The details of a thing given by its path or its quoted name ("the details of the model meta-llama/Llama-3.1-8B"): one thing.
const DETAILS = /\b(?:details?|info(?:rmation)?|metadata)\s+(?:of|on|about|for)\b/i;
// A value given as the key a service files one thing under ("the alert with alias 'checkout-latency-high'", "slug 'pricing'"): one thing. A name or a title may be shared, so it is searched for.
const KEYED = /\b(?:alias|id|key|slug|uuid|sha)\s*(?:of\s+)?[:=]?\s*(?:"[^"]+"|'[^']+'|`[^`]+`)/i;
// A quoted name with a file's extension ("Find 'Q2-forecast.xlsx' in my Dropbox") names a file, as a path does.
const FILE_NAME = /^[^\s/]+\.(?:pdf|docx?|xlsx?|csv|tsv|txt|md|json|ya?ml|pptx?|png|jpe?g|gif|svg|zip|html?|sql|log|mp3|mp4|wav|ogg|mov)$/i;
// An aggregate over many ("the P99 of duration_ms grouped by route", "the median latency") is computed too.
const COUNT = /\b(?:how many|count|number of|total number|how much (?:[a-z]+\s+)?(?:data|traffic|storage|space|disk|memory|ram|cpu|bandwidth|capacity)|p(?:50|75|90|95|99)|percentiles?|grouped by|group by|median|distributed by|distribution of|broken down by|breakdown (?:of|by))\b/i;

// "I don't have the project or task IDs, so you'll have to look them up": the ids are found before anything is done with them.
const NO_IDS = /(?:^|[.!?;,—–-]\s*)(?:but\s+)?(?:i|we)\s+(?:don'?t|do not|didn'?t)\s+(?:have|know)\s+(?:(?:any|either|all|some)\s+of\s+(?:the\s+|their\s+|its\s+)?|the\s+|either\s+|any\s+|their\s+|its\s+|his\s+|her\s+)?((?:[a-z]+(?:\s+or\s+|\s+and\s+|\s+))*?)(?:ids?|IDs?|keys?|numbers?)\b[^.!?]*[.!?]?/i;

// "You'll have to find the company's ID first", "You'll need that account's ID first": the same, said as what comes first.
const ID_FIRST = /(?:^|[.!?;,—–-]\s*)(?:so\s+)?(?:you'?ll|you will|you)\s+(?:have to|need to|need|must)\s+(?:(?:find|look up|get|fetch|grab)\s+)?(?:the\s+|that\s+|this\s+|its\s+|their\s+)?((?:[a-z]+(?:'s)?\s+)*?)(?:ids?|IDs?|keys?)\s+first\b[^.!?]*[.!?]?/i;

/** The question with a lookup step first when it says the ids are not at hand, naming what to look up and where. */
function lookupFirst(question: string): string {
  const m = NO_IDS.exec(question) ?? ID_FIRST.exec(question);
  if (!m) return question;
  const rest = `${question.slice(0, m.index)}${m.index > 0 ? question.charAt(m.index) : ''} ${question.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
  const [first] = splitClauses(rest);
  if (!first) return question;
  // "the project or task IDs": the first thing named; "the project's schedule ID": the thing whose id it is, the last.
  const words = (m[1] ?? '').trim().split(/\s+(?:or|and)\s+|\s+/);
  const named = (/'s$/.test(words[0] ?? '') && words.length > 1 ? words.at(-1) : words[0])?.replace(/'s$/, '');
  // "Either id" names nothing: what the first step acts on, as the question words it.
  const head = readConcepts(extractEntities(first).rest).concepts[0];
  const worded = head?.says.filter((w) => new RegExp(`\\b${escapeRegExp(w)}`, 'i').test(first)).sort((a, b) => b.length - a.length)[0] ?? head?.says[0];
  const thing = named && !['either', 'both', 'any', 'the'].includes(named) ? named : worded;
  if (!thing) return question;
  // Where the ids live: the names the first step gives outside quotes ("in Harvest", "the Okta group").
  const places = placesNamed(first);
  return `Find the ${thing}${places.length > 0 ? ` in ${places.join(' ')}` : ''}, then ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
}

/** The names a clause gives outside quotes, past its first word ("In Klaviyo, …", "the Okta group"): where it happens. */
export function placesNamed(clause: string): string[] {
  const unquoted = clause.replace(/(["'“‘`]).*?["'”’`]/g, ' ');
  return [...new Set((unquoted.match(/(?<=\S\s+)[A-Z][a-zA-Z]+/g) ?? []).filter((w) => w.length > 2))];
}

const RUN_THIS = /^(\W*(?:run|execute|exec))\s+(?:this|it|that|the following)\b(?=[^:]*:)/i;

// "… and open its full company record", "… then show me her contact details": the kind of thing found, said after.
const KIND_AFTER = /^(?:\S+\s+){1,3}?(?:its|his|her|their)\s+(?:full\s+|whole\s+|complete\s+)?([a-z]{3,})\s+(?:record|profile|page|details|entry|card)\b/i;
// A look-up of a thing by its capitalised name alone.
const FIND_NAMED = /^((?:[Pp]lease\s+)?(?:[Ll]ook\s+up|[Ff]ind|[Ss]earch\s+for|[Ll]ocate|[Pp]ull\s+up))\s+(?=[A-Z])/;

/**
 * The intents of the latest question in the order it names them. A follow-up
 * that names no object ("What about New York?") repeats the latest earlier
 * question's intents with its own values.
 */
// Going to a page in a browser: no word list's verb, the one tools are named for.
const NAVIGATE: Verb = { id: 'other', class: 'read', says: ['navigate'], tool: ['navigate', 'goto', 'visit', 'open'] };

const POINTED_AT = /\b(?:point|aim)\s+(?:\S+\s+){0,3}?(?:at|to)\s+(?:https?:\/\/|www\.)/i;

// "modified but not staged", "PRs not yet merged": a state denied is the state's own un- word, as tools name it (git_diff_unstaged).
const NOT_DONE = /\bnot\s+(?:yet\s+)?(staged|merged|resolved|assigned|answered|published|acknowledged|archived|verified|approved|subscribed|tracked|scheduled)\b/gi;

// "notify me on changes to card 66d1…", "let me know about any updates on the ticket": to be told of a thing's changes is
// to watch it.
const TOLD_OF_CHANGES = /\b(?:notify|alert|ping|tell|email|message)\s+me\s+(?:on|of|about|for|to)\s+(?:any\s+|all\s+)?(?:changes|updates|activity|edits)\s+(?:to|on|in|of|for)\b|\blet\s+me\s+know\s+(?:on|of|about)\s+(?:any\s+|all\s+)?(?:changes|updates|activity|edits)\s+(?:to|on|in|of|for)\b/gi;
// "Put Adaeze Okonkwo (adaeze@…) into HubSpot as a contact": what is put somewhere as a kind of thing is added as one.
const PUT_AS = /^(\W*)put\s+(?=(?:[^.?!;]|\.(?=\S)){1,120}?\s(?:in|into|on|onto|to)\s[^.?!;]{1,60}?\sas\s+(?:a|an|new)\s)/i;

export function analyzeQuestion(asked: string, earlierQuestions: readonly string[] = [], says?: SaysWord): Intent[] {
  const question = asked
    .replace(NOT_DONE, (_whole, state: string) => `un${state.toLowerCase()}`)
    .replace(TOLD_OF_CHANGES, 'watch')
    .replace(PUT_AS, '$1add ');
  const shared = extractEntities(question).entities;
  // "Run this against ClickHouse …: SELECT …": what is run is the query written out.
  const looked = shared.statement ? lookupFirst(question).replace(RUN_THIS, '$1 this query') : lookupFirst(question);
  // "…; marketing says the date picker overlaps the footer at that size and I want to see it.": a later part that only
  // tells, with no verb of its own and no question, is why, no step.
  const intents = splitClauses(looked).map((clause) => analyzeClause(clause, shared, says)).filter((intent, i) => i === 0 || intent.verbFrom !== 'default' || intent.clause.includes('?') || /\byou\s+to\b/i.test(intent.clause) || !TOLD.test(` ${intent.clause}`));
  // "Look up Orbitwise in Attio and open its full company record": the next step says what kind of thing the name is.
  const kind = intents.length > 1 && intents[0]!.verb.class === 'read' && intents[0]!.concepts.length === 0 ? KIND_AFTER.exec(intents[1]!.clause)?.[1]?.toLowerCase() : undefined;
  const named = kind && !STOPWORDS.has(kind) ? FIND_NAMED.exec(intents[0]!.clause) : null;
  if (named) intents[0] = analyzeClause(`${named[1]} the ${kind} ${intents[0]!.clause.slice(named[0].length)}`, shared, says);
  // "Open https://… in Firefox, click 'Past invoices', then give me the visible text": a page opened for clicks and
  // typing is navigated to in a browser, not fetched.
  // So is one loaded or visited, then saved as a PDF or a screenshot ("load https://… in Chromium and export that page to a PDF").
  if (intents.length > 1 && ['open', 'load', 'visit'].includes(intents[0]!.verbWord) && intents[0]!.entities.urls.length > 0 && intents.slice(1).some((i) => BROWSER_VERBS.has(i.verbWord) || /\b(?:pdf|screenshot|snapshot)\b/i.test(i.clause))) {
    intents[0] = { ...intents[0]!, verb: NAVIGATE, verbWord: 'navigate', concepts: [] };
  }
  // "Point Puppeteer at https://…": a browser pointed at an address goes there.
  for (const [i, intent] of intents.entries()) {
    if (['point', 'aim'].includes(intent.verbWord) && POINTED_AT.test(intent.clause)) intents[i] = { ...intent, verb: NAVIGATE, verbWord: 'navigate', concepts: [] };
  }
  // The ids are what the lookup finds: it looks for a thing by its name, not one known by its id.
  if (looked !== question && intents[0]) intents[0] = { ...intents[0], specific: false };
  if (intents.every((i) => i.concepts.length === 0) && earlierQuestions.length > 0) {
    for (const earlier of [...earlierQuestions].reverse()) {
      const before = analyzeQuestion(earlier, [], says);
      if (before.every((i) => i.concepts.length === 0)) continue;
      const mine = Object.fromEntries(Object.entries(shared).filter(([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)));
      return before.map((i) => ({ ...i, clause: `${i.clause} (${question})`, ...(i.asked ? { asked: `${i.asked} (${question})` } : {}), entities: { ...i.entities, ...mine } as Entities }));
    }
  }
  return intents;
}

export function describeIntent(intent: Intent): string {
  const objects = intent.concepts.map((c) => c.id).join('+') || intent.words.slice(0, 3).join('+') || '?';
  const own = (intent.ownReadings ?? []).map((r) => `"${r.word}" as the tools name it, not as ${r.notAs}`).join(', ');
  return `${intent.verb.class} ${intent.verb.id}${intent.verbWord ? ` ("${intent.verbWord}")` : ''} ${objects}${intent.products.length > 0 ? ` on ${intent.products.join('/')}` : ''}${own ? ` (${own})` : ''}`;
}
