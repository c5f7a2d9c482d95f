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

  /** The files e2e/import-export.spec.ts once imported one by one; it keeps one, through the real picker. */
  it.each([
    ['broken.json', '{"version": 1, "id": ', /^broken\.json: not valid JSON/],
    ['wrong.json', JSON.stringify({ ...weatherMcp, mode: 'telepathy' }), /^wrong\.json: mode: expected one of .*got the string "telepathy"/],
    [
      'deep.json',
      JSON.stringify({ ...weatherMcp, exchanges: [{ ...weatherMcp.exchanges[0], response: { ...weatherMcp.exchanges[0]!.response, content: [{ type: 'tool_result', tool_use_id: 'x' }] } }] }),
      /^deep\.json: exchanges\[0\]\.response\.content\[0\]/,
    ],
    ['notes.txt', 'hello', /^notes\.txt: not a \.json file$/],
  ])('refuses %s and says why', async (name, text, error) => {
    expect(await readScenarioFile(file(name, text))).toEqual({ ok: false, error: expect.stringMatching(error) });
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

  it('says where it is as it goes: the bytes read, then checking, then deriving the steps', async () => {
    const text = JSON.stringify({ ...weatherMcp, id: 'progress' });
    const bytes = new TextEncoder().encode(text);
    const streamed = {
      ...file('progress.json', text),
      size: bytes.byteLength,
      stream: () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < bytes.byteLength; at += 1024) controller.enqueue(bytes.slice(at, at + 1024));
            controller.close();
          },
        }),
    };
    const seen: string[] = [];
    const result = await readScenarioFile(streamed as unknown as File, (p) => seen.push(p.phase === 'reading' ? `reading ${p.done}/${p.total}` : p.phase));
    expect(result.ok).toBe(true);
    const reads = seen.filter((s) => s.startsWith('reading'));
    expect(reads).toHaveLength(Math.ceil(bytes.byteLength / 1024));
    expect(reads.at(-1)).toBe(`reading ${bytes.byteLength}/${bytes.byteLength}`);
    expect(seen.slice(reads.length)).toEqual(['checking', 'deriving']);
  });

  it('links to a file’s scenario by name, never by content', () => {
    expect(importedHref('my run.json', 3)).toBe('/?source=file&file=my+run.json&step=3');
  });
});

/**
 * Broken files of the kinds a fuzzer produces: every refusal must say where
 * (a JSON path, or a line and column), what was expected, and never leak
 * zod's bare "Invalid input" or the engine's JavaScript errors.
 */
describe('every refusal says where and what was expected', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary paths of a file to break it
  type Mutable = Record<string, any>;
  const variant = (mutate: (s: Mutable) => void) => {
    const copy = structuredClone(weatherMcp) as Mutable;
    mutate(copy);
    return JSON.stringify(copy);
  };
  const response = (s: Mutable) => s.exchanges[0].response;
  const request = (s: Mutable) => s.exchanges[0].request;
  const deep = (n: number) => `{"version":1,"x":${'['.repeat(n)}${']'.repeat(n)}}`;

  const table: Array<[string, string, RegExp]> = [
    ['root is an array', '[]', /^\(root\): expected an object, got an array/],
    ['root is a string', '"hello"', /^\(root\): expected an object, got the string "hello"/],
    ['missing title', variant((s) => delete s.title), /^title: missing; expected a string/],
    ['title is a number', variant((s) => (s.title = 5)), /^title: expected a string, got the number 5/],
    ['exchanges is an object', variant((s) => (s.exchanges = {})), /^exchanges: expected an array, got an object/],
    ['exchanges is a function-like string', variant((s) => (s.exchanges = 'function')), /^exchanges: expected an array/],
    ['unknown exchange kind', variant((s) => (s.exchanges[0].kind = 'x')), /^exchanges\[0\]\.kind: expected one of "messages", "tool_run", got the string "x"/],
    ['unknown block type', variant((s) => (response(s).content[0] = { type: 'banana' })), /^exchanges\[0\]\.response\.content\[0\]\.type: expected one of "text", .*got the string "banana"/],
    ['block is a number', variant((s) => (response(s).content[0] = 7)), /^exchanges\[0\]\.response\.content\[0\]: expected an object, got the number 7/],
    ['content is a number (string or array)', variant((s) => (request(s).messages[0].content = 5)), /^exchanges\[0\]\.request\.messages\[0\]\.content: expected a string or an array, got the number 5/],
    ['tool entry with an unknown type', variant((s) => (request(s).tools[0] = { type: 'weird' })), /^exchanges\[0\]\.request\.tools\[0\]\.type: expected one of .*"mcp_toolset".*got the string "weird"/],
    ['tool entry is a number', variant((s) => (request(s).tools[0] = 3)), /^exchanges\[0\]\.request\.tools\[0\]: expected an object, got the number 3/],
    ['mcp_tools entry not iterable', variant((s) => (s.mcp_tools = { weather: 5 })), /^mcp_tools\.weather: expected an array, got the number 5/],
    ['mcp_tools is a string', variant((s) => (s.mcp_tools = 'function')), /^mcp_tools: expected an object, got the string "function"/],
    ['empty id', variant((s) => (s.id = '')), /^id: expected a string of lowercase letters, digits and dashes, got the string ""/],
    ['id with a path in it', variant((s) => (s.id = '../../etc')), /^id: expected a string of lowercase letters/],
    ['search result with a wrong id prefix', variant((s) => (response(s).content[2].tool_use_id = 'x')), /tool_use_id: expected a string starting with "srvtoolu_"/],
    ['negative max_tokens', variant((s) => (request(s).max_tokens = -1)), /^exchanges\[0\]\.request\.max_tokens: expected a number > 0, got the number -1/],
    ['no messages', variant((s) => (request(s).messages = [])), /messages: expected at least 1 item, got an array of 0/],
    ['mcp_tool_result without content', variant((s) => delete response(s).content.find((b: Mutable) => b.type === 'mcp_tool_result').content), /\.content: missing; expected a string or an array/],
    ['toolset named after Object.prototype', variant((s) => (request(s).tools.find((t: Mutable) => t.type === 'mcp_toolset').mcp_server_name = 'constructor')), /mcp_server_name: MCP server "constructor" is not defined; expected/],
    ['orphan search result', variant((s) => (response(s).content[2].tool_use_id = 'srvtoolu_nobody')), /content\[2\]\.tool_use_id: tool_use_id "srvtoolu_nobody" answers no server_tool_use before it; expected/],
    ['truncated JSON', '{"version": 1, "id": ', /^not valid JSON at line 1, column 22: found the end of the file, expected a value/],
    ['trailing comma', '{"version": 1,\n}', /^not valid JSON at line 2, column 1: found "}", expected a property name/],
    ['nested 10,000 levels', deep(10_000), /^x(\[0\]){71}: nested more than 72 levels deep; expected at most 72/],
  ];

  it.each(table)('%s', async (_name, text, message) => {
    const result = await parseImported(text, 'fuzz.json');
    expect(result.ok).toBe(false);
    const error = result.ok ? '' : result.error;
    expect(error.startsWith('fuzz.json: ')).toBe(true);
    const detail = error.slice('fuzz.json: '.length);
    expect(detail).toMatch(message);
    // Where: a JSON path (or the root), or a line and column.
    expect(detail).toMatch(/^(\(root\)|[A-Za-z_[][^:]*|not valid JSON at line \d+, column \d+): /);
    expect(detail).toMatch(/expected /);
    expect(detail).not.toMatch(/Invalid input$|Invalid input:|is not iterable|undefined|Cannot read|is not a function/);
  });
});
