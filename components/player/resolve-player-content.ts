import type { QueryGet } from '@/lib/deploy/static-deploy';
import { stepsOf } from '@/lib/engine/steps-of';
import type { Dictionary } from '@/lib/i18n';
import { DEFAULT_SCENARIO_ID } from '@/lib/scenario/default-scenario';
import type { ParseResult } from '@/lib/scenario/schema';
import { parseStepParam } from '@/lib/scenario/step-param';
import type { Scenario } from '@/lib/scenario/types';
import type { PlayerPageContent } from './player-view';

/** What the player's URL points at, before any words are chosen for it. */
export type PlayerTarget =
  | { kind: 'file' }
  | { kind: 'unknown'; id: string }
  | { kind: 'invalid'; id: string; error: string }
  | { kind: 'bad-step'; id: string; rawStep: string; total: number }
  | { kind: 'scenario'; id: string; scenario: Scenario; index: number };

/**
 * The one reading of the player's URL: the page renders from it, and proxy.ts
 * lets a response be framed only when it is `scenario` (the embed view draws
 * nothing else), so the two can never disagree.
 */
export function playerTargetOf(get: QueryGet, load: (id: string) => ParseResult | null): PlayerTarget {
  // A scenario from a file lives only in the browser that imported it: the client component finds it there.
  if (get('source') === 'file') return { kind: 'file' };
  const id = requestedScenarioId(get);
  const parsed = load(id);
  if (!parsed) return { kind: 'unknown', id };
  if (!parsed.ok) return { kind: 'invalid', id, error: parsed.error };
  const total = stepsOf(parsed.scenario).length;
  const rawStep = get('step');
  const step = parseStepParam(rawStep, total);
  if (!step.ok) return { kind: 'bad-step', id, rawStep: rawStep ?? '', total };
  return { kind: 'scenario', id, scenario: parsed.scenario, index: step.index };
}

/**
 * What the player's URL asks for. The Node server answers it while rendering;
 * a static deploy answers it in the browser (static-player-route.tsx), once
 * the scenario's file has loaded: `load` is whichever of the two has it.
 */
export function resolvePlayerContent(get: QueryGet, load: (id: string) => ParseResult | null, t: Dictionary): { current: string | null; content: PlayerPageContent } {
  const target = playerTargetOf(get, load);
  if (target.kind === 'file') return { current: null, content: { kind: 'file', fileName: get('file') ?? '', step: get('step') } };
  const home = { href: `/?scenario=${DEFAULT_SCENARIO_ID}&step=1`, label: t.player.errors.backToStart };
  const { id } = target;
  switch (target.kind) {
    case 'unknown':
      return { current: id, content: { kind: 'error', message: t.player.errors.unknownScenario(id), links: [home] } };
    case 'invalid':
      return { current: id, content: { kind: 'error', message: t.player.errors.invalidScenario, detail: target.error, links: [home] } };
    case 'bad-step': {
      const links = [{ href: `/?scenario=${encodeURIComponent(id)}&step=1`, label: t.player.errors.openStepOne }, home];
      return { current: id, content: { kind: 'error', message: t.player.errors.badStep(target.rawStep, target.total), links } };
    }
    case 'scenario':
      return { current: id, content: { kind: 'scenario', scenario: target.scenario, initialIndex: target.index } };
  }
}

export function requestedScenarioId(get: QueryGet): string {
  return get('scenario') ?? DEFAULT_SCENARIO_ID;
}
