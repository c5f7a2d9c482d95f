import type { QueryGet } from '@/lib/deploy/static-deploy';
import type { ReportInit } from '@/lib/store/report-store';
import { readReportQuery } from '@/lib/your-tools/report-link';

/**
 * Where a link to /report starts: `?catalogs=` (shipped) and `?yours=` (kept in this browser) pick
 * catalogs and run them at once; unknown ids are dropped. A link naming only kept catalogs opens on them alone.
 */
export function reportInitial(get: QueryGet): ReportInit & { runAtOnce: boolean } {
  const { catalogs, yours } = readReportQuery(get);
  const named = catalogs.length + yours.length > 0;
  return { shipped: named ? catalogs : ['github'], yours, source: 'shipped', runAtOnce: named };
}
