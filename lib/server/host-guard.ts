import { apiErrorResponse } from '@/lib/service/api-error';

/**
 * Which Host a route that acts answers to. A DNS-rebinding page
 * (attacker.example resolving to this server) is same-origin for the browser:
 * its Origin matches its Host, so the origin check passes it. Only the name it
 * used gives it away. Loopback names are always served, because that is where
 * the app runs by default (and the e2e, bench and static servers use
 * 127.0.0.1 and localhost); any other name must be listed by the operator in
 * `ALLOWED_HOSTS` (comma- or space-separated; `name` for any port,
 * `name:port` for one).
 */

export interface HostEnv {
  ALLOWED_HOSTS?: string | undefined;
}

/** Read at each request, so a changed environment needs no rebuild. */
export const hostEnv = (): HostEnv => ({ ALLOWED_HOSTS: process.env.ALLOWED_HOSTS });

export interface AllowedHosts {
  /** Lower-case names, each with any port. */
  names: ReadonlySet<string>;
  /** Lower-case `name:port` pairs. */
  withPort: ReadonlySet<string>;
}

const LOOPBACK_NAMES = ['localhost', '[::1]'];

export function allowedHostsOf(env: HostEnv): AllowedHosts {
  const names = new Set(LOOPBACK_NAMES);
  const withPort = new Set<string>();
  for (const entry of (env.ALLOWED_HOSTS ?? '').split(/[\s,]+/)) {
    const host = entry.trim().toLowerCase();
    if (!host) continue;
    if (/:\d+$/.test(host)) withPort.add(host);
    else names.add(host);
  }
  return { names, withPort };
}

/** `name` and `port` of a Host value, IPv6 in brackets; undefined for anything that is not a host. */
function splitHost(value: string): { name: string; port: string | undefined } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/.exec(value.trim().toLowerCase());
  return match ? { name: match[1]!, port: match[2] } : undefined;
}

const isLoopbackIpv4 = (name: string) => /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(name);

export function isAllowedHost(value: string, allowed: AllowedHosts): boolean {
  const host = splitHost(value);
  if (!host) return false;
  if (allowed.names.has(host.name) || isLoopbackIpv4(host.name)) return true;
  return host.port !== undefined && allowed.withPort.has(`${host.name}:${host.port}`);
}

/**
 * Every name the request says it was sent to: `Host`, and each
 * `X-Forwarded-Host` entry (Next fills that header from Host when it is
 * absent; a client or proxy that sends one is held to the same list).
 */
function claimedHosts(request: Request): string[] {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  const forwarded = (request.headers.get('x-forwarded-host') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return [host, ...forwarded];
}

/** The 403 for a request sent to a name this app does not serve, or undefined when every name it claims is allowed. */
export function hostRefusal(request: Request, allowed: AllowedHosts, headers?: HeadersInit): Response | undefined {
  const refused = claimedHosts(request).find((host) => !isAllowedHost(host, allowed));
  if (refused === undefined) return undefined;
  const shown = refused.length > 100 ? `${refused.slice(0, 100)}…` : refused;
  return apiErrorResponse(
    403,
    'permission_error',
    `This app does not answer requests sent to the host ${JSON.stringify(shown)}: it serves loopback names and the hosts its operator lists in ALLOWED_HOSTS.`,
    headers ? { headers } : {},
  );
}
