import type {
  BetaContentBlock,
  BetaContentBlockParam,
  BetaMCPToolListingBlock,
  BetaMessage,
  BetaMessageParam,
  BetaToolUnion,
  MessageCreateParamsNonStreaming,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { McpSearchName, ScenarioSearch } from '@/lib/protocol/search-tools';
import type { HttpExchange } from './wire';

/**
 * A scenario is a recorded transcript of what a client exchanged with the
 * Messages API. Payloads are stored with the SDK's beta types because they are a
 * superset of the GA ones (they add the MCP connector blocks); `betas` records
 * whether the request really went out on the beta endpoint.
 */
export const SCENARIO_VERSION = 1 as const;

export type ScenarioMode = 'mcp' | 'client';

/**
 * The search tool a run gives the model (`search`): the API's regex or BM25 tool, or `custom`, a
 * client-side tool (keyword search, Claude Code style) whose results are `tool_reference` blocks.
 * The list is lib/protocol's SCENARIO_SEARCHES; `none` is a run with no search tool at all
 * (programmatic tool calling on tools that are all loaded).
 */
export const NO_SEARCH = 'none' as const;

export type MessagesRequest = MessageCreateParamsNonStreaming;
export type MessagesResponse = BetaMessage;
export type ContentBlock = BetaContentBlock;
export type ContentBlockParam = BetaContentBlockParam;
export type MessageParam = BetaMessageParam;
export type ToolEntry = BetaToolUnion;
export type McpToolListingBlock = BetaMCPToolListingBlock;

/**
 * A tool definition as an MCP server lists it, renamed to the API's `input_schema`. A catalog
 * written for this app may add `input_examples` (the API's tool use examples, client tools only:
 * an MCP server's listing has no such field).
 */
export interface ToolDefinition {
  name: string;
  description?: string | null;
  input_schema: { type: 'object'; [key: string]: unknown };
  input_examples?: Array<Record<string, unknown>>;
}

export interface ApiErrorBody {
  type: 'error';
  error: { type: string; message: string };
  request_id?: string;
}

export interface ApiError {
  status: number;
  body: ApiErrorBody;
}

/** One HTTP round trip to POST /v1/messages. */
export interface MessagesExchange {
  kind: 'messages';
  request: MessagesRequest;
  /** Exactly one of response / error is present. */
  response?: MessagesResponse;
  error?: ApiError;
  /**
   * The request line, headers (key masked) and answer status the SDK really sent and got. Absent in
   * files recorded before it was kept: the engine then derives the request as the SDK would.
   */
  http?: HttpExchange;
}

/** Client-side execution: the client's own code ran a tool the model asked for. */
export interface ToolRunExchange {
  kind: 'tool_run';
  tool_use_id: string;
  name: string;
  input: unknown;
  output: string;
  is_error: boolean;
  /** Who implemented the tool, e.g. "demo implementation (deterministic, no outside calls)". */
  implementation?: string;
}

export type Exchange = MessagesExchange | ToolRunExchange;

export type RecordingSource =
  /** `mcp_search_names`: the emulator's search matched MCP tools' composed names (the unverified reading); absent, their own names. */
  | { kind: 'emulator'; note?: string; mcp_search_names?: McpSearchName }
  | { kind: 'api'; note?: string }
  | { kind: 'article'; note?: string };

export interface CatalogAttribution {
  id: string;
  title: string;
  tools: number;
  repo: string;
  licence: string;
}

export interface EmulatedModel {
  decisions: string[];
}

/** A field of a payload that today's API would not send, shown next to the JSON. */
export interface FactCheck {
  step: number;
  path: string;
  note: string;
}

/**
 * A step played exactly as a source wrote it (the article), because its payloads
 * are not something the API could have sent and so cannot be derived from traffic.
 */
export interface LiteralStep {
  from: 'client' | 'service' | 'model' | 'registry' | 'tool';
  to: 'client' | 'service' | 'model' | 'registry' | 'tool';
  seen: 'wire' | 'inside' | 'client';
  title: string;
  explanation: string;
  payload: unknown;
}

export interface Scenario {
  version: typeof SCENARIO_VERSION;
  id: string;
  title: string;
  description: string;
  question: string;
  mode: ScenarioMode;
  search: ScenarioSearch | typeof NO_SEARCH;
  source: RecordingSource;
  recorded_at?: string;
  /** The Registry: what each MCP server's `tools/list` returned, by server name. */
  mcp_tools?: Record<string, ToolDefinition[]>;
  catalogs?: CatalogAttribution[];
  fact_checks?: FactCheck[];
  /** Set when a scripted stand-in, not Claude, produced the responses: what it decided and why, in order. */
  emulated_model?: EmulatedModel;
  /** Empty when `literal_steps` is given. */
  exchanges: Exchange[];
  literal_steps?: LiteralStep[];
  /** A live run that failed or was stopped, saved as far as it got. */
  incomplete?: Incomplete;
}

/**
 * Why a scenario ends early: the failure that ended its run (a live failure
 * kind, such as `stream-cut`), which request it struck (1-based), and whether
 * the last exchange's response is partial: only the blocks that had finished,
 * no `stop_reason`, as they arrived before the failure.
 */
export interface Incomplete {
  failure: string;
  request: number;
  partial: boolean;
}
