import { describe, expect, it } from 'vitest';
import { parseCatalog, parseCatalogText } from '@/lib/catalog-input/parse-catalog';
import type { CatalogProblem, CatalogProblemCode, ParsedCatalog } from '@/lib/catalog-input/types';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';

/** One problem of every kind, with the values its sentence must carry (tsc fails when a kind has no sample). */
const SAMPLES: { [C in CatalogProblemCode]: { problem: Extract<CatalogProblem, { code: C }>; carries: string[] } } = {
  'json-syntax': { problem: { path: '(root)', code: 'json-syntax', line: 3, column: 14, found: '"}"', expected: 'a value or "]"' }, carries: ['3', '14', '"}"'] },
  'json-invalid': { problem: { path: '(root)', code: 'json-invalid', detail: 'Unexpected token' }, carries: ['Unexpected token'] },
  'too-large': { problem: { path: '(root)', code: 'too-large', megabytes: 20 }, carries: ['20 MB'] },
  'too-deep': { problem: { path: '(root)', code: 'too-deep', limit: 72, at: 'tools[0].x' }, carries: ['72', 'tools[0].x'] },
  'not-a-catalog': { problem: { path: '(root)', code: 'not-a-catalog' }, carries: ['tools/list', 'mcpServers'] },
  'not-a-listing': { problem: { path: 'servers.a', code: 'not-a-listing' }, carries: ['tools/list', 'JSON-RPC'] },
  'no-tools-key': { problem: { path: 'servers.a', code: 'no-tools-key' }, carries: ['"tools"', '"result"'] },
  'tools-not-array': { problem: { path: 'tools', code: 'tools-not-array' }, carries: [] },
  'result-not-object': { problem: { path: 'result', code: 'result-not-object' }, carries: ['tools/list', '"tools"'] },
  'jsonrpc-error': { problem: { path: 'error', code: 'jsonrpc-error', message: 'Method not found' }, carries: ['JSON-RPC', 'Method not found'] },
  'tool-name-missing': { problem: { path: 'tools[0].name', code: 'tool-name-missing' }, carries: [] },
  'tool-name-empty': { problem: { path: 'tools[0].name', code: 'tool-name-empty' }, carries: [] },
  'tool-name-pattern': { problem: { path: '[0].name', code: 'tool-name-pattern', rule: 'custom', name: 'delete_all\\u202Eatad_daer' }, carries: ['^[a-zA-Z0-9_-]{1,128}$', 'delete_all\\u202Eatad_daer'] },
  'expected-string': { problem: { path: 'tools[0].description', code: 'expected-string' }, carries: [] },
  'expected-object': { problem: { path: 'tools[0]._meta', code: 'expected-object' }, carries: [] },
  'expected-schema-object': { problem: { path: 'tools[0].inputSchema', code: 'expected-schema-object' }, carries: ['JSON Schema'] },
  'invalid-value': { problem: { path: 'tools[0]', code: 'invalid-value' }, carries: [] },
  'input-schema-missing': { problem: { path: 'tools[0].input_schema', code: 'input-schema-missing' }, carries: ['input_schema', 'inputSchema'] },
  'duplicate-tool': { problem: { path: 'tools[1].name', code: 'duplicate-tool', name: 'search' }, carries: ['search'] },
  'too-many-tools': { problem: { path: '(root)', code: 'too-many-tools', count: 12_000, servers: 2, limit: 10_000 }, carries: ['12,000', '10,000', '2'] },
  'no-tools': { problem: { path: '(root)', code: 'no-tools' }, carries: [] },
  'expected-servers': { problem: { path: 'servers', code: 'expected-servers' }, carries: [] },
  'server-needs-name': { problem: { path: '[1]', code: 'server-needs-name' }, carries: ['"name"', '"mcp_server_name"'] },
  'server-name-empty': { problem: { path: 'servers[0]', code: 'server-name-empty' }, carries: [] },
  'server-twice': { problem: { path: '[1]', code: 'server-twice', name: 'shop', earlier: '[0]' }, carries: ['shop', '[0]'] },
  'name-clash': {
    problem: { path: 'servers.a_b', code: 'name-clash', name: 'a_b_c', first: { server: 'a', tool: 'b_c' }, second: { server: 'a_b', tool: 'c' } },
    carries: ['a_b_c', 'b_c', 'a_b'],
  },
  'part-many-servers': { problem: { path: 'shop.json', code: 'part-many-servers', count: 3 }, carries: ['3'] },
  'part-needs-name': { problem: { path: 'shop.json', code: 'part-needs-name' }, carries: ['NAME=FILE'] },
  'config-not-object': { problem: { path: 'mcpServers', code: 'config-not-object' }, carries: [] },
  'config-too-many': { problem: { path: 'mcpServers', code: 'config-too-many', limit: 1000 }, carries: ['1,000'] },
  'config-bad-server': { problem: { path: 'mcpServers.a', code: 'config-bad-server' }, carries: ['"command"', '"url"'] },
  'config-expected-env': { problem: { path: 'mcpServers.a.env', code: 'config-expected-env' }, carries: [] },
  'config-unknown-transport': { problem: { path: 'mcpServers.a.type', code: 'config-unknown-transport', type: 'carrier-pigeon' }, carries: ['carrier-pigeon', 'stdio', 'sse'] },
  'config-needs-command': { problem: { path: 'mcpServers.a.command', code: 'config-needs-command' }, carries: ['stdio'] },
  'config-needs-url': { problem: { path: 'mcpServers.a.url', code: 'config-needs-url', transport: 'sse' }, carries: ['sse'] },
  'config-bad-url': { problem: { path: 'mcpServers.a.url', code: 'config-bad-url' }, carries: ['URL'] },
  'config-no-servers': { problem: { path: 'mcpServers', code: 'config-no-servers' }, carries: [] },
  'not-kept': { problem: { path: '(root)', code: 'not-kept', detail: 'QuotaExceededError' }, carries: ['QuotaExceededError'] },
  'read-failed': { problem: { path: '(root)', code: 'read-failed', detail: 'NotReadableError' }, carries: ['NotReadableError'] },
};

const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;
const LANGS = { en, zh, ja } as const;
const at = (r: ParsedCatalog, lang: keyof typeof LANGS) => (r.ok ? '' : LANGS[lang].catalogInput.problemAt(r.error));

describe('the catalog parser’s problems, worded in each language', () => {
  for (const [code, { problem, carries }] of Object.entries(SAMPLES)) {
    it(`${code}: a sentence in en, zh and ja, each carrying the problem’s values`, () => {
      const sentences = Object.values(LANGS).map((t) => t.catalogInput.problem(problem));
      for (const sentence of sentences) {
        expect(sentence.trim()).not.toBe('');
        for (const value of carries) expect(sentence).toContain(value);
      }
      const [english, chinese, japanese] = sentences;
      expect(english).not.toMatch(CJK);
      expect(chinese).toMatch(CJK);
      expect(japanese).toMatch(CJK);
      // Each its own sentence, not the English one passed through.
      expect(new Set(sentences).size).toBe(3);
    });
  }

  it('the path comes first, with each language’s colon', () => {
    const p = SAMPLES['tool-name-missing'].problem;
    expect(en.catalogInput.problemAt(p)).toBe('tools[0].name: a tool needs a name (a string)');
    expect(zh.catalogInput.problemAt(p)).toBe('tools[0].name：工具需要一个名称（字符串）');
    expect(ja.catalogInput.problemAt(p)).toBe('tools[0].name：ツールには名前（文字列）が必要です');
  });

  it('a name outside the API’s pattern, or MCP’s, is refused with its hidden characters shown', () => {
    const api = parseCatalog([{ name: 'delete_all\u202Eatad_daer', input_schema: {} }]);
    expect(at(api, 'en')).toBe('[0].name: expected ASCII letters, digits, "_" and "-", 1 to 128 of them (the API’s tool name pattern ^[a-zA-Z0-9_-]{1,128}$), got "delete_all\\u202Eatad_daer"');
    expect(at(api, 'zh')).toContain('实际为“delete_all\\u202Eatad_daer”');
    expect(at(api, 'ja')).toContain('実際は「delete_all\\u202Eatad_daer」です');
    const mcp = parseCatalog({ tools: [{ name: 'read\u200Bdata', inputSchema: {} }] });
    expect(mcp).toEqual({ ok: false, error: { path: 'tools[0].name', code: 'tool-name-pattern', rule: 'mcp', name: 'read\\u200Bdata' } });
    // MCP allows a dot where the API's own tools array does not.
    expect(parseCatalog({ tools: [{ name: 'admin.tools.list', inputSchema: {} }] }).ok).toBe(true);
    expect(parseCatalog([{ name: 'admin.tools.list', input_schema: {} }]).ok).toBe(false);
  });

  it('what the parser returns is data, worded only here', () => {
    const bad = parseCatalog({ tools: [{ name: 'ok', inputSchema: {} }, { name: 'ok', inputSchema: {} }] });
    expect(bad).toEqual({ ok: false, error: { path: 'tools[1].name', code: 'duplicate-tool', name: 'ok' } });
    expect(at(bad, 'en')).toBe('tools[1].name: “ok” appears twice; tool names must be unique on one server');
    expect(at(bad, 'zh')).toBe('tools[1].name：“ok”出现了两次；同一服务器上的工具名称必须唯一');
    expect(at(bad, 'ja')).toBe('tools[1].name：「ok」が 2 回出てきます。1 つのサーバーのツール名は一意でなければなりません');
    const syntax = parseCatalogText('{"tools": [}');
    expect(syntax).toMatchObject({ ok: false, error: { code: 'json-syntax', line: 1, column: 12 } });
    expect(at(syntax, 'zh')).toMatch(/^\(root\)：不是有效的 JSON：第 1 行第 12 列/);
    expect(at(parseCatalog({ mcpServers: { a: { type: 'pigeon' } } }), 'ja')).toBe('mcpServers.a.type：不明なトランスポート「pigeon」です。stdio、http、sse のいずれかが必要です');
  });
});
