'use client';

import type { SimulatedFailure } from '@/lib/protocol/lab-headers';
import { useT } from '@/components/i18n/locale-provider';

/** The emulator's failure control: which failure to ask for, from those that make sense where it is shown. */
export function SimulateFailureSelect({
  label,
  value,
  failures,
  onChange,
}: {
  label: string;
  value: SimulatedFailure | 'none';
  failures: readonly SimulatedFailure[];
  onChange: (failure: SimulatedFailure | 'none') => void;
}) {
  const t = useT();
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as SimulatedFailure | 'none')}
        className="w-fit rounded border border-slate-300 bg-transparent px-1.5 py-1 dark:border-slate-600 dark:bg-slate-900"
      >
        {(['none', ...failures] as const).map((f) => (
          <option key={f} value={f}>
            {t.live.simulate.options[f]}
          </option>
        ))}
      </select>
    </label>
  );
}
