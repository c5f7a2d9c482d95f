import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { handleMessages } from '@/lib/server/http-handler';
import { builtinMcpUrl } from '@/lib/protocol/mcp-urls';
import type { MessagesRequest } from './types';
import { derivedHttpRequest, MASKED_AUTHORIZATION, observingFetch, wireBody } from './wire';

const KEY = 'sk-ant-api03-THIS-MUST-NEVER-BE-STORED';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** The real SDK against the in-process emulator; every request it makes is kept as it left the SDK. */
function sdk(baseURL = 'http://emulator.test') {
  const sent: Sent[] = [];
  const raw: typeof fetch = async (input, init) => {
    sent.push({ url: String(input), method: init?.method ?? '', headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return handleMessages(new Request(input, init));
  };
  const observer = observingFetch(raw);
  const client = new Anthropic({ apiKey: KEY, baseURL, maxRetries: 0, fetch: observer.fetch });
  return { client, sent, observer };
}

const mcpRequest = {
  model: 'claude-sonnet-4-6',
  max_tokens: 1024,
  betas: ['mcp-client-2025-11-20'],
  messages: [{ role: 'user', content: 'What is the weather in San Francisco?' }],
  mcp_servers: [{ type: 'url', url: builtinMcpUrl('demo-weather'), name: 'weather' }],
  tools: [
    { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
    { type: 'mcp_toolset', mcp_server_name: 'weather', default_config: { defer_loading: true } },
  ],
} satisfies MessagesRequest;

const gaRequest = {
  model: 'claude-haiku-4-5',
  max_tokens: 512,
  messages: [{ role: 'user', content: 'Weather in Paris?' }],
  tools: [
    { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
    { name: 'get_weather', description: 'Weather for a city.', input_schema: { type: 'object', properties: { city: { type: 'string' } } }, defer_loading: true },
    { name: 'echo', description: 'Says it back.', input_schema: { type: 'object' } },
  ],
} satisfies MessagesRequest;

describe('the request on the wire', () => {
  it('derives exactly the method, path, shown headers and body the SDK sends on the beta endpoint', async () => {
    const { client, sent } = sdk();
    await client.beta.messages.create(mcpRequest);
    const [real] = sent;
    const derived = derivedHttpRequest(mcpRequest);
    expect(real?.method).toBe(derived.method);
    expect(new URL(real!.url).pathname).toBe(derived.path);
    for (const [name, value] of Object.entries(derived.headers)) {
      expect(real?.headers.get(name), name).toBe(name === 'authorization' ? `Bearer ${KEY}` : value);
    }
    // betas leave the body and travel as the header.
    expect(real?.body).toEqual(wireBody(mcpRequest));
    expect(real?.body).not.toHaveProperty('betas');
    expect(real?.headers.get('anthropic-beta')).toBe('mcp-client-2025-11-20');
    expect(JSON.stringify(real?.body)).toBe(JSON.stringify(wireBody(mcpRequest)));
  });

  it('derives the GA call too: no anthropic-beta header at all, and a streamed body ending in stream: true', async () => {
    const { client, sent } = sdk();
    await client.messages.stream(gaRequest).finalMessage();
    const [real] = sent;
    const derived = derivedHttpRequest(gaRequest);
    expect(derived.headers).not.toHaveProperty('anthropic-beta');
    expect(real?.headers.has('anthropic-beta')).toBe(false);
    for (const [name, value] of Object.entries(derived.headers)) {
      if (name !== 'authorization') expect(real?.headers.get(name), name).toBe(value);
    }
    expect(JSON.stringify(real?.body)).toBe(JSON.stringify(wireBody(gaRequest, true)));
  });

  it('observes what the SDK sent, with the key masked and a proxy prefix dropped from the path', async () => {
    const { client, observer } = sdk('http://localhost:3000/api/emulator');
    await client.beta.messages.create({ ...mcpRequest, stream: true }).then(async (stream) => {
      for await (const _ of stream) void _;
    });
    const observed = observer.take();
    expect(observed?.request).toEqual({ ...derivedHttpRequest(mcpRequest), stream: true });
    expect(observed?.response?.status).toBe(200);
    expect(observed?.response?.request_id).toMatch(/^req_/);
    expect(JSON.stringify(observed)).not.toContain(KEY);
    expect(observed?.request.headers.authorization).toBe(MASKED_AUTHORIZATION);
    expect(observer.take()).toBeUndefined();
  });

  it('masks a key sent as x-api-key as well', async () => {
    const observer = observingFetch(async () => new Response('{}', { status: 200 }));
    await observer.fetch('https://api.anthropic.com/v1/messages', { method: 'POST', headers: { 'x-api-key': KEY }, body: '{}' });
    const observed = observer.take();
    expect(observed?.request.headers.authorization).toBe(MASKED_AUTHORIZATION);
    expect(JSON.stringify(observed)).not.toContain(KEY);
  });

  it('records an error answer’s status and request id', async () => {
    const { client, observer } = sdk();
    await expect(client.messages.create({ ...gaRequest, max_tokens: 0 })).rejects.toThrow();
    const observed = observer.take();
    expect(observed?.response?.status).toBe(400);
    expect(observed?.response?.request_id).toMatch(/^req_/);
  });
});

describe('step 1 of every shipped scenario', () => {
  it('shows the body’s keys in the order the SDK sends them (the file as read, not the schema’s order)', async () => {
    const { LIBRARY } = await import('@/scenarios/library');
    const { parseScenario } = await import('./schema');
    const { stepsOf } = await import('@/lib/engine/steps-of');
    let checked = 0;
    for (const { id, data } of LIBRARY) {
      const parsed = parseScenario(data, `${id}.json`);
      if (!parsed.ok) throw new Error(parsed.error);
      const requests = stepsOf(parsed.scenario).filter((s) => s.kind === 'request');
      for (const step of requests) {
        // The request as the file holds it: what the recorder handed the SDK.
        const exchange = (data as { exchanges: Array<{ kind: string; request?: MessagesRequest }> }).exchanges[step.exchange];
        if (exchange?.kind !== 'messages' || !exchange.request) continue;
        const { client, sent } = sdk();
        await client.beta.messages.create(exchange.request).catch(() => undefined);
        const onWire = Object.keys(sent[0]!.body as object).filter((k) => k !== 'stream');
        expect(Object.keys(step.payload as object).filter((k) => k !== 'stream'), `${id}, exchange ${step.exchange}`).toEqual(onWire);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
