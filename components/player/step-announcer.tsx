'use client';

import { playerSelectors } from '@/lib/store/player-store';
import { stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { usePlayer } from './player-store-provider';

/** Screen readers hear each step's caption as the step changes. */
export function StepAnnouncer() {
  const t = useT();
  const step = usePlayer(playerSelectors.currentStep);
  const total = usePlayer(playerSelectors.stepCount);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="step-announcer">
      {step ? t.player.step.caption(step.number, total, stepTitle(step, t)) : ''}
    </div>
  );
}
