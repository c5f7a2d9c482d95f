import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemoTool } from './demo-tools';
import { handleCountTokens, handleMessages } from './http-handler';
import { serveOnLoopback, type LoopbackServer } from './loopback-server';
import { connectHttp } from './mcp-connection';
import { handleMcpHttp } from './mcp-http';

const QUESTION = 'What is the weather in San Francisco?';
const SEARCH = { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' } as const;

describe('over real HTTP on 127.0.0.1', () => {
  let api: LoopbackServer;
  let mcp: LoopbackServer;

  beforeAll(async () => {
    api = await serveOnLoopback((request) =>
      new URL(request.url).pathname.endsWith('/count_tokens') ? handleCountTokens(request) : handleMessages(request),
    );
    mcp = await serveOnLoopback((request) => handleMcpHttp('demo-weather', request));
  });
  afterAll(async () => {
    await api.close();
    await mcp.close();
  });

  it('serves the SDK unchanged through baseURL', async () => {
    const client = new Anthropic({ apiKey: 'any', baseURL: api.url, maxRetries: 0 });
    const { data, response } = await client.messages
      .create({
        model: 'claude-sonnet-4-6',
        max_tokens: 1024,
        messages: [{ role: 'user', content: QUESTION }],
        tools: [SEARCH, { name: 'get_weather', description: 'Get the current weather', input_schema: { type: 'object', properties: { location: { type: 'string' } } }, defer_loading: true }],
      })
      .withResponse();
    expect(response.headers.get('x-tool-search-lab-emulator')).toMatch(/scripted-model/);
    expect(data.stop_reason).toBe('tool_use');
    expect(data.content.at(-1)).toMatchObject({ type: 'tool_use', name: 'get_weather' });
  });

  it('lists and calls a catalog served over MCP Streamable HTTP', async () => {
    const connection = await connectHttp(`${mcp.url}/mcp`);
    try {
      const tools = await connection.listTools();
      expect(tools.map((t) => t.name)).toContain('get_weather');
      const result = await connection.callTool('get_weather', { location: 'Paris, France' });
      expect(result).toEqual({ text: [runDemoTool('demo-weather', 'get_weather', { location: 'Paris, France' }).output], isError: false });
    } finally {
      await connection.close();
    }
  });

  it('runs the MCP loop against a loopback MCP server named in mcp_servers', async () => {
    const client = new Anthropic({ apiKey: 'any', baseURL: api.url, maxRetries: 0 });
    const message = await client.beta.messages.create({
      betas: ['mcp-client-2025-11-20'],
      model: 'claude-sonnet-4-6',
      max_tokens: 1024,
      messages: [{ role: 'user', content: QUESTION }],
      mcp_servers: [{ type: 'url', url: `${mcp.url}/mcp`, name: 'local-weather' }],
      tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'local-weather', default_config: { defer_loading: true } }],
    });
    expect(message.stop_reason).toBe('end_turn');
    expect(message.content.find((b) => b.type === 'mcp_tool_use')).toMatchObject({ name: 'get_weather', server_name: 'local-weather' });
    expect(message.content.find((b) => b.type === 'mcp_tool_result')).toMatchObject({ is_error: false });
  });
});
