import { MCP_BETAS } from '@/lib/protocol/betas';
import { PTC_CODE_EXECUTION } from '@/lib/protocol/code-execution';
import { SEARCH_TOOLS } from '@/lib/protocol/search-tools';
import type { CatalogAttribution, Scenario } from '@/lib/scenario/types';
import type { Dictionary } from './en';
import type { ShippedScenarioText } from './en/library';

/**
 * The wire's names a translation mentions, written there as `{{name}}` and filled in from
 * lib/protocol, their one home (lib/protocol/one-home.test.ts), so a translation never copies one.
 */
const WIRE_NAMES: Record<string, string> = {
  'client-search-tool': SEARCH_TOOLS.custom.name,
  'mcp-beta': MCP_BETAS[0],
  'mcp-beta-next': MCP_BETAS[1],
  'code-execution': PTC_CODE_EXECUTION,
};
export const fillWireNames = (text: string) => text.replace(/\{\{([\w-]+)\}\}/g, (token, name: string) => WIRE_NAMES[name] ?? token);

/**
 * A scenario's title, description and question in the reader's language. Only a
 * shipped scenario (`shipped`: played from the library, not a file or a live run
 * that happens to share its id) has them translated; otherwise its own words show.
 */
export function scenarioText(scenario: Pick<Scenario, 'id' | 'title' | 'description' | 'question'>, shipped: boolean, t: Dictionary): ShippedScenarioText {
  const own = { title: scenario.title, description: scenario.description, question: scenario.question };
  const translated = shipped ? t.library.scenarios[scenario.id as keyof Dictionary['library']['scenarios']] : undefined;
  return translated ? { title: fillWireNames(translated.title), description: fillWireNames(translated.description), question: fillWireNames(translated.question) } : own;
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
  const translated = t.library.factChecks[`${check.step} ${check.path}`];
  return translated ? fillWireNames(translated) : check.note;
}
