import { describe, expect, it } from 'vitest';
import { parseScenario } from '@/lib/scenario/schema';
import type { ContentBlockParam, MessageParam, MessagesExchange, Scenario } from '@/lib/scenario/types';
import { stepBudgets } from '@/lib/tokens/context-budget';
import ptcBudget from '@/scenarios/ptc-budget.json';
import ptcDirect from '@/scenarios/ptc-direct.json';
import ptcSearch from '@/scenarios/ptc-search.json';
import toolExamples from '@/scenarios/tool-examples.json';
import { lifelines } from '@/lib/diagram/sequence-source';
import { isCodeIssued, modelVisibleMessages } from './code-calls';
import { toolDefinitionTokens, turnTokens } from './context-model';
import { deriveSteps } from './derive-steps';
import { estimateTokens } from './estimate';
import type { Step } from './step';

/** The recorded programmatic-tool-calling scenarios, replayed through the engine. */

function load(data: unknown, id: string): Scenario {
  const parsed = parseScenario(data, `${id}.json`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

const budget = load(ptcBudget, 'ptc-budget');
const direct = load(ptcDirect, 'ptc-direct');
const search = load(ptcSearch, 'ptc-search');
const examples = load(toolExamples, 'tool-examples');
const messagesOf = (s: Scenario) => s.exchanges.filter((e): e is MessagesExchange => e.kind === 'messages');
/** Kinds per HTTP exchange, the client's own tool runs left out. */
const kindsByExchange = (steps: readonly Step[]) => {
  const out = new Map<number, string[]>();
  for (const s of steps) if (s.seen !== 'client') out.set(s.exchange, [...(out.get(s.exchange) ?? []), s.kind]);
  return [...out.values()];
};

describe('ptc-budget, replayed through the engine', () => {
  const steps = deriveSteps(budget);
  const wire = messagesOf(budget);

  it('sends code_execution_20260120 and tools that only code may call; answers with code, a call the code made, a container and stop_reason "tool_use"', () => {
    const [first] = wire;
    expect(first!.request.tools).toEqual(expect.arrayContaining([{ type: 'code_execution_20260120', name: 'code_execution' }]));
    for (const tool of first!.request.tools!.filter((t) => 'input_schema' in t)) expect(tool).toMatchObject({ allowed_callers: ['code_execution_20260120'] });
    const content = first!.response!.content;
    const code = content.find((b) => b.type === 'server_tool_use');
    expect(code).toMatchObject({ name: 'code_execution', input: { code: expect.stringContaining('await get_team_members(') } });
    expect(content.find((b) => b.type === 'tool_use')).toMatchObject({ name: 'get_team_members', caller: { type: 'code_execution_20260120', tool_id: code!.type === 'server_tool_use' ? code!.id : '' } });
    expect(first!.response).toMatchObject({ stop_reason: 'tool_use', container: { id: expect.stringMatching(/^container_/), expires_at: expect.any(String) } });
  });

  it('continues with the container and tool_result blocks only, and ends with the code’s output and Claude’s text', () => {
    const container = wire[0]!.response!.container!.id;
    for (const exchange of wire.slice(1)) {
      expect(exchange.request.container).toBe(container);
      const last = exchange.request.messages.at(-1)!;
      expect(last.role).toBe('user');
      expect(Array.isArray(last.content) && last.content.every((b) => b.type === 'tool_result')).toBe(true);
    }
    const end = wire.at(-1)!.response!;
    expect(end.content.map((b) => b.type)).toEqual(['code_execution_tool_result', 'text']);
    expect(end.stop_reason).toBe('end_turn');
  });

  it('plays each request as the code it drives: no model sampling until the code has ended', () => {
    expect(kindsByExchange(steps)).toEqual([
      ['request', 'model-input', 'model-code-call', 'code-run', 'code-tool-call', 'response'],
      ['request', 'code-resume', 'code-tool-call', 'response'],
      ['request', 'code-resume', 'code-tool-call', 'response'],
      ['request', 'code-resume', 'code-output', 'code-output-inject', 'response'],
    ]);
    const responses = steps.filter((s) => s.kind === 'response');
    expect(responses.map((s) => s.facts.iterations)).toEqual([1, 0, 0, 1]);
    expect(responses.map((s) => s.facts.codeCalls)).toEqual([1, 2, 4, 0]);
  });

  it('draws the code execution container as a sixth lifeline beside the service, and only here', () => {
    const route = (kind: string) => steps.filter((s) => s.kind === kind).map((s) => `${s.from}→${s.to}`);
    expect(new Set(route('code-run'))).toEqual(new Set(['service→container']));
    expect(new Set(route('code-tool-call'))).toEqual(new Set(['container→service']));
    expect(new Set(route('code-resume'))).toEqual(new Set(['service→container']));
    expect(route('code-output')).toEqual(['container→service']);
    expect(route('code-output-inject')).toEqual(['service→model']);
    expect(lifelines(steps)).toEqual(['client', 'service', 'container', 'model', 'registry', 'tool']);
    expect(lifelines(deriveSteps(direct))).toEqual(['client', 'service', 'model', 'registry', 'tool']);
    // Every call the code made was run by the client, and says so.
    expect(steps.filter((s) => s.kind === 'client-tool-run').every((s) => s.facts.byCode === 1)).toBe(true);
  });

  it('grows the model’s context only by what the code printed', () => {
    const budgets = stepBudgets(budget, steps);
    const at = (kind: string, nth = 0) => steps.findIndex((s, i) => s.kind === kind && steps.slice(0, i).filter((x) => x.kind === kind).length === nth);
    const firstResume = at('code-resume');
    const output = at('code-output');
    const inject = at('code-output-inject');
    // From the first resumed request to the program's end, whatever the tools answered: not one token more.
    for (let i = firstResume; i <= output; i += 1) expect(budgets[i]!.total, `step ${i + 1}`).toBe(budgets[firstResume]!.total);
    const printed = steps[inject]!;
    if (printed.kind !== 'code-output-inject') throw new Error(`step ${inject + 1} is ${printed.kind}`);
    expect(budgets[inject]!.total - budgets[output]!.total).toBe(turnTokens([printed.payload]));
    // Every result the code was handed still travelled: the last request carries all seven.
    const lastRequest = wire.at(-1)!.request;
    const blocks = (messages: readonly MessageParam[]) => messages.flatMap((m) => (typeof m.content === 'string' || !m.content ? [] : (m.content as ContentBlockParam[])));
    expect(blocks(lastRequest.messages).filter((b) => b.type === 'tool_result')).toHaveLength(7);
    expect(blocks(modelVisibleMessages(lastRequest.messages)).some((b) => b.type === 'tool_result' || isCodeIssued(b))).toBe(false);
  });

  it('needs as many requests as calling the tools directly, but samples the model half as often and holds far less', () => {
    const directSteps = deriveSteps(direct);
    expect(messagesOf(direct)).toHaveLength(wire.length);
    const sampled = (s: readonly Step[]) => s.filter((x) => x.kind === 'response').reduce((n, x) => n + Number(x.facts.iterations), 0);
    expect([sampled(steps), sampled(directSteps)]).toEqual([2, 4]);
    const finalContext = (s: Scenario, st: readonly Step[]) => stepBudgets(s, st).at(-1)!.parts.messages;
    expect(finalContext(direct, directSteps)).toBeGreaterThan(4 * finalContext(budget, steps));
    // And the same answer.
    const answer = (s: Scenario) => messagesOf(s).at(-1)!.response!.content.at(-1);
    expect(answer(budget)).toEqual(answer(direct));
  });
});

describe('ptc-search: the three features in one run', () => {
  const steps = deriveSteps(search);

  it('searches the deferred tools first, then writes code that calls what the search loaded', () => {
    expect(kindsByExchange(steps)[0]).toEqual([
      'request',
      'model-input',
      'model-search-call',
      'search-run',
      'search-result',
      'search-inject',
      'model-code-call',
      'code-run',
      'code-tool-call',
      'response',
    ]);
    const run = steps.find((s) => s.kind === 'code-run')!;
    expect(run.facts.functions).toContain('get_expenses');
    expect(Number(run.facts.discovered)).toBeGreaterThan(0);
    // get_expenses's input_examples arrive with it.
    expect(steps.find((s) => s.kind === 'search-inject')!.facts).toMatchObject({ exampleTools: 1, examples: 2 });
  });
});

describe('tool-examples: input_examples on deferred tools', () => {
  const steps = deriveSteps(examples);
  const budgets = stepBudgets(examples, steps);

  it('cost nothing while deferred, and count with their definition once a search loads it', () => {
    const request = messagesOf(examples)[0]!.request;
    const ticket = request.tools!.find((t) => 'name' in t && t.name === 'create_ticket')!;
    expect(ticket).toMatchObject({ defer_loading: true, input_examples: [expect.any(Object), expect.any(Object), expect.any(Object)] });
    const inject = steps.findIndex((s) => s.kind === 'search-inject' && Number(s.facts.count) > 0);
    // The search that loads create_ticket loads its three examples with it (no other tool it loads has any).
    expect(steps[inject]!.facts).toMatchObject({ exampleTools: 1, examples: 3 });
    const { defer_loading: _deferred, ...visible } = ticket as typeof ticket & { defer_loading?: boolean };
    const { input_examples: shown, ...bare } = visible as typeof visible & { input_examples: unknown[] };
    // The bar's discovered part holds each definition whole, its examples included.
    expect(toolDefinitionTokens(visible)).toBeGreaterThan(toolDefinitionTokens(bare) + estimateTokens(shown) - 5);
    expect(budgets[inject]!.parts.discovered).toBeGreaterThanOrEqual(toolDefinitionTokens(visible));
    expect(budgets[inject - 1]!.parts.discovered).toBe(0);
  });
});
