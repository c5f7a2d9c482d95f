import { describe, expect, it } from 'vitest';
import { related, root, splitName, synonymsOf } from './words';

describe('splitName', () => {
  it('splits on _, -, dots and camelCase, acronyms included', () => {
    expect(splitName('get_url_screenshot')).toEqual(['get', 'url', 'screenshot']);
    expect(splitName('tavily-search')).toEqual(['tavily', 'search']);
    expect(splitName('findMessage')).toEqual(['find', 'message']);
    expect(splitName('docs.search')).toEqual(['docs', 'search']);
    expect(splitName('getHTMLContent')).toEqual(['get', 'html', 'content']);
    expect(splitName('read-cypher')).toEqual(['read', 'cypher']);
  });
});

describe('root', () => {
  it('meets inflections of the same word', () => {
    expect(root('deployments')).toBe(root('deployment'));
    expect(root('namespaces')).toBe(root('namespace'));
    expect(root('holdings')).toBe(root('holding'));
    expect(root('policies')).toBe(root('policy'));
    expect(root('scaled')).toBe(root('scale'));
    expect(root('running')).toBe('run');
    expect(root('people')).toBe('person');
  });

  it('leaves words that only look inflected alone', () => {
    expect(root('status')).toBe('status');
    expect(root('dns')).toBe('dns');
    expect(root('analysis')).toBe('analysis');
  });
});

describe('synonyms', () => {
  it('are general English, both ways', () => {
    expect(related('purchase', 'buy')).toBe('synonym');
    expect(related('buy', 'purchase')).toBe('synonym');
    expect(related('screenshots', 'screenshot')).toBe('same');
    expect(related('reboot', 'restart')).toBe('synonym');
    expect(related('invoice', 'pod')).toBeUndefined();
    expect(synonymsOf('remove')).toContain('delet');
  });
});
