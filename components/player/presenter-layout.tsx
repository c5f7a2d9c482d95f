'use client';

import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import { useT } from '@/components/i18n/locale-provider';
import { SequenceDiagram } from './sequence-diagram';
import { usePlayer } from './player-store-provider';
import { StepCard } from './step-card';
import { showHidden } from '@/lib/security/hidden-characters';

/** For a room: only the diagram, fitted to the screen, and the step card in large type. */
export function PresenterLayout({ diagram, onLeave }: { diagram: PrerenderedDiagram | null; onLeave: () => void }) {
  const t = useT();
  const title = usePlayer((s) => s.scenario.title);
  return (
    <div data-view-mode="present" className="fixed inset-0 z-50 flex flex-col gap-3 bg-white p-4 dark:bg-slate-950">
      <div className="flex items-center gap-4">
        <p className="min-w-0 truncate text-lg font-semibold" data-testid="scenario-title">
          {showHidden(title)}
        </p>
        <p className="shrink-0 text-base text-slate-600 dark:text-slate-400">{t.player.present.keys}</p>
        <button type="button" className="btn-secondary ml-auto" onClick={onLeave} title={t.player.present.exitHint}>
          {t.player.present.exit}
        </button>
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-4">
        <div className="card diagram-fit min-h-0 min-w-0 overflow-hidden">
          <SequenceDiagram prerendered={diagram} />
        </div>
        <div className="min-h-0 min-w-0 overflow-auto">
          <StepCard variant="present" />
        </div>
      </div>
    </div>
  );
}
