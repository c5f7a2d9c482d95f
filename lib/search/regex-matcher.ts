import { RE2JS } from 're2js';
import { compileBacktracker, PatternTooComplex, toCodePoints, type Backtracker, type Budget } from './regex-backtrack';
import { passesLiterals, requiredLiterals } from './regex-literals';
import { toRe2Source } from './regex-re2';
import { parsePythonRegex } from './python-regex';

export { BudgetExceeded, type Budget } from './regex-backtrack';

/**
 * A Python pattern made runnable: RE2 (linear time) whenever it can answer exactly, the
 * budgeted backtracker otherwise, with RE2 as its prefilter. Search is always case-insensitive,
 * as the API documents today.
 */
export interface CompiledPattern {
  /** 're2': RE2 alone decides. 'backtrack': the backtracker decides wherever RE2 is not exact. */
  readonly engine: 're2' | 'backtrack';
  /** Cheap tool-level check on `foldForLiterals(all fields)`; false means no field can match. */
  mayMatch(folded: string): boolean;
  /** Python `re.search(pattern, text) is not None`. */
  test(text: string, ascii: boolean, budget: Budget): boolean;
  /** Non-empty matches as [start, end) UTF-16 offsets, like `re.finditer`. */
  ranges(text: string, ascii: boolean, budget: Budget, max?: number): Array<[number, number]>;
}

export type CompileResult = { ok: true; pattern: CompiledPattern } | { ok: false; message: string };

const MAX_RANGES_PER_FIELD = 50;

export function compilePattern(source: string): CompileResult {
  const parsed = parsePythonRegex(source, { ignoreCase: true });
  if (!parsed.ok) return parsed;
  const regex = parsed.regex;
  const translation = toRe2Source(regex);
  let re2: RE2JS | null = null;
  try {
    if (translation.usable) re2 = RE2JS.compile(translation.source, RE2JS.CASE_INSENSITIVE);
  } catch {
    // Valid Python that RE2 refuses (e.g. nested counted repeats over its size limit): the
    // backtracker alone decides, behind the literal check.
    re2 = null;
  }
  let backtracker: Backtracker | null = null;
  const needBacktracker = re2 === null || !translation.exact || translation.asciiTextOnly;
  if (needBacktracker) {
    try {
      backtracker = compileBacktracker(regex);
    } catch (e) {
      if (e instanceof PatternTooComplex) return { ok: false, message: e.message };
      throw e;
    }
  }
  const literals = requiredLiterals(regex.root);

  // RE2 is the answer when exact for this text, and a sound prefilter whenever its `\b` agrees.
  const re2Exact = (ascii: boolean) => re2 !== null && translation.exact && (ascii || !translation.asciiTextOnly);
  const re2Usable = (ascii: boolean) => re2 !== null && (ascii || !translation.asciiTextOnly);

  const re2Ranges = (text: string, max: number): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    const m = re2!.matcher(text);
    while (out.length < max && m.find()) {
      const start = m.start();
      let end = m.end();
      if (translation.tailNewlineGroups.some((g) => m.start(g) >= 0)) end--;
      if (end > start) out.push([start, end]);
    }
    return out;
  };

  const vmRanges = (text: string, budget: Budget, max: number, firstOnly: boolean): Array<[number, number]> => {
    const { cps, offsets } = toCodePoints(text);
    const out: Array<[number, number]> = [];
    let from = 0;
    while (from <= cps.length && out.length < max) {
      const found = backtracker!.search(cps, from, budget);
      if (!found) break;
      const [s, e] = found;
      if (e > s) out.push([offsets[s]!, offsets[e]!]);
      if (firstOnly) return out.length ? out : [[offsets[s]!, offsets[s]!]];
      from = e > s ? e : s + 1;
    }
    return out;
  };

  const pattern: CompiledPattern = {
    engine: needBacktracker ? 'backtrack' : 're2',
    mayMatch: (folded) => passesLiterals(literals, folded),
    test(text, ascii, budget) {
      if (re2Exact(ascii)) return re2!.test(text);
      if (re2Usable(ascii) && !re2!.test(text)) return false;
      return vmRanges(text, budget, 1, true).length > 0;
    },
    ranges(text, ascii, budget, max = MAX_RANGES_PER_FIELD) {
      if (re2Exact(ascii)) return re2Ranges(text, max);
      if (re2Usable(ascii) && !re2!.test(text)) return [];
      return vmRanges(text, budget, max, false);
    },
  };
  return { ok: true, pattern };
}

