import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { budgetInitial } from '@/components/budget/budget-initial';
import { BudgetPage } from '@/components/budget/budget-page';
import { EstimatorCheck } from '@/components/budget/estimator-check';
import { StaticBudgetRoute } from '@/components/budget/static-budget-route';
import { queryOf, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import type { MessagesRequest } from '@/lib/scenario/types';
import { emulateCountTokens } from '@/lib/service/emulator';
import captureRequest from '@/lib/service/fixtures/haiku-4-5-tool-search.request.json';
import { checkCapture } from '@/lib/tokens/capture-check';
import { requestDictionary, titled } from '../request-locale';

export const generateMetadata = titled((t) => t.budget.title);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The estimator is checked against the recording on every render of this page: the figures shown are the computation's. */
async function estimatorCheck() {
  const request = captureRequest as unknown as MessagesRequest;
  const sse = readFileSync(path.join(process.cwd(), 'lib/service/fixtures/haiku-4-5-tool-search.response.sse'), 'utf8');
  const emulated = await emulateCountTokens(request);
  return { check: checkCapture(request, sse), emulated: emulated.ok ? emulated.input_tokens : 0 };
}

export default async function BudgetRoute({ searchParams }: { searchParams: SearchParams }) {
  const t = await requestDictionary();
  const { check, emulated } = await estimatorCheck();
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
      <EstimatorCheck check={check} emulated={emulated} />
    </>
  );
}
