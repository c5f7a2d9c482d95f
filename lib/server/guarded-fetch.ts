import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { FetchLike } from '@/lib/mcp-connect/capped-fetch';
import { ConnectError } from '@/lib/mcp-connect/failure';
import { addressRefusal, classifyAddress } from './address-policy';

/**
 * The fetch the app's server lists a user's MCP server with. Every hop is checked where it will
 * land: the host name is resolved here, every address it resolves to must pass the policy, and
 * the connection is made to the address that was checked (the socket's own lookup is replaced),
 * so a name cannot resolve to a public address for the check and a private one for the
 * connection. Redirects are followed here, up to five, each hop checked the same way, and the
 * token does not follow a redirect to another origin. No cookie is sent or kept, no proxy from
 * the environment is used, and nothing is logged.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardOptions {
  allowPrivate: boolean;
  /** Tests give a resolver they control; by default the system's. */
  resolve?: Resolver;
  /** Tests may let one loopback address stand in for a public one; by default `addressRefusal`. */
  refusal?: (address: string, allowPrivate: boolean) => string | undefined;
  maxRedirects?: number;
}

export const MAX_REDIRECTS = 5;

const systemResolver: Resolver = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    if (name !== 'cookie' && name !== 'host' && name !== 'accept-encoding') out[name] = value;
  });
  // Sizes are counted as they arrive: no compression, so a small answer cannot unpack into a huge one.
  out['accept-encoding'] = 'identity';
  return out;
}

async function bodyText(body: RequestInit['body']): Promise<string | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  return await new Response(body).text();
}

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

async function checkedAddress(url: URL, options: GuardOptions): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = classifyAddress(host) !== 'invalid';
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw new ConnectError('dns', `${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new ConnectError('dns', `${host} does not resolve`);
  const refuse = options.refusal ?? addressRefusal;
  // Every address, not only the first: a name with one public and one private record is refused.
  for (const { address } of addresses) {
    const reason = refuse(address, options.allowPrivate);
    if (reason) throw new ConnectError('refused-address', literal ? `${address} is ${reason}` : `${host} resolves to ${address}, which is ${reason}`);
  }
  return addresses[0]!;
}

function send(hop: Hop, pinned: ResolvedAddress, signal: AbortSignal | undefined): Promise<http.IncomingMessage> {
  const pinnedLookup: LookupFunction = (_hostname, opts, callback) => {
    if ((opts as { all?: boolean }).all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const secure = hop.url.protocol === 'https:';
  const host = hop.url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        protocol: hop.url.protocol,
        hostname: host,
        port: hop.url.port || (secure ? 443 : 80),
        path: `${hop.url.pathname}${hop.url.search}`,
        method: hop.method,
        headers: { ...hop.headers, ...(hop.body !== undefined ? { 'content-length': String(Buffer.byteLength(hop.body)) } : {}) },
        lookup: pinnedLookup,
        // One socket per request: a pooled socket would skip the lookup, and with it the check.
        agent: false,
        ...(secure && classifyAddress(host) === 'invalid' ? { servername: host } : {}),
        ...(signal ? { signal } : {}),
      },
      resolve,
    );
    request.on('error', reject);
    request.end(hop.body);
  });
}

function responseOf(message: http.IncomingMessage, url: URL, method: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (name === 'set-cookie' || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const status = message.statusCode ?? 502;
  const empty = method === 'HEAD' || status === 204 || status === 304;
  if (empty) message.resume();
  const body = empty ? null : (Readable.toWeb(message) as ReadableStream<Uint8Array>);
  const response = new Response(body, { status, statusText: message.statusMessage ?? '', headers });
  Object.defineProperty(response, 'url', { value: url.href });
  return response;
}

export function guardedFetch(options: GuardOptions): FetchLike {
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  return async (input, init) => {
    const first = new URL(String(input));
    let hop: Hop = { url: first, method: (init?.method ?? 'GET').toUpperCase(), headers: headersOf(init), body: await bodyText(init?.body) };
    for (let redirects = 0; ; redirects++) {
      if (hop.url.protocol !== 'http:' && hop.url.protocol !== 'https:') throw new ConnectError('redirect', `a redirect to ${hop.url.protocol}, which is not http or https`);
      if (hop.url.username || hop.url.password) throw new ConnectError('redirect', 'a redirect to a URL with a user name or password');
      const pinned = await checkedAddress(hop.url, options);
      const message = await send(hop, pinned, init?.signal ?? undefined);
      const status = message.statusCode ?? 0;
      const location = message.headers.location;
      if (![301, 302, 303, 307, 308].includes(status) || !location) return responseOf(message, hop.url, hop.method);
      message.resume();
      if (redirects === maxRedirects) throw new ConnectError('redirect', `more than ${maxRedirects} redirects`);
      let next: URL;
      try {
        next = new URL(location, hop.url);
      } catch {
        throw new ConnectError('redirect', 'a redirect to something that is not a URL');
      }
      const headers = { ...hop.headers };
      // The token was given for one server: it does not travel to another origin.
      if (next.origin !== hop.url.origin) delete headers.authorization;
      const keepsBody = status === 307 || status === 308;
      if (!keepsBody) delete headers['content-type'];
      hop = { url: next, method: keepsBody ? hop.method : 'GET', headers, body: keepsBody ? hop.body : undefined };
    }
  };
}
