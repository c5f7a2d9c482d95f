'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { sequenceSource } from '@/lib/diagram/sequence-source';
import { indexStepElements, stepFromEvent } from '@/lib/diagram/step-highlight';
import { stepTitle } from '@/lib/i18n/describe-step';
import { t } from '@/lib/i18n';
import { usePrefersDark } from '@/hooks/use-media-query';
import { usePlayer, usePlayerStoreApi } from './player-store-provider';

type Status = 'loading' | 'ready' | 'failed';

/**
 * Rendered once per scenario (and theme). Step changes reach the SVG through a
 * store subscription that flips attributes, not through React renders.
 */
export function SequenceDiagram() {
  const store = usePlayerStoreApi();
  const steps = usePlayer((s) => s.steps);
  const title = usePlayer((s) => s.scenario.title);
  const dark = usePrefersDark();
  const host = useRef<HTMLDivElement>(null);
  const renders = useRef(0);
  const [status, setStatus] = useState<Status>('loading');
  const id = `seq-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  const source = useMemo(() => sequenceSource(steps, (a) => t.actors[a], (s) => `${stepTitle(s, t)}`), [steps]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let cancelled = false;
    let unsubscribe = () => {};
    setStatus('loading');
    import('@/lib/diagram/render-mermaid')
      .then(({ renderMermaid }) => renderMermaid(id, source, dark))
      .then((svgText) => {
        if (cancelled) return;
        el.innerHTML = svgText;
        renders.current += 1;
        el.dataset.renderCount = String(renders.current);
        const svg = el.querySelector('svg');
        if (!svg) throw new Error('mermaid returned no svg');
        svg.setAttribute('role', 'img');
        svg.setAttribute('aria-label', t.player.diagram.label(title));
        const stepEls = indexStepElements(svg, steps.length, (i) => t.player.diagram.jump(i + 1, steps[i] ? stepTitle(steps[i], t) : ''));
        stepEls.setCurrent(store.getState().index);
        unsubscribe = store.subscribe((state, prev) => {
          if (state.index !== prev.index) stepEls.setCurrent(state.index);
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [source, dark, id, steps, store, title]);

  const jump = (target: EventTarget | null) => {
    const index = stepFromEvent(target);
    if (index !== null) store.getState().goTo(index);
  };

  return (
    <div className="relative">
      {status !== 'ready' && (
        <div
          className="absolute inset-0 flex items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400"
          role="status"
        >
          {status === 'loading' ? t.player.diagram.loading : t.player.diagram.failed}
        </div>
      )}
      <div
        ref={host}
        data-testid="sequence-diagram"
        data-status={status}
        className={`sequence-diagram overflow-x-auto ${status === 'ready' ? '' : 'min-h-[480px]'}`}
        onClick={(e) => jump(e.target)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            if (stepFromEvent(e.target) !== null) {
              e.preventDefault();
              e.stopPropagation();
              jump(e.target);
            }
          }
        }}
      />
    </div>
  );
}
