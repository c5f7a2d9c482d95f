'use client';

import { playerSelectors } from '@/lib/store/player-store';
import { useT } from '@/components/i18n/locale-provider';
import { usePlayer } from './player-store-provider';
import { showHidden } from '@/lib/security/hidden-characters';

const HOW_STYLE = {
  search: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-200',
  always: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  discovered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
} as const;

export function ModelViewPanel() {
  const t = useT();
  const step = usePlayer(playerSelectors.currentStep);
  const previous = usePlayer((s) => s.steps[s.index - 1]);
  if (!step) return null;
  const before = new Set(previous?.view.loaded.map((tool) => tool.name));

  return (
    <section className="card" aria-labelledby="model-view-title" data-testid="model-view">
      <h2 id="model-view-title" className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t.player.view.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{step.view.rejected ? t.player.view.rejected : t.player.view.intro}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {step.view.loaded.map((tool) => (
          <li key={tool.name} className={`rounded px-2 py-0.5 font-mono text-xs ${HOW_STYLE[tool.how]}`} data-how={tool.how}>
            {previous && !before.has(tool.name) && <span aria-hidden>+ </span>}
            {showHidden(tool.name)}
            <span className="sr-only"> ({t.player.view[tool.how]})</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm" data-testid="deferred-count">
        <span aria-hidden className="mr-1 inline-block h-2.5 w-2.5 rounded-sm border border-dashed border-slate-400 align-middle" />
        {t.player.view.deferred(step.view.deferred)}
      </p>
    </section>
  );
}
