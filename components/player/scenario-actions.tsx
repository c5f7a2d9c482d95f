'use client';

import type { ExportKind } from '@/lib/i18n/en/files';
import { useState } from 'react';
import { useDiagramExport } from '@/hooks/use-diagram-export';
import { BASE_PATH } from '@/lib/deploy/static-deploy';
import { playerDiagramSource } from '@/lib/diagram/player-diagram-source';
import { embedCode } from '@/lib/files/embed-code';
import { downloadText } from '@/lib/files/download';
import { scenarioFileName, scenarioFileText } from '@/lib/files/scenario-file';
import { shareUrl, type ShareSource } from '@/lib/files/share-link';
import { useLocale, useT } from '@/components/i18n/locale-provider';
import { usePlayer, usePlayerStoreApi, useScenarioText } from './player-store-provider';
import { ScenarioImport } from './scenario-import';

type Message = { kind: 'ok' | 'error'; text: string } | null;

/**
 * The player's file actions: import a scenario, save this one, export the diagram
 * (SVG, PNG, its Mermaid source), link to the step, embed it; and presenter mode.
 */
export function ScenarioActions({ source, onPresent }: { source: ShareSource | null; onPresent?: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const scenario = usePlayer((s) => s.scenario);
  const { title } = useScenarioText();
  // Read at click time: subscribing to the step would re-render this bar on every step change.
  const store = usePlayerStoreApi();
  const exportDiagram = useDiagramExport();
  const [message, setMessage] = useState<Message>(null);
  // The last thing copied, shown so it can be copied by hand when the clipboard refuses.
  const [link, setLink] = useState<{ label: string; text: string; testId: string } | null>(null);
  const currentStep = () => store.getState().index + 1;

  const guard = async (what: ExportKind, run: () => Promise<void> | void) => {
    try {
      await run();
    } catch (e) {
      setMessage({ kind: 'error', text: `${t.files.actions.exportFailed(what)} ${(e as Error).message}` });
    }
  };

  const diagram = (format: 'svg' | 'png') =>
    guard(format, async () => {
      const result = await exportDiagram(format, { scenarioId: scenario.id, step: currentStep(), title, secrets: [] });
      setMessage(result.ok ? { kind: 'ok', text: t.files.actions.saved(result.fileName) } : { kind: 'error', text: t.files.actions.diagramNotReady });
    });

  const copy = async (text: string, done: string, failed: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage({ kind: 'ok', text: done });
    } catch {
      setMessage({ kind: 'error', text: failed });
    }
  };

  const share = async () => {
    if (!source) return;
    const url = shareUrl(`${window.location.origin}${BASE_PATH}`, source, currentStep(), [], locale);
    setLink({ label: t.files.actions.shareLink, text: url, testId: 'share-link' });
    await copy(url, t.files.actions.linkCopied, t.files.actions.copyFailed);
  };

  const embed = async () => {
    if (source?.kind !== 'library') return;
    const code = embedCode(`${window.location.origin}${BASE_PATH}`, source.id, currentStep(), title);
    setLink({ label: t.files.actions.embedCode, text: code, testId: 'embed-code' });
    await copy(code, t.files.actions.embedCopied, t.files.actions.copyFailedShown);
  };

  // The very text the diagram was drawn from, so a README renders the same diagram.
  const mermaid = () => copy(playerDiagramSource(store.getState().steps, t), t.files.actions.mermaidCopied, t.files.actions.mermaidCopyFailed);

  return (
    <>
      {/* A whole row (app/globals.css): a button still arriving is narrower, and would drop to the next line once whole. */}
      <section aria-label={t.files.actions.legend} className="flex flex-wrap items-center gap-2" data-testid="scenario-actions" data-whole-row>
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
        <button type="button" className="btn-secondary" onClick={() => void mermaid()}>
          {t.files.actions.copyMermaid}
        </button>
        {source && (
          <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={() => void share()}>
            {t.files.actions.shareLink}
          </button>
        )}
        {source?.kind === 'library' && (
          <button type="button" className="btn-secondary" onClick={() => void embed()}>
            {t.files.actions.copyEmbed}
          </button>
        )}
        {onPresent && (
          <button type="button" className="btn-secondary" onClick={onPresent} title={t.player.present.enterHint}>
            {t.player.present.enter}
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
              value={link.text}
              aria-label={link.label}
              data-testid={link.testId}
              className="w-full max-w-2xl rounded border border-slate-300 bg-transparent px-2 py-1 font-mono dark:border-slate-600"
              onFocus={(e) => e.currentTarget.select()}
            />
            {source?.kind === 'file' && link.testId === 'share-link' && (
              <p className="text-amber-800 dark:text-amber-300" data-testid="share-file-note">
                {t.files.actions.fileLinkNote(source.fileName)}
              </p>
            )}
          </div>
        )}
      </section>
      <span hidden data-row-end />
    </>
  );
}
