import type { ToolSearchToolBm25_20251119, ToolSearchToolRegex20251119 } from '@anthropic-ai/sdk/resources/messages/messages';

/**
 * The one table of search tools: which search a scenario gives the model, the tool `type` and
 * `name` that go on the wire for it, and which of this app's algorithms (lib/search) runs it.
 * Everything else (the scenario schema, the emulator's request rules and its search, the
 * recorder, live mode's form, /budget's count requests) reads these rows.
 */

/** The search algorithms lib/search implements; `keyword` is Claude Code's ToolSearch style, run by a client tool. */
export const SEARCH_ALGORITHMS = ['regex', 'bm25', 'keyword'] as const;
export type SearchAlgorithm = (typeof SEARCH_ALGORITHMS)[number];

export const isSearchAlgorithm = (value: unknown): value is SearchAlgorithm => (SEARCH_ALGORITHMS as readonly unknown[]).includes(value);

type SearchToolRow =
  | { runs: 'api'; type: string; types: readonly [string, ...string[]]; name: string; algorithm: SearchAlgorithm }
  | { runs: 'client'; name: string; algorithm: SearchAlgorithm };

export const SEARCH_TOOLS = {
  regex: {
    runs: 'api',
    /** The spelling requests send; `types` are every spelling the API takes. */
    type: 'tool_search_tool_regex_20251119',
    types: ['tool_search_tool_regex_20251119', 'tool_search_tool_regex'],
    name: 'tool_search_tool_regex',
    algorithm: 'regex',
  },
  bm25: {
    runs: 'api',
    type: 'tool_search_tool_bm25_20251119',
    types: ['tool_search_tool_bm25_20251119', 'tool_search_tool_bm25'],
    name: 'tool_search_tool_bm25',
    algorithm: 'bm25',
  },
  // An ordinary tool the client runs; its tool_result holds tool_reference blocks.
  custom: { runs: 'client', name: 'search_tools', algorithm: 'keyword' },
} as const satisfies Record<string, SearchToolRow>;

/** The search tool a run gives the model, in the order forms offer it. */
export const SCENARIO_SEARCHES = ['regex', 'bm25', 'custom'] as const satisfies ReadonlyArray<keyof typeof SEARCH_TOOLS>;
export type ScenarioSearch = (typeof SCENARIO_SEARCHES)[number];

/** The searches the API runs itself (a `server_tool_use`), as opposed to a client tool. */
export const API_SEARCHES = ['regex', 'bm25'] as const satisfies readonly ScenarioSearch[];
export type ApiSearch = (typeof API_SEARCHES)[number];

type Row<S extends ApiSearch> = (typeof SEARCH_TOOLS)[S];
/** Every `type` spelling of an API search tool. */
export type SearchToolType = Row<ApiSearch>['types'][number];
/** The `name` an API search tool is sent under and a `server_tool_use` calls. */
export type ApiSearchToolName = Row<ApiSearch>['name'];

export const SEARCH_TOOL_TYPES: readonly SearchToolType[] = API_SEARCHES.flatMap((s) => SEARCH_TOOLS[s].types);
export const API_SEARCH_TOOL_NAMES = [SEARCH_TOOLS.regex.name, SEARCH_TOOLS.bm25.name] as const satisfies readonly ApiSearchToolName[];

/** For the emulator's rule that each tool `type` goes with one `name`. */
export const SEARCH_TOOL_NAME_OF_TYPE = Object.fromEntries(
  API_SEARCHES.flatMap((s) => SEARCH_TOOLS[s].types.map((t) => [t, SEARCH_TOOLS[s].name])),
) as { [S in ApiSearch as Row<S>['types'][number]]: Row<S>['name'] };

export const isScenarioSearch = (value: unknown): value is ScenarioSearch => (SCENARIO_SEARCHES as readonly unknown[]).includes(value);

export const isSearchToolType = (type: unknown): type is SearchToolType => (SEARCH_TOOL_TYPES as readonly unknown[]).includes(type);

/** The API search a `server_tool_use` (or a tool entry) of this name runs, if it is one. */
export function apiSearchOfName(name: string): ApiSearch | undefined {
  return API_SEARCHES.find((s) => SEARCH_TOOLS[s].name === name);
}

/** The tool entry a request sends for an API search. */
export function searchToolEntry(search: 'regex'): ToolSearchToolRegex20251119;
export function searchToolEntry(search: 'bm25'): ToolSearchToolBm25_20251119;
export function searchToolEntry(search: ApiSearch): ToolSearchToolRegex20251119 | ToolSearchToolBm25_20251119;
export function searchToolEntry(search: ApiSearch): ToolSearchToolRegex20251119 | ToolSearchToolBm25_20251119 {
  const { type, name } = SEARCH_TOOLS[search];
  return { type, name } as ToolSearchToolRegex20251119 | ToolSearchToolBm25_20251119;
}

/** The algorithm behind a search tool the model called: an API search tool by its name; any other is a client tool, run by keyword. */
export function algorithmOfSearchTool(name: string): SearchAlgorithm {
  const search = apiSearchOfName(name);
  return search ? SEARCH_TOOLS[search].algorithm : SEARCH_TOOLS.custom.algorithm;
}

// tsc fails here when the SDK adds or drops a spelling or renames a search tool.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const searchToolsMatchSdk: [
  Same<Row<'regex'>['types'][number], ToolSearchToolRegex20251119['type']>,
  Same<Row<'bm25'>['types'][number], ToolSearchToolBm25_20251119['type']>,
  Same<Row<'regex'>['name'], ToolSearchToolRegex20251119['name']>,
  Same<Row<'bm25'>['name'], ToolSearchToolBm25_20251119['name']>,
] = [true, true, true, true];

/**
 * The name an MCP tool is searched by. The docs say the search covers "tool names, descriptions,
 * argument names and argument descriptions"; a tool_reference names an MCP tool `{server}_{name}`
 * (SDK 1.12, seed 003), but whether the search itself sees that prefix is not known (PROTOCOL.md).
 * `tool`, its own name as tools/list gives it, is the default; `prefixed`, the composed name, is an
 * option marked unverified, never the default.
 */
export const MCP_SEARCH_NAMES = ['tool', 'prefixed'] as const;
export type McpSearchName = (typeof MCP_SEARCH_NAMES)[number];
export const DEFAULT_MCP_SEARCH_NAME: McpSearchName = 'tool';

export const isMcpSearchName = (value: unknown): value is McpSearchName => (MCP_SEARCH_NAMES as readonly unknown[]).includes(value);

/** The name an MCP tool `name` on `server` is referenced by: `{server}_{name}`. */
export const composedName = (server: string, name: string) => `${server}_${name}`;
