import type { Actor, Seen } from '@/lib/engine/step';
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
  provenance: {
    exact: { label: 'exact', hint: 'Counted by the API: count_tokens, or the usage of a response recorded from the real API.' },
    estimate: {
      label: 'estimate',
      hint: 'Our estimator (about 4 characters per token, plus published overheads) — or the emulator’s usage, which is the same estimator.',
    },
    quoted: { label: 'quoted', hint: 'Copied from the article as written; not computed here.' },
  },
};
