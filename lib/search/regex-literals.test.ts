import { describe, expect, it } from 'vitest';
import { parsePythonRegex } from './python-regex';
import { foldForLiterals, passesLiterals, requiredLiterals } from './regex-literals';

const literals = (pattern: string) => {
  const parsed = parsePythonRegex(pattern, { ignoreCase: true });
  if (!parsed.ok) throw new Error(parsed.message);
  return requiredLiterals(parsed.regex.root);
};

describe('required literals', () => {
  it('collects the literal runs every match must contain', () => {
    expect(literals('get_.*Issue')).toEqual([['get_'], ['issue']]);
    expect(literals('(?:list|search)_pull')).toEqual([['list', 'search'], ['_pull']]);
    expect(literals('colou?r')).toEqual([['colo'], ['r']]);
    expect(literals('(ab)+c')).toEqual([['ab'], ['c']]);
  });

  it('adds nothing for parts that may be absent or are not literal', () => {
    expect(literals('(?:abc)?x*')).toEqual([]);
    expect(literals('a|.')).toEqual([]);
    expect(literals('(a)?(?=abc)\\1?')).toEqual([]);
    expect(literals('é')).toEqual([]);
  });

  it('folds the non-ASCII letters IGNORECASE equates with ASCII ones, so no real match is filtered out', () => {
    expect(foldForLiterals('ſtatus İD ıtem \u212aey')).toContain('status');
    expect(foldForLiterals('ſtatus İD ıtem \u212aey')).toContain('item');
    expect(foldForLiterals('\u212aey')).toBe('key');
    expect(passesLiterals([['get_'], ['issue', 'pull']], foldForLiterals('GET_PULL'))).toBe(true);
    expect(passesLiterals([['get_'], ['issue', 'pull']], 'get_repo')).toBe(false);
  });
});
