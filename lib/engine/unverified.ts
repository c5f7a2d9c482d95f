import type { Step } from './step';

/**
 * Points of the protocol the app relies on but nobody has confirmed on the wire
 * (PROTOCOL.md, "Not verified"). Each place that leans on one shows a marker.
 */
export const UNVERIFIED_POINTS = [
  'bm25-input',
  'search-limit',
  'defer-builtin',
  'count-tokens-deferred',
  'search-prefix',
  // Who decides deferral (/budget): points no published source confirms.
  'auto-threshold-unit',
  'connector-always-load',
  'connector-instructions',
  // Programmatic tool calling: what neither the docs nor the SDK's types settle (PROTOCOL.md, PTC section).
  'code-calls-context',
  'no-sampling-usage',
  'code-result-type',
  'deferred-from-code',
  'code-execution-cost',
] as const;
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
  if (step.kind === 'code-tool-call') points.push('code-calls-context');
  if (step.kind === 'code-run') points.push('code-result-type');
  if (step.kind === 'code-run' && Number(f.discovered) > 0) points.push('deferred-from-code');
  if (step.kind === 'model-input' && f.codeExecution) points.push('code-execution-cost');
  if (step.kind === 'response' && Number(f.codeCalls) > 0 && Number(f.iterations) === 0) points.push('no-sampling-usage');
  return points;
}
