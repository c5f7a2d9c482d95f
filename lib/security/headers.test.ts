import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, extraConnectSources, metaContentSecurityPolicy, pageSecurityHeaders } from './headers';

const at = (path: string) => new URL(`http://lab.test${path}`);

describe('page security headers', () => {
  it('puts the nonce, and no unsafe-inline, on scripts of pages rendered per request', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123', frameable: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('falls back to unsafe-inline scripts only without a nonce, and never allows eval', () => {
    expect(contentSecurityPolicy({ nonce: undefined, frameable: false })).toContain("script-src 'self' 'unsafe-inline'");
    for (const nonce of ['n', undefined]) expect(contentSecurityPolicy({ nonce, frameable: false })).not.toContain('unsafe-eval');
  });

  it('allows framing only for an answer that renders the embed view', () => {
    expect(contentSecurityPolicy({ nonce: 'n', frameable: false })).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ nonce: 'n', frameable: true })).toContain('frame-ancestors *');
  });

  it('sends no referrer from /live, the usual default elsewhere', () => {
    expect(pageSecurityHeaders(at('/live'), { nonce: 'n', frameable: false })['referrer-policy']).toBe('no-referrer');
    expect(pageSecurityHeaders(at('/'), { nonce: 'n', frameable: false })['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the browser reach the API and the app only, plus origins listed in CSP_CONNECT_SRC', () => {
    expect(contentSecurityPolicy({ nonce: undefined, frameable: false })).toContain("connect-src 'self' https://api.anthropic.com;");
    const extra = extraConnectSources("http://localhost:8080  https://proxy.example.org 'unsafe-inline' javascript:alert(1) *");
    expect(extra).toEqual(['http://localhost:8080', 'https://proxy.example.org']);
    expect(contentSecurityPolicy({ nonce: undefined, frameable: false, connectExtra: extra })).toContain("connect-src 'self' https://api.anthropic.com http://localhost:8080 https://proxy.example.org;");
  });
});

describe('the static deploy’s meta policy', () => {
  it('keeps the page policy without a nonce, minus frame-ancestors, which a meta element cannot carry', () => {
    const csp = metaContentSecurityPolicy(['https://proxy.example.org']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toContain('frame-ancestors');
    expect(csp).toContain("connect-src 'self' https://api.anthropic.com https://proxy.example.org");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets only the "Your tools" page connect to any http(s) origin (the user’s MCP server), on both deploys', () => {
    const csp = (path: string) => pageSecurityHeaders(at(path), { nonce: 'n', frameable: false })['content-security-policy'];
    expect(csp('/tools')).toContain("connect-src 'self' https: http:;");
    expect(csp('/tools/')).toContain("connect-src 'self' https: http:;");
    for (const path of ['/', '/live', '/budget', '/search', '/tools-other']) expect(csp(path)).toContain("connect-src 'self' https://api.anthropic.com;");
    expect(metaContentSecurityPolicy([], '/tools/')).toContain("connect-src 'self' https: http:;");
    expect(metaContentSecurityPolicy([], '/live/')).toContain("connect-src 'self' https://api.anthropic.com;");
  });
});
