import type { BetaRequestMCPServerURLDefinition } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { ToolDefinition } from '@/lib/scenario/types';
import { invalidRequest } from './api-error';
import { McpUnreachableError, type McpCallResult, type McpConnection, type McpConnector } from './mcp-connection';

/**
 * The MCP servers of one request: connected and listed up front (the service
 * must know every definition before the model runs), called during the loop,
 * closed when the response is done.
 */
export class McpSession {
  private constructor(
    readonly tools: Record<string, ToolDefinition[]>,
    private readonly connections: Map<string, McpConnection>,
    /** What each server's `initialize` said in `instructions`, if anything: the model reads it beside the server's tools. */
    readonly instructions: Record<string, string> = {},
  ) {}

  /**
   * `listed(name)` says whether the service must ask a server for its tools: not when the
   * toolset pins them, nor when an earlier `mcp_tool_listing` is sent back.
   */
  static async open(
    servers: readonly BetaRequestMCPServerURLDefinition[],
    connector: McpConnector,
    listed: (server: string) => boolean = () => true,
  ): Promise<McpSession> {
    const connections = new Map<string, McpConnection>();
    const tools: Record<string, ToolDefinition[]> = {};
    const instructions: Record<string, string> = {};
    try {
      for (const [i, server] of servers.entries()) {
        try {
          const connection = await connector(server);
          connections.set(server.name, connection);
          const said = connection.instructions?.();
          if (said) instructions[server.name] = said;
          if (listed(server.name)) tools[server.name] = await connection.listTools();
        } catch (e) {
          // MODELLED message: the API's text for an unreachable connector server is not documented.
          // What the server answered stays out: a refused or failing server's body is not the caller's to read.
          const reason = e instanceof McpUnreachableError ? e.message : 'tools/list failed';
          throw invalidRequest(`mcp_servers.${i}: could not connect to MCP server "${server.name}" at ${server.url}: ${reason}`);
        }
      }
    } catch (e) {
      await Promise.allSettled([...connections.values()].map((c) => c.close()));
      throw e;
    }
    return new McpSession(tools, connections, instructions);
  }

  async call(server: string, name: string, args: Record<string, unknown>): Promise<McpCallResult> {
    const connection = this.connections.get(server);
    if (!connection) return { text: [`MCP server "${server}" is not connected`], isError: true };
    try {
      return await connection.callTool(name, args);
    } catch (e) {
      return { text: [`tools/call failed: ${(e as Error).message}`], isError: true };
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.connections.values()].map((c) => c.close()));
  }
}
