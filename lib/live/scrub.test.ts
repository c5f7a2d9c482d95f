import { describe, expect, it } from 'vitest';
import { assertNoSecrets, REDACTED, scrubSecrets, scrubText, secretsIn, SecretLeakError } from './scrub';

const KEY = 'sk-ant-api03-ABCDEFGHIJKLMNOP_qrstuvwxyz-0123456789';
const TOKEN = 'mcp-token-5f4dcc3b5aa765d61d8327deb882cf99';

describe('scrubbing secrets', () => {
  it('replaces the key wherever it occurs, a pasted question included', () => {
    const value = { question: `my key is ${KEY}, why?`, nested: [{ text: KEY }], [KEY]: 1 };
    const out = scrubSecrets(value, [KEY]);
    expect(JSON.stringify(out)).not.toContain(KEY);
    expect(out.question).toBe(`my key is ${REDACTED}, why?`);
  });

  it('redacts credential fields by name, keeping the field so a reader sees one was sent', () => {
    const request = { mcp_servers: [{ type: 'url', url: 'https://mcp.example.com', name: 'db', authorization_token: 'whatever-it-was' }] };
    expect(scrubSecrets(request, [])).toEqual({ mcp_servers: [{ type: 'url', url: 'https://mcp.example.com', name: 'db', authorization_token: REDACTED }] });
  });

  it('catches anything shaped like an Anthropic key, even one it was not told about', () => {
    expect(scrubText('x-api-key: sk-ant-admin01-zzzzzzzzzzzz', [])).toBe(`x-api-key: ${REDACTED}`);
  });

  it('does not treat short strings as secrets, which would wreck the transcript', () => {
    expect(scrubText('the weather', ['the'])).toBe('the weather');
  });

  it('leaves the input untouched', () => {
    const value = { a: KEY };
    scrubSecrets(value, [KEY]);
    expect(value.a).toBe(KEY);
  });

  it('refuses text that still holds a secret', () => {
    expect(secretsIn(`a ${TOKEN} b`, [TOKEN])).toEqual([TOKEN]);
    expect(() => assertNoSecrets(`a ${TOKEN}`, [TOKEN], 'the file')).toThrow(SecretLeakError);
    expect(assertNoSecrets('clean', [TOKEN], 'the file')).toBe('clean');
  });
});
