import type { Metadata } from 'next';
import { STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { ComparePage } from '@/components/compare/compare-page';
import { ErrorPanel } from '@/components/shared/error-panel';
import { alignSteps } from '@/lib/compare/align-steps';
import { compareQuestion, DEFAULT_QUESTION_ID } from '@/lib/compare/questions';
import { summarize } from '@/lib/compare/summary';
import { prerenderedForSteps } from '@/lib/diagram/prerendered';
import { stepsOf } from '@/lib/engine/steps-of';
import { t } from '@/lib/i18n';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { parseStepParam } from '@/lib/scenario/step-param';

export const metadata: Metadata = { title: `${t.compare.view.title} · ${t.appName}` };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function CompareRoute({ searchParams }: { searchParams: SearchParams }) {
  // A static deploy renders once, with no query: the defaults (the Node server reads the link's query).
  const params = STATIC_DEPLOY ? {} : await searchParams;
  const id = single(params.question) ?? DEFAULT_QUESTION_ID;
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
  const raw = single(params.step);
  const step = parseStepParam(raw, total);
  if (!step.ok) {
    return (
      <ErrorPanel
        message={t.compare.page.badStep(raw ?? '', total)}
        links={[{ href: `/compare?question=${question.id}&step=1`, label: t.compare.page.openMomentOne }]}
      />
    );
  }
  return (
    <ComparePage
      // Keyed: a link to another moment mounts a fresh store at that moment.
      key={`${question.id}:${step.index}`}
      questionId={question.id}
      left={left.scenario}
      right={right.scenario}
      summaries={{ left: summarize(left.scenario, leftSteps), right: summarize(right.scenario, rightSteps) }}
      initialRow={step.index}
      diagrams={{ left: prerenderedForSteps(leftSteps), right: prerenderedForSteps(rightSteps) }}
    />
  );
}
