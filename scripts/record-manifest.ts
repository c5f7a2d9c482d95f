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

/** Seed 004's programmatic tool calling example: the question, and the three tools its code calls. */
const BUDGET = 'Which engineering team members exceeded their Q3 travel budget?';
const BUDGET_TOOLS = ['get_team_members', 'get_budget_by_level', 'get_expenses'];
/** The demo expenses server's read-only tools: safe for code to call and to retry, as the post advises opting in. */
const READ_ONLY_EXPENSE_TOOLS = ['get_budget_by_level', 'get_employee', 'get_exchange_rate', 'get_expenses', 'get_team_members', 'get_travel_policy', 'list_departments'];

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
  {
    id: 'ptc-budget',
    title: 'Programmatic tool calling: who went over the travel budget?',
    description:
      'Seed 004’s budget check with code_execution_20260120 and three tools that only code may call (allowed_callers). Claude writes one Python program; each call it makes comes back to the client as a tool_use whose caller names that code, the client answers with tool_result blocks only, and the code resumes in its container without the model. Four requests, as many as calling the tools directly: what changes is that the model samples twice instead of four times, and only what the program prints reaches its context.',
    args: { catalogs: ['demo-expenses'], tools: BUDGET_TOOLS, nonDeferred: BUDGET_TOOLS, callableFromCode: BUDGET_TOOLS, questions: [BUDGET], mode: 'client', search: 'none' },
  },
  {
    id: 'ptc-direct',
    title: 'The same budget check, calling the tools directly',
    description:
      'The same question and the same three tools, without code execution: Claude calls get_team_members, then both budgets, then all four expense reports (parallel tool use), and every result, line items included, enters its context before it adds them up. The baseline /compare sets beside programmatic tool calling.',
    args: { catalogs: ['demo-expenses'], tools: BUDGET_TOOLS, nonDeferred: BUDGET_TOOLS, questions: [BUDGET], mode: 'client', search: 'none' },
  },
  {
    id: 'ptc-search',
    title: 'Search, code and examples: the three features together',
    description:
      'Every tool of the demo expenses server deferred, the regex search tool and code execution: a search loads get_team_members, get_expenses and get_budget_by_level (get_expenses carrying its input_examples), then Claude’s program calls them from the container. Tool search saves the definitions, programmatic tool calling the intermediate results.',
    args: { catalogs: ['demo-expenses'], callableFromCode: READ_ONLY_EXPENSE_TOOLS, questions: [BUDGET], mode: 'client', search: 'regex' },
  },
  {
    id: 'tool-examples',
    title: 'Tool use examples on a deferred tool',
    description:
      'A help desk whose create_ticket carries seed 004’s three input_examples. Deferred, they cost nothing; the search that loads create_ticket loads its examples with it, and from then on they count in the model’s context like the rest of the definition. The API checks every example against input_schema (HTTP 400 otherwise).',
    args: {
      catalogs: ['demo-support'],
      questions: ['Open a critical ticket: the login page returns a 500 error in production. Jane Smith (USR-12345, jane@acme.com) reported it.'],
      mode: 'client',
      search: 'regex',
    },
  },
] satisfies ReadonlyArray<RecordSpec & { id: RecordedId }>;

// tsc fails here when a scenario of scenarios/library.ts is neither recorded above nor in NOT_RECORDED.
const everyScenarioIsRecorded: [Exclude<RecordedId, (typeof MANIFEST)[number]['id']>] extends [never] ? true : never = true;
void everyScenarioIsRecorded;
