'use client';

import { useEffect, useRef } from 'react';
import type { GlossaryTerm } from '@/lib/i18n/en/teach';
import { PRIMER_COOKIE_VALUE } from '@/lib/scenario/primer-cookie';
import { useT } from '@/components/i18n/locale-provider';
import { GlossaryText } from '@/components/shared/glossary-text';

/**
 * Tool search in four sentences, beside the diagram, for a first visit (and
 * again from "What is this?"). Shown once: the cookie it sets keeps it closed
 * on the next visit.
 */
export function Primer({ onClose, focus }: { onClose: () => void; focus: boolean }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.cookie = PRIMER_COOKIE_VALUE;
  }, []);
  // Opened from "What is this?": the reader's focus goes to what opened.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const defined = new Set<GlossaryTerm>();
  return (
    <section className="card flex flex-col gap-2 border-sky-300 bg-sky-50/60 dark:border-sky-800 dark:bg-sky-950/30" aria-labelledby="primer-title" data-testid="primer">
      <h2 id="primer-title" ref={heading} tabIndex={-1} className="text-lg font-semibold leading-tight focus:outline-none">
        {t.teach.primer.title}
      </h2>
      <ol className="flex list-decimal flex-col gap-1 pl-5 leading-relaxed">
        {t.teach.primer.sentences.map((sentence) => (
          <li key={sentence}>
            <GlossaryText text={sentence} defined={defined} />
          </li>
        ))}
      </ol>
      <div>
        <button type="button" className="btn-primary" onClick={onClose}>
          {t.teach.primer.dismiss}
        </button>
      </div>
    </section>
  );
}
