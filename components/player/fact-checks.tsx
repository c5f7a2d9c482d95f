'use client';

import { factCheckNote } from '@/lib/i18n/library-text';
import { useT } from '@/components/i18n/locale-provider';
import { usePlayer } from './player-store-provider';

/** Notes on fields of this step that today's API would not send (the article scenario). */
export function FactChecks() {
  const t = useT();
  const number = usePlayer((s) => s.steps[s.index]?.number);
  const checks = usePlayer((s) => s.scenario.fact_checks);
  const shipped = usePlayer((s) => s.shipped);
  const here = checks?.filter((c) => c.step === number) ?? [];
  if (here.length === 0) return null;
  return (
    <section aria-labelledby="fact-check-title" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40" data-testid="fact-checks">
      <h3 id="fact-check-title" className="font-semibold">{t.player.step.factCheck(here.length)}</h3>
      <ul className="mt-1 flex flex-col gap-1.5">
        {here.map((c) => (
          <li key={c.path + c.note}>
            <code className="rounded bg-amber-100 px-1 font-mono text-xs dark:bg-amber-900/60">{c.path}</code> {shipped ? factCheckNote(c, t) : c.note}
          </li>
        ))}
      </ul>
    </section>
  );
}
