/** Strings of the compare view and the token budget (issue 4). Merged into `en`. */

const num = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${num(Math.abs(n))}`;
const signedPct = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x * 100).toFixed(1)}%`;
const usd = (x: number): string => (x < 0 ? `−${usd(-x)}` : x >= 100 ? `$${num(x)}` : `$${x.toFixed(2)}`);
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${num(n)} ms`);
const plural = (n: number, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;

export const enCompare = {
  format: { num, pct, signed, signedPct, usd, ms, tokens: (n: number) => plural(n, 'token', 'tokens') },
  nav: { compare: 'Compare', budget: 'Token budget' },

  provenance: {
    exact: { label: 'exact', hint: 'Counted by the API: count_tokens, or the usage of a response recorded from the real API.' },
    estimate: {
      label: 'estimate',
      hint: 'Our estimator (about 4 characters per token, plus published overheads) — or the emulator’s usage, which is the same estimator.',
    },
    quoted: { label: 'quoted', hint: 'Copied from the article as written; not computed here.' },
  },

  /** The per-step bar in the player. */
  bar: {
    title: 'Context budget',
    intro: 'What the model’s context holds at this step, and the deferred definitions it does not hold.',
    parts: {
      overhead: 'System prompt and tool-use overhead',
      search: 'Search tool',
      always: 'Tools always loaded',
      discovered: 'Tools discovered so far',
      messages: 'Messages and the turn so far',
    },
    notLoaded: 'Deferred, not loaded',
    notLoadedDetail: (tools: number, tokens: number) => `${plural(tools, 'deferred definition', 'deferred definitions')}, ≈ ${plural(tokens, 'token', 'tokens')}, kept out of the context`,
    change: (delta: number) => `${signed(delta)} since the previous step`,
    total: (total: number) => `≈ ${plural(total, 'token', 'tokens')} in context`,
    window: (total: number, window: number, share: number, model: string) =>
      `${num(total)} of the ${num(window)}-token window of ${model} (${share < 0.001 ? '<0.1%' : pct(share)})`,
    unknownModel: (model: string) => `No context window on file for “${model}”.`,
    label: (summary: string) => `Context budget at this step: ${summary}`,
    rejected: 'The API refused this request, so no model ran: these are the tokens it would have used.',
    usage: (input: number, output: number, iterations: number) =>
      `Recorded usage of this response: ${num(input)} input and ${num(output)} output tokens, summed over ${plural(iterations, 'sampling iteration', 'sampling iterations')} — so more than the context at any one moment.`,
    method: 'Estimated: compact JSON at ~4 characters per token, plus the tool-use system prompt (346, docs) and the search tool (~500, quoted from the article). Measured error: see the token budget page.',
    methodLink: 'How these are estimated',
  },

  view: {
    title: 'Client-side vs MCP-hosted, side by side',
    intro:
      'The same question, played in both modes at once. Left: custom tools, so the response stops at tool_use and your code runs the tool and sends a second request. Right: the tool sits on an MCP server and the API calls it inside one response. Matching moments line up; a step only one mode has is marked.',
    question: 'Question',
    left: 'Client-side execution',
    right: 'MCP-hosted execution',
    leftHint: 'Custom tools: the client runs them',
    rightHint: 'MCP connector: the API runs them',
    openInPlayer: 'Open in the player',
    moment: (n: number, total: number, label: string) => `Moment ${n} of ${total}: ${label}`,
    counter: (n: number, total: number) => `Moment ${n} of ${total}`,
    scrubber: 'Moment',
    previous: 'Previous moment',
    next: 'Next moment',
    restart: 'First moment',
    keys: 'Keys: ← → both diagrams together · Home/End first/last',
    onlyHere: (mode: string) => `Only in ${mode}`,
    noStep: (mode: string) => `${mode} has no step here. Its diagram holds its last step.`,
    stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
    diagramsLabel: 'The two sequence diagrams',
    moments: {
      request: 'The request',
      'model-input': 'What the model sees',
      'search-call': 'The model searches',
      'search-run': 'The search runs',
      'search-result': 'Matching definitions',
      'search-inject': 'References expanded',
      'tool-call': 'The tool call',
      'paused-response': 'The response stops at tool_use',
      'tool-run': 'The tool runs',
      'tool-result': 'The tool answers',
      'next-request': 'A second request carries the result',
      'result-to-model': 'The result reaches the model',
      answer: 'The answer',
      error: 'An error',
      other: 'A step',
    },
    alignment: {
      title: 'Step by step',
      intro: 'Each row is one moment; a dash means that mode has no such step. Select a row to go there.',
      columns: ['Moment', 'Client-side', 'MCP-hosted'],
      missing: '—',
      missingLabel: 'no step in this mode',
      go: (n: number, label: string) => `Go to moment ${n}: ${label}`,
    },
  },

  summary: {
    title: 'What each mode costs',
    intro: 'Counted from the two transcripts unless marked otherwise.',
    columns: ['', 'Client-side', 'MCP-hosted', 'Basis'],
    basis: {
      transcript: { label: 'transcript', hint: 'Counted from the recorded requests and responses.' },
      protocol: { label: 'protocol', hint: 'A fact of the API protocol, the same for any run in this mode.' },
      estimate: { label: 'estimate', hint: 'Computed from the assumptions you set below.' },
    },
    rows: {
      httpRequests: 'HTTP requests the client sends',
      clientRoundTrips: 'Round trips client ↔ API',
      serverRoundTrips: 'Round trips API ↔ MCP server (tools/call)',
      steps: 'Steps in the sequence',
      iterations: 'Model sampling iterations',
      searchRunsAt: 'Where the search runs',
      toolRunsAt: 'Where the tool runs',
      credentials: 'Who holds the tool’s credentials',
      implement: 'What the client must implement',
      usage: 'Input / output tokens per request',
      latency: 'Latency estimate',
    },
    runsAt: {
      api: 'Inside the API (server tool)',
      client: 'In your code',
      'mcp-server': 'On your MCP server, called by the API',
      none: '—',
    },
    credentials: {
      client: 'Your application: the tool’s keys never leave your side.',
      server: 'The API, per request: you send mcp_servers[].authorization_token with every request and Anthropic’s servers use it to call yours.',
      noToken: ' (this demo server needs none)',
    },
    implement: {
      client: 'The tool itself, and a loop: on stop_reason "tool_use" run the tool, then send the assistant content back unchanged (search blocks included) with a tool_result.',
      server: 'Nothing beyond one request (beta header mcp-client-2025-11-20) — plus an MCP server reachable from Anthropic’s servers (no localhost).',
    },
    usageCell: (input: number, output: number, stop: string) => `${num(input)} / ${num(output)} (${stop})`,
    totalUsage: (input: number, output: number) => `total ${num(input)} / ${num(output)}`,
    usageNote: 'usage.input_tokens adds up every sampling iteration of a response.',
    latencyBreakdown: (clientNet: string, model: string, tool: string, server: string) => `client network ${clientNet} · model ${model} · tool ${tool} · API ↔ MCP ${server}`,
    assumptions: {
      title: 'Latency assumptions',
      intro: 'Nothing here is measured: set the timings and see which terms each mode pays, and how often.',
      clientRttMs: 'Round trip client ↔ API (ms)',
      serverRttMs: 'Round trip API ↔ MCP server (ms)',
      modelMsPerIteration: 'Model time per sampling iteration (ms)',
      toolMs: 'Tool execution (ms)',
      mcpSetupRoundTrips: 'MCP session setup per request (round trips, assumed: initialize, tools/list)',
      reset: 'Reset assumptions',
      verdict: (faster: string, by: string) => `With these assumptions ${faster} is faster by ${by}.`,
      tie: 'With these assumptions both modes take the same time.',
    },
  },

  tree: {
    title: 'Which mode is yours?',
    intro: 'The article’s decision tree (quoted). Answer and the matching side is selected.',
    questions: {
      mcp: 'Are your tools hosted on an MCP server that Anthropic’s API can reach?',
      builtin: 'Is the tool one of Anthropic’s built-in server tools (code execution, web search, web fetch)?',
    },
    yes: 'Yes',
    no: 'No',
    outcomes: {
      mcp: 'Server-side execution through the MCP connector: one request; the response carries mcp_tool_use and mcp_tool_result.',
      builtin:
        'Server-side execution: the API runs its own tool inside the response, like the MCP side (one request). No scenario here searches for a built-in tool — they are never deferred or searched — so the MCP side shows the shape.',
      client: 'Client-side execution: the response stops at tool_use, your code runs the tool, and a second request carries the result.',
    },
    matches: 'Matches your answers',
    show: 'Show this side',
    reset: 'Start over',
  },

  comparePage: {
    unknownQuestion: (id: string) => `There is no compared question called “${id}”.`,
    badStep: (raw: string, total: number) => `Moment “${raw}” does not exist: this comparison has moments 1 to ${total}.`,
    openDefault: 'Open the weather comparison',
    openMomentOne: 'Open moment 1',
  },

  budget: {
    title: 'Token budget',
    intro:
      'How much context tool search saves for your catalog: pick catalogs (or upload a tools/list), a model and its window, and compare loading every definition with loading the search tool and what one search finds.',
    pick: 'Catalogs',
    tools: (n: number) => plural(n, 'tool', 'tools'),
    loading: 'loading…',
    loadFailed: (message: string) => `could not be loaded: ${message}`,
    upload: 'Upload a tool list (JSON)',
    uploadHint: 'The API’s tools array [{name, description, input_schema}] or an MCP tools/list result {tools: [{name, description, inputSchema}]}. It stays in this tab.',
    uploaded: 'Uploaded',
    remove: (name: string) => `Remove ${name}`,
    uploadError: (file: string, message: string) => `${file}: ${message}`,
    uploadErrorTitle: 'Not added — your selection is unchanged:',
    nothingSelected: 'Pick at least one catalog to see a budget.',

    settings: 'Model and assumptions',
    model: 'Model',
    window: 'Context window (tokens)',
    base: 'System prompt and conversation (tokens, assumed)',
    discovered: 'Definitions one search loads',
    discoveredHint: 'The API returns up to 5 references by default; the docs say 3–5 relevant ones.',
    unverified: 'unverified',
    priceNote: (date: string) => `Prices and windows: data/models.json, checked ${date}.`,
    tokenizerNote: 'Estimates were checked against a Haiku 4.5 recording only.',

    exact: {
      none: 'Exact counts: see the “Exact counts” panel (count_tokens with an API key).',
      measure: 'Count exactly with the API',
      measuring: 'Counting…',
      failed: (message: string) => `Exact count failed: ${message}`,
    },

    exactPanel: {
      title: 'Exact counts',
      intro:
        'Ask the API’s count_tokens for the selected catalogs, with the same short user message each time: every definition loaded; the tool-search request as sent (search tool + every definition deferred); and the search tool with the definitions one search loads. Nothing is sent to a model.',
      route: 'Send count_tokens',
      routes: {
        browser: 'From this browser, with your key',
        server: 'Through the app’s server route (its key)',
        emulator: 'To the emulator (no key; estimates only)',
      },
      serverUnavailable: 'The app’s server has no ANTHROPIC_API_KEY (or no server route), so this route cannot count.',
      serverChecking: 'Asking the app’s server whether it holds a key…',
      emulatorNote: 'The emulator counts with our own estimator: its figures are estimates, whatever they are called.',
      keyMissing: 'Type an API key to count from this browser.',
      count: 'Count with the API',
      counting: 'Counting…',
      cached: 'Counted earlier in this visit (kept in memory for this catalog set, model and route).',
      nothing: 'Pick a catalog (or upload one) and wait for it to load.',
      simulate: 'Emulator: make the first count fail',
      columns: { request: 'Request', estimate: 'Our estimate', counted: 'count_tokens', error: 'Estimator error' },
      rows: {
        allLoaded: (n: number) => `All ${plural(n, 'definition', 'definitions')} loaded`,
        toolSearch: (n: number) => `Tool search as sent: search tool + ${plural(n, 'deferred definition', 'deferred definitions')}`,
        searchLoaded: (n: number) => `Search tool + ${plural(n, 'definition', 'definitions')} one search loads`,
      },
      emulatorBadge: '(emulator)',
      errorValue: (x: number | null) => (x === null ? '—' : signedPct(x)),
      deferredNote: (sent: number, loaded: number) =>
        `Whether count_tokens leaves deferred definitions out is not verified. If it does, “as sent” (${num(sent)}) is close to the search tool alone and the model’s context after a search is the last row (${num(loaded)}); if “as sent” is near the all-loaded figure, the deferred definitions were counted.`,
      messageNote: 'Counts include the tool-use system prompt and the short message; the totals above add your assumed system prompt and conversation on top.',
      failed: 'count_tokens failed. The estimates above are unchanged.',
      simulated: 'Simulated by the emulator on request.',
      retry: 'Try again',
    },

    totals: {
      title: 'All loaded vs tool search',
      allLoaded: 'All definitions loaded',
      toolSearch: 'Tool search',
      context: 'Context before any work',
      free: (share: number) => `${share < 0 ? '0%' : pct(share)} of the window left free`,
      overflow: (by: number) => `does not fit: ${num(by)} tokens over the window`,
      saving: 'Saving with tool search',
      savingValue: (x: number) => (x >= 0 ? `${pct(x)} less context` : `${pct(-x)} more context: too few tools to be worth a search`),
      definitions: (tools: number, tokens: number) => `${plural(tools, 'definition', 'definitions')}, ≈ ${num(tokens)} tokens`,
      discovered: (n: number, tokens: number) => `search tool + ${plural(n, 'definition', 'definitions')} of mean size (≈ ${num(tokens)} tokens)`,
      barsLabel: (all: number, search: number, window: number) =>
        `Context with all definitions loaded: ${num(all)} tokens; with tool search: ${num(search)} tokens; context window: ${num(window)} tokens.`,
      windowMark: 'window',
    },

    cost: {
      title: 'Input cost per 1,000 requests',
      intro: (price: number, model: string) =>
        `At ${model}’s input price of $${price} per million tokens, for a request that finds and calls one tool. Output, prompt caching and batch discounts are left out.`,
      billed: 'Billed input per request',
      per1000: 'Per 1,000 requests',
      why: 'usage.input_tokens adds up every sampling iteration, and a search costs one more: the second iteration re-reads the first one’s context plus what the search loaded (in the Haiku recording: 737 + 904 = 1,641).',
      difference: (x: number) => (x >= 0 ? `Tool search saves ${usd(x)} per 1,000 requests` : `Tool search costs ${usd(-x)} more per 1,000 requests`),
    },

    growth: {
      title: 'As the catalog grows',
      intro: (mean: number) => `Both contexts for catalogs of 10 to 10,000 tools (the API’s limit) of this selection’s mean size, ≈ ${num(mean)} tokens per definition. Both axes are logarithmic.`,
      xAxis: 'Tools in the catalog',
      yAxis: 'Tokens in context',
      allLoaded: 'all loaded',
      toolSearch: 'tool search',
      window: (w: number) => `window ${w >= 1_000_000 ? `${w / 1_000_000}M` : w >= 1_000 ? `${Math.round(w / 1_000)}K` : num(w)}`,
      fills: (n: number) => `All definitions fill the window at about ${num(n)} tools.`,
      neverFills: 'All definitions never fill the window in this range.',
      desc: (first: string, last: string, fills: string) => `Line chart. All loaded grows in step with the catalog (${first} … ${last}); tool search stays flat. ${fills}`,
      table: 'Show the same numbers as a table',
      columns: ['Tools', 'All loaded (tokens)', 'Tool search (tokens)', 'Saving'],
    },

    headline: {
      title: 'The article’s headline, and the same computation today',
      intro:
        'The article (Nov 2025): GitHub, Slack, Sentry, Grafana and Splunk ≈ 55K tokens of definitions, ~77K context, ~8.7K with tool search, an 85% cut. Its figures are quoted; ours are computed on the catalogs shipped with the app, with the assumptions above.',
      columns: ['Server', 'Article: tools', 'Article: tokens', 'Shipped catalog', 'Ours: tools', 'Ours: tokens'],
      notShipped: { licence: 'not shipped (FSL licence)', 'not-collected': 'not shipped (not collected)' },
      totalRow: 'Definitions',
      contextAll: 'Context, all loaded',
      contextSearch: 'Context, tool search',
      saving: 'Saving',
      article: 'Article',
      ours: 'Shipped catalogs',
      loading: 'Loading the GitHub and Slack catalogs…',
      why: 'Where and why they differ',
      reasons: {
        arithmetic: (rest: string, in77: string, s77: string, s55: string) =>
          `The article’s own numbers disagree: its 8.7K leaves ${rest} tokens for the system prompt and conversation, so its 77K holds ${in77} of definitions — the “~72K for 50+ tools” of its figure, not the 55K. The 85% fits the 55K case (${s55}); 77K against 8.7K would be ${s77}.`,
        missing: (servers: string, tokens: string) => `${servers} are not shipped: ours leaves out their ${tokens} (quoted).`,
        catalogs: (articleGh: string, oursGh: string, articleSlack: string, oursSlack: string) =>
          `Different servers: the article’s GitHub server had ≈ ${articleGh} tokens per tool; today’s default toolsets ≈ ${oursGh}. Its Slack server had ≈ ${articleSlack} per tool; the shipped Slack server (korotovsky) ≈ ${oursSlack} — another server altogether.`,
        estimator: (err: string) => `Ours are estimates: against the one exact recording the estimator was ${err} on a whole request.`,
        gap: (ratio: string) =>
          `For the two servers we have, the article’s figures are ${ratio}× ours: far more than the estimator’s error, so the catalogs themselves differ. An exact count_tokens (live mode) would tell the two apart.`,
      },
    },

    estimator: {
      title: 'How the numbers are estimated, and how far off they are',
      method: [
        'Each definition, message and content block is counted as compact JSON at about 4 characters per token (a string as its own text).',
        'Fixed parts no definition shows are added from published figures: the tool-use system prompt, 346 tokens (docs; another docs version says 496), and a built-in search tool’s description, ~500 tokens (quoted from the article). A client-side search tool is counted from its definition.',
        'Discovered tools are taken at the selection’s mean definition size; which ones a search finds depends on the question.',
      ],
      checkTitle: 'Against the one exact recording (Haiku 4.5, regex search, two deferred tools)',
      columns: ['What', 'Exact (API)', 'Estimated', 'Error'],
      rows: {
        first: 'First sampling iteration (message_start)',
        cumulative: (n: number) => `Whole response, ${plural(n, 'iteration', 'iterations')} (message_delta, cumulative)`,
        growth: 'Growth from iteration 1 to 2 (content only: the turn + 1 expanded definition)',
        emulator: 'The emulator’s count_tokens for the same request (no search-tool allowance)',
      },
      reading:
        'Content alone is close (the growth row); the fixed parts carry most of the error. The scenarios’ recorded usage comes from the emulator, which leaves the search tool’s description out and so reads low.',
      source: 'Recording: lib/service/fixtures (mdegans/misanthropic, MIT).',
    },
  },
};
