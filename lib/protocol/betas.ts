/**
 * The `anthropic-beta` values this app sends or accepts. Tool search itself is GA (plain
 * `client.messages.create`); the MCP connector is still a beta, and SDK 1.12 lists two of them.
 */

/** The MCP connector's betas in SDK 1.12; either enables it. The first is the one requests send by default. */
export const MCP_BETAS = ['mcp-client-2025-11-20', 'mcp-client-2026-09-15'] as const;
export type McpBeta = (typeof MCP_BETAS)[number];
export const MCP_BETA: McpBeta = MCP_BETAS[0];
/** The connector beta under which the emulator answers with `mcp_tool_listing` blocks (which beta brings them is not published: a modelled choice). */
export const MCP_LISTING_BETA: McpBeta = MCP_BETAS[1];

export const isMcpBeta = (value: unknown): value is McpBeta => (MCP_BETAS as readonly unknown[]).includes(value);

/** Whether a request's `anthropic-beta` values turn the MCP connector on. */
export const hasMcpBeta = (betas: readonly string[]) => MCP_BETAS.some((b) => betas.includes(b));
