'use client';

import { useT } from '@/components/i18n/locale-provider';
import { MODELS, MODELS_CHECKED, modelInfo } from '@/lib/protocol/models';
import { useBudget } from './budget-store-provider';
import type { UnverifiedPoint } from '@/lib/engine/unverified';
import { UnverifiedMark } from '@/components/shared/unverified-mark';

function NumberField({
  label,
  value,
  onChange,
  hint,
  testId,
  unverified,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  hint?: string;
  testId: string;
  unverified?: UnverifiedPoint;
}) {
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <label className="flex flex-col gap-0.5">
        <span>{label}</span>
        <input
          type="number"
          min={0}
          inputMode="numeric"
          className="w-40 rounded border border-slate-300 bg-transparent px-2 py-1 tabular-nums dark:border-slate-600"
          value={value}
          onChange={(e) => onChange(e.target.valueAsNumber)}
          data-testid={testId}
        />
        {hint && <span className="text-xs text-slate-600 dark:text-slate-400">{hint}</span>}
      </label>
      {/* Outside the label, so the field's name stays its label. */}
      {unverified && (
        <span>
          <UnverifiedMark point={unverified} />
        </span>
      )}
    </div>
  );
}

export function BudgetSettings() {
  const t = useT();
  const f = t.format;
  const b = t.budget;
  const modelId = useBudget((s) => s.modelId);
  const windowSize = useBudget((s) => s.window);
  const base = useBudget((s) => s.base);
  const discovered = useBudget((s) => s.discovered);
  const exactCounter = useBudget((s) => s.exactCounter);
  const exactError = useBudget((s) => s.exactError);
  const actions = useBudget((s) => s);
  const model = modelInfo(modelId);

  return (
    <section className="card min-w-0" aria-labelledby="budget-settings-title" data-testid="budget-settings">
      <h2 id="budget-settings-title" className="text-lg font-semibold">
        {b.settings}
      </h2>
      <div className="mt-2 flex flex-col gap-3">
        <label className="flex flex-col gap-0.5 text-sm">
          <span>{b.model}</span>
          <select
            className="max-w-full rounded border border-slate-300 bg-transparent px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
            value={modelId}
            onChange={(e) => actions.setModel(e.target.value)}
            data-testid="budget-model"
          >
            {MODELS.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} · {f.num(m.context_window)} · ${m.input_usd_per_mtok}/MTok{m.verified ? '' : ` (${b.unverified})`}
              </option>
            ))}
          </select>
          {model?.tokenizer_note && <span className="text-xs text-amber-800 dark:text-amber-300">{model.tokenizer_note}</span>}
        </label>
        <NumberField label={b.window} value={windowSize} onChange={actions.setWindow} testId="budget-window" />
        <NumberField label={b.base} value={base} onChange={actions.setBase} testId="budget-base" />
        <NumberField label={b.discovered} value={discovered} onChange={actions.setDiscovered} hint={b.discoveredHint} testId="budget-discovered" unverified="search-limit" />
      </div>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {b.priceNote(MODELS_CHECKED)} {b.tokenizerNote}
      </p>
      <div className="mt-3 text-sm" data-testid="exact-counts">
        {exactCounter ? (
          <button type="button" className="btn-secondary" onClick={() => void actions.measureExactly()}>
            {b.exact.measure}
          </button>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">{b.exact.none}</p>
        )}
        {exactError && <p className="text-red-700 dark:text-red-300">{b.exact.failed(exactError)}</p>}
      </div>
    </section>
  );
}
