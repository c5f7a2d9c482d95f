import { num, pct, plural, signed, signedPct } from './format';

/** Strings of the player page: controls, step card, model's view, diagram, context bar. */
export const player = {
  controls: {
    previous: 'Previous step',
    next: 'Next step',
    play: 'Play',
    pause: 'Pause',
    restart: 'Restart',
    speed: 'Speed',
    scrubber: 'Step',
    reducedMotion: 'Autoplay is off because your system asks for reduced motion. Use Next step or the arrow keys.',
    keys: 'Keys: ← → step · Space play/pause · Home/End first/last · 1–9 jump · P present',
  },
  step: {
    counter: (n: number, total: number) => `Step ${n} of ${total}`,
    caption: (n: number, total: number, title: string) => `Step ${n} of ${total}: ${title}`,
    payload: 'Payload',
    copy: 'Copy JSON',
    copied: 'Copied',
    copyFailed: 'Copy failed: select the text and copy it by hand',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    factCheck: (n: number) => `Fact check: ${n} ${n === 1 ? 'field' : 'fields'} today’s API would not send this way`,
    collapsedItems: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
    expand: 'Expand',
    collapse: 'Collapse',
  },
  /** Programmatic tool calling: the program a step carries, and what it printed. */
  code: {
    program: 'The program (Python), as input.code carries it',
    stdout: 'What the program printed (stdout): all of it that reaches the model',
    stderr: 'stderr',
    exit: (code: number) => `exit code ${code}`,
  },
  http: {
    request: 'Request line and headers',
    response: 'Status',
    body: { request: 'Request body', response: 'Response body' },
    requestId: 'request-id',
    recorded: { hint: 'What the SDK really sent or got, seen through its fetch option; the key is masked before it is stored.' },
    derived: {
      hint: 'This file predates recorded headers: rebuilt exactly as @anthropic-ai/sdk 1.12 builds them (betas move to the anthropic-beta header). The key is a placeholder.',
    },
    modelled: {
      hint: 'The emulator wrote this error text after the API’s rules; the real API’s wording may differ.',
    },
  },
  prologue: {
    summary: (server: string, tools: number) =>
      `Before this step (modelled, not a numbered step): the API asked MCP server “${server}” for its tools — ${tools} listed`,
    intro: 'JSON-RPC between the API and the MCP server, before the model runs: the ids continue into the later tools/call. No client sees this exchange.',
    noListing: 'The listing is known only from the recording’s tools/list: this response carries no mcp_tool_listing block.',
    listing: 'The response’s mcp_tool_listing block (on the wire): send it back unchanged and the next request skips tools/list.',
    from: { service: 'API → MCP server', tool: 'MCP server → API' },
  },
  view: {
    title: "Model's view",
    intro: 'Tool definitions in the model’s context at this step.',
    rejected: 'No model ran: the API refused the request. This is what its tools would have given the model.',
    search: 'search tool',
    always: 'always loaded',
    discovered: 'discovered',
    deferred: (n: number) => `${n} deferred ${n === 1 ? 'definition' : 'definitions'} it cannot see`,
  },
  present: {
    enter: 'Present',
    enterHint: 'Presenter mode: the diagram and the step, large (P)',
    exit: 'Leave presenter mode',
    exitHint: 'Leave presenter mode (Esc)',
    keys: '← → Space PageUp PageDown step · Esc leave',
  },
  embed: {
    openInApp: 'Open in Tool Search Lab ↗',
    openHint: 'Opens this step in the full app, in a new tab',
  },
  diff: {
    title: 'What changed',
    intro: 'The model’s context against the step before.',
    first: 'The model’s context against an empty one.',
    none: 'Nothing entered or left the model’s context at this step.',
    definitionAdded: 'definition added',
    definitionRemoved: 'definition removed',
    block: (role: string, type: string) => `${role === 'assistant' ? 'assistant turn' : `${role} message`}: ${type}`,
    tokens: (delta: number) => `${signed(delta)} tokens (estimate)`,
  },
  diagram: {
    loading: 'Drawing the sequence diagram…',
    failed: 'The diagram could not be drawn. The steps below still work.',
    label: (title: string) => `Sequence diagram: ${title}`,
    /** An arrow's accessible name: which step, who sends it to whom, and what it is. */
    jump: (n: number, from: string, to: string, title: string) => `Step ${n}: ${from} to ${to}, ${title}`,
    /** The diagram's text version, an ordered list of the steps beside it. */
    asText: (n: number) => `Steps as text (${n})`,
    asTextItem: (from: string, to: string, title: string) => `${from} → ${to}: ${title}`,
    skippedSteps: (steps: number, max: number) =>
      `This run has ${num(steps)} steps, more than a readable diagram holds (${max}), so it is not drawn. The steps play without it.`,
    /** What the tool-index lifeline stands for, said next to the diagram. */
    registry: {
      mcp: 'The “Registry” lifeline is the tool index inside the API: before step 2 the API asks the MCP server for its tools (initialize, then tools/list) and indexes them; the search of steps 4–5 runs over that index. The MCP server only ever gets tools/call, never a search query.',
      client: 'The “Registry” lifeline is the tool index inside the API: it holds the request’s deferred tool definitions (defer_loading: true), and the search of steps 4–5 runs over them.',
    },
    /** The note drawn before step 2 in MCP-hosted runs; not a numbered step. */
    prologueNote: (servers: string) => `Modelled, before step 2 — initialize and tools/list to ${servers}, into the Registry`,
    skippedSize: (chars: number, max: number) =>
      `This run's diagram would be ${num(chars)} characters of mermaid text, more than mermaid draws (${num(max)}), so it is not drawn. The steps play without it.`,
  },
  scenario: {
    pick: 'Scenario',
    question: 'Question',
    mode: { mcp: 'MCP-hosted tools', client: 'client-side tools' },
    source: {
      emulator: 'Recorded from the emulator (scripted model, estimated usage)',
      api: 'Recorded from the real API',
      article: 'The article’s payloads, as written',
    },
    catalogs: 'Tool catalogs',
    /** A link to /report on the scenario's catalogs. */
    report: 'Will tool search find these tools?',
    reportHint: 'Open the discoverability report on this scenario’s catalogs',
    decisions: (n: number) => `What the emulated (scripted) model decided, and why: ${n} ${n === 1 ? 'decision' : 'decisions'}`,
    incomplete: (failure: string, request: number, partial: boolean) =>
      `Incomplete: this live run stopped at request ${request} (${failure}). ${partial ? 'Its last response holds only the blocks that had finished before then, and no stop_reason: none arrived.' : 'That request got no answer, so the scenario ends before it.'}`,
  },
  large: {
    note: (steps: number, listed: number, budgeted: boolean) =>
      `This scenario has ${num(steps)} steps, too many to draw all at once: the list of steps shows the ${num(listed)} around the current one, the scrubber has no tick per step${budgeted ? '' : ', and the context budget is not counted (each step’s count covers the whole exchange before it)'}. Every step still plays, one at a time.`,
    window: (first: number, last: number, total: number) => `Steps ${num(first)}–${num(last)} of ${num(total)}: the list follows the current step.`,
  },
  /** A static deploy reads the query in the browser, then loads the scenario it names. */
  loadingScenario: 'Loading the scenario…',
  errors: {
    unknownScenario: (id: string) => `There is no scenario called “${id}”.`,
    badStep: (raw: string, total: number) => `Step “${raw}” does not exist: this scenario has steps 1 to ${total}.`,
    invalidScenario: 'This scenario file is not valid:',
    backToStart: 'Open the canonical scenario',
    openStepOne: 'Open step 1 of this scenario',
  },
  contextBar: {
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
    usageEstimate: (estimate: number, error: number) => `Our estimator gives ${num(estimate)} input tokens for the same response (${signedPct(error)} against the API’s exact figure).`,
    method: 'Estimated: compact JSON at ~4 characters per token, plus the tool-use system prompt (346, docs) and the search tool (~500, quoted from the article). Measured error: see the token budget page.',
    methodLink: 'How these are estimated',
  },
};
