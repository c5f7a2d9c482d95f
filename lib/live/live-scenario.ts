import type { BetaMessage } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { deriveSteps } from '@/lib/engine/derive-steps';
import type { Step } from '@/lib/engine/step';
import { codeFallbackNote } from './code-fallback';
import { liveScenarioText } from './scenario-text';
import { scrubText } from './scrub';
import { sha256Hex } from './sha256';
import { catalogAttribution, catalogInfo } from '@/lib/scenario/catalog-info';
import { SCENARIO_VERSION, type Exchange, type MessagesRequest, type Scenario, type ToolDefinition } from '@/lib/scenario/types';
import type { RunPlan } from './settings';

/**
 * A live run as a scenario, so the player (and everything built on scenarios)
 * plays it unchanged. While a response streams in, its finished blocks are
 * shown as steps; the response step itself appears only once it is whole.
 */

export interface RunRecord {
  id: string;
  startedAt: string;
  plan: RunPlan;
  /** Complete exchanges only: what a saved file holds. */
  exchanges: Exchange[];
  decisions: string[];
  /** Some response carried the emulator's mark, or the run was sent to the emulator. */
  emulator: boolean;
  /** `tools/list` of the MCP servers the app knows (the demo servers); a user's own server is not listed. */
  registry?: Record<string, ToolDefinition[]>;
}

export interface Inflight {
  request: MessagesRequest;
  /** Finished blocks so far; null until `message_start`. */
  snapshot: BetaMessage | null;
}

/**
 * `live-20261121-153012-3fa4c2d1`: the time, then 8 hex digits of a SHA-256
 * over the (scrubbed) question and the time. Never the question itself: ids go
 * into file names and URLs, and a question can hold a pasted key. Valid as a
 * scenario id, unique per run in practice, and it sorts by time.
 */
export function runId(question: string, at: Date): string {
  const iso = at.toISOString();
  const stamp = iso.replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `live-${stamp}-${sha256Hex(`${scrubText(question, [])}\n${iso}`).slice(0, 8)}`;
}

export function runScenario(record: RunRecord, extra: Exchange[] = []): Scenario {
  const { plan } = record;
  const catalogs = plan.catalogs.filter((id) => catalogInfo(id)).map(catalogAttribution);
  // First in the panel: without it a run that offered code reads as programmatic tool calling when it was not.
  const fallback = codeFallbackNote(plan, record.exchanges, record.emulator);
  const decisions = fallback ? [fallback, ...record.decisions] : record.decisions;
  return {
    version: SCENARIO_VERSION,
    id: record.id,
    title: liveScenarioText.title(plan.question),
    description: liveScenarioText.description(plan, catalogs.map((c) => c.title)),
    question: plan.question,
    mode: plan.mode,
    search: plan.search,
    source: record.emulator
      ? { kind: 'emulator', note: liveScenarioText.emulatorNote(plan.route), ...(plan.mcpSearchNames ? { mcp_search_names: plan.mcpSearchNames } : {}) }
      : { kind: 'api', note: liveScenarioText.apiNote(plan.route) },
    recorded_at: record.startedAt,
    ...(record.registry && Object.keys(record.registry).length > 0 ? { mcp_tools: record.registry } : {}),
    ...(catalogs.length > 0 ? { catalogs } : {}),
    ...(record.emulator ? { emulated_model: { decisions } } : {}),
    exchanges: [...record.exchanges, ...extra],
  };
}

/**
 * A run that failed or was stopped, saved as far as it got: the complete
 * exchanges, then the request that failed with the blocks of its response
 * that had finished (no `stop_reason`: none arrived), and `incomplete` saying
 * so, which the player shows. Null when nothing would play.
 */
export function incompleteRunScenario(record: RunRecord, inflight: Inflight | null, failure: string, request: number): Scenario | null {
  const partial = inflight?.snapshot ? [{ kind: 'messages' as const, request: inflight.request, response: { ...inflight.snapshot, stop_reason: null } }] : [];
  const scenario = runScenario(record, partial);
  if (scenario.exchanges.length === 0) return null;
  return { ...scenario, id: `${record.id}-incomplete`, incomplete: { failure, request, partial: partial.length > 0 } };
}

/**
 * What the player shows: the transcript so far, plus the request in flight
 * and its finished blocks. The engine ends every exchange that has a response
 * with a "response" step; for a response still streaming that step is not
 * real yet, so it is left off.
 */
export function runView(record: RunRecord, inflight: Inflight | null): { scenario: Scenario; steps: Step[] } {
  if (!inflight) {
    const scenario = runScenario(record);
    return { scenario, steps: deriveSteps(scenario) };
  }
  const pending: Exchange = inflight.snapshot
    ? { kind: 'messages', request: inflight.request, response: inflight.snapshot }
    : { kind: 'messages', request: inflight.request };
  const scenario = runScenario(record, [pending]);
  const steps = deriveSteps(scenario);
  if (inflight.snapshot && steps.at(-1)?.kind === 'response') steps.pop();
  return { scenario, steps };
}
