'use client';

import { useSearchParams } from 'next/navigation';
import { useT } from '@/components/i18n/locale-provider';
import { useQueryOnce } from '@/hooks/use-query-once';
import { ErrorPanel } from '@/components/shared/error-panel';
import { DEFAULT_QUESTION_ID } from '@/lib/compare/questions';
import { ComparePage, type CompareViewProps } from './compare-page';
import { compareStep } from './compare-step';

export type StaticCompareQuestion = Omit<CompareViewProps, 'initialRow'> & { total: number };

/** One comparison, at the moment `?step=` names when it opens. */
function StaticComparison({ question: { total, ...props } }: { question: StaticCompareQuestion }) {
  const t = useT();
  const step = compareStep(useQueryOnce(), total, props.questionId, t);
  if (!step.ok) return <ErrorPanel message={step.message} links={step.links} />;
  return <ComparePage {...props} initialRow={step.index} />;
}

/**
 * /compare on a static deploy: every comparison is built ahead, the same for every visitor, and
 * the browser opens the one `?question=` names. Read live, not once: the switch between
 * comparisons is a link to this same page, and must open the other one.
 */
export function StaticCompareRoute({ questions }: { questions: readonly StaticCompareQuestion[] }) {
  const t = useT();
  const id = useSearchParams().get('question') ?? DEFAULT_QUESTION_ID;
  const chosen = questions.find((q) => q.questionId === id);
  if (!chosen) {
    return <ErrorPanel message={t.compare.page.unknownQuestion(id)} links={[{ href: `/compare?question=${DEFAULT_QUESTION_ID}&step=1`, label: t.compare.page.openDefault }]} />;
  }
  // Keyed: another comparison mounts afresh, reading its own moment.
  return <StaticComparison key={chosen.questionId} question={chosen} />;
}
