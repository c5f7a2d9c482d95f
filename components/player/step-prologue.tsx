'use client';

import { useState } from 'react';
import type { McpListingPrologue } from '@/lib/engine/step';
import { useT } from '@/components/i18n/locale-provider';
import { JsonView } from '@/components/shared/json-view';

/**
 * The MCP listing that happens before step 2, folded: it is not a numbered step
 * (the article's 11 keep their numbers), and no client sees it, so it is modelled.
 */
export function StepPrologue({ prologue }: { prologue: readonly McpListingPrologue[] }) {
  return (
    <>
      {prologue.map((p) => (
        <ServerListing key={p.server} listing={p} />
      ))}
    </>
  );
}

function ServerListing({ listing: p }: { listing: McpListingPrologue }) {
  const t = useT();
  // Drawn only once opened: the step's own payload stays the one JSON view on the card until the reader asks.
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700" data-testid="step-prologue" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">{t.player.prologue.summary(p.server, p.tools)}</summary>
      {open && (
        <>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t.player.prologue.intro}</p>
          <ol className="mt-2 flex flex-col gap-2">
            {p.messages.map((m, i) => (
              <li key={i}>
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{t.player.prologue.from[m.from]}</p>
                <div className="payload overflow-auto rounded-md bg-slate-50 p-2 dark:bg-slate-900">
                  <JsonView value={m.message} foldAll={null} />
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{p.listing ? t.player.prologue.listing : t.player.prologue.noListing}</p>
          {p.listing && (
            <div className="payload overflow-auto rounded-md bg-slate-50 p-2 dark:bg-slate-900">
              <JsonView value={p.listing} foldAll={null} />
            </div>
          )}
        </>
      )}
    </details>
  );
}
