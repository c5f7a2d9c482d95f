import type { ScenarioId } from '@/scenarios/library';

/**
 * The questions recorded two ways, so that they can be played side by side. `kind` says what
 * the two recordings differ in:
 * - `hosting`: client-side execution (left: custom tools, the client runs them) against
 *   MCP-hosted execution (right: the API calls the tool through the MCP connector);
 * - `ptc`: Claude calling the tools directly (left) against programmatic tool calling (right:
 *   Claude writes code, the code calls the tools).
 */
export type CompareKind = 'hosting' | 'ptc';

export interface CompareQuestion {
  id: string;
  kind: CompareKind;
  left: ScenarioId;
  right: ScenarioId;
}

export const COMPARE_QUESTIONS: readonly CompareQuestion[] = [
  { id: 'weather', kind: 'hosting', left: 'weather-client', right: 'weather-mcp' },
  { id: 'budget', kind: 'ptc', left: 'ptc-direct', right: 'ptc-budget' },
];

export const DEFAULT_QUESTION_ID = 'weather';

export function compareQuestion(id: string): CompareQuestion | undefined {
  return COMPARE_QUESTIONS.find((q) => q.id === id);
}
