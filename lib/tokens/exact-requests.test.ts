import type { MessageCountTokensParams, Tool } from '@anthropic-ai/sdk/resources/messages/messages';
import { describe, expect, it, vi } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { estimateTokens } from '@/lib/engine/estimate';
import {
  allLoadedRequest,
  COUNT_MESSAGE,
  countCacheKey,
  countRequests,
  estimateCountRequest,
  estimatorError,
  exactCountCache,
  SEARCH_TOOL,
  searchLoadedRequest,
  toolSearchRequest,
  type CountSubject,
} from './exact-requests';
import { SEARCH_TOOL_TOKENS, TOOL_USE_SYSTEM_PROMPT_TOKENS } from '@/lib/engine/overheads';

const defs: ToolDefinition[] = [
  { name: 'get_weather', description: 'Weather for a city', input_schema: { type: 'object', properties: { city: { type: 'string' } } } },
  { name: 'send_message', description: null, input_schema: { type: 'object' } },
  { name: 'list_issues', description: 'Issues of a repo', input_schema: { type: 'object' } },
];

const names = (r: MessageCountTokensParams) => (r.tools ?? []).map((t) => ('name' in t ? t.name : t.type));
const deferred = (r: MessageCountTokensParams) => (r.tools ?? []).map((t) => ('defer_loading' in t ? t.defer_loading === true : false));

describe('count_tokens request builders', () => {
  it('all loaded: every definition, none deferred, the one short message', () => {
    const r = allLoadedRequest(defs, 'claude-haiku-4-5');
    expect(r.model).toBe('claude-haiku-4-5');
    expect(r.messages).toEqual([{ role: 'user', content: COUNT_MESSAGE }]);
    expect(names(r)).toEqual(['get_weather', 'send_message', 'list_issues']);
    expect(deferred(r)).toEqual([false, false, false]);
    // A null description is left out rather than sent as null.
    expect(r.tools?.[1]).toEqual({ name: 'send_message', input_schema: { type: 'object' } });
  });

  it('tool search as sent: the search tool first, then every definition deferred', () => {
    const r = toolSearchRequest(defs, 'm');
    expect(r.tools?.[0]).toEqual(SEARCH_TOOL);
    expect(names(r)).toEqual(['tool_search_tool_regex', 'get_weather', 'send_message', 'list_issues']);
    expect(deferred(r)).toEqual([false, true, true, true]);
    expect(r.messages).toEqual(allLoadedRequest(defs, 'm').messages);
  });

  it('after one search: the search tool and the first n definitions, loaded; n is clamped', () => {
    expect(names(searchLoadedRequest(defs, 'm', 2))).toEqual(['tool_search_tool_regex', 'get_weather', 'send_message']);
    expect(deferred(searchLoadedRequest(defs, 'm', 2))).toEqual([false, false, false]);
    expect(names(searchLoadedRequest(defs, 'm', 50))).toHaveLength(4);
    expect(names(searchLoadedRequest(defs, 'm', -1))).toEqual(['tool_search_tool_regex']);
  });

  it('copies only the fields the API takes, so an uploaded MCP tools/list with extras counts', () => {
    const extra = { ...defs[0]!, annotations: { readOnlyHint: true } } as ToolDefinition;
    const tool = allLoadedRequest([extra], 'm').tools?.[0] as Tool;
    expect(Object.keys(tool).sort()).toEqual(['description', 'input_schema', 'name']);
  });

  it('builds all three from one call', () => {
    const all = countRequests(defs, 'm', 1);
    expect(Object.keys(all)).toEqual(['allLoaded', 'toolSearch', 'searchLoaded']);
    expect(names(all.searchLoaded)).toEqual(['tool_search_tool_regex', 'get_weather']);
  });
});

describe('the estimator on the same requests', () => {
  it('counts loaded definitions, ~500 for the search tool, nothing for deferred ones, and the tool-use prompt once', () => {
    const message = estimateTokens([{ role: 'user', content: COUNT_MESSAGE }]);
    const each = defs.map((d) => estimateTokens(allLoadedRequest([d], 'm').tools![0]));
    expect(estimateCountRequest(allLoadedRequest(defs, 'm'))).toBe(message + TOOL_USE_SYSTEM_PROMPT_TOKENS + each[0]! + each[1]! + each[2]!);
    expect(estimateCountRequest(toolSearchRequest(defs, 'm'))).toBe(message + TOOL_USE_SYSTEM_PROMPT_TOKENS + SEARCH_TOOL_TOKENS);
    expect(estimateCountRequest(searchLoadedRequest(defs, 'm', 1))).toBe(message + TOOL_USE_SYSTEM_PROMPT_TOKENS + SEARCH_TOOL_TOKENS + each[0]!);
    expect(estimateCountRequest({ model: 'm', messages: [{ role: 'user', content: COUNT_MESSAGE }] })).toBe(message);
  });

  it('error is relative to the counted figure', () => {
    expect(estimatorError(110, 100)).toBeCloseTo(0.1);
    expect(estimatorError(90, 100)).toBeCloseTo(-0.1);
    expect(estimatorError(5, 0)).toBeNull();
  });
});

const subject = (over: Partial<CountSubject> = {}): CountSubject => ({ catalogs: ['a', 'b'], definitions: defs, model: 'm', route: 'emulator', discovered: 5, ...over });

describe('cache per catalog set, model and route', () => {
  it('keys on the set (not its order), the model, the route, the search size and the definitions themselves', () => {
    const key = countCacheKey(subject());
    expect(countCacheKey(subject({ catalogs: ['b', 'a'] }))).toBe(key);
    expect(countCacheKey(subject({ model: 'other' }))).not.toBe(key);
    expect(countCacheKey(subject({ route: 'browser' }))).not.toBe(key);
    expect(countCacheKey(subject({ discovered: 3 }))).not.toBe(key);
    expect(countCacheKey(subject({ catalogs: ['a'] }))).not.toBe(key);
    // An upload removed and re-uploaded under the same name with other tools.
    expect(countCacheKey(subject({ definitions: defs.slice(1) }))).not.toBe(key);
  });

  it('counts the three requests once, in order, and answers from memory afterwards', async () => {
    const cache = exactCountCache();
    const countOne = vi.fn(async (r: MessageCountTokensParams) => 100 + (r.tools?.length ?? 0));
    const first = await cache.count(subject(), countOne);
    expect(first).toEqual({ allLoaded: 103, toolSearch: 104, searchLoaded: 104 });
    expect(countOne.mock.calls.map(([r]) => names(r)[0])).toEqual(['get_weather', 'tool_search_tool_regex', 'tool_search_tool_regex']);
    expect(await cache.count(subject({ catalogs: ['b', 'a'] }), countOne)).toBe(first);
    expect(cache.peek(countCacheKey(subject()))).toBe(first);
    expect(countOne).toHaveBeenCalledTimes(3);
    await cache.count(subject({ route: 'server' }), countOne);
    expect(countOne).toHaveBeenCalledTimes(6);
  });

  it('shares a pending count between two clicks', async () => {
    const cache = exactCountCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const countOne = vi.fn(async () => {
      await gate;
      return 1;
    });
    const a = cache.count(subject(), countOne);
    const b = cache.count(subject(), countOne);
    release();
    expect(await a).toEqual(await b);
    expect(countOne).toHaveBeenCalledTimes(3);
  });

  it('forgets a failure (and stops at the first failing request), so a retry asks again', async () => {
    const cache = exactCountCache();
    const failing = vi.fn(async () => {
      throw new Error('429');
    });
    await expect(cache.count(subject(), failing)).rejects.toThrow('429');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.peek(countCacheKey(subject()))).toBeUndefined();
    const ok = vi.fn(async () => 7);
    expect(await cache.count(subject(), ok)).toEqual({ allLoaded: 7, toolSearch: 7, searchLoaded: 7 });
  });
});
