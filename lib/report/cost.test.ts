import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '@/lib/catalog-input/types';
import { SEARCH_TOOL_COST, toolDefinitionTokens, toolUsePromptTokens } from '@/lib/engine/context-model';
import { costOf, definitionTokens, suggestKeepLoaded } from './cost';
import type { TaskResult, TaskSearch } from './types';

const entry = (server: string | null, bare: string): CatalogEntry => ({
  name: server ? `${server}_${bare}` : bare,
  bareName: bare,
  server,
  definition: { name: bare, description: `${bare} does things`, input_schema: { type: 'object' } },
});
const entries = [entry('a', 'one'), entry('a', 'two'), entry('b', 'three'), entry('b', 'four'), entry('b', 'five'), entry('b', 'six')];
const tokens = new Map(entries.map((e) => [e.name, definitionTokens(e)]));

describe('what a catalog costs in context', () => {
  it('counts a definition under the name the model sees it by', () => {
    expect(definitionTokens(entries[0]!)).toBe(toolDefinitionTokens({ ...entries[0]!.definition, name: 'a_one' }));
  });

  it('per server, all loaded, all deferred, one search, and a kept set', () => {
    const total = [...tokens.values()].reduce((a, b) => a + b, 0);
    const c = costOf(entries, tokens, 5, { tools: ['a_one', 'b_three'], from: 'marked' });
    expect(c.perServer).toEqual([
      { server: 'a', tools: 2, tokens: tokens.get('a_one')! + tokens.get('a_two')! },
      { server: 'b', tools: 4, tokens: total - tokens.get('a_one')! - tokens.get('a_two')! },
    ]);
    expect(c.allLoaded).toBe(toolUsePromptTokens(1) + total);
    expect(c.allDeferred).toBe(toolUsePromptTokens(1) + SEARCH_TOOL_COST);
    expect(c.perSearch).toBe(Math.round((5 * total) / 6));
    expect(c.keepLoaded).toEqual({ tools: ['a_one', 'b_three'], tokens: c.allDeferred + tokens.get('a_one')! + tokens.get('b_three')!, from: 'marked' });
  });
});

describe('the keep-loaded set the tasks suggest', () => {
  const at = (rank: number | null, found: string | null): TaskSearch => ({ queries: [], loaded: [], rank, found, above: [] });
  /** A task whose question, as the BM25 query, ranks `found` at `rank`. */
  const task = (right: string[], rank: number | null = 1, found: string | null = right[0]!): TaskResult => ({
    question: 'q',
    right,
    variants: { bm25_question: at(rank, found), bm25_model: at(null, null), regex_model: at(null, null) },
  });

  it('the three named most, then up to five of those named more than once, ties in catalog order', () => {
    const tasks = [task(['b_six', 'b_five']), task(['b_six']), task(['b_five']), task(['a_two']), task(['a_one']), task(['b_four', 'b_four'])];
    expect(suggestKeepLoaded(entries, tasks)).toEqual(['b_five', 'b_six', 'a_one']);
    expect(suggestKeepLoaded(entries, [...tasks, task(['a_two']), task(['b_three']), task(['b_three'])])).toEqual(['a_two', 'b_three', 'b_five', 'b_six']);
    expect(suggestKeepLoaded(entries, [])).toEqual([]);
  });

  it('among tools named as often, the one whose tasks the search serves worst first; never found is worst', () => {
    const tasks = [task(['a_one'], 1), task(['a_two'], 9), task(['b_three'], null, null), task(['b_four'], 3)];
    expect(suggestKeepLoaded(entries, tasks)).toEqual(['b_three', 'a_two', 'b_four']);
    // An alternative right tool the search did not rank first is served as well as the one it did.
    expect(suggestKeepLoaded(entries, [task(['a_one', 'a_two'], 1, 'a_one'), task(['b_three'], 4)])).toEqual(['b_three', 'a_one', 'a_two']);
  });
});
