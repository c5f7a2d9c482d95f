import Anthropic from '@anthropic-ai/sdk';
import { handleCountTokens, handleMessages, type HandlerOptions } from './http-handler';

/** A base URL that cannot resolve, so a client built here can only ever reach the in-process emulator. */
export const IN_PROCESS_BASE_URL = 'http://emulator.tool-search-lab.invalid';

/**
 * A `fetch` that answers from the emulator's handlers without any network:
 * hand it to the SDK (`new Anthropic({ fetch })`) to run the real client
 * against the emulator in-process.
 */
export function emulatorFetch(options: HandlerOptions = {}) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.endsWith('/v1/messages/count_tokens')) return handleCountTokens(request, options);
    if (path.endsWith('/v1/messages')) return handleMessages(request, options);
    const body = { type: 'error', error: { type: 'not_found_error', message: `${path} is not emulated` } };
    return new Response(JSON.stringify(body), { status: 404, headers: { 'content-type': 'application/json' } });
  };
}

/** The real SDK client, wired to the in-process emulator. No retries: every answer is deterministic. */
export function createEmulatorClient(options: HandlerOptions = {}, wrapFetch: (inner: typeof fetch) => typeof fetch = (f) => f): Anthropic {
  return new Anthropic({ apiKey: 'emulator', baseURL: IN_PROCESS_BASE_URL, fetch: wrapFetch(emulatorFetch(options) as typeof fetch), maxRetries: 0 });
}

/**
 * The clock the recorder runs the emulator on: a code execution container's `expires_at` is
 * counted from it, so a recording holds the same time on every run (the date PTC's tool
 * version names, at noon UTC).
 */
export const RECORDING_CLOCK = Date.parse('2026-01-20T12:00:00Z');

/**
 * The emulator as the recorder and the model's eval use it: no time limit on a search and a
 * fixed clock, so what a recording holds never depends on how busy the machine was, or when.
 */
export function createRecordingClient(wrapFetch?: (inner: typeof fetch) => typeof fetch): Anthropic {
  return createEmulatorClient({ searchDeadlineMs: Infinity, clock: () => RECORDING_CLOCK }, wrapFetch);
}
