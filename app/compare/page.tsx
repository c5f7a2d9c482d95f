import { Suspense } from 'react';
import { ComparePage } from '@/components/compare/compare-page';
import { compareStep } from '@/components/compare/compare-step';
import { StaticCompareRoute, type StaticCompareQuestion } from '@/components/compare/static-compare-route';
import { ErrorPanel } from '@/components/shared/error-panel';
import { alignSteps } from '@/lib/compare/align-steps';
import { COMPARE_QUESTIONS, compareQuestion, DEFAULT_QUESTION_ID, type CompareQuestion } from '@/lib/compare/questions';
import { summarize } from '@/lib/compare/summary';
import { prerenderedForSteps } from '@/lib/diagram/prerendered';
import { queryOf, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import type { Dictionary } from '@/lib/i18n';
import { stepsOf } from '@/lib/engine/steps-of';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { requestDictionary, titled } from '../request-locale';

export const generateMetadata = titled((t) => t.compare.view.title);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Everything a comparison shows but the moment to open: its two recordings, their summaries and diagrams. */
function comparisonOf(question: CompareQuestion, t: Dictionary): { ok: true; props: StaticCompareQuestion } | { ok: false; detail: string } {
  const left = loadLibraryScenario(question.left);
  const right = loadLibraryScenario(question.right);
  if (!left?.ok || !right?.ok) return { ok: false, detail: [left, right].flatMap((p) => (p && !p.ok ? [p.error] : [])).join('\n') };
  const leftSteps = stepsOf(left.scenario);
  const rightSteps = stepsOf(right.scenario);
  return {
    ok: true,
    props: {
      questionId: question.id,
      kind: question.kind,
      left: left.scenario,
      right: right.scenario,
      summaries: { left: summarize(left.scenario, leftSteps), right: summarize(right.scenario, rightSteps) },
      diagrams: { left: prerenderedForSteps(leftSteps, t), right: prerenderedForSteps(rightSteps, t) },
      total: alignSteps(leftSteps, rightSteps).length,
    },
  };
}

export default async function CompareRoute({ searchParams }: { searchParams: SearchParams }) {
  const t = await requestDictionary();
  const home = { href: `/compare?question=${DEFAULT_QUESTION_ID}&step=1`, label: t.compare.page.openDefault };
  // A static deploy is rendered once, before any query exists: every comparison goes out, and the browser picks one.
  if (STATIC_DEPLOY) {
    const built = COMPARE_QUESTIONS.map((q) => comparisonOf(q, t));
    const failed = built.flatMap((b) => (b.ok ? [] : [b.detail]));
    if (failed.length > 0) return <ErrorPanel message={t.player.errors.invalidScenario} detail={failed.join('\n')} links={[home]} />;
    return (
      <Suspense>
        <StaticCompareRoute questions={built.flatMap((b) => (b.ok ? [b.props] : []))} />
      </Suspense>
    );
  }
  const get = queryOf(await searchParams);
  const id = get('question') ?? DEFAULT_QUESTION_ID;
  const question = compareQuestion(id);
  if (!question) return <ErrorPanel message={t.compare.page.unknownQuestion(id)} links={[home]} />;

  const built = comparisonOf(question, t);
  if (!built.ok) return <ErrorPanel message={t.player.errors.invalidScenario} detail={built.detail} links={[home]} />;
  const { total, ...props } = built.props;
  const step = compareStep(get, total, question.id, t);
  if (!step.ok) return <ErrorPanel message={step.message} links={step.links} />;
  // Keyed: a link to another moment mounts a fresh store at that moment.
  return <ComparePage key={`${question.id}:${step.index}`} {...props} initialRow={step.index} />;
}
