'use client';

import { REPORT_VARIANTS, type Report } from '@/lib/report/types';
import { useT } from '@/components/i18n/locale-provider';

/** The report's first screen: scope, findability per variant, distinctiveness, collisions, smells, cost. */
export function ReportSummary({ report }: { report: Report }) {
  const t = useT();
  const s = t.report.summary;
  const f = t.format;
  const first = report.tools.filter((tool) => tool.own.rank === 1).length;
  const smells = report.tools.reduce((n, tool) => n + tool.smells.length, 0);
  const { sameName, nearDuplicates } = report.collisions;
  const c = report.cost;
  return (
    <section className="card flex flex-col gap-4" aria-labelledby="report-summary" data-testid="report-summary">
      <h2 id="report-summary" className="text-lg font-semibold">
        {s.heading}
      </h2>
      <p>{s.scope(report.tools.length, report.servers.length, report.tasks.length)}</p>
      {report.stale && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {s.stale}
        </p>
      )}

      <div>
        <h3 className="font-semibold">{s.findability}</h3>
        {report.summary ? (
          <>
            <table className="mt-1 text-sm" data-testid="report-recall">
              <thead>
                <tr className="text-left">
                  <th className="pr-4 font-medium">{s.variant}</th>
                  <th className="pr-4 text-right font-medium">{s.recall(report.limit)}</th>
                  <th className="text-right font-medium">{s.mrr}</th>
                </tr>
              </thead>
              <tbody>
                {REPORT_VARIANTS.map((v) => (
                  <tr key={v} data-variant={v}>
                    <td className="pr-4">{s.variants[v]}</td>
                    <td className="pr-4 text-right tabular-nums">{f.pct(report.summary![v].recall)}</td>
                    <td className="text-right tabular-nums">{f.fixed(report.summary![v].mrr, 3)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{s.modelNote}</p>
          </>
        ) : (
          <p className="text-sm">{s.noTasks}</p>
        )}
      </div>

      <div>
        <h3 className="font-semibold">{s.distinctiveness}</h3>
        <p className="text-sm">{s.firstOnOwn(first, report.tools.length)}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{s.distinctivenessNote}</p>
      </div>

      <div>
        <h3 className="font-semibold">{s.collisions}</h3>
        {sameName.length === 0 && nearDuplicates.length === 0 ? (
          <p className="text-sm">{s.noCollisions}</p>
        ) : (
          <ul className="list-disc pl-5 text-sm">
            {sameName.map((c) => (
              <li key={`name:${c.bareName}`}>{s.sameName(c.bareName, c.servers)}</li>
            ))}
            {nearDuplicates.map((d) => (
              <li key={`near:${d.a}:${d.b}`}>{s.nearDuplicate(d.a, d.b, d.ratio)}</li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-sm">{s.smells(smells, report.tools.filter((tool) => tool.smells.length > 0).length)}</p>
      </div>

      <div>
        <h3 className="font-semibold">{s.cost}</h3>
        <table className="mt-1 text-sm">
          <tbody>
            <tr>
              <td className="pr-4">{s.allLoaded}</td>
              <td className="text-right tabular-nums">{s.tokens(c.allLoaded)}</td>
            </tr>
            <tr>
              <td className="pr-4">{s.allDeferred}</td>
              <td className="text-right tabular-nums">{s.tokens(c.allDeferred)}</td>
            </tr>
            <tr>
              <td className="pr-4">{s.perSearch(report.limit)}</td>
              <td className="text-right tabular-nums">{s.tokens(c.perSearch)}</td>
            </tr>
            <tr>
              <td className="pr-4">
                {c.keepLoaded.tools.length > 0 ? s.keepLoaded(c.keepLoaded.tools) : s.keepFrom.none}
                {c.keepLoaded.tools.length > 0 && <span className="text-slate-600 dark:text-slate-400"> ({s.keepFrom[c.keepLoaded.from]})</span>}
              </td>
              <td className="text-right tabular-nums">{c.keepLoaded.tools.length > 0 ? s.tokens(c.keepLoaded.tokens) : ''}</td>
            </tr>
          </tbody>
        </table>
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer">{s.perServer}</summary>
          <ul className="pl-5">
            {c.perServer.map((server) => (
              <li key={server.server ?? ''}>
                {server.server ?? s.noServer}: {s.tokens(server.tokens)}
              </li>
            ))}
          </ul>
        </details>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{s.costNote}</p>
      </div>
    </section>
  );
}
