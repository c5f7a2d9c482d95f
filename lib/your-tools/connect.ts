import { withBasePath } from '@/lib/deploy/static-deploy';
import { isConnectFailureKind, type ConnectFailure } from '@/lib/mcp-connect/failure';
import type { ServerListing } from '@/lib/mcp-connect/list-tools';

/**
 * Connecting to the user's MCP server, by one of two routes: from this browser straight to the
 * server (the only way on a static deploy, and it needs the server's CORS to allow this page),
 * or through this app's server (`POST /api/mcp/tools`), which needs no CORS but reaches only
 * public addresses unless its operator allows more. The token goes with this one request and is
 * kept nowhere.
 */

export type ConnectVia = 'browser' | 'server';

export type ConnectResult = { ok: true; listing: ServerListing } | { ok: false; failure: ConnectFailure };

export const MCP_TOOLS_ROUTE = '/api/mcp/tools';

export async function connectInBrowser(url: string, token: string, signal?: AbortSignal): Promise<ConnectResult> {
  // The MCP SDK's client is loaded when a connection is asked for, not with the page.
  const { listServerTools, failureOf } = await import('@/lib/mcp-connect/list-tools');
  try {
    const listing = await listServerTools(url, { fetch: (input, init) => fetch(input, init), token: token.trim() || undefined, ...(signal ? { signal } : {}) });
    return { ok: true, listing };
  } catch (e) {
    return { ok: false, failure: failureOf(e) };
  }
}

export async function connectThroughServer(url: string, token: string, signal?: AbortSignal): Promise<ConnectResult> {
  let response: Response;
  try {
    response = await fetch(withBasePath(MCP_TOOLS_ROUTE), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: url.trim(), ...(token.trim() ? { token: token.trim() } : {}) }),
      credentials: 'same-origin',
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { ok: false, failure: { kind: 'unreachable', detail: 'this app’s server did not answer' } };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok && body && typeof body === 'object' && Array.isArray((body as ServerListing).tools)) return { ok: true, listing: body as ServerListing };
  const error = (body as { error?: { kind?: unknown; message?: unknown; type?: unknown } } | undefined)?.error;
  if (error && isConnectFailureKind(error.kind)) return { ok: false, failure: { kind: error.kind, detail: typeof error.message === 'string' ? error.message : '' } };
  // The route's own refusals (another site, too many requests) come in the API's envelope, without a kind.
  const detail = typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`;
  return { ok: false, failure: { kind: response.status === 429 ? 'server-error' : 'unreachable', detail } };
}
