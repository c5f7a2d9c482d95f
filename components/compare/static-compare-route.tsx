'use client';

import { useT } from '@/components/i18n/locale-provider';
import { useQueryOnce } from '@/hooks/use-query-once';
import { ErrorPanel } from '@/components/shared/error-panel';
import { DEFAULT_QUESTION_ID } from '@/lib/compare/questions';
import { ComparePage, type CompareViewProps } from './compare-page';
import { compareStep } from './compare-step';

export type StaticCompareQuestion = Omit<CompareViewProps, 'initialRow'> & { total: number };

/**
 * /compare on a static deploy: every comparison is built ahead, the same for every visitor;
 * `?question=` and `?step=` are read in the browser.
 */
export function StaticCompareRoute({ questions }: { questions: readonly StaticCompareQuestion[] }) {
  const t = useT();
  const get = useQueryOnce();
  const id = get('question') ?? DEFAULT_QUESTION_ID;
  const chosen = questions.find((q) => q.questionId === id);
  if (!chosen) {
    return <ErrorPanel message={t.compare.page.unknownQuestion(id)} links={[{ href: `/compare?question=${DEFAULT_QUESTION_ID}&step=1`, label: t.compare.page.openDefault }]} />;
  }
  const { total, ...props } = chosen;
  const step = compareStep(get, total, props.questionId, t);
  if (!step.ok) return <ErrorPanel message={step.message} links={step.links} />;
  return <ComparePage key={props.questionId} {...props} initialRow={step.index} />;
}
