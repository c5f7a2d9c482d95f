import type { Step } from '@/lib/engine/step';

/**
 * The moment of the protocol a step belongs to, independent of where the tool
 * runs: "the tool runs" is a JSON-RPC tools/call in one mode and the client's own
 * code in the other, but it is the same moment of the story.
 */
export type Moment =
  | 'request'
  | 'model-input'
  | 'search-call'
  | 'search-run'
  | 'search-result'
  | 'search-inject'
  | 'tool-call'
  | 'paused-response'
  | 'tool-run'
  | 'tool-result'
  | 'next-request'
  | 'result-to-model'
  | 'code-write'
  | 'code-run'
  | 'result-to-code'
  | 'code-output'
  | 'answer'
  | 'error'
  | 'other';

/** Whether a client-run tool's result has come back since the last response: then the next prompt carries it. */
function resultPending(steps: readonly Step[], i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const kind = steps[j]?.kind;
    if (kind === 'client-tool-result') return true;
    if (kind === 'response') return false;
  }
  return false;
}

export function momentOf(steps: readonly Step[], i: number): Moment {
  const step = steps[i];
  if (!step) return 'other';
  switch (step.kind) {
    case 'request':
      return step.facts.followUp ? 'next-request' : 'request';
    case 'model-input':
      // A follow-up prompt that carries a tool result is the moment the result reaches the model;
      // one that carries a new question starts the story again.
      return step.facts.followUp && resultPending(steps, i) ? 'result-to-model' : 'model-input';
    case 'model-search-call':
      return 'search-call';
    case 'search-run':
    case 'search-result':
    case 'search-inject':
      return step.kind;
    case 'model-tool-call':
      return 'tool-call';
    case 'mcp-call':
    case 'client-tool-run':
      return 'tool-run';
    case 'mcp-result':
    case 'client-tool-result':
      return 'tool-result';
    case 'tool-result-inject':
      return 'result-to-model';
    // Programmatic tool calling: the calls code makes are the same moment as calls Claude makes;
    // writing, running and resuming code, and its output, have no counterpart in the direct mode.
    case 'model-code-call':
      return 'code-write';
    case 'code-run':
      return 'code-run';
    case 'code-tool-call':
      return 'tool-call';
    case 'code-resume':
      return 'result-to-code';
    case 'code-output':
      return 'code-output';
    case 'code-output-inject':
      return 'result-to-model';
    case 'response':
      return step.payload.stop_reason === 'tool_use' ? 'paused-response' : 'answer';
    case 'error-response':
      return 'error';
    default:
      return 'other';
  }
}

/** One row of the side-by-side view: a step index on each side, or null where that mode has no such step. */
export interface AlignedRow {
  moment: Moment;
  left: number | null;
  right: number | null;
}

/**
 * Pairs two step lists by moment: the longest common subsequence of their
 * moments lines up (the search, the tool call, the result, the answer); what is
 * left over is a step only one mode has, placed where it happens. Between two
 * matched moments the left side's extra steps come first.
 */
export function alignSteps(left: readonly Step[], right: readonly Step[]): AlignedRow[] {
  const a = left.map((_, i) => momentOf(left, i));
  const b = right.map((_, i) => momentOf(right, i));
  const n = a.length;
  const m = b.length;
  // lcs[i][j]: length of the LCS of a[i..] and b[j..].
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const rows: AlignedRow[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      rows.push({ moment: a[i]!, left: i, right: j });
      i += 1;
      j += 1;
    } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      rows.push({ moment: a[i]!, left: i, right: null });
      i += 1;
    } else {
      rows.push({ moment: b[j]!, left: null, right: j });
      j += 1;
    }
  }
  return rows;
}

export type Side = 'left' | 'right';

/**
 * The step a side shows at a row: its own, or — where it has none — the last one
 * it reached before, so its diagram holds still while the other side moves on.
 */
export function stepAt(rows: readonly AlignedRow[], row: number, side: Side): number {
  for (let r = Math.min(row, rows.length - 1); r >= 0; r--) {
    const index = rows[r]?.[side];
    if (index != null) return index;
  }
  return 0;
}

/** The row where a side's step sits (for a click on that side's diagram). */
export function rowOfStep(rows: readonly AlignedRow[], side: Side, step: number): number {
  const found = rows.findIndex((r) => r[side] === step);
  return found === -1 ? 0 : found;
}
