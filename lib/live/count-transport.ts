import Anthropic from '@anthropic-ai/sdk';
import type { MessageCountTokensParams } from '@anthropic-ai/sdk/resources/messages/messages';
import type { TransportFailure } from './failure';
import { createClient, type Connection } from './sdk-transport';

/**
 * count_tokens for the budget page. Loaded with `import()` when the user presses
 * "Count with the API", like live-engine.ts, so the SDK stays out of /budget's
 * first-load JS. Errors leave here as plain TransportFailures for failure.ts.
 */

export class CountError extends Error {
  constructor(readonly failure: TransportFailure) {
    super(failure.kind);
    this.name = 'CountError';
  }
}

function failureOf(e: unknown, timeoutMs: number, signal?: AbortSignal): TransportFailure {
  if (e instanceof Anthropic.APIError && e.status !== undefined) {
    return { kind: 'http', status: e.status, body: e.error, retryAfter: e.headers?.get('retry-after') ?? null, requestId: e.requestID ?? null };
  }
  if (signal?.aborted || e instanceof Anthropic.APIUserAbortError) return { kind: 'aborted' };
  if (e instanceof Anthropic.APIConnectionTimeoutError) return { kind: 'timeout', phase: 'connect', seconds: Math.round(timeoutMs / 1000) };
  const message = e instanceof Error ? e.message : String(e);
  if (e instanceof Anthropic.APIConnectionError || e instanceof TypeError) return { kind: 'network', message };
  return { kind: 'protocol', message };
}

/** A function that counts one request on this connection, throwing a CountError on failure. */
export function countTokensWith(connection: Connection, signal?: AbortSignal) {
  const client = createClient(connection);
  return async (request: MessageCountTokensParams): Promise<number> => {
    try {
      const result = await client.messages.countTokens(request, signal ? { signal } : {});
      return result.input_tokens;
    } catch (e) {
      throw new CountError(failureOf(e, connection.timeoutMs, signal));
    }
  };
}
