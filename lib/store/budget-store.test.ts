import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { cachedCatalogCounter } from '@/lib/tokens/exact-count';
import { createBudgetStore, selectionCount, type UploadedFile } from './budget-store';

const tool = (name: string): ToolDefinition => ({ name, description: `does ${name}`, input_schema: { type: 'object' } });
const deps = { load: async (id: string) => (id === 'ref-time' ? [tool('get_time'), tool('convert_time')] : Promise.reject(new Error(`no ${id}`))) };
const file = (name: string, text: string): UploadedFile => ({ name, text: async () => text });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the budget store', () => {
  it('loads a shipped catalog when it is picked, and counts it', async () => {
    const store = createBudgetStore(deps);
    store.getState().toggle('ref-time');
    expect(selectionCount(store.getState()).loading).toBe(true);
    await settle();
    const count = selectionCount(store.getState());
    expect(count).toMatchObject({ tools: 2, loading: false, provenance: 'estimate' });
    expect(count.tokens).toBeGreaterThan(0);
  });

  it('adds a good upload to the selection; a bad one says which file and what is wrong, and keeps the selection', async () => {
    const store = createBudgetStore(deps, { selected: ['ref-time'] });
    await settle();
    await store.getState().uploadFiles([file('mine.json', JSON.stringify({ tools: [{ name: 'x', inputSchema: { type: 'object' } }] }))]);
    const before = store.getState().selected;
    expect(before).toEqual(['ref-time', 'upload:mine.json']);
    expect(selectionCount(store.getState()).tools).toBe(3);

    await store.getState().uploadFiles([file('broken.json', '[{"name": "y"}]')]);
    expect(store.getState().uploadErrors).toEqual([{ file: 'broken.json', message: expect.stringContaining('[0].input_schema') }]);
    expect(store.getState().selected).toBe(before);
    expect(store.getState().order).not.toContain('upload:broken.json');
  });

  it('a second file of the same name gets its own entry; removing an upload deselects it', async () => {
    const store = createBudgetStore(deps);
    const text = JSON.stringify([tool('a')]);
    await store.getState().uploadFiles([file('t.json', text), file('t.json', text)]);
    expect(store.getState().selected).toEqual(['upload:t.json', 'upload:t.json (2)']);
    store.getState().removeUpload('upload:t.json');
    expect(store.getState().selected).toEqual(['upload:t.json (2)']);
  });

  it('a failed load is shown, not swallowed', async () => {
    const store = createBudgetStore(deps);
    store.getState().toggle('github');
    await settle();
    expect(store.getState().catalogs.github).toMatchObject({ status: 'failed', error: 'no github' });
  });

  it('a model brings its window; exact counts, once measured, replace the estimate for that model only', async () => {
    const store = createBudgetStore(deps, { selected: ['ref-time'] });
    await settle();
    store.getState().setModel('claude-haiku-4-5');
    expect(store.getState().window).toBe(200_000);
    store.getState().setExactCounter(cachedCatalogCounter(async (body) => (body.tools.length === 1 ? 300 : 377)));
    await store.getState().measureExactly();
    expect(selectionCount(store.getState())).toMatchObject({ tokens: 77, provenance: 'exact' });
    store.getState().setModel('claude-opus-4-5');
    expect(selectionCount(store.getState()).provenance).toBe('estimate');
  });
});
