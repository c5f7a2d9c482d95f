'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { stepsOf } from '@/lib/engine/steps-of';
import { IMPORTED_EVENT, parseImported, type ImportProgress } from '@/lib/files/import-file';
import { readImported } from '@/lib/files/imported-scenario';
import { useT } from '@/components/i18n/locale-provider';
import { parseStepParam } from '@/lib/scenario/step-param';
import type { Scenario } from '@/lib/scenario/types';
import { Player } from './player';
import { importProgressText, ScenarioImport } from './scenario-import';
import { showHidden } from '@/lib/security/hidden-characters';

type State =
  | { status: 'loading'; progress?: ImportProgress }
  | { status: 'missing'; error?: string }
  | { status: 'ready'; scenario: Scenario; fileName: string; index: number; badStep: string | null; total: number };

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * `/?source=file`: a scenario read from a file in this browser. The file never
 * left the browser, so a link to it works only where it was imported; anyone
 * else is told which file to import.
 */
export function ImportedScenarioPlayer({ fileName, step }: { fileName: string; step: string | undefined }) {
  const t = useT();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const read = async () => {
      const imported = readImported(sessionStore());
      if (!imported || (fileName && imported.fileName !== fileName)) {
        if (!cancelled) setState({ status: 'missing' });
        return;
      }
      const result = await parseImported(imported.text, imported.fileName, (progress) => {
        if (!cancelled) setState({ status: 'loading', progress });
      });
      if (cancelled) return;
      if (!result.ok) {
        setState({ status: 'missing', error: result.error });
        return;
      }
      const total = stepsOf(result.scenario).length;
      const parsed = parseStepParam(step, total);
      setState({
        status: 'ready',
        scenario: result.scenario,
        fileName: imported.fileName,
        index: parsed.ok ? parsed.index : 0,
        badStep: parsed.ok ? null : (step ?? ''),
        total,
      });
    };
    void read();
    const onImported = () => void read();
    window.addEventListener(IMPORTED_EVENT, onImported);
    return () => {
      cancelled = true;
      window.removeEventListener(IMPORTED_EVENT, onImported);
    };
  }, [fileName, step]);

  if (state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {state.progress ? importProgressText(t, fileName, state.progress) : t.files.import.reading(showHidden(fileName))}
      </p>
    );
  }
  if (state.status === 'missing') {
    return (
      <div role="alert" className="card flex max-w-2xl flex-col gap-3 border-amber-300 dark:border-amber-800" data-testid="needs-file">
        <p className="font-semibold">{t.files.import.needsFile(showHidden(fileName))}</p>
        {state.error && <pre className="whitespace-pre-wrap text-sm text-red-800 dark:text-red-300">{showHidden(state.error, { keepLines: true })}</pre>}
        <div className="flex flex-wrap items-center gap-3">
          <ScenarioImport dropTarget className="btn-primary" />
          <Link className="text-sm text-sky-700 underline dark:text-sky-300" href="/">
            {t.player.errors.backToStart}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="text-sm font-medium text-amber-800 dark:text-amber-300" data-testid="imported-from">
        {t.files.import.fromFile(showHidden(state.fileName))}
      </p>
      {state.badStep !== null && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t.files.import.badStep(state.badStep, state.total)}
        </p>
      )}
      <Player key={`${state.fileName}:${state.scenario.id}`} scenario={state.scenario} initialIndex={state.index} linkable={false} fileName={state.fileName} />
    </>
  );
}
