import { describe, expect, it } from 'vitest';
import { handleMessages } from '@/lib/service/http-handler';
import { FAIL_HEADER } from '@/lib/service/failure-injection';
import { proxyLive, serverInfo } from './server-proxy';
import { createClient, streamMessage } from './sdk-transport';
import type { MessagesRequest } from '@/lib/scenario/types';

const SERVER_KEY = 'sk-ant-server-side-secret-0000000000000000';
const BROWSER_KEY = 'sk-ant-browser-typed-1111111111111111';
const UPSTREAM = 'http://upstream.test/api/emulator';

const BODY: MessagesRequest = {
  model: 'claude-sonnet-4-6',
  max_tokens: 1024,
  messages: [{ role: 'user', content: 'What is the weather in San Francisco?' }],
  tools: [
    { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
    { name: 'get_weather', description: 'Get the current weather', input_schema: { type: 'object', properties: { location: { type: 'string' } } }, defer_loading: true },
  ],
} as MessagesRequest;

/** The upstream: the emulator's handler, recording what reached it. */
function upstream() {
  const seen: Request[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    return handleMessages(request);
  }) as typeof fetch;
  return { seen, fetchImpl };
}

function browserRequest(headers: Record<string, string>, body: object = { ...BODY, stream: true }) {
  return new Request('http://app.test/api/live/upstream/v1/messages', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe('the live server route', () => {
  it('sends the request on with the server’s key, and streams the answer back without it', async () => {
    const { seen, fetchImpl } = upstream();
    const response = await proxyLive(browserRequest({ authorization: `Bearer ${BROWSER_KEY}`, 'x-api-key': BROWSER_KEY }), 'upstream', 'messages', { ANTHROPIC_API_KEY: SERVER_KEY, LIVE_UPSTREAM_BASE_URL: UPSTREAM }, { fetch: fetchImpl });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const text = await response.text();
    expect(text).toContain('event: message_stop');
    expect(text).not.toContain(SERVER_KEY);
    for (const [, value] of response.headers) expect(value).not.toContain(SERVER_KEY);

    const [sent] = seen;
    expect(sent?.url).toBe(`${UPSTREAM}/v1/messages`);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${SERVER_KEY}`);
    // Whatever credential the browser sent stays behind.
    expect([...sent!.headers].map(([, v]) => v).join(' ')).not.toContain(BROWSER_KEY);
  });

  it('serves the SDK in the browser unchanged, as its base URL', async () => {
    const { fetchImpl } = upstream();
    const env = { ANTHROPIC_API_KEY: SERVER_KEY, LIVE_UPSTREAM_BASE_URL: UPSTREAM };
    const client = createClient({
      baseURL: 'http://app.test/api/live/upstream',
      apiKey: null,
      timeoutMs: 5_000,
      fetch: (async (input: string | URL | Request, init?: RequestInit) => proxyLive(new Request(input, init), 'upstream', new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith('count_tokens') ? 'count_tokens' : 'messages', env, { fetch: fetchImpl })) as typeof fetch,
    });
    const result = await streamMessage(client, BODY, { idleTimeoutMs: 5_000 });
    expect(result).toMatchObject({ ok: true, emulator: true, message: { stop_reason: 'tool_use' } });
  });

  it('passes the API’s errors through with the headers a client needs', async () => {
    const { fetchImpl } = upstream();
    const response = await proxyLive(browserRequest({ [FAIL_HEADER]: '429' }), 'upstream', 'messages', { ANTHROPIC_API_KEY: SERVER_KEY, LIVE_UPSTREAM_BASE_URL: UPSTREAM }, { fetch: fetchImpl });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('anthropic-ratelimit-requests-remaining')).toBe('0');
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
  });

  it('never sends the emulator’s test headers to the real API', async () => {
    const { seen, fetchImpl } = upstream();
    await proxyLive(browserRequest({ [FAIL_HEADER]: '401' }), 'upstream', 'messages', { ANTHROPIC_API_KEY: SERVER_KEY }, { fetch: fetchImpl });
    expect(seen[0]?.url).toBe('https://api.anthropic.com/v1/messages');
    expect(seen[0]?.headers.has(FAIL_HEADER)).toBe(false);
  });

  it('without a key it says so in the API’s envelope, and sends nothing', async () => {
    const { seen, fetchImpl } = upstream();
    const response = await proxyLive(browserRequest({}), 'upstream', 'messages', {}, { fetch: fetchImpl });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toMatch(/no ANTHROPIC_API_KEY/);
    expect(seen).toHaveLength(0);
  });

  it('reaches the app’s own emulator in-process, with no key needed', async () => {
    const response = await proxyLive(browserRequest({ [FAIL_HEADER]: '403' }), 'emulator', 'messages', {});
    expect(response.status).toBe(403);
    expect(response.headers.get('x-tool-search-lab-emulator')).toMatch(/scripted-model/);
  });

  it('is no open proxy: unknown routes, methods and bodies are refused', async () => {
    const env = { ANTHROPIC_API_KEY: SERVER_KEY };
    expect((await proxyLive(browserRequest({}), 'https://evil.example', 'messages', env)).status).toBe(404);
    expect((await proxyLive(new Request('http://app.test/api/live/upstream/v1/messages', { method: 'GET' }), 'upstream', 'messages', env)).status).toBe(405);
    expect((await proxyLive(new Request('http://app.test/x', { method: 'POST', body: '[1]' }), 'upstream', 'messages', env)).status).toBe(400);
    expect((await proxyLive(new Request('http://app.test/x', { method: 'POST', body: 'not json' }), 'upstream', 'messages', env)).status).toBe(400);
  });

  it('tells the page whether it has a key, not what it is', () => {
    expect(serverInfo({ ANTHROPIC_API_KEY: SERVER_KEY })).toEqual({ serverKey: true, upstream: 'anthropic' });
    expect(serverInfo({ LIVE_UPSTREAM_BASE_URL: UPSTREAM })).toEqual({ serverKey: false, upstream: 'custom' });
    expect(JSON.stringify(serverInfo({ ANTHROPIC_API_KEY: SERVER_KEY, LIVE_UPSTREAM_BASE_URL: UPSTREAM }))).not.toContain(SERVER_KEY);
  });
});
