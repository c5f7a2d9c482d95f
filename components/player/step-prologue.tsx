'use client';

import type { McpListingPrologue } from '@/lib/engine/step';
import { t } from '@/lib/i18n';
import { JsonView } from '@/components/shared/json-view';

/**
 * The MCP listing that happens before step 2, folded: it is not a numbered step
 * (the article's 11 keep their numbers), and no client sees it, so it is modelled.
 */
export function StepPrologue({ prologue }: { prologue: readonly McpListingPrologue[] }) {
  return (
    <>
      {prologue.map((p) => (
        <details key={p.server} className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700" data-testid="step-prologue">
          <summary className="cursor-pointer font-medium">{t.player.prologue.summary(p.server, p.tools)}</summary>
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
        </details>
      ))}
    </>
  );
}
