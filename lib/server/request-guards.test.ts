import { describe, expect, it } from 'vitest';
import { crossSiteReason, isJsonRequest, readBoundedText } from './request-guards';

/** A body produced on demand, recording how many bytes the reader pulled. */
function generated(total: number, chunk: number) {
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= total) return controller.close();
        produced += chunk;
        controller.enqueue(new Uint8Array(chunk).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, produced: () => produced };
}

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('http://app.test/v1/messages', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

describe('readBoundedText', () => {
  it('stops pulling a body once it passes the limit, and answers 413 in the API’s envelope', async () => {
    const body = generated(100 * 1024 * 1024, 64 * 1024);
    const read = await readBoundedText(post(body.stream), 1024 * 1024);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.response.status).toBe(413);
    expect(await read.response.json()).toMatchObject({ type: 'error', error: { type: 'request_too_large' }, request_id: expect.stringMatching(/^req_/) });
    // One chunk past the limit, then nothing more: the generator was far from drained.
    expect(body.produced()).toBe(1024 * 1024 + 64 * 1024);
  });

  it('refuses a declared content-length over the limit without pulling anything', async () => {
    const body = generated(10, 10);
    const read = await readBoundedText(post(body.stream, { 'content-length': '2000' }), 1000);
    expect(read.ok).toBe(false);
    expect(body.produced()).toBe(0);
  });

  it('reads a body within the limit whole, multi-byte characters included', async () => {
    const text = JSON.stringify({ q: 'météo → ✓' });
    expect(await readBoundedText(post(text), Buffer.byteLength(text))).toEqual({ ok: true, text, bytes: Buffer.byteLength(text) });
  });
});

describe('crossSiteReason', () => {
  const req = (headers: Record<string, string>) => new Request('http://localhost:3000/api/live/upstream/v1/messages', { method: 'POST', headers });

  it('lets same-origin pages and programs without browser headers through', () => {
    expect(crossSiteReason(req({ host: 'lab.example.org', origin: 'https://lab.example.org', 'sec-fetch-site': 'same-origin' }))).toBeUndefined();
    expect(crossSiteReason(req({ host: '127.0.0.1:3201', origin: 'http://127.0.0.1:3201' }))).toBeUndefined();
    expect(crossSiteReason(req({}))).toBeUndefined();
  });

  it('compares with the host the browser addressed behind a proxy', () => {
    expect(crossSiteReason(req({ host: '127.0.0.1:3000', 'x-forwarded-host': 'lab.example.org', origin: 'https://lab.example.org' }))).toBeUndefined();
  });

  it('refuses other sites, same-site subdomains and opaque origins', () => {
    expect(crossSiteReason(req({ host: 'lab.example.org', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).toMatch(/cross-site/);
    expect(crossSiteReason(req({ host: 'lab.example.org', 'sec-fetch-site': 'same-site' }))).toMatch(/same-site/);
    expect(crossSiteReason(req({ host: 'lab.example.org', origin: 'https://evil.example' }))).toMatch(/evil\.example/);
    expect(crossSiteReason(req({ host: 'lab.example.org', origin: 'null' }))).toMatch(/"null"/);
  });
});

describe('isJsonRequest', () => {
  it('accepts application/json with parameters, nothing a form could send', () => {
    const req = (type?: string) => new Request('http://app.test/', { method: 'POST', ...(type ? { headers: { 'content-type': type } } : {}) });
    expect(isJsonRequest(req('application/json'))).toBe(true);
    expect(isJsonRequest(req('Application/JSON; charset=utf-8'))).toBe(true);
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) expect(isJsonRequest(req(type)), String(type)).toBe(false);
  });
});
