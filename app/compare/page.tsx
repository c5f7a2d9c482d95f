import { Suspense } from 'react';
import { ComparePage } from '@/components/compare/compare-page';
import { compareStep } from '@/components/compare/compare-step';
import { StaticCompareRoute } from '@/components/compare/static-compare-route';
import { ErrorPanel } from '@/components/shared/error-panel';
import { alignSteps } from '@/lib/compare/align-steps';
import { compareQuestion, DEFAULT_QUESTION_ID } from '@/lib/compare/questions';
import { summarize } from '@/lib/compare/summary';
import { prerenderedForSteps } from '@/lib/diagram/prerendered';
import { queryOf, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { stepsOf } from '@/lib/engine/steps-of';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { requestDictionary, titled } from '../request-locale';

export const generateMetadata = titled((t) => t.compare.view.title);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CompareRoute({ searchParams }: { searchParams: SearchParams }) {
  const t = await requestDictionary();
  // A static deploy is rendered once, before any query exists: the default question, its moment read in the browser.
  const get = STATIC_DEPLOY ? queryOf({}) : queryOf(await searchParams);
  const id = get('question') ?? DEFAULT_QUESTION_ID;
  const home = { href: `/compare?question=${DEFAULT_QUESTION_ID}&step=1`, label: t.compare.page.openDefault };
  const question = compareQuestion(id);
  if (!question) return <ErrorPanel message={t.compare.page.unknownQuestion(id)} links={[home]} />;

  const left = loadLibraryScenario(question.client);
  const right = loadLibraryScenario(question.mcp);
  if (!left?.ok || !right?.ok) {
    const detail = [left, right].flatMap((p) => (p && !p.ok ? [p.error] : [])).join('\n');
    return <ErrorPanel message={t.player.errors.invalidScenario} detail={detail} links={[home]} />;
  }

  const leftSteps = stepsOf(left.scenario);
  const rightSteps = stepsOf(right.scenario);
  const total = alignSteps(leftSteps, rightSteps).length;
  const props = {
    questionId: question.id,
    left: left.scenario,
    right: right.scenario,
    summaries: { left: summarize(left.scenario, leftSteps), right: summarize(right.scenario, rightSteps) },
    diagrams: { left: prerenderedForSteps(leftSteps, t), right: prerenderedForSteps(rightSteps, t) },
  };
  if (STATIC_DEPLOY) {
    return (
      <Suspense>
        <StaticCompareRoute {...props} total={total} />
      </Suspense>
    );
  }
  const step = compareStep(get, total, question.id, t);
  if (!step.ok) return <ErrorPanel message={step.message} links={step.links} />;
  // Keyed: a link to another moment mounts a fresh store at that moment.
  return <ComparePage key={`${question.id}:${step.index}`} {...props} initialRow={step.index} />;
}
