import { composedName, isSearchToolType, type ApiSearchToolName } from '@/lib/protocol/search-tools';
import type { ContentBlock, ContentBlockParam, MessageParam, MessagesRequest, Scenario, ToolDefinition, ToolEntry } from '@/lib/scenario/types';

/** One tool the request makes available, wherever it is defined (inline or on an MCP server). */
export interface CatalogTool {
  /**
   * The name a `tool_reference` uses and the search sees: an MCP tool's composed
   * `{server}_{name}` (SDK 1.12's `BetaToolChangeToolReference`; seed 003's real
   * response), any other tool's own name.
   */
  name: string;
  /** The name the model calls it by: `mcp_tool_use.name` is the server's own name, without the prefix. */
  callName: string;
  /** For MCP tools: the server that lists it. */
  server?: string;
  definition: ToolDefinition | ToolEntry;
  kind: 'search' | 'custom' | 'mcp';
  deferred: boolean;
  /** `tools[]` for inline definitions, `mcp:<server>` for a toolset's server. */
  source: string;
}

type SearchToolEntry = Extract<ToolEntry, { name: ApiSearchToolName }>;

export function isSearchToolEntry(entry: ToolEntry): entry is SearchToolEntry {
  return isSearchToolType(entry.type);
}


// Server and tool names come from the file: looked up as own keys only, so "constructor" is not Object's.
const own = <T>(record: Record<string, T> | null | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Where the service got an MCP server's tool listing for one request:
 * - `pinned`: the toolset carries it (`mcp_toolset.tools`), so the server is not asked;
 * - `history`: an `mcp_tool_listing` block sent back in the messages, used instead of asking again;
 * - `fetched`: the service asked the server (`initialize`, `tools/list`) before sampling;
 *   the response's own `mcp_tool_listing` block, when there is one, is that answer.
 */
export type ListingSource = 'pinned' | 'history' | 'fetched';

export interface McpListing {
  server: string;
  tools: ToolDefinition[];
  from: ListingSource;
  /** The response carries the listing as an `mcp_tool_listing` block. */
  inResponse: boolean;
}

type ListingBlock = Extract<ContentBlock, { type: 'mcp_tool_listing' }>;

function listingBlocks(blocks: ReadonlyArray<ContentBlock | ContentBlockParam>): ListingBlock[] {
  return blocks.filter((b): b is ListingBlock => b.type === 'mcp_tool_listing');
}

/** A listing's entries, verbatim: an MCP input schema is always an object schema. */
function asDefinitions(tools: ReadonlyArray<{ name: string; description?: string | null; input_schema: Record<string, unknown> }>): ToolDefinition[] {
  return tools as ToolDefinition[];
}

/**
 * Each toolset's listing for one request, and where it came from. Without a pin or a listing
 * block, the scenario's `mcp_tools` (what the recorder's `tools/list` returned) stands in.
 */
export function mcpListings(
  request: MessagesRequest,
  mcpTools: Scenario['mcp_tools'] = {},
  response: readonly ContentBlock[] = [],
): McpListing[] {
  const history = request.messages.flatMap((m) => (typeof m.content === 'string' || !m.content ? [] : listingBlocks(m.content)));
  const answered = listingBlocks(response);
  const out: McpListing[] = [];
  for (const entry of request.tools ?? []) {
    if (isSearchToolEntry(entry) || entry.type !== 'mcp_toolset') continue;
    const server = entry.mcp_server_name;
    const inResponse = answered.find((b) => b.mcp_server_name === server);
    const sentBack = history.findLast((b) => b.mcp_server_name === server);
    if (entry.tools) out.push({ server, tools: asDefinitions(entry.tools), from: 'pinned', inResponse: false });
    else if (sentBack) out.push({ server, tools: asDefinitions(sentBack.tools), from: 'history', inResponse: false });
    else out.push({ server, tools: inResponse ? asDefinitions(inResponse.tools) : (own(mcpTools, server) ?? []), from: 'fetched', inResponse: !!inResponse });
  }
  return out;
}

/**
 * Every tool a request makes available, with its deferral resolved.
 * For an `mcp_toolset`, `configs[name]` overrides `default_config`, which overrides
 * the defaults (enabled, not deferred) — PROTOCOL.md. A config may be keyed by the
 * server's name or the composed one (seed 003 keys it composed).
 */
export function resolveCatalog(request: MessagesRequest, mcpTools: Scenario['mcp_tools'] = {}, response: readonly ContentBlock[] = []): CatalogTool[] {
  const out: CatalogTool[] = [];
  const listings = new Map(mcpListings(request, mcpTools, response).map((l) => [l.server, l.tools]));
  for (const entry of request.tools ?? []) {
    if (isSearchToolEntry(entry)) {
      // Deferring the search tool is a mistake the API rejects, but the view must still show it as deferred.
      out.push({ name: entry.name, callName: entry.name, definition: entry, kind: 'search', deferred: entry.defer_loading === true, source: 'tools[]' });
    } else if (entry.type === 'mcp_toolset') {
      const server = entry.mcp_server_name;
      for (const def of listings.get(server) ?? []) {
        const name = composedName(server, def.name);
        const config = { enabled: true, defer_loading: false, ...entry.default_config, ...(own(entry.configs, def.name) ?? own(entry.configs, name)) };
        if (!config.enabled) continue;
        out.push({ name, callName: def.name, server, definition: def, kind: 'mcp', deferred: config.defer_loading, source: `mcp:${server}` });
      }
    } else if ('name' in entry) {
      // Custom tools, and built-in server tools (web search…), which are never searched for.
      const deferred = 'defer_loading' in entry && entry.defer_loading === true;
      out.push({ name: entry.name, callName: entry.name, definition: entry, kind: 'custom', deferred, source: 'tools[]' });
    }
  }
  return out;
}

/**
 * The catalog tool a `tool_reference` names. Bare names are client tools' (and the names
 * recordings made before composed names used for MCP tools); composed names are MCP tools'.
 */
export function findReferenced(catalog: readonly CatalogTool[], name: string): CatalogTool | undefined {
  const exact = catalog.find((t) => t.name === name);
  if (exact) return exact;
  const bare = catalog.filter((t) => t.kind === 'mcp' && t.callName === name);
  return bare.length === 1 ? bare[0] : undefined;
}

/** The catalog tool a call block names: `mcp_tool_use` by server and bare name, `tool_use` by name. */
export function findCalled(catalog: readonly CatalogTool[], name: string, server?: string): CatalogTool | undefined {
  return server ? catalog.find((t) => t.kind === 'mcp' && t.server === server && t.callName === name) : catalog.find((t) => t.name === name);
}

/** Names referenced by `tool_reference` blocks, in search results and in client-side `tool_result`s. */
export function referencedNames(blocks: ReadonlyArray<ContentBlock | ContentBlockParam>): string[] {
  const names: string[] = [];
  for (const block of blocks) {
    if (block.type === 'tool_search_tool_result' && block.content.type === 'tool_search_tool_search_result') {
      for (const ref of block.content.tool_references) names.push(ref.tool_name);
    } else if (block.type === 'tool_result' && Array.isArray(block.content)) {
      for (const part of block.content) if (part.type === 'tool_reference') names.push(part.tool_name);
    }
  }
  return names;
}

/** Tools discovered earlier in the conversation stay loaded: scan the history for references. */
export function discoveredInHistory(messages: readonly MessageParam[]): string[] {
  const names: string[] = [];
  for (const message of messages) {
    if (message.role === 'system' || typeof message.content === 'string') continue;
    names.push(...referencedNames(message.content));
  }
  return names;
}

/** A definition stripped of the request-only `defer_loading` flag, as the model would see it. */
export function asVisibleDefinition(tool: CatalogTool): ToolDefinition | ToolEntry {
  if (tool.kind === 'search') return tool.definition;
  const { defer_loading: _ignored, ...rest } = tool.definition as ToolDefinition & { defer_loading?: boolean };
  return rest as ToolDefinition;
}
