import allDeferred400 from './all-deferred-400.json';
import articleOriginal from './article-original.json';
import customSearchClient from './custom-search-client.json';
import enterpriseMcp from './enterprise-mcp.json';
import multiTurn from './multi-turn.json';
import searchError from './search-error.json';
import weatherBm25 from './weather-bm25.json';
import weatherClient from './weather-client.json';
import weatherMcp from './weather-mcp.json';

/**
 * The shipped scenarios, in the order the picker lists them. Imported here (server
 * side) so a scenario reaches the browser only when it is the one being played.
 * A test checks that every file in this folder is listed.
 */
export const LIBRARY: ReadonlyArray<{ id: string; data: unknown }> = [
  { id: 'weather-mcp', data: weatherMcp },
  { id: 'weather-client', data: weatherClient },
  { id: 'weather-bm25', data: weatherBm25 },
  { id: 'enterprise-mcp', data: enterpriseMcp },
  { id: 'custom-search-client', data: customSearchClient },
  { id: 'multi-turn', data: multiTurn },
  { id: 'search-error', data: searchError },
  { id: 'all-deferred-400', data: allDeferred400 },
  { id: 'article-original', data: articleOriginal },
];
