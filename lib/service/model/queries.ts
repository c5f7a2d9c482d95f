import { MAX_REGEX_LENGTH, type SearchVariant } from '@/lib/search/types';
import type { Intent } from './analyze';
import { conceptRegex, VERB_HINTS } from './lexicon';

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
const PREFIXED = new Set(['jira', 'confluence', 'git']);

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
  const prefix = intent.platform && PREFIXED.has(intent.platform) ? intent.platform : undefined;
  if (head.broad || intent.verb.class === 'write') {
    const core = `${verbs}[\\w-]*${alternation([object])}|${alternation([object])}[\\w-]*${verbs}`;
    const general = intent.verb.class === 'read' && !intent.specific && prefix ? `|${prefix}_search$` : '';
    out.push(prefix ? `${prefix}[\\w-]*(${core})${general}` : core);
  } else {
    out.push(prefix ? `${prefix}[\\w-]*${alternation([object])}` : object);
  }
  // Other words for the same thing, and the other objects the question names.
  const synonyms = head.says.filter((s) => /^[a-z]+$/.test(s) && s.length > 2 && !new RegExp(`^(${object})$`).test(s)).slice(0, 4);
  const second = [object, ...synonyms, ...others.map(conceptRegex)].join('|');
  out.push(prefix ? `${prefix}.*(${second})` : second);
  if (prefix) out.push(`${prefix}[\\w-]*${alternation(verbWords(intent))}`);
  else if (intent.platform) out.push(`${intent.platform}.*(${object})|(${object}).*${intent.platform}`);
  else if (intent.verb.class === 'read' && !intent.specific) out.push('search|query');
  else out.push(`${verbs}.*(${[object, ...others.map(conceptRegex)].join('|')})`);
  return [...new Set(out.map(fit))];
}

function bm25Queries(intent: Intent): string[] {
  const [head, ...others] = intent.concepts;
  const verb = intent.verb.class === 'read' ? (intent.specific ? 'get' : intent.verb.id === 'convert' ? 'convert' : intent.verb.id === 'search' ? 'search' : 'list') : intent.verb.tool[0]!;
  const platform = intent.platform ?? '';
  const state = intent.verb.class === 'read' && intent.entities.state ? intent.entities.state : '';
  if (!head) {
    const words = intent.words.slice(0, 6).join(' ');
    return [words ? `${intent.verbWord || verb} ${words}`.trim() : intent.clause.replace(/[?!.]+$/, '')].filter(Boolean);
  }
  const single = intent.specific && !intent.plural ? `${head.phrase.replace(/s$/, '')} details` : head.phrase;
  const phrase = head.broad ? `${verb} ${state} ${platform} ${single}` : `${head.phrase} ${platform}`;
  const first = [phrase, ...others.slice(0, 2).map((o) => o.phrase)].join(' ');
  const synonyms = head.says.filter((s) => s !== head.phrase).slice(0, 4).join(' ');
  const second = `${intent.verbWord && intent.verb.class === 'write' ? intent.verbWord : verb} ${synonyms} ${intent.words.slice(0, 3).join(' ')} ${platform}`;
  return [...new Set([first, second].map((q) => q.replace(/\s+/g, ' ').trim()))];
}

function keywordQueries(intent: Intent): string[] {
  const [head, ...others] = intent.concepts;
  const verb = intent.verb.class === 'read' ? (intent.specific ? 'get' : intent.verb.id === 'search' ? 'search' : 'list') : intent.verb.tool[0]!;
  const platform = intent.platform ?? '';
  if (!head) return [intent.words.slice(0, 4).join(' ')].filter(Boolean);
  const term = head.tool[0]!.replace(/_/g, ' ');
  const first = head.broad || intent.verb.class === 'write' ? `${platform} ${verb} ${term}` : term;
  const second = `${platform ? `+${platform}` : ''} ${head.says.filter((s) => /^[a-z]+$/.test(s)).slice(0, 3).join(' ')} ${others.map((o) => o.tool[0]!.replace(/_/g, ' ')).join(' ')}`;
  return [...new Set([first, second].map((q) => q.replace(/\s+/g, ' ').trim()).filter(Boolean))];
}

/** How many references the model asks for: more when the object is one many tools share. */
export function searchLimit(intent: Intent, fallback: number): number {
  return intent.concepts[0]?.broad ? 10 : fallback;
}

export function searchQueries(intent: Intent, variant: SearchVariant): string[] {
  switch (variant) {
    case 'regex':
      return regexQueries(intent);
    case 'bm25':
      return bm25Queries(intent);
    case 'keyword':
      return keywordQueries(intent);
  }
}
