import { VERBS } from './lexicon';

/** What a write does to the thing it names: the kinds `WRITE_GROUP` (rank.ts) tells apart. */
export type WriteKind = 'create' | 'update' | 'delete';

/**
 * Question words of a write verb (lexicon.ts) that also name tools as nouns when they lead the name: `file_search`,
 * `log_entries`, `message_thread`, `order_status`. They stay nouns there.
 */
const NOUN_TOO = new Set(['file', 'log', 'new', 'open', 'record', 'message', 'text', 'email', 'call', 'comment', 'tag', 'label', 'order', 'play', 'answer', 'alert', 'book', 'star', 'link', 'watch', 'review', 'stage', 'build', 'run', 'execute', 'schedule', 'store', 'share', 'ping', 'dm', 'say', 'let', 'tell', 'give', 'set', 'land', 'fix', 'note', 'post', 'commit', 'trigger', 'save', 'draft', 'switch', 'squash', 'react', 'upvote', 'trash', 'bump', 'test', 'report', 'event', 'task']);

/** Which kind of write a verb id does, where it is one of the three (assign changes, post creates). */
const KIND_OF_VERB: Record<string, WriteKind> = { create: 'create', post: 'create', update: 'update', assign: 'update', delete: 'delete', copy: 'create', upload: 'create', link: 'create', watch: 'create' };

/**
 * General English verbs tool names lead with, and the kind of write each is. One a question verb of the word list
 * already says ("cancel", "rename") keeps that verb. A verb that starts or stops something running changes its
 * state (an update), as does one that publishes it or files it away.
 */
const GENERAL: Record<string, WriteKind> = {
  activate: 'update', deactivate: 'update', enable: 'update', disable: 'update', start: 'update', stop: 'update', restart: 'update', pause: 'update', resume: 'update',
  cancel: 'update', complete: 'update', finish: 'update', acknowledge: 'update', publish: 'update', unpublish: 'update', archive: 'update', unarchive: 'update',
  restore: 'update', mute: 'update', unmute: 'update', pin: 'update', unpin: 'update', upgrade: 'update', downgrade: 'update', scale: 'update', rollback: 'update',
  recreate: 'update', rotate: 'update', upsert: 'update', put: 'update', replace: 'update', modify: 'update', change: 'update', rename: 'update', reorder: 'update',
  block: 'update', unblock: 'update', ban: 'update', unban: 'update', lock: 'update', unlock: 'update', approve: 'update', reject: 'update',
  generate: 'create', invite: 'create', import: 'create', install: 'create', duplicate: 'create', clone: 'create', register: 'create', reserve: 'create',
  grant: 'create', enroll: 'create', subscribe: 'create', follow: 'create', attach: 'create',
  revoke: 'delete', uninstall: 'delete', unsubscribe: 'delete', unfollow: 'delete', detach: 'delete', purge: 'delete', destroy: 'delete', erase: 'delete',
  wipe: 'delete', clear: 'delete', drop: 'delete', kill: 'delete', cleanup: 'delete', evict: 'delete', terminate: 'delete',
};

export interface LeadingVerb {
  kind?: WriteKind;
  /** The question verb (lexicon.ts) that says it, or its kind for a general verb the word list has none for. */
  verbId: string;
  /** From the general list, not a question verb's words: no question verb is known to say it. */
  general?: true;
}

const LEADING = new Map<string, LeadingVerb>();
for (const verb of VERBS) {
  if (verb.class !== 'write') continue;
  for (const word of verb.says) if (!word.includes(' ') && !NOUN_TOO.has(word) && !LEADING.has(word)) LEADING.set(word, { ...(KIND_OF_VERB[verb.id] ? { kind: KIND_OF_VERB[verb.id] } : {}), verbId: verb.id });
}
for (const [word, kind] of Object.entries(GENERAL)) if (!LEADING.has(word)) LEADING.set(word, { kind, verbId: kind, general: true });

/**
 * A general English write verb leading a tool's name (`change_sonar_issue_status`, `cancel_order`): the tool does it,
 * whatever its last word is. Only for a name's first (or after a server prefix, second) word, where a verb stands.
 */
export function leadingWriteVerb(word: string | undefined): LeadingVerb | undefined {
  return word === undefined ? undefined : LEADING.get(word.toLowerCase());
}

/** A general English write verb, whatever its ending ("publish", "finish" end like adjectives). */
export function isWriteVerb(word: string): boolean {
  return LEADING.has(word.toLowerCase());
}
