import type { ReportPhase } from '@/lib/report/build-report';
import type { SessionInput, SessionOutcome, ToolEdit } from '@/lib/report/report-session';
import type { ToolReport } from '@/lib/report/types';
import { readChosen, type ChosenCatalogs } from '@/lib/your-tools/chosen-catalog';
import type { CatalogShelf } from '@/lib/your-tools/shelf';

/**
 * What the page asks for: a session's input, or the catalogs it chose, the user's kept ones by id
 * (read where the report runs, from IndexedDB: their definitions never cross the page's main thread).
 */
export type ReportLoad = Omit<SessionInput, 'catalog'> & { catalog: SessionInput['catalog'] | { chosen: ChosenCatalogs } };

/** Kept catalogs the page chose that this browser no longer holds (removed in another tab, or a link from another browser). */
export type MissingCatalogs = { field: 'catalog'; code: 'yours-missing'; missing: number };

export type RunOutcome = SessionOutcome | { ok: false; problem: MissingCatalogs };

/** The load as a session takes it: the chosen catalogs read from the shelf and combined. */
export async function sessionInputOf(load: ReportLoad, shelf: CatalogShelf): Promise<SessionInput | MissingCatalogs> {
  if (!('chosen' in load.catalog)) return load as SessionInput;
  const read = await readChosen(load.catalog.chosen, shelf);
  if (!read.ok) return { field: 'catalog', code: 'yours-missing', missing: read.missing.length };
  return { ...load, catalog: { parsed: read.parsed } };
}

/** What the page and the report's worker say to each other. */
export type ReportRequest = { id: number; type: 'load'; input: ReportLoad } | { id: number; type: 'edit'; edit: ToolEdit };

/**
 * A report for 10,000 tools is a few hundred thousand objects: received in one message, its
 * decoding alone is a long task on the page's main thread. So an outcome comes as its tools in
 * chunks of TOOLS_PER_MESSAGE (each decoded in a task of its own), then the rest of it.
 */
export const TOOLS_PER_MESSAGE = 500;

export type ReportResponse =
  | { id: number; type: 'progress'; phase: ReportPhase; done: number; total: number }
  | { id: number; type: 'tools'; tools: ToolReport[] }
  /** The tools that changed since the last whole outcome, by position: an edit's first answer changes one. */
  | { id: number; type: 'patch'; changes: { at: number; tool: ToolReport }[] }
  | { id: number; type: 'quick' | 'done'; outcome: RunOutcome };

/** Sends an outcome as tool chunks, then the outcome without its tools (OutcomeAssembler puts them back). */
export function postOutcome(id: number, type: 'quick' | 'done', outcome: RunOutcome, post: (message: ReportResponse) => void): void {
  if (!outcome.ok) {
    post({ id, type, outcome });
    return;
  }
  const { tools } = outcome.report;
  for (let i = 0; i < tools.length; i += TOOLS_PER_MESSAGE) post({ id, type: 'tools', tools: tools.slice(i, i + TOOLS_PER_MESSAGE) });
  post({ id, type, outcome: { ...outcome, report: { ...outcome.report, tools: [] } } });
}

/**
 * Sends an edit's first answer as what changed since `previous` (the tools of the last whole outcome
 * sent): the re-score keeps every other tool's report as it was, so one tool crosses, not 10,000,
 * and the page decodes a few objects instead of a report. Without a previous outcome of the same
 * length, it is sent whole.
 */
export function postQuick(id: number, outcome: RunOutcome, previous: readonly ToolReport[] | null, post: (message: ReportResponse) => void): void {
  if (!outcome.ok || !previous || previous.length !== outcome.report.tools.length) {
    postOutcome(id, 'quick', outcome, post);
    return;
  }
  const changes: { at: number; tool: ToolReport }[] = [];
  outcome.report.tools.forEach((tool, at) => {
    if (tool !== previous[at]) changes.push({ at, tool });
  });
  post({ id, type: 'patch', changes });
  post({ id, type: 'quick', outcome: { ...outcome, report: { ...outcome.report, tools: [] } } });
}

/** The receiving end of postOutcome and postQuick: tool chunks are kept until their outcome arrives. */
export class OutcomeAssembler {
  private tools: ToolReport[] = [];
  private patch: { at: number; tool: ToolReport }[] | null = null;
  /** The tools of the last whole outcome: what a patch applies to. */
  private last: ToolReport[] = [];

  /** The whole outcome when `message` completes one, else null (a chunk, a patch, or progress). */
  add(message: ReportResponse): { type: 'quick' | 'done'; outcome: RunOutcome } | null {
    if (message.type === 'progress') return null;
    if (message.type === 'tools') {
      for (const tool of message.tools) this.tools.push(tool);
      return null;
    }
    if (message.type === 'patch') {
      this.patch = message.changes;
      return null;
    }
    let tools = this.tools;
    this.tools = [];
    if (this.patch) {
      tools = this.last.slice();
      for (const { at, tool } of this.patch) tools[at] = tool;
      this.patch = null;
    }
    if (!message.outcome.ok) return { type: message.type, outcome: message.outcome };
    if (message.type === 'done') this.last = tools;
    return { type: message.type, outcome: { ...message.outcome, report: { ...message.outcome.report, tools } } };
  }
}
