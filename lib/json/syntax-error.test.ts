import { describe, expect, it } from 'vitest';
import { describeJsonSyntaxProblem, locateJsonSyntaxError } from './syntax-error';

describe('locateJsonSyntaxError', () => {
  it('finds nothing wrong in valid JSON, however deep', () => {
    for (const text of ['{}', ' [1, -2.5e3, "a\\u00e9\\n", true, false, null] ', '{"a": {"b": []}}', `${'['.repeat(100_000)}${']'.repeat(100_000)}`]) {
      expect(locateJsonSyntaxError(text), text.slice(0, 20)).toBeNull();
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it.each([
    ['{"version": 1, "id": ', 1, 22, 'the end of the file', 'a value'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'a double quote', '"," or "}"'],
    ['{"a": 1,}', 1, 9, '"}"', 'a property name in double quotes'],
    ["{'a': 1}", 1, 2, `"'"`, 'a property name in double quotes or "}"'],
    ['[1, 2', 1, 6, 'the end of the file', '"," or "]"'],
    ['{"a" 1}', 1, 6, '"1"', '":" after the property name'],
    ['[tru]', 1, 2, '"t"', 'a value'],
    ['["a\tb"]', 1, 4, 'the control character U+0009', 'no control character'],
    ['["\\x"]', 1, 4, '"x"', 'an escape'],
    ['[-]', 1, 3, '"]"', 'a digit'],
    ['{} {}', 1, 4, '"{"', 'the end of the file'],
    ['\uFEFF{}', 1, 1, 'a byte order mark', 'a value'],
    ['', 1, 1, 'the end of the file', 'a value'],
  ])('%j: line %i, column %i', (text, line, column, found, expected) => {
    expect(() => JSON.parse(text)).toThrow();
    const problem = locateJsonSyntaxError(text);
    expect(problem).toMatchObject({ line, column });
    expect(problem!.found).toContain(found);
    expect(problem!.expected).toContain(expected);
    expect(describeJsonSyntaxProblem(problem!)).toMatch(new RegExp(`^not valid JSON at line ${line}, column ${column}: found .+, expected .+`));
  });
});
