import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { requestWords } from './request-words';
import { readSpelling } from './spelling';
import { editDistance } from './words';

// A monitoring catalog the app does not ship.
const def = (name: string, description: string): ToolDefinition => ({ name, description, input_schema: { type: 'object', properties: {} } });
const WORDS = requestWords(
  [
    def('find_dashboards', 'Find the dashboards of an organization.'),
    def('find_monitors', 'Find the uptime monitors of an organization.'),
    def('get_deployment', 'Get one deployment by its id.'),
  ].map((d) => ({ name: d.name, definition: d })),
);

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions, and stops above its limit', () => {
    expect(editDistance('dashbords', 'dashboards')).toBe(1);
    expect(editDistance('monitrs', 'monitors')).toBe(1);
    expect(editDistance('deploymnet', 'deployment')).toBe(1);
    expect(editDistance('replicas', 'replaces')).toBe(2);
    expect(editDistance('pizza', 'dashboards', 2)).toBe(3);
  });
});

describe('reading a misspelt question against the request', () => {
  it('reads a word no tool says as the request’s word one edit away, and says so', () => {
    const read = readSpelling('show the dashbords for the payments team', WORDS);
    expect(read.question).toBe('show the dashboards for the payments team');
    expect(read.corrections).toEqual([{ written: 'dashbords', read: 'dashboards' }]);
  });

  it('allows two edits from nine letters, one below; a swap of two letters is one', () => {
    expect(readSpelling('get the deploymnet', WORDS).question).toBe('get the deployment');
    expect(readSpelling('get the dpelyoment', WORDS).question).toBe('get the deployment');
    expect(readSpelling('find the monitr', WORDS).question).toBe('find the monitr');
    // "monitrs" is seven letters, one edit from monitors.
    expect(readSpelling('any monitrs down?', WORDS).question).toBe('any monitors down?');
  });

  it('leaves words the request says, words near none of its words, the general word list’s words, names and short words alone', () => {
    expect(readSpelling('scale to 5 replicas', requestWords([{ name: 'replaces', definition: def('replaces', 'Replaces text.') }])).corrections).toEqual([]);
    expect(readSpelling('find dashboards about pizza', WORDS).corrections).toEqual([]);
    expect(readSpelling('Ask Dashbords about it', WORDS).corrections).toEqual([]);
    // Eight letters, two edits from dashboards: too far.
    expect(readSpelling('find dashbord', WORDS).question).toBe('find dashbord');
    expect(readSpelling('find dashbords', requestWords([])).question).toBe('find dashbords');
  });
});
