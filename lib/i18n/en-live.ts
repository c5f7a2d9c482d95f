import type { FailureKind } from '@/lib/live/failure';
import type { RunPlan, SettingsIssue, SettingsWarning } from '@/lib/live/settings';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const routeText = (route: RunPlan['route']) => (route === 'browser' ? 'straight from the browser' : 'through the app’s server route');

/** Strings of live mode, import/export and sharing (issue 5). Merged into `en`. */
export const enLive = {
  nav: 'Live',
  title: 'Live mode',
  intro:
    'Ask your own question over a tool catalog and watch the Messages API answer step by step. Every request goes through @anthropic-ai/sdk and streams; the run is recorded as a scenario you can replay, save and share.',
  costNote: 'Runs against the real API use your key and are billed to its workspace. The emulator costs nothing and needs no key.',

  connection: {
    legend: 'Connection',
    route: 'Send requests',
    routes: {
      browser: { label: 'From this browser', hint: 'Your key goes from this page to the API and nowhere else (dangerouslyAllowBrowser). Works on a static deploy.' },
      server: { label: 'Through this app’s server', hint: 'The server adds its own ANTHROPIC_API_KEY; no key is typed here.' },
    },
    target: 'Base URL',
    targets: {
      anthropic: 'Anthropic API',
      emulator: 'This app’s emulator (scripted model, free)',
      custom: 'Custom…',
    },
    serverUpstream: { anthropic: 'the server’s upstream: api.anthropic.com', custom: 'the server’s upstream: set by LIVE_UPSTREAM_BASE_URL' },
    customBaseUrl: 'Custom base URL',
    serverKey: { yes: 'The server has a key.', no: 'The server has no ANTHROPIC_API_KEY: set one, or send from the browser.', unknown: 'Checking the server…', absent: 'This deployment has no server route (a static export?): send from the browser.' },
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
    forgotten: 'Key forgotten.',
  },

  simulate: {
    legend: 'Emulator: simulate a failure',
    hint: 'Only the emulator honours this (header x-tool-search-lab-fail). It fires once, on the request number given; Retry then goes through.',
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
      client: { label: 'Client-side tools', hint: 'Deferred tools in the request; the app runs the tools the model calls (deterministic demo implementations, no outside calls) and loops until end_turn.' },
      mcp: { label: 'MCP-hosted (connector)', hint: 'mcp_servers + mcp_toolset, beta mcp-client-2025-11-20: the API calls the MCP server itself.' },
    },
    search: 'Search tool',
    searches: {
      regex: 'Regex (tool_search_tool_regex)',
      bm25: 'BM25 (tool_search_tool_bm25)',
      custom: 'Custom client-side search tool',
    },
    toolsLegend: 'Tools',
    catalogs: 'Catalogs',
    catalogsMcpHint: 'In MCP mode each catalog is a demo MCP server that only the emulator can reach. Against the real API, give your own server’s URL below.',
    tools: (n: number) => plural(n, 'tool', 'tools'),
    mcpServer: 'Your MCP server (optional)',
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
    'max-tokens-invalid': 'Max tokens: a whole number from 1 to 128000.',
    'timeout-invalid': 'Timeout: 1 to 600 seconds.',
  } satisfies Record<SettingsIssue, string>,
  warnings: {
    'model-unlisted': 'This model is not in the list of models known to support tool search; the API will say if it does not.',
    'non-deferred-unknown': 'Not in the chosen catalogs:',
    'custom-base-url-http': 'Plain http: the key would travel unencrypted.',
  } satisfies Record<SettingsWarning, string>,
  duplicateTools: (names: readonly string[]) =>
    `More than one chosen catalog defines ${names.join(', ')}: tool names must be unique in a request, so the API will refuse it (HTTP 400).`,

  run: {
    start: 'Run',
    stop: 'Stop',
    retry: 'Retry from the last complete request',
    retryIn: (s: number) => `The API asks to wait ${plural(s, 'second', 'seconds')}.`,
    newRun: 'New run',
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
    registryUnknown: 'The app cannot list the tools of your own MCP server, so the Registry steps show only what the responses reveal.',
  },

  failure: {
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

  actions: {
    legend: 'Save and share',
    saveScenario: 'Save as scenario (.json)',
    exportRun: 'Export the whole run (.json)',
    exportSvg: 'Diagram as SVG',
    exportPng: 'Diagram as PNG',
    openInPlayer: 'Open in the player',
    importFile: 'Import a scenario file…',
    shareLink: 'Copy link to this step',
    linkCopied: 'Link copied',
    copyFailed: 'Copy failed: the link is shown below, copy it by hand',
    fileLinkNote: (file: string) => `This link needs the file: whoever opens it must import ${file} too. Scenarios from files are never uploaded anywhere.`,
    saved: (file: string) => `Saved ${file}`,
    exportFailed: (what: string) => `Could not export the ${what}.`,
    diagramNotReady: 'The diagram is still being drawn.',
    refusedSecret: 'Refused: the export still contained a secret.',
  },

  import: {
    drop: 'Drop a scenario file to play it',
    reading: (file: string) => `Reading ${file}…`,
    failed: (file: string) => `${file} is not a scenario this app can play. The current scenario is unchanged.`,
    notJson: 'Only .json scenario files can be imported.',
    fromFile: (file: string) => `Playing ${file}, imported from a file`,
    needsFile: (file: string) => `This link points to a scenario imported from a file${file ? ` (${file})` : ''}. Files stay in the browser that imported them: import it here to play it.`,
    badStep: (raw: string, total: number) => `Step “${raw}” does not exist in the imported scenario: it has steps 1 to ${total}. Showing step 1.`,
  },

  scenario: {
    title: (question: string) => `Live: ${question.length > 80 ? `${question.slice(0, 79)}…` : question}`,
    description: (plan: RunPlan, catalogTitles: readonly string[]) =>
      `A live run of “${plan.question}” with ${plan.model}: ${plan.mode === 'mcp' ? 'MCP-hosted tools (connector)' : 'client-side tools'}, ${plan.search} search` +
      (catalogTitles.length > 0 ? `, over ${catalogTitles.join(', ')}` : '') +
      (plan.mcpServer ? `, MCP server “${plan.mcpServer.name}”` : '') +
      `; sent ${routeText(plan.route)}.`,
    apiNote: (route: RunPlan['route']) =>
      `Recorded live against the real Messages API with @anthropic-ai/sdk, ${routeText(route)}; usage is the API’s own. In client mode the tools were run by the app’s demo implementations.`,
    emulatorNote: (route: RunPlan['route']) =>
      `Recorded live against the Tool Search Lab emulator, ${routeText(route)}: the service is emulated and the model is a deterministic scripted model, not Claude. Token counts are estimates.`,
  },
};
