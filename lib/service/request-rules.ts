import type {
  BetaTool,
  BetaToolUnion,
  MessageCountTokensParams as BetaCountParams,
  MessageCreateParamsBase as BetaCreateParams,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { MessageCountTokensParams as GaCountParams, MessageCreateParamsBase as GaCreateParams } from '@anthropic-ai/sdk/resources/messages/messages';
import { SEARCH_TOOL_NAME_OF_TYPE } from '@/lib/protocol/search-tools';

/**
 * The API's rules that follow from the SDK's own types, written so that tsc
 * fails when the SDK changes: a new body param or tool type must be added here
 * before the emulator builds. (A list kept by hand would silently accept less,
 * or more, than the API.)
 */

/** Params the SDK sends as headers, never in the body (resources/beta/messages/messages.js). */
type HeaderParams = 'betas' | 'user_profile_id' | 'workspace_id';

/** Top-level body fields of the GA endpoint: every `create()` param but the header ones. */
export const GA_BODY_FIELDS = {
  max_tokens: true,
  messages: true,
  model: true,
  cache_control: true,
  container: true,
  diagnostics: true,
  inference_geo: true,
  metadata: true,
  output_config: true,
  service_tier: true,
  speed: true,
  stop_sequences: true,
  stream: true,
  system: true,
  thinking: true,
  tool_choice: true,
  tools: true,
} as const satisfies Record<Exclude<keyof GaCreateParams, HeaderParams>, true>;

/** Top-level body fields of the beta endpoint: the GA ones and the beta-only params. */
export const BETA_BODY_FIELDS = {
  ...GA_BODY_FIELDS,
  billing_policy: true,
  compaction: true,
  context_management: true,
  fallback_credit_token: true,
  fallbacks: true,
  mcp_servers: true,
  output_format: true,
  thread: true,
} as const satisfies Record<Exclude<keyof BetaCreateParams, HeaderParams>, true>;

/** Top-level body fields of GA count_tokens: every `countTokens()` param but the header ones. */
export const GA_COUNT_BODY_FIELDS = {
  messages: true,
  model: true,
  cache_control: true,
  output_config: true,
  speed: true,
  system: true,
  thinking: true,
  tool_choice: true,
  tools: true,
} as const satisfies Record<Exclude<keyof GaCountParams, HeaderParams>, true>;

/** Top-level body fields of beta count_tokens. */
export const BETA_COUNT_BODY_FIELDS = {
  ...GA_COUNT_BODY_FIELDS,
  billing_policy: true,
  compaction: true,
  context_management: true,
  mcp_servers: true,
  output_format: true,
} as const satisfies Record<Exclude<keyof BetaCountParams, HeaderParams>, true>;

type TypedTool = Exclude<BetaToolUnion, BetaTool>;
type ToolType = TypedTool['type'];
/** The `name` of the tool entries whose `type` takes K (the search tools take two spellings). */
type NameOf<K extends ToolType, T = TypedTool> = T extends { type: infer U } ? (K extends U ? (T extends { name: infer N } ? N : null) : never) : never;

/**
 * Every tool `type` the API takes besides custom tools, with the one `name` it
 * must be sent under (null: the entry has no name, e.g. `mcp_toolset`).
 */
export const TOOL_NAMES = {
  bash_20241022: 'bash',
  bash_20250124: 'bash',
  code_execution_20250522: 'code_execution',
  code_execution_20250825: 'code_execution',
  code_execution_20260120: 'code_execution',
  code_execution_20260521: 'code_execution',
  browser_toolset_20260801: null,
  computer_20241022: 'computer',
  memory_20250818: 'memory',
  computer_20250124: 'computer',
  text_editor_20241022: 'str_replace_editor',
  computer_20251124: 'computer',
  computer_toolset_20260801: null,
  text_editor_20250124: 'str_replace_editor',
  text_editor_20250429: 'str_replace_based_edit_tool',
  text_editor_20250728: 'str_replace_based_edit_tool',
  web_search_20250305: 'web_search',
  web_fetch_20250910: 'web_fetch',
  web_search_20260209: 'web_search',
  web_fetch_20260209: 'web_fetch',
  web_fetch_20260309: 'web_fetch',
  web_search_20260318: 'web_search',
  web_fetch_20260318: 'web_fetch',
  advisor_20260301: 'advisor',
  ...SEARCH_TOOL_NAME_OF_TYPE,
  mcp_toolset: null,
} as const satisfies { [K in ToolType]: NameOf<K> };

export const isToolType = (type: string): type is ToolType => Object.hasOwn(TOOL_NAMES, type);
