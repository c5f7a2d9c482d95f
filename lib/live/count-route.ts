import { FAIL_HEADER, SIMULATED_FAILURES, type SimulatedFailure } from '@/lib/protocol/lab-headers';
import type { CountRoute } from '@/lib/tokens/exact-requests';
import { classifyFailure, type FailureKind, type LiveFailure, type TransportFailure } from './failure';
import type { Connection } from './sdk-transport';
import { ANTHROPIC_BASE_URL, SERVER_ROUTE_PATH, type ServerInfo } from './settings';

/**
 * The budget page's count_tokens route: where a count goes, what it carries,
 * what keeps it from being sent, and how its failure reads. Pure, so the page
 * can decide all this before the SDK is loaded (count-transport.ts sends).
 */

/** A timeout would hold the panel for 90 s and a cut needs a stream: only the HTTP failures make sense for a count. */
export const COUNT_SIMULATABLE: readonly SimulatedFailure[] = SIMULATED_FAILURES.filter((x) => /^\d/.test(x));

export const COUNT_TIMEOUT_MS = 60_000;

export function countBaseUrl(route: CountRoute, origin: string): string {
  if (route === 'browser') return ANTHROPIC_BASE_URL;
  return `${origin}${SERVER_ROUTE_PATH[route === 'server' ? 'anthropic' : 'emulator']}`;
}

/** Only the emulator honours a simulated failure. */
export function countSimulated(route: CountRoute, simulate: SimulatedFailure | 'none'): boolean {
  return route === 'emulator' && simulate !== 'none';
}

/** The key is read at the moment of sending and only for the browser route: the server route holds its own. */
export function countConnection(route: CountRoute, { origin, apiKey, simulate }: { origin: string; apiKey: string; simulate: SimulatedFailure | 'none' }): Connection {
  return {
    baseURL: countBaseUrl(route, origin),
    apiKey: route === 'browser' ? apiKey.trim() : null,
    timeoutMs: COUNT_TIMEOUT_MS,
    ...(countSimulated(route, simulate) ? { headers: { [FAIL_HEADER]: simulate } } : {}),
  };
}

/** Only the real API counts exactly: its figures may make the page's totals exact; the emulator's stay in the panel. */
export function countIsExact(route: CountRoute): boolean {
  return route !== 'emulator';
}

export function serverCanCount(server: ServerInfo | null): boolean {
  return !!server && !server.absent && server.serverKey;
}

/** Why the count button is off, named as the budget page's texts are; null when a count can go. */
export type CountBlocker = 'nothing' | 'keyMissing' | 'serverUnavailable' | 'serverChecking';

export function countBlocker(route: CountRoute, { hasSubject, apiKey, server }: { hasSubject: boolean; apiKey: string; server: ServerInfo | null }): CountBlocker | null {
  if (!hasSubject) return 'nothing';
  if (route === 'browser' && !apiKey.trim()) return 'keyMissing';
  if (route === 'server' && !serverCanCount(server)) return server ? 'serverUnavailable' : 'serverChecking';
  return null;
}

/** A failed count as the live page explains failures: count-transport throws a CountError carrying a TransportFailure. */
export function countFailureOf(error: unknown): LiveFailure {
  const transport: TransportFailure =
    error && typeof error === 'object' && 'failure' in error
      ? (error as { failure: TransportFailure }).failure
      : { kind: 'protocol', message: error instanceof Error ? error.message : String(error) };
  return classifyFailure(transport);
}

/** The live page's advice speaks of a run and its conversation; only these read right for a count. */
const ADVISED = new Set<FailureKind>(['auth', 'permission', 'overloaded', 'server', 'network']);

export function countAdvised(kind: FailureKind): boolean {
  return ADVISED.has(kind);
}
