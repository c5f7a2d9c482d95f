import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';
import { GLOSSARY_TERMS } from './en/teach';
import { glossarySegments } from './glossary';

const terms = en.teach.glossary.terms;
const marked = (text: string, defined?: Set<(typeof GLOSSARY_TERMS)[number]>) =>
  glossarySegments(text, terms, defined).flatMap((s) => (s.term ? [`${s.term}:${s.text}`] : []));

describe('glossarySegments', () => {
  it('marks each term at its first appearance only, and keeps the whole text', () => {
    const text = 'The other tools are deferred. Deferred tools cost nothing until a tool_reference names them.';
    expect(marked(text)).toEqual(['deferred:deferred', 'tool-reference:tool_reference']);
    expect(glossarySegments(text, terms).map((s) => s.text).join('')).toBe(text);
  });

  it('prefers the longer form and matches whole words only', () => {
    expect(marked('through the MCP connector')).toEqual(['connector:MCP connector']);
    expect(marked('undeferred tools')).toEqual([]);
    expect(marked('three MCP servers')).toEqual(['mcp-server:MCP servers']);
  });

  it('skips a term a text earlier on the card already defined, and remembers what it defines', () => {
    const defined = new Set<(typeof GLOSSARY_TERMS)[number]>(['deferred']);
    expect(marked('deferred, then sampling', defined)).toEqual(['sampling:sampling']);
    expect(defined.has('sampling')).toBe(true);
  });

  it('finds the terms in Chinese and Japanese text, where no space marks a word', () => {
    expect(glossarySegments('其余工具都是延迟加载的', zh.teach.glossary.terms).filter((s) => s.term)).toEqual([{ text: '延迟加载', term: 'deferred' }]);
    expect(glossarySegments('ほかのツールは遅延読み込みです', ja.teach.glossary.terms).filter((s) => s.term)).toEqual([{ text: '遅延読み込み', term: 'deferred' }]);
  });

  it('the primer defines the three ideas it rests on, in every language', () => {
    for (const dict of [en, zh, ja]) {
      const found = new Set(dict.teach.primer.sentences.flatMap((s) => glossarySegments(s, dict.teach.glossary.terms).flatMap((g) => (g.term ? [g.term] : []))));
      expect([...found]).toEqual(expect.arrayContaining(['search-tool', 'deferred', 'tool-reference']));
    }
  });
});
