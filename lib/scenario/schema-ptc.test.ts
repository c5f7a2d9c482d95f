import type {
  BetaCodeExecutionToolResultBlock,
  BetaContainer,
  BetaContentBlock,
  BetaServerToolUseBlock,
  BetaToolUseBlock,
  BetaToolUnion,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { CodeExecutionToolResultBlock, ContentBlock as GaContentBlock, ToolUnion } from '@anthropic-ai/sdk/resources/messages/messages';
import { describe, expect, it } from 'vitest';
import weatherClient from '@/scenarios/weather-client.json';
import { parseScenario } from './schema';

/**
 * The blocks and fields of programmatic tool calling and tool use examples, each typed with the
 * SDK's own unions (beta and GA): what the schema takes is what the SDK says the API sends.
 */

const tools = [
  { type: 'code_execution_20260120', name: 'code_execution' },
  {
    name: 'get_expenses',
    description: 'Expense line items of one employee for a quarter.',
    input_schema: { type: 'object', properties: { user_id: { type: 'string' }, quarter: { type: 'string' } }, required: ['user_id', 'quarter'] },
    allowed_callers: ['code_execution_20260120'],
    input_examples: [{ user_id: 'emp_101', quarter: 'Q3' }],
  },
] satisfies BetaToolUnion[] & ToolUnion[];

const code = {
  type: 'server_tool_use',
  id: 'srvtoolu_1',
  name: 'code_execution',
  input: { code: 'print(await get_expenses(user_id="emp_101", quarter="Q3"))' },
  caller: { type: 'direct' },
} satisfies BetaServerToolUseBlock & BetaContentBlock;

const call = {
  type: 'tool_use',
  id: 'toolu_1',
  name: 'get_expenses',
  input: { user_id: 'emp_101', quarter: 'Q3' },
  caller: { type: 'code_execution_20260120', tool_id: 'srvtoolu_1' },
} satisfies BetaToolUseBlock & GaContentBlock;

const output = {
  type: 'code_execution_tool_result',
  tool_use_id: 'srvtoolu_1',
  content: { type: 'code_execution_result', stdout: '[]\n', stderr: '', return_code: 0, content: [] },
} satisfies BetaCodeExecutionToolResultBlock & CodeExecutionToolResultBlock;

const container = { id: 'container_1', expires_at: '2026-11-24T12:05:00Z', skills: null } satisfies BetaContainer;

const question = { role: 'user' as const, content: 'Who went over budget?' };
const request = (messages: unknown[], extra: Record<string, unknown> = {}) => ({ model: 'claude-sonnet-4-6', max_tokens: 1024, messages, tools: structuredClone(tools), ...extra });
const response = (content: unknown[], stop: string) => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-6',
  content,
  stop_reason: stop,
  usage: { input_tokens: 1, output_tokens: 1 },
  container,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break the file at arbitrary paths
type Mutable = Record<string, any>;
function ptcScenario(): Mutable {
  const first = [{ type: 'text', text: 'I will write code.' }, code, call];
  const answered = [question, { role: 'assistant', content: first }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '{"items": []}' }] }];
  return structuredClone({
    ...weatherClient,
    search: 'none',
    exchanges: [
      { kind: 'messages', request: request([question]), response: response(first, 'tool_use') },
      { kind: 'tool_run', tool_use_id: 'toolu_1', name: 'get_expenses', input: call.input, output: '{"items": []}', is_error: false },
      { kind: 'messages', request: request(answered, { container: container.id }), response: response([output, { type: 'text', text: 'Nobody.' }], 'end_turn') },
    ],
  });
}

describe('programmatic tool calling in a scenario file', () => {
  it('takes the code execution tool, allowed_callers, input_examples, callers, container and the code’s output', () => {
    const parsed = parseScenario(ptcScenario(), 'ptc.json');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.scenario.search).toBe('none');
  });

  it('refuses a caller that names no server_tool_use, and an output answering no code', () => {
    const orphanCaller = ptcScenario();
    orphanCaller.exchanges[0].response.content[2].caller.tool_id = 'srvtoolu_nobody';
    expect(parseScenario(orphanCaller, 'ptc.json')).toMatchObject({ ok: false, error: expect.stringMatching(/content\[2\]\.caller\.tool_id: caller\.tool_id "srvtoolu_nobody" names no server_tool_use/) });
    const orphanOutput = ptcScenario();
    orphanOutput.exchanges[2].response.content[0].tool_use_id = 'srvtoolu_9';
    expect(parseScenario(orphanOutput, 'ptc.json').ok).toBe(false);
  });

  it('checks the shapes the SDK gives: the output’s fields, the caller’s type, an allowed caller, an example', () => {
    const breaks: Array<(s: Mutable) => void> = [
      (s) => delete s.exchanges[2].response.content[0].content.stdout,
      (s) => (s.exchanges[2].response.content[0].content.return_code = '0'),
      (s) => (s.exchanges[0].response.content[2].caller.type = 'code_execution_20260521'),
      (s) => (s.exchanges[0].request.tools[1].allowed_callers = ['python']),
      (s) => (s.exchanges[0].request.tools[1].input_examples = ['emp_101']),
      (s) => (s.exchanges[0].request.tools[0].name = 'python'),
      (s) => (s.exchanges[0].response.container = { id: 'container_1' }),
    ];
    for (const [i, brk] of breaks.entries()) {
      const s = ptcScenario();
      brk(s);
      expect(parseScenario(s, 'ptc.json').ok, `break ${i}`).toBe(false);
    }
    const error = ptcScenario();
    error.exchanges[2].response.content[0].content = { type: 'code_execution_tool_result_error', error_code: 'execution_time_exceeded' };
    expect(parseScenario(error, 'ptc.json').ok).toBe(true);
  });
});
