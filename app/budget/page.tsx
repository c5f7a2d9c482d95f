import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metadata } from 'next';
import { STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { BudgetPage } from '@/components/budget/budget-page';
import { EstimatorCheck } from '@/components/budget/estimator-check';
import { t } from '@/lib/i18n';
import { isCatalogId } from '@/lib/scenario/catalog-info';
import type { MessagesRequest } from '@/lib/scenario/types';
import { emulateCountTokens } from '@/lib/service/emulator';
import captureRequest from '@/lib/service/fixtures/haiku-4-5-tool-search.request.json';
import { checkCapture } from '@/lib/tokens/capture-check';
import { modelInfo } from '@/lib/tokens/models';

export const metadata: Metadata = { title: `${t.budget.title} · ${t.appName}` };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const DEFAULT_CATALOGS = ['github-default-toolsets', 'slack-korotovsky'];

/** The estimator is checked against the recording on every render of this page: the figures shown are the computation's. */
async function estimatorCheck() {
  const request = captureRequest as unknown as MessagesRequest;
  const sse = readFileSync(path.join(process.cwd(), 'lib/service/fixtures/haiku-4-5-tool-search.response.sse'), 'utf8');
  const emulated = await emulateCountTokens(request);
  return { check: checkCapture(request, sse), emulated: emulated.ok ? emulated.input_tokens : 0 };
}

export default async function BudgetRoute({ searchParams }: { searchParams: SearchParams }) {
  // A static deploy renders once, with no query: the defaults (the Node server reads the link's query).
  const params = STATIC_DEPLOY ? {} : await searchParams;
  const requested = (single(params.catalogs) ?? DEFAULT_CATALOGS.join(',')).split(',').filter(isCatalogId);
  const model = single(params.model);
  const { check, emulated } = await estimatorCheck();
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.budget.title}</h1>
      <p className="max-w-4xl text-slate-700 dark:text-slate-300">{t.budget.intro}</p>
      <BudgetPage initial={{ selected: requested, ...(model && modelInfo(model) ? { modelId: model } : {}) }} check={check} />
      <EstimatorCheck check={check} emulated={emulated} />
    </>
  );
}
