import Anthropic from '@anthropic-ai/sdk';
import type { Message, MessageCreateParamsNonStreaming, MessageParam, ToolUnion, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages/messages';
import { describe, expect, it } from 'vitest';
import { PTC_PENDING_CALL_TIMEOUT_MS } from '@/lib/protocol/limits';
import { createEmulatorClient } from '@/lib/server/emulator-client';
import { bundledCatalogTools } from '../catalog-data';
import { runDemoTool } from '../demo-tools';
import { ContainerStore } from './container-store';
import { CONTAINER_REQUIRED } from './code-runs';

/**
 * Programmatic tool calling against the emulator, through the real SDK (GA client, JSON and
 * SSE): the calls code makes, held across requests by container id, and the API's refusals.
 */

const QUESTION = 'Which engineering team members exceeded their Q3 travel budget?';
const THREE = ['get_team_members', 'get_budget_by_level', 'get_expenses'];
const definitions = bundledCatalogTools('demo-expenses').filter((t) => THREE.includes(t.name));
const CODE_TOOL = { type: 'code_execution_20260120', name: 'code_execution' } as const;
const tools = (extra: Record<string, unknown> = {}): ToolUnion[] => [
  CODE_TOOL,
  ...definitions.map((d) => ({ name: d.name, description: d.description ?? '', input_schema: d.input_schema, allowed_callers: ['code_execution_20260120' as const], ...extra })),
];

function setup(start = Date.parse('2026-03-01T09:00:00Z')) {
  let now = start;
  const client = createEmulatorClient({ containers: new ContainerStore(), clock: () => now, searchDeadlineMs: Infinity });
  return { client, advance: (ms: number) => (now += ms) };
}

const base = (messages: MessageParam[], extra: Partial<MessageCreateParamsNonStreaming> = {}): MessageCreateParamsNonStreaming => ({
  model: 'claude-sonnet-4-6',
  max_tokens: 1024,
  messages,
  tools: tools(),
  ...extra,
});

/** What a client does with the calls code made: runs each with the demo tools, answers with tool_result blocks only. */
function answer(message: Message): MessageParam {
  const calls = message.content.filter((b): b is ToolUseBlock => b.type === 'tool_use');
  return {
    role: 'user',
    content: calls.map((c) => ({ type: 'tool_result' as const, tool_use_id: c.id, content: runDemoTool('demo-expenses', c.name, c.input).output })),
  };
}

async function refusal(call: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await call;
  } catch (e) {
    if (e instanceof Anthropic.APIError) return { status: e.status, message: (e.error as { error?: { message?: string } })?.error?.message ?? '' };
    throw e;
  }
  throw new Error('the emulator accepted the request');
}

/** Runs the whole budget question: each response, and the conversation so far. */
async function runToTheEnd(client: Anthropic, stream = false) {
  const messages: MessageParam[] = [{ role: 'user', content: QUESTION }];
  const responses: Message[] = [];
  let container: string | undefined;
  for (let round = 0; round < 6; round += 1) {
    const params = base(messages, container ? { container } : {});
    const message = stream ? await client.messages.stream(params).finalMessage() : await client.messages.create(params);
    responses.push(message);
    container = message.container?.id ?? container;
    messages.push({ role: 'assistant', content: message.content });
    if (message.stop_reason !== 'tool_use') break;
    messages.push(answer(message));
  }
  return { responses, messages };
}

describe('programmatic tool calling in the emulator', () => {
  for (const stream of [false, true]) {
    it(`holds the code's pending calls across requests by container id, and ends with its output (${stream ? 'SSE' : 'JSON'})`, async () => {
      const { client } = setup();
      const { responses } = await runToTheEnd(client, stream);
      expect(responses.map((r) => r.stop_reason)).toEqual(['tool_use', 'tool_use', 'tool_use', 'end_turn']);
      const [first, second, third, last] = responses;
      const code = first!.content.find((b) => b.type === 'server_tool_use');
      expect(code).toMatchObject({ name: 'code_execution', input: { code: expect.stringContaining('asyncio.gather') } });
      const caller = { type: 'code_execution_20260120', tool_id: code?.type === 'server_tool_use' ? code.id : '' };
      expect(first!.content.filter((b) => b.type === 'tool_use')).toEqual([expect.objectContaining({ name: 'get_team_members', caller })]);
      // Several calls of one round are pending at once, and one container holds them from request to request.
      expect(second!.content.map((b) => b.type === 'tool_use' && b.name)).toEqual(['get_budget_by_level', 'get_budget_by_level']);
      expect(third!.content.filter((b) => b.type === 'tool_use')).toHaveLength(4);
      expect(new Set(responses.map((r) => r.container?.id)).size).toBe(1);
      // The resumed responses sampled nothing.
      expect([second!.usage.input_tokens, third!.usage.output_tokens]).toEqual([0, 0]);
      expect(last!.content[0]).toMatchObject({
        type: 'code_execution_tool_result',
        tool_use_id: caller.tool_id,
        content: { type: 'code_execution_result', return_code: 0, stderr: '', stdout: '[{"name": "Alice Chen", "spent": 12480.35, "limit": 10000}, {"name": "Dev Patel", "spent": 5631.45, "limit": 5000}]\n' },
      });
      expect(last!.content[1]).toMatchObject({ type: 'text', text: expect.stringContaining('Alice Chen') });
    });
  }

  it('refuses a continuation without the container while code waits on its calls (the docs’ message)', async () => {
    const { client } = setup();
    const first = await client.messages.create(base([{ role: 'user', content: QUESTION }]));
    const messages: MessageParam[] = [{ role: 'user', content: QUESTION }, { role: 'assistant', content: first.content }, answer(first)];
    expect(await refusal(client.messages.create(base(messages)))).toEqual({ status: 400, message: CONTAINER_REQUIRED });
  });

  it('takes tool_result blocks only in the reply, the same tools, and a container that still holds the code', async () => {
    const { client, advance } = setup();
    const first = await client.messages.create(base([{ role: 'user', content: QUESTION }]));
    const container = first.container!.id;
    const history: MessageParam[] = [{ role: 'user', content: QUESTION }, { role: 'assistant', content: first.content }];
    const reply = answer(first);

    const withText = { ...reply, content: [...(reply.content as object[]), { type: 'text', text: 'Here you go.' }] } as MessageParam;
    expect(await refusal(client.messages.create(base([...history, withText], { container })))).toMatchObject({ status: 400, message: expect.stringMatching(/must hold only tool_result blocks/) });

    const fewer = tools().slice(0, 3);
    expect(await refusal(client.messages.create(base([...history, reply], { container, tools: fewer })))).toMatchObject({ status: 400, message: expect.stringMatching(/tools must be the same/) });

    expect(await refusal(client.messages.create(base([...history, reply], { container: 'container_nobody' })))).toMatchObject({ status: 400, message: expect.stringMatching(/no code waiting/) });

    // An idle container is reclaimed after about five minutes.
    advance(6 * 60_000);
    expect(await refusal(client.messages.create(base([...history, reply], { container })))).toMatchObject({ status: 400, message: expect.stringMatching(/no code waiting/) });
  });

  it('gives the code a timeout for calls answered too late', async () => {
    const { client, advance } = setup();
    const first = await client.messages.create(base([{ role: 'user', content: QUESTION }]));
    advance(PTC_PENDING_CALL_TIMEOUT_MS + 1000);
    const late = await client.messages.create(base([{ role: 'user', content: QUESTION }, { role: 'assistant', content: first.content }, answer(first)], { container: first.container!.id }));
    expect(late.content[0]).toMatchObject({ type: 'code_execution_tool_result', content: { return_code: 1, stderr: expect.stringMatching(/TimeoutError/) } });
    expect(late.content[1]).toMatchObject({ type: 'text', text: expect.stringMatching(/error/) });
  });

  it('refuses the options the docs list as incompatible', async () => {
    const { client } = setup();
    const ask: MessageParam[] = [{ role: 'user', content: QUESTION }];
    const cases: Array<[string, Partial<MessageCreateParamsNonStreaming>, RegExp]> = [
      ['strict: true', { tools: tools({ strict: true }) }, /"strict": true is not supported with programmatic tool calling/],
      ['disable_parallel_tool_use', { tool_choice: { type: 'auto', disable_parallel_tool_use: true } }, /disable_parallel_tool_use: not supported with programmatic tool calling/],
      ['forcing a code-only tool', { tool_choice: { type: 'tool', name: 'get_expenses' } }, /cannot be forced through tool_choice/],
      ['no code execution tool', { tools: tools().slice(1) }, /"code_execution_20260120" is not among the request's tools/],
      ['the 2025 beta version', { tools: [{ type: 'code_execution_20250825', name: 'code_execution' }, ...tools({ allowed_callers: ['code_execution_20250825'] }).slice(1)] }, /requires code_execution_20260120/],
    ];
    for (const [what, extra, message] of cases) {
      expect(await refusal(client.messages.create(base(ask, extra))), what).toMatchObject({ status: 400, message: expect.stringMatching(message) });
    }
    // Forcing a tool Claude may call directly stays allowed.
    const both = tools({ allowed_callers: ['direct', 'code_execution_20260120'] });
    await expect(client.messages.create(base(ask, { tools: both, tool_choice: { type: 'tool', name: 'get_expenses' } }))).resolves.toBeDefined();
  });

  it('refuses allowed_callers on MCP connector tools', async () => {
    const { client } = setup();
    const call = client.beta.messages.create({
      betas: ['mcp-client-2025-11-20'],
      model: 'claude-sonnet-4-6',
      max_tokens: 1024,
      messages: [{ role: 'user', content: QUESTION }],
      mcp_servers: [{ type: 'url', url: 'https://mcp.tool-search-lab.example/demo-expenses', name: 'expenses' }],
      tools: [CODE_TOOL, { type: 'mcp_toolset', mcp_server_name: 'expenses', default_config: { allowed_callers: ['code_execution_20260120'] } as never }],
    });
    expect(await refusal(call)).toMatchObject({ status: 400, message: expect.stringMatching(/MCP connector tools cannot be called from code execution/) });
  });
});

describe('tool use examples in the emulator', () => {
  const ticket = bundledCatalogTools('demo-support').find((t) => t.name === 'create_ticket')!;
  const request = (examples: unknown[]) =>
    base([{ role: 'user', content: 'Open a ticket' }], { tools: [{ name: ticket.name, description: ticket.description ?? '', input_schema: ticket.input_schema, input_examples: examples as never }] });

  it('takes examples that validate against input_schema', async () => {
    const { client } = setup();
    await expect(client.messages.create(request(ticket.input_examples!))).resolves.toBeDefined();
  });

  it('refuses an example that does not (HTTP 400), naming the example and the field', async () => {
    const { client } = setup();
    const wrong = [{ title: 'ok' }, { title: 'Login broken', priority: 'urgent' }];
    expect(await refusal(client.messages.create(request(wrong)))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^tools\.0\.custom\.input_examples\.1: the example does not match the input_schema of tool "create_ticket": priority: /),
    });
    expect(await refusal(client.messages.create(request([{ priority: 'low' }])))).toMatchObject({ status: 400, message: expect.stringMatching(/input_examples\.0: .*title/) });
    expect(await refusal(client.messages.create(request(['title'])))).toMatchObject({ status: 400, message: expect.stringMatching(/input_examples\.0: Input should be a valid dictionary/) });
  });
});
