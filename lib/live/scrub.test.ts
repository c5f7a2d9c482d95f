import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MASKED_AUTHORIZATION } from '@/lib/scenario/wire';
import { assertNoSecrets, REDACTED, scrubQuestion, scrubSecrets, scrubText, secretsIn, SecretLeakError } from './scrub';

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

  it('keeps a recorded request’s key placeholder, and redacts any other authorization header', () => {
    const http = (authorization: string) => ({ request: { method: 'POST', path: '/v1/messages', headers: { authorization } } });
    expect(scrubSecrets(http(MASKED_AUTHORIZATION), [KEY])).toEqual(http(MASKED_AUTHORIZATION));
    expect(scrubSecrets(http(`Bearer ${KEY}`), [])).toEqual(http(REDACTED));
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

describe('secret shapes', () => {
  it.each([
    ['an Anthropic key', `sk-ant-api03-${'A1b2'.repeat(20)}`, REDACTED],
    ['another provider’s sk- key', 'sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12', REDACTED],
    ['a Stripe-style key', 'sk_live_51Hxyz0123456789abcdefgh', REDACTED],
    ['a bearer token', 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.abc123def456', `Authorization: Bearer ${REDACTED}`],
    ['a GitHub token', `ghp_${'a1B2'.repeat(9)}`, REDACTED],
    ['a Slack token', 'xoxb-1234567890-abcdefghij', REDACTED],
    ['an AWS access key', 'AKIAIOSFODNN7EXAMPLE', REDACTED],
  ])('catches %s', (_what, secret, scrubbed) => {
    expect(scrubText(secret, [])).toBe(scrubbed);
    expect(secretsIn(`x ${secret} y`, [])).not.toEqual([]);
  });

  it.each([
    'Use Bearer authentication with your token',
    'sk-learn is a library; so is scikit-learn-extra',
    'Authorization: Bearer <token>',
    'What is the weather in San Francisco?',
  ])('leaves prose alone: %s', (text) => {
    expect(scrubText(text, [])).toBe(text);
  });

  it('leaves every recorded scenario unchanged, so a saved library file is the shipped one', () => {
    const dir = path.resolve(__dirname, '../../scenarios');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const scenario = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      expect(scrubSecrets(scenario, []), file).toEqual(scenario);
    }
  });

  it('says when a question had something taken out', () => {
    expect(scrubQuestion('sk-ant-api03-ABCDEFGHIJKLMNOP what is the weather?')).toEqual({ text: `${REDACTED} what is the weather?`, scrubbed: true });
    expect(scrubQuestion('What is the weather?')).toEqual({ text: 'What is the weather?', scrubbed: false });
  });
});
