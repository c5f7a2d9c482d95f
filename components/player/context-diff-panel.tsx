'use client';

import { useMemo } from 'react';
import { useT } from '@/components/i18n/locale-provider';
import { contextDiff } from '@/lib/tokens/context-diff';
import { usePlayer } from './player-store-provider';
import { showHidden } from '@/lib/security/hidden-characters';

const ADDED = 'text-emerald-800 dark:text-emerald-300';
const REMOVED = 'text-red-800 dark:text-red-300';

/** The model's context at this step against the step before, as a small diff. */
export function ContextDiffPanel() {
  const t = useT();
  const s = t.player.diff;
  const scenario = usePlayer((st) => st.scenario);
  const steps = usePlayer((st) => st.steps);
  const index = usePlayer((st) => st.index);
  const diff = useMemo(() => contextDiff(scenario, steps, index), [scenario, steps, index]);
  const empty = !diff.definitions.added.length && !diff.definitions.removed.length && !diff.blocks.length;

  return (
    <section className="card" aria-labelledby="context-diff-title" data-testid="context-diff">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="context-diff-title" className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {s.title}
        </h2>
        {diff.tokens !== null && diff.tokens !== 0 && (
          <span className={`text-sm font-medium ${diff.tokens > 0 ? ADDED : REMOVED}`} data-testid="context-diff-tokens">
            {s.tokens(diff.tokens)}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{index === 0 ? s.first : s.intro}</p>
      {empty ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{s.none}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-0.5 font-mono text-xs">
          {diff.definitions.added.map((name) => (
            <li key={`+${name}`} className={ADDED} data-change="added">
              <span aria-hidden>+ </span>
              {showHidden(name)} <span className="font-sans text-slate-600 dark:text-slate-400">({s.definitionAdded})</span>
            </li>
          ))}
          {diff.definitions.removed.map((name) => (
            <li key={`-${name}`} className={REMOVED} data-change="removed">
              <span aria-hidden>− </span>
              {showHidden(name)} <span className="font-sans text-slate-600 dark:text-slate-400">({s.definitionRemoved})</span>
            </li>
          ))}
          {diff.blocks.map((block, i) => (
            <li key={i} className={ADDED} data-change="added">
              <span aria-hidden>+ </span>
              <span className="font-sans">{s.block(block.role, block.type)}</span>
              {block.detail && <span className="text-slate-700 dark:text-slate-300"> · {block.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
