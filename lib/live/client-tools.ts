import type { BetaToolResultBlockParam, BetaToolUseBlock } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { CLIENT_SEARCH_TOOL, runClientSearch } from '@/lib/service/client-search-tool';
import { DEMO_IMPLEMENTATION, runDemoTool } from '@/lib/service/demo-tools';
import type { MessagesRequest, ToolRunExchange } from '@/lib/scenario/types';

export type ClientToolRun = { run: ToolRunExchange; result: BetaToolResultBlockParam };

/** `catalogOf`'s answer for a tool of the user's own catalog: the app has no implementation of it. */
export const YOUR_CATALOG = 'yours';

/** Said in the transcript for a tool of the user's: nothing of theirs was called. */
export const YOUR_TOOL_STAND_IN = 'stand-in for your tool: a deterministic demo answer; your tool was not called';

/**
 * The client's side of client-side execution, shared by the recorder and live
 * mode: the agent runs each `tool_use` itself (the custom search tool with the
 * keyword search, every other tool with its demo implementation) and answers
 * with a `tool_result`. `catalogOf` names the shipped catalog a tool comes
 * from, so the demo implementation of the right server answers.
 */
export function runClientTool(
  block: Pick<BetaToolUseBlock, 'id' | 'name' | 'input'>,
  request: MessagesRequest,
  catalogOf: (toolName: string) => string | undefined,
): ClientToolRun {
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
  const catalog = catalogOf(block.name);
  const yours = catalog === YOUR_CATALOG;
  const { output, is_error } = runDemoTool(yours ? undefined : catalog, block.name, block.input);
  return {
    run: { kind: 'tool_run', tool_use_id: block.id, name: block.name, input: block.input, output, is_error, implementation: yours ? YOUR_TOOL_STAND_IN : DEMO_IMPLEMENTATION },
    result: { type: 'tool_result', tool_use_id: block.id, content: output, ...(is_error ? { is_error } : {}) },
  };
}

/** `catalogOf` over catalogs already loaded: the first catalog that defines the tool, as the recorder always chose. */
export function catalogLookup(catalogs: ReadonlyArray<{ id: string; tools: ReadonlyArray<{ name: string }> }>): (toolName: string) => string | undefined {
  return (name) => catalogs.find((c) => c.tools.some((t) => t.name === name))?.id;
}
