import type { ApiErrorBody } from '@/lib/scenario/types';

/** An error the emulated API answers with instead of a message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get body(): ApiErrorBody {
    return { type: 'error', error: { type: this.type, message: this.message } };
  }
}

/** HTTP 400 with the API's envelope. */
export function invalidRequest(message: string): ApiRequestError {
  return new ApiRequestError(400, 'invalid_request_error', message);
}

/** A request id in the API's shape, for answers the app gives before any emulator or upstream runs. */
export function newRequestId(prefix = 'req_'): string {
  return `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
}

/**
 * An error answered by the app's own HTTP layer (refusals, limits), in the
 * API's envelope with a `request_id`, so the SDK and the page explain it like
 * any API error.
 */
export function apiErrorResponse(status: number, type: string, message: string, init: { headers?: HeadersInit; requestId?: string } = {}): Response {
  const requestId = init.requestId ?? newRequestId();
  const body: ApiErrorBody = { type: 'error', error: { type, message }, request_id: requestId };
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  headers.set('request-id', requestId);
  return new Response(JSON.stringify(body), { status, headers });
}
