import type { ModeSummary } from './summary';

/**
 * Wall-clock time of one question, from counts in the transcript and timings the
 * reader sets. Nothing here is measured: the point is which terms each mode pays,
 * and how many times.
 */
export interface LatencyAssumptions {
  /** Client ↔ Anthropic API, one HTTP round trip. */
  clientRttMs: number;
  /** Anthropic API ↔ your MCP server, one HTTP round trip. */
  serverRttMs: number;
  /** One model sampling iteration (reading the prompt and writing its part of the turn). */
  modelMsPerIteration: number;
  /** The tool's own work, wherever it runs. */
  toolMs: number;
  /**
   * Round trips the connector spends opening the MCP session before it can call
   * (initialize, tools/list). Not in the transcript: an assumption.
   */
  mcpSetupRoundTrips: number;
  /** Starting or resuming code in its container, once per round of calls (programmatic tool calling). */
  containerMsPerRound: number;
}

export const DEFAULT_LATENCY: LatencyAssumptions = {
  clientRttMs: 100,
  serverRttMs: 40,
  modelMsPerIteration: 1000,
  toolMs: 200,
  mcpSetupRoundTrips: 2,
  containerMsPerRound: 100,
};

export interface LatencyEstimate {
  totalMs: number;
  clientNetworkMs: number;
  modelMs: number;
  toolMs: number;
  /** API ↔ MCP server: session setup and tools/call. */
  serverNetworkMs: number;
  /** Code started or resumed in its container. */
  containerMs: number;
}

export function estimateLatency(s: ModeSummary, a: LatencyAssumptions): LatencyEstimate {
  const clientNetworkMs = s.httpRequests * a.clientRttMs;
  const modelMs = s.iterations * a.modelMsPerIteration;
  const toolMs = (s.clientToolRuns + s.mcpCalls) * a.toolMs;
  // Assumed once per request that reaches the server; a connector that reused sessions would pay it once.
  const serverNetworkMs = s.mcpCalls > 0 ? (s.mcpCalls + a.mcpSetupRoundTrips * s.httpRequests) * a.serverRttMs : 0;
  const containerMs = s.codeRounds * a.containerMsPerRound;
  return { totalMs: clientNetworkMs + modelMs + toolMs + serverNetworkMs + containerMs, clientNetworkMs, modelMs, toolMs, serverNetworkMs, containerMs };
}

/** Keeps a typed-in value usable: a number of milliseconds, not negative, not absurd. */
export function clampAssumption(key: keyof LatencyAssumptions, value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  const max = key === 'mcpSetupRoundTrips' ? 10 : 600_000;
  return Math.min(Math.round(value), max);
}
