import allDeferred400 from './all-deferred-400.json';
import articleOriginal from './article-original.json';
import customSearchClient from './custom-search-client.json';
import enterpriseMcp from './enterprise-mcp.json';
import multiTurn from './multi-turn.json';
import ptcBudget from './ptc-budget.json';
import ptcDirect from './ptc-direct.json';
import ptcSearch from './ptc-search.json';
import searchError from './search-error.json';
import toolExamples from './tool-examples.json';
import weatherBm25 from './weather-bm25.json';
import weatherClient from './weather-client.json';
import weatherMcp from './weather-mcp.json';

/**
 * The shipped scenarios, in the order the picker lists them: the home of their ids
 * (ScenarioId; scripts/record-manifest.ts is typed by it). Imported here (server side) so
 * a scenario reaches the browser only when it is the one being played. A test checks
 * that every file in this folder is listed.
 */
const FILES = {
  'weather-mcp': weatherMcp,
  'weather-client': weatherClient,
  'weather-bm25': weatherBm25,
  'enterprise-mcp': enterpriseMcp,
  'custom-search-client': customSearchClient,
  'multi-turn': multiTurn,
  'search-error': searchError,
  'all-deferred-400': allDeferred400,
  'ptc-budget': ptcBudget,
  'ptc-direct': ptcDirect,
  'ptc-search': ptcSearch,
  'tool-examples': toolExamples,
  'article-original': articleOriginal,
};

export type ScenarioId = keyof typeof FILES;

export const SCENARIO_IDS = Object.keys(FILES) as ScenarioId[];

export const LIBRARY: ReadonlyArray<{ id: ScenarioId; data: unknown }> = SCENARIO_IDS.map((id) => ({ id, data: FILES[id] }));
