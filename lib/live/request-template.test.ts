import { describe, expect, it } from 'vitest';
import { requestTemplate } from './request-template';

const definitions = [
  { name: 'get_weather', description: 'Weather', input_schema: { type: 'object' as const } },
  { name: 'get_forecast', input_schema: { type: 'object' as const } },
];

describe('the shared request template', () => {
  it('defers every inline tool but the ones kept loaded; the search tool is never deferred', () => {
    const request = requestTemplate({ mode: 'client', search: 'bm25', model: 'm', maxTokens: 10, definitions, nonDeferred: ['get_forecast'] })([{ role: 'user', content: 'q' }]);
    expect(request.tools).toEqual([
      { type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' },
      { name: 'get_weather', description: 'Weather', input_schema: { type: 'object' }, defer_loading: true },
      { name: 'get_forecast', input_schema: { type: 'object' } },
    ]);
    expect(Object.keys(request)).toEqual(['model', 'max_tokens', 'messages', 'tools']);
  });

  it('MCP mode: the beta, one server and one toolset each, kept tools in configs', () => {
    const request = requestTemplate({
      mode: 'mcp',
      search: 'regex',
      model: 'm',
      maxTokens: 10,
      servers: [
        { type: 'url', url: 'https://a.example/mcp', name: 'a', nonDeferred: ['search_events'] },
        { type: 'url', url: 'https://b.example/mcp', name: 'b', authorization_token: 't' },
      ],
    })([{ role: 'user', content: 'q' }]);
    expect(request.betas).toEqual(['mcp-client-2025-11-20']);
    const later = requestTemplate({ mode: 'mcp', search: 'regex', model: 'm', maxTokens: 10, servers: [], mcpBeta: 'mcp-client-2026-09-15' })([{ role: 'user', content: 'q' }]);
    expect(later.betas).toEqual(['mcp-client-2026-09-15']);
    expect(request.mcp_servers).toEqual([
      { type: 'url', url: 'https://a.example/mcp', name: 'a' },
      { type: 'url', url: 'https://b.example/mcp', name: 'b', authorization_token: 't' },
    ]);
    expect(request.tools?.slice(1)).toEqual([
      { type: 'mcp_toolset', mcp_server_name: 'a', default_config: { defer_loading: true }, configs: { search_events: { defer_loading: false } } },
      { type: 'mcp_toolset', mcp_server_name: 'b', default_config: { defer_loading: true } },
    ]);
  });
});
