import type { BetaRequestMCPServerURLDefinition, BetaTool, BetaToolUnion } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { MCP_BETA, type McpBeta } from '@/lib/protocol/betas';
import { codeExecutionToolEntry, PTC_CODE_EXECUTION } from '@/lib/protocol/code-execution';
import { searchToolEntry as apiSearchToolEntry, type ScenarioSearch } from '@/lib/protocol/search-tools';
import type { MessageParam, MessagesRequest, NO_SEARCH, ToolDefinition } from '@/lib/scenario/types';
import { CLIENT_SEARCH_TOOL } from '@/lib/service/client-search-tool';

/**
 * How every request of a run is built, shared by the recorder (`npm run record`)
 * and live mode, so a live run and a recording of the same question send the
 * same bytes. Pure: catalogs arrive as data, because the recorder reads them
 * synchronously and the browser loads them as lazy chunks.
 */

/** One MCP server of the request, with the tools that stay loaded (`configs[name].defer_loading: false`). */
export interface McpServerSpec extends BetaRequestMCPServerURLDefinition {
  nonDeferred?: readonly string[];
}

export interface TemplateArgs {
  mode: 'mcp' | 'client';
  /** `none`: no search tool at all (every definition must then stay loaded). */
  search: ScenarioSearch | typeof NO_SEARCH;
  model: string;
  maxTokens: number;
  system?: string;
  /** Defer every tool, the search tool included: the request the API rejects. */
  deferAll?: boolean;
  /** Client mode: the definitions sent inline, deferred unless named in `nonDeferred`. */
  definitions?: readonly ToolDefinition[];
  /** Client mode: tools kept out of deferral (PROTOCOL.md: keep the 3–5 most used loaded). */
  nonDeferred?: readonly string[];
  /** MCP mode: one `mcp_servers` entry and one `mcp_toolset` per server. */
  servers?: readonly McpServerSpec[];
  /** MCP mode: the connector beta to name; the first of the SDK's two by default. */
  mcpBeta?: McpBeta;
  /**
   * Client mode, programmatic tool calling: the code execution tool goes into `tools`, and these
   * definitions get `allowed_callers` naming it (code may call them; Claude may not).
   */
  callableFromCode?: readonly string[];
}

// Short server names read better in `mcp_tool_use.server_name` and in the diagram than catalog ids.
const SERVER_NAMES: Record<string, string> = {
  'demo-weather': 'weather',
  'atlassian-jira': 'jira',
  'atlassian-confluence': 'confluence',
  'slack-korotovsky': 'slack',
  'github-default-toolsets': 'github',
};

export function serverNameOf(catalogId: string): string {
  return SERVER_NAMES[catalogId] ?? catalogId.replace(/^ref-/, '');
}

export function searchToolEntry(search: ScenarioSearch): BetaToolUnion {
  return search === 'custom' ? CLIENT_SEARCH_TOOL : apiSearchToolEntry(search);
}

function toolsetOf(server: McpServerSpec): BetaToolUnion {
  const kept = server.nonDeferred ?? [];
  return {
    type: 'mcp_toolset',
    mcp_server_name: server.name,
    default_config: { defer_loading: true },
    // Left out when empty so recordings made before non-deferred MCP tools existed stay byte-identical.
    ...(kept.length > 0 ? { configs: Object.fromEntries(kept.map((name) => [name, { defer_loading: false }])) } : {}),
  };
}

/** The parts of every request of a run that stay the same from one round trip to the next. */
export function requestTemplate(args: TemplateArgs): (messages: MessageParam[]) => MessagesRequest {
  const search = args.search === 'none' ? [] : [searchToolEntry(args.search)];
  const defer = args.deferAll ? { defer_loading: true } : {};
  let tools: BetaToolUnion[];
  let mcp: Pick<MessagesRequest, 'betas' | 'mcp_servers'> = {};
  if (args.mode === 'mcp') {
    const specs = args.servers ?? [];
    tools = [...search.map((t) => ({ ...t, ...defer })), ...specs.map(toolsetOf)];
    const servers = specs.map(({ nonDeferred: _kept, ...server }): BetaRequestMCPServerURLDefinition => server);
    mcp = { betas: [args.mcpBeta ?? MCP_BETA], mcp_servers: servers };
  } else {
    const kept = new Set(args.deferAll ? [] : (args.nonDeferred ?? []));
    const fromCode = new Set(args.callableFromCode ?? []);
    tools = [
      ...search.map((t) => ({ ...t, ...defer })),
      ...(fromCode.size > 0 ? [codeExecutionToolEntry()] : []),
      ...(args.definitions ?? []).map(
        (d): BetaTool => ({
          name: d.name,
          ...(d.description ? { description: d.description } : {}),
          input_schema: d.input_schema,
          // Tool use examples ride with the definition: client tools only, as the API takes them.
          ...(d.input_examples ? { input_examples: d.input_examples } : {}),
          ...(fromCode.has(d.name) ? { allowed_callers: [PTC_CODE_EXECUTION] } : {}),
          ...(kept.has(d.name) ? {} : { defer_loading: true }),
        }),
      ),
    ];
  }
  // Key order mirrors how the docs write requests; it is also the order in the recorded file.
  return (messages) => ({
    model: args.model,
    max_tokens: args.maxTokens,
    ...(mcp.betas ? { betas: mcp.betas } : {}),
    ...(args.system ? { system: args.system } : {}),
    messages,
    ...(mcp.mcp_servers ? { mcp_servers: mcp.mcp_servers } : {}),
    tools,
  });
}
