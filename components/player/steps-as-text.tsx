'use client';

import { memo, useMemo } from 'react';
import { stepWindow } from '@/lib/diagram/diagram-limits';
import { stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { stepQuery, type StepUrlSource } from '@/lib/scenario/step-url';
import { usePlayer, usePlayerStoreApi } from './player-store-provider';

/**
 * The sequence diagram as an ordered list, for screen readers and anyone who
 * would rather read than look: each step, who sends it to whom, and a link to it.
 * Also the only sequence there is when the diagram is too big to draw. Past
 * MAX_LISTED_STEPS it lists a window around the current step, and says so:
 * eighty thousand items would make every step change walk them all.
 */
export function StepsAsText({ source }: { source: StepUrlSource | null }) {
  const t = useT();
  const store = usePlayerStoreApi();
  const steps = usePlayer((s) => s.steps);
  const index = usePlayer((s) => s.index);
  const { start, end } = stepWindow(index, steps.length);
  const texts = useMemo(
    () => steps.slice(start, end).map((s) => t.player.diagram.asTextItem(t.actors[s.from], t.actors[s.to], stepTitle(s, t))),
    [steps, t, start, end],
  );
  const goTo = store.getState().goTo;
  const windowed = end - start < steps.length;
  return (
    <details className="card text-sm" data-testid="steps-as-text">
      <summary className="cursor-pointer font-medium">{t.player.diagram.asText(steps.length)}</summary>
      {windowed && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="steps-window">
          {t.player.large.window(start + 1, end, steps.length)}
        </p>
      )}
      <ol className="mt-2 list-decimal space-y-1 pl-6" start={start + 1}>
        {steps.slice(start, end).map((step, i) => (
          <StepItem key={step.number} index={start + i} text={texts[i]!} current={start + i === index} href={source && `?${stepQuery(source, start + i)}`} goTo={goTo} />
        ))}
      </ol>
    </details>
  );
}

// Memoised: a step change re-renders the two items whose `current` flipped, not the whole list.
const StepItem = memo(function StepItem({
  index,
  text,
  current,
  href,
  goTo,
}: {
  index: number;
  text: string;
  current: boolean;
  href: string | null;
  goTo: (index: number) => void;
}) {
  const props = {
    'aria-current': current ? ('step' as const) : undefined,
    className: `text-left underline-offset-2 hover:underline ${current ? 'font-semibold text-[var(--accent)]' : ''}`,
  };
  return (
    <li>
      {href === null ? (
        <button type="button" {...props} onClick={() => goTo(index)}>
          {text}
        </button>
      ) : (
        <a
          href={href}
          {...props}
          onClick={(e) => {
            // A plain click steps in place (no page load); a modified one opens the link as usual.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            goTo(index);
          }}
        >
          {text}
        </a>
      )}
    </li>
  );
});
