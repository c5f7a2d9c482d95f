import { describe, expect, it } from 'vitest';
import { countAdvised, countBlocker, countConnection, countFailureOf, countIsExact, COUNT_SIMULATABLE } from './count-route';
import { CountError } from './count-transport';

const origin = 'http://app';
const server = { serverKey: true, upstream: 'anthropic' as const };

describe('the count route', () => {
  it('goes to the real API with the key from the browser, and through the app’s routes without it', () => {
    expect(countConnection('browser', { origin, apiKey: ' sk-1 ', simulate: 'none' })).toEqual({ baseURL: 'https://api.anthropic.com', apiKey: 'sk-1', timeoutMs: 60_000 });
    expect(countConnection('server', { origin, apiKey: 'sk-1', simulate: '429' })).toEqual({ baseURL: 'http://app/api/live/upstream', apiKey: null, timeoutMs: 60_000 });
    expect(countConnection('emulator', { origin, apiKey: 'sk-1', simulate: 'none' })).toEqual({ baseURL: 'http://app/api/live/emulator', apiKey: null, timeoutMs: 60_000 });
  });

  it('asks the emulator, and only the emulator, for a simulated failure', () => {
    expect(countConnection('emulator', { origin, apiKey: '', simulate: '429' }).headers).toEqual({ 'x-tool-search-lab-fail': '429' });
    expect(countConnection('browser', { origin, apiKey: 'k', simulate: '429' }).headers).toBeUndefined();
    expect(COUNT_SIMULATABLE).toEqual(['400', '401', '403', '404', '429', '529']);
  });

  it('counts exactly through the real API only', () => {
    expect(countIsExact('browser')).toBe(true);
    expect(countIsExact('server')).toBe(true);
    expect(countIsExact('emulator')).toBe(false);
  });

  it('says what keeps a count from being sent', () => {
    expect(countBlocker('emulator', { hasSubject: false, apiKey: 'k', server })).toBe('nothing');
    expect(countBlocker('browser', { hasSubject: true, apiKey: '  ', server })).toBe('keyMissing');
    expect(countBlocker('browser', { hasSubject: true, apiKey: 'k', server: null })).toBeNull();
    expect(countBlocker('server', { hasSubject: true, apiKey: '', server: null })).toBe('serverChecking');
    expect(countBlocker('server', { hasSubject: true, apiKey: '', server: { ...server, serverKey: false } })).toBe('serverUnavailable');
    expect(countBlocker('server', { hasSubject: true, apiKey: '', server: { ...server, absent: true } })).toBe('serverUnavailable');
    expect(countBlocker('server', { hasSubject: true, apiKey: '', server })).toBeNull();
    expect(countBlocker('emulator', { hasSubject: true, apiKey: '', server: null })).toBeNull();
  });

  it('explains a failed count as the live page does, advising only where the advice fits a count', () => {
    const http = countFailureOf(new CountError({ kind: 'http', status: 401, body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } } }));
    expect(http).toMatchObject({ kind: 'auth', status: 401, apiMessage: 'invalid x-api-key' });
    expect(countFailureOf(new Error('boom'))).toMatchObject({ kind: 'other', detail: 'boom' });
    expect(countAdvised('auth')).toBe(true);
    expect(countAdvised('rate-limit')).toBe(false);
  });
});
