import type { ToolSearchToolResultErrorCode } from '@anthropic-ai/sdk/resources/messages/messages';
import { DEFAULT_DEADLINE_MS, DEFAULT_LIMIT, type SearchHit, type SearchOptions, type SearchOutcome } from './types';

/** `performance.now()` exists in browsers and Node alike, unlike `process.hrtime`. */
export const now = (): number => performance.now();

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function failure(code: ToolSearchToolResultErrorCode, message: string, startedAt: number): SearchOutcome {
  return {
    ok: false,
    error: { type: 'tool_search_tool_result_error', error_code: code, error_message: message },
    elapsed_ms: round(now() - startedAt),
  };
}

export function success(hits: SearchHit[], totalCandidates: number, startedAt: number): SearchOutcome {
  return { ok: true, hits, total_candidates: totalCandidates, elapsed_ms: round(now() - startedAt) };
}

export type ResolvedOptions = { ok: true; limit: number; deadline: number; deadlineMs: number } | { ok: false; outcome: SearchOutcome };

/** Validates `limit` (a positive integer) and turns `deadlineMs` into an absolute deadline. */
export function resolveOptions(options: SearchOptions | undefined, startedAt: number): ResolvedOptions {
  const limit = options?.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) {
    return { ok: false, outcome: failure('invalid_tool_input', `limit must be a positive integer, got ${String(limit)}`, startedAt) };
  }
  const deadlineMs = options?.deadlineMs ?? DEFAULT_DEADLINE_MS;
  return { ok: true, limit, deadline: startedAt + deadlineMs, deadlineMs };
}

export function timeExceeded(deadlineMs: number, startedAt: number): SearchOutcome {
  return failure('execution_time_exceeded', `search did not finish within ${deadlineMs} ms`, startedAt);
}

/** Code points, not UTF-16 units: the limits are the API's, whose server counts characters. */
export const charLength = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
