import { rememberSteps } from '@/lib/engine/steps-of';
import type { Step } from '@/lib/engine/step';
import type { Scenario } from '@/lib/scenario/types';
import type { Checked } from './check-scenario';

/**
 * Reading a scenario file the user picked or dropped: the same schema as the
 * shipped scenarios, and it must play: at least one step. The result says
 * what is wrong, with the file name and field path. The checking and the
 * steps run in a worker (import-worker.ts) where the browser has one, with
 * progress reported as it goes; the main thread is the fallback (tests, a
 * browser that refuses the worker).
 */

export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

export type ImportResult = { ok: true; scenario: Scenario; fileName: string; text: string } | { ok: false; error: string };

/** Where an import is: reading the bytes, checking them, deriving the steps, handing them to the page. */
export type ImportPhase = 'reading' | 'checking' | 'deriving' | 'opening';
export interface ImportProgress {
  phase: ImportPhase;
  /** While reading: bytes read so far, of `total`. */
  done?: number;
  total?: number;
}
export type OnImportProgress = (progress: ImportProgress) => void;

export interface WorkerRequest {
  text: string;
  fileName: string;
}
export type WorkerReply = { type: 'progress'; phase: 'checking' | 'deriving' | 'opening' } | { type: 'done'; result: { ok: true; scenario: Scenario; steps: Step[] } | { ok: false; error: string } };

type PickedFile = Pick<File, 'name' | 'size' | 'text'> & Partial<Pick<File, 'stream'>>;

export async function readScenarioFile(file: PickedFile, onProgress?: OnImportProgress): Promise<ImportResult> {
  if (!/\.json$/i.test(file.name)) return { ok: false, error: `${file.name}: not a .json file` };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, error: `${file.name}: larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB` };
  const text = await readText(file, onProgress);
  return parseImported(text, file.name, onProgress);
}

/** The file's text, chunk by chunk where the browser streams files, saying how much has been read. */
async function readText(file: PickedFile, onProgress?: OnImportProgress): Promise<string> {
  if (!file.stream || !onProgress) return file.text();
  const reader = file.stream().getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = 0;
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    done += next.value.byteLength;
    text += decoder.decode(next.value, { stream: true });
    onProgress({ phase: 'reading', done, total: file.size });
  }
  return text + decoder.decode();
}

// The picker checks a file, then the player reads the same text back from the stash: parse (and derive) it once.
let last: { text: string; fileName: string; result: Promise<ImportResult> } | null = null;

export function parseImported(text: string, fileName: string, onProgress?: OnImportProgress): Promise<ImportResult> {
  if (last?.text !== text || last.fileName !== fileName) last = { text, fileName, result: parseText(text, fileName, onProgress) };
  return last.result;
}

async function parseText(text: string, fileName: string, onProgress?: OnImportProgress): Promise<ImportResult> {
  const checked = (await inWorker(text, fileName, onProgress)) ?? (await onThisThread(text, fileName, onProgress));
  return checked.ok ? { ok: true, scenario: checked.scenario, fileName, text } : checked;
}

async function onThisThread(text: string, fileName: string, onProgress?: OnImportProgress): Promise<Checked> {
  onProgress?.({ phase: 'checking' });
  // Loaded on demand: zod and the engine stay out of the page's first load.
  const { checkScenarioText } = await import('./check-scenario');
  return checkScenarioText(text, fileName, (phase) => onProgress?.({ phase }));
}

/** Null when no worker could run it: the caller checks on this thread instead. */
function inWorker(text: string, fileName: string, onProgress?: OnImportProgress): Promise<Checked | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress?.({ phase: message.phase });
      worker.terminate();
      const { result } = message;
      resolve(result.ok ? { ok: true, scenario: result.scenario, steps: rememberSteps(result.scenario, result.steps) } : result);
    };
    worker.onerror = (event) => {
      // A worker that cannot load (a host's policy, an old browser): the same check, on this thread.
      event.preventDefault();
      worker.terminate();
      resolve(null);
    };
    worker.postMessage({ text, fileName } satisfies WorkerRequest);
  });
}

/** Announced on window when a new file was imported, so an open player swaps to it. */
export const IMPORTED_EVENT = 'tool-search-lab:imported';

export function importedHref(fileName: string, step = 1): string {
  return `/?${new URLSearchParams({ source: 'file', file: fileName, step: String(step) }).toString()}`;
}
