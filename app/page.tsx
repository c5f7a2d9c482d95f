import { PlayerPage, type PlayerPageContent } from '@/components/player/player-page';
import { stepsOf } from '@/lib/engine/steps-of';
import type { Dictionary } from '@/lib/i18n';
import { DEFAULT_SCENARIO_ID, libraryIndex, loadLibraryScenario } from '@/lib/scenario/load-library';
import { parseStepParam } from '@/lib/scenario/step-param';
import { viewModeOf } from '@/lib/scenario/view-mode';
import { requestDictionary } from './request-locale';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function resolve(params: Record<string, string | string[] | undefined>, t: Dictionary): { current: string | null; content: PlayerPageContent } {
  // A scenario from a file lives only in the browser that imported it: the client component finds it there.
  if (single(params.source) === 'file') return { current: null, content: { kind: 'file', fileName: single(params.file) ?? '', step: single(params.step) } };
  const id = single(params.scenario) ?? DEFAULT_SCENARIO_ID;
  const home = { href: `/?scenario=${DEFAULT_SCENARIO_ID}&step=1`, label: t.player.errors.backToStart };
  const parsed = loadLibraryScenario(id);
  if (!parsed) return { current: id, content: { kind: 'error', message: t.player.errors.unknownScenario(id), links: [home] } };
  if (!parsed.ok) return { current: id, content: { kind: 'error', message: t.player.errors.invalidScenario, detail: parsed.error, links: [home] } };
  const total = stepsOf(parsed.scenario).length;
  const rawStep = single(params.step);
  const step = parseStepParam(rawStep, total);
  if (!step.ok) {
    const links = [{ href: `/?scenario=${encodeURIComponent(id)}&step=1`, label: t.player.errors.openStepOne }, home];
    return { current: id, content: { kind: 'error', message: t.player.errors.badStep(rawStep ?? '', total), links } };
  }
  return { current: id, content: { kind: 'scenario', scenario: parsed.scenario, initialIndex: step.index } };
}

export default async function PlayerRoute({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const t = await requestDictionary();
  const { current, content } = resolve(params, t);
  return <PlayerPage entries={libraryIndex()} current={current} content={content} t={t} mode={viewModeOf((name) => single(params[name]))} />;
}
