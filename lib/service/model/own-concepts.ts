import type { Intent } from './analyze';
import type { RequestWords } from './request-words';
import { root, splitName } from './words';

/**
 * The general word list reads some words as another thing's name ("notes" as
 * pages, "task" as an issue, "people" as users), which is right for the
 * catalogs it was written beside. When the request's own tools are named with
 * the user's word itself (joplin_create_note, todoist_create_task), that word
 * is what to search and match by: the list's reading of it is set aside and
 * the word stays one of the task's own. A concept named by its own tool words
 * ("issue", "jobs") or by a phrase, or implied by a value, stays.
 */

// A word at least this many tool names say is the request's own name for the thing.
const NAMED_BY = 2;
const MIN_ROOT = 4;

export function readInOwnWords(intent: Intent, words: RequestWords): Intent {
  if (words.size === 0 || intent.concepts.length === 0) return intent;
  // "Send an email": the verb implies a message, but the tools are named for the user's own object (send-email).
  // A product named there is where, not the object ("sentry resolve BACKEND-4F2" resolves an issue).
  const beside = intent.impliedBeside;
  if (beside && !intent.products.includes(beside.object.toLowerCase()) && root(beside.object).length >= MIN_ROOT && words.counts(root(beside.object)).names >= NAMED_BY) {
    intent = {
      ...intent,
      concepts: intent.concepts.filter((c) => c.id !== beside.concept),
      words: [...new Set([beside.object, ...intent.words])],
      ownReadings: [...(intent.ownReadings ?? []), { word: beside.object, notAs: `the ${beside.concept} "${intent.verbWord}" implies` }],
    };
    if (intent.concepts.length === 0) return intent;
  }
  // "On board 1823, create an item '…' in the group this_week": the change's own object, when tools are named for it, is
  // what it makes or changes; the board and the group are where.
  const direct = intent.directObject;
  if (direct && !intent.ownHead && root(direct).length >= MIN_ROOT && words.counts(root(direct)).names >= NAMED_BY) {
    intent = { ...intent, words: [...new Set([direct, ...intent.words])], ownHead: direct };
  }
  // "The Okta account for jane@…": other servers name accounts, but the named product's tools, named for it, say users:
  // where they name the list's word and not the user's, the list's reading stands.
  const named = intent.products.filter((p) => words.counts(p).names >= NAMED_BY);
  const namedElsewhere = (r: string, concept: Intent['concepts'][number]) =>
    named.length > 0 && named.every((p) => words.namesWithAll([p, r]) === 0) && named.some((p) => concept.tool.some((t) => splitName(t).every((w) => words.namesWithAll([p, root(w)]) > 0)));
  const text = ` ${intent.clause.toLowerCase().replace(/[^a-z0-9'\s-]+/g, ' ')} `;
  const set: string[] = [];
  const readings: Array<{ word: string; notAs: string }> = [];
  const concepts = intent.concepts.filter((concept) => {
    // As written: "notes" is said by the list's "note".
    const said = concept.says.flatMap((phrase) => (text.includes(` ${phrase} `) ? [phrase] : !phrase.includes(' ') && text.includes(` ${phrase}s `) ? [`${phrase}s`] : []));
    if (said.length === 0) return true;
    // The list's own words for it in any form ("watching" is the watchers'), and words too short to count by (tools named
    // with a word starting "pr" are many, and none need be a PR's).
    const own = concept.tool.flatMap((t) => splitName(t)).map(root);
    const ownWord = (r: string) => own.some((o) => o.startsWith(r) || r.startsWith(o));
    const synonyms = said.filter((phrase) => !phrase.includes(' ') && root(phrase).length >= MIN_ROOT && !ownWord(root(phrase)) && words.counts(root(phrase)).names >= NAMED_BY && !namedElsewhere(root(phrase), concept));
    if (synonyms.length < said.length) return true;
    set.push(...synonyms);
    readings.push(...synonyms.map((word) => ({ word, notAs: concept.id })));
    return false;
  });
  if (set.length === 0) return intent;
  // "Create an Asana task … in project 12": the object was the word now read as the tools' own, not the project after it.
  const head = intent.concepts[0] && !concepts.includes(intent.concepts[0]) ? readings.find((r) => r.notAs === intent.concepts[0]!.id)?.word : undefined;
  return { ...intent, concepts, words: [...new Set([...set, ...intent.words])], ownReadings: [...(intent.ownReadings ?? []), ...readings], ...(head ? { ownHead: head } : {}) };
}
