import { MAX_REGEX_LENGTH } from '@/lib/protocol/limits';
import type { SearchAlgorithm } from '@/lib/protocol/search-tools';
import type { Intent } from './analyze';
import { taskWords } from './task-words';
import { root, synonymsOf } from './words';

/**
 * Search queries written from the task's own words, for any catalog: BM25
 * gets a short phrase of the action and its objects; regex an alternation of
 * the objects' stems (case-insensitive, so `Stripe` meets `stripe_…`), within
 * the API's 200 characters. Later queries say the same with other words.
 */

const regexSafe = (s: string) => s.replace(/[^a-z0-9]/g, '');

function alternation(stems: readonly string[]): string {
  const parts: string[] = [];
  let length = '(?i)()'.length;
  for (const s of stems) {
    if (!s || parts.includes(s) || length + s.length + 1 > MAX_REGEX_LENGTH) continue;
    parts.push(s);
    length += s.length + 1;
  }
  return parts.length === 0 ? '' : `(?i)(${parts.join('|')})`;
}

/** Other words for each object, not already said. */
function otherWords(objects: readonly string[], per: number): string[] {
  const said = new Set(objects.map(root));
  const out: string[] = [];
  for (const o of objects) {
    const others = synonymsOf(o).filter((s) => !said.has(s) && !s.includes(' ') && s.length > 2).slice(0, per);
    for (const s of others) {
      said.add(s);
      out.push(s);
    }
  }
  return out;
}

/**
 * Words of the clause written as names (`Jira`, `GitHub`, `Keboola`, after its first word): a product,
 * most likely. A regex alternation leaves them out, since every tool of that product carries them and
 * a search for them loads the product's first tools, not the one the task needs.
 */
export function productLike(intent: Pick<Intent, 'clause' | 'products'>): Set<string> {
  const out = new Set(intent.products);
  const words = intent.clause.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  for (const w of words.slice(1)) if (/^[A-Z][a-z]+[A-Za-z]*$/.test(w) && w.length > 2) out.add(w.toLowerCase());
  return out;
}

export function genericQueries(intent: Intent, variant: SearchAlgorithm): string[] {
  const words = taskWords(intent);
  const objects = words.objects.slice(0, 5);
  const products = productLike(intent);
  const named = objects.filter((o) => !products.has(o));
  const roots = [...new Set((named.length > 0 ? named : objects).map(root).map(regexSafe).filter((r) => r.length >= 3))];
  const action = words.action;
  const out: string[] = [];
  if (variant === 'regex') {
    // A named product that starts the request's tool names (`jira_…`) narrows the names; its one general search stays in reach.
    if (intent.prefix && roots.length > 0) {
      const general = intent.verb.class === 'read' && !intent.specific ? `|${intent.prefix}[\\w-]*search$` : '';
      out.push(`(?i)${intent.prefix}[\\w-]*(${roots.slice(0, 4).join('|')})${general}`);
    }
    out.push(alternation(roots));
    out.push(alternation(otherWords(named.length > 0 ? named : objects, 2).map(regexSafe)));
    if (action) {
      const acts = [...new Set(synonymsOf(action).filter((s) => !s.includes(' ')).map(regexSafe))].slice(0, 4);
      const objs = roots.slice(0, 3);
      if (objs.length > 0) out.push(`(?i)(${acts.join('|')})[\\w-]*(${objs.join('|')})|(${objs.join('|')})[\\w-]*(${acts.join('|')})`.slice(0, MAX_REGEX_LENGTH));
    }
  } else {
    // BM25 weighs a product's name by how rare it is: it stays in the phrase.
    const lead = [...(action && action !== 'show' && action !== 'tell' ? [action] : []), ...intent.products];
    out.push([...lead, ...objects].join(' '));
    out.push([...lead, ...objects, ...otherWords(objects, 1)].slice(0, 10).join(' '));
    if (action) out.push([...synonymsOf(action).filter((s) => !s.includes(' ')).slice(0, 3), ...objects.slice(0, 3)].join(' '));
  }
  return [...new Set(out.filter((q) => q.length > 0 && q.length <= MAX_REGEX_LENGTH))];
}
