import { afterEach, describe, expect, it } from 'vitest';
import { serveOnLoopback, type LoopbackServer } from '@/test-support/loopback-server';
import { manyTools, serveYourMcpServer } from '@/test-support/your-mcp-server';
import { ConnectError } from './failure';
import { asConnectError, checkServerUrl, listServerTools } from './list-tools';

const open: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function yours(options: Parameters<typeof serveYourMcpServer>[0]) {
  const server = await serveYourMcpServer(options);
  open.push(server);
  return server;
}

async function answering(handler: (request: Request) => Response | Promise<Response>) {
  const server = await serveOnLoopback(async (request) => handler(request));
  open.push(server);
  return `${server.url}/mcp`;
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (e) {
    return e instanceof ConnectError ? { kind: e.kind, detail: e.detail } : { kind: 'not a ConnectError', detail: String(e) };
  }
  return { kind: 'no failure', detail: '' };
};

describe('listing an MCP server’s tools through the MCP SDK’s client', () => {
  it('follows every page of tools/list and keeps the server’s name, version, instructions and Anthropic’s _meta', async () => {
    const tools = manyTools(7);
    tools[0] = { ...tools[0]!, _meta: { 'anthropic/alwaysLoad': true, 'other/key': 'dropped' }, annotations: { readOnlyHint: true } };
    const server = await yours({ name: 'inventory', version: '2.1.0', instructions: 'Use search first.', tools, pageSize: 3 });
    const listing = await listServerTools(server.mcpUrl, { fetch });
    expect(listing.server).toEqual({ name: 'inventory', version: '2.1.0' });
    expect(listing.instructions).toBe('Use search first.');
    expect(listing.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name));
    expect(listing.tools[0]).toEqual({ ...tools[0], _meta: { 'anthropic/alwaysLoad': true } });
  });

  it('sends the token as a bearer header, and says 401 without it', async () => {
    const seen: Headers[] = [];
    const server = await yours({ tools: manyTools(1), token: 'tok-123', seen });
    expect(await failure(listServerTools(server.mcpUrl, { fetch }))).toEqual({ kind: 'unauthorized', detail: 'HTTP 401' });
    const listing = await listServerTools(server.mcpUrl, { fetch, token: 'tok-123' });
    expect(listing.tools).toHaveLength(1);
    expect(seen.at(-1)?.get('authorization')).toBe('Bearer tok-123');
    expect(seen.every((h) => !h.has('cookie'))).toBe(true);
  });

  it('403, a server error, a web page, a 404, and JSON that is not JSON-RPC', async () => {
    expect(await failure(listServerTools(await answering(() => new Response('no', { status: 403 })), { fetch }))).toEqual({ kind: 'forbidden', detail: 'HTTP 403' });
    expect(await failure(listServerTools(await answering(() => new Response('boom', { status: 502 })), { fetch }))).toEqual({ kind: 'server-error', detail: 'HTTP 502' });
    const html = await answering(() => new Response('<html>hello</html>', { headers: { 'content-type': 'text/html' } }));
    expect((await failure(listServerTools(html, { fetch }))).kind).toBe('not-mcp');
    expect(await failure(listServerTools(await answering(() => new Response('nope', { status: 404 })), { fetch }))).toEqual({ kind: 'not-mcp', detail: 'HTTP 404' });
    const json = await answering(() => Response.json({ hello: 'world' }));
    expect((await failure(listServerTools(json, { fetch }))).kind).toBe('not-mcp');
  });

  it('a JSON-RPC error from the server', async () => {
    const url = await answering(async (request) => {
      const body = (await request.json()) as { id: number };
      return Response.json({ jsonrpc: '2.0', id: body.id, error: { code: -32603, message: 'internal' } });
    });
    expect(await failure(listServerTools(url, { fetch }))).toEqual({ kind: 'server-error', detail: 'JSON-RPC error -32603' });
  });

  it('a server that never answers: a timeout', async () => {
    const url = await answering(() => new Promise<Response>(() => {}));
    expect((await failure(listServerTools(url, { fetch, timeoutMs: 300 }))).kind).toBe('timeout');
  });

  it('answers larger than the byte limit, declared or streamed', async () => {
    const server = await yours({ tools: manyTools(200) });
    expect(await failure(listServerTools(server.mcpUrl, { fetch, maxBytes: 4_000 }))).toEqual({ kind: 'too-large', detail: "the server's answers pass 4000 bytes" });
    const streamed = await answering(
      () =>
        new Response(
          new ReadableStream({
            start(c) {
              for (let i = 0; i < 50; i++) c.enqueue(new TextEncoder().encode('x'.repeat(1000)));
              c.close();
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    expect((await failure(listServerTools(streamed, { fetch, maxBytes: 10_000 }))).kind).toBe('too-large');
  });

  it('more tools than one request may defer', async () => {
    const server = await yours({ tools: manyTools(30), pageSize: 10 });
    expect(await failure(listServerTools(server.mcpUrl, { fetch, maxTools: 25 }))).toEqual({ kind: 'too-many-tools', detail: 'more than 25 tools' });
  });

  it('nothing listening: unreachable; not a URL, another scheme or credentials in the URL: bad-url', async () => {
    const dead = await serveOnLoopback(async () => new Response());
    await dead.close();
    expect((await failure(listServerTools(`${dead.url}/mcp`, { fetch }))).kind).toBe('unreachable');
    expect(() => checkServerUrl('not a url')).toThrow(ConnectError);
    expect(await failure(listServerTools('ftp://example.com/mcp', { fetch }))).toEqual({ kind: 'bad-url', detail: 'ftp: is not http or https' });
    expect(await failure(listServerTools('https://me:secret@example.com/mcp', { fetch }))).toEqual({ kind: 'bad-url', detail: 'the URL carries a user name or password' });
  });

  it('the errors fetch throws, by their code: TLS, DNS, and a browser’s TypeError', () => {
    const fetchFailed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } });
    expect(asConnectError(fetchFailed('DEPTH_ZERO_SELF_SIGNED_CERT')).kind).toBe('tls');
    expect(asConnectError(fetchFailed('ERR_TLS_CERT_ALTNAME_INVALID')).kind).toBe('tls');
    expect(asConnectError(fetchFailed('ENOTFOUND')).kind).toBe('dns');
    expect(asConnectError(new TypeError('Failed to fetch')).kind).toBe('blocked');
  });
});
