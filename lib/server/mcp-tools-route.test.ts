import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveOnLoopback, type LoopbackServer } from '@/test-support/loopback-server';
import { manyTools, serveYourMcpServer } from '@/test-support/your-mcp-server';
import { addressRefusal } from './address-policy';
import type { Resolver } from './guarded-fetch';
import { listToolsRoute, type McpRouteOptions } from './mcp-tools-route';
import { RateLimiter } from './rate-limit';

const open: LoopbackServer[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** The tests' app answers as app.test, a name its operator listed (ALLOWED_HOSTS). */
const ALLOW = { MCP_CONNECT_ALLOW_PRIVATE: '1', ALLOWED_HOSTS: 'app.test' };
const DEFAULT = { ALLOWED_HOSTS: 'app.test' };
/** A fresh limiter per call, so these tests never meet the per-process one. */
const fresh = (): McpRouteOptions => ({ limiter: new RateLimiter({ perMinute: 100, globalPerMinute: 1000 }) });
/** 127.0.0.2 plays a public server: the one address the policy lets through in these tests. */
const publicAt2: McpRouteOptions['refusal'] = (address, allowPrivate) => (address === '127.0.0.2' ? undefined : addressRefusal(address, allowPrivate));

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://app.test/api/mcp/tools', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'app.test', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function yours(options: Parameters<typeof serveYourMcpServer>[0]) {
  const server = await serveYourMcpServer(options);
  open.push(server);
  return server;
}

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as { tools?: Array<{ name: string; description?: string }>; error?: { kind: string; message: string }; server?: unknown } };
}

describe('POST /api/mcp/tools: a user’s MCP server listed by the app’s server', () => {
  it('with MCP_CONNECT_ALLOW_PRIVATE=1, lists a loopback server: its name, instructions and every page of tools', async () => {
    const server = await yours({ name: 'shop', version: '3.0.0', instructions: 'Search products first.', tools: manyTools(25), pageSize: 10 });
    const r = await answer(await listToolsRoute(post({ url: server.mcpUrl }), ALLOW, fresh()));
    expect(r.status).toBe(200);
    expect(r.json.server).toEqual({ name: 'shop', version: '3.0.0' });
    expect(r.json).toMatchObject({ instructions: 'Search products first.' });
    expect(r.json.tools).toHaveLength(25);
  });

  it('refuses loopback, private, link-local, CGNAT and metadata addresses by default, before connecting', async () => {
    const seen: Headers[] = [];
    const server = await yours({ tools: manyTools(1), seen });
    for (const url of [server.mcpUrl, 'http://[::1]:9/mcp', 'http://10.0.0.5/mcp', 'http://192.168.1.10/mcp', 'http://169.254.10.1/mcp', 'http://100.64.0.9/mcp']) {
      const r = await answer(await listToolsRoute(post({ url }), DEFAULT, fresh()));
      expect(r.status, url).toBe(403);
      expect(r.json.error?.kind, url).toBe('refused-address');
    }
    expect(seen).toHaveLength(0);
    const metadata = await answer(await listToolsRoute(post({ url: 'http://169.254.169.254/latest/meta-data/' }), ALLOW, fresh()));
    expect(metadata.json.error).toEqual({ kind: 'refused-address', message: '169.254.169.254 is metadata', type: 'mcp_connect_error' });
  });

  it('refuses a DNS name that resolves to loopback (the resolver is the test’s), and connects to the address it checked', async () => {
    const server = await yours({ tools: manyTools(2) });
    const port = new URL(server.url).port;
    const resolve: Resolver = async (host) => (host === 'mcp.example.test' ? [{ address: '127.0.0.1', family: 4 }] : []);
    const refused = await answer(await listToolsRoute(post({ url: `http://mcp.example.test:${port}/mcp` }), DEFAULT, { ...fresh(), resolve }));
    expect(refused.json.error).toMatchObject({ kind: 'refused-address', message: 'mcp.example.test resolves to 127.0.0.1, which is loopback' });
    // No system resolver knows this name: a listing proves the socket went to the address the check saw.
    const listed = await answer(await listToolsRoute(post({ url: `http://mcp.example.test:${port}/mcp` }), ALLOW, { ...fresh(), resolve }));
    expect(listed.json.tools?.map((t) => t.name)).toEqual(['tool_0', 'tool_1']);
  });

  it('refuses a name with one public and one private record, and one that does not resolve', async () => {
    const resolve: Resolver = async (host) => (host === 'mixed.test' ? [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.1', family: 4 }] : []);
    expect((await answer(await listToolsRoute(post({ url: 'https://mixed.test/mcp' }), DEFAULT, { ...fresh(), resolve }))).json.error?.kind).toBe('refused-address');
    expect((await answer(await listToolsRoute(post({ url: 'https://nowhere.test/mcp' }), DEFAULT, { ...fresh(), resolve }))).json.error?.kind).toBe('dns');
  });

  it('checks every redirect: a public server redirecting to loopback is refused', async () => {
    const inner = await yours({ tools: manyTools(1) });
    const outer = await serveOnLoopback(async () => new Response(null, { status: 307, headers: { location: inner.mcpUrl } }), { host: '127.0.0.2' });
    open.push(outer);
    const r = await answer(await listToolsRoute(post({ url: `${outer.url}/mcp` }), DEFAULT, { ...fresh(), refusal: publicAt2 }));
    expect(r.status).toBe(403);
    expect(r.json.error).toMatchObject({ kind: 'refused-address', message: '127.0.0.1 is loopback' });
  });

  it('follows a redirect it may follow, without the token when the origin changes', async () => {
    const seen: Headers[] = [];
    const inner = await yours({ tools: manyTools(3), seen, host: '127.0.0.2' });
    const outer = await serveOnLoopback(async () => new Response(null, { status: 308, headers: { location: inner.mcpUrl } }), { host: '127.0.0.2' });
    open.push(outer);
    const r = await answer(await listToolsRoute(post({ url: `${outer.url}/mcp`, token: 'secret-token-1234' }), DEFAULT, { ...fresh(), refusal: publicAt2 }));
    expect(r.json.tools).toHaveLength(3);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((h) => !h.has('authorization'))).toBe(true);
  });

  it('a huge listing: more bytes than the cap, or more tools than one request may defer', async () => {
    const server = await yours({ tools: manyTools(300), pageSize: 100 });
    const bytes = await answer(await listToolsRoute(post({ url: server.mcpUrl }), ALLOW, { ...fresh(), maxBytes: 20_000 }));
    expect(bytes.status).toBe(502);
    expect(bytes.json.error?.kind).toBe('too-large');
    const tools = await answer(await listToolsRoute(post({ url: server.mcpUrl }), ALLOW, { ...fresh(), maxTools: 250 }));
    expect(tools.json.error).toMatchObject({ kind: 'too-many-tools', message: 'more than 250 tools' });
  });

  it('times out a server that never answers', async () => {
    const silent = await serveOnLoopback(() => new Promise<Response>(() => {}));
    open.push(silent);
    const r = await answer(await listToolsRoute(post({ url: `${silent.url}/mcp` }), ALLOW, { ...fresh(), timeoutMs: 300 }));
    expect(r.status).toBe(504);
    expect(r.json.error?.kind).toBe('timeout');
  });

  it('says 401 and 403 for what they are, and that a web page is not MCP', async () => {
    const locked = await yours({ tools: manyTools(1), token: 'right-token-5678' });
    expect((await answer(await listToolsRoute(post({ url: locked.mcpUrl, token: 'wrong-token-0000' }), ALLOW, fresh()))).json.error?.kind).toBe('unauthorized');
    const forbidden = await serveOnLoopback(async () => new Response('no', { status: 403 }));
    const page = await serveOnLoopback(async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }));
    open.push(forbidden, page);
    expect((await answer(await listToolsRoute(post({ url: forbidden.url }), ALLOW, fresh()))).json.error?.kind).toBe('forbidden');
    expect((await answer(await listToolsRoute(post({ url: page.url }), ALLOW, fresh()))).json.error?.kind).toBe('not-mcp');
  });

  it.skipIf(!existsSync('/usr/bin/openssl'))('a certificate the server cannot trust: TLS', async () => {
    const pem = execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', '-', '-out', '-', '-subj', '/CN=localhost', '-days', '1'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    const key = pem.slice(pem.indexOf('-----BEGIN PRIVATE KEY-----'), pem.indexOf('-----END PRIVATE KEY-----') + 25);
    const cert = pem.slice(pem.indexOf('-----BEGIN CERTIFICATE-----'), pem.indexOf('-----END CERTIFICATE-----') + 25);
    const tls = createServer({ key, cert }, (_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    open.push({ url: '', close: () => new Promise<void>((resolve) => tls.close(() => resolve())) });
    const r = await answer(await listToolsRoute(post({ url: `https://127.0.0.1:${(tls.address() as AddressInfo).port}/mcp` }), ALLOW, fresh()));
    expect(r.status).toBe(502);
    expect(r.json.error?.kind).toBe('tls');
  });

  it('the token never appears in the response, a log line, or anything kept, even when the server echoes it', async () => {
    const token = 'tok-abcdef-1234567890';
    const echoing = await yours({
      token,
      instructions: `Your token is ${token}`,
      tools: [{ name: 'whoami', description: `Called with ${token}`, inputSchema: { type: 'object' } }],
    });
    const logged: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    const writes = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (logged.push(String(chunk)), true));
    const ok = await listToolsRoute(post({ url: echoing.mcpUrl, token }), ALLOW, fresh());
    const okText = await ok.text();
    const refused = await listToolsRoute(post({ url: 'http://10.0.0.1/mcp', token }), DEFAULT, fresh());
    const refusedText = await refused.text();
    writes.mockRestore();
    expect(okText).toContain('whoami');
    expect(okText).not.toContain(token);
    expect(refusedText).not.toContain(token);
    expect([...ok.headers.values(), ...refused.headers.values()].join(' ')).not.toContain(token);
    expect(logged.join('\n')).not.toContain(token);
  });

  it('the key route’s doors: another site, a form post, GET, too many requests, a bad body', async () => {
    const crossSite = await listToolsRoute(post({ url: 'https://x.test' }, { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' }), DEFAULT, fresh());
    expect(crossSite.status).toBe(403);
    const form = new Request('http://app.test/api/mcp/tools', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect((await listToolsRoute(form, DEFAULT, fresh())).status).toBe(403);
    expect((await listToolsRoute(new Request('http://app.test/api/mcp/tools'), DEFAULT, fresh())).status).toBe(405);
    const limiter = new RateLimiter({ perMinute: 1, globalPerMinute: 100 }, () => 0);
    await listToolsRoute(post({ url: 'http://10.0.0.1/' }), DEFAULT, { limiter });
    const limited = await listToolsRoute(post({ url: 'http://10.0.0.1/' }), DEFAULT, { limiter });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await listToolsRoute(post('not json'), DEFAULT, fresh())).status).toBe(400);
    expect((await answer(await listToolsRoute(post({ url: 'file:///etc/passwd' }), DEFAULT, fresh()))).json.error?.kind).toBe('bad-url');
    expect((await listToolsRoute(post({ url: 'https://x.test', token: 'a\r\nb' }), DEFAULT, fresh())).status).toBe(400);
  });

  it('answers only the hosts the app serves: a DNS-rebinding page’s Host is refused before anything is fetched', async () => {
    const server = await yours({ name: 'rebound', version: '1', tools: manyTools(2, 'x') });
    const rebinding = post({ url: server.mcpUrl }, { host: 'attacker.example', origin: 'http://attacker.example', 'sec-fetch-site': 'same-origin' });
    const refused = await listToolsRoute(rebinding, { MCP_CONNECT_ALLOW_PRIVATE: '1' }, fresh());
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('rebound');
    // The loopback names are served without being listed.
    const local = post({ url: server.mcpUrl }, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' });
    expect((await listToolsRoute(local, { MCP_CONNECT_ALLOW_PRIVATE: '1' }, fresh())).status).toBe(200);
  });
});
