import { stepQuery } from '@/lib/scenario/step-url';
import { withViewMode } from '@/lib/scenario/view-mode';

/**
 * The frame the snippet asks for: the size the embed view is built and tested for
 * (e2e/teach-embed.spec.ts: nothing scrolls, labels readable). A narrower column
 * shrinks it (max-width), and the view fits that too.
 */
export const EMBED_WIDTH = 700;
export const EMBED_HEIGHT = 500;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The embed view's path for a shipped scenario at a step (1-based). */
export function embedPath(scenarioId: string, step: number): string {
  return `/?${withViewMode(stepQuery({ kind: 'library', id: scenarioId }, step - 1), 'embed')}`;
}

/** An `<iframe>` a blog post can paste: every attribute value escaped, so a title cannot break out of it. */
export function embedCode(origin: string, scenarioId: string, step: number, title: string): string {
  const src = `${origin}${embedPath(scenarioId, step)}`;
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" loading="lazy" style="border:0;max-width:100%"></iframe>`;
}
