import type { Actor, Seen, StepFacts, StepKind } from '@/lib/engine/step';

import { enCompare } from './en-compare';
import { enLive } from './en-live';

type Template = (facts: StepFacts) => string;

const usageSentence = (f: StepFacts) =>
  f.usage === 'exact'
    ? `Usage, as the API counted it: ${f.input_tokens} input and ${f.output_tokens} output tokens.`
    : `Usage (an estimate: the emulator counts about 4 characters per token): ${f.input_tokens} input and ${f.output_tokens} output tokens.`;

/** Every string the UI shows. A second language is a second object of this shape. */
export const en = {
  compare: enCompare,
  live: enLive,
  appName: 'Tool Search Lab',
  tagline: 'How Claude finds a tool among thousands: step by step, with the exact JSON.',
  nav: { player: 'Player', scenarios: 'Scenarios', search: 'Search playground', catalogs: 'Catalogs', about: 'About' },
  catalogsPage: {
    title: 'Tool catalogs',
    intro:
      'Real tool definitions of public MCP servers, shipped with the app for searching and for token budgets. Each stays under its own licence; the definitions are unchanged except that MCP’s inputSchema is renamed to the API’s input_schema.',
    columns: ['Catalog', 'Tools', 'Source repository', 'Commit / release', 'Licence'],
    note: 'The Atlassian catalogs are reconstructed from the server’s Python signatures; GitHub’s are its own JSON snapshots; Notion’s were captured from tools/list. Full notes: data/catalogs/SOURCES.md.',
  },
  playground: {
    title: 'Search playground',
    intro:
      'Run the three search variants over real MCP tool catalogs, as the API (regex, BM25) or Claude Code (keyword) would. Results update as you type.',
    catalogs: 'Catalogs',
    variant: 'Variant',
    variants: {
      regex: { label: 'Regex', hint: 'Python re.search, case-insensitive, at most 200 characters (tool_search_tool_regex).' },
      bm25: { label: 'BM25', hint: 'Natural-language query, at most 500 characters, ranked (tool_search_tool_bm25).' },
      keyword: { label: 'Keyword', hint: 'Claude Code’s client-side ToolSearch: select:a,b · keywords · +term required in the name.' },
    },
    query: 'Query',
    queryPlaceholder: { regex: 'e.g. weather|forecast', bm25: 'e.g. list open pull requests', keyword: 'e.g. +slack message' },
    limit: 'Limit',
    loading: 'Loading catalogs…',
    searched: (n: number) => `${n} tool definitions`,
    timing: (searchMs: string, buildMs: string) => `search ${searchMs} ms · index ${buildMs} ms`,
    noQuery: 'Type a query to search.',
    noMatch: 'Nothing matched. The API returns an empty tool_references list: not an error.',
    errorTitle: 'The search tool returns an error result (HTTP 200): the model sees it and can try again.',
    resultJson: 'What the model receives',
    score: 'score',
    moreFields: (n: number) => `and ${n} more matching ${n === 1 ? 'field' : 'fields'}`,
    fields: { name: 'name', description: 'description', argument_name: 'argument', argument_description: 'argument description' },
    pickOne: 'Pick at least one catalog.',
    openFromStep: 'Try this search in the playground',
  },
  actors: {
    client: 'Client',
    service: 'Service (API)',
    model: 'Model',
    registry: 'Registry (MCP)',
    tool: 'Real Tool',
  } satisfies Record<Actor, string>,
  seen: {
    wire: { label: 'on the wire', hint: 'Bytes the client really sent or received: recorded exactly.' },
    inside: {
      label: 'inside the service',
      hint: 'Traffic inside the API that no client can observe: a model of it, derived from the wire data.',
    },
    client: { label: 'in your code', hint: 'The client ran this tool itself (client-side execution): observed, not API traffic.' },
  } satisfies Record<Seen, { label: string; hint: string }>,
  controls: {
    previous: 'Previous step',
    next: 'Next step',
    play: 'Play',
    pause: 'Pause',
    restart: 'Restart',
    speed: 'Speed',
    scrubber: 'Step',
    reducedMotion: 'Autoplay is off because your system asks for reduced motion. Use Next step or the arrow keys.',
    keys: 'Keys: ← → step · Space play/pause · Home/End first/last · 1–9 jump',
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
  view: {
    title: "Model's view",
    intro: 'Tool definitions in the model’s context at this step.',
    rejected: 'No model ran: the API refused the request. This is what its tools would have given the model.',
    search: 'search tool',
    always: 'always loaded',
    discovered: 'discovered',
    deferred: (n: number) => `${n} deferred ${n === 1 ? 'definition' : 'definitions'} it cannot see`,
  },
  diagram: {
    loading: 'Drawing the sequence diagram…',
    failed: 'The diagram could not be drawn. The steps below still work.',
    label: (title: string) => `Sequence diagram: ${title}`,
    jump: (n: number, title: string) => `Go to step ${n}: ${title}`,
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
    decisions: (n: number) => `What the emulated (scripted) model decided, and why: ${n} ${n === 1 ? 'decision' : 'decisions'}`,
  },
  errors: {
    unknownScenario: (id: string) => `There is no scenario called “${id}”.`,
    badStep: (raw: string, total: number) => `Step “${raw}” does not exist: this scenario has steps 1 to ${total}.`,
    invalidScenario: 'This scenario file is not valid:',
    backToStart: 'Open the canonical scenario',
    openStepOne: 'Open step 1 of this scenario',
  },
  stepTitles: {
    request: (f) => (f.followUp ? 'Next request' : 'Request'),
    'model-input': () => 'What the model sees',
    'model-search-call': () => 'Model searches',
    'search-run': () => 'Search the deferred tools',
    'search-result': (f) => (f.error ? 'Search error' : 'Matching definitions'),
    'search-inject': () => 'References expanded',
    'model-tool-call': (f) => `Call ${f.tool}`,
    'mcp-call': () => 'MCP tools/call',
    'mcp-result': () => 'Tool answers',
    'tool-result-inject': () => 'Result to the model',
    response: (f) => (f.stop_reason === 'tool_use' ? 'Response: tool_use' : 'Final response'),
    'error-response': (f) => `HTTP ${f.status} error`,
    'client-tool-run': (f) => `Client runs ${f.tool}`,
    'client-tool-result': () => 'Tool result',
    'as-written': (f) => String(f.title),
  } satisfies Record<StepKind, Template>,
  stepExplanations: {
    request: (f) =>
      `The client sends one HTTP request to POST /v1/messages with the model (${f.model}) and all ${f.tools} tools. ${f.deferred} of them carry defer_loading: every definition still travels on every request, but the deferred ones are kept out of the model’s prompt until a search finds them.`,
    'model-input': (f) =>
      `The service builds the model’s prompt from the request, leaving out the deferred definitions. The model sees ${f.visible} tool ${Number(f.visible) === 1 ? 'definition' : 'definitions'}; ${f.deferred} deferred ones cost it no context and do not disturb the prompt cache.` +
      (Number(f.remembered) > 0
        ? ` ${f.remembered} of the visible ones were discovered earlier: the tool_reference blocks in the conversation history keep them loaded, with no new search.`
        : ''),
    'model-search-call': (f) =>
      `The model has no tool for the question in view, so it calls the search tool: a server_tool_use block (id prefix srvtoolu_) with “${f.query}”. The API runs it itself; the client never answers a server tool.`,
    'search-run': (f) =>
      `The service runs ${f.tool} over the ${f.deferred} deferred definitions: names, descriptions, argument names and argument descriptions.`,
    'search-result': (f) =>
      f.error
        ? `The search input was rejected with ${f.error}. This is not an HTTP error: the result goes back to the model, which can try again.`
        : Number(f.count) === 0
          ? 'Nothing matched. An empty tool_references list is a normal result, not an error.'
          : `The search matches ${f.count}: ${f.names}. These are the full definitions that will be loaded into the model’s context.`,
    'search-inject': (f) =>
      f.error
        ? `The model receives a tool_search_tool_result holding the error (${f.error}) and can search again.`
        : `The model receives a tool_search_tool_result with tool_reference blocks. The service expands each reference into its full definition in the model’s context: ${f.names || 'none'}.`,
    'model-tool-call': (f) =>
      (Number(f.discovered) ? `Now that ${f.tool} is in view, the model calls it` : `The model calls ${f.tool}`) +
      (f.server
        ? `: an mcp_tool_use block naming the MCP server “${f.server}”. The API will run it; the client does nothing.`
        : ` with an ordinary tool_use block. It is a client tool, so the response will stop here with stop_reason "tool_use".`),
    'mcp-call': (f) =>
      `The service calls the MCP server “${f.server}” with a JSON-RPC tools/call request for ${f.tool}, built from the mcp_tool_use block.`,
    'mcp-result': (f) => `The MCP server answers the tools/call with the tool’s result${f.is_error === 'true' ? ', flagged as an error' : ''}.`,
    'tool-result-inject': (f) =>
      `The service puts the result into the model’s context as an mcp_tool_result block, and the model writes its answer from it. ${f.tool} ran without the client taking part.`,
    response: (f) =>
      f.stop_reason === 'tool_use'
        ? `The response ends with stop_reason "tool_use": the client must run the tool and send the result back in a new request. ${usageSentence(f)}`
        : `The service returns the whole turn in one response — the search, the references, the tool call and its result, and the final text — with stop_reason "${f.stop_reason}". ${usageSentence(f)}`,
    'error-response': (f) => `The API rejects the request before the model runs: HTTP ${f.status}. “${f.message}”`,
    'client-tool-run': (f) => `The client’s own code runs ${f.tool} with the arguments from the tool_use block.${f.implementation ? ` (${f.implementation})` : ''}`,
    'client-tool-result': (f) =>
      Number(f.references) > 0
        ? `The client’s search answers with ${f.references} tool_reference ${Number(f.references) === 1 ? 'block' : 'blocks'} inside a tool_result. Sent in the next request, they make the API expand those deferred definitions for the model.`
        : `The client wraps ${f.tool}’s output in a tool_result block, to be sent in the next request as a user message.`,
    'as-written': (f) => String(f.explanation),
  } satisfies Record<StepKind, Template>,
};

export type Dictionary = typeof en;
