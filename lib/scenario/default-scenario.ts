import type { ScenarioId } from '@/scenarios/library';

/** The scenario `/` opens. A file of its own: load-library.ts brings every scenario with it, and a page naming the default should not. */
export const DEFAULT_SCENARIO_ID: ScenarioId = 'weather-mcp';
