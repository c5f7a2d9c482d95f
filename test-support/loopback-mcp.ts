import { serveOnLoopback, type LoopbackServer } from './loopback-server';
import { registerHostedMcpUrl } from '@/lib/service/mcp-hosted-urls';
import { handleMcpHttp } from '@/lib/service/mcp-http';

export interface LoopbackMcpServer extends LoopbackServer {
  /** The MCP endpoint, `http://127.0.0.1:<port>/mcp`: the one URL the emulator's connector will reach on it. */
  mcpUrl: string;
}

/**
 * A shipped catalog served over MCP Streamable HTTP on 127.0.0.1, registered
 * with the emulator's connector for as long as it runs.
 */
export async function serveCatalogOnLoopback(catalogId: string): Promise<LoopbackMcpServer> {
  const server = await serveOnLoopback((request) => handleMcpHttp(catalogId, request));
  const mcpUrl = `${server.url}/mcp`;
  const withdraw = registerHostedMcpUrl(mcpUrl);
  return {
    url: server.url,
    mcpUrl,
    close: async () => {
      withdraw();
      await server.close();
    },
  };
}
