'use client';

import { useQueryOnce } from '@/hooks/use-query-once';
import type { CaptureCheck } from '@/lib/tokens/capture-check';
import { budgetInitial } from './budget-initial';
import { BudgetPage } from './budget-page';

/** /budget on a static deploy: the link's query read in the browser, where the Node server reads it on the server. */
export function StaticBudgetRoute({ check }: { check: CaptureCheck }) {
  const get = useQueryOnce();
  return <BudgetPage initial={budgetInitial(get)} check={check} />;
}
