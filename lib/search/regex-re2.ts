import {
  ASCII_DIGIT_RANGES,
  ASCII_SPACE_RANGES,
  ASCII_WORD_RANGES,
  UNBOUNDED,
  UNICODE_SPACE_RANGES,
  type ParsedRegex,
  type RegexNode,
  type SetItem,
} from './regex-ast';

/**
 * Emits RE2 syntax (for `re2js`, compiled with CASE_INSENSITIVE) from a parsed Python pattern.
 *
 * RE2 runs in linear time, so it is the engine for every pattern it can express exactly. For the
 * rest (backreferences, look-arounds, atomic groups, conditionals…) the emitted source is a
 * *superset* of the Python pattern: a text it rejects cannot match in Python either, so it still
 * serves as a cheap, safe prefilter in front of the budgeted backtracker.
 */
export interface Re2Translation {
  source: string;
  /** RE2 answers exactly as Python would (on ASCII texts only, if `asciiTextOnly`). */
  exact: boolean;
  /** RE2's `\b` is ASCII-only, Python's is Unicode: exact only when the text is ASCII. */
  asciiTextOnly: boolean;
  /**
   * Capture groups (1-based) that catch the final newline a tail `$` consumed; a highlight should
   * stop before it, as Python's zero-width `$` does.
   */
  tailNewlineGroups: number[];
  /** False when RE2 would reject texts Python accepts: then it must not be used at all. */
  usable: boolean;
}

type Ranges = ReadonlyArray<readonly [number, number]>;

const MAX_BACKREF_INLINING = 3;
const MAX_RE2_REPEAT = 1000;
const MAX_CP = 0x10ffff;

interface Ctx {
  /** Case-insensitivity in force at this point of the emitted source. */
  fold: boolean;
  /** Inside an inlined backreference: fold everything, since `(?i)\1` compares case-insensitively. */
  forceFold: boolean;
  /** Nothing that consumes text can follow this node. */
  tail: boolean;
  inlining: number;
}

export function toRe2Source(regex: ParsedRegex): Re2Translation {
  const groups = new Map<number, RegexNode>();
  collectGroups(regex.root, groups);
  const out: Re2Translation = { source: '', exact: true, asciiTextOnly: false, tailNewlineGroups: [], usable: true };
  let captureCount = 0;

  const hex = (cp: number) => `\\x{${cp.toString(16)}}`;
  const lit = (cp: number) => (/[0-9A-Za-z]/.test(String.fromCodePoint(cp)) ? String.fromCodePoint(cp) : hex(cp));
  const ranges = (rs: Ranges) => rs.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join('');
  const withFold = (ctx: Ctx, fold: boolean, body: string, asciiFold = false) => {
    // RE2 folds by Unicode. Under `(?a)` Python folds ASCII only, and the two disagree both
    // ways (`ſ`~`s` in RE2; `[^\W_]` loses `k` in RE2 through `K`), so RE2 cannot even prefilter.
    if (fold && asciiFold) out.usable = false;
    const want = fold || ctx.forceFold;
    if (want === ctx.fold) return body;
    return want ? `(?i:${body})` : `(?-i:${body})`;
  };

  const emitSet = (node: Extract<RegexNode, { type: 'set' }>, ctx: Ctx): string => {
    let unicodeNonWord = false;
    let body = '';
    for (const item of node.items) {
      if (item.kind === 'class' && item.cls === 'W' && !item.ascii) unicodeNonWord = true;
      else body += setItem(item);
    }
    if (!unicodeNonWord) return withFold(ctx, node.fold, `[${node.negated ? '^' : ''}${body}]`, node.asciiFold);
    // `\W` is the complement of a union of Unicode properties; RE2 can only add it as an alternative.
    if (node.negated) {
      out.exact = false;
      return '(?s:.)';
    }
    const nonWord = '[^\\p{L}\\p{N}_]';
    return withFold(ctx, node.fold, body ? `(?:${nonWord}|[${body}])` : nonWord, node.asciiFold);
  };

  const setItem = (item: SetItem): string => {
    if (item.kind === 'range') return item.lo === item.hi ? hex(item.lo) : `${hex(item.lo)}-${hex(item.hi)}`;
    switch (item.cls) {
      case 'd':
        return item.ascii ? ranges(ASCII_DIGIT_RANGES) : '\\p{Nd}';
      case 'D':
        return item.ascii ? ranges(complement(ASCII_DIGIT_RANGES)) : '\\P{Nd}';
      case 'w':
        return item.ascii ? ranges(ASCII_WORD_RANGES) : '\\p{L}\\p{N}_';
      case 'W':
        return ranges(complement(ASCII_WORD_RANGES));
      case 's':
        return ranges(item.ascii ? ASCII_SPACE_RANGES : UNICODE_SPACE_RANGES);
      case 'S':
        return ranges(complement(item.ascii ? ASCII_SPACE_RANGES : UNICODE_SPACE_RANGES));
    }
  };

  const emitAssert = (node: Extract<RegexNode, { type: 'assert' }>, ctx: Ctx): string => {
    switch (node.kind) {
      case 'bos':
      case 'bot':
        return '\\A';
      case 'bol':
        return '(?m:^)';
      case 'eol':
        return '(?m:$)';
      case 'eot':
        return '\\z';
      case 'eos':
        // Python's `$` also matches before a final "\n". Consuming that newline is only
        // harmless when nothing can follow; elsewhere `(?m:$)` is a superset.
        if (ctx.tail) {
          out.tailNewlineGroups.push(++captureCount);
          return '(?:\\z|(\\n)\\z)';
        }
        out.exact = false;
        return '(?m:$)';
      case 'word':
      case 'not_word':
        if (!node.ascii) out.asciiTextOnly = true;
        return node.kind === 'word' ? '\\b' : '\\B';
    }
  };

  const emit = (node: RegexNode, ctx: Ctx): string => {
    switch (node.type) {
      case 'empty':
        return '';
      case 'char':
        return withFold(ctx, node.fold, lit(node.cp), node.asciiFold);
      case 'set':
        return emitSet(node, ctx);
      case 'any':
        return node.dotall ? '(?s:.)' : '.';
      case 'seq':
        return node.items.map((item, i) => emit(item, { ...ctx, tail: ctx.tail && i === node.items.length - 1 })).join('');
      case 'alt':
        return `(?:${node.alts.map((alt) => emit(alt, ctx)).join('|')})`;
      case 'group':
        return `(?:${emit(node.body, ctx)})`;
      case 'repeat': {
        if (node.possessive) out.exact = false;
        let { min, max } = node;
        if (min > MAX_RE2_REPEAT || (max !== UNBOUNDED && max > MAX_RE2_REPEAT)) {
          out.exact = false;
          min = Math.min(min, MAX_RE2_REPEAT);
          if (max > MAX_RE2_REPEAT) max = UNBOUNDED;
        }
        const body = emit(node.body, { ...ctx, tail: false });
        let q: string;
        if (min === 0 && max === UNBOUNDED) q = '*';
        else if (min === 1 && max === UNBOUNDED) q = '+';
        else if (min === 0 && max === 1) q = '?';
        else if (max === UNBOUNDED) q = `{${min},}`;
        else q = min === max ? `{${min}}` : `{${min},${max}}`;
        return `(?:${body})${q}${node.greedy || node.possessive ? '' : '?'}`;
      }
      case 'assert':
        return emitAssert(node, ctx);
      case 'backref': {
        out.exact = false;
        const group = groups.get(node.index);
        if (!group || ctx.inlining >= MAX_BACKREF_INLINING) return '(?s:.*)';
        // The referenced text is something the group's own pattern matched.
        const forceFold = ctx.forceFold || node.fold;
        const fold = forceFold || ctx.fold;
        const body = emit(group, { fold, forceFold, tail: false, inlining: ctx.inlining + 1 });
        return `(?:${fold === ctx.fold ? body : `(?i:${body})`})`;
      }
      case 'look':
        out.exact = false;
        return '';
      case 'atomic':
        out.exact = false;
        return `(?:${emit(node.body, ctx)})`;
      case 'cond':
        out.exact = false;
        return `(?:${emit(node.yes, ctx)}|${emit(node.no, ctx)})`;
    }
  };

  out.source = emit(regex.root, { fold: true, forceFold: false, tail: true, inlining: 0 });
  return out;
}

function collectGroups(node: RegexNode, into: Map<number, RegexNode>): void {
  switch (node.type) {
    case 'group':
      if (node.index !== null) into.set(node.index, node.body);
      collectGroups(node.body, into);
      break;
    case 'seq':
      node.items.forEach((n) => collectGroups(n, into));
      break;
    case 'alt':
      node.alts.forEach((n) => collectGroups(n, into));
      break;
    case 'repeat':
    case 'look':
    case 'atomic':
      collectGroups(node.body, into);
      break;
    case 'cond':
      collectGroups(node.yes, into);
      collectGroups(node.no, into);
      break;
    default:
      break;
  }
}

function complement(rs: Ranges): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of rs) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CP) out.push([next, MAX_CP]);
  return out;
}
