import { describe, expect, it } from 'vitest';
import { readAndKeep } from '@/lib/your-tools/read-catalog';
import { memoryShelf } from '@/lib/your-tools/shelf';
import type { ConnectResult } from '@/lib/your-tools/connect';
import { createYourToolsStore } from './your-tools-store';

const schema = { type: 'object' };
const tools = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `t${i}`, description: `tool ${i}`, input_schema: schema }));

function start(connect: (url: string, token: string) => Promise<ConnectResult> = async () => ({ ok: false, failure: { kind: 'unreachable', detail: '' } })) {
  const shelf = memoryShelf();
  const store = createYourToolsStore({ shelf, keep: (input, as, onProgress) => readAndKeep(input, as, shelf, onProgress), connect, now: () => new Date('2026-11-25T10:00:00Z') });
  return { shelf, store };
}

describe('the "Your tools" page’s store', () => {
  it('keeps a pasted catalog under the given name, and lists it', async () => {
    const { store } = start();
    await store.getState().readText(JSON.stringify(tools(3)), 'Pasted catalog');
    expect(store.getState().add).toMatchObject({ kind: 'saved', name: 'Pasted catalog', tools: 3 });
    expect(store.getState().catalogs).toEqual([expect.objectContaining({ name: 'Pasted catalog', toolCount: 3, source: { kind: 'paste' } })]);
  });

  it('names the JSON path of what is wrong and keeps nothing', async () => {
    const { store } = start();
    await store.getState().readText('{"tools": [{"name": "x", "inputSchema": 4}]}', 'Pasted');
    expect(store.getState().add).toEqual({ kind: 'failed', what: 'Pasted', error: { path: 'tools[0].inputSchema', code: 'expected-schema-object' } });
    expect(store.getState().catalogs).toEqual([]);
  });

  it('lists an MCP configuration’s servers without keeping anything', async () => {
    const { store } = start();
    await store.getState().readFile({ name: '.mcp.json', text: async () => JSON.stringify({ mcpServers: { github: { type: 'http', url: 'https://api.github.com/mcp?key=x' } } }) });
    expect(store.getState().add).toEqual({ kind: 'config', what: '.mcp.json', servers: [{ name: 'github', transport: 'http', url: 'https://api.github.com/mcp', envNames: [] }] });
    expect(store.getState().catalogs).toEqual([]);
  });

  it('keeps a connected server’s listing, named after the server, with its URL minus the query, never the token', async () => {
    const { store, shelf } = start(async () => ({ ok: true, listing: { server: { name: 'shop', version: '2.0' }, tools: [{ name: 'find', inputSchema: { type: 'object' } }] } }));
    await store.getState().connect('https://mcp.shop.test/mcp?session=abc', 'tok-secret-123456', 'server');
    expect(store.getState().connection).toEqual({ kind: 'done' });
    const [summary] = store.getState().catalogs;
    expect(summary).toMatchObject({ name: 'shop 2.0', source: { kind: 'connect', url: 'https://mcp.shop.test/mcp', via: 'server' }, serverNames: ['shop'] });
    const kept = await shelf.get(summary!.id);
    expect(kept?.tools.map((t) => t.name)).toEqual(['shop_find']);
    expect(JSON.stringify(kept)).not.toContain('tok-secret');
  });

  it('says why a connection failed, and renames and removes', async () => {
    const { store } = start(async () => ({ ok: false, failure: { kind: 'refused-address', detail: '127.0.0.1 is loopback' } }));
    await store.getState().connect('http://127.0.0.1:9/mcp', '', 'server');
    expect(store.getState().connection).toEqual({ kind: 'failed', via: 'server', failure: { kind: 'refused-address', detail: '127.0.0.1 is loopback' } });
    await store.getState().readText(JSON.stringify(tools(1)), 'One');
    const id = store.getState().catalogs[0]!.id;
    await store.getState().rename(id, '  Mine  ');
    expect(store.getState().catalogs[0]!.name).toBe('Mine');
    await store.getState().remove(id);
    expect(store.getState().catalogs).toEqual([]);
  });
});
