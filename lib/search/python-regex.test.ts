import { describe, expect, it } from 'vitest';
import { parsePythonRegex } from './python-regex';
import type { RegexNode } from './regex-ast';

const parse = (p: string) => {
  const r = parsePythonRegex(p, { ignoreCase: true });
  if (!r.ok) throw new Error(r.message);
  return r.regex;
};
const error = (p: string) => {
  const r = parsePythonRegex(p, { ignoreCase: true });
  return r.ok ? null : r.message;
};
const chars = (node: RegexNode): string =>
  node.type === 'char' ? String.fromCodePoint(node.cp) : node.type === 'seq' ? node.items.map(chars).join('') : `<${node.type}>`;

describe('parsePythonRegex: rejects what CPython rejects, with its message', () => {
  // Each message below was produced by CPython 3.11's `re.compile(pattern, re.IGNORECASE)`.
  it.each([
    ['a(?i)b', 'global flags not at the start of the expression at position 1'],
    ['(?i:(?x) a)', 'global flags not at the start of the expression at position 4'],
    ['$*', 'nothing to repeat at position 1'],
    ['\\b*', 'nothing to repeat at position 2'],
    ['a|*', 'nothing to repeat at position 2'],
    ['a**', 'multiple repeat at position 2'],
    ['a{1,2}+?', 'multiple repeat at position 7'],
    ['(?x)a* ?', 'multiple repeat at position 7'],
    ['x{2,1}', 'min repeat greater than max repeat at position 2'],
    ['\\p{L}', 'bad escape \\p at position 0'],
    ['\\e', 'bad escape \\e at position 0'],
    ['\\z', 'bad escape \\z at position 0'],
    ['\\k<n>', 'bad escape \\k at position 0'],
    ['[\\A]', 'bad escape \\A at position 1'],
    ['\\', 'bad escape (end of pattern) at position 0'],
    ['\\x4', 'incomplete escape \\x4 at position 0'],
    ['\\u12', 'incomplete escape \\u12 at position 0'],
    ['\\U00110000', 'bad escape \\U00110000 at position 0'],
    ['\\400', 'octal escape value \\400 outside of range 0-0o377 at position 0'],
    ['(?L)a', "bad inline flags: cannot use 'L' flag with a str pattern at position 3"],
    ['(?au)x', "bad inline flags: flags 'a', 'u' and 'L' are incompatible at position 4"],
    ['(?-a:x)', "bad inline flags: cannot turn off flags 'a', 'u' and 'L' at position 4"],
    ['(?i-i:x)', 'bad inline flags: flag turned on and off at position 5'],
    ['(?-x)', 'missing : at position 4'],
    ['(?P<x>a)(?P=y)', "unknown group name 'y' at position 12"],
    ['(?P<1a>x)', "bad character in group name '1a' at position 4"],
    ['(?P<n>x)(?P<n>y)', "redefinition of group name 'n' as group 2; was group 1 at position 12"],
    ['(?P<x>(?P=x))', 'cannot refer to an open group at position 10'],
    ['(a\\1)', 'cannot refer to an open group at position 2'],
    ['(a)\\2', 'invalid group reference 2 at position 4'],
    ['(?<n>x)', 'unknown extension ?<n at position 1'],
    ['(?P>x)', 'unknown extension ?P> at position 1'],
    ['(?|a)', 'unknown extension ?| at position 1'],
    ['(?(1)a|b)', 'invalid group reference 1 at position 3'],
    ['(?(0)a)', 'bad group number at position 3'],
    ['(a)(?(1)a|b|c)', 'conditional backref with more than two branches at position 11'],
    ['(?<=a+)b', 'look-behind requires fixed-width pattern'],
    ['(a+)(?<=\\1)', 'look-behind requires fixed-width pattern'],
    ['[z-a]', 'bad character range z-a at position 1'],
    ['[\\d-z]', 'bad character range \\d-z at position 1'],
    ['[]', 'unterminated character set at position 0'],
    ['[a', 'unterminated character set at position 0'],
    ['(?#', 'missing ), unterminated comment at position 0'],
    ['(?', 'unexpected end of pattern at position 2'],
    ['(?P<x', 'missing >, unterminated name at position 4'],
    ['(?P<x>get)_(?P=x', 'missing ), unterminated name at position 15'],
    ['(a', 'missing ), unterminated subpattern at position 0'],
    ['a)', 'unbalanced parenthesis at position 1'],
    ['a{4294967295}', 'the repetition number is too large'],
  ])('%s', (pattern, message) => {
    expect(error(pattern)).toBe(message);
  });

  it('rejects \\N{NAME} explicitly: a browser has no Unicode name table (CPython accepts it)', () => {
    expect(error('\\N{DIGIT ONE}')).toMatch(/not supported by this emulator/);
  });
});

describe('parsePythonRegex: reads Python syntax the Python way', () => {
  it('accepts what CPython accepts, including syntax JS would read differently', () => {
    for (const p of ['(?i)(?m)abc', '(?x) (?i)a', 'a{,3}', 'a{3', '{a', 'a{,}', '[]a]', '[^]a]', '[a-]', '(?#c)a', '\\0', '\\08',
      '(?>a|ab)c', 'a*+', 'a?+', '(a)(?(1)a|b)', '(?(1)a)(b)', '(?<=a|b)', '(a)(?<=\\1)', '(?=a)*', '(?:)*', '[\\b]', '(?u)a']) {
      expect(error(p), p).toBeNull();
    }
  });

  it('treats [[:alpha:]] as the set of "[:alpha:" followed by a literal "]", not a POSIX class', () => {
    const root = parse('[[:alpha:]]').root;
    expect(root.type).toBe('seq');
    const [set, close] = (root as Extract<RegexNode, { type: 'seq' }>).items;
    expect(set).toMatchObject({ type: 'set', negated: false });
    const members = (set as Extract<RegexNode, { type: 'set' }>).items.map((i) => (i.kind === 'range' ? String.fromCodePoint(i.lo) : '?'));
    expect(members.sort().join('')).toBe('[:alpha:'.split('').sort().join(''));
    expect(close).toMatchObject({ type: 'char', cp: ']'.codePointAt(0) });
  });

  it('keeps `$` (end or before a final newline) apart from `\\Z` (end only), and `\\A` from multiline `^`', () => {
    expect(parse('x$').root).toMatchObject({ items: [{}, { type: 'assert', kind: 'eos' }] });
    expect(parse('x\\Z').root).toMatchObject({ items: [{}, { type: 'assert', kind: 'eot' }] });
    expect(parse('(?m)^x$').root).toMatchObject({ items: [{ kind: 'bol' }, {}, { kind: 'eol' }] });
    expect(parse('\\Ax').root).toMatchObject({ items: [{ type: 'assert', kind: 'bot' }, {}] });
  });

  it('applies verbose mode: whitespace and comments vanish, except inside classes and escapes', () => {
    expect(chars(parse('(?x) get _ weather  # trailing comment\n').root)).toBe('get_weather');
    expect(chars(parse('(?x)a\\ b').root)).toBe('a b');
    const set = parse('(?x)[ #]').root as Extract<RegexNode, { type: 'set' }>;
    expect(set.items).toEqual([{ kind: 'range', lo: 32, hi: 32 }, { kind: 'range', lo: 35, hi: 35 }]);
    expect(chars(parse('(?x:a b)c d').root)).toBe('<group>c d');
  });

  it('resolves inline and scoped flags into the nodes they govern', () => {
    expect(parse('a(?-i:b)').root).toMatchObject({ items: [{ cp: 97, fold: true }, { type: 'group', body: { cp: 98, fold: false } }] });
    expect(parsePythonRegex('a', { ignoreCase: false })).toMatchObject({ ok: true, regex: { root: { fold: false } } });
    expect(parse('(?s).').root).toEqual({ type: 'any', dotall: true });
    expect(parse('.').root).toEqual({ type: 'any', dotall: false });
    expect(parse('(?a)\\w').root).toMatchObject({ items: [{ kind: 'class', cls: 'w', ascii: true }] });
  });

  it('numbers groups, records names, and turns (?P=name) and \\N into backreferences', () => {
    const regex = parse('(?P<x>get)_(?P=x)(y)\\2');
    expect(regex.groupCount).toBe(2);
    expect(regex.root).toMatchObject({
      items: [{ type: 'group', index: 1, name: 'x' }, {}, { type: 'backref', index: 1 }, { type: 'group', index: 2 }, { type: 'backref', index: 2 }],
    });
    expect(regex.groupWidths[1]).toBe(3);
  });

  it('reads escapes by Python rules: octal vs group reference, \\x \\u \\U, unknown punctuation escapes', () => {
    expect(parse('\\101').root).toMatchObject({ type: 'char', cp: 0o101 });
    expect(parse('\\x41\\u00e9\\U0001F600').root).toMatchObject({ items: [{ cp: 0x41 }, { cp: 0xe9 }, { cp: 0x1f600 }] });
    expect(parse('\\-\\#').root).toMatchObject({ items: [{ cp: 45 }, { cp: 35 }] });
    expect(parse('[\\b]').root).toMatchObject({ items: [{ lo: 8, hi: 8 }] });
    expect(parse('a{3').root).toMatchObject({ items: [{ cp: 97 }, { cp: 123 }, { cp: 51 }] });
  });

  it('counts positions in code points, as Python does', () => {
    expect(error('😀😀)')).toBe('unbalanced parenthesis at position 2');
  });
});
