import { describe, expect, it } from 'vitest';
import {
  baseUrlFor,
  checkSettings,
  DEFAULT_SETTINGS,
  emulatorHeaders,
  openingConnection,
  parseToolNames,
  planRun,
  restoreSettings,
  searchAllowed,
  serverKeyStatus,
  simulateOnRequest,
  targetNamesUpstream,
  targetsFor,
  withCatalog,
  withMode,
  withRoute,
  withTarget,
  type LiveSettings,
} from './settings';

const s = (patch: Partial<LiveSettings>): LiveSettings => ({ ...DEFAULT_SETTINGS, ...patch });
const ok = { hasKey: true, server: { serverKey: true, upstream: 'anthropic' as const } };

describe('live settings', () => {
  it('send each route to its own base URL; the server route’s upstream is never a URL from the page', () => {
    expect(baseUrlFor(s({}), 'http://app')).toBe('https://api.anthropic.com');
    expect(baseUrlFor(s({ target: 'emulator' }), 'http://app')).toBe('http://app/api/emulator');
    expect(baseUrlFor(s({ target: 'custom', customBaseUrl: 'https://proxy.example.com/' }), 'http://app')).toBe('https://proxy.example.com');
    expect(baseUrlFor(s({ route: 'server' }), 'http://app')).toBe('http://app/api/live/upstream');
    expect(baseUrlFor(s({ route: 'server', target: 'emulator' }), 'http://app')).toBe('http://app/api/live/emulator');
    expect(baseUrlFor(s({ route: 'server', target: 'custom', customBaseUrl: 'https://evil.example' }), 'http://app')).toBe('http://app/api/live/upstream');
  });

  it('stop a run that cannot work before anything is sent', () => {
    expect(checkSettings(s({}), { ...ok, hasKey: false }).issues).toEqual(['key-missing']);
    expect(checkSettings(s({ target: 'emulator' }), { ...ok, hasKey: false }).issues).toEqual([]);
    expect(checkSettings(s({ route: 'server' }), { hasKey: false, server: { serverKey: false, upstream: 'anthropic' } }).issues).toEqual(['server-key-missing']);
    expect(checkSettings(s({ route: 'server', target: 'emulator' }), { hasKey: false, server: { serverKey: false, upstream: 'anthropic', absent: true } }).issues).toEqual(['server-route-absent']);
    expect(checkSettings(s({ mode: 'mcp', search: 'custom' }), ok).issues).toContain('custom-search-needs-client');
    expect(checkSettings(s({ mode: 'mcp' }), ok).issues).toContain('mcp-demo-needs-emulator');
    expect(checkSettings(s({ mode: 'mcp', catalogs: [], mcpUrl: 'http://localhost:8080/mcp' }), ok).issues).toEqual(['mcp-url-unreachable']);
    expect(checkSettings(s({ mode: 'mcp', catalogs: [], mcpUrl: 'https://mcp.example.com/mcp' }), ok).issues).toEqual([]);
    expect(checkSettings(s({ catalogs: [] }), ok).issues).toEqual(['no-tools']);
    // A catalog of the user's own: inline in client mode; in MCP mode it is the server's URL that counts, and only the real API reaches it.
    expect(checkSettings(s({ catalogs: [], yours: 'yours-abc123' }), ok).issues).toEqual([]);
    expect(checkSettings(s({ mode: 'mcp', catalogs: [], yours: 'yours-abc123' }), ok).issues).toEqual(['yours-mcp-needs-url', 'no-tools']);
    expect(checkSettings(s({ mode: 'mcp', catalogs: [], target: 'emulator', mcpUrl: 'https://mcp.example.com/mcp' }), ok).issues).toEqual(['mcp-url-needs-api']);
    expect(checkSettings(s({ question: '  ', maxTokens: 0 }), ok).issues).toEqual(['question-missing', 'max-tokens-invalid']);
  });

  it('warn about names that are not in the chosen catalogs, and models not known to search', () => {
    const check = checkSettings(s({ nonDeferred: 'get_weather, get_wether', model: 'claude-3-haiku' }), { ...ok, knownTools: new Set(['get_weather']) });
    expect(check.warnings).toEqual(['model-unlisted', 'non-deferred-unknown']);
    expect(check.unknownTools).toEqual(['get_wether']);
  });

  it('send the emulator’s headers only where an emulator may listen, and a simulated failure only once', () => {
    const sim = s({ target: 'emulator', simulate: { failure: '529', onRequest: 2 } });
    expect(emulatorHeaders(sim, null, 1)).toEqual({ 'x-tool-search-lab-pace-ms': '12' });
    expect(emulatorHeaders(sim, null, 2)).toMatchObject({ 'x-tool-search-lab-fail': '529' });
    expect(emulatorHeaders(sim, null, 3)).not.toHaveProperty('x-tool-search-lab-fail');
    expect(emulatorHeaders({ ...sim, target: 'anthropic' }, null, 2)).toEqual({});
    expect(emulatorHeaders({ ...sim, target: 'anthropic', route: 'server' }, { serverKey: true, upstream: 'custom' }, 2)).toMatchObject({ 'x-tool-search-lab-fail': '529' });
  });

  it('restore only what they know, and never a simulated failure', () => {
    expect(restoreSettings({ model: 'm', mode: 'nope', simulate: { failure: '401', onRequest: 1 }, apiKey: 'x' })).toEqual({ ...DEFAULT_SETTINGS, model: 'm' });
    expect(restoreSettings('junk')).toEqual(DEFAULT_SETTINGS);
    expect(restoreSettings({ mcpBeta: 'mcp-client-2026-09-15' }).mcpBeta).toBe('mcp-client-2026-09-15');
    expect(restoreSettings({ mcpBeta: 'mcp-client-1999-01-01' }).mcpBeta).toBe('mcp-client-2025-11-20');
  });

  it('plan a run whose question is scrubbed of anything shaped like a secret, and say so', () => {
    const key = 'sk-ant-api03-ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
    const plan = planRun(s({ question: `  ${key} What is the weather in Paris? ` }), false);
    expect(plan.question).toBe('[redacted] What is the weather in Paris?');
    expect(plan.questionScrubbed).toBe(true);
    expect(JSON.stringify(plan)).not.toContain(key);
    expect(planRun(s({ question: 'What is the weather in Paris?' }), false)).not.toHaveProperty('questionScrubbed');
  });

  it('plan a run over the user’s own catalog in client mode only, by id, name and size', () => {
    expect(planRun(s({ yours: 'yours-abc123' }), false, { name: 'Shop', tools: 40 }).yours).toEqual({ id: 'yours-abc123', name: 'Shop', tools: 40 });
    expect(planRun(s({ yours: 'yours-abc123', mode: 'mcp' }), false, { name: 'Shop', tools: 40 })).not.toHaveProperty('yours');
    expect(restoreSettings({ yours: 'yours-abc123' }).yours).toBe('yours-abc123');
    expect(restoreSettings({ yours: '../x' }).yours).toBeNull();
  });

  it('read tool names however they are separated', () => {
    expect(parseToolNames(' a, b  c,,a ')).toEqual(['a', 'b', 'c']);
  });
});

describe('the form’s rules', () => {
  it('offer a custom base URL on the browser route only, and drop it when the route changes to the server', () => {
    expect(targetsFor('browser')).toEqual(['anthropic', 'emulator', 'custom']);
    expect(targetsFor('server')).toEqual(['anthropic', 'emulator']);
    expect(withRoute({ target: 'custom' }, 'server')).toEqual({ route: 'server', target: 'anthropic' });
    expect(withRoute({ target: 'emulator' }, 'server')).toEqual({ route: 'server' });
    expect(withRoute({ target: 'custom' }, 'browser')).toEqual({ route: 'browser' });
  });

  it('name the upstream only where the server route picks it', () => {
    expect(targetNamesUpstream('server', 'anthropic')).toBe(true);
    expect(targetNamesUpstream('server', 'emulator')).toBe(false);
    expect(targetNamesUpstream('browser', 'anthropic')).toBe(false);
  });

  it('allow the custom search tool with client tools only, falling back to regex for MCP', () => {
    expect(searchAllowed('custom', 'client')).toBe(true);
    expect(searchAllowed('custom', 'mcp')).toBe(false);
    expect(searchAllowed('bm25', 'mcp')).toBe(true);
    expect(withMode({ search: 'custom' }, 'mcp')).toEqual({ mode: 'mcp', search: 'regex', codeCalls: false });
    expect(withMode({ search: 'bm25' }, 'mcp')).toEqual({ mode: 'mcp', codeCalls: false });
  });

  it('keep ticked catalogs in the shipped order', () => {
    const order = ['a', 'b', 'c'];
    expect(withCatalog(['c'], 'a', true, order)).toEqual(['a', 'c']);
    expect(withCatalog(['a', 'c'], 'a', false, order)).toEqual(['c']);
    expect(withCatalog(['a'], 'a', true, order)).toEqual(['a']);
  });

  it('tell what is known of the server’s key', () => {
    expect(serverKeyStatus(null)).toBe('unknown');
    expect(serverKeyStatus({ serverKey: true, upstream: 'anthropic', absent: true })).toBe('absent');
    expect(serverKeyStatus({ serverKey: true, upstream: 'anthropic' })).toBe('yes');
    expect(serverKeyStatus({ serverKey: false, upstream: 'custom' })).toBe('no');
  });

  it('read the simulated request number as a whole number from 1', () => {
    expect(simulateOnRequest('3')).toBe(3);
    expect(simulateOnRequest('2.6')).toBe(3);
    expect(simulateOnRequest('0')).toBe(1);
    expect(simulateOnRequest('')).toBe(1);
    expect(simulateOnRequest('abc')).toBe(1);
  });
});

describe('where a run goes before the reader chooses', () => {
  it('is the emulator, which needs no key', () => {
    expect(openingConnection({ rememberedKey: false, server: null })).toEqual({ route: 'browser', target: 'emulator' });
    expect(openingConnection({ rememberedKey: false, server: { serverKey: false, upstream: 'anthropic' } })).toEqual({ route: 'browser', target: 'emulator' });
    expect(openingConnection({ rememberedKey: false, server: { serverKey: false, upstream: 'anthropic', absent: true } })).toEqual({ route: 'browser', target: 'emulator' });
  });

  it('is the real API when a key is here: remembered in this tab, or held by the server route', () => {
    expect(openingConnection({ rememberedKey: true, server: { serverKey: true, upstream: 'anthropic' } })).toEqual({ route: 'browser', target: 'anthropic' });
    expect(openingConnection({ rememberedKey: false, server: { serverKey: true, upstream: 'anthropic' } })).toEqual({ route: 'server', target: 'anthropic' });
  });

  it('a custom base URL is reached from the browser', () => {
    expect(withTarget({ route: 'server' }, 'custom')).toEqual({ target: 'custom', route: 'browser' });
    expect(withTarget({ route: 'server' }, 'emulator')).toEqual({ target: 'emulator' });
  });
});

describe('code calling the tools (programmatic tool calling)', () => {
  it('plan a run with no search first as one with no search tool, and the typed tools as the ones code may call', () => {
    const plan = planRun(s({ catalogs: ['demo-expenses'], codeCalls: true, codeTools: 'get_expenses, get_team_members get_expenses' }), false);
    expect(plan.search).toBe('none');
    expect(plan.codeCalls).toEqual({ tools: ['get_expenses', 'get_team_members'] });
    expect(planRun(s({ codeCalls: true, codeSearchFirst: true, search: 'bm25' }), false)).toMatchObject({ search: 'bm25', codeCalls: { tools: [] } });
    expect(planRun(s({}), false)).not.toHaveProperty('codeCalls');
  });

  it('refuse code calls with MCP connector tools before sending, and turn them off when MCP is chosen', () => {
    expect(checkSettings(s({ mode: 'mcp', catalogs: ['demo-weather'], target: 'emulator', codeCalls: true }), ok).issues).toContain('code-calls-need-client');
    expect(checkSettings(s({ codeCalls: true }), ok).issues).not.toContain('code-calls-need-client');
    expect(withMode({ search: 'regex' }, 'mcp')).toEqual({ mode: 'mcp', codeCalls: false });
    expect(withMode({ search: 'regex' }, 'client')).toEqual({ mode: 'client' });
    // A plan never carries code calls in MCP mode, whatever was stored.
    expect(planRun(s({ mode: 'mcp', codeCalls: true }), false)).not.toHaveProperty('codeCalls');
  });

  it('warn about a tool code may call that no chosen catalog defines', () => {
    const known = new Set(['get_expenses', 'get_team_members']);
    const check = checkSettings(s({ codeCalls: true, codeTools: 'get_expenses, get_expnses' }), { ...ok, knownTools: known });
    expect(check.warnings).toContain('code-tools-unknown');
    expect(check.unknownCodeTools).toEqual(['get_expnses']);
    expect(checkSettings(s({ codeCalls: false, codeTools: 'nope' }), { ...ok, knownTools: known }).unknownCodeTools).toEqual([]);
  });

  it('keep the choice between visits, and drop a stored value of the wrong type', () => {
    const kept = restoreSettings({ ...DEFAULT_SETTINGS, codeCalls: true, codeSearchFirst: true, codeTools: 'get_expenses' });
    expect(kept).toMatchObject({ codeCalls: true, codeSearchFirst: true, codeTools: 'get_expenses' });
    expect(restoreSettings({ codeCalls: 'yes', codeTools: 3 })).toMatchObject({ codeCalls: false, codeTools: '' });
  });
});
