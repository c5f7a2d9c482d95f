import type { ModelTool } from '../model-context';
import { placesNamed, type Intent } from './analyze';
import { escapeRegExp } from './text';
import { splitName } from './words';
import type { Fit } from './rank';

/**
 * A change whose tool needs the id of a thing the question gives only by its name ("duplicate the campaign 'Black
 * Friday Early Access'" for a clone tool that takes campaign_id): the model looks the thing up by that name first, as
 * a person would, and makes the change with what it finds. Only a thing the question names by a quoted or capitalised name, and only
 * when no earlier step already looks for something: "find the entry titled 'X', then publish it" asks for the lookup.
 */

/** The thing an id field is the id of, in words: campaign_id → "campaign", listId → "list", content_type_uid → "content type". */
export function thingOfId(field: string): string | undefined {
  const words = splitName(field);
  if (words.length < 2 || !/^u?ids?$/.test(words.at(-1)!)) return undefined;
  const thing = words.slice(0, -1).join(' ');
  return /^[a-z][a-z ]*$/.test(thing) ? thing : undefined;
}

// A name in quotes: 'To Do', "Black Friday Early Access", ‘Ops’.
const NAME = `["'“‘]([^"'”’]{1,80})["'”’]`;

/** The name the clause gives the thing: quoted, after it ("the campaign 'X'", "the list called 'X'") or before it ("the 'To Do' list"), or a capitalised name before it ("the Groceries category"). */
export function nameOfThing(clause: string, thing: string, products: readonly string[] = []): string | undefined {
  const noun = `${thing.split(' ').map(escapeRegExp).join('[\\s_-]+')}s?`;
  const after = new RegExp(`\\b${noun}\\s+(?:(?:called|named|titled)\\s+)?${NAME}`, 'i').exec(clause);
  if (after) return after[1];
  const before = new RegExp(`${NAME}\\s+${noun}\\b`, 'i').exec(clause)?.[1];
  if (before) return before;
  // A proper name, capitalised where the thing is not, after a determiner ("the Groceries category"): not the product itself ("my YNAB budget").
  const proper = new RegExp(`\\b(?:the|my|our|its|their)\\s+${CAPITALISED}\\s+${noun}\\b`).exec(clause)?.[1];
  return proper && !proper.split(/\s+/).some((w) => products.includes(w.toLowerCase())) ? proper : undefined;
}

// Capitalised words, one to three: Groceries, Client Portal, Q3 Planning.
const CAPITALISED = '([A-Z][\\w&.-]*(?:\\s+[A-Z][\\w&.-]*){0,2})';

export interface Lookup {
  /** The read that finds the thing, as the model asks it ("Find the campaign 'Black Friday Early Access' in Klaviyo"). */
  clause: string;
  /** The id field the change needs and the question lacks. */
  field: string;
  /** The thing's name as the question gives it. */
  name: string;
}

/** The lookup the best tool for a change needs first, if it needs one: an id the question lacks, of a thing it names by name. */
export function lookupBefore(best: Fit | undefined, intent: Intent): Lookup | undefined {
  if (!best || best.rejected || !best.actionOk || !best.objectHit || !best.missing || intent.verb.class !== 'write') return undefined;
  for (const field of best.missing) {
    const thing = thingOfId(field);
    if (!thing) continue;
    const name = nameOfThing(intent.clause, thing, intent.products);
    if (!name) continue;
    // Where the change happens, as the question names it ("In Klaviyo, …").
    const where = placesNamed(intent.clause).filter((w) => !thing.split(' ').includes(w.toLowerCase())).slice(0, 3);
    return { clause: `Find the ${thing} '${name}'${where.length > 0 ? ` in ${where.join(' ')}` : ''}`, field, name };
  }
  return undefined;
}

/** A lookup's reading: a search by name, on the change's product, over its values (the board id a list is looked up in). */
export function lookupIntent(lookup: Lookup, read: Intent, change: Intent): Intent {
  return { ...read, specific: false, products: change.products, ...(change.prefix ? { prefix: change.prefix } : {}), entities: { ...change.entities, quoted: [lookup.name], body: undefined }, lookup: lookup.field };
}

/** Whether an earlier call, made while a change was the open part, looked up what it needs: a tool that cannot make that change. */
export function wasLookup(tool: ModelTool | undefined, change: Intent, rank: (tool: ModelTool) => Fit | undefined): boolean {
  if (!tool || change.verb.class !== 'write') return false;
  const fit = rank(tool);
  return fit !== undefined && (fit.rejected !== undefined || !fit.actionOk);
}
