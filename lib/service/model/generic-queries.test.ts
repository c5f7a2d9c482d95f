import { describe, expect, it } from 'vitest';
import { MAX_REGEX_LENGTH } from '@/lib/protocol/limits';
import { buildRegexIndex } from '@/lib/search/regex-search';
import { analyzeQuestion } from './analyze';
import { writeSearchQuery } from './queries';
import { taskWords } from './task-words';

// Catalogs the app does not ship: a Kubernetes server's and a brokerage's tool names.
const KUBE = ['get_pods', 'get_namespaces', 'scale_deployment', 'install_helm_chart', 'get_logs', 'list_clusters'];

describe('the task words', () => {
  it('keep the action apart and leave ids and addresses out', () => {
    const words = taskWords(analyzeQuestion('Show me the logs of pod api-7f9c')[0]!);
    expect(words.action).toBe('show');
    expect(words.objects).toEqual(['logs', 'pod']);
    expect(words.weights[0]).toBeGreaterThan(words.weights[1]!);
    expect(taskWords(analyzeQuestion('Email bob@example.com the quarterly summary')[0]!).objects).toEqual(['quarterly', 'summary']);
  });

  it('read "logged in as" as who acts, not as logs; users who logged in are still about logging in', () => {
    expect(taskWords(analyzeQuestion('Which account am I logged in as on Buildkite?')[0]!).objects).toEqual(['account', 'buildkite']);
    expect(taskWords(analyzeQuestion('Which users logged in to Okta today?')[0]!).objects).toContain('logged');
  });
});

describe('writeSearchQuery', () => {
  it('gives BM25 a short phrase of the action and its objects', () => {
    expect(writeSearchQuery('Scale the web deployment to 5 replicas', 'bm25')).toBe('scale web deployment replicas');
    expect(writeSearchQuery('What are my holdings on Zerodha?', 'bm25')).toBe('holdings zerodha');
  });

  it('gives regex a case-insensitive alternation of stems that finds the tool, within 200 characters', () => {
    const pattern = writeSearchQuery('Which Kubernetes namespaces exist?', 'regex')!;
    expect(pattern.length).toBeLessThanOrEqual(MAX_REGEX_LENGTH);
    expect(pattern.startsWith('(?i)')).toBe(true);
    const index = buildRegexIndex(KUBE.map((name) => ({ name, description: '' })));
    const found = index.search(pattern, { limit: 10 });
    expect(found.ok ? found.hits.map((h) => h.name) : []).toContain('get_namespaces');
  });

  it('stays within 200 characters for a long question', () => {
    const long = `Find ${Array.from({ length: 60 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`).join(' ')}`;
    expect(writeSearchQuery(long, 'regex')!.length).toBeLessThanOrEqual(MAX_REGEX_LENGTH);
  });
});
