import { describe, expect, it } from 'vitest';
import { handleMessages } from './http-handler';
import { FAIL_HEADER } from '@/lib/protocol/lab-headers';
import { RateLimiter } from './rate-limit';
import { REDACTED } from '@/lib/live/scrub';
import { proxyLive, serverInfo } from './server-proxy';
import { createClient, streamMessage } from '@/lib/live/sdk-transport';
import { parseMessageStream } from '@/lib/sse/parse-sse';
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

const unlimited = () => new RateLimiter({ perMinute: 0, globalPerMinute: 0 });

function browserRequest(headers: Record<string, string>, body: object = { ...BODY, stream: true }) {
  return new Request('http://127.0.0.1:3000/api/live/upstream/v1/messages', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
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
      baseURL: 'http://127.0.0.1:3000/api/live/upstream',
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
    expect((await proxyLive(new Request('http://127.0.0.1:3000/api/live/upstream/v1/messages', { method: 'GET' }), 'upstream', 'messages', env)).status).toBe(405);
    const json = { 'content-type': 'application/json' };
    expect((await proxyLive(new Request('http://127.0.0.1:3000/x', { method: 'POST', headers: json, body: '[1]' }), 'upstream', 'messages', env, { limiter: unlimited() })).status).toBe(400);
    expect((await proxyLive(new Request('http://127.0.0.1:3000/x', { method: 'POST', headers: json, body: 'not json' }), 'upstream', 'messages', env, { limiter: unlimited() })).status).toBe(400);
  });

  it('tells the page whether it has a key, not what it is', () => {
    expect(serverInfo({ ANTHROPIC_API_KEY: SERVER_KEY })).toEqual({ serverKey: true, upstream: 'anthropic' });
    expect(serverInfo({ LIVE_UPSTREAM_BASE_URL: UPSTREAM })).toEqual({ serverKey: false, upstream: 'custom' });
    expect(JSON.stringify(serverInfo({ ANTHROPIC_API_KEY: SERVER_KEY, LIVE_UPSTREAM_BASE_URL: UPSTREAM }))).not.toContain(SERVER_KEY);
    expect(serverInfo({ ANTHROPIC_API_KEY: SERVER_KEY, LIVE_SERVER_ROUTE: 'off' }).serverKey).toBe(false);
  });
});

describe('the live server route and other websites', () => {
  // Behind a proxy that passes the public name on: lab.example.org is the operator's.
  const env = { ANTHROPIC_API_KEY: SERVER_KEY, LIVE_UPSTREAM_BASE_URL: UPSTREAM, ALLOWED_HOSTS: 'lab.example.org', TRUST_PROXY: '1' };
  const at = (headers: Record<string, string>, body = JSON.stringify(BODY)) =>
    new Request('http://localhost:3000/api/live/upstream/v1/messages', { method: 'POST', headers: { host: 'lab.example.org', ...headers }, body });

  it('refuses the no-cors text/plain POST a page on another origin can send, and sends nothing upstream', async () => {
    const { seen, fetchImpl } = upstream();
    const response = await proxyLive(at({ 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), 'upstream', 'messages', env, { fetch: fetchImpl, limiter: unlimited() });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'permission_error', message: expect.stringMatching(/only pages of this app/) }, request_id: expect.stringMatching(/^req_/) });
    expect(seen).toHaveLength(0);
  });

  it('refuses another origin even with a JSON content type, and a same-origin request without one', async () => {
    const { seen, fetchImpl } = upstream();
    const cases: Record<string, string>[] = [
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      { 'content-type': 'text/plain', origin: 'https://lab.example.org', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of cases) {
      for (const endpoint of ['messages', 'count_tokens'] as const) {
        const response = await proxyLive(at(headers), 'upstream', endpoint, env, { fetch: fetchImpl, limiter: unlimited() });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect((await response.json()).error.type).toBe('permission_error');
      }
    }
    expect(seen).toHaveLength(0);
  });

  it('refuses a DNS-rebinding page (its Origin matches its Host, the Host is not this app’s) on both endpoints, and sends nothing', async () => {
    const { seen, fetchImpl } = upstream();
    const rebound = { host: 'attacker.example:3000', origin: 'http://attacker.example:3000', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
    for (const endpoint of ['messages', 'count_tokens'] as const) {
      const response = await proxyLive(at(rebound), 'upstream', endpoint, env, { fetch: fetchImpl, limiter: unlimited() });
      expect(response.status).toBe(403);
      expect((await response.json()).error.message).toMatch(/host "attacker\.example:3000".*ALLOWED_HOSTS/);
    }
    expect(seen).toHaveLength(0);
  });

  it('serves the app’s own page: same origin, JSON', async () => {
    const { seen, fetchImpl } = upstream();
    const response = await proxyLive(at({ 'content-type': 'application/json', origin: 'https://lab.example.org', 'sec-fetch-site': 'same-origin' }), 'upstream', 'messages', env, { fetch: fetchImpl, limiter: unlimited() });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('limits each client, answering 429 with retry-after in the API’s envelope, before anything goes upstream', async () => {
    const { seen, fetchImpl } = upstream();
    const limiter = new RateLimiter({ perMinute: 2, globalPerMinute: 0 }, () => 0);
    const from = (ip: string) => browserRequest({ 'x-forwarded-for': ip }, BODY);
    expect((await proxyLive(from('10.0.0.1'), 'upstream', 'messages', env, { fetch: fetchImpl, limiter })).status).toBe(200);
    expect((await proxyLive(from('10.0.0.1'), 'upstream', 'messages', env, { fetch: fetchImpl, limiter })).status).toBe(200);
    const refused = await proxyLive(from('10.0.0.1'), 'upstream', 'messages', env, { fetch: fetchImpl, limiter });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toMatchObject({ type: 'error', error: { type: 'rate_limit_error', message: expect.stringMatching(/retry after 30 s/) } });
    expect(seen).toHaveLength(2);
    expect((await proxyLive(from('10.0.0.2'), 'upstream', 'messages', env, { fetch: fetchImpl, limiter })).status).toBe(200);
    // The emulator spends no key: it is not counted.
    expect((await proxyLive(from('10.0.0.1'), 'emulator', 'messages', {}, { limiter })).status).toBe(200);
  });

  it('rate-limits by default, from the environment', async () => {
    const { fetchImpl } = upstream();
    const limited = { ...env, LIVE_RATE_LIMIT_PER_MINUTE: '1' };
    const from = () => browserRequest({ 'x-forwarded-for': '10.9.9.9' }, BODY);
    expect((await proxyLive(from(), 'upstream', 'messages', limited, { fetch: fetchImpl })).status).toBe(200);
    expect((await proxyLive(from(), 'upstream', 'messages', limited, { fetch: fetchImpl })).status).toBe(429);
  });

  it('without TRUST_PROXY, a fresh forged X-Forwarded-For per request opens no fresh bucket', async () => {
    const { seen, fetchImpl } = upstream();
    const direct = { ANTHROPIC_API_KEY: SERVER_KEY, LIVE_UPSTREAM_BASE_URL: UPSTREAM };
    const limiter = new RateLimiter({ perMinute: 30, globalPerMinute: 0 }, () => 0);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await proxyLive(browserRequest({ 'x-forwarded-for': `198.51.100.${i}` }, BODY), 'upstream', 'messages', direct, { fetch: fetchImpl, limiter })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect(seen).toHaveLength(30);
  });

  it('can be turned off with LIVE_SERVER_ROUTE=off, leaving the emulator target', async () => {
    const { seen, fetchImpl } = upstream();
    const off = { ...env, LIVE_SERVER_ROUTE: 'off' };
    const response = await proxyLive(browserRequest({}), 'upstream', 'messages', off, { fetch: fetchImpl, limiter: unlimited() });
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toMatch(/LIVE_SERVER_ROUTE=off/);
    expect(seen).toHaveLength(0);
    expect((await proxyLive(browserRequest({}, BODY), 'emulator', 'messages', off)).status).toBe(200);
  });
});

describe('what comes back from upstream', () => {
  /** An upstream that echoes the key it was sent, in its headers and its body, split across chunks. */
  function echoingUpstream(contentType: string, pieces: (key: string) => string[]) {
    return (async (input: string | URL | Request, init?: RequestInit) => {
      const sent = new Request(input, init).headers;
      const key = sent.get('x-api-key') ?? sent.get('authorization')?.replace(/^Bearer /, '') ?? '';
      expect(key).toBe(SERVER_KEY);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const p of pieces(key)) controller.enqueue(encoder.encode(p));
          controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': contentType, 'request-id': `req_${key}`, 'anthropic-ratelimit-requests-limit': `50 ${key}` } });
    }) as typeof fetch;
  }
  const env = { ANTHROPIC_API_KEY: SERVER_KEY, LIVE_UPSTREAM_BASE_URL: UPSTREAM };

  it('scrubs the key from a streamed SSE body even when it is split across chunks, and from the headers', async () => {
    const fetchImpl = echoingUpstream('text/event-stream', (key) => [`event: ping\ndata: {"echo":"${key.slice(0, 10)}`, `${key.slice(10, 25)}`, `${key.slice(25)}"}\n\n`]);
    const response = await proxyLive(browserRequest({}), 'upstream', 'messages', env, { fetch: fetchImpl, limiter: unlimited() });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(`event: ping\ndata: {"echo":"${REDACTED}"}\n\n`);
    for (const [name, value] of response.headers) expect(value, name).not.toContain(SERVER_KEY);
    expect(response.headers.get('request-id')).toBe(`req_${REDACTED}`);
  });

  it('scrubs the key from a 200 JSON body', async () => {
    const fetchImpl = echoingUpstream('application/json', (key) => [`{"content":[{"type":"text","text":"${key.slice(0, 30)}`, `${key.slice(30)}"}]}`]);
    const response = await proxyLive(browserRequest({}, BODY), 'upstream', 'messages', env, { fetch: fetchImpl, limiter: unlimited() });
    expect(await response.text()).toBe(`{"content":[{"type":"text","text":"${REDACTED}"}]}`);
  });

  it('scrubs a key the upstream sends JSON-escaped, or in pieces across text deltas, so the client never joins it back', async () => {
    const escaped = (key: string) => key.replace('-', '\\u002d');
    const json = await proxyLive(browserRequest({}, BODY), 'upstream', 'messages', env, {
      fetch: echoingUpstream('application/json', (key) => [`{"content":[{"type":"text","text":"${escaped(key)}"}]}`]),
      limiter: unlimited(),
    });
    expect(JSON.parse(await json.text())).toEqual({ content: [{ type: 'text', text: REDACTED }] });

    const delta = (text: string) => `event: content_block_delta\ndata: ${JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } })}\n\n`;
    const sse = await proxyLive(browserRequest({}), 'upstream', 'messages', env, {
      fetch: echoingUpstream('text/event-stream', (key) => [delta(`key: ${key.slice(0, 9)}`), delta(key.slice(9, 20)), delta(`${key.slice(20)} end`), 'event: content_block_stop\ndata: {"type":"content_block_stop","index":0}\n\n']),
      limiter: unlimited(),
    });
    const said = parseMessageStream(await sse.text())
      .map((e) => (e.type === 'content_block_delta' && e.delta.type === 'text_delta' ? e.delta.text : ''))
      .join('');
    expect(said).toBe(`key: ${REDACTED} end`);
  });

  it('ends the answer where the upstream broke off, with one line in the log and no stack', async () => {
    const lines: string[] = [];
    const broken = (async () => {
      const encoder = new TextEncoder();
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent) return controller.error(new TypeError('terminated', { cause: new Error('other side closed') }));
          sent = true;
          controller.enqueue(encoder.encode('event: message_start\ndata: {"type":"message_start"}\n\n'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }) as typeof fetch;
    const response = await proxyLive(browserRequest({}), 'upstream', 'messages', env, { fetch: broken, limiter: unlimited(), log: (line) => lines.push(line) });
    // The browser reads what arrived, then an end before message_stop: its own check calls that a cut.
    expect(await response.text()).toBe('event: message_start\ndata: {"type":"message_start"}\n\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^live server route: the upstream's answer broke off after 53 bytes \(TypeError: terminated\)/);
    expect(lines[0]).not.toMatch(/\n|\bat /);
  });
});
