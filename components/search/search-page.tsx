'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { playgroundParams } from '@/lib/engine/playground-link';
import { MAX_BM25_QUERY_LENGTH, MAX_REGEX_LENGTH } from '@/lib/protocol/limits';
import { SEARCH_ALGORITHMS, SEARCH_TOOLS } from '@/lib/protocol/search-tools';
import { toToolReferences } from '@/lib/search';
import { createPlaygroundStore, type PlaygroundInit } from '@/lib/store/playground-store';
import { useT } from '@/components/i18n/locale-provider';
import { HighlightedText } from './highlighted-text';
import { CatalogCheckboxes } from '@/components/shared/catalog-checkboxes';
import { JsonView } from '@/components/shared/json-view';
import { ModelledMark } from '@/components/shared/modelled-mark';
import { SearchNamesChoice } from '@/components/shared/search-names-choice';
import { UnverifiedMark } from '@/components/shared/unverified-mark';
import { YourCatalogChoice } from '@/components/yours/your-catalog-choice';
import { reportQuery } from '@/lib/your-tools/report-link';
import { searchWorker } from '@/lib/your-tools/search-off-thread';

const MAX_QUERY_LENGTH = { regex: MAX_REGEX_LENGTH, bm25: MAX_BM25_QUERY_LENGTH } as const;

/** A long hit list of matched fields buries the next hit; the name and a few fields tell why it matched. */
const MAX_FIELDS_SHOWN = 4;

export function SearchPage({ initial }: { initial: PlaygroundInit }) {
  const t = useT();
  const [store] = useState(() => createPlaygroundStore(initial, { offThread: searchWorker }));
  const s = useStore(store);

  useEffect(() => {
    void store.getState().setCatalogs(initial.catalogIds, initial.yours);
  }, [store, initial.catalogIds, initial.yours]);

  // The address bar always holds a link to exactly this search, written as the player's links are.
  useEffect(() => {
    const url = new URL(window.location.href);
    const lang = url.searchParams.get('lang');
    url.search = playgroundParams({ catalogIds: s.catalogIds, variant: s.variant, query: s.query, limit: s.limit, servers: s.servers, names: s.names }).toString();
    // Ids only, made by this app: a link that names them opens them only in a browser that keeps them.
    if (s.yours.length > 0) url.searchParams.set('yours', s.yours.join(','));
    if (lang) url.searchParams.set('lang', lang);
    window.history.replaceState(window.history.state, '', url);
  }, [s.catalogIds, s.yours, s.variant, s.query, s.limit, s.servers, s.names]);

  const toggleYours = (id: string, on: boolean) => void s.setCatalogs(s.catalogIds, on ? [...s.yours, id] : s.yours.filter((y) => y !== id));

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <form className="card flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label={t.search.title}>
        <fieldset>
          <legend className="text-sm font-semibold">{t.search.variant}</legend>
          <div className="mt-1 flex flex-col gap-1">
            {SEARCH_ALGORITHMS.map((v) => (
              <div key={v} className="flex items-start gap-2">
                <label className="flex items-start gap-2 text-sm">
                  <input type="radio" name="variant" value={v} checked={s.variant === v} onChange={() => s.setVariant(v)} className="mt-1" />
                  <span>
                    <span className="font-medium">{t.search.variants[v].label}</span>{' '}
                    <span className="text-slate-600 dark:text-slate-400">{v === 'keyword' ? t.search.variants.keyword.hint() : t.search.variants[v].hint(MAX_QUERY_LENGTH[v], SEARCH_TOOLS[v].name)}</span>
                  </span>
                </label>
                {/* The playground's BM25 reads {"query"}, which no capture has confirmed. */}
                {v === 'bm25' && <UnverifiedMark point="bm25-input" />}
              </div>
            ))}
          </div>
        </fieldset>
        <div className="flex items-end gap-2">
          <label className="flex grow flex-col gap-1 text-sm font-semibold">
            {t.search.query}
            <input
              type="search"
              value={s.query}
              onChange={(e) => s.setQuery(e.target.value)}
              placeholder={t.search.queryPlaceholder[s.variant]}
              className="rounded-md border border-slate-300 bg-transparent px-2 py-1.5 font-mono text-sm font-normal dark:border-slate-600"
              spellCheck={false}
              autoComplete="off"
            />
          </label>
          <label className="flex w-20 flex-col gap-1 text-sm font-semibold">
            {t.search.limit}
            <input
              type="number"
              min={1}
              max={50}
              value={s.limit}
              onChange={(e) => s.setLimit(Number(e.target.value))}
              className="rounded-md border border-slate-300 bg-transparent px-2 py-1.5 text-sm font-normal dark:border-slate-600"
            />
          </label>
          <span className="pb-2">
            <UnverifiedMark point="search-limit" />
          </span>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">{t.search.catalogs}</legend>
          <CatalogCheckboxes
            selected={s.catalogIds}
            onChange={(ids) => void s.setCatalogs(ids)}
            note={(id) => s.servers?.[id] && <span className="ml-1 font-mono text-xs text-slate-600 dark:text-slate-400">{t.search.serverName(s.servers[id]!)}</span>}
          />
        </fieldset>
        <YourCatalogChoice chosen={s.yours} onToggle={toggleYours} missing={s.missing} />
        <fieldset className="flex flex-col gap-2" data-testid="server-context">
          <legend className="text-sm font-semibold">{t.search.serverContext.legend}</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" checked={s.servers !== null} onChange={(e) => s.setServerContext(e.target.checked)} className="mt-1" />
            <span>{t.search.serverContext.label}</span>
          </label>
          {s.servers !== null && <SearchNamesChoice name="search-names" value={s.names} onChange={s.setNames} />}
        </fieldset>
        {(s.catalogIds.length > 0 || s.yours.length > 0) && (
          <Link href={`/report?${reportQuery({ catalogs: s.catalogIds, yours: s.yours })}`} className="text-sm text-sky-700 underline dark:text-sky-300" data-testid="report-link">
            {t.search.reportLink}
          </Link>
        )}
      </form>
      <section className="card flex min-w-0 flex-col gap-3" aria-live="polite" aria-busy={s.status === 'loading'} data-testid="search-results">
        <Results store={s} />
      </section>
    </div>
  );
}

function Results({ store: s }: { store: ReturnType<ReturnType<typeof createPlaygroundStore>['getState']> }) {
  const t = useT();
  if (s.catalogIds.length === 0 && s.yours.length === 0) return <p>{t.search.pickOne}</p>;
  if (s.status === 'loading') return <p role="status">{t.search.loading}</p>;
  if (s.status === 'failed') return <p role="alert" className="text-red-700 dark:text-red-300">{s.loadError}</p>;
  const summary = (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="search-summary">
      {t.search.searched(s.toolCount)}
      {s.outcome && ` · ${t.search.timing(t.format.fixed(s.outcome.elapsed_ms, 2), t.format.fixed(s.indexBuildMs ?? 0, 1))}`}
    </p>
  );
  if (!s.outcome) return <>{summary}<p>{t.search.noQuery}</p></>;
  const json = <ResultJson outcome={s.outcome} />;
  if (!s.outcome.ok) {
    return (
      <>
        {summary}
        <p role="alert" className="font-medium text-red-800 dark:text-red-300" data-testid="search-error">
          {s.outcome.error.error_code}: {s.outcome.error.error_message} <ModelledMark />
        </p>
        <p className="text-sm">{t.search.errorTitle}</p>
        {json}
      </>
    );
  }
  return (
    <>
      {summary}
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="search-order">
        {t.searchOrder[s.variant]} <ModelledMark hint={t.modelled.orderHint} />
      </p>
      {s.outcome.hits.length === 0 ? (
        <p>{t.search.noMatch}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="search-hits">
          {s.outcome.hits.map((hit, i) => (
            <li key={hit.name} className="rounded-md border border-slate-200 p-2 dark:border-slate-700">
              <div className="flex items-baseline gap-2">
                <span className="text-sm text-slate-500 dark:text-slate-400">{i + 1}.</span>
                <span className="font-mono font-semibold" data-testid="hit-name">
                  {hit.name}
                </span>
                {s.variant !== 'regex' && (
                  <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">
                    {t.search.score} {t.format.fixed(hit.score, 2)}
                  </span>
                )}
              </div>
              <ul className="mt-1 flex flex-col gap-0.5 text-sm">
                {hit.matches.slice(0, MAX_FIELDS_SHOWN).map((m, j) => (
                  <li key={j}>
                    <span className="mr-1 rounded bg-slate-100 px-1 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                      {t.search.fields[m.field]}
                      {m.argument ? ` ${m.argument}` : ''}
                    </span>
                    <HighlightedText text={m.text} ranges={m.ranges} />
                  </li>
                ))}
              </ul>
              {hit.matches.length > MAX_FIELDS_SHOWN && (
                <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{t.search.moreFields(hit.matches.length - MAX_FIELDS_SHOWN)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {json}
    </>
  );
}

function ResultJson({ outcome }: { outcome: NonNullable<ReturnType<ReturnType<typeof createPlaygroundStore>['getState']>['outcome']> }) {
  const t = useT();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold">{t.search.resultJson}</summary>
      <div className="mt-2 rounded-md bg-slate-50 p-2 dark:bg-slate-900">
        <JsonView value={toToolReferences(outcome)} foldAll={null} />
      </div>
    </details>
  );
}
