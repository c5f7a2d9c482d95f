import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY } from '@/scenarios/library';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { formatPath, parseScenario, parseScenarioText } from './schema';
import { SCENARIO_SEARCHES } from './types';

const dir = path.resolve(__dirname, '../../scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('every file in scenarios/', () => {
  it('is listed in the player’s library', () => {
    expect(LIBRARY.map((e) => `${e.id}.json`).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s is a valid scenario whose id matches its file name', (file) => {
    const result = parseScenarioText(readFileSync(path.join(dir, file), 'utf8'), `scenarios/${file}`);
    if (!result.ok) throw new Error(result.error);
    expect(`${result.scenario.id}.json`).toBe(file);
  });
});

describe('a broken scenario file', () => {
  const broken = (mutate: (s: typeof weatherMcp & Record<string, unknown>) => void) => {
    const copy = structuredClone(weatherMcp) as typeof weatherMcp & Record<string, unknown>;
    mutate(copy);
    return parseScenario(copy, 'scenarios/broken.json');
  };

  it('names the file and the path of the first bad field', () => {
    const result = broken((s) => {
      (s.exchanges[0]!.response.content[2] as { tool_use_id: unknown }).tool_use_id = 42;
    });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^scenarios\/broken\.json: exchanges\[0\]\.response\.content\[2\]\.tool_use_id: /) });
  });

  it('takes each search the format lists, and no other (the playground’s keyword is not one)', () => {
    for (const search of SCENARIO_SEARCHES) expect(broken((s) => (s.search = search)).ok, search).toBe(true);
    expect(broken((s) => (s.search = 'keyword')).ok).toBe(false);
  });

  it('rejects an unknown version', () => {
    const result = broken((s) => {
      (s as { version: number }).version = 2;
    });
    expect(result.ok || result.error).toMatch(/^scenarios\/broken\.json: version: /);
  });

  it('rejects a tool_result inside assistant content, which the API never sends', () => {
    const result = broken((s) => {
      (s.exchanges[0]!.response.content as unknown[]).push({ type: 'tool_result', tool_use_id: 'toolu_1', content: 'x' });
    });
    expect(result.ok || result.error).toMatch(/exchanges\[0\]\.response\.content\[7\]\.type/);
  });

  it('rejects an exchange holding both a response and an error', () => {
    const result = broken((s) => {
      (s.exchanges[0] as Record<string, unknown>).error = { status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'x' } } };
    });
    expect(result.ok || result.error).toMatch(/exactly one of "response" or "error"/);
  });

  it('rejects a scenario with no exchange and no literal steps', () => {
    const result = broken((s) => {
      s.exchanges = [];
    });
    expect(result.ok || result.error).toMatch(/exchanges: a scenario needs at least one exchange/);
  });

  it('explains text that is not JSON at all', () => {
    expect(parseScenarioText('{"version": 1,', 'scenarios/cut.json')).toEqual({
      ok: false,
      error: expect.stringMatching(/^scenarios\/cut\.json: not valid JSON/),
    });
  });
});

describe('formatPath', () => {
  it('writes paths the way a reader finds them in the file', () => {
    expect(formatPath(['exchanges', 0, 'response', 'content', 2, 'type'])).toBe('exchanges[0].response.content[2].type');
    expect(formatPath([])).toBe('(root)');
  });
});
