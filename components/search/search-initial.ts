import type { QueryGet } from '@/lib/deploy/static-deploy';
import { readPlaygroundQuery } from '@/lib/engine/playground-link';
import type { PlaygroundInit } from '@/lib/store/playground-store';
import { isYourCatalogId } from '@/lib/your-tools/types';

/**
 * Where a link to /search starts the playground: the same reading of the address the player's links are written for.
 * `yours=` names catalogs kept in the reader's own browser: a link that names one and no shipped catalog opens on it alone.
 */
export function searchInitial(get: QueryGet): PlaygroundInit {
  const yours = (get('yours') ?? '').split(',').filter(isYourCatalogId);
  const query = readPlaygroundQuery(get);
  // `catalogs=` left empty is what the page's own address says once every shipped catalog is unticked.
  const none = (key: string) => (get(key) ?? '') === '';
  const alone = yours.length > 0 && none('catalogs') && none('servers');
  return { ...query, yours, ...(alone ? { catalogIds: [] } : {}) };
}
