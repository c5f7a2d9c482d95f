'use client';

import { useEffect, useState } from 'react';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';
import { ARTICLE_SERVERS } from '@/lib/tokens/article';
import type { CaptureCheck } from '@/lib/tokens/capture-check';
import { cachedCatalogCounter, type CountTokens } from '@/lib/tokens/exact-count';
import { createBudgetStore } from '@/lib/store/budget-store';
import { BudgetCatalogPicker } from './budget-catalog-picker';
import { NotInFrame } from '@/components/shared/frame-guard';
import { BudgetExactPanel } from './budget-exact-panel';
import { BudgetGrowthChart } from './budget-growth-chart';
import { BudgetHeadline } from './budget-headline';
import { BudgetSettings } from './budget-settings';
import { BudgetStoreProvider } from './budget-store-provider';
import { BudgetTotals } from './budget-totals';

const HEADLINE_CATALOGS = ARTICLE_SERVERS.flatMap((s) => ('catalogId' in s.shipped ? [s.shipped.catalogId] : []));

export interface BudgetExplorerProps {
  initial: { selected: string[]; modelId?: string };
  check: CaptureCheck;
  /**
   * The seam for exact counts: live mode, holding a key, passes a function that
   * calls count_tokens. Without it every figure is an estimate, and says so.
   */
  countTokens?: CountTokens;
}

export function BudgetPage({ initial, check, countTokens }: BudgetExplorerProps) {
  const [store] = useState(() => createBudgetStore({ load: loadCatalogChunk }, initial));
  useEffect(() => {
    // The headline needs its stand-in catalogs whatever the reader has picked.
    void store.getState().ensureLoaded(HEADLINE_CATALOGS);
  }, [store]);
  useEffect(() => {
    store.getState().setExactCounter(countTokens ? cachedCatalogCounter(countTokens) : null);
  }, [store, countTokens]);

  return (
    <BudgetStoreProvider store={store}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <BudgetCatalogPicker />
          <BudgetSettings />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <BudgetTotals />
        </div>
      </div>
      {/* Exact counts can spend a key: never inside a frame. */}
      <NotInFrame>
        <BudgetExactPanel />
      </NotInFrame>
      <BudgetGrowthChart />
      <BudgetHeadline check={check} />
    </BudgetStoreProvider>
  );
}
