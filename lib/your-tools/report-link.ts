import type { QueryGet } from '@/lib/deploy/static-deploy';
import { isCatalogId, type CatalogId } from '@/lib/scenario/catalog-info';
import { isYourCatalogId } from './types';

/**
 * A link to /report for the catalogs in view, written and read in one place: `catalogs=` names
 * shipped catalogs, `yours=` catalogs kept in the reader's own browser (ids this app made, never
 * the user's text). Anything else in a hand-edited link is dropped rather than failing the page.
 */
export interface ReportQuery {
  catalogs: CatalogId[];
  yours: string[];
}

/** The query string (without `?`), or '' when it names nothing the report could open. */
export function reportQuery(q: { catalogs: readonly string[]; yours?: readonly string[] }): string {
  const params = new URLSearchParams();
  const catalogs = [...new Set(q.catalogs.filter(isCatalogId))];
  const yours = [...new Set((q.yours ?? []).filter(isYourCatalogId))];
  if (catalogs.length > 0) params.set('catalogs', catalogs.join(','));
  if (yours.length > 0) params.set('yours', yours.join(','));
  // Commas stay readable: every id is [a-z0-9-], so nothing else needs escaping.
  return params.toString().replaceAll('%2C', ',');
}

export function readReportQuery(get: QueryGet): ReportQuery {
  const list = (name: string) => [...new Set((get(name) ?? '').split(',').map((s) => s.trim()))];
  return { catalogs: list('catalogs').filter(isCatalogId), yours: list('yours').filter(isYourCatalogId) };
}
