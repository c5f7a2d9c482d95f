import { describe, expect, it } from 'vitest';
import type { MessagesRequest } from '@/lib/scenario/types';
import { classifyFailure, parseRetryAfter, requestPointer } from './failure';

const request: MessagesRequest = {
  model: 'claude-sonnet-4-6',
  max_tokens: 1024,
  messages: [{ role: 'user', content: 'What is the weather?' }],
  tools: [
    { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
    { name: 'get_weather', input_schema: { type: 'object' }, defer_loading: true },
  ],
} as MessagesRequest;

const envelope = (type: string, message: string) => ({ type: 'error', error: { type, message }, request_id: 'req_1' });

describe('classifying a failed call', () => {
  it.each([
    [401, 'auth', false],
    [403, 'permission', false],
    [404, 'not-found', false],
    [400, 'bad-request', false],
    [429, 'rate-limit', true],
    [529, 'overloaded', true],
    [500, 'server', true],
    [504, 'timeout', true],
    [502, 'network', true],
  ] as const)('HTTP %i is %s (retryable: %s)', (status, kind, retryable) => {
    const failure = classifyFailure({ kind: 'http', status, body: envelope('x_error', 'said so') }, request);
    expect(failure).toMatchObject({ kind, status, retryable, apiMessage: 'said so', requestId: 'req_1', errorType: 'x_error' });
  });

  it('keeps the API’s retry-after for a 429', () => {
    expect(classifyFailure({ kind: 'http', status: 429, body: envelope('rate_limit_error', 'slow down'), retryAfter: '7' }).retryAfterSeconds).toBe(7);
  });

  it('points a 400 at the part of the request it names', () => {
    const failure = classifyFailure({ kind: 'http', status: 400, body: envelope('invalid_request_error', "tools.1.input_schema: JSON schema is invalid") }, request);
    expect(failure.pointer).toEqual({ path: 'tools.1.input_schema', display: 'tools[1].input_schema', value: { type: 'object' }, label: 'get_weather' });
  });

  it('reads an error event inside a stream by its type', () => {
    expect(classifyFailure({ kind: 'stream-error', body: envelope('overloaded_error', 'Overloaded') })).toMatchObject({ kind: 'overloaded', retryable: true });
  });

  it('names the failures that leave no HTTP answer', () => {
    expect(classifyFailure({ kind: 'timeout', phase: 'connect', seconds: 30 })).toMatchObject({ kind: 'timeout', timeoutSeconds: 30 });
    expect(classifyFailure({ kind: 'network', message: 'fetch failed' })).toMatchObject({ kind: 'network', retryable: true });
    expect(classifyFailure({ kind: 'cut', message: 'terminated', blocks: 2 })).toMatchObject({ kind: 'stream-cut', blocks: 2 });
    expect(classifyFailure({ kind: 'malformed', message: 'Unexpected end of JSON input', blocks: 1 })).toMatchObject({ kind: 'stream-malformed', blocks: 1, detail: 'Unexpected end of JSON input' });
    expect(classifyFailure({ kind: 'aborted' })).toMatchObject({ kind: 'aborted' });
  });

  it('survives a body that is not the API’s envelope', () => {
    expect(classifyFailure({ kind: 'http', status: 502, body: '<html>Bad gateway</html>' })).toMatchObject({ kind: 'network', apiMessage: '<html>Bad gateway</html>' });
    expect(classifyFailure({ kind: 'http', status: 500, body: null })).toEqual({ kind: 'server', status: 500, retryable: true });
  });
});

describe('the part of the request a 400 points at', () => {
  it('follows dotted paths into the request', () => {
    expect(requestPointer('max_tokens: 64001 > 64000, which is the maximum allowed', request)).toMatchObject({ path: 'max_tokens', value: 1024 });
    expect(requestPointer('messages.0.content: Input should be a valid list', request)).toMatchObject({ display: 'messages[0].content', label: 'user message' });
    expect(requestPointer('tools.0.type: Input tag does not match', request)).toMatchObject({ value: 'tool_search_tool_regex_20251119', label: 'tool_search_tool_regex' });
  });

  it('reaches into a tool use example when the message names the field, and stops at the example when it does not', () => {
    expect(requestPointer('tools.0.custom.input_examples.2: Input should be a valid dictionary', request)).toMatchObject({ display: 'tools[0].custom.input_examples[2]' });
    expect(requestPointer('tools.0.custom.input_examples.0: the example does not match the input_schema of tool "x": filters.0.op: Invalid option', request)).toMatchObject({
      display: 'tools[0].custom.input_examples[0].filters.0.op',
    });
    // A field named after anything but an example is not taken for one.
    expect(requestPointer('tools.0.name: the tool "x": a: b', request)?.display).toBe('tools[0].name');
  });

  it('steps over the union member names the API puts in paths', () => {
    expect(requestPointer('tools.1.custom.input_schema: invalid', request)).toMatchObject({ value: { type: 'object' } });
  });

  it('finds a tool named in quotes when there is no path', () => {
    expect(requestPointer('tool "get_weather" sets both defer_loading and cache_control', request)).toMatchObject({ path: 'tools.1', label: 'get_weather' });
  });

  it('points nowhere rather than at a wrong place', () => {
    expect(requestPointer('All tools have defer_loading set. At least one tool must be non-deferred.', request)).toBeUndefined();
    expect(requestPointer('Overloaded: try later', request)).toBeUndefined();
  });
});

describe('retry-after', () => {
  it('takes seconds or an HTTP date', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter(new Date(Date.UTC(2026, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2026, 0, 1, 0, 0, 0))).toBe(30);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
