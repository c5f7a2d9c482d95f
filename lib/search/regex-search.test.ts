import { describe, expect, it } from 'vitest';
import { buildRegexIndex } from './regex-search';
import { DEFAULT_DEADLINE_MS, type SearchOutcome, type SearchableTool } from './types';

const catalog: SearchableTool[] = [
  { name: 'get_weather', description: 'Get the current weather for a city.\n', input_schema: { properties: { city: { type: 'string', description: 'City name, e.g. Paris' } } } },
  { name: 'get_forecast', description: 'Multi-day forecast: tomorrow brings weather', input_schema: { properties: { days: { description: 'How many days' } } } },
  { name: 'forget_cache', description: 'Drop cached entries' },
  { name: 'get_get_thing', description: 'A stuttering name' },
  { name: 'send_message', description: 'Post a message to a Slack channel', input_schema: { properties: { channel_id: { description: 'Target channel' } } } },
  { name: 'list_issues', description: 'List issues, e.g. labels=[bug, alpha]' },
  { name: 'read_file', description: 'Read a file; unread files are skipped' },
  { name: 'geocode', description: 'Turn an address into coordinates', input_schema: { properties: { query: { description: 'Street address or place; weather stations included' } } } },
];
const index = buildRegexIndex(catalog);

const names = (o: SearchOutcome) => {
  if (!o.ok) throw new Error(`${o.error.error_code}: ${o.error.error_message}`);
  return o.hits.map((h) => h.name);
};
const all = (pattern: string) => names(index.search(pattern, { limit: 100 }));

describe('regex search: Python re.search semantics', () => {
  it('is case-insensitive whether or not the pattern says (?i)', () => {
    expect(all('WEATHER')).toEqual(all('(?i)weather'));
    expect(all('WEATHER')).toContain('get_weather');
  });

  it('anchors \\A at the start of each field', () => {
    expect(all('\\Aget_')).toEqual(['get_weather', 'get_forecast', 'get_get_thing']);
    expect(all('\\Aget_')).not.toContain('forget_cache');
  });

  it('lets `$` match before a final newline but `\\Z` only at the very end', () => {
    expect(all('city\\.$')).toEqual(['get_weather']); // the description ends with ".\n"
    expect(all('city\\.\\Z')).toEqual([]);
    expect(all('brings weather\\Z')).toEqual(['get_forecast']);
  });

  it('reads verbose patterns: whitespace and # comments are ignored', () => {
    expect(all('(?x) get _ weather   # the tool we want')).toEqual(['get_weather']);
  });

  it('runs named backreferences', () => {
    expect(all('(?P<x>get)_(?P=x)')).toEqual(['get_get_thing']);
    expect(all('(get)_\\1')).toEqual(['get_get_thing']);
  });

  it('reads [[:alpha:]] as Python does (a set, then "]"), not as a POSIX class', () => {
    expect(all('[[:alpha:]]')).toEqual(['list_issues']); // via "a]": one of [:alph then ]
    expect(all('[[:alpha:]]').length).toBeLessThan(catalog.length);
  });

  it('supports look-ahead and look-behind', () => {
    expect(all('^(?=.*forecast)get')).toEqual(['get_forecast']);
    expect(all('(?<!un)read')).toEqual(['read_file']);
    expect(all('(?<=un)read')).toEqual(['read_file']); // "unread" in its description
  });

  it('matches argument names and argument descriptions, reporting the argument path', () => {
    const outcome = index.search('channel_id');
    expect(names(outcome)).toEqual(['send_message']);
    expect(outcome.ok && outcome.hits[0]!.matches).toEqual([
      { field: 'argument_name', argument: 'channel_id', text: 'channel_id', ranges: [[0, 10]] },
    ]);
    const byDescription = index.search('e\\.g\\. paris');
    expect(byDescription.ok && byDescription.hits[0]!.matches).toEqual([
      { field: 'argument_description', argument: 'city', text: 'City name, e.g. Paris', ranges: [[11, 21]] },
    ]);
  });

  it('ranks name matches before description matches before argument-only matches, then catalog order', () => {
    const outcome = index.search('weather|forecast', { limit: 10 });
    expect(names(outcome)).toEqual(['get_weather', 'get_forecast', 'geocode']);
    expect(outcome.ok && outcome.hits.map((h) => h.score)).toEqual([3, 3, 1]);
    expect(names(index.search('message|issues'))).toEqual(['send_message', 'list_issues']);
    expect(names(index.search('slack|issues'))).toEqual(['list_issues', 'send_message']);
  });

  it('gives the whole-ranking position of the tools asked for, and leaves highlights out when asked', () => {
    const outcome = index.search('weather|forecast', { limit: 1, highlight: false, positionsOf: ['geocode', 'get_forecast', 'read_file'] });
    expect(outcome.ok && outcome.hits).toEqual([{ name: 'get_weather', score: 3, matches: [] }]);
    expect(outcome.ok && outcome.positions).toEqual({ geocode: { rank: 3, score: 1 }, get_forecast: { rank: 2, score: 3 }, read_file: null });
  });

  it('reports every match range in every matching field, as UTF-16 offsets', () => {
    const outcome = index.search('weather', { limit: 1 });
    expect(outcome.ok && outcome.hits[0]!.matches).toEqual([
      { field: 'name', text: 'get_weather', ranges: [[4, 11]] },
      { field: 'description', text: 'Get the current weather for a city.\n', ranges: [[16, 23]] },
    ]);
    const emoji = buildRegexIndex([{ name: 'x', description: '😀 get 😀 get' }]).search('get');
    expect(emoji.ok && emoji.hits[0]!.matches[0]!.ranges).toEqual([[3, 6], [10, 13]]);
  });

  it('stops a highlight before the newline a trailing `$` matched in front of', () => {
    const outcome = index.search('city\\.$');
    expect(outcome.ok && outcome.hits[0]!.matches[0]!.ranges).toEqual([[30, 35]]);
  });

  it('returns 5 hits by default, the count of all candidates, and honours limit', () => {
    const many = buildRegexIndex(Array.from({ length: 12 }, (_, i) => ({ name: `tool_${i}` })));
    const outcome = many.search('tool');
    expect(outcome.ok && outcome.hits.length).toBe(5);
    expect(outcome.ok && outcome.total_candidates).toBe(12);
    expect(names(many.search('tool', { limit: 2 }))).toEqual(['tool_0', 'tool_1']);
  });

  it('answers "no match" with an empty list, not an error', () => {
    expect(index.search('no_such_thing')).toMatchObject({ ok: true, hits: [], total_candidates: 0 });
  });
});

describe('regex search: errors are results, never exceptions', () => {
  it('rejects patterns over 200 characters with invalid_tool_input', () => {
    expect(index.search('a'.repeat(200)).ok).toBe(true);
    const outcome = index.search('a'.repeat(201));
    expect(outcome).toMatchObject({ ok: false, error: { type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input' } });
    expect(!outcome.ok && outcome.error.error_message).toMatch(/201 characters.*200/);
  });

  it('counts the 200-character limit in code points', () => {
    expect(index.search('😀'.repeat(200)).ok).toBe(true);
  });

  it('returns invalid_tool_input with the parser message for invalid patterns', () => {
    for (const [pattern, message] of [
      ['(unclosed', 'missing ), unterminated subpattern at position 0'],
      ['*weather', 'nothing to repeat at position 0'],
      ['\\p{L}', 'bad escape \\p at position 0'],
      ['(?<=a+)b', 'look-behind requires fixed-width pattern'],
    ]) {
      const outcome = index.search(pattern!);
      expect(outcome, pattern).toMatchObject({ ok: false, error: { error_code: 'invalid_tool_input' } });
      expect(!outcome.ok && outcome.error.error_message).toContain(message);
    }
  });

  it('rejects an empty pattern and a bad limit', () => {
    expect(index.search('')).toMatchObject({ ok: false, error: { error_code: 'invalid_tool_input' } });
    expect(index.search('x', { limit: 0 })).toMatchObject({ ok: false, error: { error_code: 'invalid_tool_input' } });
  });
});

/**
 * A clock that reads 0 for its first `looks` reads and then 10 s: the search's deadline passes
 * after a set amount of work, not after a set time, so these tests end the same way on a fast
 * machine and a saturated one. Speed itself is measured by `npm run bench`.
 */
const fuse = (looks: number) => {
  let n = 0;
  return () => (++n > looks ? 10_000 : 0);
};
/** A clock that moves on 1 ms each time it is read. */
const ticking = () => {
  let t = 0;
  return () => t++;
};

describe('regex search: pathological patterns over 10,000 tools end on time', () => {
  const runs = (n: number, text: (i: number) => string): SearchableTool[] =>
    Array.from({ length: n }, (_, i) => ({ name: `tool_${i}`, description: text(i), input_schema: { properties: { arg: { description: text(i) } } } }));
  // One read to start, one before each tool, one to stop: what a search that never backtracks costs.
  const LINEAR_READS = 10_000 + 2;

  it('(a+)+$ runs in linear time (RE2): it answers before the clock is read more than once a tool', () => {
    const big = buildRegexIndex(runs(10_000, () => `${'a'.repeat(500)}!`));
    expect(big.search('(a+)+$', { clock: fuse(LINEAR_READS) })).toMatchObject({ ok: true, hits: [], total_candidates: 0 });
  });

  it('(a+)+\\1$ needs backtracking; it stops at the deadline with execution_time_exceeded', () => {
    // The RE2 prefilter cannot rule these out (each field ends in "aa"), so the backtracker
    // meets an exponential search on the first long run of a's, exactly as Python would.
    const big = buildRegexIndex(runs(10_000, () => `${'a'.repeat(40)}!aa`));
    // Each read of the clock inside the backtracker is 4,096 steps; 200 reads are plenty to show it ends.
    const outcome = big.search('(a+)+\\1$', { clock: fuse(200) });
    expect(outcome).toMatchObject({ ok: false, error: { error_code: 'execution_time_exceeded' } });
    expect(!outcome.ok && outcome.error.error_message).toMatch(new RegExp(`within ${DEFAULT_DEADLINE_MS} ms`));
    expect(outcome.elapsed_ms).toBe(10_000);
  });

  it('honours a shorter deadline', () => {
    const big = buildRegexIndex(runs(1_000, (i) => `tool number ${i}`));
    // Read before each of 1,000 tools, the ticking clock runs to ~1,000 ms: past 100, within 2,000.
    const short = big.search('number', { deadlineMs: 100, clock: ticking() });
    expect(short).toMatchObject({ ok: false, error: { error_code: 'execution_time_exceeded', error_message: expect.stringMatching(/within 100 ms/) } });
    expect(big.search('number', { deadlineMs: 2_000, clock: ticking(), limit: 1 })).toMatchObject({ ok: true, total_candidates: 1_000 });
  });

  it('also checks the deadline between tools, for cheap patterns over a huge catalog', () => {
    const big = buildRegexIndex(runs(10_000, (i) => `tool number ${i} ${'text '.repeat(200)}`));
    // RE2 reads no clock: only the check between tools can see this deadline pass halfway.
    expect(big.search('t.x.t\\s+\\d', { clock: fuse(5_000) })).toMatchObject({ ok: false, error: { error_code: 'execution_time_exceeded' } });
    expect(big.search('t.x.t\\s+\\d', { clock: fuse(LINEAR_READS) })).toMatchObject({ ok: true, hits: [] });
  });

  it('still finds real backreference matches in a large catalog, well within its budget', () => {
    const big = buildRegexIndex(runs(10_000, (i) => (i === 9_999 ? 'echo echo' : `${'a'.repeat(40)}!`)));
    expect(names(big.search('\\b(\\w+) \\1\\b', { clock: fuse(LINEAR_READS) }))).toEqual(['tool_9999']);
  });
});

describe('regex search: one tool replaced', () => {
  it('answers as an index built on the edited catalog: names, tiers, order and positions', () => {
    const live = buildRegexIndex(catalog);
    const edited = catalog.slice();
    const patterns = ['weather', '^get_', 'forecast|tomorrow', 'channel', 'rain'];
    const changes: Array<[number, SearchableTool]> = [
      [2, { name: 'forget_cache', description: 'Forget cached weather when it will rain' }],
      [1, { ...catalog[1]!, name: 'outlook', description: 'Days ahead' }],
      [0, { name: 'get_weather' }],
    ];
    for (const [at, tool] of changes) {
      live.replace(at, tool);
      edited[at] = tool;
      const fresh = buildRegexIndex(edited);
      for (const pattern of patterns) {
        const options = { limit: 100, positionsOf: ['get_weather', 'outlook', 'get_forecast', 'forget_cache'] };
        expect(live.search(pattern, options)).toEqual({ ...fresh.search(pattern, options), elapsed_ms: expect.any(Number) });
      }
    }
    expect(names(live.search('rain', { limit: 5 }))).toEqual(['forget_cache']);
    // The caller's catalog is left as it was.
    expect(catalog[1]!.name).toBe('get_forecast');
    expect(() => live.replace(catalog.length, { name: 'x' })).toThrow(RangeError);
  });
});
