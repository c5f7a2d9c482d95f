import { wrapLines, LINE_WIDTH } from '@/lib/diagram/sequence-source';
import type { Page } from '@playwright/test';
import type { StepFacts } from '@/lib/engine/step';
import { en as t } from '@/lib/i18n/en';
import { PTC_CODE_EXECUTION } from '@/lib/protocol/code-execution';
import { liveExamplesCost } from '@/lib/live/examples-cost';
import { parseScenarioText } from '@/lib/scenario/schema';
import type { MessagesRequest, ToolDefinition } from '@/lib/scenario/types';
import support from '@/data/catalogs/demo-support.json';
import { expect, test } from './live-fixtures';

/**
 * Programmatic tool calling run live against the emulator: the budget question with code calling
 * the tools, from the browser and through the app's server route. The requests the page sent are
 * read off the wire: the first offers code execution, every continuation names the container and
 * answers the code's calls with tool_result blocks only.
 */

/** A step's title in the player's list, whatever the list adds around it. */
const stepTitle = (kind: 'code-run' | 'code-resume' | 'code-output-inject') => new RegExp(t.steps.titles[kind]({} as StepFacts).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const EMULATOR = '/api/emulator/v1/messages';

/** The Messages requests the page posts to `path`, as the SDK sent them, in order. */
function requestsTo(page: Page, path: string): MessagesRequest[] {
  const sent: MessagesRequest[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) sent.push(r.postDataJSON() as MessagesRequest);
  });
  return sent;
}

const BUDGET = 'Which engineering team members exceeded their Q3 travel budget?';

for (const route of ['browser', 'server'] as const) {
  test(`the budget question with code calling the tools, ${route} route: six lifelines, the code's steps, the container on every continuation`, async ({ page, live }) => {
    const sent = requestsTo(page, route === 'browser' ? EMULATOR : '/api/live/emulator/v1/messages');
    await live.open();
    await live.chooseEmulator(route);
    await live.chooseCatalogs(['demo-expenses']);
    await live.setQuestion(BUDGET);
    await live.letCodeCallTools();
    await expect(page.getByTestId('code-calls-incompatible')).toBeVisible();
    await live.run();
    await live.settled('done');

    // Four requests, as in the ptc-budget recording: the code's three rounds of calls, then the answer.
    expect(sent.length).toBeGreaterThan(2);
    const [first, ...continuations] = sent;
    expect(first?.tools?.[0]).toEqual({ type: PTC_CODE_EXECUTION, name: 'code_execution' });
    expect(first?.tools?.slice(1).every((tool) => 'allowed_callers' in tool && tool.allowed_callers?.includes(PTC_CODE_EXECUTION))).toBe(true);
    expect(first?.container).toBeUndefined();
    const container = continuations[0]?.container;
    expect(container).toMatch(/\S/);
    for (const request of continuations) {
      expect(request.container).toBe(container);
      const reply = request.messages.at(-1)?.content;
      expect(Array.isArray(reply) && reply.length > 0 && reply.every((block) => block.type === 'tool_result')).toBe(true);
    }

    const player = live.getPlayer();
    for (const actor of ['client', 'service', 'container', 'model', 'registry', 'tool'] as const) {
      for (const line of t.actors[actor].split(' · ').flatMap((part) => wrapLines(part, LINE_WIDTH.actor))) {
        await expect(player.getByTestId('sequence-diagram').locator('svg').first().getByText(line, { exact: true }).first(), `${actor}: ${line}`).toBeVisible();
      }
    }
    await expect(player.getByRole('button', { name: stepTitle('code-run') }).first()).toBeVisible();
    await expect(player.getByRole('button', { name: stepTitle('code-resume') }).first()).toBeVisible();
    await expect(player.getByRole('button', { name: stepTitle('code-output-inject') }).first()).toBeVisible();
    // The emulated model wrote the program: no fallback note.
    await expect(await live.openDecisions()).not.toContainText('wrote no program');

    const file = await live.download(t.files.actions.saveScenario);
    const parsed = parseScenarioText(file.text, file.name);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.scenario.search).toBe('none');
    expect(parsed.scenario.exchanges.filter((e) => e.kind === 'messages')).toHaveLength(sent.length);
  });
}

test('a request of the code’s that fails is retried with its container: Retry goes on from where the code waits', async ({ page, live }) => {
  const sent = requestsTo(page, EMULATOR);
  await live.open();
  await live.chooseEmulator();
  await live.chooseCatalogs(['demo-expenses']);
  await live.setQuestion(BUDGET);
  await live.letCodeCallTools();
  await live.simulate('529', 3);
  await live.run();
  await live.settled('failed');
  await live.expectFailure('overloaded');
  await live.retry();
  await live.settled('done');
  // The third request failed and went again, the same, container included: the code was still waiting.
  expect(sent[3]).toEqual(sent[2]);
  expect(sent[3]?.container).toBe(sent[1]?.container);
  expect(sent[3]?.container).toMatch(/\S/);
});

test('another question with code calling the tools: the decisions say the emulated model fell back to direct calls, and why', async ({ live }) => {
  await live.open();
  await live.chooseEmulator();
  await live.letCodeCallTools();
  await expect(live.getForm().getByTestId('code-calls-emulator')).toBeVisible();
  await live.run();
  await live.settled('done');
  const decisions = await live.openDecisions();
  await expect(decisions.locator('li').first()).toContainText('wrote no program');
  await expect(decisions.locator('li').first()).toContainText('calling the tools directly (caller: direct)');
});

test('code calls are not offered with MCP-hosted tools, and the form says why', async ({ page, live }) => {
  await live.open();
  await live.chooseEmulator();
  await live.chooseMode('mcp');
  await expect(page.getByRole('checkbox', { name: t.live.request.code.on })).toBeDisabled();
  await expect(page.getByTestId('code-calls')).toContainText(t.live.request.code.mcpOff);
});

test('tool use examples: the form says what the chosen catalog’s input_examples cost, and the request carries them', async ({ page, live }) => {
  const sent = requestsTo(page, EMULATOR);
  const cost = liveExamplesCost(support as unknown as ToolDefinition[], () => false);
  await live.open();
  await live.chooseEmulator();
  await live.chooseCatalogs(['demo-support']);
  await expect(page.getByTestId('examples-cost')).toHaveText(t.live.request.examples.cost(cost.tools, cost.examples, cost.tokens));
  await live.setQuestion('Open a critical ticket: the login page returns a 500 error in production.');
  await live.run();
  await live.settled('done');
  const carried = (sent[0]?.tools ?? []).filter((tool) => 'input_examples' in tool && tool.input_examples?.length);
  expect(carried.map((tool) => ('name' in tool ? tool.name : ''))).toEqual(['create_incident', 'create_ticket']);
});
