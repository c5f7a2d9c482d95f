'use client';

import type { ExportKind } from '@/lib/i18n/en/files';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useDiagramExport } from '@/hooks/use-diagram-export';
import { downloadText } from '@/lib/files/download';
import { importedHref } from '@/lib/files/import-file';
import { stashImported } from '@/lib/files/imported-scenario';
import { runExportInput } from '@/lib/files/run-export';
import { runExportFileName, runExportText, scenarioFileName, scenarioFileText } from '@/lib/files/scenario-file';
import { incompleteRunScenario, runScenario } from '@/lib/live/live-scenario';
import { SecretLeakError } from '@/lib/live/scrub';
import { liveSelectors } from '@/lib/store/live-store';
import { useT } from '@/components/i18n/locale-provider';
import { useLive, useLiveStoreApi } from './live-store-provider';

type Message = { kind: 'ok' | 'error'; text: string } | null;

/**
 * Keep the run: the transcript as a scenario (only complete exchanges, so it
 * replays), a failed run as far as it got (a scenario marked incomplete), the
 * whole run with its failure and unfinished response, the diagram, or
 * straight into the player. Every path is scrubbed of the key.
 */
export function LiveRunActions() {
  const t = useT();
  const store = useLiveStoreApi();
  // Narrow selections: the run object changes with every streamed event, these only when something finishes.
  const record = useLive((s) => s.run?.record ?? null);
  const status = useLive((s) => s.run?.status ?? null);
  const stepCount = useLive(liveSelectors.stepCount);
  // Only once a run has ended badly: what it had sent and received is then fixed.
  const ended = useLive((s) => (s.run && (s.run.status === 'failed' || s.run.status === 'stopped') ? s.run : null));
  const router = useRouter();
  const exportDiagram = useDiagramExport();
  const [message, setMessage] = useState<Message>(null);
  const saved = useMemo(() => (record ? runScenario(record) : null), [record]);
  const incomplete = useMemo(
    () => (ended ? incompleteRunScenario(ended.record, ended.inflight, ended.failure?.kind ?? ended.status, ended.requestsSent) : null),
    [ended],
  );
  if (!saved || !status) return null;
  const hasExchanges = saved.exchanges.length > 0;

  const guard = async (what: ExportKind, action: () => Promise<string | null> | string | null) => {
    try {
      const fileName = await action();
      setMessage(fileName ? { kind: 'ok', text: t.files.actions.saved(fileName) } : null);
    } catch (e) {
      setMessage({ kind: 'error', text: e instanceof SecretLeakError ? t.files.actions.refusedSecret : `${t.files.actions.exportFailed(what)} ${(e as Error).message}` });
    }
  };
  const secrets = () => store.getState().secrets();

  const saveScenario = () =>
    guard('scenario', () => {
      const name = scenarioFileName(saved);
      downloadText(scenarioFileText(saved, secrets()), name);
      return name;
    });

  const saveIncomplete = () =>
    guard('scenario', () => {
      if (!incomplete) return null;
      const name = scenarioFileName(incomplete);
      downloadText(scenarioFileText(incomplete, secrets()), name);
      return name;
    });

  const exportRun = () =>
    guard('run', () => {
      const { settings, run } = store.getState();
      if (!run) return null;
      const name = runExportFileName(saved);
      downloadText(runExportText(runExportInput(run, settings, window.location.origin), secrets(), t), name);
      return name;
    });

  const diagram = (format: 'svg' | 'png') =>
    guard(format, async () => {
      const result = await exportDiagram(format, { scenarioId: saved.id, step: stepCount, title: saved.title, secrets: secrets() });
      if (!result.ok) throw new Error(t.files.actions.diagramNotReady);
      return result.fileName;
    });

  const openInPlayer = () =>
    guard('scenario', () => {
      const name = scenarioFileName(saved);
      let storage: Storage | null = null;
      try {
        storage = window.sessionStorage;
      } catch {
        storage = null;
      }
      stashImported({ fileName: name, text: scenarioFileText(saved, secrets()) }, storage);
      router.push(importedHref(name));
      return null;
    });

  const busy = status === 'running' || status === 'preparing';
  return (
    <section aria-label={t.files.actions.legend} className="flex flex-col gap-2" data-testid="live-run-actions">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{t.files.actions.legend}</h3>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void saveScenario()} disabled={!hasExchanges}>
          {t.files.actions.saveScenario}
        </button>
        {ended && (
          <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void saveIncomplete()} disabled={!incomplete}>
            {t.files.actions.saveIncomplete}
          </button>
        )}
        <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void exportRun()}>
          {t.files.actions.exportRun}
        </button>
        <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void diagram('svg')} disabled={stepCount === 0}>
          {t.files.actions.exportSvg}
        </button>
        <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void diagram('png')} disabled={stepCount === 0}>
          {t.files.actions.exportPng}
        </button>
        <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void openInPlayer()} disabled={!hasExchanges || busy}>
          {t.files.actions.openInPlayer}
        </button>
      </div>
      <p role="status" className={`text-xs ${message?.kind === 'error' ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}>
        {message?.text}
      </p>
    </section>
  );
}
