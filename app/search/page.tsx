import type { Metadata } from 'next';
import { Suspense } from 'react';
import { searchInitial } from '@/components/search/search-initial';
import { SearchPage } from '@/components/search/search-page';
import { StaticSearchRoute } from '@/components/search/static-search-route';
import { queryOf, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: `${t.search.title} · ${t.appName}` };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SearchRoute({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.search.title}</h1>
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t.search.intro}</p>
      {STATIC_DEPLOY ? (
        // Rendered once, before any query exists: the browser reads it.
        <Suspense>
          <StaticSearchRoute />
        </Suspense>
      ) : (
        <SearchPage initial={searchInitial(queryOf(await searchParams))} />
      )}
    </>
  );
}
