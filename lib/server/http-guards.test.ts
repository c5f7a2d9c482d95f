import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyLive } from './server-proxy';
import { MAX_JSON_DEPTH } from '@/lib/scenario/json-depth';
import { handleCountTokens, handleMessages } from './http-handler';
import { serveOnLoopback, type LoopbackServer } from '@/test-support/loopback-server';
import { MAX_BODY_BYTES } from './request-guards';

/**
 * The limits every Messages route of the app applies before it does any work,
 * over real HTTP on 127.0.0.1: the emulator's routes and live mode's server
 * route (pointed at the emulator, so no key and no network).
 */

interface Sent {
  status: number;
  body: string;
  /** Bytes the client managed to hand to the socket before the answer came. */
  sent: number;
}

/**
 * A chunked POST (no content-length) of `total` bytes of JSON whitespace,
 * written as fast as the server takes it; writing stops once the answer
 * arrives, so `sent` shows how much the server read.
 */
function postChunked(url: string, total: number, headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const piece = Buffer.alloc(64 * 1024, 0x20);
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } });
    let sent = 0;
    let answered = false;
    const pump = () => {
      while (!answered && sent < total) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sent });
        req.destroy();
      });
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    pump();
  });
}

const MCP_BODY = { model: 'claude-sonnet-4-6', max_tokens: 64, messages: [{ role: 'user', content: 'hi' }] };

describe('request limits over real HTTP', () => {
  let emulator: LoopbackServer;
  let live: LoopbackServer;

  beforeAll(async () => {
    // As the app's routes call them: with the server's environment (no ALLOWED_HOSTS: loopback only).
    emulator = await serveOnLoopback((request) => (new URL(request.url).pathname.endsWith('/count_tokens') ? handleCountTokens(request, { env: {} }) : handleMessages(request, { env: {} })));
    live = await serveOnLoopback((request) => proxyLive(request, 'emulator', new URL(request.url).pathname.endsWith('/count_tokens') ? 'count_tokens' : 'messages', {}));
  });
  afterAll(async () => {
    await emulator.close();
    await live.close();
  });

  const TOTAL = 8 * MAX_BODY_BYTES;

  for (const [name, path] of [
    ['the emulator', '/v1/messages'],
    ['the emulator’s count_tokens', '/v1/messages/count_tokens'],
  ] as const) {
    it(`${name} answers 413 to a chunked body over the limit and stops reading it`, async () => {
      const result = await postChunked(`${emulator.url}${path}`, TOTAL);
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toMatchObject({ type: 'error', error: { type: 'request_too_large' } });
      expect(result.sent).toBeLessThan(2 * MAX_BODY_BYTES);
    });
  }

  it('live mode’s server route answers 413 to a chunked body over the limit and stops reading it', async () => {
    const result = await postChunked(`${live.url}/v1/messages`, TOTAL);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ type: 'error', error: { type: 'request_too_large' }, request_id: expect.stringMatching(/^req_/) });
    expect(result.sent).toBeLessThan(2 * MAX_BODY_BYTES);
  });

  it('refuses a declared content-length over the limit before reading a byte', async () => {
    for (const base of [emulator.url, live.url]) {
      const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${base}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) } });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        });
        req.on('error', reject);
        // Headers only: the promised body never comes, so only a check of the header can answer.
        req.flushHeaders();
      });
      expect(response.status, base).toBe(413);
      expect(JSON.parse(response.body).error.type).toBe('request_too_large');
    }
  });

  it('still accepts a body just under the limit', async () => {
    const padded = JSON.stringify(MCP_BODY).replace(/}$/, `${' '.repeat(MAX_BODY_BYTES - JSON.stringify(MCP_BODY).length)}}`);
    expect(Buffer.byteLength(padded)).toBe(MAX_BODY_BYTES);
    const response = await fetch(`${emulator.url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: padded });
    expect(response.status).toBe(200);
  });

  it('answers a body nested deeper than the limit with a 400 that says so, on every route', async () => {
    // Built as text: JSON.stringify itself recurses and would overflow on the test's side.
    const history = JSON.stringify({ ...MCP_BODY, messages: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 't', input: { v: 'DEEP' } }] }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'ok' }] }] });
    const deep = (n: number) => history.replace('"DEEP"', '['.repeat(n) + ']'.repeat(n));
    for (const url of [`${emulator.url}/v1/messages`, `${emulator.url}/v1/messages/count_tokens`, `${live.url}/v1/messages`]) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep(10_000) });
      expect(response.status, url).toBe(400);
      const body = await response.json();
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    }
  });

  it('answers other methods in the API’s envelope, and OPTIONS with no CORS grant', async () => {
    for (const base of [emulator.url, live.url]) {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const response = await fetch(`${base}/v1/messages`, { method });
        expect(response.status, `${method} ${base}`).toBe(405);
        expect(response.headers.get('allow')).toBe('POST, OPTIONS');
        expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
      }
      const options = await fetch(`${base}/v1/messages`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expect(options.status).toBe(204);
      expect(options.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses a page of another site on the emulator, and still serves programs that send no Origin', async () => {
    const cross = await fetch(`${emulator.url}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(MCP_BODY),
    });
    expect(cross.status).toBe(403);
    expect((await cross.json()).error.type).toBe('permission_error');
    const program = await fetch(`${emulator.url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MCP_BODY) });
    expect(program.status).toBe(200);
  });

  it('answers only the hosts it serves: a DNS-rebinding name gets a 403 on every route, loopback is served', async () => {
    const post = (url: string, host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(url, { method: 'POST', headers: { host, origin: `http://${host}`, 'content-type': 'application/json' } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        // count_tokens takes no max_tokens (and refuses it).
        const { max_tokens: _max, ...count } = MCP_BODY;
        req.end(JSON.stringify(url.endsWith('/count_tokens') ? count : MCP_BODY));
      });
    for (const url of [`${emulator.url}/v1/messages`, `${emulator.url}/v1/messages/count_tokens`, `${live.url}/v1/messages`, `${live.url}/v1/messages/count_tokens`]) {
      const rebound = await post(url, 'attacker.example');
      expect(rebound.status, url).toBe(403);
      expect(JSON.parse(rebound.body).error.message).toContain('"attacker.example"');
      expect((await post(url, new URL(url).host)).status, url).toBe(200);
      expect((await post(url, `localhost:${new URL(url).port}`)).status, url).toBe(200);
    }
  });
});
