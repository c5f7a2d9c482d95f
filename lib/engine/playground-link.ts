import type { QueryGet } from '@/lib/deploy/static-deploy';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { builtinMcpPath } from '@/lib/protocol/mcp-urls';
import { algorithmOfSearchTool, DEFAULT_MCP_SEARCH_NAME, isMcpSearchName, isSearchAlgorithm, type McpSearchName, type SearchAlgorithm } from '@/lib/protocol/search-tools';
import { isCatalogId } from '@/lib/scenario/catalog-info';
import type { Scenario } from '@/lib/scenario/types';
import type { Step } from './step';

/**
 * A search in the playground (/search), as its address carries it. A link from a player step
 * carries everything that decides that step's result: the algorithm, the query, the limit, the
 * catalogs in the order the request listed them, and, for an MCP-hosted run, each catalog's
 * server name (the composed `{server}_{name}` references) and the name reading the emulator used.
 */
export interface PlaygroundQuery {
  catalogIds: string[];
  variant: SearchAlgorithm;
  query: string;
  limit: number;
  /** Each catalog's MCP server name; null when the catalogs are plain tool lists. */
  servers: Record<string, string> | null;
  names: McpSearchName;
}

const SEARCH_STEPS = new Set<Step['kind']>(['model-search-call', 'search-run', 'search-result']);
const MAX_LIMIT = 50;
// A server name travels in the address and is shown as text: the request's own rule for it, nothing else.
const SERVER_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export function playgroundParams(q: PlaygroundQuery): URLSearchParams {
  const params = new URLSearchParams({ variant: q.variant, q: q.query });
  if (q.servers) params.set('servers', q.catalogIds.map((id) => `${id}:${q.servers?.[id] ?? ''}`).join(','));
  else params.set('catalogs', q.catalogIds.join(','));
  if (q.limit !== DEFAULT_SEARCH_LIMIT) params.set('limit', String(q.limit));
  if (q.servers && q.names !== DEFAULT_MCP_SEARCH_NAME) params.set('names', q.names);
  return params;
}

/** The playground's search from its address; anything unknown or malformed in a hand-edited link falls back rather than failing the page. */
export function readPlaygroundQuery(get: QueryGet): PlaygroundQuery {
  const pairs = (get('servers') ?? '')
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((p): p is [string, string] => p.length === 2 && isCatalogId(p[0]!) && SERVER_NAME.test(p[1]!));
  const requested = pairs.length > 0 ? pairs.map(([id]) => id) : (get('catalogs') ?? 'demo-weather').split(',').filter(isCatalogId);
  const variant = get('variant');
  const limit = Number(get('limit'));
  const names = get('names');
  return {
    catalogIds: requested.length ? [...new Set(requested)] : ['demo-weather'],
    variant: isSearchAlgorithm(variant) ? variant : 'regex',
    query: get('q') ?? '',
    limit: Number.isInteger(limit) && limit > 0 && limit <= MAX_LIMIT ? limit : DEFAULT_SEARCH_LIMIT,
    servers: pairs.length > 0 ? Object.fromEntries(pairs) : null,
    names: isMcpSearchName(names) ? names : DEFAULT_MCP_SEARCH_NAME,
  };
}

/** Which shipped catalog each MCP server of the request serves, in the request's order; null if one is not a shipped catalog. */
function serverCatalogs(scenario: Scenario, exchange: number): Array<[string, string]> | null {
  const at = scenario.exchanges[exchange];
  const servers = at?.kind === 'messages' ? (at.request.mcp_servers ?? []) : [];
  const pairs = servers.map((s): [string, string] | null => {
    const id = builtinMcpPath(s.url);
    return id !== undefined && isCatalogId(id) ? [id, s.name] : null;
  });
  return pairs.every((p) => p !== null) ? (pairs as Array<[string, string]>) : null;
}

/** `/search?…` that reruns this step's search as the run did, or null for other steps and for searches the playground cannot repeat. */
export function playgroundLink(step: Step, scenario: Scenario): string | null {
  if (!SEARCH_STEPS.has(step.kind) || typeof step.facts.query !== 'string') return null;
  const limit = typeof step.facts.limit === 'number' ? step.facts.limit : DEFAULT_SEARCH_LIMIT;
  const query = { variant: algorithmOfSearchTool(String(step.facts.tool ?? '')), query: step.facts.query, limit, names: DEFAULT_MCP_SEARCH_NAME };
  if (scenario.mode === 'mcp') {
    const pairs = serverCatalogs(scenario, step.exchange);
    if (!pairs || pairs.length === 0) return null;
    const names = scenario.source.kind === 'emulator' ? (scenario.source.mcp_search_names ?? DEFAULT_MCP_SEARCH_NAME) : DEFAULT_MCP_SEARCH_NAME;
    return `/search?${playgroundParams({ ...query, catalogIds: pairs.map(([id]) => id), servers: Object.fromEntries(pairs), names })}`;
  }
  const catalogIds = scenario.catalogs?.map((c) => c.id).filter(isCatalogId) ?? [];
  if (catalogIds.length === 0) return null;
  return `/search?${playgroundParams({ ...query, catalogIds, servers: null })}`;
}
