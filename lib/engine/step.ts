import type {
  BetaCodeExecutionToolResultBlock,
  BetaMCPToolResultBlock,
  BetaToolResultBlockParam,
  BetaToolUseBlock,
  BetaToolSearchToolResultBlock,
  BetaToolSearchToolResultErrorObject,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type {
  CallToolRequest,
  CallToolResult,
  InitializedNotification,
  InitializeRequest,
  InitializeResult,
  ListToolsRequest,
  ListToolsResult,
} from '@modelcontextprotocol/sdk/types.js';
import type {
  ApiError,
  ContentBlock,
  McpToolListingBlock,
  MessageParam,
  MessagesRequest,
  MessagesResponse,
  ToolDefinition,
  ToolEntry,
} from '@/lib/scenario/types';
import type { HttpRequest, HttpResponse, WireBody } from '@/lib/scenario/wire';

/** The five actors, in the order the diagram draws them. */
export const ACTORS = ['client', 'service', 'model', 'registry', 'tool'] as const;
/**
 * The code execution container (inside the API), a sixth lifeline drawn only for a scenario
 * whose steps reach it (programmatic tool calling). It sits beside the service: code runs there
 * and its calls come back through it.
 */
export const CONTAINER_ACTOR = 'container' as const;
export type Actor = (typeof ACTORS)[number] | typeof CONTAINER_ACTOR;

/**
 * Where a step was seen.
 * - `wire`: bytes the client really sent to or received from the API.
 * - `inside`: traffic inside the service that no client can observe; its payload is derived from the wire data.
 * - `client`: the client's own code running a tool (client-side execution): observed, but not API traffic.
 * - `published`: a payload quoted as a source (the article) printed it: neither recorded nor derived.
 */
export type Seen = 'wire' | 'inside' | 'client' | 'published';

/**
 * Where a wire step's request line, headers and status come from: `recorded` when the
 * scenario kept what the SDK really sent, `derived` when it predates that and the
 * engine rebuilt them as the SDK does (lib/scenario/wire.ts).
 */
export type HttpOrigin = 'recorded' | 'derived';

/** Used in the JSON-RPC of steps 8/9: the MCP method the service calls on the server. */
export interface JsonRpcCall {
  jsonrpc: '2.0';
  id: number;
  method: CallToolRequest['method'];
  params: CallToolRequest['params'];
}

export interface JsonRpcResult {
  jsonrpc: '2.0';
  id: number;
  result: CallToolResult;
}

/**
 * One JSON-RPC message of the MCP handshake the service runs before sampling: the
 * client side (`initialize`, `notifications/initialized`, `tools/list`) or the server's answers.
 */
export type McpListingMessage =
  | { jsonrpc: '2.0'; id: number; method: InitializeRequest['method']; params: InitializeRequest['params'] }
  | { jsonrpc: '2.0'; id: number; result: InitializeResult }
  | { jsonrpc: '2.0'; method: InitializedNotification['method'] }
  | { jsonrpc: '2.0'; id: number; method: ListToolsRequest['method']; params?: ListToolsRequest['params'] }
  | { jsonrpc: '2.0'; id: number; result: ListToolsResult };

/**
 * Before sampling, the service asks an MCP server for its tools (modelled: no client sees it).
 * Not a numbered step: the article's 11 steps keep their numbers, and this rides on step 2
 * as its prologue. The listing feeds the tool index the search later runs over; the MCP
 * server never receives a search query.
 */
export interface McpListingPrologue {
  server: string;
  /** In order; `from` says which side sent it (the service, or the MCP server drawn as the tool). */
  messages: Array<{ from: 'service' | 'tool'; message: McpListingMessage }>;
  tools: number;
  /** The response's `mcp_tool_listing` block for this server, when it carries one (on the wire). */
  listing?: McpToolListingBlock;
}

/** What the service hands the model: the request with deferred definitions left out. */
export interface ModelInput {
  system?: MessagesRequest['system'];
  messages: MessageParam[];
  tools: Array<ToolEntry | ToolDefinition>;
}

export interface SearchRun {
  tool: string;
  input: unknown;
  /** How many deferred definitions the search ran over, and where they came from. */
  over: { deferred_definitions: number; sources: string[] };
  fields: ['name', 'description', 'argument names', 'argument descriptions'];
}

/** What the service hands the code execution container: the program, and the tools it may call as functions. */
export interface CodeRun {
  tool: string;
  container: string;
  code: string;
  functions: string[];
}

export interface ClientToolCall {
  tool_use_id: string;
  name: string;
  input: unknown;
}

/** Each step kind fixes its actors, its payload type and its explanation template. */
export type StepPayload =
  | { kind: 'request'; payload: WireBody; http: HttpRequest & { origin: HttpOrigin } }
  | { kind: 'model-input'; payload: ModelInput }
  | { kind: 'model-search-call'; payload: ContentBlock[] }
  | { kind: 'search-run'; payload: SearchRun }
  | { kind: 'search-result'; payload: ToolDefinition[] | BetaToolSearchToolResultErrorObject }
  | { kind: 'search-inject'; payload: BetaToolSearchToolResultBlock }
  | { kind: 'model-tool-call'; payload: ContentBlock[] }
  | { kind: 'mcp-call'; payload: JsonRpcCall }
  | { kind: 'mcp-result'; payload: JsonRpcResult }
  | { kind: 'tool-result-inject'; payload: BetaMCPToolResultBlock }
  | { kind: 'response'; payload: MessagesResponse; http: HttpResponse & { origin: HttpOrigin } }
  | { kind: 'error-response'; payload: ApiError; http: HttpResponse & { origin: HttpOrigin } }
  | { kind: 'model-code-call'; payload: ContentBlock[] }
  | { kind: 'code-run'; payload: CodeRun }
  | { kind: 'code-tool-call'; payload: BetaToolUseBlock[] }
  | { kind: 'code-resume'; payload: BetaToolResultBlockParam[] }
  | { kind: 'code-output'; payload: BetaCodeExecutionToolResultBlock }
  | { kind: 'code-output-inject'; payload: BetaCodeExecutionToolResultBlock }
  | { kind: 'client-tool-run'; payload: ClientToolCall }
  | { kind: 'client-tool-result'; payload: BetaToolResultBlockParam }
  | { kind: 'as-written'; payload: unknown };

export type StepKind = StepPayload['kind'];

/** A step before it is numbered and given the model's view: what a derivation emits. */
export type StepDraft = StepPayload & { from: Actor; to: Actor; seen: Seen; facts: StepFacts; prologue?: McpListingPrologue[] };

export interface LoadedTool {
  name: string;
  /** `search`: the search tool; `always`: not deferred; `discovered`: expanded from a tool_reference. */
  how: 'search' | 'always' | 'discovered';
}

/** What the model can see at a step. */
export interface ModelView {
  loaded: LoadedTool[];
  deferred: number;
  /** The API refused the request: no model ran, whatever the tools would have given it. */
  rejected?: true;
}

/**
 * The turn as the model holds it at a step: the first `blocks` content blocks of
 * exchange `exchange`'s response (its own output so far, plus the search and tool
 * results the service put back). Token budgets are counted from it. While the
 * client runs a tool the model is idle, so those steps point at the response before.
 */
export interface TurnSnapshot {
  exchange: number;
  blocks: number;
}

/** Values the explanation templates fill in (tool names, counts, ids). */
export type StepFacts = Record<string, string | number>;

export type Step = StepPayload & {
  /** 1-based, as the diagram numbers it. */
  number: number;
  from: Actor;
  to: Actor;
  seen: Seen;
  /** Index into `scenario.exchanges` this step was derived from. */
  exchange: number;
  facts: StepFacts;
  view: ModelView;
  turn: TurnSnapshot;
  /** Only on step 2 of an MCP-hosted exchange: the tool listing fetched before sampling. */
  prologue?: McpListingPrologue[];
};

export type PayloadOf<K extends StepKind> = Extract<StepPayload, { kind: K }>['payload'];
