'use client';

import { useQueryOnce } from '@/hooks/use-query-once';
import { reportInitial } from './report-initial';
import { ReportPage } from './report-page';

/** /report on a static deploy: the link's query read in the browser, where the Node server reads it on the server. */
export function StaticReportRoute() {
  const get = useQueryOnce();
  return <ReportPage initial={reportInitial(get)} />;
}
