'use client';

import { memo, useMemo } from 'react';
import { stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { stepQuery, type StepUrlSource } from '@/lib/scenario/step-url';
import { usePlayer, usePlayerStoreApi } from './player-store-provider';

/**
 * The sequence diagram as an ordered list, for screen readers and anyone who
 * would rather read than look: each step, who sends it to whom, and a link to it.
 * Also the only sequence there is when the diagram is too big to draw.
 */
export function StepsAsText({ source }: { source: StepUrlSource | null }) {
  const t = useT();
  const store = usePlayerStoreApi();
  const steps = usePlayer((s) => s.steps);
  const index = usePlayer((s) => s.index);
  const texts = useMemo(() => steps.map((s) => t.player.diagram.asTextItem(t.actors[s.from], t.actors[s.to], stepTitle(s, t))), [steps, t]);
  const goTo = store.getState().goTo;
  return (
    <details className="card text-sm" data-testid="steps-as-text">
      <summary className="cursor-pointer font-medium">{t.player.diagram.asText(steps.length)}</summary>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        {steps.map((step, i) => (
          <StepItem key={step.number} index={i} text={texts[i]!} current={i === index} href={source && `?${stepQuery(source, i)}`} goTo={goTo} />
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
