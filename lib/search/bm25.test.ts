import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBm25Index } from './bm25';
import type { SearchOutcome, SearchableTool } from './types';

const names = (o: SearchOutcome) => {
  if (!o.ok) throw new Error(`${o.error.error_code}: ${o.error.error_message}`);
  return o.hits.map((h) => h.name);
};

const small: SearchableTool[] = [
  { name: 'send_email', description: 'Send an email message to a recipient' },
  { name: 'get_weather', description: 'Get the current weather conditions for a location', input_schema: { properties: { location: { description: 'City and country' } } } },
  { name: 'search_files', description: 'Search files by name; useful before you read or plan, whatever the weather' },
  { name: 'get_stock_price', description: 'Get the latest stock price for a ticker symbol' },
  { name: 'create_calendar_event', description: 'Create an event in the calendar', input_schema: { properties: { location: { description: 'Where the event takes place' } } } },
];

// The project's own copy when present, else the shared catalogs next to the repository.
const githubCatalog = path.resolve(__dirname, '../../data/catalogs/github.json');

describe('BM25 search', () => {
  const index = buildBm25Index(small);

  it('ranks the weather tool first for a weather query', () => {
    expect(names(index.search('weather'))[0]).toBe('get_weather');
    expect(names(index.search("what's the weather like in Paris?"))[0]).toBe('get_weather');
  });

  it('weighs a term in the name above the same term in a description', () => {
    const outcome = index.search('weather');
    expect(names(outcome)).toEqual(['get_weather', 'search_files']);
    expect(outcome.ok && outcome.hits[0]!.score).toBeGreaterThan(outcome.ok ? outcome.hits[1]!.score : Infinity);
  });

  it('matches across snake_case names, plurals and argument descriptions', () => {
    expect(names(index.search('stock prices'))[0]).toBe('get_stock_price');
    expect(names(index.search('country'))).toEqual(['get_weather']);
  });

  it('returns highlight ranges on the matched tokens of each field', () => {
    const outcome = index.search('Weather location');
    expect(outcome.ok && outcome.hits[0]).toMatchObject({
      name: 'get_weather',
      matches: [
        { field: 'name', text: 'get_weather', ranges: [[4, 11]] },
        { field: 'description', ranges: [[16, 23], [41, 49]] },
        { field: 'argument_name', argument: 'location', ranges: [[0, 8]] },
      ],
    });
  });

  it('counts candidates, honours limit, and answers no match with an empty list', () => {
    const outcome = index.search('get', { limit: 1 });
    expect(names(outcome)).toHaveLength(1);
    expect(outcome.ok && outcome.total_candidates).toBe(2);
    expect(index.search('zebra')).toMatchObject({ ok: true, hits: [], total_candidates: 0 });
  });

  it('gives the whole-ranking position of the tools asked for, below the limit too, in the order topK uses', () => {
    const full = index.search('get location', { limit: 10 });
    const order = names(full);
    const outcome = index.search('get location', { limit: 1, positionsOf: [...order, 'send_email', 'no_such_tool'] });
    expect(names(outcome)).toEqual(order.slice(0, 1));
    const positions = outcome.ok ? outcome.positions! : {};
    order.forEach((name, i) => expect(positions[name]).toEqual({ rank: i + 1, score: full.ok ? full.hits[i]!.score : 0 }));
    expect(positions.send_email).toBeNull();
    expect(positions.no_such_tool).toBeNull();
  });

  it('leaves the highlights out when asked, and a search after it scores from zero again', () => {
    const bare = index.search('weather location', { highlight: false });
    expect(bare.ok && bare.hits.every((h) => h.matches.length === 0)).toBe(true);
    expect(index.search('weather location')).toMatchObject({ ok: true, hits: bare.ok ? bare.hits.map((h) => ({ name: h.name, score: h.score })) : [] });
  });

  it('rejects empty queries and queries over 500 characters with invalid_tool_input', () => {
    expect(index.search('   ')).toMatchObject({ ok: false, error: { error_code: 'invalid_tool_input', error_message: expect.stringMatching(/empty/) } });
    expect(index.search('a '.repeat(250)).ok).toBe(true);
    const tooLong = index.search('a'.repeat(501));
    expect(tooLong).toMatchObject({ ok: false, error: { error_code: 'invalid_tool_input' } });
    expect(!tooLong.ok && tooLong.error.error_message).toMatch(/501.*500/);
  });

  it('puts list_pull_requests in the top 3 for "list pull requests" on the real GitHub catalog', () => {
    const github = JSON.parse(readFileSync(githubCatalog, 'utf8')) as SearchableTool[];
    const gh = buildBm25Index(github);
    expect(names(gh.search('list pull requests')).slice(0, 3)).toContain('list_pull_requests');
    expect(names(gh.search('merge a pull request'))[0]).toBe('merge_pull_request');
    expect(names(gh.search('search code'))[0]).toBe('search_code');
  });

  it('finds a tool’s close competitors as search() ranks them: its own rank, and every tool at the share of its score', () => {
    const github = JSON.parse(readFileSync(githubCatalog, 'utf8')) as SearchableTool[];
    const gh = buildBm25Index(github);
    for (const tool of github.filter((_, i) => i % 7 === 0)) {
      const query = (tool.description ?? '').slice(0, 300);
      const full = gh.search(query, { limit: github.length, highlight: false, positionsOf: [tool.name] });
      if (!full.ok) throw new Error('search failed');
      const own = full.positions![tool.name]!;
      for (const share of [0, 0.5, 0.8, 1]) {
        const found = gh.competitors(query, tool.name, share);
        expect(found).toMatchObject({ ok: true, rank: own.rank, score: own.score });
        const expected = full.hits.filter((h) => h.score >= own.score * share - 1e-4).map((h) => h.name);
        expect(found.ok && found.near.map((c) => c.name)).toEqual(expected);
      }
    }
  });

  it('answers competitors for a tool the query misses, and refuses a bad query or name', () => {
    expect(index.competitors('zebra', 'get_weather', 0.8)).toEqual({ ok: true, rank: null, score: 0, near: [] });
    expect(index.competitors('', 'get_weather', 0.8)).toMatchObject({ ok: false });
    expect(index.competitors('a'.repeat(501), 'get_weather', 0.8)).toMatchObject({ ok: false });
    expect(index.competitors('weather', 'nope', 0.8)).toEqual({ ok: false, error: 'no tool named "nope"' });
  });

  it('builds a 10,000-tool index and answers from it (its speed is measured by npm run bench)', () => {
    const words = ['issue', 'pull', 'request', 'file', 'commit', 'branch', 'user', 'label', 'page', 'message', 'channel', 'event'];
    const verbs = ['get', 'list', 'create', 'update', 'delete', 'search'];
    const tools: SearchableTool[] = Array.from({ length: 10_000 }, (_, i) => {
      const noun = words[i % words.length]!;
      const verb = verbs[Math.floor(i / words.length) % verbs.length]!;
      return {
        name: `${verb}_${noun}_${i}`,
        description: `${verb} a ${noun} in workspace ${i}. Returns the ${noun} with its metadata, owner and timestamps.`,
        input_schema: { properties: { id: { description: `The ${noun} identifier` }, owner: { description: 'Account that owns it' } } },
      };
    });
    const big = buildBm25Index(tools);
    expect(big.size).toBe(10_000);
    expect(names(big.search('list issues'))[0]).toMatch(/^list_issue_/);
    expect(names(big.search('search messages in channel')).every((n) => /message|channel/.test(n))).toBe(true);
    expect(names(big.search('delete branch'))[0]).toMatch(/^delete_branch_/);
  });
});
