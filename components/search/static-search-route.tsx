'use client';

import { useQueryOnce } from '@/hooks/use-query-once';
import { searchInitial } from './search-initial';
import { SearchPage } from './search-page';

/** /search on a static deploy: the link's query read in the browser, where the Node server reads it on the server. */
export function StaticSearchRoute() {
  const get = useQueryOnce();
  return <SearchPage initial={searchInitial(get)} />;
}
