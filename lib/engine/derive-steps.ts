import type {
  BetaMCPToolResultBlock,
  BetaToolResultBlockParam,
  BetaToolUseBlock,
  BetaMCPToolUseBlock,
  BetaServerToolUseBlock,
  BetaToolSearchToolResultBlock,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { ContentBlock, Exchange, MessagesExchange, Scenario, ToolDefinition, ToolRunExchange } from '@/lib/scenario/types';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { algorithmOfSearchTool } from '@/lib/protocol/search-tools';
import { literalSteps } from './literal-steps';
import { derivedHttpRequest, wireBody, type HttpResponse } from '@/lib/scenario/wire';
import type { HttpOrigin, ModelView, Step, StepDraft, StepFacts, TurnSnapshot } from './step';
import { answeredCodeCalls, isCodeIssued } from './code-calls';
import { emitCodeCall, emitCodeOutput, emitCodeResume, emitCodeToolCalls } from './code-steps';
import { ContextModel } from './context-model';
import { firstCallId, listingPrologues } from './mcp-prologue';
import { examplesOf, messageOrigin, nextBlockType, requestContainer, requestFacts, responseFacts, searchCallFacts } from './step-facts';
import { asVisibleDefinition, mcpListings, referencedNames, resolveCatalog } from './tool-catalog';

type Draft = StepDraft;

/**
 * The model's context (context-model.ts decides what is loaded) while one exchange
 * is walked block by block, plus what the steps show of it.
 */
class ContextTracker extends ContextModel {
  /** How many of the response's blocks the model holds so far (see TurnSnapshot). */
  inTurn = 0;

  visibleDefinitions() {
    return this.loadedTools().map(asVisibleDefinition);
  }

  definitionsOf(names: readonly string[]): ToolDefinition[] {
    return names.flatMap((name) => {
      const tool = this.toolNamed(name);
      return tool ? [asVisibleDefinition(tool) as ToolDefinition] : [];
    });
  }

  deferredSources() {
    const deferred = this.deferredTools();
    return { count: deferred.length, sources: [...new Set(deferred.map((t) => t.source))] };
  }
}

/**
 * A steps derivation over one `messages` exchange. The request and response are
 * wire bytes; everything between them is what the service must have done to
 * produce that response, reconstructed from the content blocks in order.
 */
function deriveExchange(
  exchange: MessagesExchange,
  index: number,
  scenario: Scenario,
  followUp: boolean,
  emitStep: (draft: Draft, view: ModelView, turn: TurnSnapshot) => void,
) {
  const { request } = exchange;
  const answered = exchange.response?.content ?? [];
  const catalog = resolveCatalog(request, scenario.mcp_tools, answered);
  const listings = mcpListings(request, scenario.mcp_tools, answered);
  const context = new ContextTracker({ catalog, system: request.system, messages: request.messages });
  const emit = (draft: Draft, view: ModelView) => emitStep(draft, view, { exchange: index, blocks: context.inTurn });
  const recorded = exchange.http;

  emit(
    {
      kind: 'request',
      payload: wireBody(request, recorded?.request.stream),
      http: recorded ? { ...recorded.request, origin: 'recorded' } : { ...derivedHttpRequest(request), origin: 'derived' },
      from: 'client',
      to: 'service',
      seen: 'wire',
      facts: { ...requestFacts(request, catalog, listings), followUp: followUp ? 1 : 0 },
    },
    context.view(),
  );

  if (exchange.error) {
    const rejected: ModelView = { ...context.view(), rejected: true };
    emit(
      {
        kind: 'error-response',
        payload: exchange.error,
        http: responseHttp(exchange, exchange.error.status, exchange.error.body.request_id),
        from: 'service',
        to: 'client',
        seen: 'wire',
        facts: {
          status: exchange.error.status,
          type: exchange.error.body.error.type,
          message: exchange.error.body.error.message,
          origin: messageOrigin(scenario.source),
        },
      },
      rejected,
    );
    return;
  }
  const response = exchange.response;
  if (!response) return;

  // A reply to calls code made goes to the code in its container: the model is not asked until the code ends.
  if (answeredCodeCalls(request.messages).length > 0) {
    emitCodeResume(request, context.view(), emit);
    walkContent(exchange, response, scenario, context, emit, listings);
    return;
  }

  const view = context.view();
  const prologue = listingPrologues(listings, request, (server) =>
    response.content.find((b): b is Extract<ContentBlock, { type: 'mcp_tool_listing' }> => b.type === 'mcp_tool_listing' && b.mcp_server_name === server),
  );
  emit(
    {
      ...(prologue.length > 0 ? { prologue } : {}),
      kind: 'model-input',
      payload: { ...(request.system ? { system: request.system } : {}), messages: request.messages, tools: context.visibleDefinitions() },
      from: 'service',
      to: 'model',
      seen: 'inside',
      facts: {
        visible: view.loaded.length,
        deferred: view.deferred,
        followUp: followUp ? 1 : 0,
        remembered: view.loaded.filter((t) => t.how === 'discovered').length,
        listed: catalog.some((t) => t.kind === 'mcp') ? 1 : 0,
        codeExecution: requestFacts(request, catalog).codeExecution ?? '',
        ...examplesOf(context.visibleDefinitions()),
      },
    },
    view,
  );

  walkContent(exchange, response, scenario, context, emit, listings);
}

/**
 * The response's blocks in order: each call the model made, what the service did with it, and
 * each result put back into the model's turn; then the response itself, on the wire.
 */
function walkContent(
  exchange: MessagesExchange,
  response: NonNullable<MessagesExchange['response']>,
  scenario: Scenario,
  context: ContextTracker,
  emit: (draft: Draft, view: ModelView) => void,
  listings: ReturnType<typeof mcpListings>,
) {
  const { request } = exchange;
  let pending: ContentBlock[] = [];
  // JSON-RPC ids run on per server session, after its initialize (and tools/list, when the service listed).
  const rpcIds = new Map(listings.map((l) => [l.server, firstCallId(l.from === 'fetched') - 1]));
  let rpcId = 0;
  const callRpcIds = new Map<string, number>();
  const toolCalls = new Map<string, BetaMCPToolUseBlock>();
  // What the result steps need of their search call: its tool and query, the limit it set, and who wrote the result.
  const searches = new Map<string, SearchContext>();
  const origin = messageOrigin(scenario.source);
  const stopReason = response.stop_reason ?? 'null';
  let codeRoundEnd = -1;

  for (const [i, block] of response.content.entries()) {
    switch (block.type) {
      case 'server_tool_use': {
        pending.push(block);
        context.inTurn = i + 1;
        if (block.name === 'code_execution') {
          emitCodeCall(block, pending, request, response.container?.id ?? requestContainer(request), context, emit);
          pending = [];
          break;
        }
        // A run that searched MCP tools by their composed names (the unverified reading) says so on its search steps.
        const call: StepFacts = { ...searchCallFacts(block, searches.size + 1), prefixed: scenario.source.kind === 'emulator' && scenario.source.mcp_search_names === 'prefixed' ? 1 : 0 };
        searches.set(block.id, { tool: block.name, query: describeSearchInput(block.input), limit: call.limit ?? '', origin, prefixed: Number(call.prefixed) });
        emitSearchCall(block, call, pending, context, emit);
        pending = [];
        break;
      }
      case 'tool_search_tool_result':
        context.inTurn = i;
        emitSearchResult(block, searches.get(block.tool_use_id) ?? { tool: '', query: '', limit: '', origin, prefixed: 0 }, nextBlockType(response.content, i), context, emit);
        break;
      case 'mcp_tool_use': {
        pending.push(block);
        toolCalls.set(block.id, block);
        context.inTurn = i + 1;
        emit(
          {
            kind: 'model-tool-call',
            payload: pending,
            from: 'model',
            to: 'service',
            seen: 'inside',
            facts: { tool: block.name, server: block.server_name, discovered: context.isDiscovered(block.name, block.server_name) ? 1 : 0, caller: '', stop_reason: stopReason },
          },
          context.view(),
        );
        pending = [];
        rpcId = (rpcIds.get(block.server_name) ?? 0) + 1;
        rpcIds.set(block.server_name, rpcId);
        callRpcIds.set(block.id, rpcId);
        emit(
          {
            kind: 'mcp-call',
            payload: { jsonrpc: '2.0', id: rpcId, method: 'tools/call', params: { name: block.name, arguments: block.input as Record<string, unknown> } },
            from: 'service',
            to: 'tool',
            seen: 'inside',
            facts: { tool: block.name, server: block.server_name },
          },
          context.view(),
        );
        break;
      }
      case 'mcp_tool_result': {
        const call = toolCalls.get(block.tool_use_id);
        context.inTurn = i;
        emitMcpResult(block, call?.name ?? '?', callRpcIds.get(block.tool_use_id) ?? rpcId, nextBlockType(response.content, i), context, emit);
        break;
      }
      case 'code_execution_tool_result':
        context.inTurn = i;
        emitCodeOutput(block, request, nextBlockType(response.content, i), scenario.source, context, emit);
        break;
      case 'mcp_tool_listing':
        // The service's own record of the listing it fetched before sampling: step 2's prologue shows it, not the model's output.
        break;
      case 'tool_use': {
        if (isCodeIssued(block)) {
          // The calls one round of the code issued, together: they come back to the client in one response.
          if (i <= codeRoundEnd) break;
          const round: BetaToolUseBlock[] = [];
          for (let j = i; j < response.content.length; j += 1) {
            const next = response.content[j]!;
            if (next.type !== 'tool_use' || !isCodeIssued(next)) break;
            round.push(next);
            codeRoundEnd = j;
          }
          context.inTurn = codeRoundEnd + 1;
          emitCodeToolCalls(round, context, emit);
          break;
        }
        pending.push(block);
        context.inTurn = i + 1;
        emit(
          {
            kind: 'model-tool-call',
            payload: pending,
            from: 'model',
            to: 'service',
            seen: 'inside',
            facts: { tool: block.name, server: '', discovered: context.isDiscovered(block.name) ? 1 : 0, caller: block.caller?.type ?? '', stop_reason: stopReason },
          },
          context.view(),
        );
        pending = [];
        break;
      }
      default:
        pending.push(block);
    }
  }

  context.inTurn = response.content.length;
  emit(
    {
      kind: 'response',
      payload: response,
      http: responseHttp(exchange, 200),
      from: 'service',
      to: 'client',
      seen: 'wire',
      facts: responseFacts(response, scenario.source),
    },
    context.view(),
  );
}

/** The answer's status line: as observed, or — for files that predate it — the status the transcript implies. */
function responseHttp(exchange: MessagesExchange, status: number, requestId?: string): HttpResponse & { origin: HttpOrigin } {
  const observed = exchange.http?.response;
  if (observed) return { ...observed, origin: 'recorded' };
  return { status, ...(requestId ? { request_id: requestId } : {}), origin: 'derived' };
}

function emitSearchCall(
  block: BetaServerToolUseBlock,
  call: StepFacts,
  pending: ContentBlock[],
  context: ContextTracker,
  emit: (d: Draft, v: ModelView) => void,
) {
  emit(
    { kind: 'model-search-call', payload: pending, from: 'model', to: 'service', seen: 'inside', facts: call },
    context.view(),
  );
  const { count, sources } = context.deferredSources();
  emit(
    {
      kind: 'search-run',
      payload: {
        tool: block.name,
        input: block.input,
        over: { deferred_definitions: count, sources },
        fields: ['name', 'description', 'argument names', 'argument descriptions'],
      },
      from: 'service',
      to: 'registry',
      seen: 'inside',
      facts: { ...call, deferred: count, servers: sources.flatMap((s) => (s.startsWith('mcp:') ? [s.slice(4)] : [])).join(', '), inline: sources.includes('tools[]') ? 1 : 0 },
    },
    context.view(),
  );
}

/**
 * A search call as its result steps see it. `origin`: the emulator wrote the result (its error texts
 * and the order of its hits are modelled) or the API did.
 */
interface SearchContext {
  tool: string;
  query: string;
  limit: string | number;
  origin: 'api' | 'modelled';
  /** 1 when the emulator matched MCP tools' composed names (the unverified reading). */
  prefixed: number;
}

function emitSearchResult(
  block: BetaToolSearchToolResultBlock,
  search: SearchContext,
  next: string,
  context: ContextTracker,
  emit: (d: Draft, v: ModelView) => void,
) {
  const content = block.content;
  if (content.type === 'tool_search_tool_result_error') {
    emit(
      { kind: 'search-result', payload: content, from: 'registry', to: 'service', seen: 'inside', facts: { ...searchFacts(search), count: 0, names: '', error: content.error_code, message: content.error_message ?? '' } },
      context.view(),
    );
  } else {
    const names = content.tool_references.map((r) => r.tool_name);
    emit(
      {
        kind: 'search-result',
        payload: context.definitionsOf(names),
        from: 'registry',
        to: 'service',
        seen: 'inside',
        facts: { ...searchFacts(search), count: names.length, names: names.join(', '), error: '', message: '' },
      },
      context.view(),
    );
    context.discover(referencedNames([block]));
  }
  const names = content.type === 'tool_search_tool_search_result' ? content.tool_references.map((r) => r.tool_name) : [];
  // From here the result block is part of the model's turn.
  context.inTurn += 1;
  emit(
    {
      kind: 'search-inject',
      payload: block,
      from: 'service',
      to: 'model',
      seen: 'inside',
      facts: {
        count: names.length,
        names: names.join(', '),
        error: content.type === 'tool_search_tool_result_error' ? content.error_code : '',
        next,
        origin: search.origin,
        // Tool use examples load with their definition: from here they count in the context too.
        ...examplesOf(context.definitionsOf(names)),
      },
    },
    context.view(),
  );
}

/** The search's facts for its result: `cap` is how many references it could return (its limit, or the API's default). */
function searchFacts(search: SearchContext): StepFacts {
  return { ...search, cap: typeof search.limit === 'number' ? search.limit : DEFAULT_SEARCH_LIMIT, algorithm: algorithmOfSearchTool(search.tool) };
}

function emitMcpResult(
  block: BetaMCPToolResultBlock,
  toolName: string,
  rpcId: number,
  next: string,
  context: ContextTracker,
  emit: (d: Draft, v: ModelView) => void,
) {
  const view = context.view();
  // The schema requires content; a live response still arriving may not have it yet.
  const raw: unknown = block.content;
  const content = typeof raw === 'string' ? [{ type: 'text' as const, text: raw }] : Array.isArray(raw) ? raw.map((c: { text?: unknown }) => ({ type: 'text' as const, text: String(c?.text ?? '') })) : [];
  emit(
    {
      kind: 'mcp-result',
      payload: { jsonrpc: '2.0', id: rpcId, result: { content, isError: block.is_error } },
      from: 'tool',
      to: 'service',
      seen: 'inside',
      facts: { tool: toolName, is_error: String(block.is_error) },
    },
    view,
  );
  context.inTurn += 1;
  emit(
    { kind: 'tool-result-inject', payload: block, from: 'service', to: 'model', seen: 'inside', facts: { tool: toolName, is_error: String(block.is_error), next } },
    view,
  );
}

/**
 * The tool_result the client really sent for this run: it sits in the next request's
 * last user message. Only when there is no next request is it rebuilt from the run.
 */
function sentToolResult(run: ToolRunExchange, later: readonly Exchange[]): BetaToolResultBlockParam {
  const next = later.find((e): e is MessagesExchange => e.kind === 'messages');
  for (const message of [...(next?.request.messages ?? [])].reverse()) {
    if (message.role !== 'user' || typeof message.content === 'string' || !message.content) continue;
    const block = message.content.find((b) => b.type === 'tool_result' && b.tool_use_id === run.tool_use_id);
    if (block?.type === 'tool_result') return block;
  }
  return { type: 'tool_result', tool_use_id: run.tool_use_id, content: run.output, ...(run.is_error ? { is_error: true } : {}) };
}

function deriveToolRun(run: ToolRunExchange, later: readonly Exchange[], byCode: boolean, view: ModelView, emit: (d: Draft, v: ModelView) => void) {
  const result = sentToolResult(run, later);
  const references = Array.isArray(result.content) ? result.content.filter((c) => c.type === 'tool_reference').length : 0;
  emit(
    {
      kind: 'client-tool-run',
      payload: { tool_use_id: run.tool_use_id, name: run.name, input: run.input },
      from: 'client',
      to: 'tool',
      seen: 'client',
      facts: { tool: run.name, implementation: run.implementation ?? '', byCode: byCode ? 1 : 0 },
    },
    view,
  );
  emit(
    {
      kind: 'client-tool-result',
      payload: result,
      from: 'tool',
      to: 'client',
      seen: 'client',
      facts: { tool: run.name, is_error: String(run.is_error), references, byCode: byCode ? 1 : 0 },
    },
    view,
  );
}

/** A short human form of a search input: the regex pattern or the BM25 query. */
export function describeSearchInput(input: unknown): string {
  if (input && typeof input === 'object') {
    const record = input as Record<string, unknown>;
    for (const key of ['pattern', 'query']) if (typeof record[key] === 'string') return record[key] as string;
  }
  return JSON.stringify(input);
}

/** Transcript → steps. Pure: the same scenario always gives the same steps. */
export function deriveSteps(scenario: Scenario): Step[] {
  if (scenario.literal_steps) return literalSteps(scenario, scenario.literal_steps);
  const steps: Step[] = [];
  let lastView: ModelView = { loaded: [], deferred: 0 };
  let lastTurn: TurnSnapshot = { exchange: 0, blocks: 0 };
  let requests = 0;
  // The tool_use blocks code issued (programmatic tool calling): the client runs them like any other, for the code.
  const codeIssued = new Set(
    scenario.exchanges.flatMap((e) => (e.kind === 'messages' ? (e.response?.content ?? []).filter(isCodeIssued).map((b) => b.id) : [])),
  );
  scenario.exchanges.forEach((exchange, index) => {
    // A client tool run leaves the model idle: it keeps the view and turn of the response before.
    const emit = (draft: Draft, view: ModelView, turn: TurnSnapshot = lastTurn) => {
      lastView = view;
      lastTurn = turn;
      steps.push({ ...draft, number: steps.length + 1, exchange: index, view, turn } as Step);
    };
    if (exchange.kind === 'messages') deriveExchange(exchange, index, scenario, requests++ > 0, emit);
    else deriveToolRun(exchange, scenario.exchanges.slice(index + 1), codeIssued.has(exchange.tool_use_id), lastView, emit);
  });
  return steps;
}
