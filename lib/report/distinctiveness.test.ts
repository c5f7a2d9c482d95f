import { describe, expect, it } from 'vitest';
import type { OwnSearch } from './types';
import { nearDuplicates, ownQuery } from './distinctiveness';

const def = (name: string, description?: string) => ({ name, definition: { name, ...(description ? { description } : {}), input_schema: { type: 'object' as const } } });

describe('the query a tool’s own description makes', () => {
  it('drops the words of its name (server prefix too), keeps each other word once', () => {
    expect(ownQuery(def('tracker_list_issues', 'List issues in a tracker repository. Lists open and closed issues of the repository.'))).toBe('in a repository open and closed of the');
  });

  it('is empty without a description, and stays within the API’s 500 characters', () => {
    expect(ownQuery(def('x'))).toBe('');
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const q = ownQuery(def('x', words));
    expect(q.length).toBeLessThanOrEqual(500);
    expect(words.startsWith(q)).toBe(true);
  });
});

describe('near-duplicate pairs', () => {
  const own = (nearest: OwnSearch['nearest']): OwnSearch => ({ query: 'q', rank: 1, crowdedBy: [], nearest });
  it('each finds the other first, close to its own score; each pair once', () => {
    const map = new Map([
      ['a', own({ name: 'b', ratio: 0.95 })],
      ['b', own({ name: 'a', ratio: 0.9 })],
      ['c', own({ name: 'a', ratio: 0.99 })],
      ['d', own({ name: 'e', ratio: 0.85 })],
      ['e', own(null)],
    ]);
    expect(nearDuplicates(map)).toEqual([{ a: 'a', b: 'b', ratio: 0.9 }]);
  });
});
