'use client';

import { useState } from 'react';
import { useDiagramExport } from '@/hooks/use-diagram-export';
import { BASE_PATH } from '@/lib/deploy/static-deploy';
import { downloadText } from '@/lib/files/download';
import { scenarioFileName, scenarioFileText } from '@/lib/files/scenario-file';
import { shareUrl, type ShareSource } from '@/lib/files/share-link';
import { t } from '@/lib/i18n';
import { usePlayer, usePlayerStoreApi } from './player-store-provider';
import { ScenarioImport } from './scenario-import';

type Message = { kind: 'ok' | 'error'; text: string } | null;

/** The player's file actions: import a scenario, save this one, export the diagram, link to the step. */
export function ScenarioActions({ source }: { source: ShareSource | null }) {
  const scenario = usePlayer((s) => s.scenario);
  // Read at click time: subscribing to the step would re-render this bar on every step change.
  const store = usePlayerStoreApi();
  const exportDiagram = useDiagramExport();
  const [message, setMessage] = useState<Message>(null);
  const [link, setLink] = useState<string | null>(null);
  const currentStep = () => store.getState().index + 1;

  const guard = async (what: string, run: () => Promise<void> | void) => {
    try {
      await run();
    } catch (e) {
      setMessage({ kind: 'error', text: `${t.files.actions.exportFailed(what)} ${(e as Error).message}` });
    }
  };

  const diagram = (format: 'svg' | 'png') =>
    guard(format.toUpperCase(), async () => {
      const result = await exportDiagram(format, { scenarioId: scenario.id, step: currentStep(), title: scenario.title, secrets: [] });
      setMessage(result.ok ? { kind: 'ok', text: t.files.actions.saved(result.fileName) } : { kind: 'error', text: t.files.actions.diagramNotReady });
    });

  const share = async () => {
    if (!source) return;
    const url = shareUrl(`${window.location.origin}${BASE_PATH}`, source, currentStep());
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ kind: 'ok', text: t.files.actions.linkCopied });
    } catch {
      setMessage({ kind: 'error', text: t.files.actions.copyFailed });
    }
  };

  return (
    <section aria-label={t.files.actions.legend} className="flex flex-wrap items-center gap-2" data-testid="scenario-actions">
      <button
        type="button"
        className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50"
        onClick={() =>
          guard('scenario', () => {
            const fileName = scenarioFileName(scenario);
            downloadText(scenarioFileText(scenario, []), fileName);
            setMessage({ kind: 'ok', text: t.files.actions.saved(fileName) });
          })
        }
      >
        {t.files.actions.saveScenario}
      </button>
      <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void diagram('svg')}>
        {t.files.actions.exportSvg}
      </button>
      <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void diagram('png')}>
        {t.files.actions.exportPng}
      </button>
      {source && (
        <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void share()}>
          {t.files.actions.shareLink}
        </button>
      )}
      {/* Last in the row: its error message takes a line of its own below the buttons. */}
      <ScenarioImport dropTarget />
      <p role="status" className={`text-xs ${message?.kind === 'error' ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}>
        {message?.text}
      </p>
      {link && (
        <div className="flex basis-full flex-col gap-1 text-xs">
          <input
            readOnly
            value={link}
            aria-label={t.files.actions.shareLink}
            data-testid="share-link"
            className="w-full max-w-2xl rounded border border-slate-300 bg-transparent px-2 py-1 font-mono dark:border-slate-600"
            onFocus={(e) => e.currentTarget.select()}
          />
          {source?.kind === 'file' && (
            <p className="text-amber-800 dark:text-amber-300" data-testid="share-file-note">
              {t.files.actions.fileLinkNote(source.fileName)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
