import Anthropic from '@anthropic-ai/sdk';
import type { BetaMessage, BetaRequestMCPServerURLDefinition } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages/messages';
import { catalogAttribution } from '@/lib/scenario/catalog-info';
import type { ApiErrorBody, Exchange, MessageParam, MessagesRequest, RecordingSource, Scenario, ToolDefinition } from '@/lib/scenario/types';
import { SCENARIO_VERSION } from '@/lib/scenario/types';
import { EMULATOR_NOTE } from '@/lib/service/emulator';
import { DECISIONS_HEADER } from '@/lib/service/http-handler';
import { builtinCatalogOf } from '@/lib/service/mcp-builtin-urls';
import { connectBuiltin, connectHttp } from '@/lib/service/mcp-connection';
import { runClientTool } from './client-tools';
import { mcpServersOf, requestTemplate } from './record-request';
import type { RecordSpec } from './record-spec';

/** Where a recording is made: the in-process emulator, or the real API. */
export interface RecordTarget {
  client: Anthropic;
  kind: 'emulator' | 'api';
}

// A runaway loop (a model that keeps asking for tools) must not record forever.
const MAX_ROUND_TRIPS = 12;

/** The file a recording is written as: stable key order, two-space indent, final newline. */
export function serializeScenario(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function decisionsOf(response: Response): string[] {
  const header = response.headers.get(DECISIONS_HEADER);
  return header ? (JSON.parse(decodeURIComponent(header)) as string[]) : [];
}

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

async function send(target: RecordTarget, request: MessagesRequest): Promise<{ message: BetaMessage; decisions: string[] }> {
  const call = request.betas
    ? target.client.beta.messages.create(request).withResponse()
    : target.client.messages.create(request as MessageCreateParamsNonStreaming).withResponse();
  const { data, response } = await call;
  return { message: data as BetaMessage, decisions: decisionsOf(response) };
}

/**
 * Runs a question through the real `@anthropic-ai/sdk` client, as an agent
 * would: in client mode it runs each requested tool and sends the results back
 * until the model ends its turn; follow-up questions are asked after each
 * answer. Only request bodies and responses are kept: never headers, never a key.
 */
export async function recordScenario(spec: RecordSpec, target: RecordTarget, now: Date = new Date()): Promise<Scenario> {
  const { args } = spec;
  const [first, ...followUps] = args.questions;
  if (!first) throw new Error('at least one question is needed');
  if (args.search === 'custom' && args.mode !== 'client') throw new Error('a custom (client-side) search tool needs --mode client');

  const build = requestTemplate(args);
  const messages: MessageParam[] = [{ role: 'user', content: first }];
  const exchanges: Exchange[] = [];
  const decisions: string[] = [];

  for (let round = 0; round < MAX_ROUND_TRIPS; round += 1) {
    const request = clone(build(messages));
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send(target, request);
    } catch (e) {
      if (!(e instanceof Anthropic.APIError) || e.status === undefined) throw e;
      exchanges.push({ kind: 'messages', request, error: { status: e.status, body: e.error as ApiErrorBody } });
      break;
    }
    const { message } = result;
    exchanges.push({ kind: 'messages', request, response: clone(message) });
    const logged = result.decisions.length > 0 ? result.decisions : ['(the decision log was too long to travel in a response header)'];
    if (target.kind === 'emulator') decisions.push(...logged.map((d) => `exchange ${exchanges.length}: ${d}`));

    messages.push({ role: 'assistant', content: message.content });
    if (message.stop_reason === 'tool_use') {
      const results = message.content.flatMap((block) => {
        if (block.type !== 'tool_use') return [];
        const { run, result: toolResult } = runClientTool(block, request, args.catalogs);
        exchanges.push(run);
        return [toolResult];
      });
      messages.push({ role: 'user', content: results });
      continue;
    }
    if (message.stop_reason === 'pause_turn') continue;
    const next = followUps.shift();
    if (next === undefined) break;
    messages.push({ role: 'user', content: next });
  }

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
