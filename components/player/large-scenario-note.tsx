'use client';

import { useT } from '@/components/i18n/locale-provider';
import { MAX_LISTED_STEPS } from '@/lib/diagram/diagram-limits';
import { budgetsCounted } from '@/lib/tokens/context-budget';
import { usePlayer } from './player-store-provider';

/** Past the drawing limits, one note says what is not drawn and why; the steps still play. */
export function LargeScenarioNote() {
  const t = useT();
  const steps = usePlayer((s) => s.steps);
  if (steps.length <= MAX_LISTED_STEPS) return null;
  return (
    <p role="note" className="max-w-4xl rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100" data-testid="large-scenario">
      {t.player.large.note(steps.length, MAX_LISTED_STEPS, budgetsCounted(steps))}
    </p>
  );
}
