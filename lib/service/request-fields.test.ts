import { describe, expect, it } from 'vitest';
import { handleCountTokens, handleMessages } from '@/lib/server/http-handler';
import { emulateCountTokens, emulateMessage } from './emulator';
import { BETA_COUNT_BODY_FIELDS } from './request-rules';

/**
 * Every typed field of a request, fed values of the wrong type: the emulator
 * answers the API's 400 naming the field, never a 500 from code that trusted
 * the shape (issue #27: `system: 5` answered "n.map is not a function").
 */

const BETAS = ['mcp-client-2025-11-20'];
const SEARCH = { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' };
const weather = () => ({ name: 'get_weather', description: 'Get the weather', input_schema: { type: 'object', properties: { location: { type: 'string' } } }, defer_loading: true });
const base = () => ({
  model: 'claude-sonnet-4-6',
  max_tokens: 64,
  messages: [{ role: 'user', content: 'What is the weather in Paris?' }] as unknown[],
  tools: [SEARCH, weather()] as Record<string, unknown>[],
});
type Body = ReturnType<typeof base> & Record<string, unknown>;

const history = (assistant: unknown[], user: unknown[] | string = 'And now?') => [
  { role: 'user', content: 'What is the weather in Paris?' },
  { role: 'assistant', content: assistant },
  { role: 'user', content: user },
];

/** Where a wrong value goes, and the path the 400 must name. */
const PLACES: [string, (body: Body, value: unknown) => void][] = [
  ...['system', 'tool_choice', 'metadata', 'stop_sequences', 'thinking', 'service_tier', 'speed', 'container', 'cache_control', 'output_config', 'context_management', 'mcp_servers', 'messages', 'tools', 'inference_geo', 'diagnostics', 'stream'].map(
    (field) => [field, (body: Body, value: unknown) => void (body[field] = value)] as [string, (body: Body, value: unknown) => void],
  ),
  ['messages.0', (b, v) => void (b.messages[0] = v)],
  ['messages.0.content', (b, v) => void (b.messages[0] = { role: 'user', content: v })],
  ['messages.0.content.0', (b, v) => void (b.messages[0] = { role: 'user', content: [v] })],
  ['messages.0.content.0.text', (b, v) => void (b.messages[0] = { role: 'user', content: [{ type: 'text', text: v }] })],
  ['tools.1', (b, v) => void (b.tools[1] = v as Record<string, unknown>)],
  ['tools.1.custom.name', (b, v) => void (b.tools[1] = { ...weather(), name: v })],
  ['tools.1.custom.description', (b, v) => void (b.tools[1] = { ...weather(), description: v })],
  ['tools.1.custom.input_schema', (b, v) => void (b.tools[1] = { ...weather(), input_schema: v })],
  ['tools.1.custom.input_schema.properties', (b, v) => void (b.tools[1] = { ...weather(), input_schema: { type: 'object', properties: v } })],
  ['tools.1.custom.defer_loading', (b, v) => void (b.tools[1] = { ...weather(), defer_loading: v })],
  ['tools.0.tool_search_tool_regex_20251119.defer_loading', (b, v) => void (b.tools[0] = { ...SEARCH, defer_loading: v })],
  ['tool_choice.type', (b, v) => void (b.tool_choice = { type: v })],
  ['tool_choice.name', (b, v) => void (b.tool_choice = { type: 'tool', name: v })],
  ['metadata.user_id', (b, v) => void (b.metadata = { user_id: v })],
  ['messages.1.content.0.input', (b, v) => void (b.messages = history([{ type: 'server_tool_use', id: 'srvtoolu_1', name: 'tool_search_tool_regex', input: v }, { type: 'tool_search_tool_result', tool_use_id: 'srvtoolu_1', content: { type: 'tool_search_tool_search_result', tool_references: [] } }]))],
  ['messages.1.content.1.content', (b, v) => void (b.messages = history([{ type: 'server_tool_use', id: 'srvtoolu_1', name: 'tool_search_tool_regex', input: { pattern: 'w' } }, { type: 'tool_search_tool_result', tool_use_id: 'srvtoolu_1', content: v }]))],
  ['messages.1.content.1.content.tool_references', (b, v) => void (b.messages = history([{ type: 'server_tool_use', id: 'srvtoolu_1', name: 'tool_search_tool_regex', input: { pattern: 'w' } }, { type: 'tool_search_tool_result', tool_use_id: 'srvtoolu_1', content: { type: 'tool_search_tool_search_result', tool_references: v } }]))],
  ['messages.2.content.0.content', (b, v) => void (b.messages = history([{ type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: {} }], [{ type: 'tool_result', tool_use_id: 'toolu_1', content: v }]))],
  ['messages.2.content.0.content.0.tool_name', (b, v) => void (b.messages = history([{ type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: {} }], [{ type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'tool_reference', tool_name: v }] }]))],
];

const WRONG: unknown[] = [5, -1.5, true, null, 'x', {}, [], [null], [5], ['x'], [{}], { a: 1 }, [{ type: 5 }], [{ type: 'text', text: 5 }]];

describe('the emulator’s answer to a field of the wrong type', () => {
  it('is never a crash: each of hundreds of wrong values is accepted as valid or refused with a 400 naming its field', async () => {
    const crashes: string[] = [];
    let refused = 0;
    for (const [place, put] of PLACES) {
      for (const value of WRONG) {
        const body = base() as Body;
        put(body, value);
        for (const [endpoint, run] of [['messages', emulateMessage], ['count_tokens', emulateCountTokens]] as const) {
          try {
            const outcome = await run(body, { betas: BETAS });
            if (outcome.ok) continue;
            refused += 1;
            expect(outcome.error.status, `${place} = ${JSON.stringify(value)}`).toBe(400);
          } catch (e) {
            crashes.push(`${endpoint} ${place} = ${JSON.stringify(value)}: ${(e as Error).message}`);
          }
        }
      }
    }
    expect(crashes).toEqual([]);
    expect(refused).toBeGreaterThan(PLACES.length * 8);
  });

  it.each<[string, (b: Body) => void, RegExp]>([
    ['system: 5', (b) => void (b.system = 5), /^system: Input should be a valid string or a valid list$/],
    ['system: [null]', (b) => void (b.system = [null]), /^system\.0: Input should be a valid dictionary$/],
    ['system: [{text: 5}]', (b) => void (b.system = [{ type: 'text', text: 5 }]), /^system\.0\.text: Input should be a valid string$/],
    ['tool_choice: "auto"', (b) => void (b.tool_choice = 'auto'), /^tool_choice: Input should be a valid dictionary$/],
    ['tool_choice: {type: "bogus"}', (b) => void (b.tool_choice = { type: 'bogus' }), /^tool_choice\.type: Input tag 'bogus' found using 'type' does not match any of the expected tags: 'auto', 'any', 'tool', 'none'$/],
    ['metadata: 5', (b) => void (b.metadata = 5), /^metadata: Input should be a valid dictionary$/],
    ['stop_sequences: "x"', (b) => void (b.stop_sequences = 'x'), /^stop_sequences: Input should be a valid list$/],
    ['stop_sequences: [1]', (b) => void (b.stop_sequences = [1]), /^stop_sequences\.0: Input should be a valid string$/],
    ['thinking budget 5', (b) => void (b.thinking = { type: 'enabled', budget_tokens: 5 }), /^thinking\.budget_tokens: Input should be greater than or equal to 1024$/],
    ['input_schema.properties: 5', (b) => void (b.tools[1] = { ...weather(), input_schema: { type: 'object', properties: 5 } }), /^tools\.1\.custom\.input_schema\.properties: Input should be a valid dictionary$/],
    ['a tool name with a bidi control', (b) => void (b.tools[1] = { ...weather(), name: 'delete_all\u202Eatad_daer' }), /^tools\.1\.custom\.name: String should match pattern '\^\[a-zA-Z0-9_-\]\{1,128\}\$' \(got "delete_all\\u202Eatad_daer"\)$/],
    ['a tool_use name with a zero-width space', (b) => void (b.messages = history([{ type: 'tool_use', id: 'toolu_1', name: 'get\u200Bweather', input: {} }], [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'sunny' }])), /^messages\.1\.content\.0\.name: .*get\\u200Bweather/],
    ['a block of no known type', (b) => void (b.messages[0] = { role: 'user', content: [{ type: 'nope' }] }), /^messages\.0\.content\.0\.type: Input tag 'nope' found using 'type'/],
  ])('%s is the API’s 400, over HTTP as in-process', async (_name, put, message) => {
    const body = base() as Body;
    put(body);
    // count_tokens takes fewer fields (no max_tokens, metadata, stop_sequences…) and refuses the others by name first.
    const { max_tokens: _max, ...count } = body;
    const counted = Object.keys(count).every((key) => Object.hasOwn(BETA_COUNT_BODY_FIELDS, key));
    for (const [handle, sent, expected] of [
      [handleMessages, body, message],
      [handleCountTokens, count, counted ? message : /: Extra inputs are not permitted$/],
    ] as const) {
      const response = await handle(new Request('http://emulator.test/v1/messages', { method: 'POST', headers: { 'content-type': 'application/json', 'anthropic-beta': BETAS[0]! }, body: JSON.stringify(sent) }));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { type: string; message: string } };
      expect(answer.error.type).toBe('invalid_request_error');
      expect(answer.error.message).toMatch(expected);
    }
  });

  it('still takes every field in the shape the SDK types it', async () => {
    const body = {
      ...base(),
      system: [{ type: 'text', text: 'You are terse.', cache_control: { type: 'ephemeral', ttl: '5m' } }],
      tool_choice: { type: 'auto', disable_parallel_tool_use: true },
      metadata: { user_id: 'u-1' },
      stop_sequences: ['END'],
      thinking: { type: 'disabled' },
      service_tier: 'auto',
      container: null,
      output_config: { effort: 'low' },
    };
    const outcome = await emulateMessage(body, { betas: BETAS });
    expect(outcome.ok).toBe(true);
    expect((await emulateMessage({ ...base(), system: 'You are terse.' })).ok).toBe(true);
  });
});
