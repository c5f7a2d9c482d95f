import { describe, expect, it } from 'vitest';
import { WordTable } from './word-table';

describe('WordTable', () => {
  it('gives the same id to the same characters wherever they sit', () => {
    const table = new WordTable();
    const a = table.intern('get weather', 4, 11);
    const b = table.intern('weather now', 0, 7);
    const c = table.intern('weathers', 0, 8);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(table.word(a)).toBe('weather');
    expect(table.size).toBe(2);
  });

  it('stays consistent while it grows past its initial capacity', () => {
    const table = new WordTable();
    const ids = Array.from({ length: 20_000 }, (_, i) => table.intern(`w${i}`, 0, `w${i}`.length));
    expect(new Set(ids).size).toBe(20_000);
    for (let i = 0; i < 20_000; i += 997) expect(table.intern(`xx w${i}`, 3, 3 + `w${i}`.length)).toBe(ids[i]);
  });
});
