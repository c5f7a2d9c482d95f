import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import type { Step, StepKind } from '@/lib/engine/step';
import { unverifiedPointsOf } from '@/lib/engine/unverified';
import { parseScenario } from '@/lib/scenario/schema';
import type { MessagesExchange, Scenario } from '@/lib/scenario/types';
import allDeferred from '@/scenarios/all-deferred-400.json';
import multiTurn from '@/scenarios/multi-turn.json';
import weatherBm25 from '@/scenarios/weather-bm25.json';
import weatherClient from '@/scenarios/weather-client.json';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';
import { stepExplanation, stepTitle } from './describe-step';

const DICTIONARIES = { en, zh, ja };

function load(data: unknown): Scenario {
  const result = parseScenario(structuredClone(data), 'fixture');
  if (!result.ok) throw new Error(result.error);
  return result.scenario;
}

/** A scenario changed in place before its steps are derived: one payload variation a test. */
function variant(data: unknown, change: (scenario: Scenario) => void): Step[] {
  const scenario = load(data);
  change(scenario);
  return deriveSteps(scenario);
}

const first = (scenario: Scenario) => scenario.exchanges[0] as MessagesExchange;
const find = (steps: Step[], kind: StepKind, nth = 0) => {
  const step = steps.filter((s) => s.kind === kind)[nth];
  if (!step) throw new Error(`no ${kind} step`);
  return step;
};
const title = (step: Step) => stepTitle(step, en);
const said = (step: Step) => stepExplanation(step, en);

describe('step 1 says what the request carries, per mode', () => {
  it('MCP-hosted: the search tool and the toolset, no definitions, and never that every definition travels', () => {
    const text = said(find(deriveSteps(load(weatherMcp)), 'request'));
    expect(text).toContain('the search tool (tool_search_tool_regex)');
    expect(text).toContain('1 mcp_toolset entry for 1 MCP server');
    expect(text).toContain('It carries no tool definitions.');
    expect(text).toContain('tools/list');
    expect(text).not.toMatch(/every definition|all \d+ tools/i);
  });

  it('client-side: N definitions, M deferred, all of them on every request', () => {
    const text = said(find(deriveSteps(load(weatherClient)), 'request'));
    expect(text).toContain('8 tool definitions, 8 of them with defer_loading: true');
    expect(text).toContain('Every definition travels on every request');
    expect(text).not.toMatch(/mcp_toolset|tools\/list/);
  });

  it('mixed: inline definitions and toolsets are counted apart', () => {
    const steps = variant(weatherMcp, (s) => {
      first(s).request.tools!.push({ name: 'lookup_city', description: 'Find a city', input_schema: { type: 'object' }, defer_loading: true });
    });
    const text = said(find(steps, 'request'));
    expect(text).toContain('1 tool definition, 1 of them with defer_loading: true');
    expect(text).toContain('1 mcp_toolset entry for 1 MCP server');
    expect(text).not.toContain('It carries no tool definitions.');
  });

  it('a deferred built-in server tool is flagged as unverified', () => {
    const steps = variant(weatherClient, (s) => {
      first(s).request.tools!.push({ type: 'web_search_20250305', name: 'web_search', defer_loading: true });
    });
    const request = find(steps, 'request');
    expect(said(request)).toContain('unverified');
    expect(unverifiedPointsOf(request)).toEqual(['defer-builtin']);
    expect(unverifiedPointsOf(find(deriveSteps(load(weatherClient)), 'request'))).toEqual([]);
  });
});

describe('the final response names only the blocks it holds', () => {
  it('with a search and an MCP call, it mentions both', () => {
    const text = said(find(deriveSteps(load(weatherMcp)), 'response'));
    expect(text).toContain('1 search with its result');
    expect(text).toContain('1 MCP tool call with its result');
  });

  it('a response that holds no search does not mention one', () => {
    const second = deriveSteps(load(multiTurn)).filter((s) => s.kind === 'response')[1]!;
    const text = said(second);
    expect(text).toContain('1 MCP tool call');
    expect(text).not.toMatch(/\bsearch(es)?\b with|references/);
  });

  it('a text-only answer says there is no search and no tool call', () => {
    const last = deriveSteps(load(weatherClient)).at(-1)!;
    expect(title(last)).toBe('Final response');
    expect(said(last)).toContain('1 text block: no search and no tool call');
    expect(said(last)).not.toContain('the references');
  });

  it('a stop other than end_turn or tool_use is not called final', () => {
    const steps = variant(weatherMcp, (s) => {
      first(s).response!.stop_reason = 'max_tokens';
    });
    const response = find(steps, 'response');
    expect(title(response)).toBe('Response: max_tokens');
    expect(said(response)).toContain('stop_reason "max_tokens"');
  });

  it('exact usage only when the real API recorded it', () => {
    const steps = variant(weatherMcp, (s) => {
      s.source = { kind: 'api' };
    });
    expect(said(find(steps, 'response'))).toContain('as the API counted it');
    expect(said(find(deriveSteps(load(weatherMcp)), 'response'))).toContain('an estimate');
  });
});

describe('search steps follow their result', () => {
  const withError = (data: unknown) =>
    variant(data, (s) => {
      const block = first(s).response!.content.find((b) => b.type === 'tool_search_tool_result')!;
      block.content = { type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input', error_message: 'bad pattern' };
    });

  it('an error result is not titled "References expanded"', () => {
    const steps = withError(weatherMcp);
    expect(title(find(steps, 'search-result'))).toBe('Search error');
    expect(title(find(steps, 'search-inject'))).toBe('Search error to the model');
    expect(said(find(steps, 'search-inject'))).toContain('no definition is loaded');
    expect(said(find(steps, 'search-result'))).toContain('invalid_tool_input: “bad pattern”');
  });

  it('an empty result loads nothing and says so', () => {
    const steps = variant(weatherMcp, (s) => {
      const block = first(s).response!.content.find((b) => b.type === 'tool_search_tool_result')!;
      block.content = { type: 'tool_search_tool_search_result', tool_references: [] };
    });
    expect(title(find(steps, 'search-result'))).toBe('No match');
    expect(title(find(steps, 'search-inject'))).toBe('Empty result to the model');
    expect(said(find(steps, 'search-inject'))).not.toContain('expands');
  });

  it('matching references are expanded by name', () => {
    const inject = find(deriveSteps(load(weatherMcp)), 'search-inject');
    expect(title(inject)).toBe('References expanded');
    expect(said(inject)).toContain('get_weather');
  });

  it('a caller field is one the API "may" send, and is mentioned only when present', () => {
    const call = find(deriveSteps(load(weatherMcp)), 'model-search-call');
    expect(said(call)).toContain('"caller": {"type": "direct"}, a field the API may send');
    const without = variant(weatherMcp, (s) => {
      const block = first(s).response!.content.find((b) => b.type === 'server_tool_use')!;
      delete block.caller;
    });
    expect(said(find(without, 'model-search-call'))).not.toContain('caller');
  });

  it('names the input field the model used, and flags limit and BM25’s field as unverified', () => {
    const regex = find(deriveSteps(load(weatherMcp)), 'model-search-call');
    expect(said(regex)).toContain('input.pattern is “weather” and limit 5');
    expect(unverifiedPointsOf(regex)).toEqual(['search-limit']);
    const bm25 = find(deriveSteps(load(weatherBm25)), 'model-search-call');
    expect(said(bm25)).toContain('input.query is');
    expect(unverifiedPointsOf(bm25)).toEqual(['bm25-input', 'search-limit']);
    const noLimit = variant(weatherMcp, (s) => {
      const block = first(s).response!.content.find((b) => b.type === 'server_tool_use')!;
      block.input = { pattern: 'weather' };
    });
    expect(said(find(noLimit, 'model-search-call'))).not.toContain('limit');
    expect(unverifiedPointsOf(find(noLimit, 'model-search-call'))).toEqual([]);
  });

  it('shows a bidi control or zero-width character from the payload as an escape, in the title and the explanation', () => {
    const hidden = variant(weatherMcp, (s) => {
      const block = first(s).response!.content.find((b) => b.type === 'server_tool_use')!;
      block.input = { pattern: 'weather\u202Eatad_daer\u200B' };
    });
    const call = find(hidden, 'model-search-call');
    const text = `${stepTitle(call, en)} ${stepExplanation(call, en)}`;
    expect(text).toContain('weather\\u202Eatad_daer\\u200B');
    expect(text).not.toMatch(/[\u202E\u200B]/);
  });

  it('MCP-hosted: the search runs over the listing, the server never sees the query', () => {
    expect(said(find(deriveSteps(load(weatherMcp)), 'search-run'))).toContain('never sees the query');
    expect(said(find(deriveSteps(load(weatherClient)), 'search-run'))).not.toContain('MCP server');
  });
});

describe('tool calls', () => {
  it('a client tool_use says the response stops only when it does', () => {
    const call = find(deriveSteps(load(weatherClient)), 'model-tool-call');
    expect(said(call)).toContain('stops here with stop_reason "tool_use"');
    const odd = variant(weatherClient, (s) => {
      first(s).response!.stop_reason = 'end_turn';
    });
    expect(said(find(odd, 'model-tool-call'))).not.toContain('stops here');
  });

  it('an MCP result flagged as an error is described as one', () => {
    const steps = variant(weatherMcp, (s) => {
      const block = first(s).response!.content.find((b) => b.type === 'mcp_tool_result')!;
      block.is_error = true;
    });
    expect(title(find(steps, 'mcp-result'))).toBe('Tool answers with an error');
    expect(said(find(steps, 'tool-result-inject'))).toContain('is_error: true');
    expect(said(find(deriveSteps(load(weatherMcp)), 'tool-result-inject'))).not.toContain('is_error');
  });
});

describe('an HTTP error', () => {
  it('says the emulator wrote the message text', () => {
    const error = find(deriveSteps(load(allDeferred)), 'error-response');
    expect(error.facts.origin).toBe('modelled');
    expect(said(error)).toContain('The message text is modelled');
  });

  it('quotes the real API’s text without that note', () => {
    const steps = variant(allDeferred, (s) => {
      s.source = { kind: 'api' };
    });
    expect(said(find(steps, 'error-response'))).not.toContain('modelled');
  });
});

describe('what the model sees', () => {
  it('names the servers’ listings as a source only in MCP mode', () => {
    expect(said(find(deriveSteps(load(weatherMcp)), 'model-input'))).toContain('the MCP servers’ tool listings');
    expect(said(find(deriveSteps(load(weatherClient)), 'model-input'))).not.toContain('MCP');
  });
});

describe('step 1 says where the MCP tools come from, in every language', () => {
  const asks = { en: 'asks each MCP server for its tools', zh: '会向每个 MCP 服务器请求其工具', ja: '各 MCP サーバーにツールを問い合わせます' };
  const request = (steps: Step[], t: typeof en) => stepExplanation(find(steps, 'request'), t);
  const listing = () => (weatherMcp as unknown as Scenario).mcp_tools!.weather!;

  it('a request that asks: tools/list is claimed', () => {
    const steps = deriveSteps(load(weatherMcp));
    for (const [lang, t] of Object.entries(DICTIONARIES)) expect(request(steps, t), lang).toContain(asks[lang as keyof typeof asks]);
  });

  it('a toolset that pins its tools: no server is asked, and the toolset says so', () => {
    const steps = variant(weatherMcp, (s) => {
      const toolset = first(s).request.tools!.find((t) => t.type === 'mcp_toolset')!;
      Object.assign(toolset, { tools: listing() });
    });
    for (const [lang, t] of Object.entries(DICTIONARIES)) {
      expect(request(steps, t), lang).not.toContain(asks[lang as keyof typeof asks]);
      expect(request(steps, t), lang).toContain('mcp_toolset.tools');
    }
    expect(find(steps, 'request').facts).toMatchObject({ asked: 0, pinned: 1, sentBack: 0, listed: 8 });
  });

  it('an mcp_tool_listing sent back: no server is asked again', () => {
    const steps = variant(weatherMcp, (s) => {
      const { request: r } = first(s);
      r.messages = [
        { role: 'user', content: 'Earlier question' },
        { role: 'assistant', content: [{ type: 'mcp_tool_listing', mcp_server_name: 'weather', tools: listing() } as never, { type: 'text', text: 'Earlier answer' }] },
        ...r.messages,
      ];
    });
    for (const [lang, t] of Object.entries(DICTIONARIES)) {
      expect(request(steps, t), lang).not.toContain(asks[lang as keyof typeof asks]);
      expect(request(steps, t), lang).toContain('mcp_tool_listing');
    }
    expect(find(steps, 'request').facts).toMatchObject({ asked: 0, pinned: 0, sentBack: 1 });
  });
});

describe('a response that did not finish its turn is not said to hold the whole turn', () => {
  it.each(['max_tokens', 'pause_turn'] as const)('%s', (stop) => {
    const steps = variant(weatherMcp, (s) => {
      first(s).response!.stop_reason = stop;
    });
    const response = find(steps, 'response');
    for (const [lang, t] of Object.entries(DICTIONARIES)) {
      const text = stepExplanation(response, t);
      expect(text, lang).toContain(stop);
      expect(text, lang).not.toMatch(/whole turn|整个轮次|ターン全体/);
    }
    expect(said(response)).toContain(stop === 'max_tokens' ? 'the turn is unfinished' : 'lets the API go on');
  });
});

describe('a search result says what came back, not how many matched', () => {
  it('counts references against the limit, never "matches"', () => {
    const result = find(deriveSteps(load(weatherMcp)), 'search-result');
    expect(said(result)).toMatch(/^The search returns \d+ references?:/);
    expect(said(result)).not.toContain('matches');
  });

  it('at its limit, more may have matched: the wire does not say how many', () => {
    const steps = variant(weatherMcp, (s) => {
      const call = first(s).response!.content.find((b) => b.type === 'server_tool_use')!;
      const result = first(s).response!.content.find((b) => b.type === 'tool_search_tool_result')!;
      const count = result.content.type === 'tool_search_tool_search_result' ? result.content.tool_references.length : 0;
      (call.input as { limit?: number }).limit = count;
    });
    expect(said(find(steps, 'search-result'))).toContain('more tools may have matched');
  });

  it('an emulator-written search error says its text is modelled, and a real one does not', () => {
    const withError = (source: Scenario['source']) =>
      variant(weatherMcp, (s) => {
        s.source = source;
        const block = first(s).response!.content.find((b) => b.type === 'tool_search_tool_result')!;
        block.content = { type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input', error_message: 'bad pattern' };
      });
    const emulated = withError({ kind: 'emulator' });
    expect(find(emulated, 'search-result').facts.origin).toBe('modelled');
    expect(find(emulated, 'search-inject').facts.origin).toBe('modelled');
    for (const [lang, t] of Object.entries(DICTIONARIES)) expect(stepExplanation(find(emulated, 'search-result'), t), lang).toContain(t === en ? 'modelled' : lang === 'zh' ? '模拟器' : 'エミュレーター');
    expect(said(find(withError({ kind: 'api' }), 'search-result'))).not.toContain('modelled');
  });
});

describe('a run that searched composed names', () => {
  it('marks its search steps with the unverified prefix reading, and only then', () => {
    const prefixed = variant(weatherMcp, (s) => {
      s.source = { kind: 'emulator', mcp_search_names: 'prefixed' };
    });
    expect(unverifiedPointsOf(find(prefixed, 'search-run'))).toContain('search-prefix');
    expect(unverifiedPointsOf(find(prefixed, 'search-result'))).toContain('search-prefix');
    expect(unverifiedPointsOf(find(deriveSteps(load(weatherMcp)), 'search-result'))).not.toContain('search-prefix');
  });
});
