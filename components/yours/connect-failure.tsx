'use client';

import type { ConnectFailure } from '@/lib/mcp-connect/failure';
import type { ConnectVia } from '@/lib/your-tools/connect';
import { useT } from '@/components/i18n/locale-provider';

/** What happened, in words, and what to try: one pair per kind of failure, and the route it took. */
export function ConnectFailureNotice({ failure, via }: { failure: ConnectFailure; via: ConnectVia }) {
  const t = useT();
  const f = t.yours.failures[failure.kind];
  return (
    <div role="alert" className="rounded-md border border-red-300 p-3 text-sm dark:border-red-800" data-testid="connect-error" data-kind={failure.kind}>
      <p className="font-semibold text-red-800 dark:text-red-300">{f.what}</p>
      <p className="mt-1">{via === 'browser' && 'browser' in f ? f.browser : f.tryThis}</p>
      {failure.detail && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t.yours.connect.detail} <code className="font-mono">{failure.detail}</code>
        </p>
      )}
    </div>
  );
}
