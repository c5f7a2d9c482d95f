'use client';

import { decide, openQuestions, sideFor } from '@/lib/compare/decision-tree';
import { useT } from '@/components/i18n/locale-provider';
import { useCompare } from './compare-store-provider';

/** The article's tree as questions to answer; the outcome selects the matching side of the comparison. */
export function DecisionTree() {
  const t = useT();
  const d = t.compare.tree;
  const tree = useCompare((s) => s.tree);
  const answerTree = useCompare((s) => s.answerTree);
  const resetTree = useCompare((s) => s.resetTree);
  const outcome = decide(tree);

  const show = () => {
    if (!outcome) return;
    const el = document.getElementById(`compare-${sideFor(outcome) === 'client' ? 'left' : 'right'}`);
    el?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    el?.focus({ preventScroll: true });
  };

  return (
    <section className="card min-w-0 self-start" aria-labelledby="tree-title" data-testid="decision-tree">
      <h2 id="tree-title" className="text-lg font-semibold">
        {d.title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{d.intro}</p>
      <ol className="mt-3 flex flex-col gap-3">
        {openQuestions(tree).map((q, i) => (
          <li key={q} className={i > 0 ? 'border-l-2 border-slate-300 pl-3 dark:border-slate-600' : ''}>
            <fieldset>
              <legend className="text-sm font-medium">{d.questions[q]}</legend>
              <div className="mt-1 flex gap-2">
                {([true, false] as const).map((value) => (
                  <button
                    key={String(value)}
                    type="button"
                    className="btn-secondary aria-pressed:border-sky-700 aria-pressed:bg-sky-700 aria-pressed:text-white dark:aria-pressed:border-sky-400 dark:aria-pressed:bg-sky-400 dark:aria-pressed:text-slate-950"
                    aria-pressed={tree[q] === value}
                    onClick={() => answerTree(q, value)}
                  >
                    {value ? d.yes : d.no}
                  </button>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {outcome && (
        <div className="mt-3 rounded-md bg-sky-50 p-3 text-sm dark:bg-sky-950" role="status" data-testid="tree-outcome" data-outcome={outcome}>
          <p>{d.outcomes[outcome]}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={show}>
              {d.show}
            </button>
            <button type="button" className="btn-secondary" onClick={resetTree}>
              {d.reset}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
