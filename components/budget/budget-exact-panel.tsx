'use client';

import { useId, useMemo } from 'react';
import { countAdvised, countBlocker, COUNT_SIMULATABLE, serverCanCount } from '@/lib/live/count-route';
import { budgetSelectors } from '@/lib/store/budget-store';
import { useT } from '@/components/i18n/locale-provider';
import { COUNT_REQUEST_KINDS, countRequests, estimateCountRequest, estimatorError } from '@/lib/tokens/exact-requests';
import { ApiKeyField } from '@/components/shared/api-key-field';
import { useBudget } from './budget-store-provider';
import { LiveStoreProvider, useLive } from '@/components/live/live-store-provider';
import { FailurePanel } from '@/components/shared/failure-panel';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';
import { SimulateFailureSelect } from '@/components/shared/simulate-failure-select';
import { UnverifiedMark } from '@/components/shared/unverified-mark';

/**
 * Exact figures for the selected catalogs, from count_tokens. The key is the
 * live page's (same store, same rules: memory only unless "remember for this
 * tab"), so this panel brings its own live store rather than touching the budget's.
 */
export function BudgetExactPanel() {
  return (
    <LiveStoreProvider>
      <ExactCounts />
    </LiveStoreProvider>
  );
}

function ExactCounts() {
  const t = useT();
  const f = t.format;
  const p = t.budget.exactPanel;
  const id = useId();
  const { route, simulate, counting, failure, fromMemory } = useBudget((s) => s.exactPanel);
  const setRoute = useBudget((s) => s.setCountRoute);
  const setSimulate = useBudget((s) => s.setCountSimulate);
  const countExactly = useBudget((s) => s.countExactly);
  const subject = useBudget(budgetSelectors.countSubject);
  const counts = useBudget(budgetSelectors.countedForSubject);
  // The key is the live store's alone: read here at the moment of counting, never kept by the budget.
  const apiKey = useLive((s) => s.apiKey);
  const server = useLive((s) => s.server);

  const serverReady = serverCanCount(server);
  const blocker = countBlocker(route, { hasSubject: !!subject, apiKey, server });
  const blocked = blocker ? p[blocker] : null;
  const requests = useMemo(() => (subject ? countRequests(subject.definitions, subject.model, subject.discovered) : null), [subject]);

  function count() {
    if (!blocked) void countExactly(apiKey);
  }

  const n = subject?.definitions.length ?? 0;
  const loadedBySearch = Math.min(subject?.discovered ?? 0, n);
  const rowLabel = { allLoaded: p.rows.allLoaded(n), toolSearch: p.rows.toolSearch(n), searchLoaded: p.rows.searchLoaded(loadedBySearch) };
  const shownRoute = counts ? route : null;

  return (
    <section className="card min-w-0" aria-labelledby={`${id}-title`} data-testid="exact-panel" aria-busy={counting}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {p.title}
      </h2>
      <p className="mt-1 max-w-4xl text-sm text-slate-700 dark:text-slate-300">{p.intro}</p>

      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-1.5">
          <legend className="mb-1 text-sm font-semibold">{p.route}</legend>
          {(['browser', 'server', 'emulator'] as const).map((r) => (
            <label key={r} className="flex items-start gap-2 text-sm">
              <input type="radio" name={`${id}-route`} value={r} checked={route === r} onChange={() => setRoute(r)} className="mt-1" />
              <span>{p.routes[r]}</span>
            </label>
          ))}
          {route === 'server' && !serverReady && <p className="text-xs text-slate-600 dark:text-slate-400">{server ? p.serverUnavailable : p.serverChecking}</p>}
          {route === 'emulator' && (
            <>
              <p className="text-xs text-slate-600 dark:text-slate-400">{p.emulatorNote}</p>
              <div className="mt-1">
                <SimulateFailureSelect label={p.simulate} value={simulate} failures={COUNT_SIMULATABLE} onChange={setSimulate} />
              </div>
            </>
          )}
        </fieldset>
        {route === 'browser' && <ApiKeyField emulator={false} />}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary disabled:cursor-not-allowed disabled:opacity-50" onClick={count} disabled={!!blocked || counting}>
          {counting ? p.counting : p.count}
        </button>
        {blocked && !counting && <span className="text-sm text-slate-600 dark:text-slate-400">{blocked}</span>}
        {counts && fromMemory && !counting && <span className="text-xs text-slate-600 dark:text-slate-400">{p.cached}</span>}
      </div>

      {failure && (
        <div className="mt-3">
          <FailurePanel
            failure={failure.failure}
            testId="exact-failure"
            advice={countAdvised(failure.failure.kind)}
            notes={
              <>
                <p className="text-sm">
                  {p.failed} {failure.simulated && p.simulated}
                </p>
                {failure.emulated && failure.failure.apiMessage && (
                  <p className="text-xs font-medium text-amber-800 dark:text-amber-300" data-testid="failure-modelled">
                    {t.live.failure.modelled}
                  </p>
                )}
              </>
            }
          />
        </div>
      )}

      {counts && requests && shownRoute && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="exact-table">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-2 font-semibold">{p.columns.request}</th>
                <th scope="col" className="py-1 pr-2 font-semibold">{p.columns.estimate}</th>
                <th scope="col" className="py-1 pr-2 font-semibold">{p.columns.counted}</th>
                <th scope="col" className="py-1 font-semibold">{p.columns.error}</th>
              </tr>
            </thead>
            <tbody>
              {COUNT_REQUEST_KINDS.map((kind) => {
                const estimate = estimateCountRequest(requests[kind]);
                return (
                  <tr key={kind} className="border-b border-slate-100 align-top dark:border-slate-800" data-testid={`exact-row-${kind}`}>
                    <th scope="row" className="py-1 pr-2 font-medium">{rowLabel[kind]}</th>
                    <td className="py-1 pr-2 tabular-nums">
                      <span className="inline-flex flex-wrap items-center gap-1">
                        {f.num(estimate)} <ProvenanceBadge kind="estimate" />
                      </span>
                    </td>
                    <td className="py-1 pr-2 tabular-nums">
                      <span className="inline-flex flex-wrap items-center gap-1">
                      <span data-testid={`exact-count-${kind}`}>{f.num(counts[kind])}</span>{' '}
                      <span data-testid="count-provenance" className="whitespace-nowrap">
                        {shownRoute === 'emulator' ? (
                          <>
                            <ProvenanceBadge kind="estimate" /> <span className="text-xs">{p.emulatorBadge}</span>
                          </>
                        ) : (
                          <ProvenanceBadge kind="exact" />
                        )}
                      </span>
                      </span>
                    </td>
                    <td className="py-1 tabular-nums" data-testid={`exact-error-${kind}`}>
                      {p.errorValue(estimatorError(estimate, counts[kind]))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            <UnverifiedMark point="count-tokens-deferred" /> {p.deferredNote(counts.toolSearch, counts.searchLoaded)}
          </p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{p.messageNote}</p>
        </div>
      )}
    </section>
  );
}
