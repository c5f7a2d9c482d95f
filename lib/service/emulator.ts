import type {
  BetaContentBlock,
  BetaMessage,
  BetaMCPToolListingBlock,
  BetaMCPToolResultBlock,
  BetaMCPToolUseBlock,
  BetaServerToolUseBlock,
  BetaStopReason,
  BetaTextBlock,
  BetaToolSearchToolResultBlock,
  BetaToolUseBlock,
  BetaUsage,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { ContextModel } from '@/lib/engine/context-model';
import { MCP_LISTING_BETA } from '@/lib/protocol/betas';
import { algorithmOfSearchTool, type McpSearchName } from '@/lib/protocol/search-tools';
import { mcpListings } from '@/lib/engine/tool-catalog';
import type { MessagesRequest } from '@/lib/scenario/types';
import { estimateTokens } from '@/lib/engine/estimate';
import { ApiRequestError } from './api-error';
import { respondingModel } from '@/lib/protocol/models';
import { EmulatorIds } from './emulator-ids';
import { defaultMcpConnector, type McpConnector } from './mcp-connection';
import { McpSession } from './mcp-session';
import { requestVocabulary } from './model/products';
import { visibleModelTools } from './model-context';
import { ToolSearchRunner } from './run-search';
import { scriptedModelTurn, type ModelAction } from './scripted-model';
import { validateCatalog, validateRequestShape } from './validate-request';
import { validateInputExamples } from './validate-examples';
import { ptcModelTurn } from './model/ptc-turn';
import { CodeRuns } from './ptc/code-runs';
import { defaultContainers, type ContainerStore } from './ptc/container-store';
import { validatePtcOptions } from './ptc/ptc-rules';

/**
 * The Messages API's tool-search behaviour, in-process: validate the request,
 * work out what the model may see, then loop sampling iterations of the
 * scripted model, running server-side work (searches, MCP calls) inside the
 * same response until the model ends its turn or asks the client to run a tool.
 */

export interface EmulatorOptions {
  /**
   * Values of the `anthropic-beta` header: either connector beta enables the MCP connector;
   * under `mcp-client-2026-09-15` the response also carries the `mcp_tool_listing` it fetched.
   */
  betas?: readonly string[];
  mcpConnector?: McpConnector;
  /** Server-side iterations before the response stops with `pause_turn`, as the API does for long loops. */
  maxIterations?: number;
  /**
   * The search's time limit (`execution_time_exceeded` past it). Served over HTTP it guards the server;
   * the recorder turns it off, so that a recording never depends on how busy the machine was.
   */
  searchDeadlineMs?: number;
  /** The name an MCP tool is searched by: its own (the default) or, as an unverified reading, its composed `{server}_{name}`. */
  mcpSearchNames?: McpSearchName;
  /** Code execution containers kept between requests (programmatic tool calling); one per process by default. */
  containers?: ContainerStore;
  /** Milliseconds since the epoch: containers' expiry and pending calls' timeout. The recorder fixes it, so recordings replay. */
  clock?: () => number;
}

export type Rejected = { ok: false; error: ApiRequestError };

export type EmulatorOutcome =
  | {
      ok: true;
      message: BetaMessage;
      /** Input tokens of the first sampling iteration: what `message_start` reports when streaming. */
      firstInputTokens: number;
      /** The scripted model's reasons, one per iteration. */
      decisions: string[];
    }
  | Rejected;

const DEFAULT_MAX_ITERATIONS = 10;

export const EMULATOR_NOTE =
  'Recorded against the Tool Search Lab emulator: the service is emulated and the model is a deterministic scripted model, not Claude. Token counts are estimates (about 4 characters per token).';

function systemText(system: MessagesRequest['system']): string {
  if (!system) return '';
  return typeof system === 'string' ? system : system.map((b) => b.text).join('\n');
}

/** Validates, opens the request's MCP servers for the length of `run`, and turns API errors into outcomes. */
async function withRequest<T>(
  body: unknown,
  options: EmulatorOptions,
  endpoint: 'messages' | 'count_tokens',
  run: (request: MessagesRequest, context: ContextModel, mcp: McpSession) => Promise<T>,
): Promise<T | Rejected> {
  let mcp: McpSession | undefined;
  try {
    const request = validateRequestShape(body, { betas: options.betas ?? [], endpoint });
    // A pinned or sent-back listing spares the server its tools/list, as the API does.
    const fetched = new Set(mcpListings(request).flatMap((l) => (l.from === 'fetched' ? [l.server] : [])));
    mcp = await McpSession.open(request.mcp_servers ?? [], options.mcpConnector ?? defaultMcpConnector, (server) => fetched.has(server));
    const context = ContextModel.ofRequest(request, mcp.tools);
    validateCatalog(request, context.catalog);
    validatePtcOptions(request);
    validateInputExamples(request);
    return await run(request, context, mcp);
  } catch (e) {
    if (e instanceof ApiRequestError) return { ok: false, error: e };
    throw e;
  } finally {
    await mcp?.close();
  }
}

/** POST /v1/messages, in-process. `body` is the JSON body as the client sent it (`stream` is ignored here). */
export function emulateMessage(body: unknown, options: EmulatorOptions = {}): Promise<EmulatorOutcome> {
  return withRequest(body, options, 'messages', (request, context, mcp) => runLoop(request, context, mcp, options));
}

/** POST /v1/messages/count_tokens, in-process: the first iteration's estimated input. */
export function emulateCountTokens(body: unknown, options: EmulatorOptions = {}): Promise<{ ok: true; input_tokens: number } | Rejected> {
  return withRequest(body, options, 'count_tokens', async (_request, context) => ({ ok: true as const, input_tokens: context.inputTokens([]) }));
}

async function runLoop(request: MessagesRequest, context: ContextModel, mcp: McpSession, options: EmulatorOptions): Promise<EmulatorOutcome> {
  const ids = new EmulatorIds(request.messages);
  const code = new CodeRuns(request, options.containers ?? defaultContainers, (options.clock ?? Date.now)(), ids);
  const search = new ToolSearchRunner(context.deferredTools(), options.searchDeadlineMs, options.mcpSearchNames);
  // What the request's own tools and servers say, read once: the products they name, the servers' instructions.
  const servers = (request.mcp_servers ?? []).map((s) => ({ name: s.name, ...(mcp.instructions[s.name] ? { instructions: mcp.instructions[s.name] } : {}) }));
  const vocabulary = requestVocabulary([...context.deferredTools(), ...context.loadedTools()].map((t) => ({ name: t.callName, ...(t.server ? { server: t.server } : {}), definition: t.definition })), servers);
  const maxIterations = options.maxIterations ?? DEFAULT_MAX_ITERATIONS;
  const turn: BetaContentBlock[] = [];
  const decisions: string[] = [];
  let inputTokens = 0;
  let outputTokens = 0;
  let firstInputTokens = 0;
  let stopReason: BetaStopReason = 'end_turn';

  // A reply to calls code made resumes the code in its container; the model samples only once it ends.
  const resumed = code.resume();
  if (resumed?.kind === 'calls') {
    turn.push(...resumed.blocks);
    stopReason = 'tool_use';
    decisions.push('no model sampling: the program resumed in its container with the tool results and made more calls');
  } else if (resumed) {
    turn.push(resumed.block);
  }

  for (let iteration = 1; resumed?.kind !== 'calls'; iteration += 1) {
    const iterationInput = context.inputTokens(turn);
    if (iteration === 1) firstInputTokens = iterationInput;
    inputTokens += iterationInput;

    const modelInput = {
      system: systemText(request.system),
      messages: request.messages,
      turn,
      tools: visibleModelTools(context),
      deferredCount: context.deferredTools().length,
      servers,
      vocabulary,
    };
    // Questions that fit a program the script knows go to its programmatic-tool-calling half (model/ptc-turn.ts).
    const step = ptcModelTurn(modelInput) ?? scriptedModelTurn(modelInput);
    decisions.push(step.decision);

    const text: BetaTextBlock | undefined = step.text ? { type: 'text', text: step.text, citations: null } : undefined;
    const action = step.action;
    if (action.type === 'code' || action.type === 'calls') {
      const run: BetaServerToolUseBlock | undefined =
        action.type === 'code' ? { type: 'server_tool_use', id: ids.take('server'), name: 'code_execution', input: { code: action.program.code }, caller: { type: 'direct' } } : undefined;
      const blocks: BetaContentBlock[] = run ? [run] : action.type === 'calls' ? action.calls.map(({ tool, input }) => ({ type: 'tool_use', id: ids.take('tool'), name: tool.name, input, caller: { type: 'direct' } })) : [];
      const generated = estimateTokens(step.text) + estimateTokens(blocks);
      if (outputTokens + generated > request.max_tokens) {
        stopReason = 'max_tokens';
        break;
      }
      outputTokens += generated;
      if (text) turn.push(text);
      turn.push(...blocks);
      const ran = run && action.type === 'code' ? code.start(action.program, run.id) : undefined;
      if (ran?.kind === 'done') {
        turn.push(ran.block);
        continue;
      }
      if (ran) turn.push(...ran.blocks);
      stopReason = 'tool_use';
      break;
    }
    const call = action.type === 'end' ? undefined : callBlock(action, ids);
    const generated = estimateTokens(step.text) + (call ? estimateTokens(call) : 0);
    // Past max_tokens the model stops mid-turn; the emulator stops at a block boundary.
    if (outputTokens + generated > request.max_tokens) {
      if (text && outputTokens + estimateTokens(step.text) <= request.max_tokens) turn.push(text);
      stopReason = 'max_tokens';
      break;
    }
    outputTokens += generated;
    if (text) turn.push(text);
    if (!call) break;
    turn.push(call);

    if (call.type === 'tool_use') {
      stopReason = 'tool_use';
      break;
    }
    if (call.type === 'server_tool_use') {
      const content = search.run(algorithmOfSearchTool(call.name), call.input);
      turn.push({ type: 'tool_search_tool_result', tool_use_id: call.id, content } satisfies BetaToolSearchToolResultBlock);
      if (content.type === 'tool_search_tool_search_result') context.discover(content.tool_references.map((r) => r.tool_name));
    } else {
      const result = await mcp.call(call.server_name, call.name, call.input as Record<string, unknown>);
      turn.push({
        type: 'mcp_tool_result',
        tool_use_id: call.id,
        is_error: result.isError,
        content: result.text.map((t): BetaTextBlock => ({ type: 'text', text: t, citations: null })),
      } satisfies BetaMCPToolResultBlock);
    }
    if (iteration >= maxIterations) {
      stopReason = 'pause_turn';
      break;
    }
  }

  const usedServerTool = turn.some((b) => b.type === 'server_tool_use');
  // The SDK types fallback_credit as always there, but documents it as present only on a response to a request that
  // carried a fallback_credit_token, and absent otherwise. The emulator issues no such token, so it redeems none (modelled).
  const fallbackCredit: Pick<BetaUsage, 'fallback_credit'> | Record<string, never> =
    request.fallback_credit_token != null ? { fallback_credit: { status: { type: 'not_applied', reason: 'not_enabled' } } } : {};
  const usage = {
    input_tokens: inputTokens,
    output_tokens: outputTokens,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
    // The API reports only web search/fetch counters here; tool search has none (PROTOCOL.md).
    server_tool_use: usedServerTool ? { web_search_requests: 0, web_fetch_requests: 0 } : null,
    service_tier: 'standard',
    inference_geo: 'not_available',
    iterations: null,
    output_tokens_details: null,
    speed: null,
    ...fallbackCredit,
  } as BetaUsage;
  const message = {
    id: ids.messageId,
    type: 'message',
    role: 'assistant',
    model: respondingModel(request.model),
    content: [...(options.betas?.includes(MCP_LISTING_BETA) ? listingBlocks(mcp.tools) : []), ...turn],
    stop_reason: stopReason,
    stop_sequence: null,
    stop_details: null,
    container: code.container(),
    context_management: null,
    diagnostics: null,
    usage,
  } satisfies BetaMessage;
  return { ok: true, message, firstInputTokens, decisions };
}

/**
 * The listings fetched for this response, as `mcp_tool_listing` blocks: first in the content,
 * because the service listed before the model ran. They are not the model's output, so they
 * stay out of the turn the token estimates count.
 */
function listingBlocks(listed: McpSession['tools']): BetaMCPToolListingBlock[] {
  return Object.entries(listed).map(([server, tools]) => ({
    type: 'mcp_tool_listing',
    mcp_server_name: server,
    tools: tools.map((t) => ({ name: t.name, ...(t.description != null ? { description: t.description } : {}), input_schema: t.input_schema })),
  }));
}

function callBlock(action: Exclude<ModelAction, { type: 'end' }>, ids: EmulatorIds): BetaServerToolUseBlock | BetaToolUseBlock | BetaMCPToolUseBlock {
  const { tool, input } = action;
  if (tool.kind === 'search') {
    return {
      type: 'server_tool_use',
      id: ids.take('server'),
      name: tool.name as BetaServerToolUseBlock['name'],
      input,
      caller: { type: 'direct' },
    } satisfies BetaServerToolUseBlock;
  }
  if (tool.kind === 'mcp' && tool.server) {
    // The server's own name and the server: the composed name is only what tool_references use.
    return { type: 'mcp_tool_use', id: ids.take('mcp'), name: tool.name, server_name: tool.server, input } satisfies BetaMCPToolUseBlock;
  }
  return { type: 'tool_use', id: ids.take('tool'), name: tool.name, input, caller: { type: 'direct' } } satisfies BetaToolUseBlock;
}
