import type { Scenario } from '@/lib/scenario/types';
import articleOriginal from './article-original.json';
import weatherMcp from './weather-mcp.json';

/**
 * The shipped scenarios, in the order the picker lists them. Imported here (server
 * side) so a scenario reaches the browser only when it is the one being played.
 */
export const LIBRARY: ReadonlyArray<{ id: string; data: unknown }> = [
  { id: 'weather-mcp', data: weatherMcp },
  { id: 'article-original', data: articleOriginal },
];

export const DEFAULT_SCENARIO_ID = 'weather-mcp';

export interface LibraryEntry {
  id: string;
  title: string;
  mode: Scenario['mode'];
}
