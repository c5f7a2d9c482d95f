import { Suspense } from 'react';
import { budgetInitial } from '@/components/budget/budget-initial';
import { BudgetPage } from '@/components/budget/budget-page';
import { EstimatorCheck } from '@/components/budget/estimator-check';
import { StaticBudgetRoute } from '@/components/budget/static-budget-route';
import { queryOf, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { estimatorCheck } from '@/lib/server/estimator-check';
import { requestDictionary, titled } from '../request-locale';

export const generateMetadata = titled((t) => t.budget.title);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function BudgetRoute({ searchParams }: { searchParams: SearchParams }) {
  const t = await requestDictionary();
  // The figures shown are the computation's, on the recording itself: computed once per server process.
  const check = estimatorCheck();
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.budget.title}</h1>
      <p className="max-w-4xl text-slate-700 dark:text-slate-300">{t.budget.intro}</p>
      {STATIC_DEPLOY ? (
        // Rendered once, before any query exists: the browser reads it.
        <Suspense>
          <StaticBudgetRoute check={check} />
        </Suspense>
      ) : (
        <BudgetPage initial={budgetInitial(queryOf(await searchParams))} check={check} />
      )}
      <EstimatorCheck check={check} />
    </>
  );
}
