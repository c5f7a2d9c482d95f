import type { Metadata } from 'next';
import { STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { SearchPage } from '@/components/search/search-page';
import { isCatalogId } from '@/lib/scenario/catalog-info';
import { DEFAULT_LIMIT, isSearchVariant } from '@/lib/search/types';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: `${t.search.title} · ${t.appName}` };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function SearchRoute({ searchParams }: { searchParams: SearchParams }) {
  // A static deploy renders once, with no query: the defaults (the Node server reads the link's query).
  const params = STATIC_DEPLOY ? {} : await searchParams;
  // Unknown catalog ids in a hand-edited link are dropped rather than failing the page.
  const requested = (single(params.catalogs) ?? 'demo-weather').split(',').filter(isCatalogId);
  const variant = single(params.variant);
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.search.title}</h1>
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t.search.intro}</p>
      <SearchPage
        initial={{
          catalogIds: requested.length ? requested : ['demo-weather'],
          variant: isSearchVariant(variant) ? variant : 'regex',
          query: single(params.q) ?? '',
          limit: DEFAULT_LIMIT,
        }}
      />
    </>
  );
}
