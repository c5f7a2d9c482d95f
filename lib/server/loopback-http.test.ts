import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemoTool } from '@/lib/service/demo-tools';
import { handleCountTokens, handleMessages } from './http-handler';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyLive } from './server-proxy';
import { serveCatalogOnLoopback, type LoopbackMcpServer } from '@/test-support/loopback-mcp';
import { serveOnLoopback, type LoopbackServer } from '@/test-support/loopback-server';
import { connectHttp } from '@/lib/service/mcp-connection';

const QUESTION = 'What is the weather in San Francisco?';
const SEARCH = { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' } as const;

describe('over real HTTP on 127.0.0.1', () => {
  let api: LoopbackServer;
  let mcp: LoopbackMcpServer;

  beforeAll(async () => {
    api = await serveOnLoopback((request) =>
      new URL(request.url).pathname.endsWith('/count_tokens') ? handleCountTokens(request) : handleMessages(request),
    );
    mcp = await serveCatalogOnLoopback('demo-weather');
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
    const connection = await connectHttp(mcp.mcpUrl);
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
      mcp_servers: [{ type: 'url', url: mcp.mcpUrl, name: 'local-weather' }],
      tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'local-weather', default_config: { defer_loading: true } }],
    });
    expect(message.stop_reason).toBe('end_turn');
    expect(message.content.find((b) => b.type === 'mcp_tool_use')).toMatchObject({ name: 'get_weather', server_name: 'local-weather' });
    expect(message.content.find((b) => b.type === 'mcp_tool_result')).toMatchObject({ is_error: false });
  });
});

/** A service on the same machine that the emulator must never reach: it answers a secret to anything. */
async function internalService(): Promise<{ url: string; hits: { url: string; authorization: string | undefined }[]; close(): Promise<void> }> {
  const hits: { url: string; authorization: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    hits.push({ url: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('internal-only admin API: db_password=hunter2-db-secret');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

describe('the emulator’s MCP connector and the services beside it', () => {
  let api: LoopbackServer;
  let internal: Awaited<ReturnType<typeof internalService>>;
  let mcp: LoopbackMcpServer;
  const TOKEN = 'attacker-chosen-token-0123456789';

  beforeAll(async () => {
    api = await serveOnLoopback((request) => handleMessages(request));
    internal = await internalService();
    mcp = await serveCatalogOnLoopback('demo-weather');
  });
  afterAll(async () => {
    await api.close();
    await internal.close();
    await mcp.close();
  });

  const body = (url: string) =>
    JSON.stringify({
      model: 'claude-sonnet-4-6',
      max_tokens: 1024,
      messages: [{ role: 'user', content: QUESTION }],
      mcp_servers: [{ type: 'url', url, name: 'admin', authorization_token: TOKEN }],
      tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'admin', default_config: { defer_loading: true } }],
    });
  const post = (url: string) =>
    fetch(`${api.url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', 'anthropic-beta': 'mcp-client-2025-11-20' }, body: body(url) });

  for (const path of ['/admin', '/mcp', '/']) {
    it(`refuses a loopback URL the app did not register (${path}), without connecting, and says only that`, async () => {
      const url = `${internal.url}${path}`;
      const response = await post(url);
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
      expect(JSON.parse(text).error.message).toContain(`at ${url}: the URL was refused`);
      expect(text).not.toContain('db_password');
      expect(text).not.toContain(TOKEN);
      expect(internal.hits).toEqual([]);
    });
  }

  it('refuses another path or port on the app’s own MCP server: only the registered URL is reached', async () => {
    for (const url of [`${mcp.url}/admin`, `${mcp.mcpUrl}?x=1`, mcp.mcpUrl.replace('127.0.0.1', 'localhost')]) {
      const response = await post(url);
      expect(response.status, url).toBe(400);
      expect((await response.json()).error.message).toContain('the URL was refused');
    }
  });

  it('refuses it through live mode’s emulator route too', async () => {
    const request = new Request('http://127.0.0.1:3000/api/live/emulator/v1/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'anthropic-beta': 'mcp-client-2025-11-20' },
      body: body(`${internal.url}/admin`),
    });
    const response = await proxyLive(request, 'emulator', 'messages', {});
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('db_password');
    expect(internal.hits).toEqual([]);
  });

  it('forgets a server once it is closed', async () => {
    const own = await serveCatalogOnLoopback('demo-weather');
    const url = own.mcpUrl;
    await own.close();
    expect((await (await post(url)).json()).error.message).toContain('the URL was refused');
  });
});
