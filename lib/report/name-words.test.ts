import { describe, expect, it } from 'vitest';
import { nameWords, namesAThing } from './name-words';

describe('the words of a tool name', () => {
  it('splits snake, kebab and camel case, lower-cased and singular, without version numbers', () => {
    expect(nameWords('list_pull_requests')).toEqual(['list', 'pull', 'request']);
    expect(nameWords('API-get-users')).toEqual(['api', 'get', 'user']);
    expect(nameWords('getIssueComments_v2')).toEqual(['get', 'issue', 'comment']);
  });

  it('a name names a thing when a word is neither a verb nor an empty word', () => {
    expect(namesAThing(nameWords('search'))).toBe(false);
    expect(namesAThing(nameWords('API-post-search'))).toBe(false);
    expect(namesAThing(nameWords('get_data'))).toBe(false);
    expect(namesAThing(nameWords('search_issues'))).toBe(true);
    // A verb that is as often a noun names the object after the first verb.
    for (const name of ['get_commit', 'list_tags', 'get_release_by_tag', 'create_post', 'API-retrieve-a-comment']) expect(namesAThing(nameWords(name)), name).toBe(true);
    expect(namesAThing(nameWords('commit'))).toBe(false);
  });
});
