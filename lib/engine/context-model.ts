import type { ContentBlock, MessageParam, MessagesRequest, MessagesResponse, Scenario, ToolDefinition, ToolEntry } from '@/lib/scenario/types';
import { isCodeIssued, modelVisibleMessages, modelVisibleTurn } from './code-calls';
import { estimateTokens } from './estimate';
import { SEARCH_TOOL_TOKENS, TOOL_USE_SYSTEM_PROMPT_TOKENS } from './overheads';
import type { ModelView } from './step';
import { asVisibleDefinition, discoveredInHistory, findCalled, findReferenced, referencedNames, resolveCatalog, type CatalogTool } from './tool-catalog';

/**
 * The one place that decides what the model sees in a sampling iteration and what
 * that costs. The engine's steps, the emulator's `usage` and `count_tokens`, the
 * player's context bar, /budget and the capture check all ask it, so they cannot
 * disagree.
 *
 * It lives in lib/engine, not lib/tokens: the engine derives each step's view and
 * sits below lib/tokens, and the emulator (lib/service) and the token views
 * (lib/tokens) both sit above it. Moving the engine's view up into lib/tokens would
 * have made the step derivation depend on the token layer for a yes/no question.
 *
 * It takes the tools a request makes available as input (`CatalogTool[]`), wherever
 * they were defined: inline in `tools[]` (client mode) or listed by an MCP server's
 * `tools/list` (MCP-hosted mode, where the body carries no definitions).
 */

/** What occupies the model's context, in the order the bar stacks it. */
export const BUDGET_PARTS = ['overhead', 'search', 'always', 'discovered', 'messages'] as const;
export type BudgetPart = (typeof BUDGET_PARTS)[number];

/** One iteration's input, part by part. Every figure is an estimate (estimate.ts). */
export interface ContextCost {
  parts: Record<BudgetPart, number>;
  /** Sum of the parts. */
  total: number;
  /** Deferred definitions still out of the context: what tool search saves here. */
  notLoaded: { tools: number; tokens: number };
}

export const EMPTY_PARTS: Readonly<Record<BudgetPart, number>> = { overhead: 0, search: 0, always: 0, discovered: 0, messages: 0 };

/** A definition as the model sees it (without the request-only `defer_loading`). */
export const toolDefinitionTokens = (definition: ToolDefinition | ToolEntry) => estimateTokens(definition);

/**
 * A built-in search tool is sent as two short fields, but the model gets the API's
 * full description of it: the article's ~500. A client-side search tool is an
 * ordinary tool and is counted from its definition.
 */
export const SEARCH_TOOL_COST = SEARCH_TOOL_TOKENS;

/**
 * Estimates by definition object. A scenario's requests are walked again for every step and every
 * render, and a user's catalog brings 10,000 definitions to each walk; the definitions themselves
 * never change, so each is serialised once.
 */
const estimated = new WeakMap<object, number>();

export function definitionTokens(tool: CatalogTool): number {
  if (tool.kind === 'search') return SEARCH_TOOL_COST;
  const known = estimated.get(tool.definition);
  if (known !== undefined) return known;
  const tokens = toolDefinitionTokens(asVisibleDefinition(tool));
  estimated.set(tool.definition, tokens);
  return tokens;
}

/** The system prompt the API adds as soon as the model has any tool in view. */
export const toolUsePromptTokens = (loadedTools: number) => (loadedTools > 0 ? TOOL_USE_SYSTEM_PROMPT_TOKENS : 0);

/** Content blocks in the model's turn (its own output, and the results put back into it); calls its code issued are not. */
export function turnTokens(turn: readonly ContentBlock[]): number {
  const visible = modelVisibleTurn(turn);
  return visible.length > 0 ? estimateTokens(visible) : 0;
}

export interface ContextInput {
  /** Every tool the request makes available, deferral resolved (resolveCatalog). */
  catalog: readonly CatalogTool[];
  system?: MessagesRequest['system'];
  messages: readonly MessageParam[];
}

/**
 * The model's context through one response: the catalog with deferral resolved,
 * plus every tool a `tool_reference` has expanded so far (earlier in the history,
 * or earlier in this response, once `discover` is told).
 */
export class ContextModel {
  readonly catalog: readonly CatalogTool[];
  private readonly byName: Map<string, CatalogTool>;
  private readonly discovered: Set<string>;
  private readonly tokens = new Map<string, number>();
  private readonly fixed: { system: number; messages: number };

  constructor(readonly input: ContextInput) {
    this.catalog = input.catalog;
    this.byName = new Map(input.catalog.map((t) => [t.name, t]));
    this.discovered = new Set();
    this.discover(discoveredInHistory(input.messages));
    this.fixed = { system: estimateTokens(input.system), messages: estimateTokens(modelVisibleMessages(input.messages)) };
  }

  /** `answered`: the response's own blocks, whose `mcp_tool_listing` may be where a server's tools come from. */
  static ofRequest(request: MessagesRequest, mcpTools: Scenario['mcp_tools'] = {}, answered: readonly ContentBlock[] = []): ContextModel {
    return new ContextModel({ catalog: resolveCatalog(request, mcpTools, answered), system: request.system, messages: request.messages });
  }

  /** Referenced names, in either form (bare or `{server}_{name}`), are kept as the catalog names them. */
  discover(names: Iterable<string>) {
    for (const name of names) this.discovered.add(findReferenced(this.catalog, name)?.name ?? name);
  }

  /** The tool a `tool_reference` names, by its composed MCP name or its bare one. */
  toolNamed(name: string): CatalogTool | undefined {
    return findReferenced(this.catalog, name);
  }

  /** Loaded because a reference expanded it, not because it was never deferred. `server` for an mcp_tool_use. */
  isDiscovered(name: string, server?: string): boolean {
    const tool = findCalled(this.catalog, name, server);
    return !!tool && tool.deferred && this.discovered.has(tool.name);
  }

  /** The corpus the search tool runs over: every deferred definition. */
  deferredTools(): CatalogTool[] {
    return this.catalog.filter((t) => t.deferred);
  }

  /** Definitions in the model's view now, in catalog order. */
  loadedTools(): CatalogTool[] {
    return this.catalog.filter((t) => !t.deferred || this.discovered.has(t.name));
  }

  /** Loaded and deferred for the current iteration. */
  view(): ModelView {
    const loaded: ModelView['loaded'] = [];
    let deferred = 0;
    for (const tool of this.catalog) {
      if (tool.kind === 'search' && !tool.deferred) loaded.push({ name: tool.name, how: 'search' });
      else if (!tool.deferred) loaded.push({ name: tool.name, how: 'always' });
      else if (this.discovered.has(tool.name)) loaded.push({ name: tool.name, how: 'discovered' });
      else deferred += 1;
    }
    return { loaded, deferred };
  }

  /** A definition's cost, counted once per model (a large catalog is walked at every step). */
  toolTokens(name: string): number {
    const known = this.tokens.get(name);
    if (known !== undefined) return known;
    const tool = this.byName.get(name);
    const tokens = tool ? definitionTokens(tool) : 0;
    this.tokens.set(name, tokens);
    return tokens;
  }

  /**
   * The input of one sampling iteration with `view` loaded and the first blocks of
   * the response (`turn`) already in the model's turn. `view` defaults to now; the
   * player passes the view a step recorded.
   */
  cost(turn: readonly ContentBlock[] = [], view: ModelView = this.view()): ContextCost {
    const parts = { ...EMPTY_PARTS };
    const loaded = new Set<string>();
    for (const tool of view.loaded) {
      loaded.add(tool.name);
      parts[tool.how] += this.toolTokens(tool.name);
    }
    parts.overhead = toolUsePromptTokens(view.loaded.length) + this.fixed.system;
    parts.messages = this.fixed.messages + turnTokens(turn);
    const notLoaded = { tools: 0, tokens: 0 };
    for (const tool of this.catalog) {
      if (!tool.deferred || loaded.has(tool.name)) continue;
      notLoaded.tools += 1;
      notLoaded.tokens += this.toolTokens(tool.name);
    }
    const total = BUDGET_PARTS.reduce((sum, p) => sum + parts[p], 0);
    return { parts, total, notLoaded };
  }

  /** The figure the emulator reports as `input_tokens` for one iteration, and as `count_tokens` for the first. */
  inputTokens(turn: readonly ContentBlock[] = []): number {
    return this.cost(turn).total;
  }
}

/**
 * Where each sampling iteration of a response starts, as a count of content blocks
 * already in the turn. The model samples again after every result the service put
 * back (a search, an MCP call, the output of its code), except a last one a `pause_turn`
 * stopped before. A response that opens with what code did (the calls it issued, or its
 * output) resumed the code in its container: nothing sampled before that.
 */
export function iterationStarts(response: Pick<MessagesResponse, 'content' | 'stop_reason'>): number[] {
  const first = response.content[0];
  const resumedCode = !!first && (first.type === 'code_execution_tool_result' || isCodeIssued(first));
  const starts = resumedCode ? [] : [0];
  response.content.forEach((block, i) => {
    const isResult = block.type === 'tool_search_tool_result' || block.type === 'mcp_tool_result' || block.type === 'code_execution_tool_result';
    const last = i === response.content.length - 1;
    if (isResult && !(last && response.stop_reason === 'pause_turn')) starts.push(i + 1);
  });
  return starts;
}

/**
 * Each iteration's input, in order: what `usage.input_tokens` sums (the first is
 * what `message_start` reports). References in the turn load their definitions
 * for the iterations after them. `model` is advanced as it goes.
 */
export function iterationInputs(model: ContextModel, response: Pick<MessagesResponse, 'content' | 'stop_reason'>): number[] {
  const content = response.content as ContentBlock[];
  return iterationStarts(response).map((end) => {
    const turn = content.slice(0, end);
    model.discover(referencedNames(turn));
    return model.cost(turn).total;
  });
}
