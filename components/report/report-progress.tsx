'use client';

import { exportCommand } from '@/lib/catalog-input/mcp-config';
import { useT } from '@/components/i18n/locale-provider';
import { useReport } from './report-store-provider';

/** Which phase the worker is in, and how far. */
export function ReportProgress() {
  const t = useT();
  const progress = useReport((s) => (s.status === 'running' ? s.progress : null));
  const running = useReport((s) => s.status === 'running');
  if (!running) return null;
  return (
    <div role="status" className="card flex flex-col gap-1" data-testid="report-progress">
      <span className="text-sm font-medium">
        {progress ? `${t.report.progress[progress.phase]} · ${t.report.progress.of(progress.done, progress.total)}` : t.report.input.running}
      </span>
      <progress className="w-full" value={progress?.done ?? 0} max={progress?.total || 1} />
    </div>
  );
}

/** What was wrong with the last run or edit; the report on screen is the last one that ran. */
export function ReportProblem() {
  const t = useT();
  const problem = useReport((s) => s.problem);
  const hasReport = useReport((s) => s.report !== null);
  if (!problem) return null;
  const config = 'config' in problem ? problem.config : undefined;
  return (
    <div role="alert" className="card border-red-300 dark:border-red-800" data-testid="report-problem">
      {'code' in problem ? (
        <p className="font-semibold">{problem.code === 'yours-missing' ? t.report.problems.yoursMissing(problem.missing) : t.report.problems.nonePicked}</p>
      ) : 'catalog' in problem ? (
        <>
          <p className="font-semibold">{t.report.problems.catalog}</p>
          <pre className="mt-1 whitespace-pre-wrap text-sm text-red-800 dark:text-red-300">{t.catalogInput.problemAt(problem.catalog)}</pre>
        </>
      ) : config ? (
        <>
          <p className="font-semibold">{t.report.problems.config}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {config.map((server) => (
              <li key={server.name}>
                <code className="break-all">{exportCommand(server, '.mcp.json')}</code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="font-semibold">{t.report.problems[problem.field]}</p>
          <pre className="mt-1 whitespace-pre-wrap text-sm text-red-800 dark:text-red-300">{problem.message}</pre>
        </>
      )}
      {hasReport && <p className="mt-2 text-sm">{t.report.problems.kept}</p>}
    </div>
  );
}
