/**
 * How the player is laid out: the whole app (`full`), presenter mode for a room
 * (`?present=1`: the diagram and the step card, large), or the embed view for
 * an iframe (`?embed=1`: diagram, card and controls only). The URL carries it
 * so a link opens the same view.
 */
export type ViewMode = 'full' | 'present' | 'embed';

const FLAGS = { present: 'present', embed: 'embed' } as const satisfies Record<Exclude<ViewMode, 'full'>, string>;

/** The mode a query string asks for; embed wins, since an iframe cannot leave it. */
export function viewModeOf(get: (name: string) => string | null | undefined): ViewMode {
  if (get(FLAGS.embed) === '1') return 'embed';
  if (get(FLAGS.present) === '1') return 'present';
  return 'full';
}

/** `query` (without `?`) with the mode's flag added. */
export function withViewMode(query: string, mode: ViewMode): string {
  return mode === 'full' ? query : `${query}&${FLAGS[mode]}=1`;
}
