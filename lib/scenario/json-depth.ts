/**
 * Nesting depth of JSON, measured without recursion: the check runs before any
 * recursive code sees the data, so it must not be the thing that overflows the
 * stack. Pure, no dependencies: the emulator and the live route check request text
 * with `exceedsJsonDepth`; a scenario file is checked, once parsed, with `maxDepthExceeded`.
 */

/** Deep enough for any real request (tool schemas nest a dozen levels), far below what recursion survives. */
export const MAX_JSON_DEPTH = 64;

/**
 * A scenario file holds whole requests and responses a few levels down (`exchanges[i].request…`),
 * so it may nest a little deeper than one request: any request the emulator accepts can be saved.
 */
export const MAX_SCENARIO_DEPTH = MAX_JSON_DEPTH + 8;

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

/** True when the text nests deeper than `limit` (default MAX_JSON_DEPTH). */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  return jsonTextDepth(text, limit) > limit;
}

/**
 * How deep a parsed JSON value nests, found without recursion: a hostile file
 * can nest arrays 50,000 levels deep, and anything recursive (zod, the engine,
 * JSON.stringify, structuredClone) overflows the stack long before that. So the
 * check runs first, and everything recursive runs only on values it let through.
 *
 * The root container is level 1. The result names the first container found
 * past the limit, in the notation of the schema's error messages.
 */
export function maxDepthExceeded(value: unknown, limit: number): { path: string } | null {
  interface Frame {
    node: object;
    depth: number;
    key: string | number | null;
    parent: Frame | null;
  }
  if (value === null || typeof value !== 'object') return null;
  const stack: Frame[] = [{ node: value, depth: 1, key: null, parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth > limit) return { path: pathOf(frame) };
    const children: Array<[string | number, unknown]> = Array.isArray(frame.node)
      ? frame.node.map((child, i): [number, unknown] => [i, child])
      : Object.entries(frame.node);
    // Pushed in reverse so the first child is looked at first: the path named is the earliest in the file.
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const [key, child] = children[i]!;
      if (child !== null && typeof child === 'object') stack.push({ node: child, depth: frame.depth + 1, key, parent: frame });
    }
  }
  return null;

  function pathOf(frame: Frame): string {
    const keys: Array<string | number> = [];
    for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) keys.push(f.key);
    let out = '';
    for (const key of keys.reverse()) out += typeof key === 'number' ? `[${key}]` : out ? `.${key}` : key;
    return out || '(root)';
  }
}
