'use client';

import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import { useT } from '@/components/i18n/locale-provider';
import { SequenceDiagram } from './sequence-diagram';
import { useScenarioText } from './player-store-provider';
import { StepCard } from './step-card';
import { showHidden } from '@/lib/security/hidden-characters';

/**
 * For a room, at 1280×720 and up: the diagram, zoomed so its labels read from
 * the back (it follows the step when it is taller than the screen), and the
 * step's plain layer in large type. Nothing to scroll: a clicker cannot.
 */
export function PresenterLayout({ diagram, onLeave }: { diagram: PrerenderedDiagram | null; onLeave: () => void }) {
  const t = useT();
  const { title } = useScenarioText();
  return (
    <div data-view-mode="present" className="fixed inset-0 z-50 flex flex-col gap-2 bg-white p-2 dark:bg-slate-950">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-1">
        <p className="min-w-0 text-lg font-semibold leading-tight" data-testid="scenario-title">
          {showHidden(title)}
        </p>
        <p className="text-base leading-tight text-slate-600 dark:text-slate-400">{t.player.present.keys}</p>
        <button type="button" className="btn-secondary ml-auto" onClick={onLeave} title={t.player.present.exitHint}>
          {t.player.present.exit}
        </button>
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,62fr)_minmax(0,38fr)] gap-3">
        <div className="card diagram-fit min-h-0 min-w-0 p-2">
          <SequenceDiagram prerendered={diagram} note={false} />
        </div>
        <div className="min-h-0 min-w-0 overflow-auto" data-testid="presenter-card">
          <StepCard variant="present" />
        </div>
      </div>
    </div>
  );
}
