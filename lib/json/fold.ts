/**
 * Which JSON nodes start folded. A node folds when its compact text is long and it is
 * not near the top: the reader sees the shape of a payload first and opens what
 * interests them.
 */
export const FOLD_CHARS = 400;

/** The rule itself, given the node's compact length (rows.ts computes all lengths in one pass). */
export function foldsAt(depth: number, key: string | undefined, length: number): boolean {
  if (key === 'input_schema' || key === 'properties') return depth >= 2;
  if (depth < 2) return false;
  return length > FOLD_CHARS;
}

export function startsFolded(value: unknown, depth: number, key?: string): boolean {
  if (value === null || typeof value !== 'object') return false;
  return foldsAt(depth, key, compactLength(value));
}

export function compactLength(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

export function childCount(value: object): number {
  return Array.isArray(value) ? value.length : Object.keys(value).length;
}
