import type { ToolDefinition } from '@/lib/scenario/types';
import { examplesCost, examplesTokens } from '@/lib/tokens/examples-budget';

/**
 * What the tool use examples of a live run's definitions cost, as the form says it before the run:
 * every example the chosen catalogs carry (they go out as they are), and the part that is in the
 * context from the first request, on the tools kept loaded. Estimates, by the app's token estimator.
 */
export interface LiveExamplesCost {
  tools: number;
  examples: number;
  tokens: number;
  loadedTokens: number;
}

export function liveExamplesCost(definitions: readonly ToolDefinition[], loaded: (name: string) => boolean): LiveExamplesCost {
  const cost = examplesCost(definitions);
  const loadedTokens = definitions.filter((d) => loaded(d.name)).reduce((sum, d) => sum + examplesTokens(d), 0);
  return { tools: cost.withExamples, examples: cost.examples, tokens: cost.tokens, loadedTokens };
}
