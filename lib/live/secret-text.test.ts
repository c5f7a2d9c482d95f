import { describe, expect, it } from 'vitest';
import { pendingSecretLength, REDACTED, redactSecrets } from './secret-text';

const KEY = 'sk-ant-api03-server-secret-0000';
/** Every character of the key as a JSON escape. */
const escapedAll = [...KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

describe('finding a secret written with JSON escapes', () => {
  it('replaces it written plainly, with one escape, with every character escaped, and in upper-case hex', () => {
    for (const written of [KEY, KEY.replace('-', '\\u002d'), KEY.replace('-', '\\u002D'), escapedAll]) {
      expect(redactSecrets(`{"echo":"${written}","n":1}`, [KEY]), written).toBe(`{"echo":"${REDACTED}","n":1}`);
    }
    // JSON.parse of the escaped form gives the key back: that is why it must go.
    expect(JSON.parse(`"${escapedAll}"`)).toBe(KEY);
  });

  it('leaves a literal backslash-u alone, and text without secrets untouched', () => {
    const literal = `"${KEY.slice(0, 2)}\\\\u002d${KEY.slice(3)}"`;
    expect(redactSecrets(literal, [KEY])).toBe(literal);
    expect(redactSecrets('C:\\\\Users\\\\me \\u00e9', [KEY])).toBe('C:\\\\Users\\\\me \\u00e9');
  });

  it('holds back an end that could still become a secret: its start, or an unfinished escape', () => {
    expect(pendingSecretLength('data: sk-an', [KEY])).toBe(5);
    expect(pendingSecretLength('data: sk\\u002', [KEY])).toBe(7);
    expect(pendingSecretLength('data: \\', [KEY])).toBe(1);
    expect(pendingSecretLength('data: s\\\\', [KEY])).toBe(0);
    expect(pendingSecretLength('data: done\n\n', [KEY])).toBe(0);
    expect(pendingSecretLength('data: sk-an', [])).toBe(0);
  });
});
