import { readAndKeep, type KeepAs, type KeepOutcome, type ReadInput, type ReadProgress } from './read-catalog';
import type { CatalogShelf } from './shelf';

/**
 * A catalog read and kept by the parse worker, with its progress; on the main thread, with the
 * page's shelf, only where no Worker exists. One worker per page, started on first use.
 */

type Reply = { id: number; progress?: ReadProgress; outcome?: KeepOutcome; crash?: string };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (o: KeepOutcome) => void; reject: (e: Error) => void; onProgress: (p: ReadProgress) => void }>();

function parseWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const { id, progress, outcome, crash } = event.data;
    const entry = waiting.get(id);
    if (!entry) return;
    if (progress) return entry.onProgress(progress);
    waiting.delete(id);
    if (outcome) entry.resolve(outcome);
    else entry.reject(new Error(crash ?? 'the parse worker failed'));
  };
  worker.onerror = (event) => {
    for (const entry of waiting.values()) entry.reject(new Error(event.message || 'the parse worker failed'));
    waiting.clear();
    worker = undefined;
  };
  return worker;
}

export function keepOffThread(input: ReadInput, as: KeepAs, shelf: CatalogShelf, onProgress: (p: ReadProgress) => void = () => {}): Promise<KeepOutcome> {
  // The worker writes to IndexedDB itself; a shelf that is not IndexedDB (no storage here) is filled on this thread.
  if (typeof Worker === 'undefined' || !shelf.persistent) return readAndKeep(input, as, shelf, onProgress);
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, { resolve, reject, onProgress });
    parseWorker().postMessage({ id, input, as });
  });
}
