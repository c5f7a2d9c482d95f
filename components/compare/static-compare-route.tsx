'use client';

import { useT } from '@/components/i18n/locale-provider';
import { useQueryOnce } from '@/hooks/use-query-once';
import { ErrorPanel } from '@/components/shared/error-panel';
import { ComparePage, type CompareViewProps } from './compare-page';
import { compareStep } from './compare-step';

/**
 * /compare on a static deploy: everything but the moment to open is the same
 * for every visitor and built ahead; `?step=` is read in the browser.
 */
export function StaticCompareRoute({ total, ...props }: Omit<CompareViewProps, 'initialRow'> & { total: number }) {
  const t = useT();
  const step = compareStep(useQueryOnce(), total, props.questionId, t);
  if (!step.ok) return <ErrorPanel message={step.message} links={step.links} />;
  return <ComparePage {...props} initialRow={step.index} />;
}
