import { describe, expect, it } from 'vitest';
import { stepsOf } from '@/lib/engine/steps-of';
import { en as t } from '@/lib/i18n/en';
import { libraryIndex, loadLibraryScenario } from '@/lib/scenario/load-library';
import { resolvePlayerContent } from './resolve-player-content';

/**
 * What a player link opens, for every kind of broken link: the page the server
 * renders (and a static deploy renders in the browser) from the query alone.
 * e2e/links.spec.ts follows one of each in the browser, links included.
 */

const query = (params: Record<string, string>) => (name: string) => params[name];
const resolve = (params: Record<string, string>) => resolvePlayerContent(query(params), loadLibraryScenario, t);
const CANONICAL = 'weather-mcp';
const total = (id: string) => {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(id);
  return stepsOf(parsed.scenario).length;
};
const home = { href: `/?scenario=${CANONICAL}&step=1`, label: t.player.errors.backToStart };

describe('a player link', () => {
  it('opens the linked step of a shipped scenario', () => {
    expect(resolve({ scenario: CANONICAL, step: '6' }).content).toMatchObject({ kind: 'scenario', initialIndex: 5, scenario: { id: CANONICAL } });
    expect(resolve({}).content).toMatchObject({ kind: 'scenario', initialIndex: 0, scenario: { id: CANONICAL } });
  });

  it.each(['0', '12', 'abc', '-1', '1.5', ' 3', '1e1'])('with step "%s" explains itself and offers step 1 and the start', (raw) => {
    const n = total(CANONICAL);
    expect(resolve({ scenario: CANONICAL, step: raw })).toEqual({
      current: CANONICAL,
      content: { kind: 'error', message: t.player.errors.badStep(raw, n), links: [{ href: `/?scenario=${CANONICAL}&step=1`, label: t.player.errors.openStepOne }, home] },
    });
  });

  it('with a bad step in another scenario offers that scenario’s step 1, then the canonical start', () => {
    const other = libraryIndex().find((e) => e.id !== CANONICAL)!.id;
    const resolved = resolve({ scenario: other, step: '99' });
    expect(resolved.content).toMatchObject({ kind: 'error', message: t.player.errors.badStep('99', total(other)) });
    expect(resolved.content.kind === 'error' && resolved.content.links).toEqual([{ href: `/?scenario=${other}&step=1`, label: t.player.errors.openStepOne }, home]);
  });

  it('to an unknown scenario names it and offers the start', () => {
    expect(resolve({ scenario: 'no-such-scenario', step: '1' })).toEqual({
      current: 'no-such-scenario',
      content: { kind: 'error', message: t.player.errors.unknownScenario('no-such-scenario'), links: [home] },
    });
  });

  it('to a scenario id that is markup keeps it as data in the message, and out of every link', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const resolved = resolve({ scenario: evil, step: '1' });
    expect(resolved.content).toMatchObject({ kind: 'error', message: t.player.errors.unknownScenario(evil) });
    expect(JSON.stringify(resolved.content.kind === 'error' && resolved.content.links)).not.toContain('img');
  });

  it('to an imported file is left to the browser that holds it', () => {
    expect(resolve({ source: 'file', file: 'my run.json', step: '99' })).toEqual({ current: null, content: { kind: 'file', fileName: 'my run.json', step: '99' } });
  });
});
