import { describe, expect, it } from 'vitest';
import { parseCatalog } from '@/lib/catalog-input/parse-catalog';
import { fitBm25Query, searchTask, summarize } from './findability';
import { buildReportIndex } from './report-index';
import type { TaskResult, TaskSearch } from './types';

const tools = Array.from({ length: 12 }, (_, i) => ({ name: `note_tool_${i}`, description: `Keeps note number ${i} about meetings.`, input_schema: { type: 'object' } }));
tools.push({ name: 'create_calendar_event', description: 'Create an event in the calendar for a meeting.', input_schema: { type: 'object' } });
const parsed = parseCatalog(tools);
const index = buildReportIndex(parsed.ok && parsed.kind === 'tools' ? parsed.tools : []);

describe('findability of one task', () => {
  it('ranks the right tool in the whole list, loads the first `limit`, and names what came above', () => {
    const s = searchTask(index, { question: 'note about meetings', right: ['create_calendar_event'] }, 'bm25_question', 3);
    expect(s.queries).toEqual(['note about meetings']);
    expect(s.loaded).toHaveLength(3);
    expect(s.rank).toBeGreaterThan(3);
    expect(s.found).toBe('create_calendar_event');
    expect(s.above).toHaveLength(Math.min(s.rank! - 1, 10));
    expect(s.above.slice(0, 3)).toEqual(s.loaded);
  });

  it('a miss has no rank and nothing above it', () => {
    expect(searchTask(index, { question: 'zebra crossing', right: ['create_calendar_event'] }, 'bm25_question', 5)).toMatchObject({ rank: null, found: null, above: [] });
  });

  it('cuts a long question to the API’s 500 characters at a word', () => {
    const q = fitBm25Query(`${'word '.repeat(150)}end`);
    expect(q.length).toBeLessThanOrEqual(500);
    expect(q.endsWith('word')).toBe(true);
  });
});

describe('recall@limit and MRR', () => {
  const at = (rank: number | null): TaskSearch => ({ queries: [], loaded: [], rank, found: null, above: [] });
  const task = (a: number | null, b: number | null, c: number | null): TaskResult => ({ question: 'q', right: ['x'], variants: { bm25_question: at(a), bm25_model: at(b), regex_model: at(c) } });
  it('counts a hit at rank ≤ limit, and 1/rank for MRR with a miss as 0', () => {
    expect(summarize([task(1, 6, null), task(2, null, null), task(null, 5, 3), task(10, 1, 1)], 5)).toEqual({
      bm25_question: { recall: 0.5, mrr: 0.4 },
      bm25_model: { recall: 0.5, mrr: 0.3417 },
      regex_model: { recall: 0.5, mrr: 0.3333 },
    });
    expect(summarize([], 5)).toBeNull();
  });
});
