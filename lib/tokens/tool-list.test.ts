import { describe, expect, it } from 'vitest';
import { parseToolList, parseToolListText } from './tool-list';

const schema = { type: 'object', properties: { q: { type: 'string' } } };

describe('reading an uploaded tool list', () => {
  it('accepts the API’s tools array and keeps only what the model sees', () => {
    const r = parseToolList([{ name: 'search', description: 'Find', input_schema: schema, defer_loading: true }]);
    expect(r).toEqual({ ok: true, shape: 'api', tools: [{ name: 'search', description: 'Find', input_schema: schema }] });
  });

  it('accepts an MCP tools/list result, bare or in its JSON-RPC envelope, renaming inputSchema', () => {
    const tools = [{ name: 'x', description: 'y', inputSchema: schema, annotations: { readOnlyHint: true } }];
    const expected = [{ name: 'x', description: 'y', input_schema: schema }];
    expect(parseToolList({ tools })).toEqual({ ok: true, shape: 'mcp', tools: expected });
    expect(parseToolList({ jsonrpc: '2.0', id: 2, result: { tools } })).toEqual({ ok: true, shape: 'jsonrpc', tools: expected });
  });

  it('names the path of the first bad field', () => {
    const r = parseToolList({ tools: [{ name: 'ok', inputSchema: schema }, { name: 'bad', input_schema: schema }] });
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/^tools\[1\]\.inputSchema: expected a JSON Schema object/) });
    const nameless = parseToolList([{ description: 'no name', input_schema: schema }]);
    expect(nameless.ok ? '' : nameless.error).toMatch(/^\[0\]\.name: /);
  });

  it('refuses duplicates, empty lists and anything else with a reason', () => {
    const dup = parseToolList([{ name: 'a', input_schema: schema }, { name: 'a', input_schema: schema }]);
    expect(dup.ok ? '' : dup.error).toContain('“a” appears twice');
    expect(parseToolList([])).toEqual({ ok: false, error: '(root): the list has no tools' });
    const other = parseToolList({ hello: 'world' });
    expect(other.ok ? '' : other.error).toContain('tools/list result');
  });

  it('holds names to the API’s pattern (MCP’s for a tools/list), showing a hidden character as an escape', () => {
    const api = parseToolList([{ name: 'delete_all\u202Eatad_daer', input_schema: schema }]);
    expect(api.ok ? '' : api.error).toBe('[0].name: expected ASCII letters, digits, "_" and "-", 1 to 128 of them (the API’s tool name pattern ^[a-zA-Z0-9_-]{1,128}$), got "delete_all\\u202Eatad_daer"');
    const mcp = parseToolList({ tools: [{ name: 'read\u200Bdata', inputSchema: schema }] });
    expect(mcp.ok ? '' : mcp.error).toMatch(/^tools\[0\]\.name: expected .*"\."[^]*got "read\\u200Bdata"$/);
    expect(parseToolList({ tools: [{ name: 'admin.tools.list', inputSchema: schema }] }).ok).toBe(true);
    expect(parseToolList([{ name: 'admin.tools.list', input_schema: schema }]).ok).toBe(false);
  });

  it('says when the text is not JSON at all', () => {
    const r = parseToolListText('{"tools": [');
    expect(r.ok ? '' : r.error).toMatch(/^not valid JSON \(/);
  });
});
