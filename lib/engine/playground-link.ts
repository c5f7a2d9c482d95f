import type { Scenario } from '@/lib/scenario/types';
import type { Step } from './step';

const SEARCH_STEPS = new Set<Step['kind']>(['model-search-call', 'search-run', 'search-result']);

/** `/search?…` that reruns this step's search over the scenario's catalogs, or null for other steps. */
export function playgroundLink(step: Step, scenario: Scenario): string | null {
  if (!SEARCH_STEPS.has(step.kind) || typeof step.facts.query !== 'string') return null;
  const tool = String(step.facts.tool ?? '');
  const variant = tool.includes('bm25') ? 'bm25' : tool.includes('regex') ? 'regex' : 'keyword';
  const params = new URLSearchParams({ variant, q: step.facts.query });
  const catalogs = scenario.catalogs?.map((c) => c.id) ?? [];
  if (catalogs.length) params.set('catalogs', catalogs.join(','));
  return `/search?${params}`;
}
