import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, parseArgs } from './search-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'search-cli-'));
const weather = path.join(dir, 'weather.json');
const github = path.join(dir, 'github.json');
writeFileSync(weather, JSON.stringify([
  { name: 'get_weather', description: 'Current weather for a city', input_schema: { type: 'object', properties: { city: { type: 'string' } } } },
  { name: 'get_forecast', description: 'Weather forecast for the next days' },
]));
writeFileSync(github, JSON.stringify([{ name: 'list_pull_requests', description: 'List pull requests in a repository' }]));
const notArray = path.join(dir, 'object.json');
writeFileSync(notArray, '{"name":"x"}');
const broken = path.join(dir, 'broken.json');
writeFileSync(broken, '[{"name":');

const run = (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

describe('search CLI', () => {
  it('prints ranked tool names as JSON over several catalogs', () => {
    const r = run('--variant', 'bm25', '--catalog', weather, '--catalog', github, '--query', 'weather', '--json');
    expect(r.code).toBe(0);
    const body = JSON.parse(r.out);
    expect(body).toMatchObject({ variant: 'bm25', query: 'weather', catalog_size: 3, tool_names: ['get_weather', 'get_forecast'] });
    expect(body.content).toEqual({
      type: 'tool_search_tool_search_result',
      tool_references: [{ type: 'tool_reference', tool_name: 'get_weather' }, { type: 'tool_reference', tool_name: 'get_forecast' }],
    });
  });

  it('prints a readable table without --json, and honours --limit', () => {
    const r = run('--variant', 'regex', '--catalog', weather, '--query', 'get_', '--limit', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/regex search over 2 tools: 2 candidates/);
    expect(r.out).toMatch(/1 {2}get_weather/);
    expect(r.out).not.toMatch(/get_forecast/);
  });

  it('prints the error result and exits 1 when the search answers with an error', () => {
    const r = run('--variant', 'regex', '--catalog', weather, '--query', '(oops', '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).content).toMatchObject({ type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input' });
  });

  it('exits 2 with a clear message for bad arguments and unreadable catalogs', () => {
    const cases: Array<[string[], RegExp]> = [
      [['--variant', 'fuzzy', '--catalog', weather, '--query', 'x'], /--variant must be one of regex, bm25, keyword/],
      [['--variant', 'bm25', '--query', 'x'], /at least one --catalog/],
      [['--variant', 'bm25', '--catalog', weather], /--query is required/],
      [['--variant', 'bm25', '--catalog', weather, '--query', 'x', '--limit', 'two'], /--limit must be a positive integer/],
      [['--variant', 'bm25', '--catalog', weather, '--query', 'x', '--frobnicate'], /unknown argument/],
      [['--variant', 'bm25', '--catalog', path.join(dir, 'missing.json'), '--query', 'x'], /cannot read catalog/],
      [['--variant', 'bm25', '--catalog', broken, '--query', 'x'], /cannot read catalog/],
      [['--variant', 'bm25', '--catalog', notArray, '--query', 'x'], /not a JSON array/],
      [['--variant', 'bm25', '--catalog'], /--catalog needs a value/],
    ];
    for (const [argv, message] of cases) {
      const r = run(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err).toMatch(/usage:/);
    }
  });

  it('parses arguments into a typed object', () => {
    expect(parseArgs(['--variant', 'keyword', '--catalog', 'a.json', '--catalog', 'b.json', '--query', '+slack send', '--limit', '3', '--json'])).toEqual({
      variant: 'keyword',
      catalogs: ['a.json', 'b.json'],
      query: '+slack send',
      limit: 3,
      json: true,
    });
  });
});
