import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from './analyze';
import { searchQueries } from './queries';

const regex = (q: string) => searchQueries(analyzeQuestion(q)[0]!, 'regex');
const matches = (q: string, name: string) => new RegExp(regex(q)[0]!).test(name);

describe('searchQueries (regex)', () => {
  it("narrows a concept to the words the user wrote, so the tool they name comes first", () => {
    const first = regex('Any secret scanning alerts for acme/payments?')[0]!;
    expect(first).toMatch(/secret/);
    expect(first).not.toMatch(/advisor|security/);
    expect(new RegExp(regex('Show me the whole knowledge graph')[0]!).test('read_graph')).toBe(true);
  });

  it("reaches a compound name through the user's own words after the object (issue types)", () => {
    expect(matches('What issue types can I use in project HR?', 'jira_get_project_issue_types')).toBe(true);
  });
});
