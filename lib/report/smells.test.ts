import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '@/lib/catalog-input/types';
import { DESCRIPTION_CUT_BYTES, smellsOf } from './smells';

const entry = (bareName: string, description: string | null, properties: Record<string, unknown> = {}): CatalogEntry => ({
  name: bareName,
  bareName,
  server: null,
  definition: { name: bareName, ...(description !== null ? { description } : {}), input_schema: { type: 'object', properties } },
});
const ids = (e: CatalogEntry, alsoOn: string[] = []) => smellsOf(e, alsoOn).map((s) => s.id);
const GOOD = 'List the pull requests of a GitHub repository, newest first, with their state and author. Use this when the user asks which changes are open or waiting for review.';

describe('description and name smells', () => {
  it('a well-written tool has none', () => {
    expect(smellsOf(entry('list_pull_requests', GOOD, { repo: { type: 'string', description: 'owner/name' } }))).toEqual([]);
  });

  it('no description at all is one smell, not three', () => {
    expect(ids(entry('list_pull_requests', null))).toEqual(['no_description']);
    expect(ids(entry('list_pull_requests', '   '))).toEqual(['no_description']);
  });

  it('a one-line purpose, counted in words', () => {
    expect(smellsOf(entry('delete_file', 'Delete a file from a GitHub repository'))).toContainEqual({ id: 'one_line_purpose', words: 7 });
    expect(ids(entry('list_pull_requests', GOOD))).not.toContain('one_line_purpose');
  });

  it('a description that only restates the name', () => {
    expect(ids(entry('get_issue', 'Get the issue.'))).toContain('restates_name');
    expect(ids(entry('get_issue', 'Get one issue with its comments.'))).not.toContain('restates_name');
  });

  it('no “when to use”, and the phrases that count as one', () => {
    expect(ids(entry('list_pull_requests', 'List the pull requests of a repository with their state, author, labels and dates.'))).toContain('no_when_to_use');
    for (const when of ['Use this when the user asks about reviews.', 'Useful for triage.', 'Call this first, before merging.', 'Prefer search_code for text in files.', 'Do not use it for drafts.']) {
      expect(ids(entry('list_pull_requests', `List the pull requests of a repository with their state, author and labels. ${when}`)), when).not.toContain('no_when_to_use');
    }
  });

  it('arguments without descriptions, by name, out of how many', () => {
    const e = entry('list_pull_requests', GOOD, { owner: { type: 'string' }, repo: { type: 'string', description: 'Repository' }, page: { type: 'number', description: ' ' } });
    expect(smellsOf(e)).toContainEqual({ id: 'undescribed_arguments', missing: ['owner', 'page'], total: 3 });
  });

  it('over 2 KB, where Claude Code cuts, with the words just before the cut', () => {
    const long = `${GOOD} ${'Details about paging and filters follow here. '.repeat(45)}`.trim();
    const smell = smellsOf(entry('list_pull_requests', long)).find((s) => s.id === 'over_2kb');
    expect(smell).toMatchObject({ id: 'over_2kb', bytes: new TextEncoder().encode(long).length });
    expect(smell && 'cutBefore' in smell && long.slice(0, DESCRIPTION_CUT_BYTES).replace(/\s+/g, ' ').endsWith(smell.cutBefore)).toBe(true);
    // Bytes, not characters: 700 three-byte characters are over the cut.
    expect(ids(entry('list_pull_requests', `${GOOD} ${'検'.repeat(700)}`))).toContain('over_2kb');
  });

  it('a name without an action, a name with nothing but an action, the same name on several servers', () => {
    expect(smellsOf(entry('sequentialthinking', GOOD))).toContainEqual({ id: 'name_without_action', words: ['sequentialthinking'] });
    expect(smellsOf(entry('search', GOOD))).toContainEqual({ id: 'generic_name', alsoOn: [] });
    expect(smellsOf(entry('API-post-search', GOOD))).toContainEqual({ id: 'generic_name', alsoOn: [] });
    expect(smellsOf(entry('fetch', GOOD), ['web', 'docs'])).toContainEqual({ id: 'generic_name', alsoOn: ['web', 'docs'] });
    expect(smellsOf(entry('get_issue', GOOD), ['jira'])).toContainEqual({ id: 'name_collision', alsoOn: ['jira'] });
    expect(ids(entry('actions_list', GOOD))).not.toContain('name_without_action');
  });
});
