import Anthropic from '@anthropic-ai/sdk';
import type { BetaMessageParam, BetaToolResultBlockParam } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { MessageParam } from '@anthropic-ai/sdk/resources/messages/messages';
import { describe, expect, it } from 'vitest';
import { estimateTokens } from '@/lib/engine/estimate';
import { SEARCH_TOOL_TOKENS, TOOL_USE_SYSTEM_PROMPT_TOKENS } from '@/lib/engine/overheads';
import { bundledCatalogTools } from './catalog-data';
import { CLIENT_SEARCH_TOOL, runClientSearch } from './client-search-tool';
import { runDemoTool } from './demo-tools';
import { createEmulatorClient } from '@/lib/server/emulator-client';
import { handleMessages } from '@/lib/server/http-handler';
import { builtinMcpUrl } from '@/lib/protocol/mcp-urls';

const client = new Anthropic({
  apiKey: 'test',
  baseURL: 'http://emulator.test',
  maxRetries: 0,
  fetch: (url, init) => handleMessages(new Request(url, init)),
});

const QUESTION = 'What is the weather in San Francisco?';
const SEARCH = { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' } as const;
const deferredWeatherTools = bundledCatalogTools('demo-weather').map((t) => ({
  name: t.name,
  description: t.description ?? '',
  input_schema: t.input_schema,
  defer_loading: true,
}));

describe('the MCP-hosted loop, through client.beta.messages.create', () => {
  it('searches, calls the MCP tool and answers in one response', async () => {
    const message = await client.beta.messages.create({
      betas: ['mcp-client-2025-11-20'],
      model: 'claude-sonnet-4-6',
      max_tokens: 1024,
      messages: [{ role: 'user', content: QUESTION }],
      mcp_servers: [{ type: 'url', url: builtinMcpUrl('demo-weather'), name: 'weather' }],
      tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'weather', default_config: { defer_loading: true } }],
    });

    expect(message.stop_reason).toBe('end_turn');
    expect(message.content.map((b) => b.type)).toEqual([
      'text',
      'server_tool_use',
      'tool_search_tool_result',
      'text',
      'mcp_tool_use',
      'mcp_tool_result',
      'text',
    ]);
    const [, search, result, , call, answer] = message.content;
    expect(search).toMatchObject({ id: 'srvtoolu_emu_0001', name: 'tool_search_tool_regex', input: { pattern: 'weather' } });
    expect(result).toMatchObject({
      tool_use_id: 'srvtoolu_emu_0001',
      content: { type: 'tool_search_tool_search_result', tool_references: expect.arrayContaining([{ type: 'tool_reference', tool_name: 'weather_get_weather' }]) },
    });
    // The reference is composed {server}_{name}; the call carries the server's own name and the server.
    expect(call).toMatchObject({ id: 'mcptoolu_emu_0001', name: 'get_weather', server_name: 'weather', input: { location: 'San Francisco, CA' } });
    const expected = runDemoTool('demo-weather', 'get_weather', (call as { input: unknown }).input).output;
    expect(answer).toMatchObject({ tool_use_id: 'mcptoolu_emu_0001', is_error: false, content: [{ type: 'text', text: expected }] });
    expect(message.usage.input_tokens).toBeGreaterThan(0);
  });

  it('under mcp-client-2026-09-15, answers with the mcp_tool_listing it fetched first; a pinned listing spares the tools/list', async () => {
    const request = {
      betas: ['mcp-client-2026-09-15'],
      model: 'claude-sonnet-4-6',
      max_tokens: 1024,
      messages: [{ role: 'user' as const, content: QUESTION }],
      mcp_servers: [{ type: 'url' as const, url: builtinMcpUrl('demo-weather'), name: 'weather' }],
      tools: [SEARCH, { type: 'mcp_toolset' as const, mcp_server_name: 'weather', default_config: { defer_loading: true } }],
    };
    const message = await client.beta.messages.create(request);
    const [listing] = message.content;
    if (listing?.type !== 'mcp_tool_listing') throw new Error(`expected an mcp_tool_listing first, got ${listing?.type}`);
    expect(listing.mcp_server_name).toBe('weather');
    expect(listing.tools.map((t) => t.name)).toContain('get_weather');
    expect(message.content.map((b) => b.type)).toContain('mcp_tool_use');

    const pinned = await client.beta.messages.create({ ...request, tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'weather', default_config: { defer_loading: true }, tools: listing.tools }] });
    expect(pinned.content.map((b) => b.type)).not.toContain('mcp_tool_listing');
    expect(pinned.content.find((b) => b.type === 'mcp_tool_use')).toMatchObject({ name: 'get_weather', server_name: 'weather' });
  });

  it('counts tokens for the same request without running anything', async () => {
    const count = await createEmulatorClient().beta.messages.countTokens({
      betas: ['mcp-client-2025-11-20'],
      model: 'claude-sonnet-4-6',
      messages: [{ role: 'user', content: QUESTION }],
      mcp_servers: [{ type: 'url', url: builtinMcpUrl('demo-weather'), name: 'weather' }],
      tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'weather', default_config: { defer_loading: true } }],
    });
    // Deferred definitions cost nothing: the tool-use prompt, the search tool and the message, no weather definition.
    expect(count.input_tokens).toBe(TOOL_USE_SYSTEM_PROMPT_TOKENS + SEARCH_TOOL_TOKENS + estimateTokens([{ role: 'user', content: QUESTION }]));
  });
});

describe('the client-side loop, through client.messages.create (GA)', () => {
  it('stops with tool_use, then answers once the client sends the tool_result', async () => {
    const messages: MessageParam[] = [{ role: 'user', content: QUESTION }];
    const request = { model: 'claude-sonnet-4-6', max_tokens: 1024, tools: [SEARCH, ...deferredWeatherTools] };

    const first = await client.messages.create({ ...request, messages });
    expect(first.stop_reason).toBe('tool_use');
    expect(first.content.map((b) => b.type)).toEqual(['text', 'server_tool_use', 'tool_search_tool_result', 'text', 'tool_use']);
    const call = first.content[4];
    if (call?.type !== 'tool_use') throw new Error('expected a tool_use');
    expect(call).toMatchObject({ id: 'toolu_emu_0001', name: 'get_weather', caller: { type: 'direct' } });
    // GA responses carry no beta-only fields.
    expect(first).not.toHaveProperty('context_management');

    const { output } = runDemoTool('demo-weather', call.name, call.input);
    messages.push({ role: 'assistant', content: first.content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: call.id, content: output }] });
    const second = await client.messages.create({ ...request, messages });
    expect(second.id).toBe('msg_emu_0002');
    expect(second.stop_reason).toBe('end_turn');
    expect(second.content).toEqual([{ type: 'text', text: expect.stringContaining('San Francisco, CA'), citations: null }]);
  });

  it('expands the tool_reference blocks of a custom search tool’s tool_result', async () => {
    const messages: BetaMessageParam[] = [{ role: 'user', content: QUESTION }];
    const request = { model: 'claude-sonnet-4-6', max_tokens: 1024, tools: [CLIENT_SEARCH_TOOL, ...deferredWeatherTools] };

    const first = await client.beta.messages.create({ ...request, messages });
    const search = first.content.find((b) => b.type === 'tool_use');
    expect(first.stop_reason).toBe('tool_use');
    expect(search).toMatchObject({ name: 'search_tools', input: { query: 'weather' } });
    if (search?.type !== 'tool_use') throw new Error('expected a tool_use');

    const found = runClientSearch(search.input, deferredWeatherTools);
    expect(found.content).toContainEqual({ type: 'tool_reference', tool_name: 'get_weather' });
    const result: BetaToolResultBlockParam = { type: 'tool_result', tool_use_id: search.id, content: found.content };
    messages.push({ role: 'assistant', content: first.content }, { role: 'user', content: [result] });

    const second = await client.beta.messages.create({ ...request, messages });
    expect(second.stop_reason).toBe('tool_use');
    expect(second.content.at(-1)).toMatchObject({ type: 'tool_use', id: 'toolu_emu_0002', name: 'get_weather', input: { location: 'San Francisco, CA' } });
  });
});

/** The canonical MCP-hosted request: the demo weather server, every tool deferred, the regex search. */
const mcpRequest = () => ({
  betas: ['mcp-client-2025-11-20'],
  model: 'claude-sonnet-4-6',
  max_tokens: 1024,
  messages: [{ role: 'user' as const, content: QUESTION }],
  mcp_servers: [{ type: 'url' as const, url: builtinMcpUrl('demo-weather'), name: 'weather' }],
  tools: [SEARCH, { type: 'mcp_toolset' as const, mcp_server_name: 'weather', default_config: { defer_loading: true } }],
});

describe('the emulator’s usage', () => {
  it('leaves fallback_credit out unless the request carried a fallback_credit_token, as the SDK documents it', async () => {
    const message = await client.beta.messages.create(mcpRequest());
    expect(Object.keys(message.usage)).not.toContain('fallback_credit');
    const withToken = await client.beta.messages.create({ ...mcpRequest(), fallback_credit_token: 'fct_from_elsewhere' });
    expect(withToken.usage.fallback_credit).toEqual({ status: { type: 'not_applied', reason: 'not_enabled' } });
  });
});

describe('the emulator’s search over an MCP server’s tools', () => {
  const references = (message: Awaited<ReturnType<typeof client.beta.messages.create>>) => {
    const result = 'content' in message ? message.content.find((b) => b.type === 'tool_search_tool_result') : undefined;
    return result?.content.type === 'tool_search_tool_search_result' ? result.content.tool_references.map((r) => r.tool_name) : [];
  };

  it('matches each tool by its own name, description and arguments: the server prefix alone matches nothing', async () => {
    const names = references(await client.beta.messages.create(mcpRequest()));
    expect(names[0]).toBe('weather_get_weather');
    // Each reference is composed, and its own name matches "weather" without the "weather_" prefix.
    expect(names.every((n) => n.startsWith('weather_') && /weather/i.test(n.slice('weather_'.length)))).toBe(true);
  });

  it('in the prefix reading (unverified, asked for by header), every tool of the server matches its name', async () => {
    const prefixed = new Anthropic({
      apiKey: 'test',
      baseURL: 'http://emulator.test',
      maxRetries: 0,
      defaultHeaders: { 'x-tool-search-lab-mcp-search-names': 'prefixed' },
      fetch: (url, init) => handleMessages(new Request(url, init)),
    });
    const names = references(await prefixed.beta.messages.create(mcpRequest()));
    expect(names.some((n) => !/weather/i.test(n.slice('weather_'.length)))).toBe(true);
  });
});
