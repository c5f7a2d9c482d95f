import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { emulateMessage } from './emulator';
import { connectTransport, type McpConnector } from './mcp-connection';
import { McpSession } from './mcp-session';

// A server the app does not ship, named by a general word, whose `initialize` instructions name the product it fronts.
const INSTRUCTIONS = 'Chronos is the team clock: ask it for the time anywhere.';
const TOOLS = [
  { name: 'get_current_time', description: 'Get the current time in a timezone.', inputSchema: { type: 'object' as const, properties: { timezone: { type: 'string' } }, required: ['timezone'] } },
  { name: 'get_uptime', description: 'How long the clock server has been up.', inputSchema: { type: 'object' as const, properties: {} } },
];

const connector: McpConnector = async () => {
  const server = new Server({ name: 'clock', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: 'text', text: '[demo] 09:00' }] }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  return connectTransport(clientSide, () => server.close());
};

describe("an MCP server's instructions", () => {
  it('are read from its initialize result, per server', async () => {
    const session = await McpSession.open([{ type: 'url', url: 'https://clock.example/mcp', name: 'clock' }], connector);
    expect(session.instructions).toEqual({ clock: INSTRUCTIONS });
    await session.close();
  });

  it('tell the model the product a general-word server fronts: the question naming it is read as asking that server', async () => {
    const outcome = await emulateMessage(
      {
        model: 'claude-sonnet-4-6',
        max_tokens: 1024,
        messages: [{ role: 'user', content: 'What time is it in Tokyo according to Chronos?' }],
        mcp_servers: [{ type: 'url', url: 'https://clock.example/mcp', name: 'clock' }],
        tools: [{ type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' }, { type: 'mcp_toolset', mcp_server_name: 'clock', default_config: { defer_loading: true } }],
      },
      { betas: ['mcp-client-2025-11-20'], mcpConnector: connector },
    );
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.decisions[0]).toMatch(/ on chronos:/);
    const call = outcome.decisions.find((d) => /get_current_time \(discovered\) fits/.test(d));
    expect(call).toMatch(/on chronos/);
  });
});
