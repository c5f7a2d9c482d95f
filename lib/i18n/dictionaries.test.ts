import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { loadDictionary } from './dictionaries';
import { LOCALES, LOCALE_INFO } from './locales';

type Shape = Record<string, unknown>;

/** Every leaf of a dictionary, by path ("player.controls.next"), with what kind of value it is. */
function leaves(value: unknown, at = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value as Shape)) for (const [p, kind] of leaves(v, at ? `${at}.${key}` : key)) out.set(p, kind);
  } else {
    const kind = Array.isArray(value) ? `array of ${value.length}` : typeof value;
    out.set(at, kind);
  }
  return out;
}

const dictionaries = await Promise.all(LOCALES.map(async (locale) => ({ locale, dict: await LOCALE_INFO[locale].load() })));
const english = leaves(en);

describe('every language has every string', () => {
  for (const { locale, dict } of dictionaries) {
    it(`${locale}: no key missing, none extra, each the same kind as in English`, () => {
      const mine = leaves(dict);
      const missing = [...english.keys()].filter((p) => !mine.has(p));
      // The library's translations have no English keys (English reads the files' own words): library-text.test.ts checks them.
      const extra = [...mine.keys()].filter((p) => !english.has(p) && !p.startsWith('library.'));
      const otherKind = [...english].filter(([p, kind]) => mine.has(p) && mine.get(p) !== kind).map(([p, kind]) => `${p}: ${mine.get(p)}, English has ${kind}`);
      expect(missing, `${locale} lacks`).toEqual([]);
      expect(extra, `${locale} has keys English does not`).toEqual([]);
      expect(otherKind, `${locale} differs in kind`).toEqual([]);
    });
  }

  it('templates take the same arguments in every language', () => {
    const arity = (dict: unknown, p: string) => p.split('.').reduce<unknown>((v, k) => (v as Shape)[k], dict) as (...a: unknown[]) => string;
    for (const { locale, dict } of dictionaries) {
      for (const [p, kind] of english) if (kind === 'function') expect(arity(dict, p).length, `${locale}: ${p}`).toBe(arity(en, p).length);
    }
  });
});

/**
 * A key is "used" when its last segment appears in the app's source outside the
 * dictionaries, as a property access (`.next`) or as a quoted name (`'auth'`:
 * records indexed by a union, like failure kinds, are read with a computed key
 * whose values are written as literals where the union is defined). A heuristic:
 * a common name (`label`) used by another key hides an unused one, but a key
 * nothing mentions at all is certainly dead.
 */
function sourceText(dirs: readonly string[]): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (full !== path.join('lib', 'i18n') && name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
    }
  };
  for (const dir of dirs) walk(dir);
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

describe('every English string is used somewhere', () => {
  it('has no key the app never reads', () => {
    const source = sourceText(['app', 'components', 'hooks', 'lib']);
    // The dictionary's own helpers read these (describe-step, the format helpers).
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const unused = [...english.keys()].filter((p) => {
      const last = p.split('.').at(-1)!;
      return !new RegExp(`\\.${escape(last)}\\b|\\[?['"\`]${escape(last)}['"\`]\\]?`).test(source);
    });
    expect(unused).toEqual([]);
  });
});

describe('loading a language', () => {
  it('gives React one promise per language, marked fulfilled once loaded so use() need not suspend again', async () => {
    const first = loadDictionary('ja');
    expect(loadDictionary('ja')).toBe(first);
    const dict = await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: dict });
    await loadDictionary('en');
    expect(loadDictionary('en')).toMatchObject({ status: 'fulfilled', value: en });
  });
});
