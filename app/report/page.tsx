import { Suspense } from 'react';
import { reportInitial } from '@/components/report/report-initial';
import { ReportPage } from '@/components/report/report-page';
import { StaticReportRoute } from '@/components/report/static-report-route';
import { queryOf, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { requestDictionary, titled } from '../request-locale';

export const generateMetadata = titled((t) => t.report.title);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ReportRoute({ searchParams }: { searchParams: SearchParams }) {
  const t = await requestDictionary();
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.report.title}</h1>
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t.report.intro}</p>
      {STATIC_DEPLOY ? (
        // Rendered once, before any query exists: the browser reads it.
        <Suspense>
          <StaticReportRoute />
        </Suspense>
      ) : (
        <ReportPage initial={reportInitial(queryOf(await searchParams))} />
      )}
    </>
  );
}
