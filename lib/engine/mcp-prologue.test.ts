import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '@/lib/scenario/schema';
import type { MessagesExchange } from '@/lib/scenario/types';
import { createCatalogServer } from '@/lib/service/mcp-catalog-server';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { deriveSteps } from './derive-steps';
import { MCP_PROTOCOL_VERSION } from './mcp-prologue';

function prologueOf(change: (exchange: MessagesExchange) => void = () => {}) {
  const parsed = parseScenario(structuredClone(weatherMcp), 'weather-mcp.json');
  if (!parsed.ok) throw new Error(parsed.error);
  change(parsed.scenario.exchanges[0] as MessagesExchange);
  const prologue = deriveSteps(parsed.scenario).find((s) => s.prologue)?.prologue?.[0];
  if (!prologue) throw new Error('no prologue');
  return prologue;
}

const initializeResult = (prologue: ReturnType<typeof prologueOf>) => (prologue.messages[1]!.message as { result: { serverInfo: unknown } }).result;

describe('the modelled initialize', () => {
  it('offers the protocol version the MCP SDK the emulator runs on offers', () => {
    expect(MCP_PROTOCOL_VERSION).toBe(LATEST_PROTOCOL_VERSION);
  });

  it('answers with what the demo server itself reports, not the name the request gives it', async () => {
    const server = createCatalogServer('demo-weather');
    const client = new Client({ name: 'test', version: '0' });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(a), client.connect(b)]);
    const reported = client.getServerVersion();
    await client.close();
    const result = initializeResult(prologueOf());
    expect(result.serverInfo).toEqual({ name: reported?.name, version: reported?.version });
    expect(result.serverInfo).not.toMatchObject({ name: 'weather' });
  });

  it('does not make up an identity for a server it did not record', () => {
    const result = initializeResult(
      prologueOf((exchange) => {
        exchange.request.mcp_servers = [{ type: 'url', url: 'https://mcp.example.com/mcp', name: 'weather' }];
      }),
    );
    expect(result.serverInfo).toEqual({ name: '(not recorded)', version: '(not recorded)' });
  });
});
