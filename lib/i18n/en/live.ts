import type { FailureKind } from '@/lib/live/failure';
import type { SettingsIssue, SettingsWarning } from '@/lib/live/settings';
import { num } from './format';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;


/** Strings of the live page. */
export const live = {
  title: 'Live mode',
  intro:
    'Ask your own question over a tool catalog and watch the Messages API answer step by step. Every request goes through @anthropic-ai/sdk and streams; the run is recorded as a scenario you can replay, save and share.',
  costNote: 'Runs against the real API use your key and are billed to its workspace. The emulator costs nothing and needs no key.',

  importFile: {
    legend: 'Replay a saved run',
    hint: 'Import a scenario file (a run saved here, or any recorded scenario) to play it in the player, or drop it anywhere on this page. The file stays in this browser.',
  },

  connection: {
    /** The form's first, plain question. */
    legend: 'Where should the run go?',
    route: 'How it gets there',
    routes: {
      browser: { label: 'From this browser', hint: 'Your key goes from this page to the API and nowhere else (dangerouslyAllowBrowser). Works on a static deploy.' },
      server: { label: 'Through this app’s server', hint: 'The server adds its own ANTHROPIC_API_KEY; no key is typed here.' },
    },
    target: 'Send the run to',
    targets: {
      anthropic: 'Anthropic’s API: the real Claude',
      emulator: 'The emulator in this app',
      custom: 'Another API, by its base URL',
    },
    targetHints: {
      emulator: 'Free, no key. A scripted stand-in for Claude answers; the run is marked as recorded from the emulator, never as real API traffic.',
      anthropic: 'Needs a key: yours, typed below, or the server’s ANTHROPIC_API_KEY. Each run costs tokens.',
      custom: 'Any server that speaks the Messages API, reached from this browser with your key.',
    },
    serverUpstream: { anthropic: 'the server’s upstream: api.anthropic.com', custom: 'the server’s upstream: set by LIVE_UPSTREAM_BASE_URL' },
    customBaseUrl: 'Custom base URL',
    serverKey: { yes: 'The server has a key.', no: 'The server has no ANTHROPIC_API_KEY: set one, or send from the browser.', unknown: 'Checking the server…', absent: 'This deployment has no server route (a static export?): send from the browser.' },
    inPageEmulator: 'This is a static copy of the app: the emulator runs inside this page, its demo MCP servers too, and its requests never leave the page.',
  },

  key: {
    label: 'API key',
    placeholder: 'sk-ant-…',
    held: (masked: string) => `Key in memory: ${masked}`,
    none: 'No key yet.',
    emulatorIgnores: 'The emulator ignores the key: leave it empty, or type any text.',
    remember: 'Remember for this tab',
    rememberHint: 'Kept in this tab’s sessionStorage until the tab closes. Otherwise the key lives only in memory and is gone on reload. Never in localStorage, a URL, a saved file or a log.',
    forget: 'Forget key',
  },

  simulate: {
    legend: 'Emulator: simulate a failure',
    hint: (header: string) => `Only the emulator honours this (header ${header}). It fires once, on the request number given; Retry then goes through.`,
    failure: 'Failure',
    onRequest: 'On request #',
    options: {
      none: 'None',
      '400': '400 rejected request',
      '401': '401 bad key',
      '403': '403 no access',
      '404': '404 unknown model',
      '429': '429 rate limited',
      '529': '529 overloaded',
      timeout: 'Timeout (no answer)',
      cut: 'Stream cut half-way',
    },
  },

  request: {
    legend: 'Request',
    model: 'Model',
    modelHint: 'Models with tool search: Sonnet 4.5+, Opus 4.5+, Haiku 4.5+. Type another id if yours is newer.',
    mode: 'Mode',
    modes: {
      client: { label: 'Client-side tools', hint: (_beta: string) => 'Deferred tools in the request; the app runs the tools the model calls (deterministic demo implementations, no outside calls) and loops until end_turn.' },
      mcp: { label: 'MCP-hosted (connector)', hint: (beta: string) => `mcp_servers + mcp_toolset, beta ${beta}: the API calls the MCP server itself.` },
    },
    search: 'Search tool',
    searches: {
      regex: (tool: string) => `Regex (${tool})`,
      bm25: (tool: string) => `BM25 (${tool})`,
      custom: (tool: string) => `Custom client-side search tool (${tool})`,
    },
    toolsLegend: 'Tools',
    catalogs: 'Catalogs',
    catalogsMcpHint: 'In MCP mode each catalog is a demo MCP server that only the emulator can reach. Against the real API, give your own server’s URL below.',
    tools: (n: number) => plural(n, 'tool', 'tools'),
    mcpServer: 'Your MCP server (optional)',
    mcpBeta: 'Connector beta',
    mcpBetaHint: (listingBeta: string) => `SDK 1.12 lists both. Which one brings mcp_tool_listing blocks and mcp_toolset.tools pinning is not published; the emulator sends listing blocks under ${listingBeta} only.`,
    searchNamesEmulator: (header: string) => `Only the emulator reads this choice (header ${header}); the real API searches as it does.`,
    mcpUrl: 'URL (https, reachable from Anthropic’s servers)',
    mcpName: 'Name',
    mcpToken: 'Authorization token (optional, kept in memory only)',
    mcpTokenHint: 'Put credentials here, never in the URL: the URL is recorded in the transcript, the token is not.',
    nonDeferred: 'Keep these tools loaded (not deferred)',
    nonDeferredHint: 'Names, separated by commas. The docs advise keeping the 3–5 most used tools loaded; everything else is deferred.',
    question: 'Question',
    maxTokens: 'Max tokens',
    advanced: 'More options',
    timeout: 'Timeout (seconds)',
    timeoutHint: 'How long to wait for the answer to begin, and for each next event of the stream.',
    countTokens: 'Measure each request with count_tokens first (free, exact input tokens)',
    code: {
      legend: 'Code calling the tools',
      on: 'Let code call the tools (programmatic tool calling)',
      onHint: (codeType: string) =>
        `Adds ${codeType} to tools, and allowed_callers: ["${codeType}"] to the tools code may call: Claude writes a program, the program calls them, and their results go to the program instead of Claude’s context. Each call still comes back here as a tool_use, answered with a tool_result, and every continuation names the container.`,
      mcpOff: 'Not with MCP-hosted tools: the docs rule out MCP connector tools called from code. Choose client-side tools to use it.',
      searchFirst: 'Search first (tool search, then code)',
      searchFirstHint: (search: string) =>
        `On: ${search} finds the tools, deferred as below, then the code calls them (the ptc-search scenario). Off: no search tool, every definition loaded (the ptc-budget scenario).`,
      noSearch: 'No search tool in this run: code calling the tools without a search first sends every definition loaded.',
      tools: 'Tools code may call',
      toolsHint: 'Names, separated by commas; empty: every tool of the chosen catalogs. The docs advise opting in tools that are safe to call more than once; allowed_callers is not a security boundary.',
      toolsUnknown: 'Not in the chosen catalogs (left out of allowed_callers):',
      incompatible:
        'Not offered, as the docs rule them out with programmatic tool calling: strict: true on a tool code may call, tool_choice with disable_parallel_tool_use, and forcing a code-only tool through tool_choice. This form sends none of them.',
      emulatorScript:
        'The emulator’s scripted model knows one program: the budget question of the ptc-budget scenario (who exceeded their Q3 travel budget) on the demo expenses catalog. With any other question it writes no code and calls the tools directly; the decisions panel says so.',
    },
    examples: {
      none: 'No tool of the chosen catalogs carries input_examples.',
      cost: (tools: number, examples: number, tokens: number) =>
        `Tool use examples: ${plural(tools, 'tool carries', 'tools carry')} ${plural(examples, 'input_example', 'input_examples')}, sent as they are: ≈ ${num(tokens)} tokens (estimate) once those tools are loaded. A deferred tool’s examples cost nothing until a search loads it.`,
      loadedNow: (tokens: number) => `Loaded from the first request in this run: ≈ ${num(tokens)} tokens of them (estimate).`,
    },
  },

  issues: {
    'question-missing': 'Type a question.',
    'model-missing': 'Choose a model.',
    'key-missing': 'Paste an API key, or choose the emulator or the server route.',
    'server-key-missing': 'The app’s server has no ANTHROPIC_API_KEY.',
    'server-route-absent': 'This deployment has no server route: send from the browser.',
    'custom-base-url-invalid': 'The custom base URL must be an http(s) URL.',
    'custom-needs-browser': 'A custom base URL works only from the browser: the server route’s upstream is fixed by its environment.',
    'no-tools': 'Pick at least one catalog (or, in MCP mode, give your own server).',
    'custom-search-needs-client': 'The custom search tool runs in your code: choose client-side mode.',
    'mcp-url-invalid': 'The MCP server URL must be an http(s) URL.',
    'mcp-name-invalid': 'The MCP server name: letters, digits, - and _ only.',
    'mcp-demo-needs-emulator': 'The demo MCP servers exist only inside the emulator: untick the catalogs, or choose the emulator.',
    'mcp-url-unreachable': 'The API cannot reach this URL (it calls the server from Anthropic’s side): use a public https URL.',
    'mcp-url-needs-api': 'The emulator reaches only the demo servers this app hosts: send a run with your own MCP server to the real API.',
    'yours-mcp-needs-url': 'In MCP-hosted mode the API lists your server’s tools itself: give the server’s URL (a catalog you connected to fills it in), or switch to client-side mode to send your catalog’s definitions in tools.',
    'max-tokens-invalid': 'Max tokens: a whole number from 1 to 128000.',
    'timeout-invalid': 'Timeout: 1 to 600 seconds.',
    'code-calls-need-client': 'Code cannot call MCP connector tools (the docs rule it out): choose client-side tools, or turn off “Let code call the tools”.',
  } satisfies Record<SettingsIssue, string>,
  warnings: {
    'model-unlisted': 'This model is not in the list of models known to support tool search; the API will say if it does not.',
    'non-deferred-unknown': 'Not in the chosen catalogs:',
    'custom-base-url-http': 'Plain http: the key would travel unencrypted.',
    'code-tools-unknown': 'A tool code may call is not in the chosen catalogs.',
  } satisfies Record<SettingsWarning, string>,
  duplicateTools: (names: readonly string[]) =>
    `More than one chosen catalog defines ${names.join(', ')}: tool names must be unique in a request, so the API will refuse it (HTTP 400).`,

  run: {
    questionScrubbed:
      'Something in the question looked like a key or token, so it was replaced with [redacted] before the run: it was not sent, and it is not in the steps, the files or the links.',
    followUpScrubbed: 'Something in the follow-up looked like a key or token, so it was replaced with [redacted] before it was sent.',
    start: 'Run',
    stop: 'Stop',
    retry: 'Retry from the last complete request',
    retryIn: (s: number) => `The API asks to wait ${plural(s, 'second', 'seconds')}.`,
    preparing: 'Loading the catalogs and the SDK…',
    counting: (n: number) => `Request ${n}: measuring its input with count_tokens…`,
    sending: (n: number) => `Request ${n}: waiting for the answer…`,
    streaming: (n: number) => `Request ${n}: streaming…`,
    runningTool: (name: string) => `Running ${name} (demo implementation)…`,
    done: (requests: number, stop: string) => `Done: ${plural(requests, 'request', 'requests')}, the last ended with stop_reason "${stop}".`,
    roundTripLimit: (n: number) => `Stopped after ${plural(n, 'request', 'requests')}: the model kept asking for tools.`,
    failedAt: (n: number) => (n > 0 ? `Request ${n} failed.` : 'The run could not start.'),
    stopped: 'Stopped. What arrived is kept; Retry sends the interrupted request again.',
    arriving: 'Arriving now',
    arrivingBlock: (type: string, name?: string) => (name ? `${type} · ${name}` : type),
    answer: 'Answer',
    followUp: 'Ask a follow-up',
    followUpPlaceholder: 'Continue the conversation…',
    send: 'Send',
    steps: 'The run, step by step',
    noSteps: 'Steps appear here as the response streams in.',
    countFailed: 'count_tokens did not answer; the run went on without exact counts.',
    registryUnknown: 'The app cannot list the tools of your own MCP server, so the tool-index steps show only what the responses reveal (an mcp_tool_listing block, when the response carries one, gives the whole listing).',
  },

  failure: {
    modelled: 'Modelled: the emulator wrote this error text after the API’s rules; the real API’s wording may differ.',
    title: {
      auth: 'The API refused the key (HTTP 401).',
      permission: 'The key has no access to this (HTTP 403).',
      'not-found': 'Not found (HTTP 404).',
      'bad-request': 'The API rejected the request (HTTP 400).',
      'rate-limit': 'Rate limited (HTTP 429).',
      overloaded: 'The API is overloaded (HTTP 529).',
      server: 'The API failed on its side.',
      timeout: 'No answer in time.',
      network: 'The network is gone: the request got no answer.',
      'stream-cut': 'The response was cut off half-way.',
      aborted: 'You stopped the run.',
      other: 'The run failed.',
    } satisfies Record<FailureKind, string>,
    advice: {
      auth: 'Check the key: mistyped, revoked, or from another workspace? Keys start with sk-ant-.',
      permission: 'The key’s workspace may lack access to this model or to the beta the request uses (anthropic-beta).',
      'not-found': 'Usually the model name: check it, or pick one from the list. Retry after changing it continues the same conversation.',
      'bad-request': 'Sending the same request again gives the same answer: change what the message points at first.',
      'rate-limit': 'Nothing is wrong with the request. Wait, then retry: the conversation so far is kept.',
      overloaded: 'Nothing is wrong with the request. Retry in a little while.',
      server: 'Retry; if it keeps failing, the API’s status page will say more.',
      timeout: 'The API, or the network, is slow. Retry, or give it longer under “More options”.',
      network: 'Check the connection. A custom base URL must also allow requests from this page (CORS).',
      'stream-cut': 'The finished blocks are shown and kept in the run export. Retry sends the same request again.',
      aborted: 'Retry sends the interrupted request again.',
      other: 'The details below say what is known.',
    } satisfies Record<FailureKind, string>,
    status: (n: number) => `HTTP ${n}`,
    apiSaid: 'The API said',
    requestId: 'Request id',
    pointsAt: 'It points at',
    pointsAtLabel: (display: string, label?: string) => (label ? `${display} (${label})` : display),
    timeoutAfter: (s: number) => `Gave up after ${plural(s, 'second', 'seconds')}.`,
    cutAfter: (blocks: number) => `${plural(blocks, 'block', 'blocks')} had finished before the cut.`,
    simulated: 'Simulated by the emulator, as asked.',
    detail: 'Details',
    kept: 'The transcript so far stays below and can be saved.',
  },
};
