'use client';

import { useMemo } from 'react';
import { compareBudgets } from '@/lib/tokens/catalog-budget';
import { modelInfo } from '@/lib/protocol/models';
import { selectionCount } from '@/lib/store/budget-store';
import { useT } from '@/components/i18n/locale-provider';
import { useBudget } from './budget-store-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';

const COLOUR = {
  allLoaded: 'bg-[#d55e00] dark:bg-[#f08a4b]',
  toolSearch: 'bg-[#0072b2] dark:bg-[#56a8e0]',
} as const;

export function BudgetTotals() {
  const t = useT();
  const f = t.format;
  const b = t.budget;
  const state = useBudget((s) => s);
  const count = useMemo(() => selectionCount(state), [state]);
  const model = modelInfo(state.modelId);
  const price = model?.input_usd_per_mtok ?? 0;
  const result = compareBudgets(count, { base: state.base, discovered: state.discovered, window: state.window, inputPrice: price }, count.names);

  if (count.tools === 0) {
    return (
      <section className="card" data-testid="budget-totals">
        <p className="text-sm text-slate-600 dark:text-slate-300">{count.loading ? b.loading : b.nothingSelected}</p>
      </section>
    );
  }

  const scale = Math.max(result.allLoaded.context, result.toolSearch.context) * 1.05;
  const windowAt = state.window <= scale ? (state.window / scale) * 100 : null;
  const setups = [
    { key: 'allLoaded' as const, label: b.totals.allLoaded, detail: b.totals.definitions(count.tools, count.tokens), value: result.allLoaded },
    { key: 'toolSearch' as const, label: b.totals.toolSearch, detail: b.totals.discovered(Math.min(state.discovered, count.tools), result.toolSearch.discoveredTokens), value: result.toolSearch },
  ];
  const costDiff = result.allLoaded.costPer1000 - result.toolSearch.costPer1000;

  return (
    <section className="card min-w-0" aria-labelledby="budget-totals-title" data-testid="budget-totals" aria-busy={count.loading}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="budget-totals-title" className="text-lg font-semibold">
          {b.totals.title}
        </h2>
        <ProvenanceBadge kind={count.provenance} />
      </div>
      <div role="img" aria-label={b.totals.barsLabel(result.allLoaded.context, result.toolSearch.context, state.window)} className="relative mt-3 flex flex-col gap-3">
        {setups.map((s) => (
          <div key={s.key} data-testid={`total-${s.key}`}>
            <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold">{s.label}</span>
              <span className="ml-auto text-base font-semibold tabular-nums" data-testid={`total-${s.key}-tokens`}>
                {f.tokens(s.value.context)}
              </span>
            </div>
            <div className="mt-1 h-4 w-full rounded bg-slate-100 dark:bg-slate-800">
              <div className={`h-full rounded ${COLOUR[s.key]}`} style={{ width: `${(s.value.context / scale) * 100}%` }} />
            </div>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {s.detail} · {s.value.fits ? b.totals.free(s.value.free) : b.totals.overflow(s.value.context - state.window)}
            </p>
          </div>
        ))}
        {windowAt !== null && (
          <div aria-hidden className="pointer-events-none absolute inset-y-0 border-l-2 border-dashed border-slate-600 dark:border-slate-300" style={{ left: `${windowAt}%` }}>
            <span className="ml-1 text-xs text-slate-700 dark:text-slate-300">{b.totals.windowMark}</span>
          </div>
        )}
      </div>
      <p className="mt-3 text-sm">
        <span className="font-semibold">
          {b.totals.saving}
          {t.format.colon}
        </span>
        <span className="tabular-nums" data-testid="budget-saving">
          {b.totals.savingValue(result.saving)}
        </span>{' '}
        <ProvenanceBadge kind={count.provenance} />
      </p>

      <h3 className="mt-4 text-base font-semibold">{b.cost.title}</h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">{b.cost.intro(price, model?.name ?? state.modelId)}</p>
      <table className="mt-2 w-full text-left text-sm" data-testid="budget-cost">
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-1 pr-2" />
            <th scope="col" className="py-1 pr-2 font-semibold">{b.cost.billed}</th>
            <th scope="col" className="py-1 font-semibold">{b.cost.per1000}</th>
          </tr>
        </thead>
        <tbody>
          {setups.map((s) => (
            <tr key={s.key} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1 pr-2 font-medium">{s.label}</th>
              <td className="py-1 pr-2 tabular-nums">{f.num(s.value.billed)}</td>
              <td className="py-1 tabular-nums">{f.usd(s.value.costPer1000)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-sm">
        {b.cost.difference(costDiff)} <ProvenanceBadge kind={count.provenance} />
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{b.cost.why}</p>
    </section>
  );
}
