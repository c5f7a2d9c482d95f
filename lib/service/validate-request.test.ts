import Anthropic, { APIError } from '@anthropic-ai/sdk';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { describe, expect, it } from 'vitest';
import { handleCountTokens, handleMessages } from '@/lib/server/http-handler';
import { emulateMessage } from './emulator';
import { builtinMcpUrl } from '@/lib/protocol/mcp-urls';

const client = new Anthropic({
  apiKey: 'test',
  baseURL: 'http://emulator.test',
  maxRetries: 0,
  fetch: (url, init) => handleMessages(new Request(url, init)),
});

const SEARCH = { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' } as const;
const weatherTool = (extra: object = {}) => ({
  name: 'get_weather',
  description: 'Get the weather',
  input_schema: { type: 'object' as const, properties: { location: { type: 'string' } }, required: ['location'] },
  ...extra,
});
const base = {
  model: 'claude-sonnet-4-6',
  max_tokens: 1024,
  messages: [{ role: 'user' as const, content: 'What is the weather in San Francisco?' }],
};

/** Sends a body as-is (through the beta client, so MCP fields are allowed) and returns the SDK's error. */
async function rejection(body: object, betas: string[] = []): Promise<APIError> {
  try {
    await client.beta.messages.create({ ...(body as MessageCreateParamsNonStreaming), ...(betas.length ? { betas } : {}) });
  } catch (e) {
    return e as APIError;
  }
  throw new Error('the request was accepted');
}

async function expect400(body: object, message: string | RegExp, betas: string[] = []) {
  const error = await rejection(body, betas);
  expect(error).toBeInstanceOf(Anthropic.BadRequestError);
  expect(error.status).toBe(400);
  expect(error.error).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
  if (typeof message === 'string') expect(error.apiMessage).toBe(message);
  else expect(error.apiMessage).toMatch(message);
}

const history = (assistant: object[], user: object[] = []) => [
  base.messages[0],
  { role: 'assistant', content: assistant },
  ...(user.length ? [{ role: 'user', content: user }] : [{ role: 'user', content: 'And now?' }]),
];

describe('HTTP 400s of the emulated Messages API, seen through the real SDK', () => {
  it('rejects a request whose every tool is deferred, with the docs’ wording', async () => {
    await expect400(
      { ...base, tools: [{ ...SEARCH, defer_loading: true }, weatherTool({ defer_loading: true })] },
      'All tools have defer_loading set. At least one tool must be non-deferred.',
    );
  });

  it('puts request_id in every error body, as the SDK’s BetaErrorResponse requires, equal to the request-id header', async () => {
    const error = await rejection({ ...base, tools: [{ ...SEARCH, defer_loading: true }, weatherTool({ defer_loading: true })] });
    const body = error.error as { request_id?: string };
    expect(body.request_id).toMatch(/^req_emu_[0-9a-f]{16}$/);
    expect(error.requestID).toBe(body.request_id);
  });

  it('refuses an unknown top-level field, betas in the body included (the SDK sends them as a header)', async () => {
    const direct = (body: object, headers: Record<string, string> = {}) =>
      handleMessages(new Request('http://emulator.test/v1/messages', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));
    const betasInBody = await direct({ ...base, betas: ['mcp-client-2025-11-20'] }, { 'anthropic-beta': 'mcp-client-2025-11-20' });
    expect(betasInBody.status).toBe(400);
    expect(await betasInBody.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error', message: 'betas: Extra inputs are not permitted' }, request_id: expect.any(String) });
    await expect400({ ...base, temprature: 0.5 }, 'temprature: Extra inputs are not permitted');
    // A beta-only field needs the beta header: on the GA endpoint it is unknown.
    const gaThread = await direct({ ...base, context_management: {} });
    expect((await gaThread.json()).error.message).toBe('context_management: Extra inputs are not permitted');
  });

  it('count_tokens refuses an unknown top-level field as /messages does, and the fields only /messages takes', async () => {
    const count = (body: object, headers: Record<string, string> = {}) =>
      handleCountTokens(new Request('http://emulator.test/v1/messages/count_tokens', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));
    const { max_tokens: _max, ...countBody } = base;
    expect((await count(countBody)).status).toBe(200);
    for (const [extra, field] of [[{ temprature: 0.5 }, 'temprature'], [{ max_tokens: 10 }, 'max_tokens'], [{ stream: true }, 'stream'], [{ metadata: {} }, 'metadata']] as const) {
      const answer = await count({ ...countBody, ...extra });
      expect(answer.status, field).toBe(400);
      expect((await answer.json()).error.message, field).toBe(`${field}: Extra inputs are not permitted`);
    }
    // Beta count_tokens takes mcp_servers (with its beta), GA does not.
    expect((await (await count({ ...countBody, context_management: {} })).json()).error.message).toBe('context_management: Extra inputs are not permitted');
    expect((await count({ ...countBody, context_management: {} }, { 'anthropic-beta': 'context-management-2025-06-27' })).status).toBe(200);
  });

  it('refuses an unknown tool type, and a known one under a version the SDK does not list', async () => {
    await expect400({ ...base, tools: [{ type: 'spreadsheet_20250101', name: 'sheet' }, weatherTool()] }, /^tools\.0: Input tag 'spreadsheet_20250101'/);
    await expect400({ ...base, tools: [{ type: 'tool_search_tool_regex_20250101', name: 'tool_search_tool_regex' }, weatherTool()] }, /^tools\.0: Input tag/);
  });

  it('refuses a search tool sent under another name', async () => {
    await expect400(
      { ...base, tools: [{ type: 'tool_search_tool_bm25_20251119', name: 'find_tools' }, weatherTool()] },
      "tools.0.tool_search_tool_bm25_20251119.name: Input should be 'tool_search_tool_bm25'",
    );
  });

  it('refuses a custom tool without input_schema', async () => {
    const { input_schema: _schema, ...noSchema } = weatherTool();
    await expect400({ ...base, tools: [SEARCH, noSchema] }, 'tools.1.custom.input_schema: Field required');
  });

  it('refuses tool search on a model that has none, and takes it on the 4.5 models', async () => {
    for (const model of ['claude-opus-4-1', 'claude-sonnet-4-20250514', 'claude-3-7-sonnet-latest']) {
      await expect400({ ...base, model, tools: [SEARCH, weatherTool({ defer_loading: true })] }, new RegExp(`not supported on model '${model}'`));
    }
    // Without a search tool the same model is not refused for it.
    await expect(client.beta.messages.create({ ...base, model: 'claude-opus-4-1', tools: [weatherTool()] })).resolves.toMatchObject({ type: 'message' });
    await expect(client.beta.messages.create({ ...base, model: 'claude-haiku-4-5', tools: [SEARCH, weatherTool({ defer_loading: true })] })).resolves.toMatchObject({ type: 'message' });
  });

  it('rejects a tool_reference in a search result that names no tool of the request', async () => {
    const messages = history([
      { type: 'server_tool_use', id: 'srvtoolu_1', name: 'tool_search_tool_regex', input: { pattern: 'x' } },
      { type: 'tool_search_tool_result', tool_use_id: 'srvtoolu_1', content: { type: 'tool_search_tool_search_result', tool_references: [{ type: 'tool_reference', tool_name: 'unknown_tool' }] } },
      { type: 'text', text: 'Hmm.' },
    ]);
    await expect400({ ...base, messages, tools: [SEARCH, weatherTool({ defer_loading: true })] }, "Tool reference 'unknown_tool' has no corresponding tool definition");
  });

  it('rejects a tool_reference in a client tool_result that names no tool of the request', async () => {
    const search = { name: 'search_tools', description: 'Search tools', input_schema: { type: 'object' as const, properties: { query: { type: 'string' } } } };
    const messages = history(
      [{ type: 'tool_use', id: 'toolu_1', name: 'search_tools', input: { query: 'weather' } }],
      [{ type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'tool_reference', tool_name: 'get_wether' }] }],
    );
    await expect400({ ...base, messages, tools: [search, weatherTool({ defer_loading: true })] }, "Tool reference 'get_wether' has no corresponding tool definition");
  });

  it('rejects defer_loading together with cache_control on one tool', async () => {
    await expect400(
      { ...base, tools: [SEARCH, weatherTool({ defer_loading: true, cache_control: { type: 'ephemeral' } })] },
      /defer_loading and cache_control/,
    );
  });

  it('rejects a tool_result that answers a server tool use', async () => {
    const messages = history(
      [{ type: 'server_tool_use', id: 'srvtoolu_emu_0001', name: 'tool_search_tool_regex', input: { pattern: 'weather' } }],
      [{ type: 'tool_result', tool_use_id: 'srvtoolu_emu_0001', content: 'get_weather' }],
    );
    await expect400({ ...base, messages, tools: [SEARCH, weatherTool({ defer_loading: true })] }, /tool_result answers server tool use "srvtoolu_emu_0001"/);
  });

  it('rejects more than 10,000 deferred tools', async () => {
    const tools = Array.from({ length: 10_001 }, (_, i) => weatherTool({ name: `tool_${i}`, defer_loading: true }));
    await expect400({ ...base, tools: [SEARCH, ...tools] }, /Too many deferred tools: 10001/);
  });

  it.each([
    ['model', 'model: Field required'],
    ['max_tokens', 'max_tokens: Field required'],
    ['messages', 'messages: Field required'],
  ])('rejects a body without %s', async (field, message) => {
    const body: Record<string, unknown> = { ...base };
    delete body[field];
    await expect400(body, message);
  });

  it.each(['mcp-client-2025-11-20', 'mcp-client-2026-09-15'])('takes the connector under the beta %s, and refuses it without a connector beta', async (beta) => {
    const body = {
      ...base,
      mcp_servers: [{ type: 'url', url: builtinMcpUrl('demo-weather'), name: 'weather' }],
      tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'weather', default_config: { defer_loading: true } }],
    };
    expect((await emulateMessage(body, { betas: [beta] })).ok).toBe(true);
    await expect400(body, /mcp-client-2025-11-20" or "mcp-client-2026-09-15/, ['advanced-tool-use-2025-11-20']);
  });

  it('rejects an mcp_toolset naming a server that mcp_servers does not declare', async () => {
    await expect400(
      {
        ...base,
        mcp_servers: [{ type: 'url', url: builtinMcpUrl('demo-weather'), name: 'weather' }],
        tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'weather' }, { type: 'mcp_toolset', mcp_server_name: 'jira' }],
      },
      /mcp_toolset references MCP server "jira", which is not defined in mcp_servers/,
      ['mcp-client-2025-11-20'],
    );
  });

  it('rejects a server referenced by two toolsets', async () => {
    await expect400(
      {
        ...base,
        mcp_servers: [{ type: 'url', url: builtinMcpUrl('demo-weather'), name: 'weather' }],
        tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'weather' }, { type: 'mcp_toolset', mcp_server_name: 'weather' }],
      },
      'MCP server "weather" is referenced by more than one mcp_toolset',
      ['mcp-client-2025-11-20'],
    );
  });

  it('rejects the MCP connector without its beta header', async () => {
    await expect400(
      { ...base, mcp_servers: [{ type: 'url', url: builtinMcpUrl('demo-weather'), name: 'weather' }], tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'weather' }] },
      /mcp_servers: Extra inputs are not permitted/,
    );
  });

  it('rejects an MCP server URL the emulator may not reach', async () => {
    await expect400(
      { ...base, mcp_servers: [{ type: 'url', url: 'https://weather.example.com/mcp', name: 'weather' }], tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'weather' }] },
      /could not connect to MCP server "weather"/,
      ['mcp-client-2025-11-20'],
    );
  });

  it('ignores the API key entirely: any value is accepted', async () => {
    const other = new Anthropic({ apiKey: 'sk-ant-whatever', baseURL: 'http://emulator.test', maxRetries: 0, fetch: (url, init) => handleMessages(new Request(url, init)) });
    const message = await other.messages.create({ ...base, tools: [SEARCH, weatherTool({ defer_loading: true })] });
    expect(message.stop_reason).toBe('tool_use');
  });
});
