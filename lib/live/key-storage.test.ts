import { describe, expect, it } from 'vitest';
import { KEY_STORAGE, readKey, readSettings, secretsOf, SETTINGS_STORAGE, writeKey, writeSettings, type StorageLike } from './key-storage';
import { DEFAULT_SETTINGS } from './settings';

const KEY = 'sk-ant-api03-kept-for-this-tab-only-00000000';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const refusing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the key in the tab', () => {
  it('is kept only when remembered, and removed when not', () => {
    const session = memory();
    writeKey(session, KEY, false);
    expect(session.data.size).toBe(0);
    writeKey(session, KEY, true);
    expect(readKey(session)).toBe(KEY);
    writeKey(session, '', true);
    expect(session.data.has(KEY_STORAGE)).toBe(false);
    writeKey(session, KEY, true);
    writeKey(session, KEY, false);
    expect(readKey(session)).toBeNull();
  });

  it('storage that refuses is no error: nothing is kept', () => {
    expect(() => writeKey(refusing, KEY, true)).not.toThrow();
    expect(readKey(refusing)).toBeNull();
    expect(readKey(null)).toBeNull();
  });
});

describe('settings between visits', () => {
  it('carry no secret and no simulated failure', () => {
    const local = memory();
    writeSettings(local, { ...DEFAULT_SETTINGS, question: `weather? ${KEY}`, simulate: { failure: '429', onRequest: 2 } }, [KEY]);
    const raw = local.data.get(SETTINGS_STORAGE)!;
    expect(raw).not.toContain(KEY);
    expect(JSON.parse(raw)).not.toHaveProperty('simulate');
    expect(readSettings(local)).toMatchObject({ question: 'weather? [redacted]', simulate: { failure: 'none' } });
  });

  it('read nothing from junk or refusing storage', () => {
    const local = memory();
    local.data.set(SETTINGS_STORAGE, '{not json');
    expect(readSettings(local)).toBeNull();
    expect(readSettings(refusing)).toBeNull();
    expect(() => writeSettings(refusing, DEFAULT_SETTINGS, [])).not.toThrow();
  });
});

describe('the page’s secrets', () => {
  it('are the key and the MCP token, trimmed, when set', () => {
    expect(secretsOf({ apiKey: ` ${KEY} `, mcpToken: '' })).toEqual([KEY]);
    expect(secretsOf({ apiKey: '', mcpToken: 'tok-1234567890' })).toEqual(['tok-1234567890']);
  });
});
