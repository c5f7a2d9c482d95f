import type { ScenarioId } from '@/scenarios/library';

/** The questions that are recorded in both modes, so that they can be played side by side. */
export interface CompareQuestion {
  id: string;
  /** Client-side execution: custom tools, the client runs them. */
  client: ScenarioId;
  /** MCP-hosted execution: the API calls the tool through the MCP connector. */
  mcp: ScenarioId;
}

export const COMPARE_QUESTIONS: readonly CompareQuestion[] = [{ id: 'weather', client: 'weather-client', mcp: 'weather-mcp' }];

export const DEFAULT_QUESTION_ID = 'weather';

export function compareQuestion(id: string): CompareQuestion | undefined {
  return COMPARE_QUESTIONS.find((q) => q.id === id);
}
