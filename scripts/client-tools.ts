import type { BetaToolResultBlockParam, BetaToolUseBlock } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { loadCatalog } from '@/lib/service/catalog-data';
import { CLIENT_SEARCH_TOOL, runClientSearch } from '@/lib/service/client-search-tool';
import { DEMO_IMPLEMENTATION, runDemoTool } from '@/lib/service/demo-tools';
import type { MessagesRequest, ToolRunExchange } from '@/lib/scenario/types';

/**
 * The client's side of client-side execution: the agent runs each `tool_use`
 * itself (the custom search tool with the keyword search, every other tool
 * with its demo implementation) and answers with a `tool_result`.
 */
export function runClientTool(
  block: Pick<BetaToolUseBlock, 'id' | 'name' | 'input'>,
  request: MessagesRequest,
  catalogs: readonly string[],
): { run: ToolRunExchange; result: BetaToolResultBlockParam } {
  if (block.name === CLIENT_SEARCH_TOOL.name) {
    const deferred = (request.tools ?? []).flatMap((t) =>
      'input_schema' in t && 'defer_loading' in t && t.defer_loading === true ? [{ name: t.name, description: t.description, input_schema: t.input_schema }] : [],
    );
    const { content, is_error } = runClientSearch(block.input, deferred);
    return {
      run: {
        kind: 'tool_run',
        tool_use_id: block.id,
        name: block.name,
        input: block.input,
        output: JSON.stringify(content),
        is_error,
        implementation: 'client-side search tool: lib/search keyword variant over the request’s deferred tools',
      },
      result: { type: 'tool_result', tool_use_id: block.id, content, ...(is_error ? { is_error } : {}) },
    };
  }
  const catalog = catalogs.find((id) => loadCatalog(id).some((t) => t.name === block.name));
  const { output, is_error } = runDemoTool(catalog, block.name, block.input);
  return {
    run: { kind: 'tool_run', tool_use_id: block.id, name: block.name, input: block.input, output, is_error, implementation: DEMO_IMPLEMENTATION },
    result: { type: 'tool_result', tool_use_id: block.id, content: output, ...(is_error ? { is_error } : {}) },
  };
}
