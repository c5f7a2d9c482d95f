import { fixedWidth, UNBOUNDED, type ParsedRegex, type RegexNode, type SetItem } from './regex-ast';

/**
 * A parser for Python's `re` syntax (CPython 3.11 `sre_parse`), producing the AST in
 * `regex-ast.ts`. It exists because neither JS RegExp nor RE2 reads Python patterns faithfully:
 * `(?P<n>…)`, `\Z`, `$` before a final newline, `[[:alpha:]]` (a plain set in Python), Unicode
 * `\w`/`\d`/`\s`, scoped flags, conditionals… Anything Python rejects is rejected here with
 * Python's own message, so the emulator answers `invalid_tool_input` where the API would.
 */

export type PythonRegexResult = { ok: true; regex: ParsedRegex } | { ok: false; message: string };

interface Flags {
  i: boolean; // IGNORECASE
  m: boolean; // MULTILINE
  s: boolean; // DOTALL
  x: boolean; // VERBOSE
  a: boolean; // ASCII
}

class PatternError extends Error {}

const FLAG_CHARS = 'aiLmsux';
const VERBOSE_SPACE = new Set([' ', '\t', '\n', '\r', '\v', '\f']);
const MAXREPEAT = 4294967295;
const IDENTIFIER = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u;
const OCT = /^[0-7]$/;
const DIGIT = /^[0-9]$/;
const HEX = /^[0-9a-fA-F]$/;
const ASCII_LETTER = /^[a-zA-Z]$/;
const SIMPLE_ESCAPES: Record<string, number> = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92 };

type ItemKind = 'at' | 'repeat' | 'other';
type ClassAtom = { lit: number; raw: string } | { item: SetItem; raw: string };

/** Parses a Python pattern. `ignoreCase` mirrors compiling with `re.IGNORECASE`. */
export function parsePythonRegex(pattern: string, options: { ignoreCase?: boolean } = {}): PythonRegexResult {
  try {
    return { ok: true, regex: new Parser(pattern, options.ignoreCase ?? false).parse() };
  } catch (e) {
    if (e instanceof PatternError) return { ok: false, message: e.message };
    throw e;
  }
}

class Parser {
  private readonly src: string[];
  private pos = 0;
  private groupCount = 0;
  private readonly groupNames = new Map<string, number>();
  private readonly openGroups = new Set<number>();
  private readonly groupWidths: Array<number | null> = [null];
  private readonly conditionRefs: Array<{ group: number; at: number }> = [];
  /** Python's `state.lookbehindgroups`: groups from this number on sit in the current look-behind. */
  private lookbehindGroups: number | null = null;
  private readonly globalFlags: Flags;

  constructor(pattern: string, ignoreCase: boolean) {
    // Python indexes patterns by code point; so do positions in messages.
    this.src = Array.from(pattern);
    this.globalFlags = { i: ignoreCase, m: false, s: false, x: false, a: false };
  }

  parse(): ParsedRegex {
    const root = this.parseAlternation(this.globalFlags, 0);
    if (this.pos < this.src.length) this.fail('unbalanced parenthesis', this.pos);
    for (const ref of this.conditionRefs) {
      if (ref.group > this.groupCount) this.fail(`invalid group reference ${ref.group}`, ref.at);
    }
    return { root, groupCount: this.groupCount, groupWidths: this.groupWidths };
  }

  private fail(message: string, at: number): never {
    throw new PatternError(`${message} at position ${at}`);
  }

  private peek(offset = 0): string | undefined {
    return this.src[this.pos + offset];
  }

  /** Like sre's tokenizer, never moves past the end, so error positions match CPython's. */
  private next(): string | undefined {
    const c = this.src[this.pos];
    if (c !== undefined) this.pos++;
    return c;
  }

  private match(ch: string): boolean {
    if (this.src[this.pos] !== ch) return false;
    this.pos++;
    return true;
  }

  private parseAlternation(flags: Flags, nested: number): RegexNode {
    const alts: RegexNode[] = [this.parseSequence(flags, nested, nested === 0)];
    while (this.match('|')) alts.push(this.parseSequence(flags, nested, false));
    return alts.length === 1 ? alts[0]! : { type: 'alt', alts };
  }

  private parseSequence(flags: Flags, nested: number, first: boolean): RegexNode {
    const items: RegexNode[] = [];
    const kinds: ItemKind[] = [];
    const push = (node: RegexNode, kind: ItemKind) => {
      items.push(node);
      kinds.push(kind);
    };

    for (;;) {
      const c = this.peek();
      if (c === undefined || c === '|' || c === ')') break;
      const start = this.pos;
      this.pos++;

      if (flags.x && VERBOSE_SPACE.has(c)) continue;
      if (flags.x && c === '#') {
        while (this.pos < this.src.length && this.next() !== '\n');
        continue;
      }

      switch (c) {
        case '[':
          push(this.parseSet(flags, start), 'other');
          break;
        case '.':
          push({ type: 'any', dotall: flags.s }, 'other');
          break;
        case '^':
          push({ type: 'assert', kind: flags.m ? 'bol' : 'bos', ascii: flags.a }, 'at');
          break;
        case '$':
          push({ type: 'assert', kind: flags.m ? 'eol' : 'eos', ascii: flags.a }, 'at');
          break;
        case '\\': {
          const [node, kind] = this.parseEscape(flags, start);
          push(node, kind);
          break;
        }
        case '(': {
          const group = this.parseGroup(flags, nested, first && items.length === 0, start);
          if (group) push(group, 'other');
          break;
        }
        case '*':
        case '+':
        case '?':
        case '{': {
          const bounds = this.parseBounds(c, start);
          if (!bounds) {
            push({ type: 'char', cp: 0x7b, fold: flags.i, asciiFold: flags.a }, 'other');
            break;
          }
          const lastKind = kinds[kinds.length - 1];
          const last = items[items.length - 1];
          if (last === undefined || lastKind === 'at') this.fail('nothing to repeat', start);
          if (lastKind === 'repeat') this.fail('multiple repeat', start);
          const greedy = !this.match('?');
          const possessive = greedy && this.match('+');
          items[items.length - 1] = { type: 'repeat', min: bounds[0], max: bounds[1], greedy, possessive, body: last };
          kinds[kinds.length - 1] = 'repeat';
          break;
        }
        default:
          push({ type: 'char', cp: c.codePointAt(0)!, fold: flags.i, asciiFold: flags.a }, 'other');
      }
    }
    if (items.length === 0) return { type: 'empty' };
    return items.length === 1 ? items[0]! : { type: 'seq', items };
  }

  /** Returns [min, max], or null when `{` is not a valid repeat and so a literal brace. */
  private parseBounds(c: string, start: number): [number, number] | null {
    if (c === '?') return [0, 1];
    if (c === '*') return [0, UNBOUNDED];
    if (c === '+') return [1, UNBOUNDED];
    if (this.peek() === '}') return null;
    const here = this.pos;
    let lo = '';
    let hi = '';
    while (DIGIT.test(this.peek() ?? '')) lo += this.next();
    if (this.match(',')) {
      while (DIGIT.test(this.peek() ?? '')) hi += this.next();
    } else {
      hi = lo;
    }
    if (!this.match('}')) {
      this.pos = here;
      return null;
    }
    const min = lo ? Number(lo) : 0;
    const max = hi ? Number(hi) : UNBOUNDED;
    if (min >= MAXREPEAT || (max !== UNBOUNDED && max >= MAXREPEAT)) {
      throw new PatternError('the repetition number is too large');
    }
    if (max < min) this.fail('min repeat greater than max repeat', start + 1);
    return [min, max];
  }

  private parseEscape(flags: Flags, start: number): [RegexNode, ItemKind] {
    const c = this.next();
    if (c === undefined) this.fail('bad escape (end of pattern)', start);
    switch (c) {
      case 'A':
        return [{ type: 'assert', kind: 'bot', ascii: flags.a }, 'at'];
      case 'Z':
        return [{ type: 'assert', kind: 'eot', ascii: flags.a }, 'at'];
      case 'b':
        return [{ type: 'assert', kind: 'word', ascii: flags.a }, 'at'];
      case 'B':
        return [{ type: 'assert', kind: 'not_word', ascii: flags.a }, 'at'];
      case 'd':
      case 'D':
      case 's':
      case 'S':
      case 'w':
      case 'W':
        return [{ type: 'set', negated: false, items: [{ kind: 'class', cls: c, ascii: flags.a }], fold: flags.i, asciiFold: flags.a }, 'other'];
    }
    if (c === '0') {
      let digits = '';
      while (digits.length < 2 && OCT.test(this.peek() ?? '')) digits += this.next();
      return [{ type: 'char', cp: parseInt(digits || '0', 8), fold: flags.i, asciiFold: flags.a }, 'other'];
    }
    if (DIGIT.test(c)) {
      let escape = c;
      if (DIGIT.test(this.peek() ?? '')) {
        escape += this.next();
        if (OCT.test(escape[0]!) && OCT.test(escape[1]!) && OCT.test(this.peek() ?? '')) {
          escape += this.next();
          const value = parseInt(escape, 8);
          if (value > 0o377) this.fail(`octal escape value \\${escape} outside of range 0-0o377`, start);
          return [{ type: 'char', cp: value, fold: flags.i, asciiFold: flags.a }, 'other'];
        }
      }
      const group = Number(escape);
      if (group > this.groupCount) this.fail(`invalid group reference ${group}`, start + 1);
      return [this.backref(group, flags, start), 'other'];
    }
    const cp = this.charEscape(c, start);
    return [{ type: 'char', cp, fold: flags.i, asciiFold: flags.a }, 'other'];
  }

  /** Escapes shared by both contexts; anything else after a backslash is literal or an error. */
  private charEscape(c: string, start: number): number {
    const simple = SIMPLE_ESCAPES[c];
    if (simple !== undefined) return simple;
    if (c === 'x' || c === 'u' || c === 'U') {
      const want = c === 'x' ? 2 : c === 'u' ? 4 : 8;
      let hex = '';
      while (hex.length < want && HEX.test(this.peek() ?? '')) hex += this.next();
      if (hex.length !== want) this.fail(`incomplete escape \\${c}${hex}`, start);
      const value = parseInt(hex, 16);
      if (value > 0x10ffff) this.fail(`bad escape \\${c}${hex}`, start);
      return value;
    }
    if (c === 'N') {
      // Resolving \N{NAME} needs the Unicode name database, which a browser does not ship.
      this.fail('\\N{...} named characters are not supported by this emulator (write the character or \\uXXXX)', start);
    }
    if (ASCII_LETTER.test(c) || DIGIT.test(c)) this.fail(`bad escape \\${c}`, start);
    return c.codePointAt(0)!;
  }

  private backref(group: number, flags: Flags, at: number): RegexNode {
    if (this.openGroups.has(group)) this.fail('cannot refer to an open group', at);
    this.checkLookbehindGroup(group, at);
    return { type: 'backref', index: group, fold: flags.i, asciiFold: flags.a };
  }

  private checkLookbehindGroup(group: number, at: number): void {
    if (this.lookbehindGroups !== null && group >= this.lookbehindGroups) {
      this.fail('cannot refer to group defined in the same lookbehind subpattern', at);
    }
  }

  private parseSet(flags: Flags, start: number): RegexNode {
    const negated = this.match('^');
    const items: SetItem[] = [];
    const atomToItem = (atom: ClassAtom): SetItem => ('lit' in atom ? { kind: 'range', lo: atom.lit, hi: atom.lit } : atom.item);
    for (;;) {
      const c = this.next();
      if (c === undefined) this.fail('unterminated character set', start);
      // A `]` right after `[` or `[^` is a literal; `[` inside a set is always literal, so
      // `[[:alpha:]]` is the set `[:alph` followed by `]`, as in Python.
      if (c === ']' && items.length > 0) break;
      const code1 = c === '\\' ? this.classEscape(flags, this.pos - 1) : { lit: c.codePointAt(0)!, raw: c };
      if (this.match('-')) {
        const that = this.next();
        if (that === undefined) this.fail('unterminated character set', start);
        if (that === ']') {
          items.push(atomToItem(code1), { kind: 'range', lo: 0x2d, hi: 0x2d });
          break;
        }
        const code2 = that === '\\' ? this.classEscape(flags, this.pos - 1) : { lit: that.codePointAt(0)!, raw: that };
        if (!('lit' in code1) || !('lit' in code2) || code2.lit < code1.lit) {
          this.fail(`bad character range ${code1.raw}-${code2.raw}`, start + 1);
        }
        items.push({ kind: 'range', lo: code1.lit, hi: code2.lit });
      } else {
        items.push(atomToItem(code1));
      }
    }
    return { type: 'set', negated, items, fold: flags.i, asciiFold: flags.a };
  }

  private classEscape(flags: Flags, start: number): ClassAtom {
    const c = this.next();
    if (c === undefined) this.fail('bad escape (end of pattern)', start);
    const rawFrom = start;
    const raw = () => this.src.slice(rawFrom, this.pos).join('');
    if ('dDsSwW'.includes(c)) return { item: { kind: 'class', cls: c as 'd', ascii: flags.a }, raw: raw() };
    if (c === 'b') return { lit: 8, raw: raw() };
    if (OCT.test(c)) {
      let digits = c;
      while (digits.length < 3 && OCT.test(this.peek() ?? '')) digits += this.next();
      const value = parseInt(digits, 8);
      if (value > 0o377) this.fail(`octal escape value \\${digits} outside of range 0-0o377`, start);
      return { lit: value, raw: raw() };
    }
    const lit = this.charEscape(c, start);
    return { lit, raw: raw() };
  }

  private getUntil(terminator: string, what: string): string {
    let result = '';
    for (;;) {
      const c = this.next();
      if (c === undefined) {
        if (!result) this.fail(`missing ${what}`, this.pos);
        this.fail(`missing ${terminator}, unterminated name`, this.pos - result.length);
      }
      if (c === terminator) {
        if (!result) this.fail(`missing ${what}`, this.pos - 1);
        return result;
      }
      result += c;
    }
  }

  /** Returns null for constructs that add no node: comments and leading global flags. */
  private parseGroup(flags: Flags, nested: number, first: boolean, start: number): RegexNode | null {
    let capture = true;
    let atomic = false;
    let name: string | undefined;
    let groupFlags = flags;

    if (this.match('?')) {
      const c = this.next();
      if (c === undefined) this.fail('unexpected end of pattern', this.pos);
      if (c === 'P') {
        if (this.match('<')) {
          name = this.getUntil('>', 'group name');
          if (!IDENTIFIER.test(name)) this.fail(`bad character in group name '${name}'`, this.pos - name.length - 1);
        } else if (this.match('=')) {
          const ref = this.getUntil(')', 'group name');
          const at = this.pos - ref.length - 1;
          if (!IDENTIFIER.test(ref)) this.fail(`bad character in group name '${ref}'`, at);
          const gid = this.groupNames.get(ref);
          if (gid === undefined) this.fail(`unknown group name '${ref}'`, at);
          return this.backref(gid, flags, at);
        } else {
          const c2 = this.next();
          if (c2 === undefined) this.fail('unexpected end of pattern', this.pos);
          this.fail(`unknown extension ?P${c2}`, start + 1);
        }
      } else if (c === ':') {
        capture = false;
      } else if (c === '#') {
        for (;;) {
          if (this.peek() === undefined) this.fail('missing ), unterminated comment', start);
          if (this.next() === ')') return null;
        }
      } else if (c === '=' || c === '!' || c === '<') {
        return this.parseLook(c, flags, nested, start);
      } else if (c === '(') {
        return this.parseConditional(flags, nested, start);
      } else if (c === '>') {
        capture = false;
        atomic = true;
      } else if (FLAG_CHARS.includes(c) || c === '-') {
        const parsed = this.parseFlags(c);
        if (parsed.global) {
          if (!first) this.fail('global flags not at the start of the expression', start);
          Object.assign(flags, parsed.add);
          return null;
        }
        groupFlags = { ...flags, ...parsed.add, ...parsed.del };
        capture = false;
      } else {
        this.fail(`unknown extension ?${c}`, start + 1);
      }
    }

    let index: number | null = null;
    if (capture) {
      index = ++this.groupCount;
      if (name !== undefined) {
        const previous = this.groupNames.get(name);
        if (previous !== undefined) {
          this.fail(`redefinition of group name '${name}' as group ${index}; was group ${previous}`, this.pos - name.length - 1);
        }
        this.groupNames.set(name, index);
      }
      this.openGroups.add(index);
    }
    const body = this.parseAlternation(groupFlags, nested + 1);
    if (!this.match(')')) this.fail('missing ), unterminated subpattern', start);
    if (index !== null) {
      this.openGroups.delete(index);
      this.groupWidths[index] = fixedWidth(body, this.groupWidths);
    }
    if (atomic) return { type: 'atomic', body };
    return name === undefined ? { type: 'group', index, body } : { type: 'group', index, name, body };
  }

  private parseLook(c: string, flags: Flags, nested: number, start: number): RegexNode {
    let kind = c;
    const behind = c === '<';
    const savedLookbehind = this.lookbehindGroups;
    if (behind) {
      const c2 = this.next();
      if (c2 === undefined) this.fail('unexpected end of pattern', this.pos);
      if (c2 !== '=' && c2 !== '!') this.fail(`unknown extension ?<${c2}`, start + 1);
      kind = c2;
      if (this.lookbehindGroups === null) this.lookbehindGroups = this.groupCount + 1;
    }
    const body = this.parseAlternation(flags, nested + 1);
    if (behind) this.lookbehindGroups = savedLookbehind;
    if (!this.match(')')) this.fail('missing ), unterminated subpattern', start);
    let width = 0;
    if (behind) {
      const w = fixedWidth(body, this.groupWidths);
      // CPython raises this one at compile time, without a position.
      if (w === null) throw new PatternError('look-behind requires fixed-width pattern');
      width = w;
    }
    return { type: 'look', behind, negate: kind === '!', body, width };
  }

  private parseConditional(flags: Flags, nested: number, start: number): RegexNode {
    const condName = this.getUntil(')', 'group name');
    const at = this.pos - condName.length - 1;
    let group: number;
    if (IDENTIFIER.test(condName)) {
      const gid = this.groupNames.get(condName);
      if (gid === undefined) this.fail(`unknown group name '${condName}'`, at);
      group = gid;
    } else {
      if (!/^[0-9]+$/.test(condName)) this.fail(`bad character in group name '${condName}'`, at);
      group = Number(condName);
      if (group === 0) this.fail('bad group number', at);
      // A later group may be named here; Python checks the number once the whole pattern is read.
      this.conditionRefs.push({ group, at });
    }
    this.checkLookbehindGroup(group, at);
    const yes = this.parseSequence(flags, nested + 1, false);
    let no: RegexNode = { type: 'empty' };
    if (this.match('|')) {
      no = this.parseSequence(flags, nested + 1, false);
      if (this.peek() === '|') this.fail('conditional backref with more than two branches', this.pos);
    }
    if (!this.match(')')) this.fail('missing ), unterminated subpattern', start);
    return { type: 'cond', index: group, yes, no };
  }

  private parseFlags(first: string): { global: boolean; add: Partial<Flags>; del: Partial<Flags> } {
    const add: Partial<Flags> = {};
    const del: Partial<Flags> = {};
    const setFlag = (target: Partial<Flags>, ch: string, value: boolean) => {
      if (ch === 'i' || ch === 'm' || ch === 's' || ch === 'x' || ch === 'a') target[ch] = value;
    };
    const unknown = (ch: string, fallback: string) => (/\p{L}/u.test(ch) ? 'unknown flag' : fallback);
    let c: string | undefined = first;
    let typeFlag: string | null = null;
    if (c !== '-') {
      for (;;) {
        if (c === 'L') this.fail("bad inline flags: cannot use 'L' flag with a str pattern", this.pos);
        if (c === 'a' || c === 'u') {
          if (typeFlag !== null && typeFlag !== c) this.fail("bad inline flags: flags 'a', 'u' and 'L' are incompatible", this.pos);
          typeFlag = c;
        }
        setFlag(add, c, true);
        c = this.next();
        if (c === undefined) this.fail('missing -, : or )', this.pos);
        if (c === ')' || c === '-' || c === ':') break;
        if (!FLAG_CHARS.includes(c)) this.fail(unknown(c, 'missing -, : or )'), this.pos - 1);
      }
    }
    if (c === ')') return { global: true, add, del };
    if (c === '-') {
      c = this.next();
      if (c === undefined) this.fail('missing flag', this.pos);
      if (!FLAG_CHARS.includes(c)) this.fail(unknown(c, 'missing flag'), this.pos - 1);
      for (;;) {
        if (c === 'a' || c === 'u' || c === 'L') this.fail("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", this.pos);
        setFlag(del, c, false);
        c = this.next();
        if (c === undefined) this.fail('missing :', this.pos);
        if (c === ':') break;
        if (!FLAG_CHARS.includes(c)) this.fail(unknown(c, 'missing :'), this.pos - 1);
      }
    }
    for (const key of Object.keys(del) as Array<keyof Flags>) {
      if (key in add) this.fail('bad inline flags: flag turned on and off', this.pos - 1);
    }
    return { global: false, add, del };
  }
}
