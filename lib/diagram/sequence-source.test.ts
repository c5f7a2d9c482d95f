import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { parseScenario } from '@/lib/scenario/schema';
import data from '@/scenarios/weather-mcp.json';
import { escapeLabel, LINE_WIDTH, MAX_LABEL_CHARS, messageLabel, sequenceSource, truncateLabel, wrapLines } from './sequence-source';

const scenario = (() => {
  const r = parseScenario(data, 'weather-mcp.json');
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
})();

/** What mermaid shows for a label: its entity codes turned back into characters. */
const shown = (label: string) => label.replace(/#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));

describe('sequenceSource', () => {
  const steps = deriveSteps(scenario);
  const source = sequenceSource(steps, (a) => a.toUpperCase(), (s) => s.kind);

  it('draws the MCP listing as a note before step 2: no number, no arrow, so step i stays arrow i', () => {
    const withNote = sequenceSource(steps, (a) => a, (s) => s.kind, () => 'listing: tools/list');
    const lines = withNote.split('\n').slice(7);
    expect(lines).toHaveLength(steps.length + 1);
    expect(lines[1]).toBe('  Note over service,tool: listing#58; tools/list');
    expect(lines.filter((l) => /->>|-->>/.test(l))).toHaveLength(steps.length);
    // The MCP server (drawn as the tool) receives only tools/call; the search goes to the tool index.
    expect(lines.filter((l) => /->>tool:/.test(l))).toEqual(['  service->>tool: mcp#45;call']);
    expect(lines.find((l) => l.endsWith(': search#45;run'))).toBe('  service->>registry: search#45;run');
  });

  it('declares the five actors in order, then one message per step', () => {
    const lines = source.split('\n');
    expect(lines.slice(2, 7)).toEqual([
      '  participant client as CLIENT',
      '  participant service as SERVICE',
      '  participant model as MODEL',
      '  participant registry as REGISTRY',
      '  participant tool as TOOL',
    ]);
    expect(lines.slice(7)).toHaveLength(steps.length);
  });

  it('draws calls as solid arrows and replies as dashed ones', () => {
    expect(source).toContain('client->>service: request');
    expect(source).toContain('registry-->>service: search#45;result');
    expect(source).toContain('service-->>client: response');
  });

  it('keeps a hostile title on its own message line, whatever it holds', () => {
    const hostile = [
      '%%{init: {"themeCSS": ".messageText{fill:red} body{background:url(http://127.0.0.1:1/x)}"}}%%',
      'a<br/>b',
      'x; y\nclient->>tool: injected',
      'a->>b: c',
    ];
    const src = sequenceSource(steps.slice(0, hostile.length), (a) => a, (s) => hostile[steps.indexOf(s)]!);
    const messages = src.split('\n').slice(7);
    expect(messages).toHaveLength(hostile.length);
    // One separator colon, then nothing mermaid reads as syntax but its own entity codes and the app's own line breaks.
    for (const line of messages) expect(line.slice(line.indexOf(': ') + 2).replace(/#\d+;/g, '').replace(/<br\/>/g, '')).toMatch(/^[^%#;:<>&"\-{}]*$/);
    expect(src).not.toContain('%%');
    // The title's own "<br/>" is text, escaped: it breaks no line.
    expect(src).toContain('a#60;br/#62;b');
  });
});

describe('escapeLabel', () => {
  it('writes directive, comment, entity, statement and HTML characters as entity codes', () => {
    expect(escapeLabel('%%{init}%%')).toBe('#37;#37;#123;init#125;#37;#37;');
    expect(escapeLabel('a; b #1')).toBe('a#59; b #35;1');
    expect(escapeLabel('a<br/>b')).toBe('a#60;br/#62;b');
    expect(escapeLabel('a->>b')).toBe('a#45;#62;#62;b');
    expect(escapeLabel('wrap:x')).toBe('wrap#58;x');
    expect(escapeLabel('#59;')).toBe('#35;59#59;');
  });

  it('makes one line of line breaks, tabs and control characters', () => {
    expect(escapeLabel('a\r\nb\tc\u2028d\u0000e')).toBe('a b c d e');
  });

  it('round-trips: what mermaid decodes is the text given', () => {
    for (const text of ['%%{init: {"theme": "dark"}}%%', 'a<br/>b', '#lt; &amp; #9829;', 'Call get_weather', 'Response: tool_use'])
      expect(shown(escapeLabel(text))).toBe(text);
  });
});

describe('truncateLabel', () => {
  it('keeps short titles whole', () => {
    expect(truncateLabel('Call get_weather')).toBe('Call get_weather');
  });

  it(`cuts a long name to ${MAX_LABEL_CHARS} characters ending in an ellipsis`, () => {
    const cut = truncateLabel(`Call ${'x'.repeat(10_000)}`);
    expect(Array.from(cut)).toHaveLength(MAX_LABEL_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.startsWith('Call xxx')).toBe(true);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = truncateLabel('😀'.repeat(100), 10);
    expect(cut).toBe(`${'😀'.repeat(9)}…`);
  });

  it('is applied before escaping, so an entity code is never cut in half', () => {
    const label = messageLabel(`${'a'.repeat(MAX_LABEL_CHARS - 2)};;;;`);
    expect(label).toBe(`${'a'.repeat(MAX_LABEL_CHARS - 2)}#59;…`);
  });
});

describe('wrapLines', () => {
  it('cuts at spaces, never inside a word that fits a line', () => {
    expect(wrapLines('Search the deferred tools', 16)).toEqual(['Search the', 'deferred tools']);
    expect(wrapLines('Request', 16)).toEqual(['Request']);
  });

  it('cuts a word too long for a line after _ / . or -', () => {
    expect(wrapLines('Call get_current_weather_forecast', 16)).toEqual(['Call get_', 'current_weather_', 'forecast']);
  });

  it('counts a CJK character as two and cuts between any two of them, keeping closing punctuation on its line', () => {
    expect(wrapLines('搜索延迟加载的工具然后返回', 16)).toEqual(['搜索延迟加载的工', '具然后返回']);
    expect(wrapLines('一二三四五六七，八', 14)).toEqual(['一二三四五六七，', '八']);
    expect(wrapLines('MCP服务器', 4)).toEqual(['MCP', '服务', '器']);
  });

  it('gives the lines escaped, joined by mermaid’s line break', () => {
    expect(messageLabel('Response: tool_use for (a)', 1)).toBe('Response#58;<br/>tool_use for #40;a#41;');
    // An arrow across three gaps has room for more on a line.
    expect(messageLabel('Response: tool_use for (a)', 3).split('<br/>')).toHaveLength(1);
    expect(LINE_WIDTH.message).toBeLessThan(LINE_WIDTH.message + LINE_WIDTH.perGap);
  });
});
