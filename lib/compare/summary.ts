import { iterationStarts } from '@/lib/engine/context-model';
import type { Step } from '@/lib/engine/step';
import { isSearchToolEntry } from '@/lib/engine/tool-catalog';
import type { MessagesExchange, MessagesResponse, Scenario } from '@/lib/scenario/types';
import { usageProvenance, type Provenance } from '@/lib/tokens/provenance';

/** How many times the model ran for this response (the engine's context model splits it). */
export function samplingIterations(response: MessagesResponse): number {
  return iterationStarts(response).length;
}

export interface RequestUsage {
  input: number;
  output: number;
  stopReason: string;
  iterations: number;
}

export type RunsAt = 'api' | 'client' | 'mcp-server' | 'none';

export interface ModeSummary {
  mode: Scenario['mode'];
  /** POST /v1/messages the client sends. Each is one round trip it waits for. */
  httpRequests: number;
  /** tools/call the API makes to an MCP server: round trips the client never sees. */
  mcpCalls: number;
  /** Tools the client's own code ran between requests. */
  clientToolRuns: number;
  steps: number;
  /** Model sampling iterations, summed over every response. */
  iterations: number;
  searchRunsAt: RunsAt;
  toolRunsAt: RunsAt;
  /** For MCP-hosted tools: whether the recorded request carried an authorization_token. */
  sendsToken: boolean;
  perRequest: RequestUsage[];
  /** How exact the recorded usage is. */
  usage: Provenance;
}

const messagesOf = (scenario: Scenario) => scenario.exchanges.filter((e): e is MessagesExchange => e.kind === 'messages');

/** Every row is counted from the transcript, none is assumed from the scenario's mode. */
export function summarize(scenario: Scenario, steps: readonly Step[]): ModeSummary {
  const messages = messagesOf(scenario);
  const responses = messages.flatMap((e) => (e.response ? [e.response] : []));
  const blocks = responses.flatMap((r) => r.content);
  const mcpCalls = blocks.filter((b) => b.type === 'mcp_tool_use').length;
  const serverSearch = blocks.some((b) => b.type === 'server_tool_use');
  const clientSearch = steps.some((s) => s.kind === 'client-tool-result' && Number(s.facts.references) > 0);
  const declaresSearch = messages.some((e) => e.request.tools?.some((t) => isSearchToolEntry(t)));
  // A client run that answered with tool_references was a search, not the tool.
  const clientToolRuns = steps.filter((s) => s.kind === 'client-tool-result' && !(Number(s.facts.references) > 0)).length;
  return {
    mode: scenario.mode,
    httpRequests: messages.length,
    mcpCalls,
    clientToolRuns,
    steps: steps.length,
    iterations: responses.reduce((sum, r) => sum + samplingIterations(r), 0),
    searchRunsAt: serverSearch || (declaresSearch && !clientSearch) ? 'api' : clientSearch ? 'client' : 'none',
    toolRunsAt: mcpCalls > 0 ? 'mcp-server' : clientToolRuns > 0 ? 'client' : 'none',
    sendsToken: messages.some((e) => (e.request as { mcp_servers?: Array<{ authorization_token?: string | null }> }).mcp_servers?.some((s) => !!s.authorization_token)),
    perRequest: responses.map((r) => ({
      input: r.usage.input_tokens,
      output: r.usage.output_tokens,
      stopReason: r.stop_reason ?? 'null',
      iterations: samplingIterations(r),
    })),
    usage: usageProvenance(scenario.source),
  };
}
