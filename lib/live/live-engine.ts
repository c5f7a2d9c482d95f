import type { BetaToolUseBlock } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';
import { builtinMcpUrl } from '@/lib/protocol/mcp-urls';
import type { MessageParam, MessagesRequest, ToolDefinition } from '@/lib/scenario/types';
import { codeCallArgs } from './code-calls';
import { catalogLookup, runClientTool, YOUR_CATALOG, type ClientToolRun } from './client-tools';
import { requestTemplate, serverNameOf, type McpServerSpec } from './request-template';
import { REDACTED } from './scrub';
import type { RunPlan } from './settings';

export { createClient, countRequestTokens, streamMessage, TransportError } from './sdk-transport';
export { classifyFailure } from './failure';

/**
 * Everything a live run needs that is heavy (the SDK, the catalogs, the
 * search engine behind the custom search tool), in one module the live store
 * loads with `import()` when the user presses Run.
 */

export interface PreparedTools {
  /** The request for a conversation, with a placeholder where the MCP token goes. */
  build(model: string, maxTokens: number): (messages: MessageParam[]) => MessagesRequest;
  runTool(block: BetaToolUseBlock, request: MessagesRequest): ClientToolRun;
  /** `tools/list` of the demo servers, for the Registry steps. */
  registry: Record<string, ToolDefinition[]>;
  /** Every tool name the chosen catalogs define. */
  known: Set<string>;
}

/**
 * `yours`: the definitions of the user's own catalog (`plan.yours`), under the names a search sees,
 * read from the browser by the caller. Its tools run as stand-ins: the app never calls them.
 */
export async function prepareTools(plan: RunPlan, yours: readonly ToolDefinition[] = []): Promise<PreparedTools> {
  const shipped = await Promise.all(plan.catalogs.map(async (id) => ({ id, tools: await loadCatalogChunk(id) })));
  const catalogs = plan.mode === 'client' && plan.yours ? [...shipped, { id: YOUR_CATALOG, tools: [...yours] }] : shipped;
  const known = new Set(catalogs.flatMap((c) => c.tools.map((t) => t.name)));
  const kept = new Set(plan.nonDeferred);
  const registry: Record<string, ToolDefinition[]> = {};
  let servers: McpServerSpec[] = [];
  if (plan.mode === 'mcp') {
    servers = shipped.map(({ id, tools }) => {
      const name = serverNameOf(id);
      registry[name] = tools;
      return { type: 'url', url: builtinMcpUrl(id), name, nonDeferred: tools.filter((t) => kept.has(t.name)).map((t) => t.name) };
    });
    if (plan.mcpServer) {
      servers.push({
        type: 'url',
        url: plan.mcpServer.url,
        name: plan.mcpServer.name,
        // The real token is put in only as the request leaves (withSecrets): the transcript never holds it.
        ...(plan.mcpServer.withToken ? { authorization_token: REDACTED } : {}),
        nonDeferred: plan.nonDeferred.filter((n) => !known.has(n)),
      });
    }
  }
  const lookup = catalogLookup(catalogs);
  const definitions = catalogs.flatMap((c) => c.tools);
  return {
    build: (model, maxTokens) =>
      requestTemplate({
        mode: plan.mode,
        search: plan.search,
        model,
        maxTokens,
        ...(plan.mode === 'mcp' ? { servers, ...(plan.mcpBeta ? { mcpBeta: plan.mcpBeta } : {}) } : { definitions, ...codeCallArgs(plan, definitions) }),
      }),
    runTool: (block, request) => runClientTool(block, request, lookup),
    registry,
    known,
  };
}

/** The request as it goes on the wire: the MCP token where the transcript has a placeholder. */
export function withSecrets(request: MessagesRequest, mcpToken: string): MessagesRequest {
  if (!request.mcp_servers?.some((s) => s.authorization_token === REDACTED)) return request;
  return {
    ...request,
    mcp_servers: request.mcp_servers.map((s) => (s.authorization_token === REDACTED ? { ...s, authorization_token: mcpToken } : s)),
  };
}
