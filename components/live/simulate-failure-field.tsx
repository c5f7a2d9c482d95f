'use client';

import { SIMULATABLE } from '@/lib/live/settings';
import { t } from '@/lib/i18n';
import { useLive } from './live-store-provider';

/** Only shown when the base URL is the emulator: the one service that honours x-tool-search-lab-fail. */
export function SimulateFailureField() {
  const simulate = useLive((s) => s.settings.simulate);
  const update = useLive((s) => s.update);
  return (
    <fieldset className="rounded-lg border border-dashed border-amber-500 p-3 dark:border-amber-600" data-testid="simulate-failure">
      <legend className="px-1 text-sm font-semibold text-amber-900 dark:text-amber-200">{t.live.simulate.legend}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t.live.simulate.failure}
          <select
            value={simulate.failure}
            onChange={(e) => update({ simulate: { ...simulate, failure: e.target.value as typeof simulate.failure } })}
            className="rounded border border-slate-300 bg-transparent px-1.5 py-1 dark:border-slate-600"
          >
            {(['none', ...SIMULATABLE] as const).map((f) => (
              <option key={f} value={f}>
                {t.live.simulate.options[f]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex w-28 flex-col gap-1 text-sm">
          {t.live.simulate.onRequest}
          <input
            type="number"
            min={1}
            max={12}
            value={simulate.onRequest}
            onChange={(e) => update({ simulate: { ...simulate, onRequest: Math.max(1, Math.round(Number(e.target.value)) || 1) } })}
            className="rounded border border-slate-300 bg-transparent px-1.5 py-1 dark:border-slate-600"
          />
        </label>
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t.live.simulate.hint}</p>
    </fieldset>
  );
}
