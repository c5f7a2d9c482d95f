import { SEARCH_TOOLS } from '@/lib/protocol/search-tools';
import type { RecordSpec } from '@/scripts/record-spec';
import type { ScenarioId } from '@/scenarios/library';

/**
 * The scenario library: every file under scenarios/ that the recorder writes.
 * `npm run record -- --all` re-records them all from here against the
 * emulator, and scripts/record.test.ts checks the committed files still match.
 */

const WEATHER = 'What is the weather in San Francisco?';
const ENTERPRISE_CATALOGS = ['github', 'atlassian-jira', 'atlassian-confluence', 'notion', 'slack-korotovsky'];

/** The library's scenarios that are not recordings: the article's payloads are quoted as written. */
export const NOT_RECORDED = ['article-original'] as const satisfies readonly ScenarioId[];

type RecordedId = Exclude<ScenarioId, (typeof NOT_RECORDED)[number]>;

export const MANIFEST = [
  {
    id: 'weather-mcp',
    title: 'Weather, tools on an MCP server',
    description:
      'The canonical run: one request, the tools are served by an MCP server through the MCP connector and all deferred. The model searches with a regex, finds get_weather, the API calls it on the server and the answer comes back in one response: 11 steps.',
    args: { catalogs: ['demo-weather'], questions: [WEATHER], mode: 'mcp', search: 'regex' },
  },
  {
    id: 'weather-client',
    title: 'Weather, tools run by the client',
    description:
      'The same question with the tools defined in the request (defer_loading: true) and run by the client. The search still happens inside the API, but the response stops with tool_use: the client runs get_weather and sends a tool_result in a second request.',
    args: { catalogs: ['demo-weather'], questions: [WEATHER], mode: 'client', search: 'regex' },
  },
  {
    id: 'weather-bm25',
    title: 'Weather, searched with BM25',
    description:
      'The canonical MCP run with the BM25 search tool instead of the regex one: the model searches with a natural-language query rather than a pattern.',
    args: { catalogs: ['demo-weather'], questions: [WEATHER], mode: 'mcp', search: 'bm25' },
  },
  {
    id: 'enterprise-mcp',
    title: 'Five MCP servers, two searches',
    description:
      'GitHub, Jira, Confluence, Notion and Slack servers behind the MCP connector, every tool deferred: a few hundred definitions the model never sees. The question needs two tools from two servers, so the model searches twice and calls two tools, all inside one response.',
    args: {
      catalogs: ENTERPRISE_CATALOGS,
      questions: ['Find the open bugs in Jira project WEB and post a summary to the #eng-alerts Slack channel.'],
      mode: 'mcp',
      search: 'regex',
    },
  },
  {
    id: 'custom-search-client',
    title: 'A client-side search tool',
    description: `No server-side search tool: the client offers its own ${SEARCH_TOOLS.custom.name} tool (keyword search, Claude Code style). Its tool_result holds tool_reference blocks, which make the API load those deferred definitions for the next request. Three round trips: search, call, answer.`,
    args: { catalogs: ['demo-weather'], questions: [WEATHER], mode: 'client', search: 'custom' },
  },
  {
    id: 'multi-turn',
    title: 'A second question reuses a discovered tool',
    description:
      'After the canonical run the user asks a follow-up. The assistant content goes back unchanged, search blocks included, so get_weather is still loaded: the second response calls it without a new search.',
    args: { catalogs: ['demo-weather'], questions: [WEATHER, 'What about New York?'], mode: 'mcp', search: 'regex' },
  },
  {
    id: 'search-error',
    title: 'An invalid pattern, then a recovery',
    description:
      'The first regex is invalid (an unbalanced parenthesis): the search answers with a tool_search_tool_result_error (invalid_tool_input) inside an HTTP 200, and the model retries with a valid pattern. The system prompt scripts the mistake so the recording is reproducible.',
    args: {
      catalogs: ['demo-weather'],
      questions: [WEATHER],
      mode: 'mcp',
      search: 'regex',
      system: 'Demo instruction: make your first tool search with the pattern `get_weather(` exactly as written, then recover from whatever happens.',
    },
  },
  {
    id: 'all-deferred-400',
    title: 'Every tool deferred: HTTP 400',
    description:
      'defer_loading: true on every tool, the search tool included. With nothing left for the model to start from, the API rejects the request with an invalid_request_error before any model runs.',
    args: { catalogs: ['demo-weather'], questions: [WEATHER], mode: 'client', search: 'regex', deferAll: true },
  },
] satisfies ReadonlyArray<RecordSpec & { id: RecordedId }>;

// tsc fails here when a scenario of scenarios/library.ts is neither recorded above nor in NOT_RECORDED.
const everyScenarioIsRecorded: [Exclude<RecordedId, (typeof MANIFEST)[number]['id']>] extends [never] ? true : never = true;
void everyScenarioIsRecorded;
