import type { ScenarioId } from '@/scenarios/library';
import type { ParseResult } from './schema';

type Loader = () => Promise<{ default: unknown }>;

/**
 * The shipped scenarios for a page with no server (a static deploy): one dynamic
 * import each, so the browser fetches only the scenario being played, with the
 * schema that checks it. A bundler needs each path written out, so this map
 * repeats scenarios/library.ts's ids; its type makes tsc fail when they differ.
 */
const CHUNKS: Record<ScenarioId, Loader> = {
  'weather-mcp': () => import('@/scenarios/weather-mcp.json'),
  'weather-client': () => import('@/scenarios/weather-client.json'),
  'weather-bm25': () => import('@/scenarios/weather-bm25.json'),
  'enterprise-mcp': () => import('@/scenarios/enterprise-mcp.json'),
  'custom-search-client': () => import('@/scenarios/custom-search-client.json'),
  'multi-turn': () => import('@/scenarios/multi-turn.json'),
  'search-error': () => import('@/scenarios/search-error.json'),
  'all-deferred-400': () => import('@/scenarios/all-deferred-400.json'),
  'ptc-budget': () => import('@/scenarios/ptc-budget.json'),
  'ptc-direct': () => import('@/scenarios/ptc-direct.json'),
  'ptc-search': () => import('@/scenarios/ptc-search.json'),
  'tool-examples': () => import('@/scenarios/tool-examples.json'),
  'article-original': () => import('@/scenarios/article-original.json'),
};

const isScenarioId = (id: string): id is ScenarioId => Object.hasOwn(CHUNKS, id);

/** As loadLibraryScenario, in the browser: null for an id the library does not have. */
export async function loadLibraryScenarioChunk(id: string): Promise<ParseResult | null> {
  if (!isScenarioId(id)) return null;
  const [{ default: data }, { parseScenario }] = await Promise.all([CHUNKS[id](), import('./schema')]);
  return parseScenario(data, `scenarios/${id}.json`);
}
