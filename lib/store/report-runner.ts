import type { ReportPhase } from '@/lib/report/build-report';
import { ReportSession, type SessionOutcome, type ToolEdit } from '@/lib/report/report-session';
import { yourShelf } from '@/lib/your-tools/shelf';
import { OutcomeAssembler, sessionInputOf, type ReportLoad, type ReportRequest, type ReportResponse, type RunOutcome } from './report-messages';

/** What the page asks of the report's engine, wherever it runs: a Web Worker in the browser, in-process in tests. */
export interface ReportRunner {
  load(input: ReportLoad, onProgress: ReportProgressSink): Promise<RunOutcome>;
  /** `onQuick` receives the edit's first answer (the edited tool and its tasks) before the full re-score. */
  edit(edit: ToolEdit, onProgress: ReportProgressSink, onQuick: (outcome: RunOutcome) => void): Promise<RunOutcome>;
  dispose(): void;
}

export type ReportProgressSink = (phase: ReportPhase, done: number, total: number) => void;

/** The report in this thread: for tests, and a fallback where no Worker exists. */
export function inProcessRunner(shelf = yourShelf()): ReportRunner {
  const session = new ReportSession();
  return {
    async load(load, onProgress) {
      const input = await sessionInputOf(load, shelf);
      return 'code' in input ? { ok: false, problem: input } : session.load(input, onProgress);
    },
    edit: async (edit, onProgress, onQuick) => session.edit(edit, onProgress, onQuick),
    dispose() {},
  };
}

/**
 * The report in a Web Worker: the page's main thread only sends the input and draws the answer. The worker starts
 * with the first request, not when the runner is made: a render React discards (the page's store is made in one)
 * must not leave a worker behind that nothing will end.
 */
export function workerRunner(): ReportRunner {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (o: RunOutcome) => void; onProgress: ReportProgressSink; onQuick?: (o: RunOutcome) => void }>();
  const assembler = new OutcomeAssembler();
  const started = (): Worker => {
    if (worker) return worker;
    worker = new Worker(new URL('./report-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ReportResponse>) => {
      const message = event.data;
      const waiting = pending.get(message.id);
      if (!waiting) return;
      if (message.type === 'progress') waiting.onProgress(message.phase, message.done, message.total);
      const whole = assembler.add(message);
      if (whole?.type === 'quick') waiting.onQuick?.(whole.outcome);
      else if (whole) {
        pending.delete(message.id);
        waiting.resolve(whole.outcome);
      }
    };
    worker.onerror = (event) => {
      const failure: SessionOutcome = { ok: false, problem: { field: 'catalog', message: event.message || 'the report’s worker stopped' } };
      for (const [, waiting] of pending) waiting.resolve(failure);
      pending.clear();
    };
    return worker;
  };
  const send = (request: ReportRequest, onProgress: ReportProgressSink, onQuick?: (o: RunOutcome) => void) =>
    new Promise<RunOutcome>((resolve) => {
      pending.set(request.id, { resolve, onProgress, ...(onQuick ? { onQuick } : {}) });
      started().postMessage(request);
    });
  return {
    load: (input, onProgress) => send({ id: ++nextId, type: 'load', input }, onProgress),
    edit: (edit, onProgress, onQuick) => send({ id: ++nextId, type: 'edit', edit }, onProgress, onQuick),
    dispose: () => {
      worker?.terminate();
      worker = undefined;
    },
  };
}
