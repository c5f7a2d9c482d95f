import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, ListToolsResultSchema, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { openSession, type FetchLike } from './capped-fetch';
import { ConnectError, type ConnectFailure } from './failure';

/**
 * An MCP server's whole tool listing over Streamable HTTP, through the MCP SDK's own client:
 * `initialize`, then `tools/list` page after page until no `nextCursor` is left. The fetch is
 * given, so the app's server passes one that checks every address it connects to and the
 * browser passes its own. Either way the answers are bounded (bytes, time, tools) and the token
 * goes in one header, to this server only.
 */

/** What the route answers and the page stores: the server's own name and version, its instructions, every tool. */
export interface ServerListing {
  server: { name: string; version: string };
  instructions?: string;
  tools: ListedTool[];
}

/** A tool as `tools/list` gives it, with only the `_meta` keys the app reads (Anthropic's). */
export type ListedTool = Pick<Tool, 'name' | 'title' | 'description' | 'inputSchema' | 'annotations' | '_meta'>;

/** GitHub's 117 tools are 114 KB; 10,000 tools of a generous 2 KB each fit. */
export const MAX_LISTING_BYTES = 20 * 1024 * 1024;
export const LISTING_TIMEOUT_MS = 20_000;
/** A server whose cursor never ends would otherwise be asked forever. */
export const MAX_PAGES = 1_000;

export interface ListOptions {
  fetch: FetchLike;
  token?: string | undefined;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
  maxTools?: number;
}

const CLIENT_INFO = { name: 'tool-search-lab', version: '1.0.0' };

function kept(tool: Tool): ListedTool {
  const meta = tool._meta ? Object.fromEntries(Object.entries(tool._meta).filter(([k]) => k.startsWith('anthropic/'))) : {};
  return {
    name: tool.name,
    ...(tool.title !== undefined ? { title: tool.title } : {}),
    ...(tool.description !== undefined ? { description: tool.description } : {}),
    inputSchema: tool.inputSchema,
    ...(tool.annotations !== undefined ? { annotations: tool.annotations } : {}),
    ...(Object.keys(meta).length > 0 ? { _meta: meta } : {}),
  };
}

/** Only http(s), and no credentials in the URL: a token belongs in the token field, never in a URL. */
export function checkServerUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConnectError('bad-url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConnectError('bad-url', `${url.protocol} is not http or https`);
  if (url.username || url.password) throw new ConnectError('bad-url', 'the URL carries a user name or password');
  return url;
}

export async function listServerTools(rawUrl: string, options: ListOptions): Promise<ServerListing> {
  const url = checkServerUrl(rawUrl);
  const maxTools = options.maxTools ?? MAX_DEFERRED_TOOLS;
  const session = openSession(options.fetch, { maxBytes: options.maxBytes ?? MAX_LISTING_BYTES, timeoutMs: options.timeoutMs ?? LISTING_TIMEOUT_MS }, options.signal);
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const transport = new StreamableHTTPClientTransport(url, {
    fetch: session.fetch,
    requestInit: { headers },
    // The fetch decides about redirects: the server's checks every hop; a browser follows its own rules.
    redirectPolicy: 'follow',
    // A listing is one short exchange: no event stream is worth reopening.
    reconnectionOptions: { maxRetries: 0, initialReconnectionDelay: 1000, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1 },
  });
  const client = new Client(CLIENT_INFO, { capabilities: {} });
  const request = { signal: session.signal, timeout: options.timeoutMs ?? LISTING_TIMEOUT_MS };
  try {
    await client.connect(transport, request);
    const server = client.getServerVersion();
    const instructions = client.getInstructions();
    const tools: ListedTool[] = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; ; page++) {
      if (page === MAX_PAGES) throw new ConnectError('server-error', `tools/list still had a next page after ${MAX_PAGES} pages`);
      const result = await client.request({ method: 'tools/list', params: cursor ? { cursor } : {} }, ListToolsResultSchema, request);
      for (const tool of result.tools) tools.push(kept(tool));
      if (tools.length > maxTools) throw new ConnectError('too-many-tools', `more than ${maxTools} tools`);
      cursor = result.nextCursor;
      if (!cursor) break;
      if (seen.has(cursor)) throw new ConnectError('server-error', 'tools/list returned a cursor it had already given');
      seen.add(cursor);
    }
    return {
      server: { name: server?.name ?? url.hostname, version: server?.version ?? '' },
      ...(instructions ? { instructions } : {}),
      tools,
    };
  } catch (e) {
    throw asConnectError(session.fatal() ?? e);
  } finally {
    session.close();
    await client.close().catch(() => {});
  }
}

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|EPROTO/;

/** The code of a Node network error, wherever fetch put it (`cause`, or `cause.cause`). */
function networkCode(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function fromStatus(status: number): ConnectError {
  if (status === 401) return new ConnectError('unauthorized', 'HTTP 401');
  if (status === 403) return new ConnectError('forbidden', 'HTTP 403');
  if (status >= 500) return new ConnectError('server-error', `HTTP ${status}`);
  if (status === 413) return new ConnectError('too-large', 'HTTP 413');
  return new ConnectError('not-mcp', status > 0 ? `HTTP ${status}` : 'an answer that is not JSON-RPC');
}

/** Whatever the SDK, fetch or the session threw, as one of the kinds the page explains. */
export function asConnectError(e: unknown): ConnectError {
  if (e instanceof ConnectError) return e;
  if (e instanceof StreamableHTTPError) {
    if (e.code === -1) return new ConnectError('not-mcp', 'the answer is neither JSON nor an event stream');
    return fromStatus(e.code ?? 0);
  }
  if (e instanceof McpError) {
    if (e.code === ErrorCode.RequestTimeout) return new ConnectError('timeout', 'the server did not answer in time');
    if (e.code === ErrorCode.MethodNotFound) return new ConnectError('not-mcp', 'the server has no tools/list');
    if (e.code === ErrorCode.ConnectionClosed) return new ConnectError('unreachable', 'the connection closed');
    return new ConnectError('server-error', `JSON-RPC error ${e.code}`);
  }
  const name = (e as { name?: unknown })?.name;
  if (name === 'ZodError' || name === 'SyntaxError') return new ConnectError('not-mcp', 'the answer does not follow MCP’s schema');
  if (name === 'AbortError' || name === 'TimeoutError') return new ConnectError('timeout', 'the request was stopped');
  const code = networkCode(e);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new ConnectError('dns', 'the host name does not resolve');
  if (code && TLS_CODES.test(code)) return new ConnectError('tls', code);
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'UND_ERR_SOCKET') {
    return new ConnectError('unreachable', code);
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') return new ConnectError('timeout', code);
  // A browser gives one TypeError for CORS, mixed content and a dead network alike.
  if (e instanceof TypeError) return new ConnectError('blocked', 'the browser could not read an answer');
  return new ConnectError('server-error', 'the connection failed');
}

export function failureOf(e: unknown): ConnectFailure {
  const error = asConnectError(e);
  return { kind: error.kind, detail: error.detail };
}
