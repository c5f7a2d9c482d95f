/**
 * Characters that change how text reads without being seen: bidi controls
 * (U+202E turns `delete_all\u202Eatad_daer` into "delete_allread_data" on
 * screen), zero-width and other format characters, control characters, line
 * separators, invisible Hangul fillers and variation selectors. The joiner and
 * the emoji selector inside an emoji (👩‍💻, ☀️) are what draws it, and stay.
 */
// The classes list the selectors themselves, on purpose: they are what is being found, not letters they combine with.
const HIDDEN =
  // eslint-disable-next-line no-misleading-character-class
  /(?:(?![\u200D\uFE0F])[\p{Cc}\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]|(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])[\u200D\uFE0F])/gu;

/** `\u202E` for a BMP character, `\u{E0041}` beyond it: the escape a reader can look up. */
function escapeOf(char: string): string {
  const code = char.codePointAt(0)!;
  const hex = code.toString(16).toUpperCase();
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}

export function hasHidden(text: string): boolean {
  HIDDEN.lastIndex = 0;
  return HIDDEN.test(text);
}

/**
 * The text with every hidden character written as a visible escape, for
 * anything from a file, a catalog or a run that is drawn on screen or put in
 * a message. Tab and newline stay where text may span lines (`keepLines`).
 */
export function showHidden(text: string, { keepLines = false }: { keepLines?: boolean } = {}): string {
  return text.replace(HIDDEN, (char) => (keepLines && (char === '\n' || char === '\t') ? char : escapeOf(char)));
}
