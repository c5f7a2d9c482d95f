import type { Scenario } from '@/lib/scenario/types';

/**
 * Reading a scenario file the user picked or dropped: the same schema as the
 * shipped scenarios (loaded on demand, it is zod), and it must play: at least
 * one step. The result says what is wrong, with the file name and field path.
 */

export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

export type ImportResult = { ok: true; scenario: Scenario; fileName: string; text: string } | { ok: false; error: string };

export async function readScenarioFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<ImportResult> {
  if (!/\.json$/i.test(file.name)) return { ok: false, error: `${file.name}: not a .json file` };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, error: `${file.name}: larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB` };
  const text = await file.text();
  return parseImported(text, file.name);
}

// The picker checks a file, then the player reads the same text back from the stash: parse (and derive) it once.
let last: { text: string; fileName: string; result: Promise<ImportResult> } | null = null;

export function parseImported(text: string, fileName: string): Promise<ImportResult> {
  if (last?.text !== text || last.fileName !== fileName) last = { text, fileName, result: parseText(text, fileName) };
  return last.result;
}

async function parseText(text: string, fileName: string): Promise<ImportResult> {
  const [{ parseScenarioText }, { stepsOf }] = await Promise.all([import('@/lib/scenario/schema'), import('@/lib/engine/steps-of')]);
  const parsed = parseScenarioText(text, fileName);
  if (!parsed.ok) return parsed;
  try {
    if (stepsOf(parsed.scenario).length === 0) return { ok: false, error: `${fileName}: exchanges: the scenario has no steps to play; expected at least one exchange with a request` };
  } catch {
    // The schema checks what the engine relies on, so this is a gap in it: say so without the engine's internals.
    return { ok: false, error: `${fileName}: (root): the player could not derive steps from this scenario; expected a transcript it can play` };
  }
  return { ok: true, scenario: parsed.scenario, fileName, text };
}

/** Announced on window when a new file was imported, so an open player swaps to it. */
export const IMPORTED_EVENT = 'tool-search-lab:imported';

export function importedHref(fileName: string, step = 1): string {
  return `/?${new URLSearchParams({ source: 'file', file: fileName, step: String(step) }).toString()}`;
}
