import { format } from './format';

const { num } = format;

/** Strings of the compare page: the two players, the alignment, the summary table and the decision tree. */
export const compare = {
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
      row: (n: number, moment: string) => `${n}. ${moment}`,
      /** The button's name starts with the text it shows (WCAG 2.5.3, label in name). */
      go: (shown: string) => `${shown}: go to this moment`,
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

  page: {
    unknownQuestion: (id: string) => `There is no compared question called “${id}”.`,
    badStep: (raw: string, total: number) => `Moment “${raw}” does not exist: this comparison has moments 1 to ${total}.`,
    openDefault: 'Open the weather comparison',
    openMomentOne: 'Open moment 1',
  },
};
