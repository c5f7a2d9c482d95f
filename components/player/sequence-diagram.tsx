'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ACTORS, type Step } from '@/lib/engine/step';
import { diagramSkip, MAX_DIAGRAM_STEPS } from '@/lib/diagram/diagram-limits';
import type { DiagramTheme } from '@/lib/diagram/mermaid-config';
import { createActorHeader } from '@/lib/diagram/actor-header';
import { createPlayhead } from '@/lib/diagram/playhead';
import { playerDiagramSource } from '@/lib/diagram/player-diagram-source';
import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import { truncateLabel } from '@/lib/diagram/sequence-source';
import { indexStepElements, stepFromEvent } from '@/lib/diagram/step-highlight';
import { viewBoxSize } from '@/lib/diagram/view-box';
import { markSteps, withStepStates, type StepLabel } from '@/lib/diagram/step-markup';
import { stepTitle } from '@/lib/i18n/describe-step';
import type { Dictionary } from '@/lib/i18n';
import { useT } from '@/components/i18n/locale-provider';
import { usePlayerStoreApi, usePlayer, useScenarioText } from './player-store-provider';
import { showHidden } from '@/lib/security/hidden-characters';

/** `prerendered`: in the server's HTML, not yet wired to the steps (no script has run). */
type Status = 'prerendered' | 'loading' | 'ready' | 'failed' | 'skipped';

const stepLabels = (steps: readonly Step[], t: Dictionary): StepLabel[] =>
  steps.map((s, i) => {
    const title = stepTitle(s, t);
    return { name: t.player.diagram.jump(i + 1, t.actors[s.from], t.actors[s.to], title), fullTitle: truncateLabel(title) === title ? null : title };
  });

/**
 * One theme's SVG in its wrapper; the page's CSS shows the wrapper of the reader's theme.
 * The wrapper carries the drawing's size, so CSS can fit it to a room or a frame
 * (app/globals.css, `.diagram-fit`) from the first HTML, before any script runs.
 */
const themed = (theme: DiagramTheme, svg: string) => {
  const size = viewBoxSize(svg);
  const style = size ? ` style="--vb-w:${size.width};--vb-h:${size.height}"` : '';
  return `<div data-diagram-theme="${theme}"${style}>${svg}</div>`;
};

/** Both themes of a diagram drawn ahead of time, marked and at the opening step, for the server's HTML. */
function serverMarkup(diagram: PrerenderedDiagram, labels: StepLabel[], index: number): string {
  const parts = (['light', 'dark'] as const).map((theme) => {
    const marked = markSteps(diagram[theme], labels);
    return marked && themed(theme, withStepStates(marked, index));
  });
  return parts.every(Boolean) ? parts.join('') : '';
}

/**
 * Drawn once per scenario (and theme). A shipped scenario's diagram comes drawn
 * ahead of time in the server's HTML (`prerendered`); any other is drawn here by
 * mermaid, loaded on demand. Step changes reach the SVG through a store
 * subscription that flips attributes, not through React renders.
 */
export function SequenceDiagram({ prerendered = null, note = true }: { prerendered?: PrerenderedDiagram | null; note?: boolean }) {
  const t = useT();
  const store = usePlayerStoreApi();
  const steps = usePlayer((s) => s.steps);
  const { title } = useScenarioText();
  const mode = usePlayer((s) => s.scenario.mode);
  const host = useRef<HTMLDivElement>(null);
  const renders = useRef(0);
  const id = `seq-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  // Past the step limit nothing is drawn, so neither the source nor the labels of every step are built.
  const drawable = steps.length <= MAX_DIAGRAM_STEPS;
  const source = useMemo(() => (drawable ? playerDiagramSource(steps, t) : ''), [drawable, steps, t]);
  const skip = useMemo(() => diagramSkip(steps.length, source), [steps.length, source]);
  const labels = useMemo(() => (drawable ? stepLabels(steps, t) : []), [drawable, steps, t]);
  const ariaLabel = t.player.diagram.label(showHidden(title));
  // Short: the name before its explanation ("Registry", not "Registry · tool index in the API"), to fit over its lifeline.
  const actorNames = useMemo(() => new Map(ACTORS.map((a) => [a, t.actors[a].split(' · ')[0]!])), [t]);
  // One object for the component's life: React rewrites innerHTML only when this object changes.
  const [initial] = useState(() => ({
    __html: prerendered && prerendered.source === source && !skip ? serverMarkup(prerendered, labels, store.getState().index) : '',
  }));
  const [drawn, setStatus] = useState<Status>(initial.__html ? 'prerendered' : 'loading');
  // A diagram too big to draw is a fact of the steps, not something an effect finds out.
  const status: Status = skip ? 'skipped' : drawn;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    if (skip) {
      el.replaceChildren();
      return;
    }
    // Read here, not through a hook: during hydration a hook gives the server's guess
    // (light) first, which would redraw a dark reader's diagram right after it appeared.
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    let generation = 0;
    let dispose = () => {};

    const wire = (svg: SVGSVGElement) => {
      renders.current += 1;
      el.dataset.renderCount = String(renders.current);
      // A group, not an image: an image's children are presentational, and these hold the arrows' buttons.
      svg.setAttribute('role', 'group');
      svg.setAttribute('aria-label', ariaLabel);
      const stepEls = indexStepElements(svg, steps.length);
      const playhead = createPlayhead(el, svg, steps.length);
      const header = createActorHeader(el, svg, actorNames);
      stepEls.setCurrent(store.getState().index);
      playhead.moveTo(store.getState().index);
      const unsubscribe = store.subscribe((state, prev) => {
        if (state.index === prev.index) return;
        stepEls.setCurrent(state.index);
        playhead.moveTo(state.index);
      });
      dispose = () => {
        unsubscribe();
        playhead.remove();
        header?.remove();
      };
      setStatus('ready');
    };

    const draw = () => {
      dispose();
      dispose = () => {};
      const mine = ++generation;
      const theme: DiagramTheme = media.matches ? 'dark' : 'light';
      // The server's HTML holds both themes: keep the one the reader sees.
      const fromServer = renders.current === 0 ? el.querySelector<SVGSVGElement>(`[data-diagram-theme="${theme}"] > svg`) : null;
      if (fromServer) {
        for (const other of el.querySelectorAll(`[data-diagram-theme]:not([data-diagram-theme="${theme}"])`)) other.remove();
        wire(fromServer);
        return;
      }
      const ahead = prerendered?.source === source ? prerendered[theme] : null;
      if (!ahead) setStatus('loading');
      const drawn = ahead
        ? Promise.resolve(ahead)
        : import('@/lib/diagram/render-mermaid').then(({ renderMermaid }) => renderMermaid(id, source, theme));
      drawn
        .then((svgText) => {
          if (mine !== generation) return;
          const marked = markSteps(svgText, labels);
          if (!marked) throw new Error('the diagram does not have one arrow per step');
          el.innerHTML = themed(theme, withStepStates(marked, store.getState().index));
          const svg = el.querySelector('svg');
          if (!svg) throw new Error('mermaid returned no svg');
          wire(svg);
        })
        .catch(() => {
          if (mine === generation) setStatus('failed');
        });
    };

    draw();
    media.addEventListener('change', draw);
    return () => {
      generation++;
      media.removeEventListener('change', draw);
      dispose();
    };
  }, [source, id, steps, store, ariaLabel, prerendered, labels, skip, actorNames]);

  const jump = (target: EventTarget | null) => {
    const index = stepFromEvent(target);
    if (index !== null) store.getState().goTo(index);
  };
  const busy = status === 'loading' || status === 'failed';

  return (
    <div className="sequence-diagram-frame relative">
      {busy && (
        <div
          className="absolute inset-0 flex items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400"
          role="status"
        >
          {status === 'loading' ? t.player.diagram.loading : t.player.diagram.failed}
        </div>
      )}
      {skip && (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300" role="status" data-testid="diagram-skipped">
          {skip.reason === 'steps' ? t.player.diagram.skippedSteps(skip.steps, skip.max) : t.player.diagram.skippedSize(skip.chars, skip.max)}
        </p>
      )}
      <div
        ref={host}
        data-testid="sequence-diagram"
        data-status={status}
        className={`sequence-diagram relative overflow-x-auto ${busy ? 'min-h-[480px]' : ''}`}
        // Where the diagram is shown in a window smaller than itself (presenter, embed, a phone), the window follows the step.
        data-follow
        dangerouslySetInnerHTML={initial}
        onClick={(e) => jump(e.target)}
        onKeyDown={(e) => {
          if (stepFromEvent(e.target) === null) return;
          // On an arrow, Up and Down walk the diagram as it is drawn (top to bottom); the focus follows the step.
          if (e.key === 'Enter' || e.key === ' ') jump(e.target);
          else if (e.key === 'ArrowUp') store.getState().previous();
          else if (e.key === 'ArrowDown') store.getState().next();
          else return;
          e.preventDefault();
          e.stopPropagation();
        }}
      />
      {note && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="registry-note">
          {t.player.diagram.registry[mode]}
        </p>
      )}
    </div>
  );
}
