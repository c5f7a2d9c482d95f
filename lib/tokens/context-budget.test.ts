import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import type { Step } from '@/lib/engine/step';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import type { Scenario } from '@/lib/scenario/types';
import demoWeather from '@/data/catalogs/demo-weather.json';
import { LIBRARY } from '@/scenarios/library';
import { captureRequest, captureScenario, captureSse } from '@/lib/service/fixtures/capture';
import { checkCapture } from './capture-check';
import { BUDGET_PARTS, stepBudgets } from './context-budget';
import { estimateTokens } from '@/lib/engine/estimate';
import { SEARCH_TOOL_TOKENS, TOOL_USE_SYSTEM_PROMPT_TOKENS } from '@/lib/engine/overheads';

function load(id: string): { scenario: Scenario; steps: Step[] } {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(`scenario ${id} does not load`);
  return { scenario: parsed.scenario, steps: deriveSteps(parsed.scenario) };
}

/** A demo weather tool's cost, by its own name or the `{server}_{name}` a tool_reference gives it. */
const defTokens = (name: string) => {
  const def = demoWeather.find((d) => d.name === name || `weather_${d.name}` === name);
  if (!def) throw new Error(name);
  return estimateTokens(def);
};

/** The tool names a search-inject step's tool_references carry. */
function referencesAt(step: Step): string[] {
  if (step.kind !== 'search-inject') throw new Error(`step ${step.number} is ${step.kind}`);
  const content = step.payload.content;
  return 'tool_references' in content ? content.tool_references.map((r) => r.tool_name) : [];
}

describe('the context budget of each step, weather-mcp', () => {
  const { scenario, steps } = load('weather-mcp');
  const budgets = stepBudgets(scenario, steps);
  const at = (n: number) => budgets[n - 1]!;

  it('starts with the tool-use overhead, the search tool and the question, and every definition deferred', () => {
    expect(at(2).parts).toEqual({
      overhead: TOOL_USE_SYSTEM_PROMPT_TOKENS,
      search: SEARCH_TOOL_TOKENS,
      always: 0,
      discovered: 0,
      messages: estimateTokens(scenario.exchanges[0]?.kind === 'messages' ? scenario.exchanges[0].request.messages : null),
    });
    expect(at(2).notLoaded).toEqual({ tools: 8, tokens: demoWeather.reduce((sum, d) => sum + estimateTokens(d), 0) });
  });

  it('grows at step 6 by the definitions the search expanded, which leave the not-loaded pile', () => {
    const referenced = referencesAt(steps[5]!);
    expect(referenced.length).toBeGreaterThan(0);
    const expanded = referenced.reduce((sum, name) => sum + defTokens(name), 0);
    expect(at(5).parts.discovered).toBe(0);
    expect(at(6).parts.discovered).toBe(expanded);
    expect(at(6).notLoaded.tokens).toBe(at(5).notLoaded.tokens - expanded);
    expect(at(6).notLoaded.tools).toBe(8 - referenced.length);
    expect(at(6).total).toBeGreaterThan(at(5).total + expanded);
  });

  it('grows at step 10 by the tool result, and not at the steps in between that only move data outside the model', () => {
    expect(at(8).total).toBe(at(7).total);
    expect(at(9).total).toBe(at(8).total);
    const response = scenario.exchanges[0]?.kind === 'messages' ? scenario.exchanges[0].response : undefined;
    const result = response?.content.find((b) => b.type === 'mcp_tool_result');
    expect(at(10).parts.messages - at(9).parts.messages).toBeGreaterThanOrEqual(estimateTokens(result) - 1);
    expect(at(10).parts.discovered).toBe(at(9).parts.discovered);
  });

  it('is the same array on a second call: stepping looks budgets up, it does not recount them', () => {
    expect(stepBudgets(scenario, steps)).toBe(budgets);
  });
});

describe('the context budget, client-side weather', () => {
  const { scenario, steps } = load('weather-client');
  const budgets = stepBudgets(scenario, steps);

  it('while the client runs the tool the model holds what it held at the tool_use response', () => {
    // The response step also carries the estimate of its usage; the context is what is held.
    const { usageEstimate, ...held } = budgets[7]!;
    expect(usageEstimate).toBeGreaterThan(held.total);
    expect(budgets[8]).toEqual(held);
    expect(budgets[9]).toEqual(held);
  });

  it('the second request still carries the discovered tools, found in the history, with no new search', () => {
    expect(budgets[11]?.parts.discovered).toBe(defTokens('get_weather') + defTokens('get_weather_alerts'));
    expect(budgets[11]?.notLoaded.tools).toBe(6);
  });
});

describe('the context budget across the library', () => {
  it('counts exactly the deferred definitions the model view leaves out, and never shrinks within one turn', () => {
    for (const { id } of LIBRARY) {
      const { scenario, steps } = load(id);
      const budgets = stepBudgets(scenario, steps);
      steps.forEach((step, i) => {
        const b = budgets[i]!;
        expect(b.total, `${id} ${step.number}`).toBe(BUDGET_PARTS.reduce((s, p) => s + b.parts[p], 0));
        if (!scenario.literal_steps) expect(b.notLoaded.tools, `${id} ${step.number}`).toBe(step.view.deferred);
        const before = budgets[i - 1];
        if (before && steps[i - 1]?.turn.exchange === step.turn.exchange) expect(b.total, `${id} ${step.number}`).toBeGreaterThanOrEqual(before.total);
      });
    }
  });

  it('a client-side search tool is an ordinary tool: counted from its definition, not as a built-in search tool', () => {
    const { scenario, steps } = load('custom-search-client');
    const first = stepBudgets(scenario, steps)[1]!;
    expect(first.parts.search).toBe(0);
    expect(first.parts.always).toBeGreaterThan(0);
    expect(first.parts.always).not.toBe(SEARCH_TOOL_TOKENS);
  });

  it('five MCP servers: hundreds of definitions stay out of the context', () => {
    const { scenario, steps } = load('enterprise-mcp');
    const b = stepBudgets(scenario, steps)[1]!;
    expect(b.notLoaded.tools).toBeGreaterThan(200);
    expect(b.notLoaded.tokens).toBeGreaterThan(20 * b.total);
  });

  it('a refused request says so', () => {
    const { scenario, steps } = load('all-deferred-400');
    expect(stepBudgets(scenario, steps).at(-1)?.rejected).toBe(true);
  });
});

describe('the estimate beside a response’s recorded usage', () => {
  it('is the estimator summed over the response’s sampling iterations, the capture check’s figure', async () => {
    const scenario = (await captureScenario()) as unknown as Scenario;
    const steps = deriveSteps(scenario);
    const budgets = stepBudgets(scenario, steps);
    expect(steps.at(-1)?.kind).toBe('response');
    expect(budgets.at(-1)?.usageEstimate).toBe(checkCapture(captureRequest, captureSse).cumulative.predicted);
    expect(budgets.slice(0, -1).every((b) => b.usageEstimate === undefined)).toBe(true);
  });
});
