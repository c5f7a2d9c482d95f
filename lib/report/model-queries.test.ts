import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '@/lib/service/model/analyze';
import { searchQueries } from '@/lib/service/model/queries';
import { modelFirstQueries } from './model-queries';

describe('the queries the emulator’s model writes first', () => {
  it('one per part of the question, the model’s own first choice for each search', () => {
    const question = 'Find the open bugs in Jira project WEB and post a summary to the #eng-alerts Slack channel.';
    const intents = analyzeQuestion(question);
    expect(intents.length).toBe(2);
    for (const search of ['bm25', 'regex'] as const) {
      expect(modelFirstQueries(question, search)).toEqual(intents.map((i) => searchQueries(i, search)[0]));
    }
  });

  it('a regex pattern for regex, words for BM25', () => {
    const [pattern] = modelFirstQueries('List the open pull requests in vercel/next.js', 'regex');
    expect(() => new RegExp(pattern!)).not.toThrow();
    expect(modelFirstQueries('List the open pull requests in vercel/next.js', 'bm25')[0]).toMatch(/pull request/);
  });

  it('reads a question once: asked again, the same queries, as an array of the caller’s own', () => {
    const question = 'Post the deploy status to the #releases Slack channel';
    const first = modelFirstQueries(question, 'bm25');
    first.push('changed by the caller');
    expect(modelFirstQueries(question, 'bm25')).toEqual(first.slice(0, -1));
    expect(modelFirstQueries(question, 'regex')).not.toEqual(first.slice(0, -1));
  });
});
