/**
 * The article's decision tree (section 7.3), quoted: where does the tool run?
 *   MCP-hosted?  yes → server-side execution, one request
 *                no  → a built-in server tool (code execution, web search…)?
 *                        yes → server-side execution
 *                        no  → client-side execution, several requests
 */
export type TreeQuestion = 'mcp' | 'builtin';
export type Execution = 'mcp' | 'builtin' | 'client';

export interface TreeAnswers {
  mcp: boolean | null;
  builtin: boolean | null;
}

export const NO_ANSWERS: TreeAnswers = { mcp: null, builtin: null };

/** The questions still to show, in order: the second only once the first is answered "no". */
export function openQuestions(a: TreeAnswers): TreeQuestion[] {
  if (a.mcp !== false) return ['mcp'];
  return ['mcp', 'builtin'];
}

export function decide(a: TreeAnswers): Execution | null {
  if (a.mcp === true) return 'mcp';
  if (a.mcp === false && a.builtin === true) return 'builtin';
  if (a.mcp === false && a.builtin === false) return 'client';
  return null;
}

/** Answering a question forgets the answers below it: they were asked in another branch. */
export function answer(a: TreeAnswers, q: TreeQuestion, value: boolean): TreeAnswers {
  return q === 'mcp' ? { mcp: value, builtin: null } : { ...a, builtin: value };
}

/**
 * The side of the comparison an outcome matches. A built-in server tool runs
 * inside the API like an MCP-hosted one, so it shares that side's shape (one
 * request); the library has no scenario that searches for one, and the view says so.
 */
export function sideFor(e: Execution): 'client' | 'mcp' {
  return e === 'client' ? 'client' : 'mcp';
}
