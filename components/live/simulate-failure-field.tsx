'use client';

import { SIMULATABLE, simulateOnRequest } from '@/lib/live/settings';
import { FAIL_HEADER } from '@/lib/protocol/lab-headers';
import { useT } from '@/components/i18n/locale-provider';
import { SimulateFailureSelect } from '@/components/shared/simulate-failure-select';
import { useLive } from './live-store-provider';

/** Only shown when the base URL is the emulator: the one service that honours x-tool-search-lab-fail. */
export function SimulateFailureField() {
  const t = useT();
  const simulate = useLive((s) => s.settings.simulate);
  const update = useLive((s) => s.update);
  return (
    <fieldset className="rounded-lg border border-dashed border-amber-500 p-3 dark:border-amber-600" data-testid="simulate-failure">
      <legend className="px-1 text-sm font-semibold text-amber-900 dark:text-amber-200">{t.live.simulate.legend}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <SimulateFailureSelect label={t.live.simulate.failure} value={simulate.failure} failures={SIMULATABLE} onChange={(failure) => update({ simulate: { ...simulate, failure } })} />
        <label className="flex w-28 flex-col gap-1 text-sm">
          {t.live.simulate.onRequest}
          <input
            type="number"
            min={1}
            max={12}
            value={simulate.onRequest}
            onChange={(e) => update({ simulate: { ...simulate, onRequest: simulateOnRequest(e.target.value) } })}
            className="rounded border border-slate-300 bg-transparent px-1.5 py-1 dark:border-slate-600"
          />
        </label>
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t.live.simulate.hint(FAIL_HEADER)}</p>
    </fieldset>
  );
}
