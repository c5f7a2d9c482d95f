import { describe, expect, it } from 'vitest';
import { exportCommand } from './mcp-config';
import { combineCatalogs, MAX_CATALOG_BYTES, parseCatalog, parseCatalogText } from './parse-catalog';
import { en } from '@/lib/i18n/en';
import type { ParsedCatalog } from './types';

const schema = { type: 'object', properties: { q: { type: 'string' } } };
const mcpTool = (name: string, description = `${name} things`) => ({ name, description, inputSchema: schema });
const apiTool = (name: string, description = `${name} things`) => ({ name, description, input_schema: schema });

const names = (r: ParsedCatalog) => (r.ok && r.kind === 'tools' ? r.tools.map((t) => t.name) : []);
const error = (r: ParsedCatalog) => (r.ok ? '' : en.catalogInput.problemAt(r.error));

describe('reading a catalog: every shape, recognised from the JSON', () => {
  it('a Messages API tools array: definitions kept, the search tool and a toolset left out with a note', () => {
    const r = parseCatalog([
      { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
      { ...apiTool('get_weather'), defer_loading: true, cache_control: null },
      { type: 'mcp_toolset', mcp_server_name: 'db' },
    ]);
    expect(r).toMatchObject({ ok: true, kind: 'tools', shape: 'api-tools', collisions: [] });
    expect(r.ok && r.kind === 'tools' && r.tools).toEqual([
      { name: 'get_weather', bareName: 'get_weather', server: null, definition: { name: 'get_weather', description: 'get_weather things', input_schema: schema } },
    ]);
    expect(r.ok && r.kind === 'tools' && r.notes).toEqual([
      '[0]: left out a tool_search_tool_regex_20251119 entry "tool_search_tool_regex", which defines no tool of its own',
      '[2]: left out a mcp_toolset entry "db", which defines no tool of its own',
    ]);
  });

  it('a whole Messages API request body: its tools', () => {
    const r = parseCatalog({ model: 'claude-sonnet-4-6', messages: [], tools: [apiTool('a'), apiTool('b')] });
    expect(r).toMatchObject({ ok: true, shape: 'api-tools' });
    expect(names(r)).toEqual(['a', 'b']);
  });

  it('an MCP tools/list result: inputSchema becomes input_schema; no server named, so names stay bare', () => {
    const r = parseCatalog({ tools: [mcpTool('read_file'), { ...mcpTool('write_file'), annotations: { destructiveHint: true } }] });
    expect(r).toMatchObject({ ok: true, shape: 'mcp-tools-list', servers: [{ name: null }] });
    expect(r.ok && r.kind === 'tools' && r.tools[1]!.definition).toEqual({ name: 'write_file', description: 'write_file things', input_schema: schema });
  });

  it('the whole JSON-RPC response, and a listing that says it has another page', () => {
    const r = parseCatalog({ jsonrpc: '2.0', id: 2, result: { tools: [mcpTool('x')], nextCursor: 'abc' } });
    expect(r).toMatchObject({ ok: true, shape: 'jsonrpc-response', servers: [{ name: null, truncated: true }] });
    expect(r.ok && r.kind === 'tools' && r.notes).toEqual([expect.stringMatching(/^result\.nextCursor: the server has more tools than this page/)]);
  });

  it('a listing that names its server (the app’s connect route, an mcp_tool_listing block): names composed as the API composes them', () => {
    const routed = parseCatalog({ server: { name: 'files', version: '1.2.0' }, instructions: 'Use for local files.', tools: [mcpTool('read')] });
    expect(routed).toMatchObject({ ok: true, servers: [{ name: 'files', version: '1.2.0', instructions: 'Use for local files.' }] });
    expect(names(routed)).toEqual(['files_read']);
    const block = parseCatalog({ type: 'mcp_tool_listing', mcp_server_name: 'db', tools: [apiTool('query')] });
    expect(names(block)).toEqual(['db_query']);
    expect(block.ok && block.kind === 'tools' && block.tools[0]).toMatchObject({ bareName: 'query', server: 'db' });
  });

  it('tools whose server asks for them to stay loaded (_meta["anthropic/alwaysLoad"]) are marked; other _meta is dropped', () => {
    const r = parseCatalog({
      server: { name: 'ops', version: '1' },
      tools: [{ ...mcpTool('status'), _meta: { 'anthropic/alwaysLoad': true, 'x/y': 1 } }, { ...mcpTool('deploy'), _meta: { 'anthropic/alwaysLoad': false } }],
    });
    expect(r).toMatchObject({ ok: true, servers: [{ name: 'ops', alwaysLoad: ['status'] }] });
    expect(r.ok && r.kind === 'tools' && r.tools.map((t) => [t.name, t.alwaysLoad ?? false])).toEqual([
      ['ops_status', true],
      ['ops_deploy', false],
    ]);
    expect(r.ok && r.kind === 'tools' && r.tools[0]!.definition).toEqual({ name: 'status', description: 'status things', input_schema: schema });
    expect(error(parseCatalog({ tools: [{ ...mcpTool('x'), _meta: 'yes' }] }))).toBe('tools[0]._meta: expected an object');
  });

  it('several servers keyed by name, in "servers" or at the top: the servers are kept and a shared bare name is a collision', () => {
    const listings = { github: { tools: [mcpTool('search'), mcpTool('get_issue')] }, docs: [apiTool('search')], jira: { jsonrpc: '2.0', id: 1, result: { tools: [mcpTool('get_issue')] } } };
    for (const r of [parseCatalog({ servers: listings }), parseCatalog(listings)]) {
      expect(r).toMatchObject({ ok: true, shape: 'servers' });
      expect(r.ok && r.kind === 'tools' && r.servers.map((s) => s.name)).toEqual(['github', 'docs', 'jira']);
      expect(names(r)).toEqual(['github_search', 'github_get_issue', 'docs_search', 'jira_get_issue']);
      expect(r.ok && r.kind === 'tools' && r.collisions).toEqual([
        { bareName: 'search', servers: ['github', 'docs'], names: ['github_search', 'docs_search'] },
        { bareName: 'get_issue', servers: ['github', 'jira'], names: ['github_get_issue', 'jira_get_issue'] },
      ]);
    }
  });

  it('several servers as an array of named listings', () => {
    const r = parseCatalog([
      { name: 'a', tools: [mcpTool('x')] },
      { server: { name: 'b' }, tools: [apiTool('y')] },
      { type: 'mcp_tool_listing', mcp_server_name: 'c', tools: [apiTool('z')] },
    ]);
    expect(r).toMatchObject({ ok: true, shape: 'servers' });
    expect(names(r)).toEqual(['a_x', 'b_y', 'c_z']);
  });

  it('an MCP configuration: its servers, with how to export each, and nothing secret kept', () => {
    const r = parseCatalog({
      mcpServers: {
        github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github', '--token', 'ghp_secret'], env: { GITHUB_TOKEN: 'ghp_secret' } },
        remote: { type: 'http', url: 'https://mcp.example.com/mcp?key=sk-secret', headers: { Authorization: 'Bearer sk-secret' } },
        events: { type: 'sse', url: 'https://events.example.com/sse' },
      },
    });
    expect(r).toEqual({
      ok: true,
      kind: 'config',
      shape: 'mcp-config',
      servers: [
        { name: 'github', transport: 'stdio', command: 'npx', envNames: ['GITHUB_TOKEN'] },
        { name: 'remote', transport: 'http', url: 'https://mcp.example.com/mcp', envNames: [] },
        { name: 'events', transport: 'sse', url: 'https://events.example.com/sse', envNames: [] },
      ],
    });
    expect(JSON.stringify(r)).not.toMatch(/secret/);
  });

  it('~/.claude.json: servers under projects too, each named once', () => {
    const r = parseCatalog({ mcpServers: { a: { command: 'a' } }, projects: { '/x': { mcpServers: { b: { command: 'b' }, a: { command: 'a' } } }, '/y': {} } });
    expect(r.ok && r.kind === 'config' && r.servers.map((s) => s.name)).toEqual(['a', 'b']);
  });

  it('the export command quotes what a shell would read otherwise', () => {
    expect(exportCommand({ name: 'github' }, '.mcp.json')).toBe('npx @modelcontextprotocol/inspector --cli --config .mcp.json --server github --method tools/list > github.tools.json');
    expect(exportCommand({ name: "it's $(x)" }, 'my config.json')).toBe(
      "npx @modelcontextprotocol/inspector --cli --config 'my config.json' --server 'it'\\''s $(x)' --method tools/list > it-s-x-.tools.json",
    );
  });
});

describe('several catalog files as one', () => {
  const tools = (r: ParsedCatalog) => {
    if (!r.ok || r.kind !== 'tools') throw new Error('expected tools');
    return r;
  };
  it('names each unnamed listing, keeps the servers a file names, composes and finds collisions across files', () => {
    const r = combineCatalogs([
      { label: 'gh.json', name: 'github', catalog: tools(parseCatalog({ tools: [mcpTool('search'), mcpTool('get_issue')] })) },
      { label: 'more.json', catalog: tools(parseCatalog({ servers: { jira: [apiTool('get_issue')], notion: { tools: [mcpTool('search')], nextCursor: 'x' } } })) },
    ]);
    expect(names(r)).toEqual(['github_search', 'github_get_issue', 'jira_get_issue', 'notion_search']);
    expect(r.ok && r.kind === 'tools' && r.collisions.map((c) => c.bareName)).toEqual(['search', 'get_issue']);
    expect(r.ok && r.kind === 'tools' && r.notes).toEqual([expect.stringMatching(/^more\.json: servers\.notion\.nextCursor: /)]);
  });

  it('one file without a name stays as it is; a name for a file of several servers, or none for an unnamed one among others, is refused', () => {
    const one = tools(parseCatalog([apiTool('a')]));
    expect(combineCatalogs([{ label: 'a.json', catalog: one }])).toBe(one);
    const two = tools(parseCatalog({ servers: { x: [apiTool('a')], y: [apiTool('b')] } }));
    expect(error(combineCatalogs([{ label: 'two.json', name: 'z', catalog: two }]))).toBe('two.json: holds 2 servers; a name can be given to one listing only');
    expect(error(combineCatalogs([{ label: 'a.json', catalog: one }, { label: 'two.json', catalog: two }]))).toBe(
      'a.json: among several catalogs each listing needs a server name: give it one as NAME=FILE',
    );
  });
});

describe('reading a catalog: every failure names its path', () => {
  it('text that is not JSON: where it stops being JSON', () => {
    expect(error(parseCatalogText('{"tools": [\n  {"name": }'))).toBe('(root): not valid JSON at line 2, column 12: found "}", expected a value (object, array, string, number, true, false or null)');
  });

  it('a value of no known shape', () => {
    expect(error(parseCatalog(42))).toMatch(/^\(root\): expected a tools array/);
    expect(error(parseCatalog({ hello: 'world' }))).toMatch(/^\(root\): expected a tools array .* or an MCP configuration/);
  });

  it('a bad field deep in one server of several', () => {
    const r = parseCatalog({ servers: { a: { tools: [mcpTool('ok')] }, b: { tools: [mcpTool('ok'), { name: 'bad', inputSchema: 'nope' }] } } });
    expect(error(r)).toBe('servers.b.tools[1].inputSchema: expected a JSON Schema object');
    expect(error(parseCatalog([{ description: 'no name', input_schema: schema }]))).toBe('[0].name: a tool needs a name (a string)');
    expect(error(parseCatalog({ tools: [{ name: 'x', description: 3, inputSchema: schema }] }))).toBe('tools[0].description: expected a string');
  });

  it('a tool without any schema', () => {
    expect(error(parseCatalog({ tools: [{ name: 'x', description: 'y' }] }))).toBe('tools[0].input_schema: a tool needs input_schema (the API’s field) or inputSchema (MCP’s)');
  });

  it('the same name twice on one server, one server twice, two tools composing to one name', () => {
    expect(error(parseCatalog([apiTool('a'), apiTool('a')]))).toBe('[1].name: “a” appears twice; tool names must be unique on one server');
    expect(error(parseCatalog([{ name: 's', tools: [mcpTool('x')] }, { name: 's', tools: [mcpTool('y')] }]))).toBe(
      '[1]: the server “s” is listed twice (also at [0]); give each listing its own name',
    );
    expect(error(parseCatalog({ servers: { a: [apiTool('b_c')], a_b: [apiTool('c')] } }))).toBe(
      'servers.a_b: “a_b_c” names two tools: a’s b_c and a_b’s c; rename a server or a tool',
    );
  });

  it('a server without a name among several', () => {
    expect(error(parseCatalog({ servers: [{ name: 'a', tools: [mcpTool('x')] }, { tools: [mcpTool('y')] }] }))).toBe(
      'servers[1]: among several servers each needs a name: "name", "server" or "mcp_server_name" beside its "tools"',
    );
  });

  it('a JSON-RPC error instead of a result', () => {
    expect(error(parseCatalog({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }))).toBe(
      'error: the JSON-RPC response is an error: Method not found, not a tool listing',
    );
  });

  it('no tools, or more than the API takes in one request', () => {
    expect(error(parseCatalog([]))).toBe('(root): the catalog has no tools');
    const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => apiTool(`${prefix}${i}`));
    expect(error(parseCatalog({ tools: many(10_001, 't') }))).toBe("tools: 10,001 tools, more than the API's limit of 10,000 deferred tools in one request");
    expect(error(parseCatalog({ servers: { a: many(6_000, 'a'), b: many(6_000, 'b') } }))).toBe("(root): 12,000 tools on 2 servers, more than the API's limit of 10,000 deferred tools in one request");
    expect(parseCatalog({ servers: { a: many(5_000, 'a'), b: many(5_000, 'b') } }).ok).toBe(true);
  });

  it('JSON nested past any real schema, and text too large to read', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { properties: { x: deep } };
    expect(error(parseCatalog({ tools: [{ name: 'x', inputSchema: deep }] }))).toMatch(/^\(root\): nested more than 72 levels deep \(first at tools\[0\]\.inputSchema\.properties/);
    expect(error(parseCatalogText(' '.repeat(MAX_CATALOG_BYTES + 1)))).toBe('(root): the text is larger than 20 MB');
  });

  it('an MCP configuration with a server that cannot be started or reached', () => {
    expect(error(parseCatalog({ mcpServers: { a: { args: ['x'] } } }))).toBe('mcpServers.a.command: a stdio server needs the command that starts it');
    expect(error(parseCatalog({ mcpServers: { a: { type: 'websocket', url: 'ws://x' } } }))).toBe('mcpServers.a.type: unknown transport “websocket”; expected stdio, http or sse');
    expect(error(parseCatalog({ mcpServers: { a: { type: 'http' } } }))).toBe('mcpServers.a.url: an http server needs its url');
    expect(error(parseCatalog({ mcpServers: { a: { type: 'http', url: 'not a url' } } }))).toBe('mcpServers.a.url: not a valid URL');
    expect(error(parseCatalog({ mcpServers: {} }))).toBe('mcpServers: the configuration names no server');
    expect(error(parseCatalog({ mcpServers: { a: 'npx x' } }))).toBe('mcpServers.a: expected a server: {"command", "args"} or {"type": "http", "url"}');
  });
});
