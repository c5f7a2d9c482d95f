import { ErrorPanel } from '@/components/error-panel';
import { ImportedScenarioPlayer } from '@/components/imported-scenario-player';
import { Player } from '@/components/player';
import { ScenarioNav } from '@/components/scenario-nav';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { t } from '@/lib/i18n';
import { libraryIndex, loadLibraryScenario } from '@/lib/scenario/load-library';
import { parseStepParam } from '@/lib/scenario/step-param';
import { DEFAULT_SCENARIO_ID } from '@/scenarios/library';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function PlayerPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const entries = libraryIndex();
  // A scenario from a file lives only in the browser that imported it: the client component finds it there.
  if (single(params.source) === 'file') {
    return (
      <>
        <ScenarioNav entries={entries} current={null} />
        <ImportedScenarioPlayer fileName={single(params.file) ?? ''} step={single(params.step)} />
      </>
    );
  }
  const id = single(params.scenario) ?? DEFAULT_SCENARIO_ID;
  const home = { href: `/?scenario=${DEFAULT_SCENARIO_ID}&step=1`, label: t.errors.backToStart };
  const nav = <ScenarioNav entries={entries} current={id} />;

  const parsed = loadLibraryScenario(id);
  if (!parsed) return <>{nav}<ErrorPanel message={t.errors.unknownScenario(id)} links={[home]} /></>;
  if (!parsed.ok) return <>{nav}<ErrorPanel message={t.errors.invalidScenario} detail={parsed.error} links={[home]} /></>;

  const total = deriveSteps(parsed.scenario).length;
  const rawStep = single(params.step);
  const step = parseStepParam(rawStep, total);
  if (!step.ok) {
    return (
      <>
        {nav}
        <ErrorPanel
          message={t.errors.badStep(rawStep ?? '', total)}
          links={[{ href: `/?scenario=${id}&step=1`, label: t.errors.openStepOne }, home]}
        />
      </>
    );
  }
  return (
    <>
      {nav}
      <Player scenario={parsed.scenario} initialIndex={step.index} linkable />
    </>
  );
}
