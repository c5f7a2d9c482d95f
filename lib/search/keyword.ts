import { failure, resolveOptions, startSearch, success } from './outcome';
import type { FieldMatch, SearchHit, SearchIndex, SearchableTool } from './types';

/**
 * Claude Code's client-side ToolSearch, as described in "读 Claude Code 源码 - ToolSearch 与 Skill
 * Discovery" (seed 001): the query forms
 *   - `select:A,B`      fetch these exact tools, in that order (unknown names are skipped);
 *   - `notebook jupyter` keyword search, best `limit` matches;
 *   - `+slack send`     "slack" must be in the tool name, rank by all terms;
 * plus the exact-name and `mcp__` prefix shortcuts it lists. Scores per term, from the quoted
 * source:
 *   name part equal to the term      +12 for MCP tools, +10 otherwise
 *   else a name part containing it   +6 for MCP tools, +5 otherwise
 *   search hint has the word         +4
 *   description has the word         +2
 * Claude Code matches hint/description words with a `\b…\b` pattern; argument schemas are not
 * searched. The source is quoted only in part, so helper details are reconstructions.
 */

interface ParsedName {
  parts: string[];
  isMcp: boolean;
}

interface Entry {
  tool: SearchableTool;
  name: string;
  /** What a hit reports (SearchableTool.reference). */
  reference: string;
  lowerName: string;
  parsed: ParsedName;
  description: string;
  hint: string;
}

const SELECT_PREFIX = /^select:/i;

/** `mcp__server__tool_name` → server, tool, name; `NotebookEdit`/`get_weather` → notebook, edit / get, weather. */
export function parseToolName(name: string): ParsedName {
  if (name.startsWith('mcp__')) {
    const parts = name.slice(5).toLowerCase().split('__').flatMap((p) => p.split('_')).filter(Boolean);
    return { parts, isMcp: true };
  }
  const parts = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return { parts, isMcp: false };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function buildKeywordIndex(tools: readonly SearchableTool[]): SearchIndex {
  const entries: Entry[] = tools.map((tool) => ({
    tool,
    name: tool.name,
    reference: tool.reference ?? tool.name,
    lowerName: tool.name.toLowerCase(),
    parsed: parseToolName(tool.name),
    description: (tool.description ?? '').toLowerCase(),
    hint: (tool.search_hint ?? '').toLowerCase(),
  }));
  const byName = new Map(entries.map((e) => [e.name, e] as const));

  return {
    variant: 'keyword',
    size: entries.length,
    search(query, options) {
      const start = startSearch(options);
      const resolved = resolveOptions(options, start);
      if (!resolved.ok) return resolved.outcome;
      const q = query.trim();
      if (q.length === 0) return failure('invalid_tool_input', 'query must not be empty', start);

      if (SELECT_PREFIX.test(q)) {
        // An explicit selection is not a ranking: every named tool comes back, whatever the limit.
        const seen = new Set<string>();
        const hits: SearchHit[] = [];
        for (const raw of q.replace(SELECT_PREFIX, '').split(',')) {
          const entry = byName.get(raw.trim());
          if (!entry || seen.has(entry.name)) continue;
          seen.add(entry.name);
          hits.push({ name: entry.reference, score: 1, matches: [{ field: 'name', text: entry.name, ranges: [[0, entry.name.length]] }] });
        }
        return success(hits, hits.length, start);
      }

      const lower = q.toLowerCase();
      const exact = entries.find((e) => e.lowerName === lower);
      if (exact) {
        return success([{ name: exact.reference, score: 1, matches: [{ field: 'name', text: exact.name, ranges: [[0, exact.name.length]] }] }], 1, start);
      }
      if (lower.startsWith('mcp__') && lower.length > 5) {
        const prefixed = entries.filter((e) => e.lowerName.startsWith(lower));
        if (prefixed.length > 0) {
          const hits = prefixed.slice(0, resolved.limit).map((e) => ({
            name: e.reference,
            score: 1,
            matches: [{ field: 'name' as const, text: e.name, ranges: [[0, lower.length] as [number, number]] }],
          }));
          return success(hits, prefixed.length, start);
        }
      }

      const terms = lower.split(/\s+/).filter(Boolean);
      const required = terms.filter((t) => t.startsWith('+') && t.length > 1).map((t) => t.slice(1));
      const optional = terms.filter((t) => !(t.startsWith('+') && t.length > 1));
      const scoring = [...required, ...optional];
      const patterns = new Map(scoring.map((t) => [t, new RegExp(`\\b${escapeRegExp(t)}\\b`)] as const));

      const scored: Array<{ entry: Entry; score: number; index: number }> = [];
      entries.forEach((entry, index) => {
        const { parts, isMcp } = entry.parsed;
        if (!required.every((t) => parts.some((p) => p.includes(t)))) return;
        let score = 0;
        for (const term of scoring) {
          const pattern = patterns.get(term)!;
          if (parts.includes(term)) score += isMcp ? 12 : 10;
          else if (parts.some((p) => p.includes(term))) score += isMcp ? 6 : 5;
          if (entry.hint && pattern.test(entry.hint)) score += 4;
          if (pattern.test(entry.description)) score += 2;
        }
        if (score > 0) scored.push({ entry, score, index });
      });
      scored.sort((a, b) => b.score - a.score || a.index - b.index);

      const hits = scored.slice(0, resolved.limit).map(({ entry, score }) => ({
        name: entry.reference,
        score,
        matches: highlight(entry, scoring, patterns),
      }));
      return success(hits, scored.length, start);
    },
  };
}

function highlight(entry: Entry, terms: string[], patterns: Map<string, RegExp>): FieldMatch[] {
  const out: FieldMatch[] = [];
  const nameRanges: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = entry.lowerName.indexOf(term); at >= 0; at = entry.lowerName.indexOf(term, at + term.length)) {
      nameRanges.push([at, at + term.length]);
    }
  }
  if (nameRanges.length) out.push({ field: 'name', text: entry.name, ranges: sortRanges(nameRanges) });

  const description = entry.tool.description ?? '';
  const descRanges: Array<[number, number]> = [];
  // Offsets found in the lower-cased copy hold in the original only if lower-casing kept the length.
  if (entry.description.length === description.length) {
    for (const term of terms) {
      for (const m of entry.description.matchAll(new RegExp(patterns.get(term)!.source, 'g'))) {
        descRanges.push([m.index, m.index + m[0].length]);
      }
    }
  }
  if (descRanges.length) out.push({ field: 'description', text: description, ranges: sortRanges(descRanges) });
  return out;
}

const sortRanges = (r: Array<[number, number]>) => r.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
