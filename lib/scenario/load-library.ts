import { LIBRARY, type LibraryEntry } from '@/scenarios/library';
import { parseScenario, type ParseResult } from './schema';

export function loadLibraryScenario(id: string): ParseResult | null {
  const entry = LIBRARY.find((e) => e.id === id);
  return entry ? parseScenario(entry.data, `scenarios/${id}.json`) : null;
}

/** Titles for the picker; a file that fails validation is listed by id so the error can be seen. */
export function libraryIndex(): LibraryEntry[] {
  return LIBRARY.map(({ id, data }) => {
    const parsed = parseScenario(data, id);
    return parsed.ok ? { id, title: parsed.scenario.title, mode: parsed.scenario.mode } : { id, title: id, mode: 'mcp' as const };
  });
}
