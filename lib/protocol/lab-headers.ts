/**
 * The headers this app adds to the Messages API, all `x-tool-search-lab-*`: the emulator marks
 * its answers with them, and a client asks it to fail or to stream slowly with them. The real
 * API ignores headers it does not know, so none of them changes what it does.
 */

/** Marks every response as the emulator's, so no one mistakes it for Claude's. */
export const EMULATOR_HEADER = 'x-tool-search-lab-emulator';
/** The value of EMULATOR_HEADER. */
export const EMULATOR_HEADER_VALUE = 'scripted-model; not Claude';
/** The scripted model's reasons, URI-encoded JSON: the recorder's source for `emulated_model.decisions`. */
export const DECISIONS_HEADER = 'x-tool-search-lab-decisions';
/** Asks the emulator to fail this request in one of SIMULATED_FAILURES' ways. */
export const FAIL_HEADER = 'x-tool-search-lab-fail';
/** Milliseconds between SSE events, so a person can watch a response stream in. */
export const PACE_HEADER = 'x-tool-search-lab-pace-ms';
/** `prefixed`: the emulator's search matches an MCP tool's composed `{server}_{name}` (the unverified reading; search-tools.ts). */
export const MCP_SEARCH_NAMES_HEADER = 'x-tool-search-lab-mcp-search-names';

/** The failures FAIL_HEADER can ask for: HTTP errors, a request that never answers, a stream cut half-way. */
export const SIMULATED_FAILURES = ['400', '401', '403', '404', '429', '529', 'timeout', 'cut'] as const;
export type SimulatedFailure = (typeof SIMULATED_FAILURES)[number];

export const isSimulatedFailure = (value: unknown): value is SimulatedFailure => (SIMULATED_FAILURES as readonly unknown[]).includes(value);

/** The decisions a response carries, or none (not the emulator, or a log too long for a header). */
export function decisionsFrom(headers: Headers): string[] {
  const header = headers.get(DECISIONS_HEADER);
  if (!header) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
