import { describe, expect, it } from 'vitest';
import { stepsOf } from '@/lib/engine/steps-of';
import { ContextModel, iterationInputs } from '@/lib/engine/context-model';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import { parseScenario } from '@/lib/scenario/schema';
import type { MessagesRequest, Scenario } from '@/lib/scenario/types';
import { bundledCatalogTools } from '@/lib/service/catalog-data';
import { emulateCountTokens, emulateMessage } from '@/lib/service/emulator';
import { LIBRARY } from '@/scenarios/library';
import { stepBudgets } from './context-budget';
import { COUNT_REQUEST_KINDS, countRequests, estimateCountRequest } from './exact-requests';

/**
 * The emulator's count_tokens and usage, and every figure the app shows as an
 * estimate, come from one ContextModel (lib/engine/context-model.ts). These tests
 * fail as soon as one of them counts differently: the budget page once showed 863
 * next to the emulator's 382 for the same request.
 */

async function emulatedCount(body: unknown, betas: readonly string[] = []): Promise<number> {
  const counted = await emulateCountTokens(body, { betas });
  if (!counted.ok) throw new Error(`the emulator refused the count: ${counted.error.message}`);
  return counted.input_tokens;
}

describe('the budget page’s count_tokens requests, for every shipped catalog', () => {
  it.each(CATALOGS.map((c) => c.id))('%s: the emulator counts what the estimator estimates', async (id) => {
    const requests = countRequests(bundledCatalogTools(id), 'claude-sonnet-4-6', 5);
    for (const kind of COUNT_REQUEST_KINDS) {
      expect({ kind, tokens: await emulatedCount(requests[kind]) }).toEqual({ kind, tokens: estimateCountRequest(requests[kind]) });
    }
  });
});

function scenarioOf(id: string, data: unknown): Scenario {
  const parsed = parseScenario(data, `${id}.json`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

/**
 * A recorded request as a count_tokens body: no `max_tokens` and no `container` (the SDK's
 * MessageCountTokensParams has neither), and `betas` go in the header.
 */
function countBody(request: MessagesRequest): { body: Record<string, unknown>; betas: string[] } {
  const { max_tokens: _max, container: _container, betas, ...body } = request as MessagesRequest & { betas?: string[] };
  return { body, betas: betas ?? [] };
}

const library = LIBRARY.map(({ id, data }) => scenarioOf(id, data));
const recorded = library.filter((s) => s.exchanges.some((e) => e.kind === 'messages' && !e.error));
const refused = library.filter((s) => s.exchanges.length > 0 && s.exchanges.every((e) => e.kind !== 'messages' || e.error));
const quoted = library.filter((s) => s.literal_steps);

describe('every shipped scenario', () => {
  it.each(recorded.map((s) => [s.id, s] as const))('%s: count_tokens of each request is the context bar’s figure at that request', async (_id, scenario) => {
    const steps = stepsOf(scenario);
    const budgets = stepBudgets(scenario, steps);
    for (const [index, exchange] of scenario.exchanges.entries()) {
      if (exchange.kind !== 'messages' || exchange.error) continue;
      const at = steps.findIndex((s) => s.exchange === index && s.kind === 'request');
      const { body, betas } = countBody(exchange.request);
      expect({ index, tokens: await emulatedCount(body, betas) }).toEqual({ index, tokens: budgets[at]?.total });
    }
  });

  it.each(recorded.map((s) => [s.id, s] as const))('%s: the emulator’s usage is the estimator summed over the sampling iterations', async (_id, scenario) => {
    for (const exchange of scenario.exchanges) {
      if (exchange.kind !== 'messages' || exchange.error) continue;
      // As the SDK sends it: betas travel as a header, not in the body.
      const { betas, ...body } = exchange.request as typeof exchange.request & { betas?: string[] };
      const outcome = await emulateMessage(body, { betas: betas ?? [], searchDeadlineMs: Infinity });
      if (!outcome.ok) throw new Error(outcome.error.message);
      const iterations = iterationInputs(ContextModel.ofRequest(exchange.request, scenario.mcp_tools, outcome.message.content), outcome.message);
      // A response that only resumed code in its container sampled nothing: no iteration, 0 reported.
      expect(outcome.firstInputTokens).toBe(iterations[0] ?? 0);
      expect(outcome.message.usage.input_tokens).toBe(iterations.reduce((a, b) => a + b, 0));
    }
  });

  it('covers the whole library', () => {
    expect(new Set([...recorded, ...refused, ...quoted]).size).toBe(library.length);
  });

  it.each(refused.map((s) => [s.id, s] as const))('%s: count_tokens refuses the request the API refused, with the same status', async (_id, scenario) => {
    for (const exchange of scenario.exchanges) {
      if (exchange.kind !== 'messages' || !exchange.error) continue;
      const { body, betas } = countBody(exchange.request);
      const counted = await emulateCountTokens(body, { betas });
      expect(counted.ok ? 200 : counted.error.status).toBe(exchange.error.status);
    }
  });

  it.each(quoted.map((s) => [s.id, s] as const))('%s: count_tokens of the quoted request is the context bar’s figure at step 1', async (_id, scenario) => {
    const { body, betas } = countBody(scenario.literal_steps![0]!.payload as MessagesRequest);
    expect(await emulatedCount(body, betas)).toBe(stepBudgets(scenario, stepsOf(scenario))[0]?.total);
  });
});
