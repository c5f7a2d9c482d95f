import type { Step } from './step';

/**
 * Points of the protocol the app relies on but nobody has confirmed on the wire
 * (PROTOCOL.md, "Not verified"). Each place that leans on one shows a marker.
 */
export const UNVERIFIED_POINTS = ['bm25-input', 'search-limit', 'defer-builtin', 'count-tokens-deferred', 'search-prefix'] as const;
export type UnverifiedPoint = (typeof UNVERIFIED_POINTS)[number];

/** The unverified points a step's sentences or payload rely on, read from its facts. */
export function unverifiedPointsOf(step: Step): UnverifiedPoint[] {
  const f = step.facts;
  const points: UnverifiedPoint[] = [];
  if (step.kind === 'model-search-call' || step.kind === 'search-run') {
    if (String(f.tool).includes('bm25')) points.push('bm25-input');
    if (f.limit !== '' && f.limit !== undefined) points.push('search-limit');
  }
  if ((step.kind === 'search-run' || step.kind === 'search-result') && Number(f.prefixed) > 0) points.push('search-prefix');
  if (step.kind === 'request' && Number(f.builtinDeferred) > 0) points.push('defer-builtin');
  return points;
}
