'use client';

import type { Step } from '@/lib/engine/step';
import { stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { useCompare } from './compare-store-provider';
import { sideWords } from './compare-words';

function Cell({ step }: { step: Step | undefined }) {
  const t = useT();
  const a = t.compare.view.alignment;
  if (!step) {
    return (
      <td className="px-2 py-1.5 text-slate-500 dark:text-slate-400">
        <span aria-hidden>{a.missing}</span>
        <span className="sr-only">{a.missingLabel}</span>
      </td>
    );
  }
  return (
    <td className="px-2 py-1.5">
      <span className="tabular-nums text-slate-600 dark:text-slate-400">{step.number}.</span> {stepTitle(step, t)}
    </td>
  );
}

/** Every moment of both modes in one table: the dashes are the steps one mode lacks. */
export function CompareAlignment({ left, right }: { left: readonly Step[]; right: readonly Step[] }) {
  const t = useT();
  const a = t.compare.view.alignment;
  const rows = useCompare((s) => s.rows);
  const position = useCompare((s) => s.position);
  const goTo = useCompare((s) => s.goTo);
  const columns = sideWords(t, useCompare((s) => s.kind)).columns;
  return (
    <section className="card min-w-0" aria-labelledby="alignment-title">
      <h2 id="alignment-title" className="text-lg font-semibold">
        {a.title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{a.intro}</p>
      <div className="mt-2 relative overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="compare-alignment">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {columns.map((c) => (
                <th key={c} scope="col" className="px-2 py-1.5 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const shown = a.row(i + 1, t.compare.view.moments[row.moment]);
              const single = row.left === null || row.right === null;
              return (
                <tr
                  key={i}
                  aria-current={i === position ? 'step' : undefined}
                  data-single={single ? 'true' : 'false'}
                  className="border-b border-slate-100 data-[single=true]:border-l-4 data-[single=true]:border-l-violet-500 aria-[current=step]:bg-sky-50 dark:border-slate-800 dark:aria-[current=step]:bg-sky-950"
                >
                  <th scope="row" className="px-2 py-1.5 font-medium">
                    <button type="button" className="text-left text-sky-700 underline-offset-2 hover:underline dark:text-sky-300" onClick={() => goTo(i)} aria-label={a.go(shown)}>
                      {shown}
                    </button>
                  </th>
                  <Cell step={row.left === null ? undefined : left[row.left]} />
                  <Cell step={row.right === null ? undefined : right[row.right]} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
