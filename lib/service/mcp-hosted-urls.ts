/**
 * The MCP servers this app itself serves over HTTP (on loopback, for tests and
 * local tools), by exact URL. The emulator's connector reaches these and the
 * built-in in-process servers, and nothing else: any other URL, loopback
 * included, could be a service on the host that must not be reached on behalf
 * of whoever can post to the emulator's route.
 */

const hosted = new Set<string>();

function normal(url: string): string | undefined {
  try {
    return new URL(url).href;
  } catch {
    return undefined;
  }
}

/** Registers a URL the app serves an MCP server at; the returned function withdraws it. */
export function registerHostedMcpUrl(url: string): () => void {
  const href = normal(url);
  if (!href) throw new Error(`not a URL: ${url}`);
  hosted.add(href);
  return () => {
    hosted.delete(href);
  };
}

/** Exactly a registered URL: another path, port, query or host on the same machine is not. */
export function isHostedMcpUrl(url: string): boolean {
  const href = normal(url);
  return href !== undefined && hosted.has(href);
}
