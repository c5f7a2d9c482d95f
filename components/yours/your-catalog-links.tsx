'use client';

import { pageHref } from '@/lib/deploy/static-deploy';
import { useT } from '@/components/i18n/locale-provider';

/**
 * Where a kept catalog can be used. Plain anchors, not next/link: leaving the "Your tools" page
 * must load the next page in full, so that page gets its own, narrower security policy.
 */
export function YourCatalogLinks({ id }: { id: string }) {
  const t = useT();
  const l = t.yours.links;
  const q = `yours=${encodeURIComponent(id)}`;
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium" data-testid="your-catalog-links">
      <a className="text-sky-800 underline dark:text-sky-300" href={pageHref('/search', q)}>
        {l.search}
      </a>
      <a className="text-sky-800 underline dark:text-sky-300" href={pageHref('/budget', q)}>
        {l.budget}
      </a>
      <a className="text-sky-800 underline dark:text-sky-300" href={pageHref('/live', q)}>
        {l.live}
      </a>
      <a className="text-sky-800 underline dark:text-sky-300" href={pageHref('/report', q)} data-testid="your-catalog-report">
        {l.report}
      </a>
    </p>
  );
}
