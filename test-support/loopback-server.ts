import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // Streamed, as Next hands a body to a route: the handler decides how much of it is read.
  const body = hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined;
  return new Request(`${origin}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, ...(body ? { body, duplex: 'half' } : {}) } as RequestInit);
}

async function send(response: Response, res: ServerResponse) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  // The DOM lib types ReadableStream without async iteration, so read it by hand.
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) res.write(chunk.value);
  res.end();
}

/**
 * Serves a fetch-style handler (Request → Response) with node:http on
 * 127.0.0.1 (or another 127/8 address) and an ephemeral port: the emulator or an MCP server over real
 * HTTP, for tests and local tools. Loopback only, never a public interface.
 */
export async function serveOnLoopback(handler: (request: Request) => Promise<Response>, options: { host?: string } = {}): Promise<LoopbackServer> {
  const host = options.host ?? '127.0.0.1';
  if (!/^127\.\d+\.\d+\.\d+$/.test(host)) throw new Error(`${host} is not a loopback address`);
  let origin = '';
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => handler(toRequest(req, origin)))
      .then((response) => send(response, res))
      .catch((e: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(e));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
