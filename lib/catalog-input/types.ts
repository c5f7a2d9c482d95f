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

/** A tool named in a problem: its server (null for a listing that names none) and its name there. */
export interface ToolWhere {
  server: string | null;
  tool: string;
}

/**
 * What is wrong with a catalog, as data: a code and the values its sentence needs. The parser
 * never words it; lib/i18n does, in the reader's language (the CLI prints the English).
 */
export type CatalogProblemDetail =
  /** JSON.parse failed where the scanner located it: `found` and `expected` are JSON's own tokens. */
  | { code: 'json-syntax'; line: number; column: number; found: string; expected: string }
  | { code: 'json-invalid'; detail: string }
  | { code: 'too-large'; megabytes: number }
  | { code: 'too-deep'; limit: number; at: string }
  | { code: 'not-a-catalog' }
  | { code: 'not-a-listing' }
  | { code: 'no-tools-key' }
  | { code: 'tools-not-array' }
  | { code: 'result-not-object' }
  | { code: 'jsonrpc-error'; message: string | null }
  | { code: 'tool-name-missing' }
  | { code: 'tool-name-empty' }
  /** A name outside the API's pattern (`custom`) or MCP's (`mcp`); `name` with hidden characters shown as escapes. */
  | { code: 'tool-name-pattern'; rule: 'custom' | 'mcp'; name: string }
  | { code: 'expected-string' }
  | { code: 'expected-object' }
  | { code: 'expected-schema-object' }
  | { code: 'invalid-value' }
  | { code: 'input-schema-missing' }
  | { code: 'duplicate-tool'; name: string }
  /** `servers`: how many listings the tools are on (1 for one tools array). */
  | { code: 'too-many-tools'; count: number; servers: number; limit: number }
  | { code: 'no-tools' }
  | { code: 'expected-servers' }
  | { code: 'server-needs-name' }
  | { code: 'server-name-empty' }
  | { code: 'server-twice'; name: string; earlier: string }
  | { code: 'name-clash'; name: string; first: ToolWhere; second: ToolWhere }
  | { code: 'part-many-servers'; count: number }
  | { code: 'part-needs-name' }
  | { code: 'config-not-object' }
  | { code: 'config-too-many'; limit: number }
  | { code: 'config-bad-server' }
  | { code: 'config-expected-env' }
  | { code: 'config-unknown-transport'; type: string }
  | { code: 'config-needs-command' }
  | { code: 'config-needs-url'; transport: 'http' | 'sse' }
  | { code: 'config-bad-url' }
  | { code: 'config-no-servers' }
  /** The browser would not keep it (IndexedDB's own message). */
  | { code: 'not-kept'; detail: string }
  /** The file, or the worker reading it, failed (the browser's own message). */
  | { code: 'read-failed'; detail: string };

export type CatalogProblemCode = CatalogProblemDetail['code'];

export type CatalogProblem = CatalogProblemDetail & {
  /** Where in the JSON, as `servers[2].tools[0].name`; `(root)` for the whole value. */
  path: string;
};

/** zod messages in the parser's schemas are codes: a schema's issue becomes a problem of that code. */
export const ISSUE_CODES = ['tool-name-missing', 'tool-name-empty', 'expected-string', 'expected-object', 'expected-schema-object', 'config-bad-server', 'config-expected-env'] as const satisfies readonly CatalogProblemCode[];

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

