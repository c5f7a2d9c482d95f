/// <reference lib="webworker" />
import { ReportSession } from '@/lib/report/report-session';
import { postOutcome, type ReportRequest, type ReportResponse } from './report-messages';

/**
 * The report's Web Worker: the catalog is parsed, indexed and searched here, off the page's main
 * thread, and held between edits. It only passes messages to a ReportSession.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = new ReportSession();

scope.onmessage = (event: MessageEvent<ReportRequest>) => {
  const { id } = event.data;
  const post = (message: ReportResponse) => scope.postMessage(message);
  try {
    const onProgress = (phase: 'index' | 'tasks' | 'tools', done: number, total: number) => post({ id, type: 'progress', phase, done, total });
    const outcome =
      event.data.type === 'load' ? session.load(event.data.input, onProgress) : session.edit(event.data.edit, onProgress, (quick) => postOutcome(id, 'quick', quick, post));
    postOutcome(id, 'done', outcome, post);
  } catch (e) {
    post({ id, type: 'done', outcome: { ok: false, problem: { field: event.data.type === 'load' ? 'catalog' : 'edit', message: e instanceof Error ? e.message : String(e) } } });
  }
};
