import { extractFields, type ToolField } from './fields';
import { BudgetExceeded, compilePattern, type Budget } from './regex-matcher';
import { foldForLiterals } from './regex-literals';
import { charLength, failure, indexByName, resolveOptions, startSearch, success, timeExceeded } from './outcome';
import { MAX_REGEX_LENGTH } from '@/lib/protocol/limits';
import type { FieldMatch, RankPosition, SearchHit, SearchIndex, SearchableTool, SearchField } from './types';

interface Entry {
  name: string;
  fields: ToolField[];
  ascii: boolean[];
  /** Each field's text as an id into the index's table of distinct texts. */
  textIds: Int32Array;
  folded: string;
}

const ASCII_ONLY = /^[\u0000-\u007f]*$/;

/**
 * The API documents no ranking for regex search. We rank by the best field that matched —
 * name (score 3) before description (2) before arguments only (1) — then by catalog order, so
 * results are stable and a pattern aimed at names surfaces those tools first.
 */
const TIER: Record<SearchField, number> = { name: 3, description: 2, argument_name: 1, argument_description: 1 };

/** A regex index whose tools can be replaced one at a time (a report's edit). */
export interface RegexIndex extends SearchIndex {
  /** Puts `tool` in place of the tool at `at`: later searches answer as an index built on the edited catalog would. */
  replace(at: number, tool: SearchableTool): void;
}

export function buildRegexIndex(catalog: readonly SearchableTool[]): RegexIndex {
  // Catalogs repeat field texts (`owner`, "Repository owner", "Page number for pagination"):
  // a search tests each distinct text once and every tool that has it reads the answer.
  const textIds = new Map<string, number>();
  const entryOf = (tool: SearchableTool): Entry => {
    const fields = extractFields(tool);
    return {
      name: tool.reference ?? tool.name,
      fields,
      ascii: fields.map((f) => ASCII_ONLY.test(f.text)),
      textIds: Int32Array.from(fields, (f) => {
        let id = textIds.get(f.text);
        if (id === undefined) textIds.set(f.text, (id = textIds.size));
        return id;
      }),
      folded: foldForLiterals(fields.map((f) => f.text).join('\u0000')),
    };
  };
  // Our own copy: replace() edits it, never the caller's array.
  const tools = catalog.slice();
  const entries: Entry[] = tools.map(entryOf);

  let byName = indexByName(tools);

  return {
    variant: 'regex',
    size: entries.length,
    replace(at, tool) {
      if (!Number.isInteger(at) || at < 0 || at >= entries.length) throw new RangeError(`no tool at ${at}`);
      // The old texts keep their ids: an id no tool holds is never tested, so results are a rebuild's.
      entries[at] = entryOf(tool);
      tools[at] = tool;
      byName = indexByName(tools);
    },
    search(query, options) {
      const start = startSearch(options);
      const resolved = resolveOptions(options, start);
      if (!resolved.ok) return resolved.outcome;
      const length = charLength(query);
      if (length === 0) return failure('invalid_tool_input', 'pattern must not be empty', start);
      if (length > MAX_REGEX_LENGTH) {
        return failure('invalid_tool_input', `pattern is ${length} characters long; the maximum is ${MAX_REGEX_LENGTH}`, start);
      }
      const compiled = compilePattern(query);
      if (!compiled.ok) return failure('invalid_tool_input', `invalid regular expression: ${compiled.message}`, start);
      const pattern = compiled.pattern;
      const budget: Budget = { deadline: resolved.deadline, clock: resolved.clock, steps: 0 };

      try {
        const candidates: Array<{ index: number; tier: number }> = [];
        // Per distinct text: 0 not tested yet, 1 matches, 2 does not.
        const tested = new Uint8Array(textIds.size);
        const matches = (entry: Entry, k: number): boolean => {
          const id = entry.textIds[k]!;
          if (tested[id] === 0) tested[id] = pattern.test(entry.fields[k]!.text, entry.ascii[k]!, budget) ? 1 : 2;
          return tested[id] === 1;
        };
        for (let i = 0; i < entries.length; i++) {
          // Each field is matched in bounded time (RE2 is linear; the backtracker checks the
          // deadline itself), so checking between tools is enough to honour the budget.
          if (budget.clock() > budget.deadline) throw new BudgetExceeded();
          const entry = entries[i]!;
          if (!pattern.mayMatch(entry.folded)) continue;
          const f = entry.fields.findIndex((_, k) => matches(entry, k));
          if (f >= 0) candidates.push({ index: i, tier: TIER[entry.fields[f]!.field] });
        }
        candidates.sort((a, b) => b.tier - a.tier || a.index - b.index);

        const hits: SearchHit[] = candidates.slice(0, resolved.limit).map(({ index, tier }) => {
          const entry = entries[index]!;
          const matches: FieldMatch[] = [];
          if (options?.highlight === false) return { name: entry.name, score: tier, matches };
          entry.fields.forEach((field, k) => {
            if (!pattern.test(field.text, entry.ascii[k]!, budget)) return;
            const match: FieldMatch = { field: field.field, text: field.text, ranges: pattern.ranges(field.text, entry.ascii[k]!, budget) };
            if (field.argument !== undefined) match.argument = field.argument;
            matches.push(match);
          });
          return { name: entry.name, score: tier, matches };
        });
        return success(hits, candidates.length, start, options?.positionsOf ? positionsIn(options.positionsOf, byName(), candidates) : undefined);
      } catch (e) {
        if (e instanceof BudgetExceeded) return timeExceeded(resolved.deadlineMs, start);
        throw e;
      }
    },
  };
}

/** Each named tool's place among the sorted candidates (its score is its tier). */
function positionsIn(names: readonly string[], byName: Map<string, number>, sorted: ReadonlyArray<{ index: number; tier: number }>): Record<string, RankPosition> {
  const wanted = new Map<number, string[]>();
  const out: Record<string, RankPosition> = {};
  for (const name of names) {
    out[name] = null;
    const d = byName.get(name);
    if (d !== undefined) wanted.set(d, [...(wanted.get(d) ?? []), name]);
  }
  sorted.forEach(({ index, tier }, i) => {
    for (const name of wanted.get(index) ?? []) out[name] = { rank: i + 1, score: tier };
  });
  return out;
}
