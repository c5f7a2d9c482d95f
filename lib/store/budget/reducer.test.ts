import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { initialBudgetState, type BudgetState } from './initialState';
import { budgetReducer, uploadId, type BudgetAction } from './reducer';

const tool = (name: string): ToolDefinition => ({ name, description: `does ${name}`, input_schema: { type: 'object' } });
const reduce = (state: BudgetState, ...actions: BudgetAction[]) => actions.reduce(budgetReducer, state);

describe('the budget reducer', () => {
  it('picks and unpicks a shipped catalog, and ignores an id it does not know', () => {
    const s = initialBudgetState();
    expect(reduce(s, { type: 'catalog/toggle', id: 'ref-time' }).selected).toEqual(['ref-time']);
    expect(reduce(s, { type: 'catalog/toggle', id: 'ref-time' }, { type: 'catalog/toggle', id: 'ref-time' }).selected).toEqual([]);
    expect(reduce(s, { type: 'catalog/toggle', id: 'nope' })).toBe(s);
  });

  it('counts a catalog when it loads, and keeps a failure with its message', () => {
    const loaded = reduce(initialBudgetState(), { type: 'catalog/loading', id: 'ref-time' }, { type: 'catalog/loaded', id: 'ref-time', definitions: [tool('a'), tool('b')] });
    expect(loaded.catalogs['ref-time']).toMatchObject({ status: 'ready', tools: 2, count: { tools: 2 } });
    expect(reduce(initialBudgetState(), { type: 'catalog/failed', id: 'github', error: 'offline' }).catalogs.github).toMatchObject({ status: 'failed', error: 'offline' });
  });

  it('names a second upload of the same file apart, and removes uploads only', () => {
    const s = reduce(initialBudgetState(), { type: 'upload/add', file: 't.json', tools: [tool('a')] }, { type: 'upload/add', file: 't.json', tools: [tool('b')] });
    expect(s.selected).toEqual(['upload:t.json', 'upload:t.json (2)']);
    expect(uploadId(s.catalogs, 't.json')).toBe('upload:t.json (3)');
    expect(reduce(s, { type: 'upload/remove', id: 'upload:t.json' }).order).not.toContain('upload:t.json');
    expect(reduce(s, { type: 'upload/remove', id: 'github' })).toBe(s);
  });

  it('a model brings its window and drops the exact counts of the one before; an unknown model changes nothing', () => {
    const s = reduce(
      initialBudgetState({ selected: ['ref-time'] }),
      { type: 'catalog/loaded', id: 'ref-time', definitions: [tool('a')] },
      { type: 'catalog/exact', id: 'ref-time', exact: { tokens: 10, model: 'claude-sonnet-4-6', provenance: 'exact' } },
    );
    const haiku = reduce(s, { type: 'model/set', id: 'claude-haiku-4-5' });
    expect(haiku).toMatchObject({ modelId: 'claude-haiku-4-5', window: 200_000 });
    expect(haiku.catalogs['ref-time']?.exact).toBeUndefined();
    expect(reduce(s, { type: 'model/set', id: 'gpt-4' })).toBe(s);
  });

  it('keeps the assumptions in range', () => {
    const s = reduce(initialBudgetState(), { type: 'window/set', tokens: 5 }, { type: 'base/set', tokens: -3 }, { type: 'discovered/set', n: 999 });
    expect(s).toMatchObject({ window: 1_000, base: 0, discovered: 50 });
  });

  it('the exact panel: a count starts without the last failure, keeps what came back by subject, and ends', () => {
    const failure = { failure: { kind: 'auth' as const, title: 'x', message: 'y', retryable: false }, simulated: true, emulated: true };
    const s = reduce(
      initialBudgetState(),
      { type: 'panel/route', route: 'emulator' },
      { type: 'panel/failed', failure: failure as never },
      { type: 'panel/counting', fromMemory: false },
    );
    expect(s.exactPanel).toMatchObject({ route: 'emulator', counting: true, failure: null, fromMemory: false });
    const done = reduce(s, { type: 'panel/counted', key: 'k', counts: { allLoaded: 3, toolSearch: 2, searchLoaded: 1 } }, { type: 'panel/done' });
    expect(done.exactPanel).toMatchObject({ counting: false, counted: { k: { allLoaded: 3, toolSearch: 2, searchLoaded: 1 } } });
  });
});
