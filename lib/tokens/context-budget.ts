import { BUDGET_PARTS, ContextModel, EMPTY_PARTS, iterationInputs, type BudgetPart, type ContextCost } from '@/lib/engine/context-model';
import type { ModelView, Step } from '@/lib/engine/step';
import type { ContentBlock, MessagesRequest, Scenario } from '@/lib/scenario/types';

export { BUDGET_PARTS, type BudgetPart };

/** The model's context at one step, as the engine's ContextModel counts it. Every figure is an estimate. */
export interface StepBudget extends ContextCost {
  model: string;
  /** The API refused the request: these are the tokens it would have used. */
  rejected: boolean;
  /**
   * At a response: the estimator's figure for its `usage.input_tokens` (every
   * sampling iteration's input, summed), to set beside the recorded one.
   */
  usageEstimate?: number;
}

interface ExchangeContext {
  model: ContextModel;
  request: MessagesRequest;
  content: readonly ContentBlock[];
}

function isRequestLike(value: unknown): value is MessagesRequest {
  return !!value && typeof value === 'object' && Array.isArray((value as { messages?: unknown }).messages);
}

const contextOf = (request: MessagesRequest, content: readonly ContentBlock[], mcpTools: Scenario['mcp_tools']): ExchangeContext => ({
  model: ContextModel.ofRequest(request, mcpTools),
  request,
  content,
});

const budgetOf = (view: ModelView, blocks: number, ctx: ExchangeContext): StepBudget => ({
  ...ctx.model.cost(ctx.content.slice(0, blocks), view),
  model: ctx.request.model,
  rejected: view.rejected === true,
});

const cache = new WeakMap<readonly Step[], StepBudget[]>();

/**
 * Past this many steps no budget is counted: each step is priced over its
 * exchange's blocks so far, so one exchange of tens of thousands of blocks
 * costs its square, seconds of the page's time. The player says so instead.
 */
export const MAX_BUDGETED_STEPS = 2000;

export const budgetsCounted = (steps: readonly Step[]) => steps.length <= MAX_BUDGETED_STEPS;

/**
 * The context budget of every step, computed once per scenario (and cached by
 * its steps array) so that moving between steps is a lookup, not a recount.
 * Each step's view (what is loaded) was decided by the same ContextModel when the
 * steps were derived; here it is only priced.
 */
export function stepBudgets(scenario: Scenario, steps: readonly Step[]): StepBudget[] {
  const hit = cache.get(steps);
  if (hit) return hit;
  const contexts = new Map<number, ExchangeContext>();
  const contextFor = (step: Step): ExchangeContext | null => {
    const key = step.turn.exchange;
    const known = contexts.get(key);
    if (known) return known;
    let ctx: ExchangeContext | null = null;
    const exchange = scenario.exchanges[key];
    if (exchange?.kind === 'messages') {
      ctx = contextOf(exchange.request, exchange.response?.content ?? [], scenario.mcp_tools);
    } else if (scenario.literal_steps) {
      // A quoted source: its first payload is the request, if it looks like one.
      const first = scenario.literal_steps[0]?.payload;
      if (isRequestLike(first)) ctx = contextOf(first, [], scenario.mcp_tools);
    }
    if (ctx) contexts.set(key, ctx);
    return ctx;
  };
  const budgets = steps.map((step): StepBudget => {
    const ctx = contextFor(step);
    if (!ctx) return { parts: { ...EMPTY_PARTS }, total: 0, notLoaded: { tools: 0, tokens: 0 }, model: '', rejected: false };
    const budget = budgetOf(step.view, step.turn.blocks, ctx);
    if (step.kind !== 'response') return budget;
    const iterations = iterationInputs(ContextModel.ofRequest(ctx.request, scenario.mcp_tools), step.payload);
    return { ...budget, usageEstimate: iterations.reduce((a, b) => a + b, 0) };
  });
  cache.set(steps, budgets);
  return budgets;
}
