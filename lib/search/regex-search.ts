import { extractFields, type ToolField } from './fields';
import { BudgetExceeded, compilePattern, type Budget } from './regex-matcher';
import { foldForLiterals } from './regex-literals';
import { charLength, failure, resolveOptions, startSearch, success, timeExceeded } from './outcome';
import { MAX_REGEX_LENGTH } from '@/lib/protocol/limits';
import type { FieldMatch, SearchHit, SearchIndex, SearchableTool, SearchField } from './types';

interface Entry {
  name: string;
  fields: ToolField[];
  ascii: boolean[];
  folded: string;
}

const ASCII_ONLY = /^[\u0000-\u007f]*$/;

/**
 * The API documents no ranking for regex search. We rank by the best field that matched —
 * name (score 3) before description (2) before arguments only (1) — then by catalog order, so
 * results are stable and a pattern aimed at names surfaces those tools first.
 */
const TIER: Record<SearchField, number> = { name: 3, description: 2, argument_name: 1, argument_description: 1 };

export function buildRegexIndex(tools: readonly SearchableTool[]): SearchIndex {
  const entries: Entry[] = tools.map((tool) => {
    const fields = extractFields(tool);
    return {
      name: tool.reference ?? tool.name,
      fields,
      ascii: fields.map((f) => ASCII_ONLY.test(f.text)),
      folded: foldForLiterals(fields.map((f) => f.text).join('\u0000')),
    };
  });

  return {
    variant: 'regex',
    size: entries.length,
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
        for (let i = 0; i < entries.length; i++) {
          // Each field is matched in bounded time (RE2 is linear; the backtracker checks the
          // deadline itself), so checking between tools is enough to honour the budget.
          if (budget.clock() > budget.deadline) throw new BudgetExceeded();
          const entry = entries[i]!;
          if (!pattern.mayMatch(entry.folded)) continue;
          const f = entry.fields.findIndex((field, k) => pattern.test(field.text, entry.ascii[k]!, budget));
          if (f >= 0) candidates.push({ index: i, tier: TIER[entry.fields[f]!.field] });
        }
        candidates.sort((a, b) => b.tier - a.tier || a.index - b.index);

        const hits: SearchHit[] = candidates.slice(0, resolved.limit).map(({ index, tier }) => {
          const entry = entries[index]!;
          const matches: FieldMatch[] = [];
          entry.fields.forEach((field, k) => {
            if (!pattern.test(field.text, entry.ascii[k]!, budget)) return;
            const match: FieldMatch = { field: field.field, text: field.text, ranges: pattern.ranges(field.text, entry.ascii[k]!, budget) };
            if (field.argument !== undefined) match.argument = field.argument;
            matches.push(match);
          });
          return { name: entry.name, score: tier, matches };
        });
        return success(hits, candidates.length, start);
      } catch (e) {
        if (e instanceof BudgetExceeded) return timeExceeded(resolved.deadlineMs, start);
        throw e;
      }
    },
  };
}
