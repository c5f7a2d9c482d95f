import type { Step } from '@/lib/engine/step';
import { stepTitle } from '@/lib/i18n/describe-step';
import type { Dictionary } from '@/lib/i18n';
import type { LiveFailure } from '@/lib/live/failure';
import { assertNoSecrets, scrubSecrets } from '@/lib/live/scrub';
import type { RunPlan } from '@/lib/live/settings';
import type { BetaMessage } from '@anthropic-ai/sdk/resources/beta/messages/messages';
// json-depth, not the schema: the schema brings zod, which the player's first load must not carry.
import { MAX_SCENARIO_DEPTH, maxDepthExceeded } from '@/lib/scenario/json-depth';
import type { MessagesRequest, Scenario } from '@/lib/scenario/types';

/**
 * The files a run or a scenario is exported as. Every one is scrubbed of the
 * page's secrets and then checked: a file that still holds one is refused.
 */

/** A scenario file as the recorder writes one: two-space indent, final newline, keys in recorded order. */
export function serializeScenario(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}

export function scenarioFileName(scenario: Pick<Scenario, 'id'>): string {
  return `${scenario.id}.json`;
}

/**
 * Scrubbing and JSON.stringify both recurse: a value from a hostile origin (a
 * live run's custom base URL) nested past what a file may hold is refused with
 * a message before either runs, instead of overflowing the stack.
 */
export function assertSavable(value: unknown, what: string): void {
  const tooDeep = maxDepthExceeded(value, MAX_SCENARIO_DEPTH);
  if (tooDeep) throw new Error(`${what} is nested more than ${MAX_SCENARIO_DEPTH} levels deep at ${tooDeep.path}, more than a scenario file may hold; it was not saved`);
}

export function scenarioFileText(scenario: Scenario, secrets: readonly string[]): string {
  assertSavable(scenario, 'the scenario');
  return assertNoSecrets(serializeScenario(scrubSecrets(scenario, secrets)), secrets, 'the scenario file');
}

export const RUN_EXPORT_FORMAT = 'tool-search-lab-live-run';

export interface RunExportInput {
  plan: RunPlan;
  baseUrl: string;
  status: string;
  requestsSent: number;
  end: unknown;
  failure: LiveFailure | null;
  simulated: boolean;
  partial: BetaMessage | null;
  /** The request that got no (whole) answer, when the run stopped on one. */
  unanswered: MessagesRequest | null;
  /** The complete transcript: a valid scenario. */
  scenario: Scenario;
  /** The steps as the player shows them now, unfinished ones included. */
  steps: readonly Step[];
}

/**
 * The whole run, for a bug report or a closer look: the settings (no key),
 * where it went, how it ended, what arrived of an unfinished response, the
 * transcript as a scenario, and the steps.
 */
/** `dict`: the language the step titles are written in (the reader's). */
export function runExportText(input: RunExportInput, secrets: readonly string[], dict: Dictionary, now: Date = new Date()): string {
  assertSavable(input, 'the run');
  const document = {
    format: RUN_EXPORT_FORMAT,
    version: 1,
    exported_at: now.toISOString(),
    plan: input.plan,
    connection: { route: input.plan.route, target: input.plan.target, base_url: input.baseUrl },
    status: input.status,
    requests_sent: input.requestsSent,
    end: input.end,
    failure: input.failure ? { ...input.failure, simulated: input.simulated } : null,
    unanswered_request: input.unanswered,
    partial_response: input.partial,
    scenario: input.scenario,
    steps: input.steps.map((s) => ({ number: s.number, kind: s.kind, from: s.from, to: s.to, seen: s.seen, title: stepTitle(s, dict) })),
  };
  return assertNoSecrets(`${JSON.stringify(scrubSecrets(document, secrets), null, 2)}\n`, secrets, 'the run export');
}

export function runExportFileName(scenario: Pick<Scenario, 'id'>): string {
  return `${scenario.id}.run.json`;
}
