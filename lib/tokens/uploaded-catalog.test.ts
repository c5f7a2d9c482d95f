import { describe, expect, it } from 'vitest';
import { readUpload } from './uploaded-catalog';

const schema = { type: 'object', properties: { q: { type: 'string' } } };
const mcpTool = (name: string) => ({ name, description: `${name} things`, inputSchema: schema, annotations: { readOnlyHint: true } });
const apiTool = (name: string) => ({ name, description: `${name} things`, input_schema: schema });

describe('a file uploaded on /budget', () => {
  it('reads the API’s tools array, keeping only what the model sees', () => {
    expect(readUpload('t.json', JSON.stringify([{ ...apiTool('search'), defer_loading: true }]))).toEqual({
      ok: true,
      servers: [{ label: 't.json', tools: [{ name: 'search', description: 'search things', input_schema: { ...schema, type: 'object' } }] }],
    });
  });

  it('reads a tools/list result and its whole JSON-RPC response, renaming inputSchema', () => {
    const tools = [mcpTool('x')];
    const expected = { ok: true, servers: [{ label: 'x.json', tools: [{ name: 'x', description: 'x things', input_schema: { ...schema, type: 'object' } }] }] };
    expect(readUpload('x.json', JSON.stringify({ tools }))).toEqual(expected);
    expect(readUpload('x.json', JSON.stringify({ jsonrpc: '2.0', id: 2, result: { tools } }))).toEqual(expected);
  });

  it('keeps a listing of several servers as one catalog a server, each tool under its own name', () => {
    const r = readUpload('mine.json', JSON.stringify({ servers: { shop: [apiTool('find'), apiTool('order')], crm: { tools: [mcpTool('find')] } } }));
    expect(r.ok && r.servers.map((s) => [s.label, s.tools.map((t) => t.name)])).toEqual([
      ['mine.json · shop', ['find', 'order']],
      ['mine.json · crm', ['find']],
    ]);
  });

  it('says what is wrong by its JSON path, as data; an MCP configuration names its servers', () => {
    expect(readUpload('b.json', JSON.stringify({ tools: [mcpTool('ok'), { name: 7, inputSchema: schema }] }))).toEqual({
      ok: false,
      error: { file: 'b.json', problem: { path: 'tools[1].name', code: 'tool-name-missing' } },
    });
    expect(readUpload('n.json', '{"tools": [')).toMatchObject({ ok: false, error: { file: 'n.json', problem: { code: 'json-syntax', line: 1 } } });
    expect(readUpload('c.json', JSON.stringify({ mcpServers: { github: { command: 'npx' }, jira: { type: 'http', url: 'https://x.test/mcp' } } }))).toEqual({
      ok: false,
      error: { file: 'c.json', config: ['github', 'jira'] },
    });
  });
});
