/**
 * Whether this browser has seen the player's primer: a cookie, not storage, so
 * the server's first HTML already knows whether to draw it (no panel appearing
 * or vanishing after hydration, which would shift the page).
 */
export const PRIMER_COOKIE = 'tsl-primer';

/** A year: the primer is for a first visit; "What is this?" brings it back. */
export const PRIMER_COOKIE_VALUE = `${PRIMER_COOKIE}=seen; path=/; max-age=31536000; samesite=lax`;

/** From a Cookie header or `document.cookie`. */
export function primerSeen(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(';').some((c) => c.trim() === `${PRIMER_COOKIE}=seen`);
}
