import type { RegexNode } from './regex-ast';

/**
 * Literal text any match must contain, as clauses (AND) of alternatives (OR), lower-cased.
 * Checking them with `indexOf` on a folded copy of the tool's text rules out most tools before
 * a regex engine runs, which is what keeps a 10,000-tool regex search within its budget.
 *
 * Only ASCII characters are kept: the folded haystack maps every character Python's IGNORECASE
 * equates with an ASCII letter (`İ ı ſ K`) onto it, so the check can never reject a real match.
 */
export function requiredLiterals(root: RegexNode): string[][] {
  return clauses(root).filter((clause) => clause.every((literal) => literal.length > 0));
}

function asciiChar(node: RegexNode): string | null {
  return node.type === 'char' && node.cp < 128 ? String.fromCharCode(node.cp).toLowerCase() : null;
}

function clauses(node: RegexNode): string[][] {
  switch (node.type) {
    case 'char': {
      const ch = asciiChar(node);
      return ch ? [[ch]] : [];
    }
    case 'seq': {
      const out: string[][] = [];
      let run = '';
      for (const item of node.items) {
        const ch = asciiChar(item);
        if (ch !== null) {
          run += ch;
          continue;
        }
        if (run) out.push([run]);
        run = '';
        out.push(...clauses(item));
      }
      if (run) out.push([run]);
      return out;
    }
    case 'group':
    case 'atomic':
      return clauses(node.body);
    case 'repeat':
      return node.min >= 1 ? clauses(node.body) : [];
    case 'alt': {
      const options: string[] = [];
      for (const alt of node.alts) {
        const best = strongest(clauses(alt));
        if (best === null) return [];
        options.push(...best);
      }
      return [[...new Set(options)]];
    }
    default:
      return [];
  }
}

/** The most selective clause of a branch: a single long literal beats a set of alternatives. */
function strongest(found: string[][]): string[] | null {
  let best: string[] | null = null;
  const rank = (c: string[]) => (c.length === 1 ? 1000 + c[0]!.length : -c.length);
  for (const clause of found) {
    if (best === null || rank(clause) > rank(best)) best = clause;
  }
  return best;
}

/** Lower-cases for the literal check, mapping the non-ASCII letters IGNORECASE equates with ASCII. */
export function foldForLiterals(text: string): string {
  const lower = text.toLowerCase();
  return /[^\u0000-\u007f]/.test(lower) ? lower.replace(/[ıſ]/g, (c) => (c === 'ı' ? 'i' : 's')) : lower;
}

export function passesLiterals(required: string[][], folded: string): boolean {
  return required.every((clause) => clause.some((literal) => folded.includes(literal)));
}
