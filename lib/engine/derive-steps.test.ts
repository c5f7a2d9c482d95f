import { describe, expect, it } from 'vitest';
import type { Scenario } from '@/lib/scenario/types';
import { parseScenario } from '@/lib/scenario/schema';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { MASKED_AUTHORIZATION } from '@/lib/scenario/wire';
import { deriveSteps } from './derive-steps';
import type { PayloadOf, Step, StepKind } from './step';

function load(data: unknown): Scenario {
  const result = parseScenario(data, 'fixture');
  if (!result.ok) throw new Error(result.error);
  return result.scenario;
}

const payloadOf = <K extends StepKind>(step: Step | undefined, kind: K): PayloadOf<K> => {
  if (!step || step.kind !== kind) throw new Error(`expected a ${kind} step, got ${step?.kind}`);
  return step.payload as PayloadOf<K>;
};

describe('deriveSteps on the canonical weather-mcp scenario', () => {
  const steps = deriveSteps(load(weatherMcp));

  it('gives exactly the 11 steps of DESIGN.md, between the five actors', () => {
    expect(steps.map((s) => `${s.number} ${s.from}->${s.to}`)).toEqual([
      '1 client->service',
      '2 service->model',
      '3 model->service',
      '4 service->registry',
      '5 registry->service',
      '6 service->model',
      '7 model->service',
      '8 service->tool',
      '9 tool->service',
      '10 service->model',
      '11 service->client',
    ]);
  });

  it('marks only the request and the response as wire bytes', () => {
    expect(steps.filter((s) => s.seen === 'wire').map((s) => s.number)).toEqual([1, 11]);
    expect(steps.filter((s) => s.seen === 'inside')).toHaveLength(9);
  });

  it('step 1 is the request with the search tool and a deferred toolset', () => {
    const request = payloadOf(steps[0], 'request');
    expect(request.tools?.[0]).toMatchObject({ type: 'tool_search_tool_regex_20251119' });
    expect(request.tools?.[1]).toMatchObject({ type: 'mcp_toolset', default_config: { defer_loading: true } });
  });

  it('step 1 shows the wire: betas moved from the body to the anthropic-beta header, the key masked', () => {
    const step = steps[0];
    if (step?.kind !== 'request') throw new Error('step 1 is not the request');
    expect(step.payload).not.toHaveProperty('betas');
    expect(step.http).toMatchObject({ method: 'POST', path: '/v1/messages', origin: 'recorded' });
    expect(step.http.headers['anthropic-beta']).toBe('mcp-client-2025-11-20');
    expect(step.http.headers.authorization).toBe(MASKED_AUTHORIZATION);
    expect(Object.keys(step.http.headers)).toEqual(['authorization', 'anthropic-version', 'anthropic-beta', 'content-type']);
  });

  it('step 11 shows the answer’s status and request id', () => {
    expect(steps[10]).toMatchObject({ kind: 'response', http: { status: 200, request_id: expect.stringMatching(/^req_/), origin: 'recorded' } });
  });

  it('derives, for a file recorded before headers were kept, the same request line and headers that were recorded', () => {
    const scenario = load(weatherMcp);
    for (const exchange of scenario.exchanges) if (exchange.kind === 'messages') delete exchange.http;
    const derived = deriveSteps(scenario);
    const [recordedStep, derivedStep] = [steps[0], derived[0]];
    if (recordedStep?.kind !== 'request' || derivedStep?.kind !== 'request') throw new Error('step 1 is not the request');
    expect(derivedStep.http.origin).toBe('derived');
    expect({ ...derivedStep.http, origin: 'recorded' }).toEqual(recordedStep.http);
    expect(derivedStep.payload).toEqual(recordedStep.payload);
    expect(derived.at(-1)).toMatchObject({ kind: 'response', http: { status: 200, origin: 'derived' } });
  });

  it('uses the request line and status a recording kept, instead of deriving them', () => {
    const scenario = load(weatherMcp);
    const [first] = scenario.exchanges;
    if (first?.kind !== 'messages') throw new Error('expected a messages exchange');
    first.http = {
      request: { method: 'POST', path: '/v1/messages', headers: { authorization: MASKED_AUTHORIZATION, 'anthropic-beta': 'x' }, stream: true },
      response: { status: 200, request_id: 'req_recorded' },
    };
    const recorded = deriveSteps(scenario);
    const request = recorded[0];
    if (request?.kind !== 'request') throw new Error('step 1 is not the request');
    expect(request.http).toMatchObject({ origin: 'recorded', headers: { 'anthropic-beta': 'x' } });
    expect(request.payload).toMatchObject({ stream: true });
    expect(recorded.at(-1)).toMatchObject({ kind: 'response', http: { status: 200, request_id: 'req_recorded', origin: 'recorded' } });
  });

  it('step 2 holds no deferred definition: only the search tool', () => {
    const input = payloadOf(steps[1], 'model-input');
    expect(input.tools.map((t) => ('name' in t ? t.name : ''))).toEqual(['tool_search_tool_regex']);
    expect(JSON.stringify(input)).not.toContain('get_weather');
    expect(steps[1]?.view.deferred).toBeGreaterThan(0);
  });

  it('step 3 is the model’s server_tool_use with a regex pattern', () => {
    const blocks = payloadOf(steps[2], 'model-search-call');
    const call = blocks.at(-1);
    expect(call).toMatchObject({ type: 'server_tool_use', name: 'tool_search_tool_regex' });
    expect(call && 'input' in call ? call.input : null).toMatchObject({ pattern: expect.any(String) });
  });

  it('step 4 runs the search over the deferred definitions of the MCP server', () => {
    const run = payloadOf(steps[3], 'search-run');
    expect(run.over.sources).toEqual(['mcp:weather']);
    expect(run.over.deferred_definitions).toBe(steps[1]?.view.deferred);
  });

  it('step 5 returns the full definitions named by the references', () => {
    const defs = payloadOf(steps[4], 'search-result');
    expect(Array.isArray(defs) && defs.map((d) => d.name)).toContain('get_weather');
    expect(JSON.stringify(defs)).not.toContain('defer_loading');
  });

  it('step 6 names get_weather in a tool_reference, and the model can now see it', () => {
    const block = payloadOf(steps[5], 'search-inject');
    expect(block.content).toMatchObject({
      type: 'tool_search_tool_search_result',
      // Composed {server}_{name} as the API names MCP tools; recordings made before used the bare name.
      tool_references: expect.arrayContaining([{ type: 'tool_reference', tool_name: expect.stringMatching(/^(weather_)?get_weather$/) }]),
    });
    // A recording made before composed names still resolves: the bare name finds the MCP tool, shown composed.
    expect(steps[5]?.view.loaded).toContainEqual({ name: 'weather_get_weather', how: 'discovered' });
    expect(steps[4]?.view.loaded.map((t) => t.name)).not.toContain('weather_get_weather');
  });

  it('step 7 is the mcp_tool_use, steps 8–9 the JSON-RPC tools/call and its result', () => {
    const blocks = payloadOf(steps[6], 'model-tool-call');
    expect(blocks.at(-1)).toMatchObject({ type: 'mcp_tool_use', name: 'get_weather', server_name: 'weather' });
    const call = payloadOf(steps[7], 'mcp-call');
    expect(call).toMatchObject({ jsonrpc: '2.0', method: 'tools/call', params: { name: 'get_weather' } });
    const result = payloadOf(steps[8], 'mcp-result');
    expect(result.id).toBe(call.id);
    // initialize was 0 and tools/list 1 on this server's session, before step 2.
    expect(call.id).toBe(2);
    expect(result.result.isError).toBe(false);
  });

  it('step 10 is the mcp_tool_result, step 11 the whole response ending the turn', () => {
    expect(payloadOf(steps[9], 'tool-result-inject')).toMatchObject({ type: 'mcp_tool_result', is_error: false });
    const response = payloadOf(steps[10], 'response');
    expect(response.stop_reason).toBe('end_turn');
    expect(response.content.map((b) => b.type)).toContain('mcp_tool_result');
  });
});

describe('deriveSteps on a transcript with two searches', () => {
  const twoSearches = structuredClone(weatherMcp) as typeof weatherMcp;
  const exchange = twoSearches.exchanges[0]!;
  const [intro, search, result, ...rest] = exchange.response.content;
  exchange.response.content = [
    intro!,
    search!,
    { type: 'tool_search_tool_result', tool_use_id: search!.id!, content: { type: 'tool_search_tool_search_result', tool_references: [] } },
    { type: 'text', text: 'Nothing yet; trying another pattern.', citations: null },
    { ...search!, id: 'srvtoolu_emu_0002', input: { pattern: 'weather|forecast', limit: 5 } },
    { ...result!, tool_use_id: 'srvtoolu_emu_0002' },
    ...rest,
  ] as typeof exchange.response.content;
  const steps = deriveSteps(load(twoSearches));

  it('repeats the search round (model → service → registry → service → model) once per search', () => {
    expect(steps.map((s) => s.kind)).toEqual([
      'request',
      'model-input',
      'model-search-call',
      'search-run',
      'search-result',
      'search-inject',
      'model-search-call',
      'search-run',
      'search-result',
      'search-inject',
      'model-tool-call',
      'mcp-call',
      'mcp-result',
      'tool-result-inject',
      'response',
    ]);
  });

  it('an empty search loads nothing; the second one loads get_weather', () => {
    expect(steps[5]?.view.loaded.map((t) => t.name)).toEqual(['tool_search_tool_regex']);
    expect(steps[9]?.view.loaded.map((t) => t.name)).toContain('weather_get_weather');
  });

  it('the text the model wrote between searches travels with the second call', () => {
    const blocks = payloadOf(steps[6], 'model-search-call');
    expect(blocks.map((b) => b.type)).toEqual(['text', 'server_tool_use']);
  });
});

describe('deriveSteps on a rejected request', () => {
  it('gives the request and the error, and says no model ran', async () => {
    const data = (await import('@/scenarios/all-deferred-400.json')).default;
    const steps = deriveSteps(load(data));
    expect(steps.map((s) => `${s.kind} ${s.from}->${s.to} ${s.seen}`)).toEqual([
      'request client->service wire',
      'error-response service->client wire',
    ]);
    expect(steps[1]?.view.rejected).toBe(true);
    // The search tool itself is deferred in this request, so nothing at all would be loaded.
    expect(steps[1]?.view.loaded).toEqual([]);
  });
});

describe('deriveSteps on client-side runs', () => {
  const steps = async (name: string) => deriveSteps(load((await import(`@/scenarios/${name}.json`)).default));

  it('weather-client: the response stops at tool_use, the client runs the tool, a second request follows', async () => {
    const s = await steps('weather-client');
    expect(s.map((x) => `${x.from}->${x.to}:${x.seen}`)).toEqual([
      'client->service:wire',
      'service->model:inside',
      'model->service:inside',
      'service->registry:inside',
      'registry->service:inside',
      'service->model:inside',
      'model->service:inside',
      'service->client:wire',
      'client->tool:client',
      'tool->client:client',
      'client->service:wire',
      'service->model:inside',
      'service->client:wire',
    ]);
    expect(payloadOf(s[7], 'response').stop_reason).toBe('tool_use');
    // The tool_result shown is the block the second request really carried.
    const sent = payloadOf(s[10], 'request').messages.at(-1);
    expect(sent?.content).toContainEqual(payloadOf(s[9], 'client-tool-result'));
  });

  it('custom-search-client: references in a client tool_result load the definitions for the next request', async () => {
    const s = await steps('custom-search-client');
    const result = payloadOf(s[5], 'client-tool-result');
    expect(result.content).toContainEqual({ type: 'tool_reference', tool_name: 'get_weather' });
    expect(s[5]?.facts.references).toBeGreaterThan(0);
    expect(s[3]?.view.loaded.map((t) => t.name)).not.toContain('get_weather');
    expect(s[6]?.view.loaded).toContainEqual({ name: 'get_weather', how: 'discovered' });
  });

  it('multi-turn: the second question calls the tool found in the first, with no new search', async () => {
    const s = await steps('multi-turn');
    const second = s.filter((x) => x.exchange === 1);
    expect(second.map((x) => x.kind)).not.toContain('model-search-call');
    expect(second.find((x) => x.kind === 'model-input')?.facts.remembered).toBeGreaterThan(0);
  });
});

describe('a response still streaming in', () => {
  it('plays an mcp_tool_result whose content has not arrived, as an empty result', () => {
    const scenario = structuredClone(load(weatherMcp));
    const response = (scenario.exchanges[0] as unknown as { response: { content: Array<Record<string, unknown>> } }).response;
    delete response.content.find((b) => b.type === 'mcp_tool_result')!.content;
    const steps = deriveSteps(scenario);
    expect(payloadOf(steps.find((s) => s.kind === 'mcp-result'), 'mcp-result')).toMatchObject({ result: { content: [] } });
  });
});

describe('the MCP tool listing before sampling', () => {
  it('rides on step 2 as a prologue: initialize, initialized, tools/list, with ids the later tools/call continues', () => {
    const steps = deriveSteps(load(weatherMcp));
    expect(steps).toHaveLength(11);
    expect(steps.filter((s) => s.prologue).map((s) => s.number)).toEqual([2]);
    const [prologue] = steps[1]!.prologue!;
    expect(prologue?.server).toBe('weather');
    expect(prologue?.tools).toBe(weatherMcp.mcp_tools.weather.length);
    expect(prologue?.messages.map((m) => `${m.from} ${'method' in m.message ? m.message.method : 'result'} ${'id' in m.message ? m.message.id : '-'}`)).toEqual([
      'service initialize 0',
      'tool result 0',
      'service notifications/initialized -',
      'service tools/list 1',
      'tool result 1',
    ]);
    const listed = prologue?.messages[4]?.message;
    // MCP's own field names: inputSchema, not the API's input_schema.
    expect(listed && 'result' in listed ? (listed.result as { tools?: unknown[] }).tools?.[0] : null).toHaveProperty('inputSchema');
    expect(payloadOf(steps[7], 'mcp-call').id).toBe(2);
  });

  it('is absent when the toolset pins its tools, and when an earlier mcp_tool_listing is sent back', () => {
    const pinned = structuredClone(weatherMcp) as unknown as Scenario;
    const request = (pinned.exchanges[0] as unknown as { request: { tools: Array<Record<string, unknown>> } }).request;
    request.tools[1]!.tools = weatherMcp.mcp_tools.weather;
    const steps = deriveSteps(load(pinned));
    expect(steps.some((s) => s.prologue)).toBe(false);
    expect(payloadOf(steps[7], 'mcp-call').id).toBe(1);
    // The pinned listing is the catalog: step 5 still finds the definitions.
    expect(payloadOf(steps[4], 'search-result')).not.toHaveLength(0);
  });
});

/** A response shaped like seed 003's real one: composed names in tool_reference, an mcp_tool_listing, no mcp_tools in the file. */
function seed003(withListing: boolean) {
  const tool = {
    name: 'search_cloudflare_documentation',
    description: 'Search the Cloudflare documentation',
    input_schema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  };
  const other = { name: 'migrate_pages_to_workers_guide', description: 'Guide to migrating Pages to Workers', input_schema: { type: 'object', properties: {} } };
  return {
    version: 1,
    id: 'seed-003',
    title: 'Seed 003',
    description: 'Cloudflare docs via the MCP connector',
    question: 'Cloudflare Workers をデプロイする方法',
    mode: 'mcp',
    search: 'regex',
    source: { kind: 'api' },
    exchanges: [
      {
        kind: 'messages',
        request: {
          model: 'claude-sonnet-4-5',
          max_tokens: 2048,
          betas: ['mcp-client-2026-09-15'],
          messages: [{ role: 'user', content: 'Cloudflare Workers をデプロイする方法' }],
          mcp_servers: [{ type: 'url', url: 'https://docs.mcp.cloudflare.com/mcp', name: 'cloudflare-docs' }],
          tools: [
            { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
            {
              type: 'mcp_toolset',
              mcp_server_name: 'cloudflare-docs',
              default_config: { defer_loading: true },
              configs: { 'cloudflare-docs_migrate_pages_to_workers_guide': { defer_loading: false } },
            },
          ],
        },
        response: {
          id: 'msg_seed003',
          type: 'message',
          role: 'assistant',
          model: 'claude-sonnet-4-5',
          stop_reason: 'end_turn',
          usage: { input_tokens: 1000, output_tokens: 100 },
          content: [
            ...(withListing ? [{ type: 'mcp_tool_listing', mcp_server_name: 'cloudflare-docs', tools: [tool, other] }] : []),
            { type: 'text', text: 'Cloudflare Workersのデプロイに関連するツールを検索します。' },
            { type: 'server_tool_use', id: 'srvtoolu_xxx', name: 'tool_search_tool_regex', input: { pattern: 'cloudflare|workers|deploy', limit: 10 }, caller: { type: 'direct' } },
            {
              type: 'tool_search_tool_result',
              tool_use_id: 'srvtoolu_xxx',
              content: { type: 'tool_search_tool_search_result', tool_references: [{ type: 'tool_reference', tool_name: 'cloudflare-docs_search_cloudflare_documentation' }] },
            },
            { type: 'text', text: 'Cloudflare Workersのデプロイに関する情報を検索します。' },
            { type: 'mcp_tool_use', id: 'mcptoolu_xxx', name: 'search_cloudflare_documentation', input: { query: 'Cloudflare Workers デプロイ deploy 方法' }, server_name: 'cloudflare-docs' },
            { type: 'mcp_tool_result', tool_use_id: 'mcptoolu_xxx', is_error: false, content: [{ type: 'text', text: '…' }] },
          ],
        },
      },
    ],
  };
}

describe('a real response with composed MCP tool names (seed 003)', () => {
  const steps = deriveSteps(load(seed003(true)));

  it('keeps the 11 steps, and shows the response’s mcp_tool_listing in step 2’s prologue', () => {
    expect(steps).toHaveLength(11);
    expect(steps[1]?.prologue?.[0]?.listing).toMatchObject({ type: 'mcp_tool_listing', mcp_server_name: 'cloudflare-docs' });
    expect(steps[1]?.prologue?.[0]?.tools).toBe(2);
  });

  it('the model sees only the search tool and the tool the composed config key keeps loaded', () => {
    expect(steps[1]?.view).toEqual({
      loaded: [
        { name: 'tool_search_tool_regex', how: 'search' },
        { name: 'cloudflare-docs_migrate_pages_to_workers_guide', how: 'always' },
      ],
      deferred: 1,
    });
  });

  it('step 5 gives the definition the composed reference names, and the model then sees it as discovered', () => {
    const defs = payloadOf(steps[4], 'search-result');
    expect(Array.isArray(defs) && defs.map((d) => d.name)).toEqual(['search_cloudflare_documentation']);
    expect(steps[5]?.view.loaded).toContainEqual({ name: 'cloudflare-docs_search_cloudflare_documentation', how: 'discovered' });
    expect(steps[6]?.facts).toMatchObject({ tool: 'search_cloudflare_documentation', server: 'cloudflare-docs', discovered: 1 });
  });

  it('without a listing block and without mcp_tools, the steps still play (the definitions are unknown)', () => {
    const bare = deriveSteps(load(seed003(false)));
    expect(bare).toHaveLength(11);
    expect(bare[1]?.prologue?.[0]).toMatchObject({ server: 'cloudflare-docs', tools: 0 });
    expect(bare[1]?.prologue?.[0]?.listing).toBeUndefined();
  });
});

describe('the facts each step’s sentences are built from', () => {
  const facts = async (name: string) => deriveSteps(load((await import(`@/scenarios/${name}.json`)).default));

  it('step 1 counts inline definitions, toolsets and servers apart', async () => {
    expect((await facts('weather-mcp'))[0]?.facts).toMatchObject({ search: 'tool_search_tool_regex', definitions: 0, deferred: 0, toolsets: 1, servers: 1, listed: 8 });
    expect((await facts('weather-client'))[0]?.facts).toMatchObject({ search: 'tool_search_tool_regex', definitions: 8, deferred: 8, toolsets: 0, servers: 0 });
    expect((await facts('custom-search-client'))[0]?.facts).toMatchObject({ search: '', definitions: 9, deferred: 8 });
  });

  it('a response counts the kinds of block it holds', async () => {
    const multi = (await facts('multi-turn')).filter((s) => s.kind === 'response');
    expect(multi[0]?.facts).toMatchObject({ searches: 1, mcpCalls: 1, mcpResults: 1, toolCalls: 0 });
    expect(multi[1]?.facts).toMatchObject({ searches: 0, references: 0, mcpCalls: 1 });
    const errored = (await facts('search-error')).find((s) => s.kind === 'response');
    expect(errored?.facts).toMatchObject({ searches: 2, searchErrors: 1 });
  });

  it('a search call records its input field, limit, caller and attempt', async () => {
    const calls = (await facts('search-error')).filter((s) => s.kind === 'model-search-call');
    expect(calls.map((c) => [c.facts.field, c.facts.limit, c.facts.caller, c.facts.attempt])).toEqual([
      ['pattern', 5, 'direct', 1],
      ['pattern', 5, 'direct', 2],
    ]);
  });
});
