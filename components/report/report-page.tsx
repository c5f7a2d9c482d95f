'use client';

import { useEffect, useState } from 'react';
import { inProcessRunner, workerRunner } from '@/lib/store/report-runner';
import { createReportStore, type ReportInit } from '@/lib/store/report-store';
import { ReportExport } from './report-export';
import { ReportInput } from './report-input';
import { ReportProblem, ReportProgress } from './report-progress';
import { ReportStoreProvider, useReport } from './report-store-provider';
import { ReportSummary } from './report-summary';
import { ReportToolTable } from './report-tool-table';

/** /report: the catalog and tasks in, the report out, computed in a Web Worker so the page never stalls. */
export function ReportPage({ initial }: { initial: ReportInit & { runAtOnce: boolean } }) {
  // On the server (no Worker) the store is only rendered, never run.
  const [store] = useState(() => createReportStore(initial, typeof Worker === 'undefined' ? inProcessRunner() : workerRunner()));
  useEffect(() => () => store.getState().dispose(), [store]);
  useEffect(() => {
    if (initial.runAtOnce) void store.getState().run();
  }, [store, initial.runAtOnce]);
  return (
    <ReportStoreProvider store={store}>
      <div className="flex flex-col gap-4">
        <ReportInput />
        <ReportProgress />
        <ReportProblem />
        <ReportBody />
      </div>
    </ReportStoreProvider>
  );
}

function ReportBody() {
  const report = useReport((s) => s.report);
  const notes = useReport((s) => s.notes);
  if (!report) return null;
  return (
    <>
      <ReportSummary report={report} />
      <ReportExport report={report} notes={notes} />
      <ReportToolTable />
    </>
  );
}
