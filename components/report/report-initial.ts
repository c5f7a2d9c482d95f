import type { QueryGet } from '@/lib/deploy/static-deploy';
import { isCatalogId } from '@/lib/scenario/catalog-info';
import type { ReportInit } from '@/lib/store/report-store';

/** Where a link to /report starts: `?catalogs=` (from /search) picks shipped catalogs and runs them; unknown ids are dropped. */
export function reportInitial(get: QueryGet): ReportInit & { runAtOnce: boolean } {
  const named = (get('catalogs') ?? '').split(',').filter(isCatalogId);
  return { shipped: named.length > 0 ? named : ['github'], source: 'shipped', runAtOnce: named.length > 0 };
}
