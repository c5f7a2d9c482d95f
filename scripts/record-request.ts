import type { BetaRequestMCPServerURLDefinition } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { requestTemplate as buildTemplate, serverNameOf } from '@/lib/live/request-template';
import { bundledCatalogTools } from '@/lib/service/catalog-data';
import { builtinMcpUrl } from '@/lib/protocol/mcp-urls';
import type { MessageParam, MessagesRequest } from '@/lib/scenario/types';
import { DEFAULT_MAX_TOKENS, DEFAULT_MODEL, type RecordArgs } from './record-spec';

export { serverNameOf };

export function mcpServersOf(args: RecordArgs): BetaRequestMCPServerURLDefinition[] {
  return args.catalogs.map((id) => ({ type: 'url', url: args.mcpUrls?.[id] ?? builtinMcpUrl(id), name: serverNameOf(id) }));
}

/** The recorder's flags as the shared request template (lib/live) takes them; catalogs are read from disk here. */
export function requestTemplate(args: RecordArgs): (messages: MessageParam[]) => MessagesRequest {
  return buildTemplate({
    mode: args.mode,
    search: args.search,
    model: args.model ?? DEFAULT_MODEL,
    maxTokens: args.maxTokens ?? DEFAULT_MAX_TOKENS,
    ...(args.system ? { system: args.system } : {}),
    ...(args.deferAll ? { deferAll: true } : {}),
    ...(args.mode === 'mcp' ? { servers: mcpServersOf(args) } : { definitions: definitionsOf(args) }),
    ...(args.nonDeferred ? { nonDeferred: args.nonDeferred } : {}),
    ...(args.callableFromCode ? { callableFromCode: args.callableFromCode } : {}),
  });
}

/** Client mode's inline definitions: the eval's own definitions, else the catalogs' tools, or only those `tools` names. */
function definitionsOf(args: RecordArgs) {
  const all = args.definitions ?? args.catalogs.flatMap((id) => bundledCatalogTools(id));
  return args.tools ? all.filter((t) => args.tools?.includes(t.name)) : all;
}
