'use client';

import { playerSelectors, SPEEDS, type Speed } from '@/lib/store/player-store';
import { MAX_LISTED_STEPS } from '@/lib/diagram/diagram-limits';
import { stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { IconFirst, IconNext, IconPause, IconPlay, IconPrevious } from '@/components/shared/icons';
import { usePlayer } from './player-store-provider';

/** `compact`: the buttons alone, for a frame (no scrubber, speed or key hints: a blog's reader clicks). */
export function PlayerControls({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const index = usePlayer((s) => s.index);
  const total = usePlayer(playerSelectors.stepCount);
  const steps = usePlayer((s) => s.steps);
  const speed = usePlayer((s) => s.speed);
  const setSpeed = usePlayer((s) => s.setSpeed);
  const goTo = usePlayer((s) => s.goTo);
  const reducedMotion = usePrefersReducedMotion();

  if (compact)
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="player-controls">
        <StepButtons />
      </div>
    );

  return (
    <div className="card flex flex-col gap-3 shadow-md dark:bg-slate-900" data-testid="player-controls">
      <div className="flex flex-wrap items-center gap-2">
        <StepButtons />
        <label className="ml-auto flex items-center gap-2 text-sm" data-whole-row>
          {t.player.controls.speed}
          <select
            className="rounded border border-slate-300 bg-transparent px-1 py-0.5 dark:border-slate-600"
            value={speed}
            onChange={(e) => setSpeed(Number(e.target.value) as Speed)}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <span hidden data-row-end />
      </div>
      <div className="relative pb-3">
        <input
          type="range"
          className="scrubber w-full"
          min={1}
          max={total}
          step={1}
          value={index + 1}
          aria-label={t.player.controls.scrubber}
          aria-valuetext={steps[index] ? t.player.step.caption(index + 1, total, stepTitle(steps[index], t)) : undefined}
          onChange={(e) => goTo(Number(e.target.value) - 1)}
        />
        {/*
          Each tick placed by its own share of the track, as justify-between would place it, so none
          moves when the HTML arrives in pieces and the later ticks are not parsed yet (a layout shift).
        */}
        <div className="pointer-events-none absolute inset-x-[8px] bottom-0 h-2" aria-hidden data-testid="scrubber-ticks">
          {/* A tick per step up to MAX_LISTED_STEPS; past that they would blur into one bar and cost every step change a walk over all of them. */}
          {steps.length <= MAX_LISTED_STEPS && steps.map((s, i) => (
            <span
              key={s.number}
              className={`absolute top-0 h-2 w-px ${s.number - 1 <= index ? 'bg-sky-600' : 'bg-slate-400'}`}
              style={{ left: `calc((100% - 1px) * ${steps.length > 1 ? i / (steps.length - 1) : 0})` }}
              data-seen={s.seen}
            />
          ))}
        </div>
      </div>
      {reducedMotion && <p className="text-xs text-slate-600 dark:text-slate-400">{t.player.controls.reducedMotion}</p>}
      <p className="hidden text-xs text-slate-500 sm:block dark:text-slate-400">{t.player.controls.keys}</p>
    </div>
  );
}

/** Restart, previous, play or pause, next. */
function StepButtons() {
  const t = useT();
  const index = usePlayer((s) => s.index);
  const total = usePlayer(playerSelectors.stepCount);
  const playing = usePlayer((s) => s.playing);
  const actions = usePlayer((s) => s);
  const reducedMotion = usePrefersReducedMotion();
  const isFirst = index === 0;
  const isLast = index >= total - 1;
  return (
    <>
      <button type="button" className="btn-icon" onClick={actions.first} disabled={isFirst} aria-label={t.player.controls.restart} title={t.player.controls.restart}>
        <IconFirst />
      </button>
      <button type="button" className="btn-icon" onClick={actions.previous} disabled={isFirst} aria-label={t.player.controls.previous} title={`${t.player.controls.previous} (←)`}>
        <IconPrevious />
      </button>
      <button
        type="button"
        className="btn-primary min-w-24"
        onClick={actions.togglePlay}
        disabled={reducedMotion && !playing}
        aria-label={playing ? t.player.controls.pause : t.player.controls.play}
        title={`${playing ? t.player.controls.pause : t.player.controls.play} (Space)`}
      >
        {playing ? <IconPause /> : <IconPlay />}
        {playing ? t.player.controls.pause : t.player.controls.play}
      </button>
      <button type="button" className="btn-icon" onClick={actions.next} disabled={isLast} aria-label={t.player.controls.next} title={`${t.player.controls.next} (→)`}>
        <IconNext />
      </button>
    </>
  );
}
