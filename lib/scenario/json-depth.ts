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
