'use client';

import type { AddStatus } from '@/lib/store/your-tools-store';
import { useT } from '@/components/i18n/locale-provider';
import { YourCatalogLinks } from './your-catalog-links';

/** Where a catalog being read stands: its progress, the catalog kept, or the first problem with its JSON path. */
export function ReadStatus({ add }: { add: AddStatus }) {
  const t = useT();
  const y = t.yours.add;
  if (add.kind === 'reading') {
    const p = add.progress;
    return (
      <p role="status" className="text-sm" data-testid="read-progress">
        {!p || p.phase === 'parsing' ? y.parsing(add.what) : p.phase === 'counting' ? y.counting(p.done, p.total) : y.saving}
      </p>
    );
  }
  if (add.kind === 'saved') {
    return (
      <div role="status" className="rounded-md border border-emerald-300 p-2 text-sm dark:border-emerald-800" data-testid="read-saved">
        <p>{y.saved(add.name, add.tools)}</p>
        <YourCatalogLinks id={add.id} />
      </div>
    );
  }
  if (add.kind === 'failed') {
    return (
      <div role="alert" className="rounded-md border border-red-300 p-2 text-sm dark:border-red-800" data-testid="read-error">
        <p className="font-semibold">{y.failed(add.what)}</p>
        <p className="mt-1 break-words">
          <code className="rounded bg-red-50 px-1 font-mono text-red-900 dark:bg-red-950 dark:text-red-200" data-testid="read-error-path">
            {add.error.path}
          </code>{' '}
          <span className="text-red-800 dark:text-red-300">{t.catalogInput.problem(add.error)}</span>
        </p>
      </div>
    );
  }
  return null;
}
