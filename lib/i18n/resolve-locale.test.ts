import { describe, expect, it } from 'vitest';
import { acceptedLanguages, requestLocaleOf } from './request-locale';
import { cookieValue, localeOfTag, resolveLocale } from './resolve-locale';

describe('the language of a visit', () => {
  it('follows ?lang= first, over a remembered choice and the browser', () => {
    expect(resolveLocale({ param: 'ja', remembered: 'zh', languages: ['en-US'] })).toBe('ja');
  });

  it('then the remembered choice, over the browser', () => {
    expect(resolveLocale({ param: null, remembered: 'zh', languages: ['ja-JP'] })).toBe('zh');
  });

  it('then the first browser language the app speaks', () => {
    expect(resolveLocale({ languages: ['fr-FR', 'ja-JP', 'zh-CN'] })).toBe('ja');
  });

  it('then English', () => {
    expect(resolveLocale({ languages: ['fr-FR', 'de'] })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('skips an unknown value at any level instead of obeying it', () => {
    expect(resolveLocale({ param: 'xx', remembered: '<script>', languages: ['zh-TW'] })).toBe('zh');
  });

  it('reads a browser tag by its primary language', () => {
    expect(localeOfTag('zh-Hans-CN')).toBe('zh');
    expect(localeOfTag('JA_jp')).toBe('ja');
    expect(localeOfTag('en-GB')).toBe('en');
    expect(localeOfTag('ko-KR')).toBeNull();
  });

  it('orders Accept-Language by weight, dropping q=0 and *', () => {
    expect(acceptedLanguages('fr;q=0.9, ja;q=0.95, zh-CN, *;q=0.1, en;q=0')).toEqual(['zh-CN', 'ja', 'fr']);
    expect(acceptedLanguages(null)).toEqual([]);
  });

  it('finds the lang cookie among others', () => {
    expect(cookieValue('a=1; lang=ja; b=2', 'lang')).toBe('ja');
    expect(cookieValue('language=zh', 'lang')).toBeNull();
  });

  it('reads a malformed cookie as no cookie, never as an error', () => {
    for (const bad of ['lang=%', 'lang=%E0%A4%A', 'a=1; lang=%zz; b=2']) expect(cookieValue(bad, 'lang')).toBeNull();
    expect(requestLocaleOf(new URL('http://lab.test/'), 'lang=%', 'ja')).toBe('ja');
  });

  it('on the server, reads the URL, then the cookie, then Accept-Language', () => {
    const url = (q: string) => new URL(`http://lab.test/search${q}`);
    expect(requestLocaleOf(url('?lang=zh'), 'lang=ja', 'en')).toBe('zh');
    expect(requestLocaleOf(url(''), 'lang=ja', 'zh-CN,zh;q=0.9')).toBe('ja');
    expect(requestLocaleOf(url(''), null, 'zh-CN,zh;q=0.9')).toBe('zh');
    expect(requestLocaleOf(url('?lang=fr'), null, null)).toBe('en');
  });
});
