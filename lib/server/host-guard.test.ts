import { describe, expect, it } from 'vitest';
import { allowedHostsOf, hostRefusal, isAllowedHost } from './host-guard';

const post = (url: string, headers: Record<string, string> = {}) => new Request(url, { method: 'POST', headers });

describe('the Host guard', () => {
  const loopbackOnly = allowedHostsOf({});

  it('serves the loopback names on any port by default', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:3700', '127.1.2.3:80', '[::1]:3000', 'LOCALHOST:3000']) {
      expect(isAllowedHost(host, loopbackOnly), host).toBe(true);
    }
  });

  it('refuses any other name, and anything that is not a host', () => {
    for (const host of ['attacker.example', 'attacker.example:3000', '127.0.0.1.attacker.example', 'localhost.attacker.example', '128.0.0.1', '', 'a b', 'localhost:3000/evil', '[::2]']) {
      expect(isAllowedHost(host, loopbackOnly), host).toBe(false);
    }
  });

  it('adds the names ALLOWED_HOSTS lists, with any port or the one given', () => {
    const allowed = allowedHostsOf({ ALLOWED_HOSTS: ' Lab.Example.org, class.example.net:8443  intranet ' });
    expect(isAllowedHost('lab.example.org', allowed)).toBe(true);
    expect(isAllowedHost('lab.example.org:443', allowed)).toBe(true);
    expect(isAllowedHost('class.example.net:8443', allowed)).toBe(true);
    expect(isAllowedHost('class.example.net:80', allowed)).toBe(false);
    expect(isAllowedHost('intranet:3000', allowed)).toBe(true);
    expect(isAllowedHost('localhost:3000', allowed)).toBe(true);
    expect(isAllowedHost('evil.example.org', allowed)).toBe(false);
  });

  it('refuses a DNS-rebinding request whose Origin matches its Host, in the API’s envelope', async () => {
    const response = hostRefusal(post('http://127.0.0.1:3000/api/live/upstream/v1/messages', { host: 'attacker.example:3000', origin: 'http://attacker.example:3000' }), loopbackOnly);
    expect(response?.status).toBe(403);
    expect(await response!.json()).toMatchObject({ type: 'error', error: { type: 'permission_error', message: expect.stringContaining('"attacker.example:3000"') } });
  });

  it('holds X-Forwarded-Host to the same list, and falls back to the URL without a Host header', () => {
    expect(hostRefusal(post('http://127.0.0.1:3000/x', { host: '127.0.0.1:3000', 'x-forwarded-host': 'attacker.example' }), loopbackOnly)?.status).toBe(403);
    expect(hostRefusal(post('http://127.0.0.1:3000/x', { host: '127.0.0.1:3000', 'x-forwarded-host': '127.0.0.1:3000' }), loopbackOnly)).toBeUndefined();
    expect(hostRefusal(post('http://localhost:3000/x'), loopbackOnly)).toBeUndefined();
    expect(hostRefusal(post('http://app.test/x'), loopbackOnly)?.status).toBe(403);
  });
});
