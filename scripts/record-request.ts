import type { BetaRequestMCPServerURLDefinition, BetaTool, BetaToolUnion } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { CLIENT_SEARCH_TOOL } from '@/lib/service/client-search-tool';
import { loadCatalog } from '@/lib/service/catalog-data';
import { builtinMcpUrl } from '@/lib/service/mcp-builtin-urls';
import { MCP_BETA } from '@/lib/service/validate-request';
import type { MessageParam, MessagesRequest } from '@/lib/scenario/types';
import { DEFAULT_MAX_TOKENS, DEFAULT_MODEL, type RecordArgs } from './record-spec';

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

function searchToolEntry(search: RecordArgs['search']): BetaToolUnion {
  if (search === 'custom') return CLIENT_SEARCH_TOOL;
  return search === 'bm25'
    ? { type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' }
    : { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' };
}

export function mcpServersOf(args: RecordArgs): BetaRequestMCPServerURLDefinition[] {
  return args.catalogs.map((id) => ({ type: 'url', url: args.mcpUrls?.[id] ?? builtinMcpUrl(id), name: serverNameOf(id) }));
}

/** The parts of every request of a recording that stay the same from one round trip to the next. */
export function requestTemplate(args: RecordArgs): (messages: MessageParam[]) => MessagesRequest {
  const search = searchToolEntry(args.search);
  const defer = args.deferAll ? { defer_loading: true } : {};
  let tools: BetaToolUnion[];
  let mcp: Pick<MessagesRequest, 'betas' | 'mcp_servers'> = {};
  if (args.mode === 'mcp') {
    const servers = mcpServersOf(args);
    tools = [
      { ...search, ...defer },
      ...servers.map((s): BetaToolUnion => ({ type: 'mcp_toolset', mcp_server_name: s.name, default_config: { defer_loading: true } })),
    ];
    mcp = { betas: [MCP_BETA], mcp_servers: servers };
  } else {
    const definitions = args.catalogs.flatMap((id) => loadCatalog(id));
    tools = [
      { ...search, ...defer },
      ...definitions.map(
        (d): BetaTool => ({ name: d.name, ...(d.description ? { description: d.description } : {}), input_schema: d.input_schema, defer_loading: true }),
      ),
    ];
  }
  // Key order mirrors how the docs write requests; it is also the order in the recorded file.
  return (messages) => ({
    model: args.model ?? DEFAULT_MODEL,
    max_tokens: args.maxTokens ?? DEFAULT_MAX_TOKENS,
    ...(mcp.betas ? { betas: mcp.betas } : {}),
    ...(args.system ? { system: args.system } : {}),
    messages,
    ...(mcp.mcp_servers ? { mcp_servers: mcp.mcp_servers } : {}),
    tools,
  });
}
