import { PLACES } from './lexicon';

/**
 * The concrete values a question carries, found by pattern: repositories,
 * numbers, issue keys, channels, quoted titles, paths, URLs, places and times.
 * Each is what the scripted model may pass as an argument.
 */
export interface Entities {
  owner?: string;
  repo?: string;
  /** Branch names: `from feature/x`, `into main`, `develop branch`. */
  branches: string[];
  /**
   * Numbers tied to a noun: `issue #42`, `page 12345`, `board 12`, `#42`. `loose`: a thing of any name numbered so
   * ("listing 912834471"): an id to fill, not what makes the question ask for one thing.
   */
  numbers: Array<{ noun?: string; value: string; loose?: boolean }>;
  /** Opaque ids the question gives: `id 8f2e-41`, `message 1712.55` (a Slack timestamp). */
  ids: string[];
  /** `WEB-123` style keys. */
  issueKeys: string[];
  projectKey?: string;
  spaceKey?: string;
  channel?: string;
  /** `@maria`, `to john.doe`. */
  people: string[];
  quoted: string[];
  paths: string[];
  /** A glob a file search needs: `*.md`. */
  glob?: string;
  urls: string[];
  /** A place named in the question: display form and IANA zone. */
  places: Array<{ display: string; zone: string }>;
  /** Times of day, `15:00`. */
  times: string[];
  /** Calendar dates, `2025-07-10`, in the order written (a range's first day, then its last). */
  dates: string[];
  /** Bare numbers, in order. */
  values: number[];
  state?: 'open' | 'closed' | 'merged';
  /** Units named for a conversion, in order. */
  units: string[];
  /** Text after "saying", "that", ":": the body of a message or comment. */
  body?: string;
  /** A statement written out after a colon ("…: SELECT … FROM …"), as a query field takes it. */
  statement?: string;
  /** An emoji name, `:tada:`. */
  emoji?: string;
  /** A duration like "2 hours" → "2h". */
  duration?: string;
  mine: boolean;
  /** Values the question gives that no other field took, a letter and a digit in each (`AYx-12345`, `00g5xyz`): an id a tool may ask for. */
  tokens: string[];
  /** Variables set as NAME=value (`NODE_ENV=production`): an environment's settings, their names and values no words. */
  variables: Array<{ name: string; value: string }>;
  /** Tags written as key:value (`env:staging`, `service:web`): a filter's value, no word of the task. */
  tags: string[];
  /** Phone numbers written in international form (`+1 415 555 0123`), as E.164: what an SMS or a call goes to. */
  phones: string[];
  /** Bare web addresses (`docs.stripe.com`): a URL without its scheme. */
  domains: string[];
}

const UNITS = ['celsius', 'fahrenheit', 'kelvin', 'km', 'kilometers', 'miles', 'mi', 'm', 'ft', 'feet', 'mph', 'km/h', 'knots', 'hpa', 'psi', 'inhg'];
const UNIT_CANON: Record<string, string> = { kilometers: 'km', miles: 'mi', feet: 'ft' };

/** A quoted value: in double, curly or back quotes, or in single quotes that no letter touches from outside ("don't" is none). */
export const QUOTED_VALUE = /"([^"]+)"|“([^”]+)”|(?<![\w])'([^']+)'(?![\w])|`([^`]+)`/g;

/** Removes a match from the text so later patterns (and the word reader) do not see it again. */
/** Takes each match out of the text: a space in its place, or the words `each` says to keep (`{ keep }`). */
function take(text: string, pattern: RegExp, each: (m: RegExpExecArray) => unknown): string {
  return text.replace(pattern, (...args) => {
    const groups = args.slice(0, -2) as string[];
    const m = Object.assign(groups, { index: 0, input: text }) as unknown as RegExpExecArray;
    const kept = each(m);
    return typeof kept === 'object' && kept !== null && 'keep' in kept ? String(kept.keep) : ' ';
  });
}

/** Words after "DM"/"message" that are not a person. */
const STOP_NAMES = new Set(['the', 'a', 'an', 'to', 'in', 'on', 'me', 'them', 'him', 'her', 'everyone', 'all', 'team', 'channel', 'that', 'this', 'about', 'saying', 'with', 'for', 'from', 'history', 'thread', 'threads', 'replies', 'and', 'is', 'was', 'ts']);

const IANA_ZONE = /(?<![\w/])((?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Z][A-Za-z_+-]*(?:\/[A-Z][A-Za-z_-]*)?)(?![\w/])/g;
const CODE_HOSTS = /^(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|huggingface\.co|hf\.co|npmjs\.com|pypi\.org)\//i;
/** A host name ending in a common top-level domain: "docs.stripe.com", "linear.app". */
const HOST = String.raw`(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|ai|co|app|so|sh|me|de|fr|uk|eu)`;
const DOMAIN = new RegExp(String.raw`(?<![\w@.])(${HOST})(?![\w@-])`, 'gi');
/** A host with a path after it, written without a scheme ("linear.app/pricing"). */
const ADDRESS_WITH_PATH = new RegExp(String.raw`(?<![\w@./-])(${HOST}\/[^\s"'<>]*[^\s"'<>.,;:!?)])`, 'gi');
const AMOUNT = /^\d+(st|nd|rd|th|[smhdkx]|am|pm|ms|gb|mb|kb)?$/i;

/** Words a long number follows that say how much or which way, not which thing ("limit 50000", "zip 94107", "than 10000"). */
const NOT_NUMBERED = /^(?:the|and|for|with|from|into|than|over|under|above|below|about|around|between|nearly|almost|approximately|least|most|top|first|last|limit|max|maximum|min|minimum|rows?|items|records|results|entries|zip|postcode|postal|code|port|year|amount|price|budget|cost|costs|salary|total|balance|sum|revenue|pay|paid|spent|spend|earned|worth|timeout|ttl|size|memory|bytes|seconds|threshold|quota|capacity|width|height|length|count|number|phone|tel|call|text|fax|reach|dial|are|was|were|has|had|have|ids?)$/;

const STATEMENT = /:\s*((?:SELECT|WITH|INSERT\s+INTO|UPDATE|DELETE\s+FROM|SHOW|DESCRIBE|EXPLAIN)\s[\s\S]+)$/;

export function extractEntities(question: string): { entities: Entities; rest: string } {
  const e: Entities = { branches: [], numbers: [], ids: [], issueKeys: [], people: [], quoted: [], paths: [], urls: [], places: [], times: [], dates: [], values: [], units: [], mine: false, tokens: [], domains: [], phones: [], tags: [], variables: [] };
  const statement = STATEMENT.exec(question)?.[1]?.trim();
  if (statement) e.statement = statement;
  let text = ` ${question} `;
  text = take(text, /https?:\/\/[^\s"'<>]+[^\s"'<>.,;:!?)]/g, (m) => e.urls.push(m[0]));
  // A time zone written as its IANA name ("(Europe/Lisbon)") is a place's zone, no owner/repo.
  const zones: Array<{ display: string; zone: string; at: number }> = [];
  text = take(text, IANA_ZONE, (m) => zones.push({ display: m[1]!.split('/').at(-1)!.replace(/_/g, ' '), zone: m[1]!, at: question.indexOf(m[1]!) }));
  // A page's address without its scheme ("pull linear.app/pricing"): a URL, no owner/repo. On a code host the path is
  // owner/repo (github.com/acme/api), as tools take it.
  text = take(text, ADDRESS_WITH_PATH, (m) => (CODE_HOSTS.test(m[1]!) ? { keep: ` ${m[1]!.replace(CODE_HOSTS, '')}` } : e.urls.push(`https://${m[1]}`)));
  text = take(text, QUOTED_VALUE, (m) => e.quoted.push((m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim()));
  text = take(text, /:([a-z0-9_+-]+):/g, (m) => (e.emoji = m[1]));
  // Absolute, home and relative paths: `/srv/app`, `~/notes`, `./stack`, `../shared`.
  text = take(text, /(?<=\s)((?:~|\.{1,2})?\/[\w./-]*[\w])(?=[\s,.;:!?)]|$)/g, (m) => e.paths.push(m[1]!));
  // A relative path that ends in a slash is a folder ("put it under 2025/q1/"), never owner/repo.
  text = take(text, /(?<=\s)([\w.-]+(?:\/[\w.-]+)+\/)(?=[\s,;:!?)]|\.?$|\.\s)/g, (m) => e.paths.push(m[1]!));
  // A note's path may hold spaces ("append it to my Obsidian note Travel/Packing rules.md"): folders, then words ending
  // in a document's extension, are one path, no owner/repo.
  text = take(text, /(?<=\s)([\w.-]+(?:\/[\w.-]+)+(?:\s+[\w-]+){1,3}\.(?:md|txt|pdf|docx?))(?=[\s,;:!?)]|\.?$|\.\s)/g, (m) => e.paths.push(m[1]!));
  for (const m of text.matchAll(/(?<=\s)(\*?\.[a-z0-9]{1,6})(?=\s+files?\b)/gi)) e.glob = m[1]!.startsWith('*') ? m[1]! : `*${m[1]}`;
  text = text.replace(/(?<=\s)\*?\.[a-z0-9]{1,6}(?=\s+files?\b)/gi, ' ');
  // Branches come before repositories: `from feature/login`, `called hotfix/typo`, `into main`.
  text = take(text, /\b(?:(?:from|into|onto|called|named|branch|on branch)\s+((?:feature|feat|fix|hotfix|bugfix|release|chore|dev|users?|topic|docs|refactor|test|exp)\/[\w./-]+|main|master|develop|dev|trunk|staging)|(?:called|named|branch)\s+([\w.-]+\/[\w./-]+))\b/gi, (m) => {
    e.branches.push((m[1] ?? m[2])!);
    // "Create a branch hotfix/x": the name is a value, the branch still what is made.
    return /^(?:on\s+)?branch\b/i.test(m[0]) ? { keep: ' branch ' } : undefined;
  });
  // Relative file paths (`src/index.ts`, `docs/old.md`) are not repositories when the question names a repository as well.
  const candidates = [...text.matchAll(/(?<![\w/])([A-Za-z0-9][\w.-]*(?:\/[\w.-]+)+)/g)].map((m) => m[1]!.replace(/[.]+$/, ''));
  const fileLike = (c: string) => /\.(md|txt|ts|tsx|js|jsx|mjs|py|json|ya?ml|sh|go|rs|java|c|h|cpp|html|css|sql|log|toml|lock|xml|csv|rb|php|kt|swift|ini|cfg|conf)$/i.test(c);
  // One `dir/name.md` alone is a file too: a repository is not named like a document (`vercel/next.js` is one, so not .js).
  const document = (c: string) => fileLike(c) && !/\.js$/i.test(c);
  if (candidates.length > 1 || candidates.some((c) => c.split('/').length > 2 || document(c))) {
    for (const c of candidates) if (fileLike(c) && (candidates.length > 1 || c.split('/').length > 2 || document(c))) {
      e.paths.push(c);
      text = text.replace(c, ' ');
    }
  }
  // A file named alone (".gitlab-ci.yml", "docker-compose.yml", "notes.txt"): a path, where no slash says one. Not a name
  // ending in .js ("next.js" is a framework). The name stays in the text: "README.md" still says a readme is what is read.
  for (const m of text.matchAll(/(?<=\s)(\.?[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:ya?ml|json|md|txt|toml|csv|xml|ini|cfg|conf|sql|log|py|tsx?|go|rs|rb|php|sh|html|css|lock))(?=[\s,;:!?)]|\.?$|\.\s)/g)) e.paths.push(m[1]!);
  // A dotted snake-case name (`sensor.living_room_temperature`, `fan.ceiling_fan`) is a thing's id; its first part says
  // what kind of thing it is ("sensor"), the rest no words.
  text = text.replace(/(?<![\w./@-])(([a-z][a-z0-9]*)\.[a-z0-9]+(?:_[a-z0-9]+)+)(?![\w/@-]|\.\w)/g, (_whole, id: string, kind: string) => {
    e.ids.push(id);
    return ` ${kind} `;
  });
  // "the ID of the sending domain": a word of the sentence after "id" is none; "the id is 3917284051" gives it.
  text = take(text, /(?<=\s)(?:with )?id\s+(?:is\s+)?(?!(?:of|for|to|in|on|is|and|or|the|that|it|its|from|with|as|at|a|an|her|his|their|my|our|your)\b)([A-Za-z0-9][\w-]*\w)\b/gi, (m) => e.ids.push(m[1]!));
  text = take(text, /\b(?:message|thread|ts)\s+(\d{6,}\.\d+|\d+\.\d+)\b/gi, (m) => e.ids.push(m[1]!));
  // A network's address and prefix ("the 10.42.0.0/16 network") is no owner/repo.
  text = text.replace(/\b\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}\b/g, ' ');
  text = take(text, /\b([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9_][\w.-]*[\w])\b/g, (m) => {
    if (e.owner === undefined) {
      e.owner = m[1];
      e.repo = m[2];
    }
  });
  text = take(text, /\b([A-Z][A-Z0-9]{1,9})-(\d+)\b/g, (m) => {
    e.issueKeys.push(`${m[1]}-${m[2]}`);
    e.projectKey ??= m[1];
  });
  for (const m of text.matchAll(/\b(main|master|develop|dev|trunk|staging)\b(?=\s+branch|\s+in\b|\s+on\b|[?.!]?\s*$)/gi)) {
    if (!e.branches.includes(m[1]!)) e.branches.push(m[1]!);
  }
  const project = /\bproject\s+([A-Z][A-Z0-9]{1,9})\b/.exec(text)?.[1] ?? /\b([A-Z][A-Z0-9]{1,9})\s+project\b/.exec(text)?.[1];
  if (project) e.projectKey = project;
  e.spaceKey = /\bspace\s+([A-Z][A-Z0-9]{1,9})\b/.exec(text)?.[1] ?? /\b([A-Z][A-Z0-9]{1,9})\s+space\b/.exec(text)?.[1];
  text = take(text, /(?<![\w&])#([a-z][\w-]*)/gi, (m) => (e.channel ??= `#${m[1]}`));
  text = take(text, /(?<![\w])@([\w.-]*\w)/g, (m) => e.people.push(`@${m[1]}`));
  text = take(text, /(?<![\w+])\+\d[\d ().-]{6,16}\d(?![\w])/g, (m) => e.phones.push(`+${m[0].replace(/\D/g, '')}`));
  text = take(text, /(?<![\w-])([A-Z][A-Z0-9_]*)=("[^"]*"|'[^']*'|[^\s,;]+)/g, (m) => e.variables.push({ name: m[1]!, value: m[2]!.replace(/^["']|["']$/g, '') }));
  // A setting's name alone, in capitals joined by underscores ("add DB_PASS to staging"): its parts are no words of the task.
  text = take(text, /(?<![\w-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?![\w-])/g, (m) => e.variables.push({ name: m[1]!, value: '' }));
  text = take(text, /(?<=\s)([a-z][\w.-]*:[a-z0-9*][\w.*-]*)(?=[\s,.;!?)]|$)/g, (m) => e.tags.push(m[1]!));
  text = takeDates(text, e.dates);
  text = take(text, /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/gi, (m) => {
    let hour = Number(m[1]) % 12;
    if (m[3]!.toLowerCase() === 'pm') hour += 12;
    e.times.push(`${String(hour).padStart(2, '0')}:${m[2] ?? '00'}`);
  });
  text = take(text, /\b(\d{1,2}):(\d{2})\b/g, (m) => e.times.push(`${m[1]!.padStart(2, '0')}:${m[2]}`));
  const duration = /\b(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|days?|d)\b(?!\/)/i.exec(text);
  if (duration && /^(h|m|d)/i.test(duration[2]!)) e.duration = `${duration[1]}${duration[2]![0]!.toLowerCase()}`;
  for (const m of text.matchAll(/\b(issue|issues|pr|pull request|pull|page|board|sprint|run|job|comment|alert|discussion|milestone|ticket|item|version|release|space|database|block|gist|thread|workflow)\s*#?\s*(\d+)\b/gi)) {
    e.numbers.push({ noun: m[1]!.toLowerCase(), value: m[2]! });
  }
  // Any other thing written with a long number after its name ("Airbnb listing 912834471", "Basecamp project 5583021")
  // is numbered by it; a limit, a size or an amount is no thing's number.
  // A name written with a hyphen ("to-do 7719034521") is the word a tool writes as one (todo_id).
  for (const m of text.matchAll(/\b([a-z]{3,}|[a-z]+-[a-z]+)\s+#?(\d{5,})\b(?![.,]\d)/gi)) {
    const noun = m[1]!.toLowerCase().replace('-', '');
    if (!NOT_NUMBERED.test(noun) && !e.numbers.some((n) => n.value === m[2])) e.numbers.push({ noun, value: m[2]!, loose: true });
  }
  for (const m of text.matchAll(/(?<![\w])#(\d+)\b/g)) if (!e.numbers.some((n) => n.value === m[1])) e.numbers.push({ value: m[1]! });
  for (const m of text.matchAll(/(?<![\w.#-])(-?\d+(?:\.\d+)?)(?![\w.-]*\d)/g)) e.values.push(Number(m[1]));
  // A web address written without its scheme: a scraper's or a webhook's URL all the same. Not an e-mail's domain.
  for (const m of text.matchAll(DOMAIN)) e.domains.push(m[1]!.toLowerCase());
  // What is left that mixes letters and digits is a value the user copied from somewhere (`AYx-12345`, `00g5xyz`), not a
  // word: an id some tool may ask for. An amount with its unit ("24h", "5gb", "3rd") is none.
  for (const m of text.matchAll(/(?<![\w@./#-])([A-Za-z0-9][\w-]{2,}[A-Za-z0-9])(?![\w@/-]|\.\w)/g)) {
    const t = m[1]!;
    if (/\d/.test(t) && /[A-Za-z]/.test(t) && !AMOUNT.test(t)) e.tokens.push(t);
  }
  const lower = text.toLowerCase();
  for (const [name, place] of Object.entries(PLACES).sort((a, b) => b[0].length - a[0].length)) {
    const at = lower.search(new RegExp(`\\b${name}\\b`));
    if (at >= 0 && !e.places.some((p) => p.zone === place.zone && p.display === place.display)) e.places.push({ ...place, at } as { display: string; zone: string });
  }
  for (const z of zones) if (!e.places.some((p) => p.zone === z.zone)) e.places.push(z);
  e.places.sort((a, b) => (a as { at?: number }).at! - (b as { at?: number }).at!);
  e.places = e.places.map(({ display, zone }) => ({ display, zone }));
  if (e.places.length === 0) {
    const raw = /\b(?:in|for|at|near)\s+((?:[A-Z][\w'-]+)(?:(?:\s+|,\s*)[A-Z][\w'-]+)*)/.exec(question)?.[1];
    if (raw && !/^(Jira|Slack|GitHub|Github|Notion|Confluence|Git|Done|To|In)$/.test(raw.split(/[\s,]/)[0]!)) e.places.push({ display: raw, zone: 'UTC' });
  }
  for (const m of lower.matchAll(/\b(celsius|fahrenheit|kelvin|kilometers|km\/h|km|miles|mi|feet|ft|mph|knots|hpa|psi|inhg)\b/g)) e.units.push(UNIT_CANON[m[1]!] ?? m[1]!);
  e.units = e.units.filter((u) => UNITS.includes(u) || Object.values(UNIT_CANON).includes(u));
  const state = /\b(open|opened|unresolved|pending|active)\b/i.test(lower) ? 'open' : /\b(closed|resolved|done|finished)\b/i.test(lower) ? 'closed' : /\bmerged\b/i.test(lower) ? 'merged' : undefined;
  if (state) e.state = state;
  e.mine = /\b(my|mine|me|i)\b/i.test(lower);
  const toPerson = /\bto\s+([a-z][\w]*\.[\w.]+)\b/i.exec(text) ?? /\b(?:assign(?:ed)?|give)\b.*?\bto\s+([A-Z][a-z]+)\b/.exec(question);
  if (toPerson && !e.people.includes(toPerson[1]!)) e.people.push(toPerson[1]!);
  const reviewer = /\b(?:review|approval|sign-off)\s+from\s+@?([a-z][\w.-]*[a-z0-9])\b/i.exec(text)?.[1];
  if (reviewer && !STOP_NAMES.has(reviewer.toLowerCase()) && !e.people.some((p) => p.replace(/^@/, '') === reviewer)) e.people.push(reviewer);
  // Whom a direct message goes to: "DM bob", "ping alice", "message @sam".
  const recipient = /\b(?:dm|pm|ping|direct message|message)\s+@?([a-z][\w.-]*[a-z0-9])\b/i.exec(text)?.[1];
  if (recipient && !STOP_NAMES.has(recipient.toLowerCase()) && !e.people.some((p) => p.replace(/^@/, '') === recipient)) e.people.push(recipient);
  const named = /\b(?:user|person|member|teammate|colleague)\s+([A-Z][a-z]+)\b/.exec(question)?.[1];
  if (named && !e.people.includes(named)) e.people.push(named);
  return { entities: e, rest: text.replace(/\s+/g, ' ').trim() };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_FIRST = '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|january|february|march|april|june|july|august|september|october|november|december)';
// A date without its year is read in the emulator's demo year, as its other made-up values are: the same question, the same run.
const DEMO_YEAR = 2026;

function isoDate(day: string, month: string, year: string | undefined): string | undefined {
  const m = MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
  const d = Number(day);
  if (m < 1 || d < 1 || d > 31) return undefined;
  return `${year ?? DEMO_YEAR}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Dates in the forms people write them: `2025-07-10`, "10 July 2025", "July 10, 2025", and a range "from 10 to 14 July". */
function takeDates(text: string, dates: string[]): string {
  const push = (...found: Array<string | undefined>) => {
    for (const d of found) if (d) dates.push(d);
  };
  let rest = take(text, new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:to|-|–|until|through)\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?(?:,?\\s+(\\d{4}))?\\b`, 'gi'), (m) => push(isoDate(m[1]!, m[3]!, m[4]), isoDate(m[2]!, m[3]!, m[4])));
  rest = take(rest, new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?(?:,?\\s+(\\d{4}))?\\b`, 'gi'), (m) => push(isoDate(m[1]!, m[2]!, m[3])));
  // Month first, the month capitalised or spelt out: "it may 5 times fail" has no date.
  rest = take(rest, new RegExp(`\\b${MONTH_FIRST}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'g'), (m) => push(isoDate(m[2]!, m[1]!, m[3])));
  return take(rest, /\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => push(`${m[1]}-${m[2]}-${m[3]}`));
}
