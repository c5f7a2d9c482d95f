'use client';

import Link from 'next/link';
import { COMPARE_QUESTIONS } from '@/lib/compare/questions';
import { useT } from '@/components/i18n/locale-provider';

/** The two comparisons, one link each: where the tool runs, or who calls it. */
export function CompareModes({ questionId }: { questionId: string }) {
  const t = useT();
  const m = t.compare.modes;
  return (
    <nav aria-label={m.label} className="flex flex-wrap gap-2" data-testid="compare-modes">
      {COMPARE_QUESTIONS.map((q) => (
        <Link
          key={q.id}
          href={`/compare?question=${q.id}&step=1`}
          aria-current={q.id === questionId ? 'page' : undefined}
          className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-sky-800 aria-[current=page]:border-sky-700 aria-[current=page]:bg-sky-700 aria-[current=page]:text-white dark:border-slate-600 dark:text-sky-300 dark:aria-[current=page]:border-sky-400 dark:aria-[current=page]:bg-sky-400 dark:aria-[current=page]:text-slate-950"
        >
          {m[q.kind]}
        </Link>
      ))}
    </nav>
  );
}
