import type { Actor } from '@/lib/engine/step';
import type { Badge } from '@/lib/engine/badge';
import type { UnverifiedPoint } from '@/lib/engine/unverified';
import { format } from './format';

/** Strings every page shares: the app's name, the main navigation, the actors, and the provenance labels. */
export const common = {
  appName: 'Tool Search Lab',
  tagline: 'How Claude finds a tool among thousands: step by step, with the exact JSON.',
  nav: {
    main: 'Main',
    player: 'Player',
    scenarios: 'Scenarios',
    search: 'Search playground',
    catalogs: 'Catalogs',
    live: 'Live',
    compare: 'Compare',
    budget: 'Token budget',
  },
  format,
  framed: {
    refused: 'This part of the app does not run inside a frame: it can spend an API key, and the page around the frame could steer your clicks.',
    open: 'Open it in its own tab',
  },
  language: { label: 'Language' },
  actors: {
    client: 'Client',
    service: 'Service (API)',
    model: 'Model',
    registry: 'Registry · tool index in the API',
    tool: 'Real Tool',
    container: 'Code execution container (inside the API)',
  } satisfies Record<Actor, string>,
  /**
   * Where a step's payload comes from, in words that cannot be mistaken for one another:
   * the legend beside the player shows each label with its hint.
   */
  seen: {
    api: { label: 'recorded from the real API', hint: 'Bytes the client sent to Anthropic’s API or got back from it, recorded as they were (the key masked).' },
    emulator: {
      label: 'recorded from the emulator',
      hint: 'Bytes the client sent to this app’s emulator or got back from it, recorded as they were: an offline stand-in for the API with a scripted model, not Anthropic’s servers.',
    },
    derived: {
      label: 'derived by the engine',
      hint: 'Traffic inside the API that no client can see: the engine rebuilds it from the recorded bytes (step 2 is the request minus the deferred definitions).',
    },
    client: { label: 'run by the client', hint: 'The client’s own code ran this tool (client-side execution): part of the run, not API traffic.' },
    published: {
      label: 'as published',
      hint: 'Quoted as the article printed it: not recorded, not derived, and not necessarily what the API sends.',
    },
  } satisfies Record<Badge, { label: string; hint: string }>,
  provenance: {
    exact: { label: 'exact', hint: 'Counted by the API: count_tokens, or the usage of a response recorded from the real API.' },
    estimate: {
      label: 'estimate',
      hint: 'Our estimator (about 4 characters per token, plus published overheads) — or the emulator’s usage, which is the same estimator.',
    },
    quoted: { label: 'quoted', hint: 'Copied from the article as written; not computed here.' },
  },
  /** Text this app wrote in the API's place (the emulator's 400 messages, the MCP listing): shown next to it wherever it appears. */
  modelled: {
    label: 'modelled',
    hint: 'Written by this app in the API’s place (the emulator’s error texts, the MCP listing before step 2), after the published rules: the real API may differ.',
    orderHint: 'The emulator’s ordering: the API documents no ranking for its search, and may order ties otherwise.',
    outputHint: 'The emulator does not run Python: a JavaScript model of this program produced the output. Real code in a real container may print something else.',
  },
  /** How this app's searches order their hits, ties included (a modelled point: the API documents none). */
  searchOrder: {
    regex: 'Order: a match in the name first, then in the description, then in an argument only; ties keep the listing order.',
    bm25: 'Order: by BM25 score; equal scores keep the listing order.',
    keyword: 'Order: by keyword score (name parts above search hints above descriptions); equal scores keep the listing order.',
  },
  /** What name an MCP tool is searched by: its own (default) or the composed one (unverified). */
  searchNames: {
    legend: 'An MCP tool is searched by',
    tool: 'its own name (as tools/list gives it), description and arguments: the docs’ reading, the default',
    prefixed: 'its composed {server}_{name} as well: the server prefix matches too',
    hint: 'Either way, a tool_reference names it {server}_{name}.',
  },
  unverified: {
    label: 'unverified',
    hint: 'A protocol point nobody has confirmed on the wire: the app relies on it, and the mark says which.',
    points: {
      'bm25-input': {
        point: 'BM25’s input field',
        hint: 'The BM25 search tool’s input is {"query": …} per the docs, but no captured response shows it yet.',
      },
      'search-limit': {
        point: 'the search’s limit',
        hint: 'A real capture shows the model sending "limit" with its search, but it is not confirmed as an official parameter: the API may ignore it.',
      },
      'defer-builtin': {
        point: 'deferring built-in tools',
        hint: 'The SDK’s types accept defer_loading on built-in server tools (web search, web fetch), but whether the API defers them and lets the search find them is unverified.',
      },
      'count-tokens-deferred': {
        point: 'count_tokens and deferred tools',
        hint: 'count_tokens accepts defer_loading, but whether its figure leaves the deferred definitions out, as the model’s context does, is unverified.',
      },
      'search-prefix': {
        point: 'searching the server prefix',
        hint: 'A tool_reference names an MCP tool {server}_{name}, but whether the search also matches that server prefix is not known: the docs name only the tool’s name, description and arguments.',
      },
      'auto-threshold-unit': {
        point: 'what Claude Code’s auto threshold measures',
        hint: 'A reading of Claude Code’s source (seed 001) says auto mode defers tools once the deferred tools’ size passes a share of the context window (10% by default); whether that size is counted in tokens or in characters is not stated.',
      },
      'connector-always-load': {
        point: 'the API’s connector and alwaysLoad',
        hint: 'Claude Code keeps an MCP tool loaded when its server sets _meta["anthropic/alwaysLoad"] (seed 001); no source says whether the API’s MCP connector reads that field. Keep a tool loaded there with mcp_toolset.configs.',
      },
      'connector-instructions': {
        point: 'the connector and a server’s instructions',
        hint: 'An MCP server’s initialize result may carry instructions; whether the API’s MCP connector shows them to the model is not documented.',
      },
      'code-calls-context': {
        point: 'code’s calls in Claude’s context',
        hint: 'The docs say the results of calls made from code do not enter Claude’s context; nothing says whether the tool_use blocks the code issued do. The app counts neither.',
      },
      'no-sampling-usage': {
        point: 'the usage of a response no model wrote',
        hint: 'A response that only resumed code in its container (no model sampling) still reports usage; the docs do not say what it holds. The emulator reports 0 input and 0 output tokens.',
      },
      'code-result-type': {
        point: 'a tool’s result inside the code',
        hint: 'A tool_result is text on the wire; whether the code receives that text or parsed JSON is not documented. The program parses the text with json.loads.',
      },
      'deferred-from-code': {
        point: 'code calling deferred tools',
        hint: 'Nothing documents whether code may call a deferred tool before a search loads it. The emulator lets code call only tools already in the model’s view.',
      },
      'code-execution-cost': {
        point: 'the code execution tool’s description',
        hint: 'The API describes the code execution tool to the model at a length it does not publish; the estimate counts only the two fields the request sends.',
      },
    } satisfies Record<UnverifiedPoint, { point: string; hint: string }>,
  },
};
