import { asVisibleDefinition, discoveredInHistory, findReferenced, resolveCatalog, type CatalogTool } from '@/lib/engine/tool-catalog';
import type { ContentBlock, MessagesRequest, Scenario, ToolDefinition, ToolEntry } from '@/lib/scenario/types';
import { estimateTokens } from '@/lib/tokens/estimate';
import { TOOL_USE_SYSTEM_PROMPT_TOKENS } from '@/lib/tokens/overheads';

/** A tool as the model sees it: a loaded definition, never a deferred one. */
export interface ModelTool {
  /** The name the model calls it by: an MCP tool's own name on its server. */
  name: string;
  /** The name a tool_reference gives it: `{server}_{name}` for an MCP tool. */
  reference: string;
  kind: CatalogTool['kind'];
  /** For MCP tools: the server that serves it. */
  server?: string;
  how: 'search' | 'always' | 'discovered';
  definition: ToolDefinition | ToolEntry;
}

// One figure for the token views and the emulator's usage (see lib/tokens/overheads.ts).
export { TOOL_USE_SYSTEM_PROMPT_TOKENS };

/**
 * What the model can see during one request: the request's catalog with
 * deferral resolved, plus every tool a `tool_reference` has expanded so far
 * (earlier in the history, or earlier in this response).
 */
export class ModelContext {
  readonly catalog: CatalogTool[];
  private readonly discovered: Set<string>;

  constructor(
    readonly request: MessagesRequest,
    mcpTools: Scenario['mcp_tools'] = {},
  ) {
    this.catalog = resolveCatalog(request, mcpTools);
    this.discovered = new Set();
    this.discover(discoveredInHistory(request.messages));
  }

  /** Kept as the catalog names them, so a bare reference to an MCP tool (older histories) finds it too. */
  discover(names: Iterable<string>) {
    for (const name of names) this.discovered.add(findReferenced(this.catalog, name)?.name ?? name);
  }

  /** The corpus the search tool runs over: every deferred definition. */
  deferredTools(): CatalogTool[] {
    return this.catalog.filter((t) => t.deferred);
  }

  visibleTools(): ModelTool[] {
    return this.catalog
      .filter((t) => !t.deferred || this.discovered.has(t.name))
      .map((t) => ({
        name: t.callName,
        reference: t.name,
        kind: t.kind,
        ...(t.server ? { server: t.server } : {}),
        how: t.kind === 'search' ? 'search' : t.deferred ? 'discovered' : 'always',
        definition: asVisibleDefinition(t),
      }));
  }

  /** Estimated input of one sampling iteration: system, tools in view, history, and this response so far. */
  inputTokens(turn: readonly ContentBlock[]): number {
    const tools = this.visibleTools();
    const overhead = tools.length > 0 ? TOOL_USE_SYSTEM_PROMPT_TOKENS : 0;
    return (
      overhead +
      estimateTokens(this.request.system) +
      estimateTokens(tools.map((t) => t.definition)) +
      estimateTokens(this.request.messages) +
      (turn.length > 0 ? estimateTokens(turn) : 0)
    );
  }
}
