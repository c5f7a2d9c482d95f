import { UNBOUNDED, type AssertKind, type ParsedRegex, type RegexNode } from './regex-ast';
import { folder, isAsciiWord, isUnicodeWord, setPredicate } from './regex-chars';
import type { Clock } from './types';

export { fold, toCodePoints } from './regex-chars';

/**
 * A backtracking matcher with Python `re` semantics, for the constructs RE2 cannot run
 * (backreferences, look-arounds, atomic groups, possessive repeats, conditionals).
 *
 * Why not a JS RegExp: one `exec` cannot be interrupted, so `(a+)+\1$` over a long run of `a`s
 * would freeze the page or the server. This VM keeps its backtrack stack on the heap, checks a
 * deadline every few thousand steps and bounds its stack, so the worst case is a clean
 * `BudgetExceeded` — which the search turns into `execution_time_exceeded`, much as the real
 * (backtracking, Python) engine times out.
 */

export class BudgetExceeded extends Error {
  constructor() {
    super('regex budget exceeded');
  }
}

export interface Budget {
  /** `clock()` value after which matching stops. */
  deadline: number;
  clock: Clock;
  steps: number;
}

export class PatternTooComplex extends Error {}

type Inst =
  | { op: 'char'; cp: number; fold: ((cp: number) => number) | null }
  | { op: 'set'; test: (cp: number) => boolean }
  | { op: 'any'; dotall: boolean }
  | { op: 'split'; x: number; y: number }
  | { op: 'jmp'; x: number }
  | { op: 'save'; slot: number }
  | { op: 'assert'; kind: AssertKind; ascii: boolean }
  | { op: 'backref'; group: number; fold: ((cp: number) => number) | null }
  | { op: 'look'; prog: Inst[]; behind: boolean; negate: boolean; width: number }
  | { op: 'atomic'; prog: Inst[] }
  | { op: 'cond'; group: number; no: number }
  | { op: 'mark'; reg: number }
  | { op: 'progress'; reg: number; exit: number }
  | { op: 'match' };

const MAX_PROGRAM = 50_000;
const MAX_STACK = 3_000_000;
const DEADLINE_CHECK_MASK = 0xfff;

export interface Backtracker {
  /** First match at or after `from` (code point index), as [start, end), or null. */
  search(cps: Int32Array, from: number, budget: Budget): [number, number] | null;
}

export function compileBacktracker(regex: ParsedRegex): Backtracker {
  const compiler = new Compiler(regex.groupCount);
  const prog = compiler.program(regex.root, true);
  const slots = 2 * (regex.groupCount + 1) + compiler.registers;
  return {
    search(cps, from, budget) {
      const caps = new Int32Array(slots);
      for (let start = from; start <= cps.length; start++) {
        caps.fill(-1);
        const end = run(prog, cps, start, caps, budget);
        if (end >= 0) return [start, end];
      }
      return null;
    },
  };
}

class Compiler {
  registers = 0;
  private size = 0;
  constructor(private readonly groupCount: number) {}

  program(node: RegexNode, saveWhole: boolean): Inst[] {
    const prog: Inst[] = [];
    if (saveWhole) prog.push({ op: 'save', slot: 0 });
    this.emit(node, prog);
    if (saveWhole) prog.push({ op: 'save', slot: 1 });
    prog.push({ op: 'match' });
    return prog;
  }

  private push(prog: Inst[], inst: Inst): number {
    if (++this.size > MAX_PROGRAM) {
      throw new PatternTooComplex('pattern too complex for the emulator: repetition counts are too large');
    }
    prog.push(inst);
    return prog.length - 1;
  }

  private emit(node: RegexNode, prog: Inst[]): void {
    switch (node.type) {
      case 'empty':
        return;
      case 'char':
      {
        const f = folder(node);
        this.push(prog, { op: 'char', cp: f ? f(node.cp) : node.cp, fold: f });
      }
        return;
      case 'set':
        this.push(prog, { op: 'set', test: setPredicate(node.items, node.negated, folder(node)) });
        return;
      case 'any':
        this.push(prog, { op: 'any', dotall: node.dotall });
        return;
      case 'seq':
        for (const item of node.items) this.emit(item, prog);
        return;
      case 'alt': {
        const jumps: number[] = [];
        node.alts.forEach((alt, i) => {
          if (i < node.alts.length - 1) {
            const split = this.push(prog, { op: 'split', x: prog.length + 1, y: -1 });
            this.emit(alt, prog);
            jumps.push(this.push(prog, { op: 'jmp', x: -1 }));
            (prog[split] as { y: number }).y = prog.length;
          } else {
            this.emit(alt, prog);
          }
        });
        for (const j of jumps) (prog[j] as { x: number }).x = prog.length;
        return;
      }
      case 'group':
        if (node.index === null) return this.emit(node.body, prog);
        this.push(prog, { op: 'save', slot: 2 * node.index });
        this.emit(node.body, prog);
        this.push(prog, { op: 'save', slot: 2 * node.index + 1 });
        return;
      case 'repeat':
        if (node.possessive) {
          const inner: RegexNode = { ...node, possessive: false };
          this.push(prog, { op: 'atomic', prog: this.program(inner, false) });
          return;
        }
        return this.emitRepeat(node, prog);
      case 'assert':
        this.push(prog, { op: 'assert', kind: node.kind, ascii: node.ascii });
        return;
      case 'backref':
        this.push(prog, { op: 'backref', group: node.index, fold: folder(node) });
        return;
      case 'look':
        this.push(prog, { op: 'look', prog: this.program(node.body, false), behind: node.behind, negate: node.negate, width: node.width });
        return;
      case 'atomic':
        this.push(prog, { op: 'atomic', prog: this.program(node.body, false) });
        return;
      case 'cond': {
        const cond = this.push(prog, { op: 'cond', group: node.index, no: -1 });
        this.emit(node.yes, prog);
        const jmp = this.push(prog, { op: 'jmp', x: -1 });
        (prog[cond] as { no: number }).no = prog.length;
        this.emit(node.no, prog);
        (prog[jmp] as { x: number }).x = prog.length;
        return;
      }
    }
  }

  private emitRepeat(node: Extract<RegexNode, { type: 'repeat' }>, prog: Inst[]): void {
    for (let i = 0; i < node.min; i++) this.emit(node.body, prog);
    if (node.max === UNBOUNDED) {
      // An iteration that consumed nothing ends the loop, as in sre; without that `(a*)*` spins.
      const reg = 2 * (this.groupCount + 1) + this.registers++;
      const loop = this.push(prog, { op: 'split', x: -1, y: -1 });
      const body = this.push(prog, { op: 'mark', reg });
      this.emit(node.body, prog);
      const progress = this.push(prog, { op: 'progress', reg, exit: -1 });
      this.push(prog, { op: 'jmp', x: loop });
      const exit = prog.length;
      prog[loop] = node.greedy ? { op: 'split', x: body, y: exit } : { op: 'split', x: exit, y: body };
      (prog[progress] as { exit: number }).exit = exit;
      return;
    }
    const splits: number[] = [];
    for (let i = node.min; i < node.max; i++) {
      splits.push(this.push(prog, { op: 'split', x: -1, y: -1 }));
      this.emit(node.body, prog);
    }
    const exit = prog.length;
    for (const s of splits) {
      prog[s] = node.greedy ? { op: 'split', x: s + 1, y: exit } : { op: 'split', x: exit, y: s + 1 };
    }
  }
}

/** Runs `prog` anchored at `start`; returns the end position or -1. Mutates `caps` on success. */
function run(prog: Inst[], cps: Int32Array, start: number, caps: Int32Array, budget: Budget): number {
  const n = cps.length;
  const stack: number[] = [];
  let pc = 0;
  let pos = start;

  for (;;) {
    if ((++budget.steps & DEADLINE_CHECK_MASK) === 0 && budget.clock() > budget.deadline) throw new BudgetExceeded();
    const inst = prog[pc]!;
    let ok = true;
    switch (inst.op) {
      case 'char': {
        const c = cps[pos];
        ok = c !== undefined && (inst.fold ? inst.fold(c) === inst.cp : c === inst.cp);
        if (ok) {
          pos++;
          pc++;
        }
        break;
      }
      case 'set': {
        const c = cps[pos];
        ok = c !== undefined && inst.test(c);
        if (ok) {
          pos++;
          pc++;
        }
        break;
      }
      case 'any': {
        const c = cps[pos];
        ok = c !== undefined && (inst.dotall || c !== 10);
        if (ok) {
          pos++;
          pc++;
        }
        break;
      }
      case 'split':
        if (stack.length > MAX_STACK) throw new BudgetExceeded();
        stack.push(0, inst.y, pos);
        pc = inst.x;
        break;
      case 'jmp':
        pc = inst.x;
        break;
      case 'save':
      case 'mark': {
        const slot = inst.op === 'save' ? inst.slot : inst.reg;
        stack.push(1, slot, caps[slot]!);
        caps[slot] = pos;
        pc++;
        break;
      }
      case 'progress':
        pc = caps[inst.reg] === pos ? inst.exit : pc + 1;
        break;
      case 'assert':
        ok = assertion(inst.kind, inst.ascii, cps, pos);
        if (ok) pc++;
        break;
      case 'backref': {
        const s = caps[2 * inst.group]!;
        const e = caps[2 * inst.group + 1]!;
        ok = s >= 0 && e >= s && pos + (e - s) <= n;
        for (let i = 0; ok && i < e - s; i++) {
          const a = cps[s + i]!;
          const b = cps[pos + i]!;
          ok = inst.fold ? inst.fold(a) === inst.fold(b) : a === b;
        }
        if (ok) {
          pos += e - s;
          pc++;
        }
        break;
      }
      case 'cond':
        pc = caps[2 * inst.group]! >= 0 && caps[2 * inst.group + 1]! >= 0 ? pc + 1 : inst.no;
        break;
      case 'look':
      case 'atomic': {
        const before = caps.slice();
        const from = inst.op === 'look' && inst.behind ? pos - inst.width : pos;
        const end = from < 0 ? -1 : run(inst.prog, cps, from, caps, budget);
        const matched = end >= 0;
        const keep = inst.op === 'atomic' || !inst.negate;
        ok = keep ? matched : !matched;
        if (ok && keep && matched) {
          // Captures made inside stay visible, but must be undone if we backtrack past here.
          for (let i = 0; i < caps.length; i++) {
            if (caps[i] !== before[i]) stack.push(1, i, before[i]!);
          }
          if (inst.op === 'atomic') pos = end;
        } else {
          caps.set(before);
        }
        if (ok) pc++;
        break;
      }
      case 'match':
        return pos;
    }
    if (ok) continue;
    for (;;) {
      if (stack.length === 0) return -1;
      const b = stack.pop()!;
      const a = stack.pop()!;
      const kind = stack.pop()!;
      if (kind === 1) {
        caps[a] = b;
        continue;
      }
      pc = a;
      pos = b;
      break;
    }
  }
}

function assertion(kind: AssertKind, ascii: boolean, cps: Int32Array, pos: number): boolean {
  const n = cps.length;
  switch (kind) {
    case 'bos':
    case 'bot':
      return pos === 0;
    case 'eot':
      return pos === n;
    case 'eos':
      return pos === n || (pos === n - 1 && cps[pos] === 10);
    case 'bol':
      return pos === 0 || cps[pos - 1] === 10;
    case 'eol':
      return pos === n || cps[pos] === 10;
    case 'word':
    case 'not_word': {
      const isWord = ascii ? isAsciiWord : isUnicodeWord;
      const before = pos > 0 && isWord(cps[pos - 1]!);
      const after = pos < n && isWord(cps[pos]!);
      return (before !== after) === (kind === 'word');
    }
  }
}
