import type { CatalogEntry } from '@/lib/catalog-input/types';
import { forEachWordSpan, normalizeTerm } from '@/lib/search/tokenize';
import { isAction, nameWords, namesAThing } from './name-words';
import type { Smell } from './types';

/**
 * Description smells, each from a fact the definition shows. The rubric follows arXiv 2602.14878
 * (purpose, usage guidelines, parameter explanation), read as checks a machine can make without
 * a model: a missing or one-line purpose, a description that only restates the name, no "when to
 * use", arguments without descriptions. Two more are about finding the tool at all: Claude Code
 * cuts descriptions at 2 KB, and a name must say what it does to what, without colliding.
 */

/** Fewer words than this is a one-line purpose: it names the action, not what comes back nor when to use it. */
export const MIN_PURPOSE_WORDS = 10;
/** Claude Code cuts a tool's description (and a server's instructions) at 2 KB. */
export const DESCRIPTION_CUT_BYTES = 2048;

/** Words a sentence about a tool may add without saying anything of its own. */
const FILLER = new Set(
  'a an the this that these those of to in on for from by with and or as at is are be it its your you can will all any some given specified specific'.split(' '),
);

/** Phrases that tell the model when (or when not) to use a tool: the rubric's usage guidelines. */
const WHEN_TO_USE =
  /\b(?:use (?:this|it|when|to|for|only|if|after|before|instead|with|in)|used (?:to|for|when)|useful (?:for|when|to)|helpful (?:for|when)|when (?:you|the user|a user|an agent|the model|asked|needed|you need)|if (?:you|the user)|instead of|do not use|don't use|prefer|call (?:this|it) (?:when|to|for|before|after|first)|only (?:when|if|for)|best for|ideal for|before (?:calling|using)|after (?:calling|using))\b/i;

const utf8 = new TextEncoder();

/** Words as a reader counts them: runs between spaces that hold a letter or digit (`GitHub` is one word). */
const readerWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** Word tokens as the search splits them, normalised. */
function terms(text: string): string[] {
  const out: string[] = [];
  forEachWordSpan(text, (start, end) => out.push(normalizeTerm(text.slice(start, end))));
  return out;
}

/** The last few words before the byte where the cut falls. */
function textBeforeCut(description: string): string {
  let bytes = 0;
  let i = 0;
  for (const ch of description) {
    bytes += utf8.encode(ch).length;
    if (bytes > DESCRIPTION_CUT_BYTES) break;
    i += ch.length;
  }
  const kept = description.slice(0, i).replace(/\s+/g, ' ');
  return kept.slice(Math.max(0, kept.length - 60)).trimStart();
}

function argumentsWithoutDescription(schema: unknown): { missing: string[]; total: number } {
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) return { missing: [], total: 0 };
  const entries = Object.entries(properties as Record<string, unknown>);
  const missing = entries.filter(([, p]) => {
    const d = (p as { description?: unknown } | null)?.description;
    return typeof d !== 'string' || d.trim() === '';
  });
  return { missing: missing.map(([k]) => k), total: entries.length };
}

function descriptionSmells(entry: CatalogEntry): Smell[] {
  const description = (entry.definition.description ?? '').trim();
  if (description === '') return [{ id: 'no_description' }];
  const out: Smell[] = [];
  const count = readerWords(description).length;
  if (count < MIN_PURPOSE_WORDS) out.push({ id: 'one_line_purpose', words: count });
  const own = new Set(nameWords(entry.bareName));
  const content = terms(description).filter((w) => !FILLER.has(w));
  if (content.length > 0 && content.every((w) => own.has(w))) out.push({ id: 'restates_name' });
  if (!WHEN_TO_USE.test(description)) out.push({ id: 'no_when_to_use' });
  const bytes = utf8.encode(description).length;
  if (bytes > DESCRIPTION_CUT_BYTES) out.push({ id: 'over_2kb', bytes, cutBefore: textBeforeCut(description) });
  return out;
}

/** Every smell of one tool. `alsoOn`: the other servers that list a tool of the same bare name. */
export function smellsOf(entry: CatalogEntry, alsoOn: readonly string[] = []): Smell[] {
  const out = descriptionSmells(entry);
  const args = argumentsWithoutDescription(entry.definition.input_schema);
  if (args.missing.length > 0) out.push({ id: 'undescribed_arguments', ...args });
  const name = nameWords(entry.bareName);
  if (!namesAThing(name)) out.push({ id: 'generic_name', alsoOn: [...alsoOn] });
  else {
    if (!name.some(isAction)) out.push({ id: 'name_without_action', words: name });
    if (alsoOn.length > 0) out.push({ id: 'name_collision', alsoOn: [...alsoOn] });
  }
  return out;
}
