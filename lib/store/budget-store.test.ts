import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { emulatorFetch } from '@/lib/server/emulator-client';
import { cachedCatalogCounter } from '@/lib/tokens/exact-count';
import { countRequests, estimateCountRequest } from '@/lib/tokens/exact-requests';
import { budgetSelectors, createBudgetStore, selectionCount, type UploadedFile } from './budget-store';

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
    expect(store.getState().uploadErrors).toEqual([{ file: 'broken.json', problem: { path: '[0].input_schema', code: 'input-schema-missing' } }]);
    expect(store.getState().selected).toBe(before);
    expect(store.getState().order).not.toContain('upload:broken.json');
  });

  it('a listing of several servers joins as one catalog a server', async () => {
    const store = createBudgetStore(deps);
    await store.getState().uploadFiles([file('two.json', JSON.stringify({ servers: { shop: [tool('a'), tool('b')], crm: [tool('a')] } }))]);
    expect(store.getState().selected).toEqual(['upload:two.json · shop', 'upload:two.json · crm']);
    expect(store.getState().catalogs['upload:two.json · shop']).toMatchObject({ tools: 2, origin: 'upload' });
    expect(selectionCount(store.getState()).tools).toBe(3);
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

describe('the budget store’s count_tokens panel', () => {
  const counting = (countFetch: typeof fetch) =>
    createBudgetStore(
      { ...deps, origin: () => 'http://app.test', countFetch: () => countFetch, loadCountTransport: () => import('@/lib/live/count-transport') },
      { selected: ['ref-time'] },
    );

  it('counts through the emulator: the panel holds its figures (our estimator’s), the totals stay estimates', async () => {
    const store = counting(emulatorFetch() as typeof fetch);
    await settle();
    store.getState().setCountRoute('emulator');
    await store.getState().countExactly('');
    const subject = budgetSelectors.countSubject(store.getState())!;
    const requests = countRequests(subject.definitions, subject.model, subject.discovered);
    expect(budgetSelectors.countedForSubject(store.getState())).toEqual({
      allLoaded: estimateCountRequest(requests.allLoaded),
      toolSearch: estimateCountRequest(requests.toolSearch),
      searchLoaded: estimateCountRequest(requests.searchLoaded),
    });
    expect(store.getState().exactPanel).toMatchObject({ counting: false, failure: null });
    expect(selectionCount(store.getState()).provenance).toBe('estimate');
  });

  it('a simulated failure is kept as such, and the figures stay as they were', async () => {
    const store = counting(emulatorFetch() as typeof fetch);
    await settle();
    store.getState().setCountRoute('emulator');
    store.getState().setCountSimulate('429');
    await store.getState().countExactly('');
    expect(store.getState().exactPanel.failure).toMatchObject({ failure: { kind: 'rate-limit' }, simulated: true, emulated: true });
    expect(budgetSelectors.countedForSubject(store.getState())).toBeUndefined();
  });

  it('the real API’s counts make the totals exact, catalog by catalog; the key goes out in the request header only, never into state', async () => {
    const sent: Array<{ url: string; key: string | null }> = [];
    const api = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, key: request.headers.get('authorization') });
      const body = (await request.json()) as { tools: unknown[] };
      return Response.json({ input_tokens: 100 + 10 * body.tools.length });
    }) as typeof fetch;
    const store = counting(api);
    await settle();
    await store.getState().countExactly('sk-ant-test-key-0123456789');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((s) => s.url.startsWith('https://api.anthropic.com/') && s.key === 'Bearer sk-ant-test-key-0123456789')).toBe(true);
    expect(selectionCount(store.getState())).toMatchObject({ provenance: 'exact', tokens: 10 });
    expect(JSON.stringify(store.getState())).not.toContain('sk-ant-test-key');
  });
});
