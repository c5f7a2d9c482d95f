import type { ModelView, Step } from '@/lib/engine/step';
import { asVisibleDefinition, resolveCatalog, type CatalogTool } from '@/lib/engine/tool-catalog';
import type { ContentBlock, MessagesRequest, Scenario } from '@/lib/scenario/types';
import { estimateTokens } from './estimate';
import { SEARCH_TOOL_TOKENS, TOOL_USE_SYSTEM_PROMPT_TOKENS } from './overheads';

/** What occupies the model's context, in the order the bar stacks it. */
export const BUDGET_PARTS = ['overhead', 'search', 'always', 'discovered', 'messages'] as const;
export type BudgetPart = (typeof BUDGET_PARTS)[number];

/** The model's context at one step. Every figure is an estimate (estimate.ts). */
export interface StepBudget {
  parts: Record<BudgetPart, number>;
  /** Sum of the parts. */
  total: number;
  /** Deferred definitions still out of the context: what tool search saves at this step. */
  notLoaded: { tools: number; tokens: number };
  model: string;
  /** The API refused the request: these are the tokens it would have used. */
  rejected: boolean;
}

interface ExchangeContext {
  request: MessagesRequest;
  content: readonly ContentBlock[];
  catalog: Map<string, CatalogTool>;
  tokens: Map<string, number>;
  messages: number;
  system: number;
}

const EMPTY: Record<BudgetPart, number> = { overhead: 0, search: 0, always: 0, discovered: 0, messages: 0 };

function definitionTokens(tool: CatalogTool): number {
  // A built-in search tool's two request fields say nothing of the description the model gets.
  return tool.kind === 'search' ? SEARCH_TOOL_TOKENS : estimateTokens(asVisibleDefinition(tool));
}

function exchangeContext(request: MessagesRequest, content: readonly ContentBlock[], mcpTools: Scenario['mcp_tools']): ExchangeContext {
  const catalog = new Map(resolveCatalog(request, mcpTools).map((t) => [t.name, t]));
  const tokens = new Map([...catalog.values()].map((t) => [t.name, definitionTokens(t)]));
  return { request, content, catalog, tokens, messages: estimateTokens(request.messages), system: estimateTokens(request.system) };
}

function isRequestLike(value: unknown): value is MessagesRequest {
  return !!value && typeof value === 'object' && Array.isArray((value as { messages?: unknown }).messages);
}

function budgetOf(view: ModelView, blocks: number, ctx: ExchangeContext): StepBudget {
  const parts = { ...EMPTY };
  const loaded = new Set<string>();
  for (const tool of view.loaded) {
    loaded.add(tool.name);
    parts[tool.how] += ctx.tokens.get(tool.name) ?? 0;
  }
  parts.overhead = (view.loaded.length > 0 ? TOOL_USE_SYSTEM_PROMPT_TOKENS : 0) + ctx.system;
  parts.messages = ctx.messages + (blocks > 0 ? estimateTokens(ctx.content.slice(0, blocks)) : 0);
  const notLoaded = { tools: 0, tokens: 0 };
  for (const tool of ctx.catalog.values()) {
    if (!tool.deferred || loaded.has(tool.name)) continue;
    notLoaded.tools += 1;
    notLoaded.tokens += ctx.tokens.get(tool.name) ?? 0;
  }
  const total = BUDGET_PARTS.reduce((sum, p) => sum + parts[p], 0);
  return { parts, total, notLoaded, model: ctx.request.model, rejected: view.rejected === true };
}

const cache = new WeakMap<readonly Step[], StepBudget[]>();

/**
 * The context budget of every step, computed once per scenario (and cached by
 * its steps array) so that moving between steps is a lookup, not a recount.
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
      ctx = exchangeContext(exchange.request, exchange.response?.content ?? [], scenario.mcp_tools);
    } else if (scenario.literal_steps) {
      // A quoted source: its first payload is the request, if it looks like one.
      const first = scenario.literal_steps[0]?.payload;
      if (isRequestLike(first)) ctx = exchangeContext(first, [], scenario.mcp_tools);
    }
    if (ctx) contexts.set(key, ctx);
    return ctx;
  };
  const budgets = steps.map((step): StepBudget => {
    const ctx = contextFor(step);
    if (!ctx) return { parts: { ...EMPTY }, total: 0, notLoaded: { tools: 0, tokens: 0 }, model: '', rejected: false };
    return budgetOf(step.view, step.turn.blocks, ctx);
  });
  cache.set(steps, budgets);
  return budgets;
}

/**
 * The same counting rule for one request outside a scenario: the context of a
 * sampling iteration that starts after `turn` with `discovered` tools expanded.
 */
export function estimateRequestContext(request: MessagesRequest, turn: readonly ContentBlock[] = [], discovered: readonly string[] = []): StepBudget {
  const ctx = exchangeContext(request, turn, {});
  const view: ModelView = { loaded: [], deferred: 0 };
  for (const tool of ctx.catalog.values()) {
    if (tool.kind === 'search' && !tool.deferred) view.loaded.push({ name: tool.name, how: 'search' });
    else if (!tool.deferred) view.loaded.push({ name: tool.name, how: 'always' });
    else if (discovered.includes(tool.name)) view.loaded.push({ name: tool.name, how: 'discovered' });
  }
  return budgetOf(view, turn.length, ctx);
}
