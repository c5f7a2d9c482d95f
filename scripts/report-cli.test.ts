import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, nameFromFile, parseArgs } from './report-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'report-cli-'));
const file = (name: string, content: unknown) => {
  const p = path.join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
};

const city = { type: 'object', properties: { city: { type: 'string', description: 'City name' } } };
const weather = file('weather.json', {
  jsonrpc: '2.0',
  id: 2,
  result: {
    tools: [
      { name: 'get_current_weather', description: 'Current weather conditions (temperature, wind, rain) for a city. Use this when the user asks what it is like outside now.', inputSchema: city },
      { name: 'get_forecast', description: 'Forecast for the next days in a city. Use this when the user asks about tomorrow or the week ahead.', inputSchema: city },
      { name: 'search', description: 'Search places.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
    ],
  },
});
const maps = file('maps.tools.json', { tools: [{ name: 'search', description: 'Search places by name.', inputSchema: { type: 'object' } }] });
const tasks = file('tasks.json', [
  { question: 'Will it rain tomorrow in Lyon?', tools: ['get_forecast'] },
  { question: 'How warm is it outside now in Oslo?', tools: ['get_current_weather'] },
]);
const unfindable = file('unfindable.csv', 'question,tool\n"Look up bakeries, cafés",get_forecast\n');

const run = (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

describe('npm run report', () => {
  it('--json prints one object with the summary, the tools and the tasks, and exits 0', () => {
    const r = run('--catalog', weather, '--tasks', tasks, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.summary).toMatchObject({ tools: 3, tasks: 2, recall: { bm25_question: 1 }, mrr: { bm25_question: 1 } });
    expect(Object.keys(json.summary.recall)).toEqual(['bm25_question', 'bm25_model', 'regex_model']);
    expect(json.tools.map((t: { name: string }) => t.name)).toEqual(['get_current_weather', 'get_forecast', 'search']);
    expect(json.tools[2]).toMatchObject({ server: null, tokens: expect.any(Number), own_rank: expect.any(Number), crowded_by: [] });
    expect(json.tools[2].smells.map((s: { id: string }) => s.id)).toEqual(['one_line_purpose', 'no_when_to_use', 'undescribed_arguments', 'generic_name']);
    expect(json.tools[2].smells[0]).toEqual({ id: 'one_line_purpose', reason: expect.stringMatching(/2 words/), fix: expect.any(String) });
    expect(json.tasks[0]).toMatchObject({ question: 'Will it rain tomorrow in Lyon?', right: ['get_forecast'], bm25_question: { rank: 1, loaded: expect.arrayContaining(['get_forecast']) } });
    for (const v of ['bm25_model', 'regex_model']) expect(json.tasks[0][v]).toEqual(expect.objectContaining({ loaded: expect.any(Array), rank: expect.toSatisfy((x: unknown) => x === null || typeof x === 'number') }));
  });

  it('prints a summary a person reads, ending in the totals', () => {
    const r = run('--catalog', weather, '--tasks', tasks);
    expect(r.code).toBe(0);
    for (const heading of ['Findability on your tasks', 'Distinctiveness', 'Collisions', 'Description smells', 'Cost in context']) expect(r.out).toContain(heading);
    expect(r.out).toMatch(/bm25_question +bm25 +the question itself +100\.0%/);
    expect(r.out).toContain('deterministic stand-in, not Claude');
    expect(r.out.split('\n').at(-1)).toMatch(/^! \d+ smells in \d of 3 tools · \d crowded · BM25 recall@5 100\.0% on 2 tasks$/);
  });

  it('exits 1 when BM25 recall on the tasks is below --fail-under, and 0 when it is not', () => {
    const low = run('--catalog', weather, '--tasks', unfindable, '--fail-under', '0.5');
    expect(low.code).toBe(1);
    expect(low.out).toContain('✖ BM25 recall 0.0% is below --fail-under 50.0%');
    expect(run('--catalog', weather, '--tasks', tasks, '--fail-under', '1').code).toBe(0);
    expect(JSON.parse(run('--catalog', weather, '--tasks', unfindable, '--fail-under', '0.5', '--json').out).summary.recall.bm25_question).toBe(0);
    expect(run('--catalog', weather, '--tasks', unfindable, '--fail-under', '0.5', '--json').code).toBe(1);
  });

  it('reads several files as several servers: composed names, the collision between them', () => {
    const r = run('--catalog', `wx=${weather}`, '--catalog', maps, '--tasks', tasks, '--json', '--keep', 'wx_search');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.tools.map((t: { name: string }) => t.name)).toEqual(['wx_get_current_weather', 'wx_get_forecast', 'wx_search', 'maps_search']);
    expect(json.collisions.same_name).toEqual([{ name: 'search', servers: ['wx', 'maps'], tools: ['wx_search', 'maps_search'] }]);
    expect(json.tasks[0].right).toEqual(['wx_get_forecast']);
    expect(json.cost.keep_loaded).toMatchObject({ tools: ['wx_search'], from: 'marked' });
    expect(nameFromFile('/x/github.tools.json')).toBe('github');
  });

  it('exits 2 with a clear message for bad arguments and bad input', () => {
    const cases: Array<[string[], RegExp]> = [
      [[], /--catalog FILE is required/],
      [['--catalog', weather, '--frobnicate'], /unknown argument "--frobnicate"/],
      [['--catalog'], /--catalog needs a value/],
      [['--catalog', path.join(dir, 'missing.json')], /cannot read catalog .*missing\.json: no such file/],
      [['--catalog', file('broken.json', '{"tools": [')], /broken\.json: \(root\): not valid JSON at line 1, column 12/],
      [['--catalog', file('wrong.json', { tools: [{ name: 'x', inputSchema: 'nope' }] })], /wrong\.json: tools\[0\]\.inputSchema: expected a JSON Schema object/],
      [['--catalog', weather, '--tasks', file('badtasks.json', [{ question: 'q', tools: ['nope'] }])], /badtasks\.json: tasks\[0\]\.tools\[0\]: “nope” is not a tool in the catalog/],
      [['--catalog', weather, '--tasks', tasks, '--fail-under', '80'], /--fail-under takes a recall between 0 and 1/],
      [['--catalog', weather, '--fail-under', '0.8'], /--fail-under needs --tasks/],
      [['--catalog', weather, '--limit', '0'], /--limit must be a positive integer/],
      [['--catalog', weather, '--keep', 'nope'], /--keep: “nope” is not a tool in the catalog/],
      [['--catalog', `a=${weather}`, '--catalog', `a=${maps}`], /the server “a” is listed twice/],
    ];
    for (const [argv, message] of cases) {
      const r = run(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err, argv.join(' ')).toMatch(message);
    }
  });

  it('an MCP configuration gets the commands that export its servers’ tools, without its secrets, and exit 2', () => {
    const config = file('.mcp.json', {
      mcpServers: {
        github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'ghp_s3cret' } },
        docs: { type: 'http', url: 'https://docs.example.com/mcp?token=s3cret' },
      },
    });
    const r = run('--catalog', config);
    expect(r.code).toBe(2);
    expect(r.err).toContain('is an MCP configuration: it names servers, not tools');
    expect(r.err).toContain(`npx @modelcontextprotocol/inspector --cli --config ${config} --server github --method tools/list > github.tools.json`);
    expect(r.err).toContain('github (stdio: npx; sets GITHUB_PERSONAL_ACCESS_TOKEN)');
    expect(r.err).toContain('docs (http: https://docs.example.com/mcp)');
    expect(r.err).toContain('npm run report -- --catalog github=github.tools.json --catalog docs=docs.tools.json');
    expect(r.err).not.toMatch(/s3cret/);
  });

  it('reads NAME=FILE only when no file has that very name', () => {
    expect(parseArgs(['--catalog', 'gh=some/file.json']).catalogs).toEqual([{ name: 'gh', file: 'some/file.json' }]);
    const odd = file('x=y.json', [{ name: 'a', input_schema: { type: 'object' } }]);
    expect(parseArgs(['--catalog', odd]).catalogs).toEqual([{ file: odd }]);
  });

  it('runs on the shipped task sets: GitHub alone, and the five enterprise servers together', () => {
    const root = path.resolve(__dirname, '..');
    const at = (p: string) => path.join(root, p);
    const github = run('--catalog', at('data/catalogs/github.json'), '--tasks', at('data/report/github.tasks.json'), '--json');
    expect(github.code, github.err).toBe(0);
    expect(JSON.parse(github.out).summary).toMatchObject({ tools: 117, servers: 1, tasks: 40 });
    const servers = { github: 'github', jira: 'atlassian-jira', confluence: 'atlassian-confluence', notion: 'notion', slack: 'slack-korotovsky' };
    const enterprise = run(...Object.entries(servers).flatMap(([name, file]) => ['--catalog', `${name}=${at(`data/catalogs/${file}.json`)}`]), '--tasks', at('data/report/enterprise.tasks.json'), '--json');
    expect(enterprise.code, enterprise.err).toBe(0);
    expect(JSON.parse(enterprise.out).summary).toMatchObject({ tools: 255, servers: 5, tasks: 41 });
  });

  it('runs as `npm run report`: the exit code reaches the shell', () => {
    const tsx = path.resolve(__dirname, '../node_modules/.bin/tsx');
    const child = spawnSync(tsx, [path.join(__dirname, 'report-cli.ts'), '--catalog', weather, '--tasks', unfindable, '--fail-under', '0.9', '--json'], { encoding: 'utf8' });
    expect(child.status).toBe(1);
    expect(JSON.parse(child.stdout).summary.tasks).toBe(1);
  });
});
