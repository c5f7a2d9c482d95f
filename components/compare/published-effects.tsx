'use client';

import { ADVANCED_TOOL_USE_URL, PUBLISHED_EFFECTS } from '@/lib/tokens/published-effects';
import { useT } from '@/components/i18n/locale-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';

/** Anthropic's own figures for programmatic tool calling and tool use examples: quoted, with their source, never as a result of this app. */
export function PublishedEffects() {
  const t = useT();
  const q = t.compare.ptc.quote;
  const e = PUBLISHED_EFFECTS;
  return (
    <section className="card min-w-0 self-start" aria-labelledby="published-effects-title" data-testid="published-effects">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="published-effects-title" className="text-lg font-semibold">
          {q.title}
        </h2>
        <ProvenanceBadge kind="quoted" />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{q.intro}</p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        <li>{q.tokens(e.ptcTokens.before, e.ptcTokens.after)}</li>
        <li>{q.retrieval(e.ptcKnowledgeRetrieval.before, e.ptcKnowledgeRetrieval.after)}</li>
        <li>{q.gia(e.ptcGia.before, e.ptcGia.after)}</li>
        <li>{q.examples(e.examplesAccuracy.before, e.examplesAccuracy.after)}</li>
      </ul>
      <h3 className="mt-3 text-sm font-semibold">{q.bestWhen}</h3>
      <ul className="list-disc pl-5 text-sm">
        {q.best.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="mt-2 text-sm font-semibold">{q.lessWhen}</h3>
      <ul className="list-disc pl-5 text-sm">
        {q.less.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {q.source}:{' '}
        <a href={ADVANCED_TOOL_USE_URL} className="text-sky-700 underline dark:text-sky-300">
          {ADVANCED_TOOL_USE_URL}
        </a>
      </p>
    </section>
  );
}
