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

/** The receiving end of postOutcome: tool chunks are kept until their outcome arrives. */
export class OutcomeAssembler {
  private tools: ToolReport[] = [];

  /** The whole outcome when `message` completes one, else null (a chunk, or progress). */
  add(message: ReportResponse): { type: 'quick' | 'done'; outcome: RunOutcome } | null {
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
