import type { QueryGet } from '@/lib/deploy/static-deploy';
import { isCatalogId } from '@/lib/scenario/catalog-info';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { isSearchAlgorithm } from '@/lib/protocol/search-tools';
import { isYourCatalogId } from '@/lib/your-tools/types';
import type { PlaygroundInit } from './search-page';

/**
 * Where a link to /search starts the playground; unknown catalog ids in a hand-edited link are dropped rather than failing the page.
 * `yours=` names catalogs kept in the reader's own browser: a link that names one opens on it alone.
 */
export function searchInitial(get: QueryGet): PlaygroundInit {
  const yours = (get('yours') ?? '').split(',').filter(isYourCatalogId);
  const requested = (get('catalogs') ?? (yours.length ? '' : 'demo-weather')).split(',').filter(isCatalogId);
  const variant = get('variant');
  return {
    yours,
    catalogIds: requested.length || yours.length ? requested : ['demo-weather'],
    variant: isSearchAlgorithm(variant) ? variant : 'regex',
    query: get('q') ?? '',
    limit: DEFAULT_SEARCH_LIMIT,
  };
}
