import { isCodeIssued, modelVisibleMessages } from '@/lib/engine/code-calls';
import { iterationStarts } from '@/lib/engine/context-model';
import { estimateTokens } from '@/lib/engine/estimate';
import type { Step } from '@/lib/engine/step';
import { isSearchToolEntry } from '@/lib/engine/tool-catalog';
import type { ContentBlockParam, MessagesExchange, MessagesResponse, Scenario } from '@/lib/scenario/types';
import { stepBudgets } from '@/lib/tokens/context-budget';
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
  /** Tool calls Claude made itself, and those its code made (programmatic tool calling). */
  calls: { byModel: number; byCode: number };
  /** Programs started or resumed in a code execution container: a step the direct mode does not have. */
  codeRounds: number;
  /** Tool results in the model's context when it answers, and what they cost (an estimate). */
  resultsInContext: { count: number; tokens: number };
  /** What programs printed into the model's context (code_execution_tool_result), and what it cost (an estimate). */
  codeOutput: { count: number; tokens: number };
  /** The model's whole context at the last step (an estimate: the player's context bar). */
  finalContext: number;
}

const messagesOf = (scenario: Scenario) => scenario.exchanges.filter((e): e is MessagesExchange => e.kind === 'messages');

/** The tool results the model holds when it last answers: in the last request's conversation and its response. */
function resultsInContext(messages: readonly MessagesExchange[]): ModeSummary['resultsInContext'] {
  const last = messages.at(-1);
  if (!last) return { count: 0, tokens: 0 };
  const held = modelVisibleMessages(last.request.messages).flatMap((m) => (typeof m.content === 'string' || !m.content ? [] : (m.content as ContentBlockParam[])));
  const results = [...held, ...(last.response?.content ?? [])].filter((b) => b.type === 'tool_result' || b.type === 'mcp_tool_result');
  return { count: results.length, tokens: results.reduce((sum, b) => sum + estimateTokens(b), 0) };
}

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
    calls: {
      byModel: blocks.filter((b) => b.type === 'tool_use' && !isCodeIssued(b)).length + mcpCalls,
      byCode: blocks.filter(isCodeIssued).length,
    },
    codeRounds: steps.filter((s) => s.kind === 'code-run' || s.kind === 'code-resume').length,
    resultsInContext: resultsInContext(messages),
    codeOutput: (() => {
      const outputs = blocks.filter((b) => b.type === 'code_execution_tool_result');
      return { count: outputs.length, tokens: outputs.reduce((sum, b) => sum + estimateTokens(b), 0) };
    })(),
    finalContext: stepBudgets(scenario, steps).at(-1)?.total ?? 0,
  };
}
