import { scrubText } from '@/lib/live/scrub';
import { LOCALE_PARAM } from '@/lib/i18n/resolve-locale';
import { stepQuery, type StepUrlSource } from '@/lib/scenario/step-url';

/**
 * Links to a step. A shipped scenario is named by id and opens anywhere; a
 * scenario imported from a file exists only in the browser that read it, so
 * its link says so (`source=file`) and names the file to import again.
 */
export type ShareSource = StepUrlSource;

/** `step` is 1-based, as the player numbers steps. */
export function sharePath(source: ShareSource, step: number): string {
  return `/?${stepQuery(source, step - 1)}`;
}

/** `lang`: the sharer's language, so the link opens in the language it was shared in. */
export function shareUrl(origin: string, source: ShareSource, step: number, secrets: readonly string[] = [], lang?: string): string {
  return scrubText(`${origin}${sharePath(source, step)}${lang ? `&${LOCALE_PARAM}=${encodeURIComponent(lang)}` : ''}`, secrets);
}
