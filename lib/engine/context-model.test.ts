import { describe, expect, it } from 'vitest';
import type { ContentBlock, MessagesRequest, ToolDefinition } from '@/lib/scenario/types';
import { ContextModel, definitionTokens, toolUsePromptTokens } from './context-model';
import { estimateTokens } from './estimate';
import { SEARCH_TOOL_TOKENS, TOOL_USE_SYSTEM_PROMPT_TOKENS } from './overheads';
import { resolveCatalog } from './tool-catalog';

const SEARCH = { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' } as const;
const weather: ToolDefinition = {
  name: 'get_weather',
  description: 'Get current weather for a city.',
  input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
const time: ToolDefinition = { name: 'get_time', description: 'Get the local time in a city.', input_schema: { type: 'object', properties: { city: { type: 'string' } } } };
const question = [{ role: 'user' as const, content: 'What is the weather in Paris?' }];

const clientRequest = (extra: Partial<MessagesRequest> = {}) =>
  ({
    model: 'm',
    max_tokens: 1,
    messages: question,
    tools: [SEARCH, { ...weather, defer_loading: true }, { ...time, defer_loading: true }],
    ...extra,
  }) as MessagesRequest;

const mcpRequest = {
  model: 'm',
  max_tokens: 1,
  messages: question,
  mcp_servers: [{ type: 'url', url: 'https://mcp.example/weather', name: 'weather' }],
  tools: [SEARCH, { type: 'mcp_toolset', mcp_server_name: 'weather', default_config: { defer_loading: true } }],
} as unknown as MessagesRequest;

const searchTurn = (names: string[]): ContentBlock[] =>
  [
    { type: 'server_tool_use', id: 'srvtoolu_1', name: 'tool_search_tool_regex', input: { pattern: 'weather' } },
    {
      type: 'tool_search_tool_result',
      tool_use_id: 'srvtoolu_1',
      content: { type: 'tool_search_tool_search_result', tool_references: names.map((tool_name) => ({ type: 'tool_reference', tool_name })) },
    },
  ] as ContentBlock[];

describe('what each part costs', () => {
  it('prices a built-in search tool at the quoted allowance, not at its two request fields', () => {
    const [search] = resolveCatalog(clientRequest());
    expect(definitionTokens(search!)).toBe(SEARCH_TOOL_TOKENS);
    expect(estimateTokens(SEARCH)).toBeLessThan(SEARCH_TOOL_TOKENS);
  });

  it('prices a definition as the model sees it, without defer_loading', () => {
    const [, deferred] = resolveCatalog(clientRequest());
    expect(definitionTokens(deferred!)).toBe(estimateTokens(weather));
  });

  it('adds the tool-use system prompt only when a tool is in view', () => {
    expect(toolUsePromptTokens(0)).toBe(0);
    expect(toolUsePromptTokens(3)).toBe(TOOL_USE_SYSTEM_PROMPT_TOKENS);
    const noTools = ContextModel.ofRequest(clientRequest({ tools: [] }));
    expect(noTools.cost().parts.overhead).toBe(0);
  });

  it('splits the first iteration into its parts and sums them', () => {
    const system = 'You are terse.';
    const cost = ContextModel.ofRequest(clientRequest({ system })).cost();
    expect(cost.parts).toEqual({
      overhead: TOOL_USE_SYSTEM_PROMPT_TOKENS + estimateTokens(system),
      search: SEARCH_TOOL_TOKENS,
      always: 0,
      discovered: 0,
      messages: estimateTokens(question),
    });
    expect(cost.total).toBe(TOOL_USE_SYSTEM_PROMPT_TOKENS + estimateTokens(system) + SEARCH_TOOL_TOKENS + estimateTokens(question));
    expect(cost.notLoaded).toEqual({ tools: 2, tokens: estimateTokens(weather) + estimateTokens(time) });
  });

  it('counts the turn so far as messages', () => {
    const turn = searchTurn(['get_weather']);
    const model = ContextModel.ofRequest(clientRequest());
    expect(model.cost(turn).parts.messages - model.cost().parts.messages).toBe(estimateTokens(turn));
  });
});

describe('loaded and deferred in each sampling iteration', () => {
  it('starts with only the non-deferred tools loaded', () => {
    const model = ContextModel.ofRequest(clientRequest());
    expect(model.view()).toEqual({ loaded: [{ name: 'tool_search_tool_regex', how: 'search' }], deferred: 2 });
  });

  it('loads a discovered definition for the next iteration and prices it as discovered', () => {
    const model = ContextModel.ofRequest(clientRequest());
    const first = model.cost();
    model.discover(['get_weather']);
    expect(model.view()).toEqual({
      loaded: [
        { name: 'tool_search_tool_regex', how: 'search' },
        { name: 'get_weather', how: 'discovered' },
      ],
      deferred: 1,
    });
    const second = model.cost();
    expect(second.parts.discovered).toBe(estimateTokens(weather));
    expect(second.total - first.total).toBe(estimateTokens(weather));
    expect(second.notLoaded).toEqual({ tools: 1, tokens: estimateTokens(time) });
    expect(model.isDiscovered('get_weather')).toBe(true);
    expect(model.isDiscovered('tool_search_tool_regex')).toBe(false);
  });

  it('keeps tools referenced earlier in the history loaded in a later request', () => {
    const later = clientRequest({ messages: [...question, { role: 'assistant', content: searchTurn(['get_time']) }] as MessagesRequest['messages'] });
    expect(ContextModel.ofRequest(later).view().loaded.map((t) => t.name)).toEqual(['tool_search_tool_regex', 'get_time']);
  });

  it('prices a step at the view it was given, not the current one', () => {
    const model = ContextModel.ofRequest(clientRequest());
    const before = model.view();
    model.discover(['get_weather', 'get_time']);
    expect(model.cost([], before).total).toBe(ContextModel.ofRequest(clientRequest()).cost().total);
  });

  it('loads never-deferred tools from the start', () => {
    const tools = [SEARCH, weather, { ...time, defer_loading: true }] as unknown as MessagesRequest['tools'];
    const model = ContextModel.ofRequest(clientRequest({ tools }));
    expect(model.view().loaded).toContainEqual({ name: 'get_weather', how: 'always' });
    expect(model.cost().parts.always).toBe(estimateTokens(weather));
  });
});

describe('MCP-hosted and client-side requests', () => {
  it('takes the definitions from the server’s tools/list in MCP mode, and prices them as the inline ones', () => {
    const mcp = ContextModel.ofRequest(mcpRequest, { weather: [weather, time] });
    const client = ContextModel.ofRequest(clientRequest());
    expect(mcp.view()).toEqual(client.view());
    expect(mcp.cost()).toEqual(client.cost());
    mcp.discover(['get_weather']);
    client.discover(['get_weather']);
    expect(mcp.cost()).toEqual(client.cost());
  });

  it('has nothing to load in MCP mode until the server’s listing is known', () => {
    const model = ContextModel.ofRequest(mcpRequest, {});
    expect(model.view()).toEqual({ loaded: [{ name: 'tool_search_tool_regex', how: 'search' }], deferred: 0 });
    expect(model.deferredTools()).toEqual([]);
  });

  it('takes a catalog from anywhere: the definitions are an input', () => {
    const catalog = resolveCatalog(mcpRequest, { weather: [weather] });
    const model = new ContextModel({ catalog, messages: question });
    expect(model.deferredTools().map((t) => [t.name, t.callName, t.source])).toEqual([['weather_get_weather', 'get_weather', 'mcp:weather']]);
  });

  it('loads an MCP tool referenced by its composed {server}_{name}, as the API names it', () => {
    const model = ContextModel.ofRequest(mcpRequest, { weather: [weather, time] });
    model.discover(['weather_get_weather']);
    expect(model.view().loaded).toContainEqual({ name: 'weather_get_weather', how: 'discovered' });
    // A call names it bare, with its server (mcp_tool_use).
    expect(model.isDiscovered('get_weather', 'weather')).toBe(true);
    expect(model.cost().parts.discovered).toBe(estimateTokens(weather));
  });
});
