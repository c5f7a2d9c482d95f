/// <reference lib="webworker" />
import { ReportSession } from '@/lib/report/report-session';
import { indexedDbShelf, memoryShelf } from '@/lib/your-tools/shelf';
import type { ToolReport } from '@/lib/report/types';
import { postOutcome, postQuick, sessionInputOf, type ReportRequest, type ReportResponse, type RunOutcome } from './report-messages';

/**
 * The report's Web Worker: the catalog is parsed, indexed and searched here, off the page's main
 * thread, and held between edits. The user's kept catalogs are read from IndexedDB here too (as
 * the search worker reads them), so their definitions never pass through the page. It only passes
 * messages to a ReportSession.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = new ReportSession();
const shelf = typeof indexedDB !== 'undefined' ? indexedDbShelf(indexedDB) : memoryShelf();
// Reading a kept catalog waits on IndexedDB: requests are answered in the order they came.
let queue: Promise<void> = Promise.resolve();
/** The tools of the last whole report the page received: an edit's first answer is sent as its changes. */
let sentTools: readonly ToolReport[] | null = null;

function postDone(id: number, outcome: RunOutcome, post: (message: ReportResponse) => void) {
  if (outcome.ok) sentTools = outcome.report.tools;
  postOutcome(id, 'done', outcome, post);
}

async function answer(request: ReportRequest): Promise<void> {
  const { id } = request;
  const post = (message: ReportResponse) => scope.postMessage(message);
  try {
    const onProgress = (phase: 'index' | 'tasks' | 'tools', done: number, total: number) => post({ id, type: 'progress', phase, done, total });
    if (request.type === 'load') {
      const input = await sessionInputOf(request.input, shelf);
      postDone(id, 'code' in input ? { ok: false, problem: input } : session.load(input, onProgress), post);
    } else {
      postDone(id, session.edit(request.edit, onProgress, (quick) => postQuick(id, quick, sentTools, post)), post);
    }
  } catch (e) {
    post({ id, type: 'done', outcome: { ok: false, problem: { field: request.type === 'load' ? 'catalog' : 'edit', message: e instanceof Error ? e.message : String(e) } } });
  }
}

scope.onmessage = (event: MessageEvent<ReportRequest>) => {
  queue = queue.then(() => answer(event.data));
};
