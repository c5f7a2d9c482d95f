import type { ToolDefinition } from '@/lib/scenario/types';

/** Which shape a catalog arrived in, as recognised from its JSON. */
export type CatalogShape =
  /** A Messages API `tools` array, or a whole request body with one. */
  | 'api-tools'
  /** An MCP `tools/list` result: `{"tools": [...]}`. */
  | 'mcp-tools-list'
  /** The whole JSON-RPC response to `tools/list`: `{"jsonrpc", "id", "result": {"tools"}}`. */
  | 'jsonrpc-response'
  /** Several servers' listings at once: `{"servers": …}`, an array of listings, or listings keyed by server name. */
  | 'servers'
  /** A Claude Code / Claude Desktop MCP configuration: `{"mcpServers": {…}}`. */
  | 'mcp-config';

/** One server's listing, as the input gave it. */
export interface CatalogServer {
  /** `null` for a listing that names no server (a bare `tools` array or `tools/list` result). */
  name: string | null;
  version?: string;
  instructions?: string;
  /** Definitions with the server's own (bare) names, `inputSchema` renamed to the API's `input_schema`. */
  tools: ToolDefinition[];
  /** The listing carries a `nextCursor`: only its first page is here. */
  truncated?: boolean;
  /** Bare names of the tools whose `_meta["anthropic/alwaysLoad"]` is true. */
  alwaysLoad?: string[];
}

/** One tool of the catalog, with the name a search sees. */
export interface CatalogEntry {
  /**
   * The name a `tool_reference` carries: `{server}_{name}` for a named server's
   * tool, as the API composes it for MCP tools (SDK 1.12's `BetaToolChangeToolReference`); its own
   * name when no server is named.
   */
  name: string;
  /** The name the server lists it under. */
  bareName: string;
  server: string | null;
  definition: ToolDefinition;
  /** Its server asks that it be loaded up front (`_meta["anthropic/alwaysLoad"]`): Claude Code honours it; the API has no such field. */
  alwaysLoad?: true;
}

/** The same bare name on several servers: kept apart by their composed names, never merged. */
export interface NameCollision {
  bareName: string;
  servers: string[];
  /** The composed names, one per server, in catalog order. */
  names: string[];
}

/** A server named in an MCP configuration: the app cannot start it, so it says how to export its tools. */
export interface ConfigServer {
  name: string;
  transport: 'stdio' | 'http' | 'sse';
  /** For stdio: the program the client starts (its arguments are left out: they may hold secrets). */
  command?: string;
  /** For http/sse: scheme, host and path only (a query string may hold a key). */
  url?: string;
  /** Environment variables the configuration sets for it, by name only. */
  envNames: string[];
}

export interface CatalogProblem {
  /** Where in the JSON, as `servers[2].tools[0].name`; `(root)` for the whole value. */
  path: string;
  message: string;
}

export type ParsedCatalog =
  | {
      ok: true;
      kind: 'tools';
      shape: CatalogShape;
      servers: CatalogServer[];
      tools: CatalogEntry[];
      collisions: NameCollision[];
      /** What was read but left out, and why (a search tool entry in a `tools` array, a listing's next page). */
      notes: string[];
    }
  | { ok: true; kind: 'config'; shape: 'mcp-config'; servers: ConfigServer[] }
  | { ok: false; error: CatalogProblem };

export const problemText = (p: CatalogProblem) => `${p.path}: ${p.message}`;
