/**
 * Nesting depth of JSON, measured without recursion: the check runs before any
 * recursive code sees the data, so it must not be the thing that overflows the
 * stack. Pure, no dependencies: the emulator and the scenario import use it.
 */

/** Deep enough for any real request or scenario (tool schemas nest a dozen levels), far below what recursion survives. */
export const MAX_JSON_DEPTH = 128;

/**
 * The deepest nesting of arrays and objects in JSON text (`1` for `{}` or
 * `[]`, `0` for a scalar), counting brackets outside strings. Stops scanning as
 * soon as the depth passes `stopAfter`, so a hostile text costs at most one
 * pass. Invalid JSON still gets a number; parsing is a separate step.
 */
export function jsonTextDepth(text: string, stopAfter = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAfter) return deepest;
      }
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/**
 * The same measure for a value already parsed (arrays and plain objects), with
 * an explicit stack instead of recursion; stops once past `stopAfter`.
 */
export function jsonValueDepth(value: unknown, stopAfter = Infinity): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, parentDepth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    const depth = parentDepth + 1;
    if (depth > deepest) {
      deepest = depth;
      if (deepest > stopAfter) return deepest;
    }
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child && typeof child === 'object') stack.push([child, depth]);
    }
  }
  return deepest;
}

/** True when the text nests deeper than `limit` (default MAX_JSON_DEPTH). */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  return jsonTextDepth(text, limit) > limit;
}
