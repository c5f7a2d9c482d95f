import { isCatalogId } from '@/lib/scenario/catalog-info';
import { BUILTIN_MCP_ORIGIN } from './mcp-urls';

export { BUILTIN_MCP_ORIGIN, builtinMcpUrl, isLoopbackUrl } from './mcp-urls';

/** The catalog a built-in URL serves, or undefined for any other URL. */
export function builtinCatalogOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.origin !== BUILTIN_MCP_ORIGIN) return undefined;
  const id = parsed.pathname.replace(/^\/+|\/+$/g, '');
  return isCatalogId(id) ? id : undefined;
}
