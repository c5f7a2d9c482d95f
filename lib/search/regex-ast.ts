/**
 * The parsed form of a Python `re` pattern. Inline flags are already resolved into the nodes
 * they govern (`fold` = IGNORECASE, `dotall`, multiline anchors, `ascii` classes), so the two
 * back ends (RE2 source emission and the budgeted backtracker) never track flag scopes.
 */

export type ClassEscape = 'd' | 'D' | 'w' | 'W' | 's' | 'S';

export type SetItem =
  | { kind: 'range'; lo: number; hi: number }
  | { kind: 'class'; cls: ClassEscape; ascii: boolean };

/**
 * `bos`/`eos` are Python's non-multiline `^`/`$`: `$` also matches before a final newline, which
 * is why it is kept apart from `\Z` (`eot`). `bol`/`eol` are their MULTILINE forms.
 */
export type AssertKind = 'bos' | 'eos' | 'bol' | 'eol' | 'bot' | 'eot' | 'word' | 'not_word';

export type RegexNode =
  | { type: 'empty' }
  /** `asciiFold`: under `(?a)`, IGNORECASE only equates ASCII letters (`ſ` no longer matches `s`). */
  | { type: 'char'; cp: number; fold: boolean; asciiFold: boolean }
  | { type: 'set'; negated: boolean; items: SetItem[]; fold: boolean; asciiFold: boolean }
  | { type: 'any'; dotall: boolean }
  | { type: 'seq'; items: RegexNode[] }
  | { type: 'alt'; alts: RegexNode[] }
  /** `index` is null for non-capturing and flag-scoped groups. */
  | { type: 'group'; index: number | null; name?: string; body: RegexNode }
  | { type: 'repeat'; min: number; max: number; greedy: boolean; possessive: boolean; body: RegexNode }
  | { type: 'assert'; kind: AssertKind; ascii: boolean }
  | { type: 'backref'; index: number; fold: boolean; asciiFold: boolean }
  | { type: 'look'; behind: boolean; negate: boolean; body: RegexNode; width: number }
  | { type: 'atomic'; body: RegexNode }
  | { type: 'cond'; index: number; yes: RegexNode; no: RegexNode };

export interface ParsedRegex {
  root: RegexNode;
  /** Number of capturing groups (group 0, the whole match, not counted). */
  groupCount: number;
  /** Fixed width of each capturing group, or null when it varies (needed for look-behind). */
  groupWidths: Array<number | null>;
}

export const UNBOUNDED = Number.POSITIVE_INFINITY;

/** Python's `\s` for str patterns (`str.isspace()`), checked against CPython 3.11. */
export const UNICODE_SPACE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x09, 0x0d], [0x1c, 0x20], [0x85, 0x85], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a],
  [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000],
];
export const ASCII_SPACE_RANGES: ReadonlyArray<readonly [number, number]> = [[0x09, 0x0d], [0x20, 0x20]];
export const ASCII_DIGIT_RANGES: ReadonlyArray<readonly [number, number]> = [[0x30, 0x39]];
export const ASCII_WORD_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a],
];

/** Width of a node in code points when fixed, else null. */
export function fixedWidth(node: RegexNode, groupWidths: ReadonlyArray<number | null>): number | null {
  switch (node.type) {
    case 'empty':
    case 'assert':
    case 'look':
      return 0;
    case 'char':
    case 'set':
    case 'any':
      return 1;
    case 'seq': {
      let total = 0;
      for (const item of node.items) {
        const w = fixedWidth(item, groupWidths);
        if (w === null) return null;
        total += w;
      }
      return total;
    }
    case 'alt': {
      let width: number | null = null;
      for (const alt of node.alts) {
        const w = fixedWidth(alt, groupWidths);
        if (w === null || (width !== null && w !== width)) return null;
        width = w;
      }
      return width ?? 0;
    }
    case 'group':
    case 'atomic':
      return fixedWidth(node.body, groupWidths);
    case 'repeat': {
      if (node.min !== node.max) return null;
      const w = fixedWidth(node.body, groupWidths);
      return w === null ? null : w * node.min;
    }
    case 'backref':
      return groupWidths[node.index] ?? null;
    case 'cond': {
      const yes = fixedWidth(node.yes, groupWidths);
      const no = fixedWidth(node.no, groupWidths);
      return yes !== null && yes === no ? yes : null;
    }
  }
}
