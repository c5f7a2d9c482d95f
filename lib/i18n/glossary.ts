import type { Dictionary } from './en';
import type { GlossaryTerm } from './en/teach';

export type GlossarySegment = { text: string; term?: GlossaryTerm };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An ASCII word is matched whole, or with a plural s ("deferred", not "undeferred"); CJK has no spaces to look for. */
const word = (s: string) => `${/^\w/.test(s) ? '(?<![\\w])' : ''}${escape(s)}${/\w$/.test(s) ? 's?(?![\\w])' : ''}`;

const cache = new WeakMap<Dictionary['teach']['glossary']['terms'], { pattern: RegExp; byForm: Map<string, GlossaryTerm> }>();

function matcher(terms: Dictionary['teach']['glossary']['terms']) {
  let found = cache.get(terms);
  if (!found) {
    const byForm = new Map<string, GlossaryTerm>();
    for (const [term, { match }] of Object.entries(terms) as [GlossaryTerm, { match: string[] }][]) for (const form of match) byForm.set(form.toLowerCase(), term);
    // Longest first, so "MCP connector" wins over a shorter form inside it.
    const forms = [...byForm.keys()].sort((a, b) => b.length - a.length);
    found = { pattern: new RegExp(forms.map(word).join('|'), 'giu'), byForm };
    cache.set(terms, found);
  }
  return found;
}

/**
 * A text cut where the glossary's terms appear, each term marked at its first
 * appearance only (and not at all if `defined` already holds it: a text earlier
 * on the same card defined it). `defined` is updated, so the next text skips it.
 */
export function glossarySegments(text: string, terms: Dictionary['teach']['glossary']['terms'], defined: Set<GlossaryTerm> = new Set()): GlossarySegment[] {
  const { pattern, byForm } = matcher(terms);
  const segments: GlossarySegment[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    const found = m[0].toLowerCase();
    const term = byForm.get(found) ?? byForm.get(found.replace(/s$/, ''));
    if (!term || defined.has(term)) continue;
    defined.add(term);
    if (m.index > at) segments.push({ text: text.slice(at, m.index) });
    segments.push({ text: m[0], term });
    at = m.index + m[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}
