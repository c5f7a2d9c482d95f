import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY } from '@/scenarios/library';
import weatherClient from '@/scenarios/weather-client.json';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { MAX_SCENARIO_DEPTH } from './json-depth';
import { formatPath, parseScenario, parseScenarioText } from './schema';
import { SCENARIO_SEARCHES } from '@/lib/protocol/search-tools';
import { ANTHROPIC_VERSION, MASKED_AUTHORIZATION } from './wire';

const dir = path.resolve(__dirname, '../../scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('every file in scenarios/', () => {
  it('is listed in the player’s library', () => {
    expect(LIBRARY.map((e) => `${e.id}.json`).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s is a valid scenario whose id matches its file name', (file) => {
    const result = parseScenarioText(readFileSync(path.join(dir, file), 'utf8'), `scenarios/${file}`);
    if (!result.ok) throw new Error(result.error);
    expect(`${result.scenario.id}.json`).toBe(file);
  });
});

describe('a broken scenario file', () => {
  const broken = (mutate: (s: typeof weatherMcp & Record<string, unknown>) => void) => {
    const copy = structuredClone(weatherMcp) as typeof weatherMcp & Record<string, unknown>;
    mutate(copy);
    return parseScenario(copy, 'scenarios/broken.json');
  };

  it('names the file and the path of the first bad field', () => {
    const result = broken((s) => {
      (s.exchanges[0]!.response.content[2] as { tool_use_id: unknown }).tool_use_id = 42;
    });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^scenarios\/broken\.json: exchanges\[0\]\.response\.content\[2\]\.tool_use_id: /) });
  });

  it('refuses a file whose recorded request holds a key instead of the placeholder, or a header it does not show', () => {
    const withHeaders = (headers: Record<string, string>) =>
      broken((s) => {
        (s.exchanges[0] as Record<string, unknown>).http = { request: { method: 'POST', path: '/v1/messages', headers } };
      });
    expect(withHeaders({ authorization: MASKED_AUTHORIZATION, 'anthropic-version': ANTHROPIC_VERSION }).ok).toBe(true);
    expect(withHeaders({ authorization: 'Bearer sk-ant-api03-real' })).toEqual({ ok: false, error: expect.stringMatching(/exchanges\[0\]\.http\.request\.headers\.authorization/) });
    expect(withHeaders({ 'x-api-key': 'sk-ant-api03-real' }).ok).toBe(false);
  });

  it('takes each search the format lists, and no other (the playground’s keyword is not one)', () => {
    for (const search of SCENARIO_SEARCHES) expect(broken((s) => (s.search = search)).ok, search).toBe(true);
    expect(broken((s) => (s.search = 'keyword')).ok).toBe(false);
  });

  it('rejects an unknown version', () => {
    const result = broken((s) => {
      (s as { version: number }).version = 2;
    });
    expect(result.ok || result.error).toMatch(/^scenarios\/broken\.json: version: /);
  });

  it('rejects a tool_result inside assistant content, which the API never sends', () => {
    const result = broken((s) => {
      (s.exchanges[0]!.response.content as unknown[]).push({ type: 'tool_result', tool_use_id: 'toolu_1', content: 'x' });
    });
    expect(result.ok || result.error).toMatch(/exchanges\[0\]\.response\.content\[7\]\.type/);
  });

  it('rejects an exchange holding both a response and an error', () => {
    const result = broken((s) => {
      (s.exchanges[0] as Record<string, unknown>).error = { status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'x' } } };
    });
    expect(result.ok || result.error).toMatch(/exactly one of "response" or "error"/);
  });

  it('takes a run marked incomplete, and holds a partial one to a last response with no stop_reason', () => {
    const partial = (stopReason: string | null) =>
      broken((s) => {
        (s as Record<string, unknown>).incomplete = { failure: 'stream-cut', request: 1, partial: true };
        (s.exchanges[0]!.response as { stop_reason: string | null }).stop_reason = stopReason;
      });
    expect(partial(null).ok).toBe(true);
    expect(partial('end_turn')).toEqual({ ok: false, error: expect.stringMatching(/incomplete\.partial: a partial run ends with the response it was receiving/) });
    expect(broken((s) => ((s as Record<string, unknown>).incomplete = { failure: 'timeout', request: 0, partial: false })).ok).toBe(false);
  });

  it('rejects a scenario with no exchange and no literal steps', () => {
    const result = broken((s) => {
      s.exchanges = [];
    });
    expect(result.ok || result.error).toMatch(/exchanges: a scenario needs at least one exchange/);
  });

  it('explains text that is not JSON at all', () => {
    expect(parseScenarioText('{"version": 1,', 'scenarios/cut.json')).toEqual({
      ok: false,
      error: expect.stringMatching(/^scenarios\/cut\.json: not valid JSON/),
    });
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary paths of a file to break it
type Mutable = Record<string, any>;
const check = (file: object, mutate: (s: Mutable) => void) => {
  const copy = structuredClone(file) as Mutable;
  mutate(copy);
  return parseScenario(copy, 'links.json');
};

describe('tool names with hidden characters', () => {
  const RLO = 'delete_all\u202Eatad_daer';

  it('refuses a custom tool, an MCP tool and a reference whose name holds a bidi control, and the message shows it', () => {
    const custom = check(weatherClient, (s) => (s.exchanges[0].request.tools.at(-1).name = RLO));
    expect(custom).toMatchObject({ ok: false, error: expect.stringMatching(/tools\[\d+\]\.name: expected a string of ASCII letters, digits, "_" and "-".*got the string "delete_all\\u202Eatad_daer"/) });
    const mcp = check(weatherMcp, (s) => (s.mcp_tools.weather[0].name = 'get\u200Bweather'));
    expect(mcp).toMatchObject({ ok: false, error: expect.stringMatching(/mcp_tools\.weather\[0\]\.name: .*"get\\u200Bweather"/) });
    const reference = check(weatherMcp, (s) => {
      const result = s.exchanges[0].response.content.find((b: Mutable) => b.type === 'tool_search_tool_result');
      result.content.tool_references[0].tool_name = 'weather_get\u2066weather';
    });
    expect(reference).toMatchObject({ ok: false, error: expect.stringContaining('\\u2066') });
    for (const result of [custom, mcp, reference]) expect(result.ok || result.error).not.toMatch(/[\u202E\u200B\u2066]/);
  });
});

describe('links between blocks', () => {
  const content = (s: Mutable) => s.exchanges[0].response.content as Mutable[];
  const tools = (s: Mutable) => s.exchanges[0].request.tools as Mutable[];

  it('refuses a result that answers no call', () => {
    expect(check(weatherMcp, (s) => (content(s).find((b) => b.type === 'mcp_tool_result')!.tool_use_id = 'mcptoolu_x'))).toEqual({
      ok: false,
      error: expect.stringMatching(/^links\.json: exchanges\[0\]\.response\.content\[\d+\]\.tool_use_id: tool_use_id "mcptoolu_x" answers no mcp_tool_use before it/),
    });
    // A result placed before its call is an orphan too.
    expect(check(weatherMcp, (s) => content(s).splice(0, 0, content(s).find((b) => b.type === 'tool_search_tool_result')!)).ok).toBe(false);
  });

  it('refuses a client tool run with no tool_use before it, or under another name', () => {
    expect(check(weatherClient, (s) => (s.exchanges.find((e: Mutable) => e.kind === 'tool_run').tool_use_id = 'toolu_nobody'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/exchanges\[1\]\.tool_use_id: .*answers no tool_use in an earlier response/),
    });
    expect(check(weatherClient, (s) => (s.exchanges.find((e: Mutable) => e.kind === 'tool_run').name = 'other_tool'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/exchanges\[1\]\.name: the tool run names "other_tool"/),
    });
  });

  it('refuses references to tools the request does not define', () => {
    const result = check(weatherMcp, (s) => (content(s).find((b) => b.type === 'tool_search_tool_result')!.content.tool_references[0].tool_name = 'no_such_tool'));
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/content\.tool_references\[0\]\.tool_name: the tool "no_such_tool" is not defined/) });
    expect(check(weatherMcp, (s) => (content(s).find((b) => b.type === 'mcp_tool_use')!.name = 'no_such_tool'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/\.name: "no_such_tool" is not a tool of MCP server "weather"/),
    });
    expect(check(weatherClient, (s) => (content(s).find((b) => b.type === 'tool_use')!.name = 'no_such_tool')).ok).toBe(false);
  });

  it('refuses duplicate tool names and undefined servers', () => {
    expect(check(weatherClient, (s) => tools(s).push({ ...tools(s).at(-1) }))).toMatchObject({ ok: false, error: expect.stringMatching(/appears twice in the request’s tools; expected unique names/) });
    expect(check(weatherMcp, (s) => s.mcp_tools.weather.push(s.mcp_tools.weather[0]))).toMatchObject({ ok: false, error: expect.stringMatching(/^links\.json: mcp_tools\.weather\[\d+\]\.name: .*appears twice/) });
    expect(check(weatherMcp, (s) => (tools(s).find((t) => t.type === 'mcp_toolset')!.mcp_server_name = 'constructor'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/mcp_server_name: MCP server "constructor" is not defined/),
    });
  });

  it('treats names like "constructor" as names', () => {
    // The same scenario with its server renamed everywhere is still valid and plays: no prototype lookups.
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      const text = JSON.stringify(weatherMcp).replaceAll('"weather"', JSON.stringify(name)).replaceAll('"weather_', `"${name}_`);
      const result = parseScenarioText(text, 'renamed.json');
      if (!result.ok) throw new Error(result.error);
      const steps = deriveSteps(result.scenario);
      expect(steps.length).toBe(11);
      const found = steps.find((st) => st.kind === 'search-result')!.payload as Array<{ name: string }>;
      expect(found.map((d) => d.name)).toContain('get_weather');
      expect(steps.find((st) => st.kind === 'mcp-call')?.facts.server).toBe(name);
    }
  });

  it('takes a reference to an MCP tool in the composed {server}_{name} form, as the API sends it', () => {
    const composed = check(weatherMcp, (s) => {
      for (const ref of content(s).find((b) => b.type === 'tool_search_tool_result')!.content.tool_references) ref.tool_name = `weather_${ref.tool_name.replace(/^weather_/, '')}`;
    });
    expect(composed.ok).toBe(true);
    expect(check(weatherMcp, (s) => (content(s).find((b) => b.type === 'tool_search_tool_result')!.content.tool_references[0].tool_name = 'other_get_weather')).ok).toBe(false);
  });

  it('takes an mcp_tool_listing block in a response and sent back in a request, and checks its shape', () => {
    const listing = { type: 'mcp_tool_listing', mcp_server_name: 'weather', tools: weatherMcp.mcp_tools.weather };
    expect(check(weatherMcp, (s) => content(s).unshift(structuredClone(listing))).ok).toBe(true);
    expect(check(weatherMcp, (s) => s.exchanges[0].request.messages.push({ role: 'assistant', content: [structuredClone(listing)] }, { role: 'user', content: 'again' })).ok).toBe(true);
    expect(check(weatherMcp, (s) => content(s).unshift({ ...listing, tools: [{ name: 'x' }] }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^links\.json: exchanges\[0\]\.response\.content\[0\]\.tools\[0\]\.input_schema: /),
    });
  });

  it('takes every block type of the SDK’s BetaContentBlock union in a response', () => {
    for (const type of ['redacted_thinking', 'web_search_tool_result', 'container_upload', 'compaction', 'fallback']) {
      expect(check(weatherMcp, (s) => content(s).push({ type })).ok, type).toBe(true);
    }
  });

  it('passes every library scenario (their links all resolve)', () => {
    for (const file of files) expect(parseScenarioText(readFileSync(path.join(dir, file), 'utf8'), file).ok).toBe(true);
  });
});

describe('a file nested too deep', () => {
  it('is refused before the schema runs, naming where', () => {
    const deep = `{"version": 1, "exchanges": [${'['.repeat(50_000)}${']'.repeat(50_000)}]}`;
    expect(parseScenarioText(deep, 'deep.json')).toEqual({
      ok: false,
      error: `deep.json: exchanges${'[0]'.repeat(MAX_SCENARIO_DEPTH - 1)}: nested more than ${MAX_SCENARIO_DEPTH} levels deep; expected at most ${MAX_SCENARIO_DEPTH} levels of objects and arrays`,
    });
  });
});

describe('formatPath', () => {
  it('writes paths the way a reader finds them in the file', () => {
    expect(formatPath(['exchanges', 0, 'response', 'content', 2, 'type'])).toBe('exchanges[0].response.content[2].type');
    expect(formatPath([])).toBe('(root)');
  });
});
