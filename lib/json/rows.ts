import { foldsAt } from './fold';

/**
 * A JSON value as the viewer's rows, built without recursion and in time
 * linear in the size of the value, however deep it nests: the value is indexed
 * once (every node in document order, with where its subtree ends and its
 * compact length), and the rows for a fold state are a walk over that index
 * that jumps over folded subtrees. Indentation is a depth number, never text.
 */

export interface JsonNode {
  depth: number;
  /** Property name when the parent is an object. */
  key?: string;
  /** The value itself for scalars; for branches the object or array (for labels only). */
  value: unknown;
  branch: boolean;
  isArray: boolean;
  /** Children of a branch. */
  count: number;
  /** Index just past this node's subtree: the next sibling, or the parent's end. */
  end: number;
  /** Last child of its parent (no trailing comma). */
  last: boolean;
  /** Length of `JSON.stringify(value)`, computed bottom-up in one pass. */
  length: number;
}

export type JsonRow =
  | { kind: 'scalar'; node: number; depth: number }
  | { kind: 'empty'; node: number; depth: number }
  | { kind: 'open'; node: number; depth: number }
  | { kind: 'folded'; node: number; depth: number }
  | { kind: 'close'; node: number; depth: number };

const isBranch = (v: unknown): v is object => v !== null && typeof v === 'object';
/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

export function indexJson(value: unknown): JsonNode[] {
  const nodes: JsonNode[] = [];
  // Explicit stack of nodes still to index; `parent` fixes `end` when a subtree is done.
  const stack: Array<{ value: unknown; depth: number; key?: string; last: boolean }> = [{ value, depth: 0, last: true }];
  const open: number[] = [];
  while (stack.length > 0) {
    const item = stack.pop()!;
    // Close every open branch this node is not inside of.
    while (open.length > 0 && nodes[open.at(-1)!]!.depth >= item.depth) nodes[open.pop()!]!.end = nodes.length;
    const branch = isBranch(item.value);
    const entries: Array<[string | undefined, unknown]> = !branch
      ? []
      : Array.isArray(item.value)
        ? item.value.map((v): [undefined, unknown] => [undefined, v])
        : Object.entries(item.value as object);
    const index = nodes.length;
    nodes.push({
      depth: item.depth,
      ...(item.key !== undefined ? { key: item.key } : {}),
      value: item.value,
      branch,
      isArray: Array.isArray(item.value),
      count: entries.length,
      end: index + 1,
      last: item.last,
      length: 0,
    });
    if (branch && entries.length > 0) {
      open.push(index);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, depth: item.depth + 1, ...(key !== undefined ? { key } : {}), last: i === entries.length - 1 });
      }
    }
  }
  while (open.length > 0) nodes[open.pop()!]!.end = nodes.length;

  // Lengths bottom-up: in reverse document order every child is done before its parent.
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    const node = nodes[i]!;
    if (!node.branch) {
      node.length = scalarLength(node.value, false);
      continue;
    }
    let length = 2;
    let members = 0;
    for (let c = i + 1; c < node.end; c = nodes[c]!.end) {
      const child = nodes[c]!;
      if (!node.isArray && omitted(child.value)) continue;
      length += child.branch ? child.length : scalarLength(child.value, node.isArray);
      if (!node.isArray) length += JSON.stringify(child.key).length + 1;
      members += 1;
    }
    node.length = length + Math.max(0, members - 1);
  }
  return nodes;
}

function scalarLength(value: unknown, inArray: boolean): number {
  if (omitted(value)) return inArray ? 4 : 0;
  return (JSON.stringify(value) ?? 'null').length;
}

/** The branches folded when a payload first shows, by the rule in fold.ts. */
export function initialFolds(nodes: readonly JsonNode[], all: boolean | null): Set<number> {
  const folded = new Set<number>();
  nodes.forEach((node, i) => {
    if (!node.branch || node.count === 0) return;
    if (all ?? foldsAt(node.depth, node.key, node.length)) folded.add(i);
  });
  return folded;
}

/** The rows shown for a fold state: a folded branch is one row and its subtree is skipped. */
export function visibleRows(nodes: readonly JsonNode[], folded: ReadonlySet<number>): JsonRow[] {
  const rows: JsonRow[] = [];
  const closing: number[] = [];
  let i = 0;
  while (i < nodes.length || closing.length > 0) {
    // Close the branches whose subtree ends here, innermost first.
    if (closing.length > 0 && nodes[closing.at(-1)!]!.end <= i) {
      const n = closing.pop()!;
      rows.push({ kind: 'close', node: n, depth: nodes[n]!.depth });
      continue;
    }
    const node = nodes[i]!;
    if (!node.branch) {
      rows.push({ kind: 'scalar', node: i, depth: node.depth });
      i += 1;
    } else if (node.count === 0) {
      rows.push({ kind: 'empty', node: i, depth: node.depth });
      i += 1;
    } else if (folded.has(i)) {
      rows.push({ kind: 'folded', node: i, depth: node.depth });
      i = node.end;
    } else {
      rows.push({ kind: 'open', node: i, depth: node.depth });
      closing.push(i);
      i += 1;
    }
  }
  return rows;
}
