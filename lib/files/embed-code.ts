import { stepQuery } from '@/lib/scenario/step-url';
import { withViewMode } from '@/lib/scenario/view-mode';

/** Tall enough for the diagram beside the card at a blog's column width. */
export const EMBED_HEIGHT = 640;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The embed view's path for a shipped scenario at a step (1-based). */
export function embedPath(scenarioId: string, step: number): string {
  return `/?${withViewMode(stepQuery({ kind: 'library', id: scenarioId }, step - 1), 'embed')}`;
}

/** An `<iframe>` a blog post can paste: every attribute value escaped, so a title cannot break out of it. */
export function embedCode(origin: string, scenarioId: string, step: number, title: string): string {
  const src = `${origin}${embedPath(scenarioId, step)}`;
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="${EMBED_HEIGHT}" loading="lazy" style="border:0"></iframe>`;
}
