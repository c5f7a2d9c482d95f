import type { ReportPhase } from '@/lib/report/build-report';
import type { SessionInput, SessionOutcome, ToolEdit } from '@/lib/report/report-session';
import type { ToolReport } from '@/lib/report/types';

/** What the page and the report's worker say to each other. */
export type ReportRequest = { id: number; type: 'load'; input: SessionInput } | { id: number; type: 'edit'; edit: ToolEdit };

/**
 * A report for 10,000 tools is a few hundred thousand objects: received in one message, its
 * decoding alone is a long task on the page's main thread. So an outcome comes as its tools in
 * chunks of TOOLS_PER_MESSAGE (each decoded in a task of its own), then the rest of it.
 */
export const TOOLS_PER_MESSAGE = 500;

export type ReportResponse =
  | { id: number; type: 'progress'; phase: ReportPhase; done: number; total: number }
  | { id: number; type: 'tools'; tools: ToolReport[] }
  | { id: number; type: 'quick' | 'done'; outcome: SessionOutcome };

/** Sends an outcome as tool chunks, then the outcome without its tools (OutcomeAssembler puts them back). */
export function postOutcome(id: number, type: 'quick' | 'done', outcome: SessionOutcome, post: (message: ReportResponse) => void): void {
  if (!outcome.ok) {
    post({ id, type, outcome });
    return;
  }
  const { tools } = outcome.report;
  for (let i = 0; i < tools.length; i += TOOLS_PER_MESSAGE) post({ id, type: 'tools', tools: tools.slice(i, i + TOOLS_PER_MESSAGE) });
  post({ id, type, outcome: { ...outcome, report: { ...outcome.report, tools: [] } } });
}

/** The receiving end of postOutcome: tool chunks are kept until their outcome arrives. */
export class OutcomeAssembler {
  private tools: ToolReport[] = [];

  /** The whole outcome when `message` completes one, else null (a chunk, or progress). */
  add(message: ReportResponse): { type: 'quick' | 'done'; outcome: SessionOutcome } | null {
    if (message.type === 'progress') return null;
    if (message.type === 'tools') {
      for (const tool of message.tools) this.tools.push(tool);
      return null;
    }
    const tools = this.tools;
    this.tools = [];
    return { type: message.type, outcome: message.outcome.ok ? { ...message.outcome, report: { ...message.outcome.report, tools } } : message.outcome };
  }
}
