/**
 * URL rules for MCP servers with no dependencies, so browser code (live mode's
 * form) can use them without bundling the shipped catalogs.
 */

/**
 * Built-in demo MCP servers are addressed by a stable, clearly fake URL (the
 * reserved `.example` TLD, no port) so recordings are identical wherever they
 * are made; the emulator maps these URLs to in-process servers.
 */
export const BUILTIN_MCP_ORIGIN = 'https://mcp.tool-search-lab.example';

export function builtinMcpUrl(catalogId: string): string {
  return `${BUILTIN_MCP_ORIGIN}/${catalogId}`;
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
