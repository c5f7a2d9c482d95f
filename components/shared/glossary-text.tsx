'use client';

import { useId } from 'react';
import type { GlossaryTerm } from '@/lib/i18n/en/teach';
import { glossarySegments } from '@/lib/i18n/glossary';
import { useT } from '@/components/i18n/locale-provider';

/**
 * A text with the glossary's terms defined where they first appear: each one a
 * button that opens its definition in a popover (a click or a tap, never a hover,
 * so it works on touch and can be shown to a room). `defined` is shared by the
 * texts of one card, so a term is defined once per card.
 */
export function GlossaryText({ text, defined }: { text: string; defined?: Set<GlossaryTerm> }) {
  const t = useT();
  // Cut on every render, in render order: the card makes `defined` afresh each time, so its texts agree.
  const segments = glossarySegments(text, t.teach.glossary.terms, defined);
  return (
    <>
      {segments.map((s, i) => (s.term ? <Term key={i} term={s.term} text={s.text} /> : s.text))}
    </>
  );
}

function Term({ term, text }: { term: GlossaryTerm; text: string }) {
  const t = useT();
  const id = `term-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const { name, definition } = t.teach.glossary.terms[term];
  return (
    <>
      <button type="button" popoverTarget={id} className="glossary-term" data-term={term}>
        {text}
      </button>
      <span id={id} popover="auto" role="dialog" aria-label={t.teach.glossary.label(name)} className="glossary-popover" data-testid="glossary-popover">
        <span className="block font-semibold">{name}</span>
        <span className="mt-1 block">{definition}</span>
        <button type="button" popoverTarget={id} popoverTargetAction="hide" className="btn-secondary mt-2">
          {t.teach.glossary.close}
        </button>
      </span>
    </>
  );
}
