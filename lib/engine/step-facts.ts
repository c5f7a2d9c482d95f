import type { BetaServerToolUseBlock } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { callableFromCode, isCodeExecutionType } from '@/lib/protocol/code-execution';
import type { ContentBlock, MessagesRequest, MessagesResponse, RecordingSource } from '@/lib/scenario/types';
import { answeredCodeCalls, isCodeIssued } from './code-calls';
import { iterationStarts } from './context-model';
import type { StepFacts } from './step';
import { isSearchToolEntry, type CatalogTool, type McpListing } from './tool-catalog';

/** A request's container, as it names it (a string, or the params object's id). */
export function requestContainer(request: MessagesRequest): string {
  const c = request.container;
  return typeof c === 'string' ? c : (c?.id ?? '');
}

/** How many input_examples the definitions carry, and on how many tools. */
export function examplesOf(definitions: ReadonlyArray<unknown>): { examples: number; exampleTools: number } {
  const counts = definitions.map((d) => {
    const examples = d && typeof d === 'object' ? (d as { input_examples?: unknown }).input_examples : undefined;
    return Array.isArray(examples) ? examples.length : 0;
  });
  return { examples: counts.reduce((a, b) => a + b, 0), exampleTools: counts.filter((n) => n > 0).length };
}

/*
 * The facts a step's sentences are built from, read off its payload. A template may
 * only claim what one of these says, so a response without a search never mentions one.
 */

/** What step 1 really carries: inline definitions, toolsets and servers, counted apart. */
export function requestFacts(request: MessagesRequest, catalog: readonly CatalogTool[], listings: readonly McpListing[] = []): StepFacts {
  const listedFrom = (from: McpListing['from']) => listings.filter((l) => l.from === from).length;
  const entries = request.tools ?? [];
  const search = entries.find(isSearchToolEntry);
  // The code execution tool is counted apart (codeExecution): it defines no tool of the catalog.
  const definitions = entries.filter((e) => !isSearchToolEntry(e) && e.type !== 'mcp_toolset' && !isCodeExecutionType(e.type) && 'name' in e);
  const deferred = (e: (typeof entries)[number]) => 'defer_loading' in e && e.defer_loading === true;
  // Built-in server tools (web search, web fetch…) have a dated type; custom tools have none or "custom".
  const builtinDeferred = definitions.filter((e) => deferred(e) && typeof e.type === 'string' && e.type !== 'custom');
  const listed = catalog.filter((t) => t.kind === 'mcp');
  return {
    model: request.model,
    search: search?.name ?? '',
    definitions: definitions.length,
    deferred: definitions.filter(deferred).length,
    toolsets: entries.filter((e) => e.type === 'mcp_toolset').length,
    servers: request.mcp_servers?.length ?? 0,
    listed: listed.length,
    listedDeferred: listed.filter((t) => t.deferred).length,
    builtinDeferred: builtinDeferred.length,
    // Where each server's tools come from: asked for (tools/list), pinned by its toolset, or an mcp_tool_listing sent back.
    asked: listedFrom('fetched'),
    pinned: listedFrom('pinned'),
    sentBack: listedFrom('history'),
    codeExecution: entries.find((e) => isCodeExecutionType(e.type))?.type ?? '',
    fromCode: entries.filter(callableFromCode).length,
    container: requestContainer(request),
    codeResults: answeredCodeCalls(request.messages).length,
    ...examplesOf(definitions),
  };
}

/** The search call as the model wrote it: which input field, whether it set a limit, whether a caller came with it. */
export function searchCallFacts(block: BetaServerToolUseBlock, attempt: number): StepFacts {
  const input = block.input && typeof block.input === 'object' ? (block.input as Record<string, unknown>) : {};
  const field = ['pattern', 'query'].find((key) => typeof input[key] === 'string') ?? '';
  return {
    tool: block.name,
    query: field ? String(input[field]) : JSON.stringify(block.input),
    field,
    limit: typeof input.limit === 'number' ? input.limit : '',
    caller: block.caller?.type ?? '',
    attempt,
  };
}

/** What kinds of block a response holds, counted, so its summary names only what is there. */
export function responseFacts(response: MessagesResponse, source: RecordingSource): StepFacts {
  const count = (type: string) => response.content.filter((b) => (b.type as string) === type).length;
  const searchErrors = response.content.filter(
    (b) => b.type === 'tool_search_tool_result' && b.content.type === 'tool_search_tool_result_error',
  ).length;
  const references = response.content.reduce(
    (sum, b) => sum + (b.type === 'tool_search_tool_result' && b.content.type === 'tool_search_tool_search_result' ? b.content.tool_references.length : 0),
    0,
  );
  return {
    stop_reason: response.stop_reason ?? 'null',
    input_tokens: response.usage.input_tokens,
    output_tokens: response.usage.output_tokens,
    // Only the real API counts tokens; the emulator's usage is its estimate.
    usage: source.kind === 'api' ? 'exact' : 'estimate',
    texts: count('text'),
    // Every server tool use but code execution is a search here (no scenario runs web search or fetch).
    searches: response.content.filter((b) => b.type === 'server_tool_use' && b.name !== 'code_execution').length,
    searchErrors,
    references,
    // Calls Claude made for the client to run; the ones its code made are counted apart (codeCalls).
    toolCalls: response.content.filter((b) => b.type === 'tool_use' && !isCodeIssued(b)).length,
    clientTools: [...new Set(response.content.flatMap((b) => (b.type === 'tool_use' && !isCodeIssued(b) ? [b.name] : [])))].join(', '),
    mcpCalls: count('mcp_tool_use'),
    mcpResults: count('mcp_tool_result'),
    listings: count('mcp_tool_listing'),
    codeRuns: response.content.filter((b) => b.type === 'server_tool_use' && b.name === 'code_execution').length,
    codeCalls: response.content.filter(isCodeIssued).length,
    codeTools: [...new Set(response.content.filter(isCodeIssued).map((b) => b.name))].join(', '),
    codeOutputs: count('code_execution_tool_result'),
    container: response.container?.id ?? '',
    iterations: iterationStarts(response).length,
  };
}

/** The block after index `i`, by type, or '' at the end: what the model went on to do. */
export function nextBlockType(content: readonly ContentBlock[], i: number): string {
  return content[i + 1]?.type ?? '';
}

/** Where an error's message text came from: the API's own words, or the emulator's model of them. */
export function messageOrigin(source: RecordingSource): 'api' | 'modelled' {
  return source.kind === 'api' ? 'api' : 'modelled';
}
