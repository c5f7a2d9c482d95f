import type { ToolDefinition } from '@/lib/scenario/types';
import type { TemplateArgs } from './request-template';
import type { RunPlan } from './settings';

/**
 * What programmatic tool calling changes in a live run's request, in the request template's terms
 * (the recorder's `callableFromCode` and `nonDeferred`): which tools get `allowed_callers`, and
 * which stay loaded. Without a search first, nothing can be deferred (no search could load it),
 * so every definition goes loaded, as the ptc-budget recording sends them; with one, the form's
 * non-deferred list holds, as in ptc-search.
 */
export function codeCallArgs(
  plan: Pick<RunPlan, 'codeCalls' | 'nonDeferred' | 'search'>,
  definitions: readonly ToolDefinition[],
): Pick<TemplateArgs, 'nonDeferred' | 'callableFromCode'> {
  if (!plan.codeCalls) return { nonDeferred: plan.nonDeferred };
  const names = definitions.map((d) => d.name);
  // A typed name no catalog defines is left out (the form warns about it): allowed_callers goes on definitions only.
  const named = plan.codeCalls.tools.filter((n) => names.includes(n));
  return {
    nonDeferred: plan.search === 'none' ? names : plan.nonDeferred,
    callableFromCode: plan.codeCalls.tools.length > 0 ? named : names,
  };
}
