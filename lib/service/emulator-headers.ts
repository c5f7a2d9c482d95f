/**
 * Header names the emulator answers with, in a module of their own so browser
 * code (live mode) can read them without bundling the emulator itself.
 */

/** Marks every response as the emulator's, so no one mistakes it for Claude's. */
export const EMULATOR_HEADER = 'x-tool-search-lab-emulator';
/** The scripted model's reasons, URI-encoded JSON: the recorder's source for `emulated_model.decisions`. */
export const DECISIONS_HEADER = 'x-tool-search-lab-decisions';

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
