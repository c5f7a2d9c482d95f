'use client';

import { t } from '@/lib/i18n';
import { usePlayer } from './player-store-provider';

export function ScenarioHeader() {
  const scenario = usePlayer((s) => s.scenario);
  return (
    <section className="flex flex-col gap-1" aria-label={t.scenario.pick}>
      <h1 className="text-2xl font-semibold leading-tight" data-testid="scenario-title">
        {scenario.title}
      </h1>
      <p className="text-slate-700 dark:text-slate-300">{scenario.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span>
          <span className="font-medium">{t.scenario.question}:</span> “{scenario.question}”
        </span>
        <span>{t.scenario.mode[scenario.mode]}</span>
        <span>{t.scenario.source[scenario.source.kind]}</span>
      </p>
    </section>
  );
}
