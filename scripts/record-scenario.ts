import Anthropic from '@anthropic-ai/sdk';
import type { BetaMessage, BetaRequestMCPServerURLDefinition } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages/messages';
import { serializeScenario } from '@/lib/files/scenario-file';
import { catalogAttribution } from '@/lib/scenario/catalog-info';
import { initialAgentState, runAgentLoop, type SendResult } from '@/lib/live/agent-loop';
import type { ApiErrorBody, MessagesRequest, RecordingSource, Scenario, ToolDefinition } from '@/lib/scenario/types';
import { SCENARIO_VERSION } from '@/lib/scenario/types';
import { EMULATOR_NOTE } from '@/lib/service/emulator';
import { createRecordingClient } from '@/lib/server/emulator-client';
import { observingFetch } from '@/lib/scenario/wire';
import { decisionsFrom } from '@/lib/protocol/lab-headers';
import { builtinCatalogOf, connectBuiltin, connectHttp } from '@/lib/service/mcp-connection';
import { runClientTool } from './client-tools';
import { mcpServersOf, requestTemplate } from './record-request';
import type { RecordSpec } from './record-spec';

/** Where a recording is made: the in-process emulator, or the real API. */
export interface RecordTarget {
  client: Anthropic;
  kind: 'emulator' | 'api';
  /** Sees what the client's SDK really sent (key masked), so the recording keeps the request line and headers. */
  observer?: ReturnType<typeof observingFetch>;
}

/** The in-process emulator, through the real SDK, with its requests observed. */
export function emulatorTarget(): RecordTarget {
  let observer: ReturnType<typeof observingFetch> | undefined;
  const client = createRecordingClient((inner) => (observer = observingFetch(inner)).fetch);
  return { client, kind: 'emulator', ...(observer ? { observer } : {}) };
}

/** The real API: the SDK reads the key from the environment itself; it is never copied anywhere else. */
export function apiTarget(): RecordTarget {
  const observer = observingFetch((input, init) => globalThis.fetch(input, init));
  return { client: new Anthropic({ fetch: observer.fetch }), kind: 'api', observer };
}

// A runaway loop (a model that keeps asking for tools) must not record forever.
const MAX_ROUND_TRIPS = 12;

/** The file a recording is written as: the same format live mode saves (lib/files). */
export { serializeScenario };

/** The Registry as the recorder sees it: each server's `tools/list`, over a real MCP client. */
async function listRegistry(servers: readonly BetaRequestMCPServerURLDefinition[]): Promise<Record<string, ToolDefinition[]>> {
  const registry: Record<string, ToolDefinition[]> = {};
  for (const server of servers) {
    const catalogId = builtinCatalogOf(server.url);
    const connection = catalogId ? await connectBuiltin(catalogId) : await connectHttp(server.url, server.authorization_token);
    try {
      registry[server.name] = await connection.listTools();
    } finally {
      await connection.close();
    }
  }
  return registry;
}

async function send(target: RecordTarget, request: MessagesRequest): Promise<SendResult> {
  target.observer?.take();
  const call = request.betas
    ? target.client.beta.messages.create(request).withResponse()
    : target.client.messages.create(request as MessageCreateParamsNonStreaming).withResponse();
  const observed = () => {
    const http = target.observer?.take();
    return http ? { http } : {};
  };
  try {
    const { data, response } = await call;
    return { ok: true, message: data as BetaMessage, emulator: target.kind === 'emulator', decisions: decisionsFrom(response.headers), ...observed() };
  } catch (e) {
    if (!(e instanceof Anthropic.APIError) || e.status === undefined) throw e;
    return { ok: false, error: { status: e.status, body: e.error as ApiErrorBody }, ...observed() };
  }
}

/**
 * Runs a question through the real `@anthropic-ai/sdk` client, as an agent
 * would (the shared loop of lib/live): in client mode it runs each requested
 * tool and sends the results back until the model ends its turn; follow-up
 * questions are asked after each answer. Request bodies, responses, the request
 * line and the shown headers are kept; the key only as its placeholder.
 */
export async function recordScenario(spec: RecordSpec, target: RecordTarget, now: Date = new Date()): Promise<Scenario> {
  const { args } = spec;
  const [first] = args.questions;
  if (!first) throw new Error('at least one question is needed');
  if (args.search === 'custom' && args.mode !== 'client') throw new Error('a custom (client-side) search tool needs --mode client');

  const state = initialAgentState(args.questions);
  await runAgentLoop(state, requestTemplate(args), {
    send: (request) => send(target, request),
    runTool: (block, request) => runClientTool(block, request, args.catalogs),
  }, { maxRoundTrips: MAX_ROUND_TRIPS });
  const { exchanges, decisions } = state;

  const mcpTools = args.mode === 'mcp' ? await listRegistry(mcpServersOf(args)) : undefined;
  const source: RecordingSource =
    target.kind === 'emulator'
      ? { kind: 'emulator', note: EMULATOR_NOTE }
      : { kind: 'api', note: `Recorded against the real Messages API with @anthropic-ai/sdk; tool outputs in client mode come from the demo implementations.` };

  return {
    version: SCENARIO_VERSION,
    id: spec.id,
    title: spec.title,
    description: spec.description,
    question: first,
    mode: args.mode,
    search: args.search,
    source,
    recorded_at: now.toISOString(),
    ...(mcpTools ? { mcp_tools: mcpTools } : {}),
    catalogs: args.catalogs.map(catalogAttribution),
    ...(target.kind === 'emulator' ? { emulated_model: { decisions } } : {}),
    exchanges,
  };
}
