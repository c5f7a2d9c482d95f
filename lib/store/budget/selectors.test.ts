import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { countCacheKey } from '@/lib/tokens/exact-requests';
import { initialBudgetState, type BudgetState } from './initialState';
import { budgetReducer, type BudgetAction } from './reducer';
import { countedForSubject, countSubject, selectionCount } from './selectors';

const tool = (name: string): ToolDefinition => ({ name, input_schema: { type: 'object' } });
const reduce = (state: BudgetState, ...actions: BudgetAction[]) => actions.reduce(budgetReducer, state);

describe('the budget selectors', () => {
  it('count the selection as loading until every picked catalog has loaded', () => {
    const picked = reduce(initialBudgetState(), { type: 'catalog/toggle', id: 'ref-time' });
    expect(selectionCount(picked)).toMatchObject({ tools: 0, loading: true, provenance: 'estimate' });
    const ready = reduce(picked, { type: 'catalog/loaded', id: 'ref-time', definitions: [tool('a'), tool('b')] });
    expect(selectionCount(ready)).toMatchObject({ tools: 2, loading: false, names: ['a', 'b'] });
  });

  it('have no count subject until the selection has loaded, then the same object while nothing changes', () => {
    const picked = reduce(initialBudgetState(), { type: 'catalog/toggle', id: 'ref-time' });
    expect(countSubject(picked)).toBeNull();
    const ready = reduce(picked, { type: 'catalog/loaded', id: 'ref-time', definitions: [tool('a')] });
    const subject = countSubject(ready);
    expect(subject).toMatchObject({ catalogs: ['ref-time'], route: 'browser', discovered: 5 });
    expect(countSubject({ ...ready })).toBe(subject);
    expect(countSubject(reduce(ready, { type: 'panel/route', route: 'emulator' }))).toMatchObject({ route: 'emulator' });
  });

  it('show what count_tokens answered for this subject only', () => {
    const ready = reduce(initialBudgetState({ selected: ['ref-time'] }), { type: 'catalog/loaded', id: 'ref-time', definitions: [tool('a')] });
    const counts = { allLoaded: 3, toolSearch: 2, searchLoaded: 1 };
    const counted = reduce(ready, { type: 'panel/counted', key: countCacheKey(countSubject(ready)!), counts });
    expect(countedForSubject(counted)).toEqual(counts);
    expect(countedForSubject(reduce(counted, { type: 'panel/route', route: 'server' }))).toBeUndefined();
  });
});
