import { ConnectError } from './failure';

/**
 * One listing session's fetch: every request it sends and every byte it reads are bounded
 * together. The first limit crossed is kept (`fatal`) and the session aborted, because the MCP
 * client reports a failure inside an event stream only through `onerror`, and the request that
 * waited for it would otherwise end as a plain timeout.
 */

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

export interface SessionLimits {
  /** Bytes of every response body together. */
  maxBytes: number;
  /** Milliseconds from the session's start. */
  timeoutMs: number;
}

export interface Session {
  fetch: FetchLike;
  signal: AbortSignal;
  /** The failure that ended the session, once one has. */
  fatal(): ConnectError | undefined;
  fail(error: ConnectError): void;
  bytes(): number;
  close(): void;
}

/** A body that errors once the session's byte count passes its limit. */
function counted(body: ReadableStream<Uint8Array>, onChunk: (n: number) => ConnectError | undefined): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      const over = onChunk(value.byteLength);
      if (over) {
        await reader.cancel().catch(() => {});
        return controller.error(over);
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

export function openSession(base: FetchLike, limits: SessionLimits, outer?: AbortSignal): Session {
  const controller = new AbortController();
  let fatal: ConnectError | undefined;
  let bytes = 0;
  const fail = (error: ConnectError) => {
    fatal ??= error;
    controller.abort(error);
  };
  const timer = setTimeout(() => fail(new ConnectError('timeout', `no complete answer within ${Math.round(limits.timeoutMs / 1000)} s`)), limits.timeoutMs);
  const onOuter = () => fail(new ConnectError('timeout', 'stopped'));
  if (outer?.aborted) onOuter();
  else outer?.addEventListener('abort', onOuter, { once: true });

  const fetch: FetchLike = async (url, init = {}) => {
    if (fatal) throw fatal;
    const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    const headers = new Headers(init.headers);
    // No cookies either way: none is sent, and the browser is told to keep none.
    headers.delete('cookie');
    let response: Response;
    try {
      response = await base(url, { ...init, headers, signal, credentials: 'omit' });
    } catch (e) {
      throw fatal ?? e;
    }
    if (!response.body) return response;
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && bytes + declared > limits.maxBytes) {
      await response.body.cancel().catch(() => {});
      const error = new ConnectError('too-large', `the server's answers pass ${limits.maxBytes} bytes`);
      fail(error);
      throw error;
    }
    const body = counted(response.body, (n) => {
      bytes += n;
      if (bytes <= limits.maxBytes) return undefined;
      const error = new ConnectError('too-large', `the server's answers pass ${limits.maxBytes} bytes`);
      fail(error);
      return error;
    });
    const out = new Response(body, { status: response.status, statusText: response.statusText, headers: withoutCookies(response.headers) });
    // A Response built here has no url; the MCP client reads it to resolve a redirect's target.
    if (response.url) Object.defineProperty(out, 'url', { value: response.url });
    return out;
  };

  return {
    fetch,
    signal: controller.signal,
    fatal: () => fatal,
    fail,
    bytes: () => bytes,
    close() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
      controller.abort();
    },
  };
}

function withoutCookies(headers: Headers): Headers {
  const out = new Headers(headers);
  out.delete('set-cookie');
  return out;
}
