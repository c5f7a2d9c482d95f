import type { ContentBlock, ContentBlockParam, MessageParam, MessagesRequest, Scenario, ToolDefinition, ToolEntry } from '@/lib/scenario/types';

/** One tool the request makes available, wherever it is defined (inline or on an MCP server). */
export interface CatalogTool {
  name: string;
  definition: ToolDefinition | ToolEntry;
  kind: 'search' | 'custom' | 'mcp';
  deferred: boolean;
  /** `tools[]` for inline definitions, `mcp:<server>` for a toolset's server. */
  source: string;
}

const SEARCH_TYPES = new Set([
  'tool_search_tool_regex_20251119',
  'tool_search_tool_regex',
  'tool_search_tool_bm25_20251119',
  'tool_search_tool_bm25',
]);

type SearchToolEntry = Extract<ToolEntry, { name: 'tool_search_tool_regex' | 'tool_search_tool_bm25' }>;

export function isSearchToolEntry(entry: ToolEntry): entry is SearchToolEntry {
  return typeof entry.type === 'string' && SEARCH_TYPES.has(entry.type);
}

/**
 * Every tool a request makes available, with its deferral resolved.
 * For an `mcp_toolset`, `configs[name]` overrides `default_config`, which overrides
 * the defaults (enabled, not deferred) — PROTOCOL.md.
 */
export function resolveCatalog(request: MessagesRequest, mcpTools: Scenario['mcp_tools'] = {}): CatalogTool[] {
  const out: CatalogTool[] = [];
  // Server and tool names come from the file: looked up as own keys only, so "constructor" is not Object's.
  const own = <T>(record: Record<string, T> | null | undefined, key: string): T | undefined =>
    record && Object.hasOwn(record, key) ? record[key] : undefined;
  for (const entry of request.tools ?? []) {
    if (isSearchToolEntry(entry)) {
      // Deferring the search tool is a mistake the API rejects, but the view must still show it as deferred.
      out.push({ name: entry.name, definition: entry, kind: 'search', deferred: entry.defer_loading === true, source: 'tools[]' });
    } else if (entry.type === 'mcp_toolset') {
      const listed = own(mcpTools, entry.mcp_server_name) ?? [];
      for (const def of listed) {
        const config = { enabled: true, defer_loading: false, ...entry.default_config, ...own(entry.configs, def.name) };
        if (!config.enabled) continue;
        out.push({
          name: def.name,
          definition: def,
          kind: 'mcp',
          deferred: config.defer_loading,
          source: `mcp:${entry.mcp_server_name}`,
        });
      }
    } else if ('name' in entry) {
      // Custom tools, and built-in server tools (web search…), which are never searched for.
      const deferred = 'defer_loading' in entry && entry.defer_loading === true;
      out.push({ name: entry.name, definition: entry, kind: 'custom', deferred, source: 'tools[]' });
    }
  }
  return out;
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
