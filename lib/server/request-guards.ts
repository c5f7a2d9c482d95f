import { apiErrorResponse } from '@/lib/service/api-error';

/**
 * The checks every Messages API route of this app runs before it reads a
 * request: who may send it (a browser page on another site may not), and how
 * much of it the server will read. Pure functions of a Web `Request`, shared by
 * the emulator's routes and the live server route.
 */

/** Requests with every catalog shipped here stay well under this; anything bigger is not a request this app makes. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

export type BodyRead = { ok: true; text: string; bytes: number } | { ok: false; response: Response };

/**
 * No `connection: close`: closing a socket with unread data in it resets the
 * connection, and the client sees EPIPE instead of this answer. The unread
 * rest stays in the kernel's buffers (the stream is paused) until the client
 * hangs up or Node's request timeout ends the connection.
 */
export function tooLarge(limit: number, headers?: HeadersInit): Response {
  return apiErrorResponse(413, 'request_too_large', `The request body is larger than this app accepts (${limit} bytes).`, headers ? { headers } : {});
}

/**
 * The body as text, read chunk by chunk and abandoned at `limit` bytes: a
 * declared `content-length` over the limit is refused before reading, and a
 * chunked body is no longer pulled once the count passes it, so memory stays
 * bounded by the limit whatever the client sends. Abandoned, not cancelled:
 * cancelling a Node request's stream destroys its socket, and the 413 would
 * never reach the client.
 */
export async function readBoundedText(request: Request, limit = MAX_BODY_BYTES, headers?: HeadersInit): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return { ok: false, response: tooLarge(limit, headers) };
  if (!request.body) return { ok: true, text: '', bytes: 0 };
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limit) {
      reader.releaseLock();
      return { ok: false, response: tooLarge(limit, headers) };
    }
    text += decoder.decode(value, { stream: true });
  }
  return { ok: true, text: text + decoder.decode(), bytes };
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Why a request from a browser page of another site is refused, or undefined
 * when it is same-origin or not from a browser at all. Browsers send
 * `Sec-Fetch-Site` and, on a POST, `Origin`; neither can be set by page
 * script. A client that is not a browser sends what it likes, so this stops
 * other websites, not other programs: docs/deploying-safely.md covers those.
 * The host compared is the one the browser addressed (`x-forwarded-host`
 * behind a proxy, else `host`), because `request.url` is rebuilt by Next from
 * its own listen address.
 */
export function crossSiteReason(request: Request): string | undefined {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return `Sec-Fetch-Site is "${site}"`;
  const origin = request.headers.get('origin');
  if (origin === null) return undefined;
  const host = (request.headers.get('x-forwarded-host')?.split(',')[0] ?? request.headers.get('host') ?? new URL(request.url).host).trim().toLowerCase();
  if (hostOf(origin) !== host) return `Origin ${origin === 'null' ? '"null"' : origin} is not this app`;
  return undefined;
}

export function crossSiteRefusal(request: Request, headers?: HeadersInit): Response | undefined {
  const reason = crossSiteReason(request);
  if (!reason) return undefined;
  return apiErrorResponse(403, 'permission_error', `This route answers only pages of this app (${reason}).`, headers ? { headers } : {});
}

/** Only `application/json` (any parameters): a form or `text/plain` POST is what a page on another site could send without asking. */
export function isJsonRequest(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

export const ALLOWED_METHODS = 'POST, OPTIONS';

/**
 * What these routes answer to anything but POST: OPTIONS gets its `allow` list
 * and no CORS grant (so a cross-origin preflight fails), the rest a 405 in the
 * API's envelope.
 */
export function methodResponse(request: Request): Response {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: ALLOWED_METHODS, 'cache-control': 'no-store' } });
  return apiErrorResponse(405, 'invalid_request_error', `Method ${request.method} is not allowed; use POST.`, { headers: { allow: ALLOWED_METHODS } });
}
