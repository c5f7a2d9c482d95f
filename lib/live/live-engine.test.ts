import { describe, expect, it } from 'vitest';
import { prepareTools, withSecrets } from './live-engine';
import { YOUR_TOOL_STAND_IN } from './client-tools';
import { REDACTED } from './scrub';
import { DEFAULT_SETTINGS, planRun } from './settings';
import { codeExecutionToolEntry, PTC_CODE_EXECUTION } from '@/lib/protocol/code-execution';
import type { MessagesRequest } from '@/lib/scenario/types';
import ptcSearch from '@/scenarios/ptc-search.json';

const recorded = ptcSearch as unknown as { exchanges: Array<{ request: MessagesRequest }> };

const TOKEN = 'mcp-secret-token-0123456789';

describe('preparing a live run', () => {
  it('MCP mode with the user’s own server: its token is a placeholder in the transcript and real only on the wire', async () => {
    const plan = planRun({ ...DEFAULT_SETTINGS, mode: 'mcp', catalogs: [], mcpUrl: 'https://mcp.example.com/mcp', mcpName: 'db', nonDeferred: 'search_events' }, true);
    const tools = await prepareTools(plan);
    const request = tools.build('claude-sonnet-4-6', 512)([{ role: 'user', content: 'q' }]);
    expect(request.mcp_servers).toEqual([{ type: 'url', url: 'https://mcp.example.com/mcp', name: 'db', authorization_token: REDACTED }]);
    // Names no shipped catalog defines are taken to be the user's server's.
    expect(request.tools?.[1]).toEqual({ type: 'mcp_toolset', mcp_server_name: 'db', default_config: { defer_loading: true }, configs: { search_events: { defer_loading: false } } });
    expect(JSON.stringify(request)).not.toContain(TOKEN);

    const wire = withSecrets(request, TOKEN);
    expect(wire.mcp_servers?.[0]?.authorization_token).toBe(TOKEN);
    expect(request.mcp_servers?.[0]?.authorization_token).toBe(REDACTED);
  });

  it('MCP mode with demo catalogs: each is a demo server, listed for the Registry steps, its kept tools in configs', async () => {
    const plan = planRun({ ...DEFAULT_SETTINGS, mode: 'mcp', catalogs: ['demo-weather', 'ref-time'], nonDeferred: 'convert_time' }, false);
    const tools = await prepareTools(plan);
    const request = tools.build('m', 1)([{ role: 'user', content: 'q' }]);
    expect(request.mcp_servers?.map((s) => s.name)).toEqual(['weather', 'time']);
    expect(Object.keys(tools.registry)).toEqual(['weather', 'time']);
    expect(request.tools?.[2]).toMatchObject({ mcp_server_name: 'time', configs: { convert_time: { defer_loading: false } } });
    expect(request.tools?.[1]).not.toHaveProperty('configs');
    expect(withSecrets(request, '')).toBe(request);
  });

  it('client mode over the user’s own catalog: its definitions inline and deferred, and its tools answered by labelled stand-ins', async () => {
    const plan = planRun({ ...DEFAULT_SETTINGS, catalogs: ['demo-weather'], yours: 'yours-abc123', nonDeferred: 'shop_find' }, false, { name: 'Shop', tools: 2 });
    const yours = [
      { name: 'shop_find', description: 'Find a product', input_schema: { type: 'object' as const } },
      { name: 'shop_list_orders', description: 'List orders', input_schema: { type: 'object' as const } },
    ];
    const tools = await prepareTools(plan, yours);
    const request = tools.build('m', 1)([{ role: 'user', content: 'q' }]);
    const names = (request.tools ?? []).map((t) => ('name' in t ? t.name : ''));
    expect(names.slice(-2)).toEqual(['shop_find', 'shop_list_orders']);
    expect(request.tools?.at(-2)).not.toHaveProperty('defer_loading');
    expect(request.tools?.at(-1)).toMatchObject({ defer_loading: true });
    const ran = tools.runTool({ type: 'tool_use', id: 'toolu_1', name: 'shop_list_orders', input: {}, caller: { type: 'direct' } }, request);
    expect(ran.run.implementation).toBe(YOUR_TOOL_STAND_IN);
    const weather = tools.runTool({ type: 'tool_use', id: 'toolu_2', name: 'get_weather', input: { location: 'Paris' }, caller: { type: 'direct' } }, request);
    expect(weather.run.implementation).not.toBe(YOUR_TOOL_STAND_IN);
  });
});

describe('a live run where code calls the tools', () => {
  const question = 'Which engineering team members exceeded their Q3 travel budget?';
  const readOnly = 'get_budget_by_level get_employee get_exchange_rate get_expenses get_team_members get_travel_policy list_departments';

  it('with a search first sends the very request the ptc-search recording sent', async () => {
    const settings = { ...DEFAULT_SETTINGS, catalogs: ['demo-expenses'], codeCalls: true, codeSearchFirst: true, search: 'regex' as const, codeTools: readOnly, question };
    const tools = await prepareTools(planRun(settings, false));
    const request = tools.build(recorded.exchanges[0]!.request.model, recorded.exchanges[0]!.request.max_tokens)([{ role: 'user', content: question }]);
    expect(JSON.parse(JSON.stringify(request))).toEqual(recorded.exchanges[0]!.request);
  });

  it('with no search first sends code execution, no search tool, every definition loaded and callable from code only', async () => {
    const tools = await prepareTools(planRun({ ...DEFAULT_SETTINGS, catalogs: ['demo-expenses'], codeCalls: true, question }, false));
    const request = tools.build('m', 1)([{ role: 'user', content: question }]);
    const entries = request.tools ?? [];
    expect(entries[0]).toEqual(codeExecutionToolEntry());
    expect(entries.some((t) => 'type' in t && typeof t.type === 'string' && t.type.startsWith('tool_search'))).toBe(false);
    const custom = entries.slice(1);
    expect(custom.length).toBe(10);
    for (const tool of custom) {
      expect(tool).toMatchObject({ allowed_callers: [PTC_CODE_EXECUTION] });
      expect(tool).not.toHaveProperty('defer_loading');
    }
  });
});
