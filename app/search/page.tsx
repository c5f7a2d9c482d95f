import { Suspense } from 'react';
import { searchInitial } from '@/components/search/search-initial';
import { SearchPage } from '@/components/search/search-page';
import { StaticSearchRoute } from '@/components/search/static-search-route';
import { queryOf, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { requestDictionary, titled } from '../request-locale';

export const generateMetadata = titled((t) => t.search.title);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SearchRoute({ searchParams }: { searchParams: SearchParams }) {
  const t = await requestDictionary();
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
