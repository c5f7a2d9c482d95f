import type { CatalogAttribution, Scenario } from '@/lib/scenario/types';
import type { Dictionary } from './en';
import type { ShippedScenarioText } from './en/library';

/**
 * A scenario's title, description and question in the reader's language. Only a
 * shipped scenario (`shipped`: played from the library, not a file or a live run
 * that happens to share its id) has them translated; otherwise its own words show.
 */
export function scenarioText(scenario: Pick<Scenario, 'id' | 'title' | 'description' | 'question'>, shipped: boolean, t: Dictionary): ShippedScenarioText {
  const own = { title: scenario.title, description: scenario.description, question: scenario.question };
  return (shipped && t.library.scenarios[scenario.id as keyof Dictionary['library']['scenarios']]) || own;
}

/** A shipped scenario's title for the picker, which lists only the library. */
export function shippedTitle(entry: { id: string; title: string }, t: Dictionary): string {
  return t.library.scenarios[entry.id as keyof Dictionary['library']['scenarios']]?.title ?? entry.title;
}

/** A shipped catalog's display name in the reader's language; any other keeps the name it came with. */
export function catalogName(catalog: Pick<CatalogAttribution, 'id' | 'title'>, t: Dictionary): string {
  return t.library.catalogs[catalog.id as keyof Dictionary['library']['catalogs']] ?? catalog.title;
}

/** A fact check on the article's step, in the reader's language when the dictionary has it. */
export function factCheckNote(check: { step: number; path: string; note: string }, t: Dictionary): string {
  return t.library.factChecks[`${check.step} ${check.path}`] ?? check.note;
}
