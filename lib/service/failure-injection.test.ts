import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { createEmulatorClient } from '@/lib/server/emulator-client';
import { FAIL_HEADER, PACE_HEADER } from '@/lib/protocol/lab-headers';
import { SIMULATED_RETRY_AFTER } from './failure-injection';
import { handleMessages } from '@/lib/server/http-handler';

const BODY = {
  model: 'claude-sonnet-4-6',
  max_tokens: 1024,
  messages: [{ role: 'user', content: 'What is the weather in San Francisco?' }],
  tools: [
    { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
    { name: 'get_weather', description: 'Get the current weather', input_schema: { type: 'object', properties: { location: { type: 'string' } } }, defer_loading: true },
  ],
};

function post(headers: Record<string, string>, body: object = BODY, signal?: AbortSignal): Promise<Response> {
  return handleMessages(
    new Request('http://emulator.test/v1/messages', { method: 'POST', headers, body: JSON.stringify(body), ...(signal ? { signal } : {}) }),
  );
}

describe('the emulator fails on request', () => {
  it.each([
    ['400', 400, 'invalid_request_error', /^tools\.0\.type: /],
    ['401', 401, 'authentication_error', /invalid x-api-key/],
    ['403', 403, 'permission_error', /permission/],
    ['404', 404, 'not_found_error', /^model: claude-sonnet-4-6/],
    ['429', 429, 'rate_limit_error', /rate limit/],
    ['529', 529, 'overloaded_error', /^Overloaded/],
  ] as const)('%s: the API’s status and envelope, marked as simulated', async (fail, status, type, message) => {
    const response = await post({ [FAIL_HEADER]: fail });
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body).toMatchObject({ type: 'error', error: { type }, request_id: response.headers.get('request-id') });
    expect(body.error.message).toMatch(message);
    expect(body.error.message).toMatch(/simulated by the Tool Search Lab emulator/);
    expect(response.headers.get('x-tool-search-lab-emulator')).toMatch(/scripted-model/);
  });

  it('429 says how long to wait, as the API does', async () => {
    const response = await post({ [FAIL_HEADER]: '429' });
    expect(response.headers.get('retry-after')).toBe(String(SIMULATED_RETRY_AFTER));
  });

  it('fails before validating, as a real 401 would: even a broken request gets the 401', async () => {
    const response = await post({ [FAIL_HEADER]: '401' }, { model: 'x' });
    expect(response.status).toBe(401);
  });

  it('timeout: says nothing until the client gives up', async () => {
    const controller = new AbortController();
    let settled = false;
    const pending = post({ [FAIL_HEADER]: 'timeout' }, BODY, controller.signal).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(settled).toBe(false);
    controller.abort();
    expect((await pending).status).toBe(504);
  });

  it('cut: the stream delivers its first half, then breaks instead of ending', async () => {
    const response = await post({ [FAIL_HEADER]: 'cut' }, { ...BODY, stream: true });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const read = async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value);
      }
    };
    await expect(read()).rejects.toThrow(/cut half-way/);
    expect(text).toContain('event: message_start');
    expect(text).not.toContain('event: message_stop');
  });

  it('cut without streaming: half a JSON body', async () => {
    const response = await post({ [FAIL_HEADER]: 'cut' });
    await expect(response.text()).rejects.toThrow(/cut half-way/);
  });

  it('the SDK sees each failure as the matching error class', async () => {
    const client = createEmulatorClient();
    const call = (fail: string) => client.messages.create(BODY as Parameters<typeof client.messages.create>[0], { headers: { [FAIL_HEADER]: fail } });
    await expect(call('401')).rejects.toBeInstanceOf(Anthropic.AuthenticationError);
    await expect(call('403')).rejects.toBeInstanceOf(Anthropic.PermissionDeniedError);
    await expect(call('404')).rejects.toBeInstanceOf(Anthropic.NotFoundError);
    await expect(call('429')).rejects.toBeInstanceOf(Anthropic.RateLimitError);
    await expect(call('529')).rejects.toBeInstanceOf(Anthropic.InternalServerError);
  });

  it('pacing spreads the same bytes over time; no header leaves the response as it was', async () => {
    const plain = await (await post({}, { ...BODY, stream: true })).text();
    const started = Date.now();
    const paced = await (await post({ [PACE_HEADER]: '5' }, { ...BODY, stream: true })).text();
    const events = plain.split('\n\n').filter(Boolean).length;
    expect(Date.now() - started).toBeGreaterThanOrEqual((events - 1) * 4);
    // Ids and request counters differ between two calls; the event sequence does not.
    const strip = (s: string) => s.replace(/(msg|toolu|srvtoolu)_emu_\w+/g, 'ID');
    expect(strip(paced)).toBe(strip(plain));
  });

  it('ignores values it does not know', async () => {
    const response = await post({ [FAIL_HEADER]: 'teapot' });
    expect(response.status).toBe(200);
  });
});
