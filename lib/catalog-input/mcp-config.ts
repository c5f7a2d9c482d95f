import { z } from 'zod';
import { firstIssue, isRecord, problem, type Path } from './listing';
import type { CatalogProblem, ConfigServer } from './types';

/**
 * A Claude Code (`.mcp.json`, `~/.claude.json`) or Claude Desktop (`claude_desktop_config.json`)
 * configuration names servers, not tools: the app cannot start a stdio server nor hold their
 * secrets, so it lists them and says how to export each one's `tools/list`. Nothing secret is kept:
 * no arguments (a token is often one), no environment values, no headers, no URL query.
 */

/** Far more than anyone configures; keeps a wrong file from filling the screen. */
export const MAX_CONFIG_SERVERS = 1_000;

const entry = z.looseObject(
  {
    type: z.string('expected-string').optional(),
    command: z.string('expected-string').optional(),
    url: z.string('expected-string').optional(),
    env: z.record(z.string(), z.unknown(), 'config-expected-env').optional(),
  },
  'config-bad-server',
);

function transportOf(type: string | undefined, hasUrl: boolean): ConfigServer['transport'] | undefined {
  if (type === undefined) return hasUrl ? 'http' : 'stdio';
  if (type === 'stdio') return 'stdio';
  if (type === 'http' || type === 'streamable-http' || type === 'streamableHttp') return 'http';
  if (type === 'sse') return 'sse';
  return undefined;
}

/** Scheme, host and path only. */
function safeUrl(raw: string): string | undefined {
  try {
    const u = new URL(raw);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return undefined;
  }
}

function readServers(servers: unknown, path: Path, out: ConfigServer[], seen: Set<string>): CatalogProblem | undefined {
  if (!isRecord(servers)) return problem(path, { code: 'config-not-object' }).error;
  for (const [name, value] of Object.entries(servers)) {
    if (out.length >= MAX_CONFIG_SERVERS) return problem(path, { code: 'config-too-many', limit: MAX_CONFIG_SERVERS }).error;
    const at = [...path, name];
    const parsed = entry.safeParse(value);
    if (!parsed.success) return firstIssue(parsed.error, at).error;
    const { type, command, url, env } = parsed.data;
    const transport = transportOf(type, url !== undefined);
    if (!transport) return problem([...at, 'type'], { code: 'config-unknown-transport', type: type ?? '' }).error;
    if (transport === 'stdio' && !command) return problem([...at, 'command'], { code: 'config-needs-command' }).error;
    if (transport !== 'stdio' && !url) return problem([...at, 'url'], { code: 'config-needs-url', transport }).error;
    // ~/.claude.json lists the same server under several projects: once is enough.
    if (seen.has(name)) continue;
    seen.add(name);
    const shownUrl = url !== undefined ? safeUrl(url) : undefined;
    if (url !== undefined && !shownUrl) return problem([...at, 'url'], { code: 'config-bad-url' }).error;
    out.push({
      name,
      transport,
      ...(transport === 'stdio' && command ? { command } : {}),
      ...(shownUrl ? { url: shownUrl } : {}),
      envNames: Object.keys(env ?? {}),
    });
  }
  return undefined;
}

/** True when the value is an MCP configuration (it has `mcpServers`, at the top or under `projects`). */
export function isMcpConfig(value: Record<string, unknown>): boolean {
  return 'mcpServers' in value || (isRecord(value.projects) && Object.values(value.projects).some((p) => isRecord(p) && 'mcpServers' in p));
}

export function readMcpConfig(value: Record<string, unknown>): { ok: true; servers: ConfigServer[] } | { ok: false; error: CatalogProblem } {
  const servers: ConfigServer[] = [];
  const seen = new Set<string>();
  if ('mcpServers' in value) {
    const error = readServers(value.mcpServers, ['mcpServers'], servers, seen);
    if (error) return { ok: false, error };
  }
  if (isRecord(value.projects)) {
    for (const [project, settings] of Object.entries(value.projects)) {
      if (!isRecord(settings) || !('mcpServers' in settings)) continue;
      const error = readServers(settings.mcpServers, ['projects', project, 'mcpServers'], servers, seen);
      if (error) return { ok: false, error };
    }
  }
  return servers.length > 0 ? { ok: true, servers } : problem(['mcpServers'], { code: 'config-no-servers' });
}

/** A word for a POSIX shell: as it is when it is plainly safe, else single-quoted. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that writes a configured server's `tools/list` to a file, through the MCP Inspector's
 * CLI, which reads the same configuration (command, arguments, environment, headers) itself.
 */
export function exportCommand(server: Pick<ConfigServer, 'name'>, configFile: string): string {
  return [
    'npx @modelcontextprotocol/inspector --cli --config',
    shellWord(configFile),
    '--server',
    shellWord(server.name),
    '--method tools/list >',
    shellWord(`${server.name.replace(/[^\w.-]+/g, '-')}.tools.json`),
  ].join(' ');
}
