import { describe, expect, it } from 'vitest';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { stepsOf } from '@/lib/engine/steps-of';
import { importedHref, parseImported, readScenarioFile } from './import-file';

const file = (name: string, text: string) => ({ name, size: text.length, text: async () => text });

describe('reading a scenario file', () => {
  it('accepts what the shipped scenarios are, with the same schema', async () => {
    const result = await readScenarioFile(file('run.json', JSON.stringify(weatherMcp)));
    expect(result).toMatchObject({ ok: true, fileName: 'run.json', scenario: { id: 'weather-mcp' } });
  });

  it('names the file and the field that is wrong', async () => {
    const bad = { ...weatherMcp, source: { kind: 'rumour' } };
    expect(await readScenarioFile(file('bad.json', JSON.stringify(bad)))).toEqual({ ok: false, error: expect.stringMatching(/^bad\.json: source\.kind: /) });
    expect(await readScenarioFile(file('cut.json', '{"version":'))).toEqual({ ok: false, error: expect.stringMatching(/^cut\.json: not valid JSON/) });
    expect(await readScenarioFile(file('notes.txt', '{}'))).toEqual({ ok: false, error: 'notes.txt: not a .json file' });
    expect(await readScenarioFile({ name: 'huge.json', size: 100 * 1024 * 1024, text: async () => '' })).toMatchObject({ ok: false, error: expect.stringMatching(/larger than/) });
  });

  it('checked by the picker and read back by the player, is parsed and its steps derived once', async () => {
    const text = JSON.stringify(weatherMcp);
    const checked = await readScenarioFile(file('once.json', text));
    const played = await parseImported(text, 'once.json');
    if (!checked.ok || !played.ok) throw new Error('not parsed');
    expect(played.scenario).toBe(checked.scenario);
    expect(stepsOf(played.scenario)).toBe(stepsOf(checked.scenario));
    // Another file is read afresh, even with the same content.
    const other = await parseImported(text, 'other.json');
    expect(other.ok && other.scenario).not.toBe(checked.scenario);
  });

  it('links to a file’s scenario by name, never by content', () => {
    expect(importedHref('my run.json', 3)).toBe('/?source=file&file=my+run.json&step=3');
  });
});
