import type { MessagesRequest } from '@/lib/scenario/types';

/**
 * What went wrong with a live call, in terms a person can act on. The SDK's
 * error classes are turned into a plain `TransportFailure` where the SDK is
 * loaded (sdk-transport.ts); everything here is pure, so the page can explain
 * a failure without loading the SDK.
 */

export type TransportFailure =
  /** The API answered with an HTTP error. */
  | { kind: 'http'; status: number; body: unknown; retryAfter?: string | null; requestId?: string | null }
  /** An `event: error` in the middle of a stream (the API's way to report overload after the 200). */
  | { kind: 'stream-error'; body: unknown }
  | { kind: 'timeout'; phase: 'connect' | 'stream'; seconds: number }
  | { kind: 'network'; message: string }
  /** The stream ended, or broke, before `message_stop`. */
  | { kind: 'cut'; message: string; blocks: number }
  /** The stream arrived whole but is not the Messages API's: an event that is not JSON, or events out of order. */
  | { kind: 'malformed'; message: string; blocks: number }
  | { kind: 'aborted' }
  | { kind: 'protocol'; message: string };

export type FailureKind =
  | 'auth'
  | 'permission'
  | 'not-found'
  | 'bad-request'
  | 'rate-limit'
  | 'overloaded'
  | 'server'
  | 'timeout'
  | 'network'
  | 'stream-cut'
  | 'stream-malformed'
  | 'aborted'
  | 'other';

/** The part of the request a 400 names, found in the request that was sent. */
export interface RequestPointer {
  /** As the API wrote it: `tools.0.type`. */
  path: string;
  /** The same in the notation of the payload viewer: `tools[0].type`. */
  display: string;
  /** What the request holds there, when the path resolves; for a field of a tool use example, the whole example. */
  value?: unknown;
  /** A name for the thing pointed at: a tool's name, a message's role. */
  label?: string;
}

export interface LiveFailure {
  kind: FailureKind;
  status?: number;
  /** The API's `error.type`. */
  errorType?: string;
  /** The API's own message, word for word. */
  apiMessage?: string;
  requestId?: string;
  retryAfterSeconds?: number;
  pointer?: RequestPointer;
  timeoutSeconds?: number;
  /** For a cut stream: how many blocks had finished before it broke. */
  blocks?: number;
  detail?: string;
  /** Sending the same request again can succeed (it cannot for a 400, until the request changes). */
  retryable: boolean;
}

interface ErrorEnvelope {
  type?: unknown;
  error?: { type?: unknown; message?: unknown };
  request_id?: unknown;
}

function envelope(body: unknown): { type?: string; message?: string; requestId?: string } {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? { message: body } : {};
  const e = body as ErrorEnvelope;
  return {
    ...(typeof e.error?.type === 'string' ? { type: e.error.type } : {}),
    ...(typeof e.error?.message === 'string' ? { message: e.error.message } : {}),
    ...(typeof e.request_id === 'string' && e.request_id ? { requestId: e.request_id } : {}),
  };
}

/** `retry-after` is seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed));
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function kindOfStatus(status: number): FailureKind {
  if (status === 401) return 'auth';
  if (status === 403) return 'permission';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limit';
  if (status === 529) return 'overloaded';
  // The app's server answers 504 when the API did not answer it in time, 502 when it could not reach it.
  if (status === 504 || status === 408) return 'timeout';
  if (status === 502) return 'network';
  if (status >= 500) return 'server';
  if (status === 400 || status === 413 || status === 422) return 'bad-request';
  return 'other';
}

function kindOfType(type: string | undefined): FailureKind {
  switch (type) {
    case 'overloaded_error':
      return 'overloaded';
    case 'rate_limit_error':
      return 'rate-limit';
    case 'api_error':
      return 'server';
    case 'authentication_error':
      return 'auth';
    case 'permission_error':
      return 'permission';
    case 'not_found_error':
      return 'not-found';
    case 'invalid_request_error':
      return 'bad-request';
    case 'timeout_error':
      return 'timeout';
    default:
      return 'other';
  }
}

const NOT_RETRYABLE = new Set<FailureKind>(['bad-request', 'auth', 'permission', 'not-found']);

export function classifyFailure(failure: TransportFailure, request?: MessagesRequest): LiveFailure {
  switch (failure.kind) {
    case 'http': {
      const { type, message, requestId } = envelope(failure.body);
      const kind = kindOfStatus(failure.status);
      const retryAfterSeconds = parseRetryAfter(failure.retryAfter);
      const pointer = kind === 'bad-request' && message && request ? requestPointer(message, request) : undefined;
      const id = requestId ?? failure.requestId ?? undefined;
      return {
        kind,
        status: failure.status,
        ...(type ? { errorType: type } : {}),
        ...(message ? { apiMessage: message } : {}),
        ...(id ? { requestId: id } : {}),
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
        ...(pointer ? { pointer } : {}),
        retryable: !NOT_RETRYABLE.has(kind),
      };
    }
    case 'stream-error': {
      const { type, message, requestId } = envelope(failure.body);
      const kind = kindOfType(type);
      return {
        kind,
        ...(type ? { errorType: type } : {}),
        ...(message ? { apiMessage: message } : {}),
        ...(requestId ? { requestId } : {}),
        retryable: !NOT_RETRYABLE.has(kind),
      };
    }
    case 'timeout':
      return { kind: 'timeout', timeoutSeconds: failure.seconds, detail: failure.phase, retryable: true };
    case 'network':
      return { kind: 'network', detail: failure.message, retryable: true };
    case 'cut':
      return { kind: 'stream-cut', blocks: failure.blocks, detail: failure.message, retryable: true };
    case 'malformed':
      return { kind: 'stream-malformed', blocks: failure.blocks, detail: failure.message, retryable: true };
    case 'aborted':
      return { kind: 'aborted', retryable: true };
    case 'protocol':
      return { kind: 'other', detail: failure.message, retryable: true };
  }
}

const PATH = /^([a-z_]+(?:\.(?:\d+|[A-Za-z_][\w-]*))*)\s*:\s/;

function labelOf(segments: ReadonlyArray<string | number>, request: MessagesRequest): string | undefined {
  const [head, index] = segments;
  if (typeof index !== 'number') return undefined;
  if (head === 'tools') {
    const tool = request.tools?.[index] as { name?: unknown; mcp_server_name?: unknown } | undefined;
    if (typeof tool?.name === 'string') return tool.name;
    if (typeof tool?.mcp_server_name === 'string') return `mcp_toolset ${tool.mcp_server_name}`;
  }
  if (head === 'messages') {
    const message = request.messages[index];
    return message ? `${message.role} message` : undefined;
  }
  if (head === 'mcp_servers') return request.mcp_servers?.[index]?.name;
  return undefined;
}

function resolve(segments: ReadonlyArray<string | number>, root: unknown): { found: boolean; value?: unknown } {
  let node: unknown = root;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return { found: false };
    const next = (node as Record<string | number, unknown>)[segment];
    // The API sometimes names a union member (`tools.3.custom.input_schema`): step over a name the object lacks.
    if (next === undefined && typeof segment === 'string' && !Array.isArray(node)) continue;
    if (next === undefined) return { found: false };
    node = next;
  }
  return { found: true, value: node };
}

/**
 * Which part of the request a 400 is about. The API prefixes most messages with
 * a dotted path (`tools.0.type: …`, `max_tokens: …`); others name a tool in
 * quotes (`tool "x" sets both defer_loading and cache_control`).
 */
export function requestPointer(message: string, request: MessagesRequest): RequestPointer | undefined {
  const match = PATH.exec(message);
  if (match?.[1]) {
    const path = match[1];
    const segments = path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    if (typeof segments[0] === 'string' && segments[0] in request) {
      const { found, value } = resolve(segments, request);
      const label = labelOf(segments, request);
      const field = exampleField(path, message.slice(match[0].length));
      return { path, display: displayPath(segments) + (field ? `.${field}` : ''), ...(found ? { value } : {}), ...(label ? { label } : {}) };
    }
  }
  const tools = request.tools ?? [];
  for (const quoted of message.matchAll(/["'“‘]([A-Za-z0-9_.-]{1,128})["'”’]/g)) {
    const index = tools.findIndex((t) => 'name' in t && t.name === quoted[1]);
    if (index >= 0) return { path: `tools.${index}`, display: `tools[${index}]`, value: tools[index], label: quoted[1] };
  }
  return undefined;
}

/**
 * A tool use example that does not validate: the field inside it the message names after the
 * tool (`… of tool "x": priority: Invalid option`), so the pointer reaches the field and not only
 * the example. The wording is the emulator's (modelled); a message without such a field leaves it out.
 */
function exampleField(path: string, rest: string): string | undefined {
  if (!/\.input_examples\.\d+$/.test(path)) return undefined;
  return /["'“][^"'”]+["'”]\s*:\s*([A-Za-z_$][\w$-]*(?:\.[\w$-]+)*)\s*:\s/.exec(rest)?.[1];
}

function displayPath(segments: ReadonlyArray<string | number>): string {
  return segments.reduce<string>((out, s) => (typeof s === 'number' ? `${out}[${s}]` : out ? `${out}.${s}` : s), '');
}
