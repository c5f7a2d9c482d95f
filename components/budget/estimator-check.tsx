'use client';

import type { CaptureCheck, Measured } from '@/lib/tokens/capture-check';
import { useT } from '@/components/i18n/locale-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';

function Row({ label, m, testId }: { label: string; m: Measured; testId: string }) {
  const t = useT();
  const f = t.format;
  return (
    <tr className="border-b border-slate-100 dark:border-slate-800" data-testid={testId}>
      <th scope="row" className="py-1 pr-3 font-medium">
        {label}
      </th>
      <td className="py-1 pr-3">{f.num(m.exact)}</td>
      <td className="py-1 pr-3">{f.num(m.predicted)}</td>
      <td className="py-1 pr-3">
        {f.signed(m.error)} ({f.signedPct(m.relative)})
      </td>
    </tr>
  );
}

/**
 * The estimator's method and its measured error. Rendered on the server from the
 * recording itself (lib/server/estimator-check.ts), so the figures cannot drift from it.
 * The emulator's count_tokens is the estimator's first-iteration figure (capture-check.test.ts
 * holds the two equal); the recording has no count_tokens answer to set beside it.
 */
export function EstimatorCheck({ check }: { check: CaptureCheck }) {
  const t = useT();
  const f = t.format;
  const e = t.budget.estimator;
  return (
    <section id="estimator" className="card min-w-0 scroll-mt-4" aria-labelledby="estimator-title" data-testid="estimator-check">
      <h2 id="estimator-title" className="text-lg font-semibold">
        {e.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {e.method.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <h3 className="mt-3 text-base font-semibold">{e.checkTitle}</h3>
      <div className="relative overflow-x-auto">
        <table className="mt-1 w-full min-w-[36rem] text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {e.columns.map((c, i) => (
                <th key={c} scope="col" className="py-1 pr-3 font-semibold">
                  {c} {i === 1 && <ProvenanceBadge kind="exact" />}
                  {i === 2 && <ProvenanceBadge kind="estimate" />}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row label={e.rows.first} m={check.first} testId="check-first" />
            <Row label={e.rows.cumulative(check.iterations)} m={check.cumulative} testId="check-cumulative" />
            {check.growth && <Row label={e.rows.growth} m={check.growth} testId="check-growth" />}
            {/* No count_tokens answer was recorded, so this row has no exact figure: message_start's is another request's. */}
            <tr className="border-b border-slate-100 dark:border-slate-800" data-testid="check-emulator">
              <th scope="row" className="py-1 pr-3 font-medium">
                {e.rows.emulator}
              </th>
              <td className="py-1 pr-3 text-slate-600 dark:text-slate-400">{e.notRecorded}</td>
              <td className="py-1 pr-3">{f.num(check.first.predicted)}</td>
              <td className="py-1 pr-3">—</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm">{e.reading}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{e.source}</p>
    </section>
  );
}
