import type { QueryGet } from '@/lib/deploy/static-deploy';
import { isCatalogId } from '@/lib/scenario/catalog-info';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { isSearchAlgorithm } from '@/lib/protocol/search-tools';
import type { PlaygroundInit } from './search-page';

/** Where a link to /search starts the playground; unknown catalog ids in a hand-edited link are dropped rather than failing the page. */
export function searchInitial(get: QueryGet): PlaygroundInit {
  const requested = (get('catalogs') ?? 'demo-weather').split(',').filter(isCatalogId);
  const variant = get('variant');
  return {
    catalogIds: requested.length ? requested : ['demo-weather'],
    variant: isSearchAlgorithm(variant) ? variant : 'regex',
    query: get('q') ?? '',
    limit: DEFAULT_SEARCH_LIMIT,
  };
}
