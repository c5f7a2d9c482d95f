import type { QueryGet } from '@/lib/deploy/static-deploy';
import { stepsOf } from '@/lib/engine/steps-of';
import type { Dictionary } from '@/lib/i18n';
import { DEFAULT_SCENARIO_ID } from '@/lib/scenario/default-scenario';
import type { ParseResult } from '@/lib/scenario/schema';
import { parseStepParam } from '@/lib/scenario/step-param';
import type { PlayerPageContent } from './player-view';

/**
 * What the player's URL asks for. The Node server answers it while rendering;
 * a static deploy answers it in the browser (static-player-route.tsx), once
 * the scenario's file has loaded: `load` is whichever of the two has it.
 */
export function resolvePlayerContent(get: QueryGet, load: (id: string) => ParseResult | null, t: Dictionary): { current: string | null; content: PlayerPageContent } {
  // A scenario from a file lives only in the browser that imported it: the client component finds it there.
  if (get('source') === 'file') return { current: null, content: { kind: 'file', fileName: get('file') ?? '', step: get('step') } };
  const id = requestedScenarioId(get);
  const home = { href: `/?scenario=${DEFAULT_SCENARIO_ID}&step=1`, label: t.player.errors.backToStart };
  const parsed = load(id);
  if (!parsed) return { current: id, content: { kind: 'error', message: t.player.errors.unknownScenario(id), links: [home] } };
  if (!parsed.ok) return { current: id, content: { kind: 'error', message: t.player.errors.invalidScenario, detail: parsed.error, links: [home] } };
  const total = stepsOf(parsed.scenario).length;
  const rawStep = get('step');
  const step = parseStepParam(rawStep, total);
  if (!step.ok) {
    const links = [{ href: `/?scenario=${encodeURIComponent(id)}&step=1`, label: t.player.errors.openStepOne }, home];
    return { current: id, content: { kind: 'error', message: t.player.errors.badStep(rawStep ?? '', total), links } };
  }
  return { current: id, content: { kind: 'scenario', scenario: parsed.scenario, initialIndex: step.index } };
}

export function requestedScenarioId(get: QueryGet): string {
  return get('scenario') ?? DEFAULT_SCENARIO_ID;
}
