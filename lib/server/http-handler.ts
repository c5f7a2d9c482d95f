import { MAX_JSON_DEPTH, exceedsJsonDepth } from '@/lib/scenario/json-depth';
import { invalidRequest, newRequestId, type ApiRequestError } from '@/lib/service/api-error';
import type { HostEnv } from './host-guard';
import { MAX_BODY_BYTES, readBoundedText } from './request-guards';
import { routeRefusal } from './route-guards';
import { emulateCountTokens, emulateMessage, type EmulatorOptions } from '@/lib/service/emulator';
import { toGaMessage, type ResponseShape } from '@/lib/service/response-shape';
import { DECISIONS_HEADER, EMULATOR_HEADER, EMULATOR_HEADER_VALUE, MCP_SEARCH_NAMES_HEADER } from '@/lib/protocol/lab-headers';
import { isMcpSearchName } from '@/lib/protocol/search-tools';
import { cutPoint, pacedBody, requestedFailure, requestedPace, simulatedErrorResponse, simulatedTimeout } from '@/lib/service/failure-injection';
import { encodeSse, messageStreamEvents } from '@/lib/service/sse-events';

/**
 * The emulator over HTTP, speaking the Messages API so that an unmodified
 * `new Anthropic({ baseURL })` can talk to it. Credentials (`x-api-key`,
 * `authorization`) are accepted and ignored: never read, never logged.
 * `x-tool-search-lab-fail` / `-pace-ms` (failure-injection.ts) make it fail or
 * stream slowly on request; `-mcp-search-names: prefixed` makes its search match
 * MCP tools' composed names (the unverified reading).
 */

export interface HandlerOptions {
  /**
   * The server's environment, for the HTTP routes: which hosts they answer to
   * (ALLOWED_HOSTS). Absent for requests made in-process or in the page, which
   * no browser addressed.
   */
  env?: HostEnv;
  mcpConnector?: EmulatorOptions['mcpConnector'];
  searchDeadlineMs?: EmulatorOptions['searchDeadlineMs'];
  containers?: EmulatorOptions['containers'];
  clock?: EmulatorOptions['clock'];
}

const MAX_DECISIONS_HEADER = 8 * 1024;

/**
 * The emulator's `request-id`: a hash of the path and body, not a counter, so that a
 * recording (which keeps it) comes out the same on every run. The same request sent
 * twice gets the same id here, unlike the API.
 */
function requestIdOf(path: string, text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  const input = `${path}\n${text}`;
  for (let i = 0; i < input.length; i += 1) {
    const c = input.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x811c9dc5) + i;
  }
  return `req_emu_${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}

function baseHeaders(contentType: string, requestId: string): Headers {
  return new Headers({
    'content-type': contentType,
    'request-id': requestId,
    [EMULATOR_HEADER]: EMULATOR_HEADER_VALUE,
  });
}

/** The API's error envelope, `request_id` included (the SDK's `BetaErrorResponse` requires it). */
function errorResponse(error: ApiRequestError, requestId: string): Response {
  return new Response(JSON.stringify({ ...error.body, request_id: requestId }), { status: error.status, headers: baseHeaders('application/json', requestId) });
}

function betasOf(request: Request): string[] {
  return (request.headers.get('anthropic-beta') ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
}

/** The SDK's beta client calls `/v1/messages?beta=true` and sends `anthropic-beta`; either means the beta endpoint. */
function shapeOf(request: Request, betas: readonly string[]): ResponseShape {
  return new URL(request.url).searchParams.get('beta') === 'true' || betas.length > 0 ? 'beta' : 'ga';
}

/**
 * The body, parsed, after the checks that bound what a request can cost: POST
 * only, to a host this app serves, no page of another site, at most
 * MAX_BODY_BYTES read, at most MAX_JSON_DEPTH levels before anything
 * recursive walks it.
 */
async function readJson(request: Request, env: HostEnv | undefined): Promise<{ ok: true; body: unknown; requestId: string } | { ok: false; response: Response }> {
  const refusal = routeRefusal(request, env ?? null, { headers: { [EMULATOR_HEADER]: EMULATOR_HEADER_VALUE } });
  if (refusal) return { ok: false, response: refusal };
  const read = await readBoundedText(request, MAX_BODY_BYTES, { [EMULATOR_HEADER]: EMULATOR_HEADER_VALUE });
  if (!read.ok) return read;
  const requestId = requestIdOf(new URL(request.url).pathname, read.text);
  if (exceedsJsonDepth(read.text, MAX_JSON_DEPTH)) {
    return {
      ok: false,
      response: errorResponse(invalidRequest(`The request body nests deeper than ${MAX_JSON_DEPTH} levels of arrays and objects, which this emulator does not accept.`), requestId),
    };
  }
  try {
    return { ok: true, body: JSON.parse(read.text), requestId };
  } catch {
    return { ok: false, response: errorResponse(invalidRequest('There was an error parsing the body of your request: it is not valid JSON.'), requestId) };
  }
}

/** A bug in the emulator must still answer in the API's envelope (an `api_error`, as a 500 would carry). */
async function guarded(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (e) {
    const requestId = newRequestId();
    const body = { type: 'error', error: { type: 'api_error', message: `The emulator failed: ${(e as Error).message}` }, request_id: requestId };
    return new Response(JSON.stringify(body), { status: 500, headers: baseHeaders('application/json', requestId) });
  }
}

/** POST /v1/messages (GA and `?beta=true`), JSON or `stream: true` SSE. */
export function handleMessages(request: Request, options: HandlerOptions = {}): Promise<Response> {
  return guarded(() => messages(request, options));
}

/** POST /v1/messages/count_tokens → `{ input_tokens }` (an estimate). */
export function handleCountTokens(request: Request, options: HandlerOptions = {}): Promise<Response> {
  return guarded(() => countTokens(request, options));
}

async function messages(request: Request, options: HandlerOptions): Promise<Response> {
  const read = await readJson(request, options.env);
  if (!read.ok) return read.response;
  // A failure asked for with x-tool-search-lab-fail comes first, as a real 401 or 429 precedes any validation.
  const failure = requestedFailure(request.headers);
  if (failure === 'timeout') return simulatedTimeout(request.signal, baseHeaders('application/json', read.requestId));
  if (failure && failure !== 'cut') return simulatedErrorResponse(failure, read.body, baseHeaders('application/json', read.requestId));
  const pace = requestedPace(request.headers);
  const betas = betasOf(request);
  const shape = shapeOf(request, betas);
  const names = request.headers.get(MCP_SEARCH_NAMES_HEADER)?.trim();
  const outcome = await emulateMessage(read.body, {
    betas,
    ...(isMcpSearchName(names) ? { mcpSearchNames: names } : {}),
    ...(options.mcpConnector ? { mcpConnector: options.mcpConnector } : {}),
    ...(options.searchDeadlineMs !== undefined ? { searchDeadlineMs: options.searchDeadlineMs } : {}),
    ...(options.containers ? { containers: options.containers } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  if (!outcome.ok) return errorResponse(outcome.error, read.requestId);

  const message = shape === 'beta' ? outcome.message : toGaMessage(outcome.message);
  const stream = (read.body as { stream?: unknown }).stream === true;
  const headers = baseHeaders(stream ? 'text/event-stream; charset=utf-8' : 'application/json', read.requestId);
  const decisions = encodeURIComponent(JSON.stringify(outcome.decisions));
  // HTTP clients cap header sizes (undici at 16 KiB in all); an over-long log is left out rather than break the response.
  if (decisions.length <= MAX_DECISIONS_HEADER) headers.set(DECISIONS_HEADER, decisions);
  if (!stream) {
    const json = JSON.stringify(message);
    if (failure !== 'cut') return new Response(json, { status: 200, headers });
    const half = Math.floor(json.length / 2);
    return new Response(pacedBody([json.slice(0, half), json.slice(half)], { cutAfter: 1 }), { status: 200, headers });
  }
  headers.set('cache-control', 'no-cache');
  const events = messageStreamEvents(message, outcome.firstInputTokens);
  if (failure !== 'cut' && pace === 0) return new Response(encodeSse(events), { status: 200, headers });
  const pieces = events.map((event) => encodeSse([event]));
  const cutAfter = failure === 'cut' ? cutPoint(pieces.length) : undefined;
  return new Response(pacedBody(pieces, { paceMs: pace, ...(cutAfter !== undefined ? { cutAfter } : {}) }), { status: 200, headers });
}

async function countTokens(request: Request, options: HandlerOptions): Promise<Response> {
  const read = await readJson(request, options.env);
  if (!read.ok) return read.response;
  // The budget page's count errors are driven through here; a count has no stream to cut.
  const failure = requestedFailure(request.headers);
  if (failure === 'timeout') return simulatedTimeout(request.signal, baseHeaders('application/json', read.requestId));
  if (failure && failure !== 'cut') return simulatedErrorResponse(failure, read.body, baseHeaders('application/json', read.requestId));
  const betas = betasOf(request);
  const outcome = await emulateCountTokens(read.body, { betas, ...(options.mcpConnector ? { mcpConnector: options.mcpConnector } : {}) });
  if (!outcome.ok) return errorResponse(outcome.error, read.requestId);
  const body = shapeOf(request, betas) === 'beta' ? { input_tokens: outcome.input_tokens, context_management: null } : { input_tokens: outcome.input_tokens };
  return new Response(JSON.stringify(body), { status: 200, headers: baseHeaders('application/json', read.requestId) });
}
