/**
 * Why listing an MCP server's tools failed, in words a person can act on. The same kinds come
 * from the app's server route and from a connection made in the browser, so the page explains
 * them one way whichever route was taken.
 */
export const CONNECT_FAILURES = [
  /** Not an http(s) URL, or one that carries a user name or password. */
  'bad-url',
  /** The address is loopback, private, link-local, CGNAT, metadata or otherwise not public (server route only). */
  'refused-address',
  /** The host name does not resolve. */
  'dns',
  /** Nothing answered at the address (refused, reset, unreachable). */
  'unreachable',
  /** The TLS handshake failed: an expired, self-signed or wrong-host certificate. */
  'tls',
  /** The browser was not allowed to read the answer: CORS, a blocked mixed-content request, or the network (a browser cannot tell which). */
  'blocked',
  /** HTTP 401: the server wants a token, or another one. */
  'unauthorized',
  /** HTTP 403: the token is known but may not list tools. */
  'forbidden',
  /** The answer is not MCP over Streamable HTTP (a web page, a 404, JSON that is not JSON-RPC, a listing that breaks the schema). */
  'not-mcp',
  /** The server answered with a 5xx or a JSON-RPC error. */
  'server-error',
  /** No complete answer within the time allowed. */
  'timeout',
  /** The answers together passed the byte limit. */
  'too-large',
  /** More tools than one request may defer. */
  'too-many-tools',
  /** Too many redirects, or a redirect this connection will not follow. */
  'redirect',
] as const;

export type ConnectFailureKind = (typeof CONNECT_FAILURES)[number];

export function isConnectFailureKind(value: unknown): value is ConnectFailureKind {
  return typeof value === 'string' && (CONNECT_FAILURES as readonly string[]).includes(value);
}

/**
 * A failure with its kind and a short English detail (a status, an address class, a limit): the
 * page words the kind itself; the detail is shown beside it. Never the server's own text, which
 * could carry anything, a token included.
 */
export class ConnectError extends Error {
  constructor(
    readonly kind: ConnectFailureKind,
    readonly detail: string = '',
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.name = 'ConnectError';
  }
}

export interface ConnectFailure {
  kind: ConnectFailureKind;
  detail: string;
}
