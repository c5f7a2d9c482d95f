'use client';

import { ScenarioImport } from '@/components/player/scenario-import';
import { useT } from '@/components/i18n/locale-provider';

/** A saved run (or any scenario file) played from /live: picked or dropped, it opens in the player like any import. */
export function LiveImport() {
  const t = useT();
  return (
    <section className="card flex flex-wrap items-center gap-2 text-sm" aria-labelledby="live-import-legend" data-testid="live-import">
      <h2 id="live-import-legend" className="basis-full text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t.live.importFile.legend}
      </h2>
      <p className="basis-full text-slate-600 dark:text-slate-400">{t.live.importFile.hint}</p>
      <ScenarioImport dropTarget />
    </section>
  );
}
