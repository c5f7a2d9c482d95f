import type { ContextModel } from '@/lib/engine/context-model';
import { asVisibleDefinition, type CatalogTool } from '@/lib/engine/tool-catalog';
import type { ToolDefinition, ToolEntry } from '@/lib/scenario/types';

/**
 * The scripted model's picture of a tool. Which tools it gets is decided by the
 * engine's ContextModel (the same one the token views count with); this only
 * adds what the script needs to call one: its server and its definition.
 */
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

export function visibleModelTools(context: ContextModel): ModelTool[] {
  return context.loadedTools().map((t) => ({
    name: t.callName,
    reference: t.name,
    kind: t.kind,
    ...(t.server ? { server: t.server } : {}),
    how: t.kind === 'search' ? 'search' : t.deferred ? 'discovered' : 'always',
    definition: asVisibleDefinition(t),
  }));
}
