'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { IMPORTED_EVENT, importedHref, readScenarioFile, type ImportProgress } from '@/lib/files/import-file';
import type { Dictionary } from '@/lib/i18n';
import { stashImported } from '@/lib/files/imported-scenario';
import { useT } from '@/components/i18n/locale-provider';
import { showHidden } from '@/lib/security/hidden-characters';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Where an import is, in the page's words: the share read while reading, then each step after it. */
export function importProgressText(t: Dictionary, fileName: string, progress: ImportProgress): string {
  const name = showHidden(fileName);
  const p = t.files.import.progress;
  if (progress.phase === 'reading') return p.reading(name, progress.total ? Math.floor(((progress.done ?? 0) / progress.total) * 100) : 0);
  return p[progress.phase](name);
}

/**
 * Import a scenario file with the file picker, or by dropping it anywhere on
 * the page (`dropTarget`). A valid file plays in the player; a bad one is
 * explained and the scenario on screen stays.
 */
export function ScenarioImport({ dropTarget = false, className = 'btn-secondary' }: { dropTarget?: boolean; className?: string }) {
  const t = useT();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ kind: 'reading' | 'error'; text: string; fileName: string } | null>(null);
  const [dragging, setDragging] = useState(false);

  const accept = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ kind: 'reading', text: t.files.import.reading(showHidden(file.name)), fileName: file.name });
    // A big file takes seconds to check (in a worker, so the page keeps answering): say where it is.
    const result = await readScenarioFile(file, (progress) => setStatus({ kind: 'reading', text: importProgressText(t, file.name, progress), fileName: file.name }));
    if (!result.ok) {
      setStatus({ kind: 'error', text: result.error, fileName: file.name });
      return;
    }
    setStatus(null);
    stashImported({ fileName: result.fileName, text: result.text }, sessionStore());
    window.dispatchEvent(new Event(IMPORTED_EVENT));
    router.push(importedHref(result.fileName));
  };

  useEffect(() => {
    if (!dropTarget) return;
    let depth = 0;
    const hasFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth += 1;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      // Without this the browser opens the file instead of handing it to the page.
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setDragging(false);
      void accept(e.dataTransfer?.files[0]);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
    // `accept` reads nothing from render that changes; re-subscribing each render would drop a drag in progress.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dropTarget]);

  return (
    <>
      <button type="button" className={className} onClick={() => input.current?.click()}>
        {t.files.actions.importFile}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="scenario-file-input"
        onChange={(e) => {
          void accept(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {status && (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={`basis-full text-sm ${status.kind === 'error' ? 'text-red-800 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
          data-testid="import-status"
        >
          {status.kind === 'error' ? (
            <>
              <span className="font-semibold">{t.files.import.failed(showHidden(status.fileName))}</span>
              <span className="block font-mono text-xs">{showHidden(status.text, { keepLines: true })}</span>
            </>
          ) : (
            status.text
          )}
        </p>
      )}
      {dragging && (
        <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-sky-900/30 backdrop-blur-[1px]" aria-hidden>
          <p className="rounded-xl border-2 border-dashed border-sky-700 bg-white px-8 py-6 text-lg font-semibold text-sky-900 shadow-lg dark:border-sky-300 dark:bg-slate-900 dark:text-sky-100">
            {t.files.import.drop}
          </p>
        </div>
      )}
    </>
  );
}
