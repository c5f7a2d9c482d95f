/**
 * The URLs of MCP servers: where this app's own demo servers live, and which URLs the real API
 * can never reach. No dependencies, so browser code (live mode's form) can read them without
 * bundling the shipped catalogs.
 */

/**
 * Built-in demo MCP servers are addressed by a stable, clearly fake URL (the reserved `.example`
 * TLD, no port) so recordings are identical wherever they are made; the emulator maps these URLs
 * to in-process servers.
 */
export const BUILTIN_MCP_ORIGIN = 'https://mcp.tool-search-lab.example';

export function builtinMcpUrl(catalogId: string): string {
  return `${BUILTIN_MCP_ORIGIN}/${catalogId}`;
}

/** What a demo MCP server reports as its `serverInfo` in `initialize`: its own name and version, not the alias a client gives it. */
export function demoServerInfo(catalogId: string): { name: string; version: string } {
  return { name: `tool-search-lab-${catalogId}`, version: '1.0.0' };
}

/** The path of a built-in URL (the catalog it names, unchecked), or undefined for any other URL. */
export function builtinMcpPath(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.origin !== BUILTIN_MCP_ORIGIN) return undefined;
  return parsed.pathname.replace(/^\/+|\/+$/g, '');
}

/** A loopback URL: one the real API cannot reach (live mode's form warns about it). */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}
