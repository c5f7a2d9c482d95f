import { describe, expect, it } from 'vitest';
import { formatFor } from './format';

describe('numbers in each language', () => {
  const en = formatFor('en');
  const zh = formatFor('zh-CN');
  const ja = formatFor('ja');
  const de = formatFor('de-DE');

  it('group thousands as the locale writes them', () => {
    expect(en.num(1234567.4)).toBe('1,234,567');
    expect(zh.num(55000)).toBe('55,000');
    expect(ja.num(55000)).toBe('55,000');
    // A locale with other separators proves the tag is used, not a fixed format.
    expect(de.num(1234567)).toBe('1.234.567');
    expect(de.fixed(1.5, 2)).toBe('1,50');
  });

  it('write percentages and signs', () => {
    expect(en.pct(0.853)).toBe('85.3%');
    expect(zh.pct(0.85, 0)).toBe('85%');
    expect(en.signed(-1200)).toBe('−1,200');
    expect(en.signed(0)).toBe('±0');
    expect(ja.signedPct(0.052)).toBe('+5.2%');
  });

  it('write dollars, whole from 100 up', () => {
    expect(en.usd(3)).toBe('$3.00');
    expect(en.usd(1234.5)).toBe('$1,235');
    expect(en.usd(-0.5)).toBe('−$0.50');
    expect(ja.usd(12.5)).toBe('$12.50');
  });

  it('write dates in the locale, in UTC', () => {
    expect(en.date('2026-11-21')).toBe('Nov 21, 2026');
    expect(zh.date('2026-11-21')).toBe('2026年11月21日');
    expect(ja.date('2026-11-21')).toBe('2026/11/21');
    expect(en.date('not a date')).toBe('not a date');
  });
});
