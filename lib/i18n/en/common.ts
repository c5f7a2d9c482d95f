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
  language: { label: 'Language' },
  actors: {
    client: 'Client',
    service: 'Service (API)',
    model: 'Model',
    registry: 'Registry · tool index in the API',
    tool: 'Real Tool',
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
    } satisfies Record<UnverifiedPoint, { point: string; hint: string }>,
  },
};
