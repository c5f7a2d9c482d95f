import RandExp from 'randexp';
import { hash32 } from '../demo-seed';
import type { Intent } from './analyze';
import type { Entities } from './entities';
import { isEnglishWord } from './english';
import { STOPWORDS } from './lexicon';
import { escapeRegExp, nameWords, stem } from './text';
import { root } from './words';
import { LANGUAGE_CODES, languageOf } from './task-words';

/**
 * Fills a tool's arguments from the question and the tool's input_schema. The
 * schema leads: every required field gets a value of its type (resolving
 * `$ref`, `anyOf`/`oneOf`, nested objects and arrays), enums are respected,
 * and optional fields are set only when the question gives a value for them.
 */

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ArgContext {
  intent: Intent;
  toolName: string;
  /** Summaries of the calls made for earlier parts of the question (the body of "post a summary"). */
  earlier: readonly string[];
  /** The names of the fields beside this one (set while filling). */
  siblings?: readonly string[];
}

function resolveRef(schema: Schema, root: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 8 && typeof current.$ref === 'string'; i += 1) {
    const path = (current.$ref as string).replace(/^#\/?/, '').split('/').filter(Boolean);
    let target: unknown = root;
    for (const part of path) target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    if (!isObject(target)) return {};
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * Every member of an `allOf` applies (schema generators wrap an object or a `$ref` so): one schema with the members'
 * properties and requirements merged, so a property written `{ allOf: [{ type: 'object', … }] }` is filled as an object.
 */
function mergeAllOf(schema: Schema, root: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  let out: Schema = rest;
  for (const member of allOf.filter(isObject).map((m) => mergeAllOf(resolveRef(m, root), root))) {
    const properties = isObject(member.properties) || isObject(out.properties) ? { properties: { ...(isObject(member.properties) ? member.properties : {}), ...(isObject(out.properties) ? out.properties : {}) } } : {};
    const required = [...new Set([...listOf(out.required), ...listOf(member.required)])];
    out = { ...member, ...out, ...properties, ...(required.length > 0 ? { required } : {}) };
  }
  return out;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if ('const' in schema) return [typeof schema.const === 'number' ? 'number' : typeof schema.const === 'boolean' ? 'boolean' : 'string'];
  if (isObject(schema.properties)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

/** The branch of an `anyOf`/`oneOf` the model fills: the first that is not null, preferring one the value fits. */
function pickBranch(schema: Schema, root: Schema, value: unknown): Schema {
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (!Array.isArray(branches)) return schema;
  const options = branches.filter(isObject).map((b) => resolveRef(b, root)).filter((b) => !typesOf(b).every((t) => t === 'null') || typesOf(b).length === 0);
  const { anyOf: _a, oneOf: _o, ...rest } = schema;
  const wanted = value === undefined ? undefined : Array.isArray(value) ? 'array' : typeof value;
  const fitting = options.find((b) => {
    const types = typesOf(b);
    if (wanted === undefined) return true;
    return types.some((t) => t === wanted || (wanted === 'number' && t === 'integer') || (wanted === 'string' && (t === 'number' || t === 'integer') && /^-?\d+$/.test(String(value))));
  });
  const chosen = fitting ?? options[0] ?? {};
  return { ...rest, ...chosen };
}

const words = (s: string) => nameWords(s).map(stem);

function gist(intent: Intent): string {
  const w = intent.words.filter((x) => x.length > 2).slice(0, 6).join(' ');
  return w || intent.concepts.map((c) => c.phrase).join(' ') || intent.clause.replace(/[?!.]+$/, '').slice(0, 60);
}

function uuidFrom(seed: string): string {
  const hex = [0, 1, 2, 3].map((i) => hash32(`${seed}:${i}`).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A JQL query for what the question asks: project, type, state, assignee, text. */
export function buildJql(intent: Intent): string {
  const e = intent.entities;
  const clause = intent.clause.toLowerCase();
  const parts: string[] = [];
  if (e.projectKey) parts.push(`project = ${e.projectKey}`);
  if (/\bbugs?\b/.test(clause)) parts.push('issuetype = Bug');
  else if (/\bepics?\b/.test(clause)) parts.push('issuetype = Epic');
  else if (/\bstor(y|ies)\b/.test(clause)) parts.push('issuetype = Story');
  if (e.state === 'open' || /\b(open|unresolved|outstanding|pending)\b/.test(clause)) parts.push('statusCategory != Done');
  else if (e.state === 'closed') parts.push('statusCategory = Done');
  if (/\b(assigned to me|my (tickets|issues|bugs|tasks)|mine)\b/.test(clause)) parts.push('assignee = currentUser()');
  const text = e.quoted[0] ?? (intent.words.length > 0 && !e.projectKey ? intent.words.slice(0, 3).join(' ') : undefined);
  if (text) parts.push(`text ~ "${text.replace(/"/g, '')}"`);
  return `${parts.join(' AND ') || 'statusCategory != Done'} ORDER BY priority DESC`;
}

function searchText(intent: Intent, toolName: string): string {
  const e = intent.entities;
  // "the spreadsheet called 'Film festival sponsorships'": a thing found by the name it is called is searched by that name alone.
  // So is one found by a text it mentions ("events mentioning 'Halden rollout'").
  const calledBy = /\b(?:called|named|titled|mentioning|mentions|containing|contains|matching|about)\s+["'‘“]([^"'’”]{1,200})["'’”]/i.exec(intent.clause)?.[1];
  const terms = calledBy ?? [...e.quoted, ...intent.words.filter((w) => !['repositories', 'repository', 'repo', 'repos'].includes(w))].slice(0, 5).join(' ');
  const tool = toolName.toLowerCase();
  if (/pull_request|issues/.test(tool) && /search/.test(tool)) {
    const scope = e.owner ? `repo:${e.owner}/${e.repo} ` : '';
    const kind = /pull/.test(tool) ? 'is:pr' : 'is:issue';
    const state = e.state === 'merged' ? ' is:merged' : e.state ? ` is:${e.state}` : '';
    return `${scope}${kind}${state}${terms ? ` ${terms}` : ''}`.trim();
  }
  if (/search_code/.test(tool)) return `${terms || gist(intent)}${e.owner ? ` repo:${e.owner}/${e.repo}` : ''}`;
  if (/commits/.test(tool)) return `${terms || gist(intent)}${e.owner ? ` repo:${e.owner}/${e.repo}` : ''}`;
  return terms || intent.concepts[0]?.phrase || gist(intent);
}

const person = (p: string | undefined) => p?.replace(/^@/, '');

/** Which end of a date range an argument takes, by its name: `start_date`, `checkIn`, `timeMin` start it; `end_date`, `checkout`, `timeMax` end it. */
export function dateRole(name: string, schema: Schema = {}): 'start' | 'end' | 'date' | undefined {
  const n = name.toLowerCase().replace(/[^a-z]/g, '');
  const format = String(schema.format ?? '');
  const dated = /date|time|day|checkin|checkout/.test(n) || format === 'date' || format === 'date-time' || /\bdate\b|yyyy|iso 8601/i.test(String(schema.description ?? ''));
  if (!dated) return undefined;
  if (/^(start|begin|from|since|after|checkin|min)|(start|from|begin|min|after)$/.test(n)) return 'start';
  if (/^(end|to|until|before|checkout|max)|(end|to|until|max|before)$/.test(n)) return 'end';
  if (/date|^day$|^due/.test(n) || format === 'date' || format === 'date-time') return 'date';
  return undefined;
}

/** A date the question gives, for an argument that takes one, in the form its schema asks (a day, or a day and time). */
function datedValue(name: string, schema: Schema, dates: readonly string[]): string | undefined {
  if (dates.length === 0 || typesOf(schema).some((t) => t !== 'string' && t !== 'null')) return undefined;
  const role = dateRole(name, schema);
  if (!role) return undefined;
  const day = role === 'end' ? dates.at(-1)! : dates[0]!;
  const withTime = String(schema.format ?? '') === 'date-time' || /time/i.test(name);
  return withTime ? `${day}T${role === 'end' ? '23:59:59' : '00:00:00'}Z` : day;
}

/** A value the question gives for an argument, by the argument's name (and description). Undefined: the question says nothing. */
function known(name: string, schema: Schema, ctx: ArgContext): unknown {
  const { intent } = ctx;
  const e = intent.entities;
  const n = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const number = (noun?: RegExp) => (noun ? e.numbers.find((x) => x.noun && noun.test(x.noun)) : undefined)?.value ?? e.numbers.find((x) => !x.noun)?.value ?? e.numbers[0]?.value;
  const body = e.body ?? (ctx.earlier.length > 0 ? ctx.earlier.join(' ') : undefined);
  const zone = (i: number) => e.places[i]?.zone;
  const description = String(schema.description ?? '').toLowerCase();
  const date = datedValue(name, schema, e.dates);
  if (date !== undefined) return date;
  // GitLab's "Project ID or URL-encoded path": "project acme/ledger-api" is that path.
  if (n === 'projectid' && /\bpath\b/.test(description) && ownerRepo(e, intent.clause)) return `${e.owner}/${e.repo}`;
  switch (n) {
    case 'owner':
    case 'itemowner':
      return e.owner;
    case 'org':
    case 'organization':
      // Beside an `owner` (fork_repository's destination organization) it is something else.
      return /\bowner\b/.test(ctx.siblings?.join(' ') ?? '') ? undefined : e.owner;
    case 'repo':
    case 'repository':
    case 'itemrepo':
      return e.repo;
    case 'reposlug':
    case 'repositoryslug':
      // "acme/payments-api": a repository's slug is its name after the owner.
      return (ownerRepo(e, intent.clause) ? e.repo : undefined) ?? valueNamedBy(name, intent.clause, description);
    case 'workspace':
    case 'workspaceslug':
      // Bitbucket's workspace is the owner of "acme/payments-api", or the one the question quotes ("workspace 'harborline'").
      return (ownerRepo(e, intent.clause) ? e.owner : undefined) ?? /\bworkspace\s+['"‘“]([\w.-]{1,60})['"’”]/i.exec(intent.clause)?.[1];
    case 'repopath':
      return e.paths[0];
    case 'issuenumber':
      return number(/issue|ticket|item/);
    case 'pullnumber':
    case 'pullrequestnumber':
      return number(/^(pr|pull|pull request)$/);
    case 'discussionnumber':
      return number(/discussion/);
    case 'alertnumber':
      return number(/alert/);
    case 'number':
      return number();
    case 'issuekey':
    case 'issueidorkey':
    case 'inwardissuekey':
      return e.issueKeys[0];
    case 'outwardissuekey':
    case 'epickey':
      return e.issueKeys[1];
    case 'issuekeys':
    case 'issueidsorkeys':
      return e.issueKeys.length > 0 ? e.issueKeys.join(',') : undefined;
    case 'projectkey':
    case 'targetprojectkey':
    case 'project':
    case 'projectsfilter':
      return e.projectKey;
    case 'spacekey':
    case 'destinationspacekey':
      return e.spaceKey;
    case 'boardid':
      return number(/board/);
    case 'sprintid':
      return number(/sprint/);
    case 'pageid':
    case 'contentid':
    case 'sourcepageid':
      return number(/page|item/) ?? e.numbers[0]?.value ?? e.ids[0];
    case 'threadts':
    case 'timestamp':
    case 'ts':
    case 'messagets':
      return e.ids.find((x) => /^\d+\.\d+$/.test(x));
    case 'commentid':
      return number(/comment/) ?? e.ids[0];
    case 'channelid':
    case 'channel':
    case 'filterinchannel':
      return e.channel ?? e.people[0];
    case 'filterinimormpim':
      return e.channel ? undefined : e.people[0];
    case 'text':
    case 'body':
    case 'message':
    case 'comment':
    case 'content':
    case 'newcontent':
    case 'thought':
      if (n === 'message' && /commit/i.test(ctx.toolName)) return e.quoted[0] ?? body;
      if (n === 'content' && schema.enum) return undefined;
      return intent.verb.class === 'write' || n === 'message' || n === 'thought' ? body ?? (n === 'message' ? e.quoted[0] : undefined) : undefined;
    case 'title':
    case 'summary':
    case 'newtitle':
    case 'committitle':
      return titled(intent.clause, e.quoted) ?? e.quoted[0] ?? (intent.verb.class === 'write' ? (e.body ? capitalised(e.body) : capitalised(gist(intent))) : undefined);
    case 'name':
    case 'branch':
    case 'branchname':
      if (/branch/.test(n) || /branch/.test(ctx.toolName)) return e.branches.find((b) => !['main', 'master'].includes(b)) ?? e.branches[0] ?? e.quoted[0];
      return titled(intent.clause, e.quoted) ?? e.quoted[0];
    case 'head':
      return e.branches[0];
    case 'base':
    case 'frombranch':
    case 'basebranch':
      return e.branches.length > 1 ? e.branches[1] : undefined;
    case 'sha':
    case 'ref':
      return /commit/.test(ctx.toolName) && e.branches[0] ? e.branches[0] : undefined;
    case 'revision':
    case 'target':
      return e.branches[0];
    case 'query':
    case 'q':
    case 'searchquery':
    case 'keyword':
    case 'keywords':
    case 'namefilter':
      // A statement the question writes out ("…: SELECT …") is what a query field runs.
      return n === 'query' && e.statement ? e.statement : searchText(intent, ctx.toolName);
    case 'pattern':
      return e.glob ?? e.quoted[0] ?? searchText(intent, ctx.toolName);
    case 'jql':
      return buildJql(intent);
    case 'path':
    case 'filepath':
    case 'source':
      if (n === 'path' && /readme/i.test(intent.clause) && !e.paths[0]) return 'README.md';
      return e.paths[0];
    case 'destination':
      return e.paths[1];
    case 'paths':
    case 'filepaths':
      return e.paths.length > 0 ? e.paths : undefined;
    case 'url':
      return webAddress(e);
    case 'urls':
      return e.urls.length > 0 ? e.urls : undefined;
    case 'timezone':
    case 'sourcetimezone':
      return zone(0);
    case 'targettimezone':
      return zone(1) ?? zone(0);
    case 'time':
      return e.times[0];
    case 'location':
    case 'city':
    case 'address':
    case 'region':
      return e.places[0]?.display;
    case 'unit':
      return e.places[0] ? (/,\s*[A-Z]{2}$/.test(e.places[0].display) && !/UK$/.test(e.places[0].display) ? 'fahrenheit' : 'celsius') : undefined;
    case 'value':
      return e.values[0];
    case 'from':
      return e.units[0];
    case 'to':
      return /phone|e\.164|sms/i.test(description) ? e.phones[0] : e.units[1];
    case 'a':
      return e.values[0];
    case 'b':
      return e.values[1];
    case 'days':
      return /\bweek\b/i.test(intent.clause) ? 7 : /\btomorrow\b/i.test(intent.clause) ? 2 : undefined;
    case 'state':
      return e.state;
    case 'useridentifier':
    case 'assignee':
    case 'username':
    case 'user':
    case 'accountid':
      return person(e.people[0]) ?? (/\b(me|my|mine)\b/i.test(intent.clause) && n !== 'user' ? 'currentUser()' : undefined);
    case 'reviewers':
    case 'assignees':
      return e.people.length > 0 ? e.people.map(person) : undefined;
    case 'emoji':
      return e.emoji;
    case 'timespent':
      return e.duration;
    case 'labels':
      return e.quoted.length > 0 && /label/i.test(intent.clause) ? e.quoted : undefined;
    default:
      if (/issuetype/.test(n)) return /\bbugs?\b/i.test(intent.clause) ? 'Bug' : /\bstor(y|ies)\b/i.test(intent.clause) ? 'Story' : /\bepic\b/i.test(intent.clause) ? 'Epic' : 'Task';
      // "described as 'Images built by internal CI …'": the quoted words said to describe it are its description.
      if (n === 'description' && intent.verb.class === 'write') return /\bdescribed\s+as\s+['"‘“]([^'"’”\n]{1,500})['"’”]/i.exec(intent.clause)?.[1] ?? (e.body && e.quoted[0] ? e.body : undefined);
      // "with the key 'docker-internal-local'": a field of one word the question names right before a quoted value takes it.
      // "the cloudflare provider", "its 'index' module": a name (no English word) or a quoted one right before it, too.
      if (/^[a-z]{3,}$/.test(name)) {
        const said = new RegExp(`\\b${name}\\s*(?:[:=]\\s*)?['"‘“]([^'"’”\\n]{1,200})['"’”]`, 'i').exec(intent.clause)?.[1];
        if (said !== undefined) return said;
        const before = new RegExp(`\\b(?:the|its|their|our|my|this|that)\\s+(?:['"‘“]([^'"’”\\n]{1,80})['"’”]|([a-z][\\w.-]*))\\s+${name}\\b`, 'i').exec(intent.clause);
        if (before?.[1] !== undefined) return before[1];
        const word = before?.[2];
        if (word !== undefined && !STOP_VALUES.has(word.toLowerCase()) && !NOT_NAMES.has(word.toLowerCase()) && !isEnglishWord(word) && !STOPWORDS.has(word.toLowerCase())) return word;
      }
      // The text of a message, never its content_type or format.
      if (/^(message|text|content)/.test(n) && !/(type|format|mode|kind)$/.test(n) && description.includes('message')) return body;
      // Variables the question sets as NAME=value: as pairs, or as a map of names to values, whichever the field takes.
      if (e.variables.some((v) => v.value !== '') && /^(?:variables|vars|env|envvars|environmentvariables)$/.test(n)) {
        const types = typesOf(schema);
        const valued = e.variables.filter((v) => v.value !== '');
        if (types.includes('array')) return valued.map((v) => `${v.name}=${v.value}`);
        if (types.includes('object')) return Object.fromEntries(valued.map((v) => [v.name, v.value]));
      }
      // The setting's name the question gives ("add DB_PASS to staging") is the name a secret or a variable is made under.
      if (e.variables.length > 0 && /^(?:secret|variable|env|envvar)_?(?:name|key)$/.test(n)) return e.variables[0]!.name;
      // Tags the question writes as key:value (`env:staging`) are what a scope or a tag filter takes.
      if (e.tags.length > 0 && /^(?:scope|scopes|tags?|filter)$/.test(n)) return typesOf(schema).includes('array') ? e.tags : e.tags.join(',');
      // A phone number the question gives: whatever the field is called (phone_number, recipient, toNumber).
      // Or whoever receives it ("recipient", "to"), when the question gives a number and no address.
      if (e.phones.length > 0 && (/phone|mobile/.test(n) || /phone number|e\.164/i.test(description) || (/^(?:recipient|to|receiver)$/.test(n) && !/@/.test(intent.clause)))) return e.phones[0];
      if (e.statement && /^(?:sql|sqlquery|statement|querystring)$/.test(n)) return e.statement;
      // The language the question names, as the field takes it: a code ("de", targetLangCode) or a name.
      if (/lang/.test(n)) {
        const language = languageOf(intent.clause, /source|from|input|original/.test(n) ? 'source' : 'target');
        if (language) return /code|iso/.test(n) || /\bcode\b|iso/.test(description) ? LANGUAGE_CODES[language] : language[0]!.toUpperCase() + language.slice(1);
      }
      // "My calendar" is the one the description names the user's own by ("use 'primary' for the main calendar").
      if (/id$/.test(n) && n.length > 4) {
        const own = /['"`](primary|me|self)['"`]/.exec(description);
        if (own && new RegExp(`\\bmy\\s+${escapeRegExp(n.slice(0, -2))}\\b`, 'i').test(intent.clause)) return own[1];
      }
      // An opaque id the question gives (`id 8f2e-41`) fills the tool's one id field.
      if (/id$/.test(n) && e.ids.length > 0 && !ofSibling(e.ids[0]!, n, ctx)) return e.ids[0];
      // A code written like an issue key ("the document ORD-10442") is the one id of a tool that takes no key.
      if (n === 'id' && e.issueKeys.length > 0 && !(ctx.siblings ?? []).some((s) => /key$/i.test(s))) return e.issueKeys[0];
      // A web address, given whole or as a bare domain: webhook_url, endpoint, callbackUri.
      if (/(url|uri|webhook|endpoint)$/.test(n)) return webAddress(e);
      // A key or id the question writes as a value no other field took (`AYx-12345`, `00g5xyz`), or a host's name
      // (`web-07`): a secret is never one.
      if (/(id|identifier|key|host|hostname)$/.test(n) && !SECRET_KEYS.test(n) && e.tokens[0] !== undefined && takesString(schema, e.tokens[0]) && !ofSibling(e.tokens[0], n, ctx)) return e.tokens[0];
      // A numbered thing the field's description names: parent_id "The ID of the parent page" ← "page 7781"; or its name
      // does: todo_id ← "to-do 7719034521".
      if (/id$/.test(n)) {
        const named = numberNamedIn(e.numbers, `${description} ${name.replace(/[_-]?ids?$/i, '').replace(/[_-]/g, ' ')}`);
        if (named !== undefined) return named;
      }
      // A path the question gives fills a field named for where things go (localPath, output_dir, targetFolder).
      if (/^(?:local|output|download|target|save|dest|destination|out)(?:path|dir|directory|folder)$/.test(n) && e.paths.length > 0 && takesString(schema, e.paths[0]!)) return e.paths[0];
      // "acme's web-frontend pipeline": whose thing it is, said by a name, is the organization or owner a tool asks for.
      if (/^(?:org|organi[sz]ation|owner|workspace|account)(?:slug|name|id)?$/.test(n)) {
        const owner = OWNER.exec(intent.clause)?.[1];
        if (owner !== undefined && !NOT_OWNERS.test(owner)) return owner.toLowerCase();
      }
      return valueNamedBy(name, intent.clause, description);
  }
}

const OWNER = /(?<![\w'’-])([a-z][\w-]*)['’]s\s+(?=[a-z0-9])/i;
const NOT_OWNERS = /^(?:it|that|this|what|there|here|let|he|she|who|where|today|tomorrow|yesterday|tonight|everyone|someone|somebody|nobody|one|year|week|month|day|mum|mom|dad|wife|husband|team|company)$/i;

/** The number whose noun a field's description names ("The ID of the parent page" ← "page 7781"), if the question gives one. */
export function numberNamedIn(numbers: Entities['numbers'], description: string): string | undefined {
  return numbers.find((x) => x.noun && new RegExp(`\\b${escapeRegExp(x.noun)}\\b`, 'i').test(description))?.value;
}

/**
 * Whether the question gives this value as another argument's: "space 4hq8zk2c1m" is the spaceId beside entryId, not
 * the entry's. Only where the tool has that other argument; a value after a word no argument is named for stays free.
 */
function ofSibling(value: string, field: string, ctx: ArgContext): boolean {
  const before = new RegExp(`\\b([A-Za-z]+)\\s+(?:id\\s+)?['"#]?${escapeRegExp(value)}`, 'i').exec(ctx.intent.clause)?.[1]?.toLowerCase().replace(/s$/, '');
  if (!before || before.length < 3 || field.startsWith(before)) return false;
  return (ctx.siblings ?? []).some((s) => {
    const other = s.toLowerCase().replace(/[^a-z0-9]/g, '');
    return other !== field && other.startsWith(before) && /(id|key)$/.test(other);
  });
}

/** Keys that are credentials, not the name of a thing: no question's value fills them. */
const SECRET_KEYS = /(api|secret|access|private|public|license|encryption|signing)key$/;

/** Whether a string may stand for this schema as written: its pattern, const, enum and any branch of anyOf/oneOf allow it. */
function takesString(schema: Schema, value: string): boolean {
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray) as Schema[] | undefined;
  if (branches) return branches.some((b) => isObject(b) && takesString(b as Schema, value));
  if ('const' in schema) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  if (typeof schema.pattern === 'string') {
    try {
      return new RegExp(schema.pattern, 'u').test(value);
    } catch {
      return false;
    }
  }
  const types = typesOf(schema);
  return types.length === 0 || types.includes('string');
}

/** An owner/repo this part of the question names as one, not a folder's path ("into the Legal/Renewals folder"). */
function ownerRepo(e: Entities, clause: string): boolean {
  return e.owner !== undefined && e.repo !== undefined && new RegExp(`${escapeRegExp(`${e.owner}/${e.repo}`)}(?!\\s+(?:folder|directory|dir)\\b)`, 'i').test(clause);
}

/** The question's URL, or its bare domain made one (`docs.stripe.com` → https://docs.stripe.com). */
function webAddress(e: Entities): string | undefined {
  return e.urls[0] ?? (e.domains[0] ? `https://${e.domains[0]}` : undefined);
}

/**
 * A value the question gives right after the noun an argument is named for, on
 * any schema: `user_id` ← "user 00u9", `pod_name` ← "pod api-7f9c", `orderId` ←
 * "order 2409", `pipeline_slug` ← "pipeline web". An id needs a digit, `_` or `-`
 * in it, so "user to" never fills one.
 */
export function valueNamedBy(argument: string, clause: string, description = '', quotedBefore = true): string | undefined {
  const parts = nameWords(argument);
  const suffix = parts.at(-1) ?? '';
  if (parts.length < 2 || !['id', 'ids', 'uid', 'key', 'name', 'number', 'slug', 'uuid', 'token', 'symbol', 'code'].includes(suffix)) return undefined;
  const noun = parts.slice(0, -1).join('[ _-]?');
  // An id that may be a name ("Container ID or name") takes a plain word too.
  const named = ['name', 'slug', 'symbol', 'code'].includes(suffix) || /\bname\b/i.test(description);
  // Every place the noun is said, in order: "the funnel report for saved funnel 7781234" gives its id at the second.
  // A quoted value is one the user wrote out for it ("space 'k8n2v4pq1xyz'", "environment 'master'"): it stands as written.
  const valid = ([v, quoted]: [string, boolean]) => !STOP_VALUES.has(v.toLowerCase()) && (quoted || /\d|[_-]/.test(v) || named);
  // "knowledge base (ID KB7XQ2M9PL)": the id in brackets after the noun is its.
  const after = (n: string) =>
    [...clause.matchAll(new RegExp(`\\b${n}s?\\s+(?:\\((?=(?:id|number|no\\.?|key)\\b))?(?:(?:id|number|no\\.?|key|named|called)(?::\\s*|\\s+))?(?:#?([A-Za-z0-9][\\w.:-]*)|'([A-Za-z0-9][\\w.:-]*)'|"([A-Za-z0-9][\\w.:-]*)")`, 'gi'))]
      .map((m): [string, boolean] => [(m[1] ?? m[2] ?? m[3]!).replace(/[.:]+$/, ''), m[1] === undefined])
      .find(valid)?.[0];
  // The thing an id of several words is of comes first (storyPublicId ← "story 4821"), when the whole is not said.
  const value = after(noun) ?? (parts.length > 2 ? after(parts[0]!) : undefined);
  if (value) return value;
  // The words the description says the id is of ("The arXiv paper ID") name it as the user may: "arXiv 2402.17764".
  const of = /\b([a-z][a-z0-9]{2,})(?:\s+([a-z]{3,}))?\s+(?:id|identifier)s?\b/i.exec(description);
  const described = [of?.[1], of?.[2]].filter((w): w is string => w !== undefined && !STOP_VALUES.has(w.toLowerCase()) && w.toLowerCase() !== 'unique').map((w) => after(escapeRegExp(w))).find((v) => v !== undefined && /\d/.test(v));
  if (described) return described;
  // The value before the noun: "the nginx container", "the web deployment", "the 'mobile-api' repo".
  // A quoted name may have spaces ("the 'book flu jab' task").
  const before = new RegExp(`\\b(?:the|my|our|that|this)\\s+(?:(['"‘“])([a-z0-9][^'"’”]{0,80}?)['"’”]|([a-z0-9][\\w.-]*))\\s+${noun}s?\\b`, 'i').exec(clause);
  const quoted = quotedBefore ? before?.[2] : undefined;
  if (quoted && !STOP_VALUES.has(quoted.toLowerCase()) && (/\d|[_-]/.test(quoted) || named)) return quoted;
  const plainBefore = before?.[3];
  if (!plainBefore || STOP_VALUES.has(plainBefore.toLowerCase()) || NOT_NAMES.has(plainBefore.toLowerCase())) return undefined;
  return /\d|[_-]/.test(plainBefore) || named ? plainBefore : undefined;
}

// Words before a noun that qualify it rather than name it.
const NOT_NAMES = new Set(['last', 'latest', 'first', 'new', 'old', 'current', 'next', 'previous', 'same', 'other', 'whole', 'entire', 'default', 'main', 'only', 'running', 'stopped', 'open', 'closed', 'local', 'remote', 'public', 'private', 'big', 'small', 'top', 'all', 'every', 'each', 'failed', 'active']);

/** "list 'Personal' … titled 'Renew passport'": the quoted name a thing is titled or called by, not the first quoted. */
function titled(clause: string, quoted: readonly string[]): string | undefined {
  const value = /\b(?:titled|entitled|called|named)\s+["'‘“]([^"'’”]+)["'’”]/i.exec(clause)?.[1];
  return value !== undefined && quoted.includes(value) ? value : undefined;
}

const STOP_VALUES = new Set(['to', 'in', 'on', 'of', 'for', 'from', 'the', 'a', 'an', 'and', 'with', 'at', 'as', 'is', 'that', 'this', 'it', 'its', 'by', 'into', 'titled', 'whose', 'which', 'where']);

/** Whether the question gives a value for a tool's argument (the model avoids tools whose required ids it cannot fill). */
export function knownArgument(name: string, schema: unknown, ctx: ArgContext): boolean {
  return known(name, isObject(schema) ? schema : {}, ctx) !== undefined;
}

/** An enum value that fits the question: the one sharing most words with it, else the default, else the first. */
function chooseEnum(values: unknown[], schema: Schema, ctx: ArgContext, wanted: unknown): unknown {
  if (wanted !== undefined) {
    const hit = values.find((v) => v === wanted) ?? values.find((v) => String(v).toLowerCase() === String(wanted).toLowerCase());
    if (hit !== undefined) return hit;
  }
  const question = new Set(words(ctx.intent.clause));
  for (const c of ctx.intent.concepts) for (const t of c.tool) for (const w of words(t)) question.add(w);
  for (const w of ctx.intent.verb.tool) question.add(stem(w));
  // What the tool is about (issue_read → issue) tells its enum values apart no better than nothing.
  for (const w of words(ctx.toolName)) if (!ctx.intent.verb.tool.some((v) => stem(v) === w)) question.delete(w);
  // By root too: "decline the invite" picks "declined", "archive it" picks "archived".
  const roots = new Set([...question].map(root));
  let best: { value: unknown; score: number } | undefined;
  values.forEach((value) => {
    const parts = words(String(value));
    // Words of the value the question does not say count against it: "get" beats "get_sub_issues" for "show me issue #42".
    const matched = parts.filter((p) => question.has(p) || roots.has(root(p))).length;
    const score = matched - (matched > 0 ? 0.6 * (parts.length - matched) : 0);
    // The first value wins a tie: a later one that matches as well is no better.
    if (!best || score > best.score) best = { value, score };
  });
  if (best && best.score >= 1) return best.value;
  if ('default' in schema && values.includes(schema.default)) return schema.default;
  return values[0];
}

function coerce(value: unknown, schema: Schema): unknown {
  const types = typesOf(schema);
  if (value === undefined) return undefined;
  if (types.length === 0) return value;
  if (Array.isArray(value)) {
    if (types.includes('array')) return value;
    if (types.includes('string')) return value.join(',');
    return undefined;
  }
  if (typeof value === 'number') {
    if (types.includes('integer') && Number.isInteger(value)) return value;
    if (types.includes('number')) return value;
    if (types.includes('string')) return String(value);
    return undefined;
  }
  if (typeof value === 'string') {
    if (types.includes('string')) return value;
    if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    if (types.includes('array')) return [value];
    return undefined;
  }
  if (typeof value === 'boolean') return types.includes('boolean') ? value : undefined;
  return types.includes('object') ? value : undefined;
}

const ID_OR_NAME = /\b(?:id|identifier)\s+or\s+name\b|\bname\s+or\s+(?:id|identifier)\b/i;

/**
 * The name an id field takes when its description also takes a name ("Container ID or name"): a word no dictionary
 * knows right after the verb ("restart nginx"). Undefined when the field takes no name or the question says none.
 */
export function nameForId(intent: Pick<Intent, 'verbWord' | 'clause'>, description: string): string | undefined {
  if (!ID_OR_NAME.test(description) || !/^[a-z]+$/i.test(intent.verbWord)) return undefined;
  const named = new RegExp(`\\b${intent.verbWord}\\s+(?:the\\s+)?([a-z][\\w.-]{2,})\\b`, 'i').exec(intent.clause)?.[1];
  return named === undefined || isEnglishWord(named) || STOPWORDS.has(named.toLowerCase()) ? undefined : named;
}

/** A field whose schema gives a default ("environmentId", default "master"): filled by it when the question says nothing. */
export function givesDefault(schema: unknown): schema is Schema & { default: unknown } {
  return isObject(schema) && 'default' in schema && schema.default !== null && schema.default !== undefined;
}

/** A value of the schema's type when the question gives none: default, enum, const, or a placeholder named after the field. */
function placeholder(name: string, schema: Schema, root: Schema, ctx: ArgContext, depth: number): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return chooseEnum(schema.enum, schema, ctx, undefined);
  if (givesDefault(schema)) return schema.default;
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  const n = name.toLowerCase();
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
      const value = /(number|id)$/i.test(name) ? 1 : /total|count|limit|per_?page|size/.test(n) ? 10 : 1;
      return min !== undefined && value < min ? min : value;
    }
    case 'boolean':
      return false;
    case 'array': {
      const items = isObject(schema.items) ? resolveRef(schema.items, root) : {};
      const min = typeof schema.minItems === 'number' ? schema.minItems : 1;
      return Array.from({ length: Math.max(1, min) }, () => fillValue(name.replace(/s$/, ''), items, root, ctx, depth + 1, true));
    }
    case 'object':
      return fillObject(schema, root, ctx, depth + 1);
    default: {
      const format = String(schema.format ?? '');
      if (format === 'uuid' || /_?id$/i.test(name) && /uuid/i.test(String(schema.description ?? ''))) return uuidFrom(`${ctx.toolName}:${name}:${ctx.intent.clause}`);
      if (format === 'date') return '2026-01-15';
      if (format === 'date-time' || /date|started|since|until/.test(n)) return format === 'date' || /_date$/.test(n) ? '2026-01-15' : '2026-01-15T09:00:00Z';
      if (format === 'email' || /email/.test(n)) return 'demo@example.com';
      // "connect to postgresql://report_ro:…@10.12.4.30:5432/analytics": a connection string is the address with its scheme.
      if (/conn(?:ection)?_?str|dsn|connection_?ur[il]|database_?ur[il]/.test(n)) {
        const address = /\b[a-z][a-z0-9+.-]*:\/\/\S+/i.exec(ctx.intent.clause)?.[0]?.replace(/[.,;)]+$/, '');
        if (address) return address;
      }
      if (format === 'uri' || format === 'url' || /url/.test(n)) return 'https://example.com/demo';
      if (/(^|_)(id|ids|key|ts|sha|number)$|Id$|ID$/.test(name)) {
        if (/ts$/.test(name)) return '1768498860.000100';
        if (/sha/.test(n)) return 'HEAD';
        const example = exampleSaid(schema, ctx);
        if (example) return example;
        const named = nameForId(ctx.intent, String(schema.description ?? ''));
        if (named) return named;
        return `demo-${name.replace(/_?(id|key)$/i, '').replace(/_/g, '-').toLowerCase() || 'item'}-1`;
      }
      if (/^(name|title|summary|entitytype|entity_type)$/.test(n)) {
        if (/entitytype|entity_type/.test(n)) return 'person';
        const body = ctx.intent.entities.body;
        return ctx.intent.entities.quoted[0] ?? (body ? capitalised(body.split(/\s+/).slice(0, 4).join(' ')) : capitalised(gist(ctx.intent)));
      }
      if (/^(text|content|body|message|comment|observations?|contents?)$/.test(n)) return ctx.intent.entities.body ?? capitalised(gist(ctx.intent));
      if (/path/.test(n)) return ctx.intent.entities.paths[0] ?? '/demo/path';
      if (/timezone/.test(n)) return ctx.intent.entities.places[0]?.zone ?? 'UTC';
      if (/^(from|to|source|target)$/.test(n)) return n;
      // Free text (a query, a topic) may say what the question asks; any other field gets an example
      // from its description, else a neutral demo value, never a question word out of context.
      if (/^(query|q|topic|keywords?|search|thought|description|prompt|question|input|observation)$/.test(n)) return gist(ctx.intent);
      // "Action to perform: 'get', 'start', 'pause' or 'skip'": the action the question asks, when it is one of those offered.
      const action = /^(action|operation|op|command)$/.test(n) ? ctx.intent.verbWord.split(/\s+/)[0]?.toLowerCase() : undefined;
      if (action && /^[a-z]+$/.test(action) && new RegExp(`['"\`]${action}['"\`]`).test(String(schema.description ?? ''))) return action;
      return exampleOf(schema) ?? `demo-${name.replace(/([a-z])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase()}`;
    }
  }
}

/** A value the field's description offers: `Example: 'public_channel,private_channel'`, `e.g. "main"`, `Allowed values: 'a', 'b'`. */
/** "Calendar IDs (e.g., 'primary', …)" for "my primary Google Calendar": a one-word example the description quotes and the question says. */
function exampleSaid(schema: Schema, ctx: ArgContext): string | undefined {
  const said = new Set(words(ctx.intent.clause));
  return [...String(schema.description ?? '').matchAll(/['"`]([A-Za-z][a-z]{2,30})['"`]/g)].map((m) => m[1]!).find((e) => words(e).every((w) => said.has(w)));
}

function exampleOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.examples) && typeof schema.examples[0] === 'string') return schema.examples[0];
  const d = String(schema.description ?? '');
  const m = /\b(?:example|e\.g\.|for example|such as)[:\s]*['"`]([^'"`]{1,60})['"`]/i.exec(d) ?? /\b(?:allowed values|one of)[:\s]*['"`]([^'"`]{1,60})['"`]/i.exec(d);
  return m?.[1];
}

function fillValue(name: string, raw: Schema, root: Schema, ctx: ArgContext, depth: number, required: boolean): unknown {
  let schema = mergeAllOf(resolveRef(raw, root), root);
  const wanted = depth === 0 ? known(name, schema, ctx) : /^(content|text)$/.test(name) ? ctx.intent.entities.body ?? (ctx.earlier.join(' ') || undefined) : undefined;
  schema = pickBranch(schema, root, wanted);
  schema = mergeAllOf(resolveRef(schema, root), root);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    if (wanted === undefined && !required) return undefined;
    const value = chooseEnum(schema.enum, schema, ctx, wanted);
    if (!required && wanted !== undefined && String(value).toLowerCase() !== String(wanted).toLowerCase()) return undefined;
    return value;
  }
  if (wanted !== undefined) {
    const value = conform(coerce(wanted, schema), schema, root);
    if (value !== undefined) return value;
  }
  if (!required || depth > 6) return undefined;
  const value = placeholder(name, schema, root, ctx, depth);
  return conform(value, schema, root) ?? sample(schema) ?? value;
}

/** A string's own constraints: `pattern`, `minLength`, `maxLength`. */
function stringFits(value: string, schema: Schema): boolean {
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.pattern === 'string') {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return false;
    } catch {
      return true; // a pattern JavaScript cannot compile is not one the model can check
    }
  }
  return true;
}

/**
 * The value if it keeps the schema's constraints (strings, and an array's
 * items), else undefined: "Germany" is no value for a two-letter country code.
 */
function conform(value: unknown, schema: Schema, root: Schema): unknown {
  if (typeof value === 'string') return stringFits(value, schema) ? value : undefined;
  if (Array.isArray(value) && isObject(schema.items)) {
    const items = resolveRef(schema.items, root);
    // A string is no item of an array of objects (Lara's `text`: [{text, translatable}]); the filler then builds the objects.
    const kinds = typesOf(items);
    const objects = kinds.includes('object') && !kinds.includes('string');
    // Nor is a word an item of an array of numbers (Brevo's `listIds`): a numeral is kept as its number, a name left out.
    const numeric = !kinds.includes('string') && kinds.some((t) => t === 'number' || t === 'integer');
    const numeral = kinds.includes('number') ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/;
    const kept = value.flatMap((v) => (typeof v !== 'string' ? [v] : numeric ? (numeral.test(v) ? [Number(v)] : []) : !objects && stringFits(v, items) ? [v] : []));
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    if (kept.length < Math.max(min, value.length > 0 ? 1 : 0)) {
      const one = sample(items);
      return one === undefined ? undefined : Array.from({ length: Math.max(min, 1) }, () => one);
    }
    return kept;
  }
  return value;
}

// Candidates for a constrained string the question gives no value for, most neutral first.
const SAMPLES = ['demo', 'US', 'us', 'en', 'EN', 'USD', 'usd', 'A', 'a', '1', '0', 'demo-1', 'demo_1', 'x1', '2026-01-15', '2026-01-15T09:00:00Z', '00:00', 'https://example.com/demo', 'demo@example.com', 'AA', 'ABC', 'abc', '123', '1.0.0'];

/** A value that keeps a string schema's pattern and lengths, when one of a few neutral ones does. */
function sample(schema: Schema): string | undefined {
  if (typesOf(schema).length > 0 && !typesOf(schema).includes('string')) return undefined;
  if (typeof schema.pattern !== 'string' && typeof schema.minLength !== 'number' && typeof schema.maxLength !== 'number') return undefined;
  const hit = SAMPLES.find((c) => stringFits(c, schema));
  if (hit) return hit;
  if (typeof schema.minLength === 'number' && typeof schema.pattern !== 'string') return 'd'.repeat(schema.minLength);
  return typeof schema.pattern === 'string' ? fromPattern(schema.pattern, schema) : undefined;
}

/**
 * The plainest string a pattern takes (`^[A-Za-z0-9]{10}$` → "0000000000"): every choice its first, every repeat its
 * fewest, so the same schema always gets the same value. Undefined when even that breaks the lengths or the pattern.
 */
function fromPattern(pattern: string, schema: Schema): string | undefined {
  try {
    const generator = new RandExp(pattern);
    generator.randInt = (low: number) => low;
    generator.max = 1;
    const value = generator.gen();
    return stringFits(value, schema) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An object's fields, filled. When it asks for one of several sets of fields (Brevo's send_email: a subject with HTML
 * or with text, or a template), the set the question's own values already make up is the one it asks for ("using
 * template 42"); else the first set its properties all define is filled too. A `oneOf` holds for exactly one set, so a
 * field only another set needs is left out where it would make a second one.
 */
function fillFields(schema: Schema, fill: (name: string, prop: Schema, required: boolean) => unknown): Record<string, unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const always = new Set(listOf(schema.required).map(String));
  const fillWith = (required: ReadonlySet<string>) => {
    const out: Record<string, unknown> = {};
    for (const [name, prop] of Object.entries(properties)) {
      if (!isObject(prop)) continue;
      const value = fill(name, prop, required.has(name));
      if (value !== undefined) out[name] = value;
    }
    return out;
  };
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray) as unknown[] | undefined;
  const sets = (branches ?? []).filter(isObject).map((b) => listOf(b.required).map(String)).filter((names) => names.length > 0 && names.every((n) => n in properties));
  if (sets.length === 0) return fillWith(always);
  const given = fillWith(always);
  const chosen = sets.find((names) => names.every((n) => n in given));
  const out = chosen ? given : fillWith(new Set([...always, ...sets[0]!]));
  const kept = chosen ?? sets[0]!;
  if (Array.isArray(schema.oneOf)) {
    for (const names of sets) {
      if (names === kept || !names.every((n) => n in out)) continue;
      for (const n of names) if (!kept.includes(n) && !always.has(n)) delete out[n];
    }
  }
  return out;
}

function fillObject(schema: Schema, root: Schema, ctx: ArgContext, depth: number): Record<string, unknown> {
  return fillFields(schema, (name, prop, required) => fillValue(name, prop, root, ctx, depth, required));
}

export function fillArguments(inputSchema: unknown, ctx: ArgContext): Record<string, unknown> {
  if (!isObject(inputSchema)) return {};
  const root = inputSchema;
  const schema = mergeAllOf(resolveRef(root, root), root);
  const withSiblings = { ...ctx, siblings: Object.keys(isObject(schema.properties) ? schema.properties : {}) };
  return fillFields(schema, (name, prop, required) => fillValue(name, prop, root, withSiblings, 0, required));
}
