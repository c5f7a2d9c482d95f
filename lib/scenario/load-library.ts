import { LIBRARY } from '@/scenarios/library';
import { parseScenario, type ParseResult } from './schema';
import type { Scenario } from './types';

export { DEFAULT_SCENARIO_ID } from './default-scenario';

export interface LibraryEntry {
  id: string;
  title: string;
  mode: Scenario['mode'];
}

// The library is fixed at build time: validate each file once per server process,
// not on every request (enterprise-mcp alone is ~600 KB of JSON).
const parsed = new Map<string, ParseResult>();

export function loadLibraryScenario(id: string): ParseResult | null {
  const entry = LIBRARY.find((e) => e.id === id);
  if (!entry) return null;
  let result = parsed.get(id);
  if (!result) parsed.set(id, (result = parseScenario(entry.data, `scenarios/${id}.json`)));
  return result;
}

/** Titles for the picker; a file that fails validation is listed by id so the error can be seen. */
export function libraryIndex(): LibraryEntry[] {
  return LIBRARY.map(({ id }) => {
    const result = loadLibraryScenario(id);
    return result?.ok ? { id, title: result.scenario.title, mode: result.scenario.mode } : { id, title: id, mode: 'mcp' as const };
  });
}
