import { MCP_BETA, MCP_BETAS, type McpBeta } from '@/lib/protocol/betas';
import { FAIL_HEADER, MCP_SEARCH_NAMES_HEADER, PACE_HEADER, SIMULATED_FAILURES, type SimulatedFailure } from '@/lib/protocol/lab-headers';
import { BUILTIN_MCP_ORIGIN, isLoopbackUrl } from '@/lib/protocol/mcp-urls';
import { DEFAULT_MODEL_ID, TOOL_SEARCH_MODELS } from '@/lib/protocol/models';
import { DEFAULT_MCP_SEARCH_NAME, isMcpSearchName, SCENARIO_SEARCHES, type McpSearchName, type ScenarioSearch } from '@/lib/protocol/search-tools';
import type { NO_SEARCH } from '@/lib/scenario/types';
import { scrubQuestion } from './scrub';

/**
 * The live page's form, and the rules that turn it into a run: where requests
 * go, what they carry, and what must be fixed before anything is sent. Pure;
 * the key and MCP token are not settings (they never persist with these).
 */

export type Route = 'browser' | 'server';
/** `anthropic` is the real API (for the server route: whatever LIVE_UPSTREAM_BASE_URL names). */
export type Target = 'anthropic' | 'emulator' | 'custom';

export interface LiveSettings {
  route: Route;
  target: Target;
  customBaseUrl: string;
  model: string;
  mode: 'client' | 'mcp';
  search: ScenarioSearch;
  /** Shipped catalogs: inline deferred tools (client mode), or demo MCP servers (MCP mode, emulator only). */
  catalogs: string[];
  /**
   * A catalog of the user's own, kept in this browser (its id): its definitions go inline, deferred,
   * in client mode. In MCP mode the API lists the server itself, so it is the server's URL that counts.
   */
  yours: string | null;
  /** Tool names kept loaded, as typed: comma- or space-separated. */
  nonDeferred: string;
  /** MCP mode: the user's own server. */
  mcpUrl: string;
  mcpName: string;
  /** MCP mode: which connector beta the requests name (SDK 1.12 lists two). */
  mcpBeta: McpBeta;
  /** MCP mode, emulator only: what name its search matches an MCP tool by (the prefix reading is unverified). */
  mcpSearchNames: McpSearchName;
  /**
   * Programmatic tool calling (client mode only): the code execution tool joins the request and
   * the tools code may call get `allowed_callers` naming it.
   */
  codeCalls: boolean;
  /** With code calls: keep the search tool and deferral (tool search, then code), or send every definition loaded. */
  codeSearchFirst: boolean;
  /** The tools code may call, as typed (comma- or space-separated); empty: every tool of the chosen catalogs. */
  codeTools: string;
  question: string;
  maxTokens: number;
  timeoutSeconds: number;
  countTokens: boolean;
  simulate: { failure: SimulatedFailure | 'none'; onRequest: number };
}


export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
export const EMULATOR_PATH = '/api/emulator';
export const SERVER_ROUTE_PATH = { anthropic: '/api/live/upstream', emulator: '/api/live/emulator' } as const;
/** Slow enough to watch a response arrive from the emulator, fast enough not to bore. */
export const EMULATOR_PACE_MS = 12;

export const DEFAULT_SETTINGS: LiveSettings = {
  route: 'browser',
  target: 'anthropic',
  customBaseUrl: '',
  model: DEFAULT_MODEL_ID,
  mode: 'client',
  search: 'regex',
  catalogs: ['demo-weather'],
  yours: null,
  nonDeferred: '',
  mcpUrl: '',
  mcpName: 'mine',
  mcpBeta: MCP_BETA,
  mcpSearchNames: DEFAULT_MCP_SEARCH_NAME,
  codeCalls: false,
  codeSearchFirst: false,
  codeTools: '',
  question: 'What is the weather in San Francisco?',
  maxTokens: 1024,
  timeoutSeconds: 120,
  countTokens: true,
  simulate: { failure: 'none', onRequest: 1 },
};

export const SIMULATABLE = SIMULATED_FAILURES;

/** What the app's server route says about itself (GET /api/live/status). */
export interface ServerInfo {
  serverKey: boolean;
  upstream: 'anthropic' | 'custom';
  /** No server route answered (a static deploy): only the browser route can work. */
  absent?: boolean;
}

export function parseToolNames(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean))];
}

export function baseUrlFor(settings: Pick<LiveSettings, 'route' | 'target' | 'customBaseUrl'>, origin: string): string {
  if (settings.route === 'server') return `${origin}${SERVER_ROUTE_PATH[settings.target === 'emulator' ? 'emulator' : 'anthropic']}`;
  if (settings.target === 'emulator') return `${origin}${EMULATOR_PATH}`;
  if (settings.target === 'custom') return settings.customBaseUrl.trim().replace(/\/+$/, '');
  return ANTHROPIC_BASE_URL;
}

/**
 * Whether the emulator's own headers (pacing, simulated failures) may be sent.
 * Never to the real API from a browser: an unknown header fails its CORS
 * preflight. A server upstream set by LIVE_UPSTREAM_BASE_URL may be an emulator.
 */
export function emulatorControls(settings: Pick<LiveSettings, 'route' | 'target'>, server: ServerInfo | null): boolean {
  if (settings.target === 'emulator') return true;
  return settings.route === 'server' && settings.target === 'anthropic' && server?.upstream === 'custom';
}

export type SettingsIssue =
  | 'question-missing'
  | 'model-missing'
  | 'key-missing'
  | 'server-key-missing'
  | 'server-route-absent'
  | 'custom-base-url-invalid'
  | 'custom-needs-browser'
  | 'no-tools'
  | 'custom-search-needs-client'
  | 'mcp-url-invalid'
  | 'mcp-name-invalid'
  | 'mcp-demo-needs-emulator'
  | 'mcp-url-unreachable'
  | 'mcp-url-needs-api'
  | 'yours-mcp-needs-url'
  | 'code-calls-need-client'
  | 'max-tokens-invalid'
  | 'timeout-invalid';

export type SettingsWarning = 'model-unlisted' | 'non-deferred-unknown' | 'custom-base-url-http' | 'code-tools-unknown';

export interface SettingsCheck {
  issues: SettingsIssue[];
  warnings: SettingsWarning[];
  unknownTools: string[];
  /** Names typed under "tools code may call" that no chosen catalog defines. */
  unknownCodeTools: string[];
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Everything that must be right before a request leaves. `knownTools` are the
 * names in the chosen catalogs (undefined while they load): a typo in the
 * non-deferred list is a warning, since the user's own MCP server may have it.
 */
export function checkSettings(
  settings: LiveSettings,
  context: { hasKey: boolean; server: ServerInfo | null; knownTools?: ReadonlySet<string> },
): SettingsCheck {
  const issues: SettingsIssue[] = [];
  const warnings: SettingsWarning[] = [];
  const realApi = settings.target !== 'emulator';

  if (!settings.question.trim()) issues.push('question-missing');
  if (!settings.model.trim()) issues.push('model-missing');
  else if (!TOOL_SEARCH_MODELS.includes(settings.model.trim())) warnings.push('model-unlisted');
  if (!Number.isInteger(settings.maxTokens) || settings.maxTokens < 1 || settings.maxTokens > 128_000) issues.push('max-tokens-invalid');
  if (!Number.isFinite(settings.timeoutSeconds) || settings.timeoutSeconds < 1 || settings.timeoutSeconds > 600) issues.push('timeout-invalid');

  if (settings.route === 'browser') {
    if (realApi && !context.hasKey) issues.push('key-missing');
    if (settings.target === 'custom') {
      if (!isHttpUrl(settings.customBaseUrl.trim())) issues.push('custom-base-url-invalid');
      else if (settings.customBaseUrl.trim().startsWith('http:') && !isLoopbackUrl(settings.customBaseUrl.trim())) warnings.push('custom-base-url-http');
    }
  } else {
    if (settings.target === 'custom') issues.push('custom-needs-browser');
    if (context.server?.absent) issues.push('server-route-absent');
    else if (settings.target === 'anthropic' && context.server && !context.server.serverKey) issues.push('server-key-missing');
  }

  if (settings.search === 'custom' && settings.mode !== 'client') issues.push('custom-search-needs-client');

  const ownServer = settings.mode === 'mcp' && settings.mcpUrl.trim() !== '';
  if (settings.mode === 'mcp') {
    if (ownServer) {
      const url = settings.mcpUrl.trim();
      if (!isHttpUrl(url)) issues.push('mcp-url-invalid');
      // The API calls the MCP server from Anthropic's side: it cannot reach this machine or the demo servers.
      else if (realApi && (isLoopbackUrl(url) || url.startsWith(BUILTIN_MCP_ORIGIN))) issues.push('mcp-url-unreachable');
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(settings.mcpName.trim())) issues.push('mcp-name-invalid');
    }
    if (settings.catalogs.length > 0 && realApi) issues.push('mcp-demo-needs-emulator');
    // The emulator reaches only the MCP servers this app hosts; a server of the user's is the real API's to call.
    if (ownServer && !realApi) issues.push('mcp-url-needs-api');
    if (settings.yours && !ownServer) issues.push('yours-mcp-needs-url');
  }
  const yoursInline = settings.yours !== null && settings.mode === 'client';
  if (settings.catalogs.length === 0 && !ownServer && !yoursInline) issues.push('no-tools');

  const unknownTools = context.knownTools && !ownServer ? parseToolNames(settings.nonDeferred).filter((n) => !context.knownTools?.has(n)) : [];
  if (unknownTools.length > 0) warnings.push('non-deferred-unknown');
  // The docs rule out MCP connector tools called from code: refused here, before anything is sent.
  if (settings.codeCalls && settings.mode !== 'client') issues.push('code-calls-need-client');
  const unknownCodeTools =
    settings.codeCalls && context.knownTools ? parseToolNames(settings.codeTools).filter((n) => !context.knownTools?.has(n)) : [];
  if (unknownCodeTools.length > 0) warnings.push('code-tools-unknown');
  return { issues, warnings, unknownTools, unknownCodeTools };
}

/** The unverified prefix reading applies to MCP-hosted tools, and only the emulator honours it. */
function prefixReading(settings: Pick<LiveSettings, 'mode' | 'mcpSearchNames'>): boolean {
  return settings.mode === 'mcp' && settings.mcpSearchNames === 'prefixed';
}

/** Headers for request number `n` (1-based) of a run: pacing, the search reading, and the simulated failure if it is due. */
export function emulatorHeaders(settings: LiveSettings, server: ServerInfo | null, n: number): Record<string, string> {
  if (!emulatorControls(settings, server)) return {};
  const headers: Record<string, string> = { [PACE_HEADER]: String(EMULATOR_PACE_MS) };
  if (prefixReading(settings)) headers[MCP_SEARCH_NAMES_HEADER] = 'prefixed';
  const { failure, onRequest } = settings.simulate;
  if (failure !== 'none' && n === onRequest) headers[FAIL_HEADER] = failure;
  return headers;
}

/** Settings as stored between visits: never a secret (there is none in them), and unknown fields dropped. */
export function restoreSettings(raw: unknown): LiveSettings {
  if (!raw || typeof raw !== 'object') return DEFAULT_SETTINGS;
  const r = raw as Partial<Record<keyof LiveSettings, unknown>>;
  const pick = <K extends keyof LiveSettings>(key: K, ok: (v: unknown) => boolean): LiveSettings[K] =>
    ok(r[key]) ? (r[key] as LiveSettings[K]) : DEFAULT_SETTINGS[key];
  const str = (v: unknown) => typeof v === 'string';
  const oneOf = (...values: string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
  return {
    route: pick('route', oneOf('browser', 'server')),
    target: pick('target', oneOf('anthropic', 'emulator', 'custom')),
    customBaseUrl: pick('customBaseUrl', str),
    model: pick('model', str),
    mode: pick('mode', oneOf('client', 'mcp')),
    search: pick('search', oneOf(...SCENARIO_SEARCHES)),
    catalogs: pick('catalogs', (v) => Array.isArray(v) && v.every(str)),
    yours: pick('yours', (v) => v === null || (typeof v === 'string' && /^yours-[a-z0-9]{6,40}$/.test(v))),
    nonDeferred: pick('nonDeferred', str),
    mcpUrl: pick('mcpUrl', str),
    mcpName: pick('mcpName', str),
    mcpBeta: pick('mcpBeta', oneOf(...MCP_BETAS)),
    mcpSearchNames: pick('mcpSearchNames', isMcpSearchName),
    codeCalls: pick('codeCalls', (v) => typeof v === 'boolean'),
    codeSearchFirst: pick('codeSearchFirst', (v) => typeof v === 'boolean'),
    codeTools: pick('codeTools', str),
    question: pick('question', str),
    maxTokens: pick('maxTokens', Number.isInteger),
    timeoutSeconds: pick('timeoutSeconds', (v) => typeof v === 'number'),
    countTokens: pick('countTokens', (v) => typeof v === 'boolean'),
    // A simulated failure is for one test run, not a preference to carry over.
    simulate: DEFAULT_SETTINGS.simulate,
  };
}

/** What a run was asked to do: the settings it started with, minus anything secret. Goes into the run export. */
export interface RunPlan {
  /** Scrubbed of anything shaped like a secret before it is sent, shown or saved. */
  question: string;
  /** Something shaped like a secret was taken out of the question (the page says so). */
  questionScrubbed?: true;
  mode: LiveSettings['mode'];
  /** `none`: code calls the tools with no search first, every definition loaded. */
  search: ScenarioSearch | typeof NO_SEARCH;
  model: string;
  maxTokens: number;
  catalogs: string[];
  /** Client mode: a catalog of the user's own, sent inline (its definitions are read from the browser when the run starts). */
  yours?: { id: string; name: string; tools: number };
  nonDeferred: string[];
  /** MCP mode: the user's own server (its token, if any, is never part of the plan). */
  mcpServer?: { url: string; name: string; withToken: boolean };
  /** MCP mode: the connector beta the requests name. */
  mcpBeta?: McpBeta;
  /** MCP mode against the emulator: its search matched composed names (the unverified reading). Absent: own names. */
  mcpSearchNames?: 'prefixed';
  /** Programmatic tool calling: the tools code may call (empty: every tool of the run's catalogs). */
  codeCalls?: { tools: string[] };
  route: Route;
  target: Target;
  countTokens: boolean;
}

/** `yourCatalog`: the name and size of the catalog `settings.yours` names, as the page knows them. */
export function planRun(settings: LiveSettings, withMcpToken: boolean, yourCatalog?: { name: string; tools: number }): RunPlan {
  const ownServer = settings.mode === 'mcp' && settings.mcpUrl.trim() !== '';
  const yours = settings.mode === 'client' && settings.yours && yourCatalog ? { id: settings.yours, ...yourCatalog } : undefined;
  const question = scrubQuestion(settings.question.trim());
  const codeCalls = settings.codeCalls && settings.mode === 'client';
  return {
    question: question.text,
    ...(question.scrubbed ? { questionScrubbed: true as const } : {}),
    mode: settings.mode,
    search: codeCalls && !settings.codeSearchFirst ? 'none' : settings.search,
    model: settings.model.trim(),
    maxTokens: settings.maxTokens,
    catalogs: [...settings.catalogs],
    ...(yours ? { yours } : {}),
    nonDeferred: parseToolNames(settings.nonDeferred),
    ...(ownServer ? { mcpServer: { url: settings.mcpUrl.trim(), name: settings.mcpName.trim(), withToken: withMcpToken } } : {}),
    ...(settings.mode === 'mcp' ? { mcpBeta: settings.mcpBeta } : {}),
    ...(prefixReading(settings) ? { mcpSearchNames: 'prefixed' as const } : {}),
    ...(codeCalls ? { codeCalls: { tools: parseToolNames(settings.codeTools) } } : {}),
    route: settings.route,
    target: settings.target,
    countTokens: settings.countTokens,
  };
}

/** The targets a route can reach: a custom base URL is the browser's only (the server never takes a URL from the page). */
export function targetsFor(route: Route): Target[] {
  return route === 'browser' ? ['anthropic', 'emulator', 'custom'] : ['anthropic', 'emulator'];
}

/** The server route's "real API" is whatever LIVE_UPSTREAM_BASE_URL names: its label says which. */
export function targetNamesUpstream(route: Route, target: Target): boolean {
  return route === 'server' && target === 'anthropic';
}

/** Choosing a route: a target it cannot reach falls back to the real API. */
export function withRoute(settings: Pick<LiveSettings, 'target'>, route: Route): Partial<LiveSettings> {
  return { route, ...(targetsFor(route).includes(settings.target) ? {} : { target: 'anthropic' as const }) };
}

/** A custom search tool runs in the client: MCP-hosted execution has none, so it falls back to regex. */
export function searchAllowed(search: ScenarioSearch, mode: LiveSettings['mode']): boolean {
  return search !== 'custom' || mode === 'client';
}

/** MCP mode has no code calls: the docs rule out MCP connector tools called from code, so choosing it turns them off. */
export function withMode(settings: Pick<LiveSettings, 'search'>, mode: LiveSettings['mode']): Partial<LiveSettings> {
  return { mode, ...(searchAllowed(settings.search, mode) ? {} : { search: 'regex' as const }), ...(mode === 'mcp' ? { codeCalls: false } : {}) };
}

/** Ticking a catalog keeps the list in `order` (the shipped catalogs' order), whatever order they were ticked in. */
export function withCatalog(catalogs: readonly string[], catalog: string, on: boolean, order: readonly string[]): string[] {
  const chosen = on ? [...catalogs, catalog] : catalogs.filter((c) => c !== catalog);
  return order.filter((c) => chosen.includes(c));
}

/** What the page knows of the server route's key: nothing yet, no route at all, or whether it holds one. */
export type ServerKeyStatus = 'unknown' | 'absent' | 'yes' | 'no';

export function serverKeyStatus(server: ServerInfo | null): ServerKeyStatus {
  if (server === null) return 'unknown';
  if (server.absent) return 'absent';
  return server.serverKey ? 'yes' : 'no';
}

/** "Simulate on request #": a whole number from 1, whatever was typed. */
export function simulateOnRequest(typed: string | number): number {
  return Math.max(1, Math.round(Number(typed)) || 1);
}

/**
 * Where a visit's run goes until the reader chooses: the emulator, which needs no
 * key and costs nothing, unless a key is already here (remembered in this tab) or
 * the app's server route holds one.
 */
export function openingConnection(context: { rememberedKey: boolean; server: ServerInfo | null }): Pick<LiveSettings, 'route' | 'target'> {
  if (context.rememberedKey) return { route: 'browser', target: 'anthropic' };
  if (context.server?.serverKey && !context.server.absent) return { route: 'server', target: 'anthropic' };
  return { route: 'browser', target: 'emulator' };
}

/** Choosing where the run goes: a custom base URL is reached from the browser only. */
export function withTarget(settings: Pick<LiveSettings, 'route'>, target: Target): Partial<LiveSettings> {
  return { target, ...(targetsFor(settings.route).includes(target) ? {} : { route: 'browser' as const }) };
}
