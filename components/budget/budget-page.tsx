'use client';

import { useEffect, useState } from 'react';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';
import { ARTICLE_SERVERS } from '@/lib/tokens/article';
import type { CaptureCheck } from '@/lib/tokens/capture-check';
import { cachedCatalogCounter, type CountTokens } from '@/lib/tokens/exact-count';
import { BASE_PATH, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { SERVER_ROUTE_PATH } from '@/lib/live/settings';
import { withInPageEmulator } from '@/lib/server/in-page-emulator';
import { createBudgetStore, type BudgetDeps } from '@/lib/store/budget-store';
import { BudgetCatalogPicker } from './budget-catalog-picker';
import { NotInFrame } from '@/components/shared/frame-guard';
import { BudgetExactPanel } from './budget-exact-panel';
import { BudgetExamples } from './budget-examples';
import { BudgetGrowthChart } from './budget-growth-chart';
import { BudgetHeadline } from './budget-headline';
import { BudgetSettings } from './budget-settings';
import { BudgetStoreProvider } from './budget-store-provider';
import { BudgetTotals } from './budget-totals';
import { WhoDecidesDeferral } from './who-decides-deferral';
import { YourToolsBudget } from './your-tools-budget';

const HEADLINE_CATALOGS = ARTICLE_SERVERS.flatMap((s) => ('catalogId' in s.shipped ? [s.shipped.catalogId] : []));

const BUDGET_DEPS: BudgetDeps = {
  load: loadCatalogChunk,
  origin: () => `${window.location.origin}${BASE_PATH}`,
  // A static deploy has no server route: its emulator answers inside the page.
  countFetch: (origin) => (STATIC_DEPLOY ? withInPageEmulator(`${origin}${SERVER_ROUTE_PATH.emulator}`) : undefined),
  loadCountTransport: () => import('@/lib/live/count-transport'),
};

export interface BudgetExplorerProps {
  initial: { selected: string[]; modelId?: string; yours?: string };
  check: CaptureCheck;
  /**
   * The seam for exact counts: live mode, holding a key, passes a function that
   * calls count_tokens. Without it every figure is an estimate, and says so.
   */
  countTokens?: CountTokens;
}

export function BudgetPage({ initial, check, countTokens }: BudgetExplorerProps) {
  const [store] = useState(() => createBudgetStore(BUDGET_DEPS, initial));
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
      <YourToolsBudget initialId={initial.yours ?? null} />
      <WhoDecidesDeferral />
      {/* Exact counts can spend a key: never inside a frame. */}
      <NotInFrame>
        <BudgetExactPanel />
      </NotInFrame>
      <BudgetExamples />
      <BudgetGrowthChart />
      <BudgetHeadline check={check} />
    </BudgetStoreProvider>
  );
}
