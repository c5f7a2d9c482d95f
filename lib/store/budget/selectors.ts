import type { ToolDefinition } from '@/lib/scenario/types';
import type { CatalogCount } from '@/lib/tokens/catalog-budget';
import { countCacheKey, type CountedRequests, type CountSubject } from '@/lib/tokens/exact-requests';
import type { Provenance } from '@/lib/tokens/provenance';
import type { BudgetCatalog, BudgetState } from './initialState';

export interface SelectionCount extends CatalogCount {
  /** Exact only when every selected catalog was counted by the API for this model. */
  provenance: Provenance;
  loading: boolean;
  /** Names of the selected tools, for the search blocks of the billed estimate. */
  names: string[];
}

export function selectionCount(s: BudgetState): SelectionCount {
  const entries = s.selected.map((id) => s.catalogs[id]).filter((c): c is BudgetCatalog => !!c);
  const ready = entries.filter((c) => c.status === 'ready' && c.count);
  const allExact = ready.length > 0 && ready.every((c) => c.exact && c.exact.model === s.modelId);
  let tools = 0;
  let tokens = 0;
  for (const c of ready) {
    tools += c.count!.tools;
    tokens += allExact ? c.exact!.tokens : c.count!.tokens;
  }
  return {
    tools,
    tokens,
    provenance: allExact ? 'exact' : 'estimate',
    loading: entries.some((c) => c.status === 'loading' || c.status === 'idle'),
    names: ready.flatMap((c) => c.definitions?.slice(0, 5).map((d) => d.name) ?? []).slice(0, 5),
  };
}

/**
 * What the "Exact counts" panel would count: the selection's definitions, for this model, route
 * and search size; null until every selected catalog has loaded. The same object while its parts
 * are (a view selecting it re-renders only when one changes).
 */
const subjects = new WeakMap<object, { key: unknown[]; subject: CountSubject | null }>();

export function countSubject(s: BudgetState): CountSubject | null {
  const { selected, catalogs, modelId: model, discovered } = s;
  const { route } = s.exactPanel;
  const key = [selected, catalogs, model, route, discovered];
  const known = subjects.get(catalogs);
  if (known && known.key.every((part, i) => part === key[i])) return known.subject;
  const entries = selected.map((id) => catalogs[id]);
  let subject: CountSubject | null = null;
  if (entries.length > 0 && entries.every((c) => c && c.status === 'ready' && c.definitions)) {
    const definitions: ToolDefinition[] = entries.flatMap((c) => c!.definitions!);
    if (definitions.length > 0) subject = { catalogs: selected, definitions, model, route, discovered };
  }
  subjects.set(catalogs, { key, subject });
  return subject;
}

/** What count_tokens answered for the panel's current subject, if it was asked. */
export function countedForSubject(s: BudgetState): CountedRequests | undefined {
  const subject = countSubject(s);
  return subject ? s.exactPanel.counted[countCacheKey(subject)] : undefined;
}

export const budgetSelectors = { selectionCount, countSubject, countedForSubject };
