import { describe, expect, it } from 'vitest';
import type { MessagesRequest } from '@/lib/scenario/types';
import { findCalled, findReferenced, mcpListings, resolveCatalog } from './tool-catalog';

const toolset = (server: string, configs?: Record<string, unknown>) =>
  ({
    model: 'm',
    max_tokens: 1,
    messages: [{ role: 'user', content: 'q' }],
    tools: [{ type: 'mcp_toolset', mcp_server_name: server, ...(configs ? { configs } : {}) }],
  }) as unknown as MessagesRequest;

describe('resolveCatalog with names from a file', () => {
  it('finds nothing for a server it has no tool list for, even one named like an Object method', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(resolveCatalog(toolset(name), {})).toEqual([]);
    }
  });

  it('reads a tool’s config only from the file’s own keys', () => {
    const tool = { name: 'constructor', input_schema: { type: 'object' as const } };
    const catalog = resolveCatalog(toolset('s', {}), { s: [tool] });
    expect(catalog).toEqual([{ name: 's_constructor', callName: 'constructor', server: 's', definition: tool, kind: 'mcp', deferred: false, source: 'mcp:s' }]);
  });
});

describe('MCP tool names', () => {
  const def = (name: string) => ({ name, input_schema: { type: 'object' as const } });
  const request = {
    model: 'm',
    max_tokens: 1,
    messages: [{ role: 'user', content: 'q' }],
    tools: [{ name: 'get_time', input_schema: { type: 'object' } }, { type: 'mcp_toolset', mcp_server_name: 'db', default_config: { defer_loading: true } }],
  } as unknown as MessagesRequest;
  const catalog = resolveCatalog(request, { db: [def('search_events'), def('get_time')] });

  it('are composed {server}_{name} in the catalog, with the server’s own name kept for calls', () => {
    expect(catalog.map((t) => [t.name, t.callName, t.server])).toEqual([
      ['get_time', 'get_time', undefined],
      ['db_search_events', 'search_events', 'db'],
      ['db_get_time', 'get_time', 'db'],
    ]);
  });

  it('resolve from a reference in either form; a bare name is a client tool’s first, and unambiguous or nothing', () => {
    expect(findReferenced(catalog, 'db_search_events')?.name).toBe('db_search_events');
    expect(findReferenced(catalog, 'search_events')?.name).toBe('db_search_events');
    expect(findReferenced(catalog, 'get_time')?.kind).toBe('custom');
    expect(findReferenced(catalog, 'nope')).toBeUndefined();
  });

  it('resolve from a call: mcp_tool_use by server and bare name, tool_use by name', () => {
    expect(findCalled(catalog, 'get_time', 'db')?.name).toBe('db_get_time');
    expect(findCalled(catalog, 'get_time')?.name).toBe('get_time');
  });

  it('come from a pinned listing first, then one sent back, then what the server was asked for', () => {
    const pinned = { ...request, tools: [{ type: 'mcp_toolset', mcp_server_name: 'db', tools: [def('pinned')] }] } as unknown as MessagesRequest;
    expect(mcpListings(pinned, { db: [def('listed')] })).toEqual([{ server: 'db', tools: [def('pinned')], from: 'pinned', inResponse: false }]);
    const sentBack = {
      ...request,
      messages: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: [{ type: 'mcp_tool_listing', mcp_server_name: 'db', tools: [def('earlier')] }] },
        { role: 'user', content: 'again' },
      ],
    } as unknown as MessagesRequest;
    expect(mcpListings(sentBack, { db: [def('listed')] })[0]).toMatchObject({ from: 'history', tools: [def('earlier')] });
    expect(mcpListings(request, { db: [def('listed')] })[0]).toMatchObject({ from: 'fetched', tools: [def('listed')], inResponse: false });
  });
});
