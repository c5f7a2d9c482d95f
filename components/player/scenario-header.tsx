'use client';

import Link from 'next/link';
import type { GlossaryTerm } from '@/lib/i18n/en/teach';
import { catalogName } from '@/lib/i18n/library-text';
import { reportQuery } from '@/lib/your-tools/report-link';
import { useT } from '@/components/i18n/locale-provider';
import { GlossaryText } from '@/components/shared/glossary-text';
import type { Dictionary } from '@/lib/i18n';
import type { FailureKind } from '@/lib/live/failure';
import { usePlayer, useScenarioText } from './player-store-provider';
import { showHidden } from '@/lib/security/hidden-characters';

/** The failure's name in the page's words when it is one live mode knows; a file may name any. */
function failureTitle(t: Dictionary, kind: string): string {
  return Object.hasOwn(t.live.failure.title, kind) ? t.live.failure.title[kind as FailureKind] : showHidden(kind);
}

/** `onWhatIsThis`: opens the primer again (the player page; a live run has its own page around it). */
export function ScenarioHeader({ onWhatIsThis }: { onWhatIsThis?: () => void }) {
  const t = useT();
  const scenario = usePlayer((s) => s.scenario);
  const text = useScenarioText();
  const decisions = scenario.emulated_model?.decisions ?? [];
  const defined = new Set<GlossaryTerm>();
  const reportLink = reportQuery({ catalogs: (scenario.catalogs ?? []).map((c) => c.id) });
  return (
    <section className="flex flex-col gap-1" aria-label={t.player.scenario.pick}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-semibold leading-tight" data-testid="scenario-title">
          {showHidden(text.title)}
        </h1>
        {onWhatIsThis && (
          <button type="button" className="text-sm font-medium text-sky-700 underline dark:text-sky-300" onClick={onWhatIsThis} data-testid="what-is-this">
            {t.teach.primer.reopen}
          </button>
        )}
      </div>
      <p className="max-w-4xl text-slate-700 dark:text-slate-300" data-testid="scenario-description">
        <GlossaryText text={showHidden(text.description, { keepLines: true })} defined={defined} />
      </p>
      {scenario.incomplete && (
        <p role="note" className="max-w-4xl rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200" data-testid="scenario-incomplete">
          {t.player.scenario.incomplete(failureTitle(t, scenario.incomplete.failure), scenario.incomplete.request, scenario.incomplete.partial)}
        </p>
      )}
      {/* A whole row (app/globals.css): a fact still arriving is narrower, and would drop to the next line once whole. */}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400" data-testid="scenario-facts" data-whole-row>
        <span>
          <span className="font-medium">
            {t.player.scenario.question}
            {t.format.colon}
          </span>
          {t.format.quote(showHidden(text.question, { keepLines: true }))}
        </span>
        <span>{t.player.scenario.mode[scenario.mode]}</span>
        <span data-testid="scenario-source" title={scenario.source.note}>
          {t.player.scenario.source[scenario.source.kind]}
        </span>
        {scenario.catalogs && scenario.catalogs.length > 0 && (
          <span>
            {t.player.scenario.catalogs}
            {t.format.colon}
            {scenario.catalogs.map((c, i) => (
              <span key={c.id}>
                {i > 0 && t.format.sep}
                <Link href="/catalogs" className="underline" title={`${c.repo} · ${c.licence}`}>
                  {catalogName(c, t)}
                </Link>
              </span>
            ))}
          </span>
        )}
        {reportLink && (
          // A plain link, not prefetched: the player's first paint and its steps owe /report nothing.
          <Link href={`/report?${reportLink}`} prefetch={false} className="font-medium text-sky-800 underline dark:text-sky-300" title={t.player.scenario.reportHint} data-testid="player-report-link">
            {t.player.scenario.report}
          </Link>
        )}
      </p>
      <span hidden data-row-end />
      {decisions.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-600 dark:text-slate-400">{t.player.scenario.decisions(decisions.length)}</summary>
          <ol className="mt-1 list-decimal pl-6 text-slate-700 dark:text-slate-300">
            {decisions.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
