import { z } from 'zod';
import { describeJsonSyntaxProblem, locateJsonSyntaxError } from '@/lib/json/syntax-error';
import { explainIssue } from './issue-text';
import { MAX_SCENARIO_DEPTH, maxDepthExceeded } from './json-depth';
import { scenarioLinkIssues } from './scenario-links';
import { API_SEARCH_TOOL_NAMES, MCP_SEARCH_NAMES, SCENARIO_SEARCHES, SEARCH_TOOLS } from '@/lib/protocol/search-tools';
import { ALLOWED_CALLERS, CODE_CALLER_TYPES, CODE_EXECUTION_NAME, CODE_EXECUTION_TYPES } from '@/lib/protocol/code-execution';
import { CUSTOM_TOOL_NAME_PATTERN, MCP_TOOL_NAME_PATTERN, NAME_RULES, REFERENCE_NAME_PATTERN } from '@/lib/protocol/tool-names';
import { NO_SEARCH, SCENARIO_VERSION, type ContentBlock, type ContentBlockParam, type Scenario } from './types';
import { MASKED_AUTHORIZATION, type ShownHeader } from './wire';
import type {
  BetaCodeExecutionToolResultErrorCode,
  BetaServerToolUseBlock as ServerToolUseBlock,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';

// Zod otherwise probes for `new Function` to compile fast parsers, which the pages' CSP (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });

/**
 * Runtime validation of scenario files. It checks the envelope and the fields
 * the engine relies on (block types, ids, and the links between blocks, in
 * scenario-links.ts), and lets the rest of each SDK object through untouched:
 * the SDK's types, not this schema, are the reference for the full shapes.
 * A file is checked for depth before anything recursive (zod included) runs.
 */

const nonEmpty = z.string().min(1);
const jsonObject = z.looseObject({});
/** Names a file may give its tools: the API's and MCP's own patterns, so no hidden character can make one read as another. */
const customName = z.string().regex(CUSTOM_TOOL_NAME_PATTERN, NAME_RULES.custom);
const mcpName = z.string().regex(MCP_TOOL_NAME_PATTERN, NAME_RULES.mcp);
const referenceName = z.string().regex(REFERENCE_NAME_PATTERN, NAME_RULES.reference);

/** A definition in `mcp_tools`: what an MCP server's tools/list gave. */
const toolDefinition = z.looseObject({
  name: mcpName,
  description: z.string().nullish(),
  input_schema: z.looseObject({ type: z.literal('object') }),
});

const toolReference = z.looseObject({ type: z.literal('tool_reference'), tool_name: referenceName });

const searchResultContent = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('tool_search_tool_search_result'), tool_references: z.array(toolReference) }),
  z.looseObject({
    type: z.literal('tool_search_tool_result_error'),
    error_code: z.enum(['invalid_tool_input', 'unavailable', 'too_many_requests', 'execution_time_exceeded']),
    error_message: z.string().nullish(),
  }),
]);

const textBlock = z.looseObject({ type: z.literal('text'), text: z.string() });
/** Every name BetaServerToolUseBlock allows; `satisfies` and the check below keep the list equal to the SDK's. */
const SERVER_TOOL_NAMES = [
  'advisor',
  'web_search',
  'web_fetch',
  'code_execution',
  'bash_code_execution',
  'text_editor_code_execution',
  ...API_SEARCH_TOOL_NAMES,
] as const satisfies ReadonlyArray<ServerToolUseBlock['name']>;
type MissingServerToolName = Exclude<ServerToolUseBlock['name'], (typeof SERVER_TOOL_NAMES)[number]>;
export const serverToolNamesComplete: [MissingServerToolName] extends [never] ? true : MissingServerToolName = true;

/** Who made a call: Claude (`direct`), or code running in the container, naming the server_tool_use that runs it. */
const caller = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('direct') }),
  z.looseObject({ type: z.enum(CODE_CALLER_TYPES), tool_id: z.string().startsWith('srvtoolu_') }),
]);

const serverToolUse = z.looseObject({
  type: z.literal('server_tool_use'),
  id: z.string().startsWith('srvtoolu_'),
  name: z.enum(SERVER_TOOL_NAMES),
  input: z.record(z.string(), z.unknown()),
  caller: caller.optional(),
});
const toolSearchResult = z.looseObject({
  type: z.literal('tool_search_tool_result'),
  tool_use_id: z.string().startsWith('srvtoolu_'),
  content: searchResultContent,
});
const toolUse = z.looseObject({ type: z.literal('tool_use'), id: nonEmpty, name: customName, input: z.unknown(), caller: caller.optional() });

const CODE_EXECUTION_ERROR_CODES = ['invalid_tool_input', 'unavailable', 'too_many_requests', 'execution_time_exceeded'] as const satisfies readonly BetaCodeExecutionToolResultErrorCode[];
const codeOutputFiles = z.array(z.looseObject({ type: z.literal('code_execution_output'), file_id: nonEmpty }));
/** The end of a program: its output (plain or, when the code called web search, encrypted) or an error. */
const codeExecutionResult = z.looseObject({
  type: z.literal('code_execution_tool_result'),
  tool_use_id: z.string().startsWith('srvtoolu_'),
  content: z.discriminatedUnion('type', [
    z.looseObject({ type: z.literal('code_execution_result'), stdout: z.string(), stderr: z.string(), return_code: z.number().int(), content: codeOutputFiles }),
    z.looseObject({ type: z.literal('encrypted_code_execution_result'), encrypted_stdout: z.string(), stderr: z.string(), return_code: z.number().int(), content: codeOutputFiles }),
    z.looseObject({ type: z.literal('code_execution_tool_result_error'), error_code: z.enum(CODE_EXECUTION_ERROR_CODES) }),
  ]),
});
const mcpToolUse = z.looseObject({
  type: z.literal('mcp_tool_use'),
  id: nonEmpty,
  name: mcpName,
  server_name: nonEmpty,
  input: z.unknown(),
});
const mcpToolResult = z.looseObject({
  type: z.literal('mcp_tool_result'),
  tool_use_id: nonEmpty,
  is_error: z.boolean().optional(),
  content: z.union([z.string(), z.array(textBlock)]),
});
const thinking = z.looseObject({ type: z.literal('thinking'), thinking: z.string() });
const toolResult = z.looseObject({
  type: z.literal('tool_result'),
  tool_use_id: nonEmpty,
  content: z
    .union([
      z.string(),
      z.array(
        z.discriminatedUnion('type', [
          textBlock,
          toolReference,
          z.looseObject({ type: z.enum(['image', 'search_result', 'document', 'browser_state']) }),
        ]),
      ),
    ])
    .optional(),
  is_error: z.boolean().optional(),
});

/** A block type the app only passes through: its type is checked, the SDK's types describe the rest. */
const passThrough = <T extends string>(type: T) => z.looseObject({ type: z.literal(type) });

const mcpToolListing = z.looseObject({
  type: z.literal('mcp_tool_listing'),
  mcp_server_name: nonEmpty,
  tools: z.array(z.looseObject({ name: mcpName, description: z.string().optional(), input_schema: jsonObject })),
});

/** Recursively optional: what a schema checks must fit the SDK's type, though it need not check every field. */
export type Fits<T> = T extends readonly (infer E)[] ? ReadonlyArray<Fits<E>> : T extends object ? { [K in keyof T]?: Fits<T[K]> } : T;
type Sdk<Union extends { type: string }, K> = Extract<Union, { type: K }>;
/**
 * One schema per block type of the SDK's union, and nothing else: a type the SDK adds
 * (or drops) fails `tsc` here instead of failing a reader's import, and a field the
 * schema checks must have a type the SDK's block accepts.
 */
type BlockSchemas<Union extends { type: string }> = { [K in Union['type']]: z.ZodType<Fits<Sdk<Union, K>> & { type: K }> };

/** Every block of SDK 1.12's BetaContentBlock: what an assistant response may hold. */
const RESPONSE_BLOCKS = {
  text: textBlock,
  thinking,
  redacted_thinking: passThrough('redacted_thinking'),
  tool_use: toolUse,
  server_tool_use: serverToolUse,
  web_search_tool_result: passThrough('web_search_tool_result'),
  web_fetch_tool_result: passThrough('web_fetch_tool_result'),
  advisor_tool_result: passThrough('advisor_tool_result'),
  code_execution_tool_result: codeExecutionResult,
  bash_code_execution_tool_result: passThrough('bash_code_execution_tool_result'),
  text_editor_code_execution_tool_result: passThrough('text_editor_code_execution_tool_result'),
  tool_search_tool_result: toolSearchResult,
  mcp_tool_use: mcpToolUse,
  mcp_tool_result: mcpToolResult,
  container_upload: passThrough('container_upload'),
  compaction: passThrough('compaction'),
  fallback: passThrough('fallback'),
  mcp_tool_listing: mcpToolListing,
} satisfies BlockSchemas<ContentBlock>;

/** Every block of SDK 1.12's BetaContentBlockParam: what a request's messages may hold. */
const REQUEST_BLOCKS = {
  ...RESPONSE_BLOCKS,
  tool_result: toolResult,
  image: passThrough('image'),
  document: passThrough('document'),
  search_result: passThrough('search_result'),
} satisfies Partial<BlockSchemas<ContentBlockParam>>;

/** `tool_result` is deliberately absent: the API never puts one in an assistant response. */
const responseBlock = z.discriminatedUnion('type', Object.values(RESPONSE_BLOCKS) as unknown as [typeof textBlock, ...Array<(typeof RESPONSE_BLOCKS)[keyof typeof RESPONSE_BLOCKS]>]);
const requestBlock = z.discriminatedUnion('type', Object.values(REQUEST_BLOCKS) as unknown as [typeof textBlock, ...Array<(typeof REQUEST_BLOCKS)[keyof typeof REQUEST_BLOCKS]>]);

/** A request message, as a scenario holds it and as the emulator checks it (lib/service/request-schema.ts). */
export const messageParam = z.looseObject({
  role: z.enum(['user', 'assistant']),
  content: z.union([z.string(), z.array(requestBlock)]),
});

const toolEntry = z.union([
  z.looseObject({ type: z.enum(SEARCH_TOOLS.regex.types), name: z.literal(SEARCH_TOOLS.regex.name) }),
  z.looseObject({ type: z.enum(SEARCH_TOOLS.bm25.types), name: z.literal(SEARCH_TOOLS.bm25.name) }),
  z.looseObject({
    type: z.literal('mcp_toolset'),
    mcp_server_name: nonEmpty,
    default_config: z.looseObject({ defer_loading: z.boolean().optional(), enabled: z.boolean().optional() }).optional(),
    configs: z.record(z.string(), z.looseObject({ defer_loading: z.boolean().optional(), enabled: z.boolean().optional() })).nullish(),
  }),
  z.looseObject({ type: z.enum(CODE_EXECUTION_TYPES), name: z.literal(CODE_EXECUTION_NAME), defer_loading: z.boolean().optional() }),
  z.looseObject({
    type: z.literal('custom').nullish(),
    name: customName,
    input_schema: jsonObject,
    defer_loading: z.boolean().optional(),
    allowed_callers: z.array(z.enum(ALLOWED_CALLERS)).optional(),
    input_examples: z.array(jsonObject).optional(),
  }),
]);

const request = z.looseObject({
  model: nonEmpty,
  max_tokens: z.number().int().positive(),
  messages: z.array(messageParam).min(1),
  tools: z.array(toolEntry).optional(),
  mcp_servers: z.array(z.looseObject({ type: z.literal('url'), url: nonEmpty, name: nonEmpty })).optional(),
  betas: z.array(z.string()).optional(),
  // A container to reuse: its id, or the params object that may carry one.
  container: z.union([nonEmpty, z.looseObject({ id: z.string().nullish() })]).nullish(),
});

const response = z.looseObject({
  id: nonEmpty,
  type: z.literal('message'),
  role: z.literal('assistant'),
  model: nonEmpty,
  content: z.array(responseBlock),
  stop_reason: z
    .enum(['end_turn', 'max_tokens', 'stop_sequence', 'tool_use', 'pause_turn', 'compaction', 'refusal', 'model_context_window_exceeded'])
    .nullable(),
  usage: z.looseObject({ input_tokens: z.number().int().nonnegative(), output_tokens: z.number().int().nonnegative() }),
  // Non-null when a container tool (code execution) was used; files recorded before it was kept have none.
  container: z.looseObject({ id: nonEmpty, expires_at: z.string() }).nullish(),
});

const apiError = z.looseObject({
  status: z.number().int().min(400).max(599),
  body: z.looseObject({
    type: z.literal('error'),
    error: z.looseObject({ type: nonEmpty, message: z.string() }),
  }),
});

const http = z.looseObject({
  request: z.looseObject({
    method: z.literal('POST'),
    path: z.string().startsWith('/'),
    // Only the shown headers, and the key only as its placeholder: a file holding a real key is refused.
    headers: z.strictObject({
      authorization: z.literal(MASKED_AUTHORIZATION).optional(),
      'anthropic-version': z.string().optional(),
      'anthropic-beta': z.string().optional(),
      'content-type': z.string().optional(),
    } satisfies Record<ShownHeader, unknown>),
    stream: z.literal(true).optional(),
  }),
  response: z.looseObject({ status: z.number().int().min(100).max(599), request_id: z.string().optional() }).optional(),
});

const messagesExchange = z
  .looseObject({ kind: z.literal('messages'), request, response: response.optional(), error: apiError.optional(), http: http.optional() })
  .refine((x) => (x.response === undefined) !== (x.error === undefined), {
    message: 'a messages exchange holds exactly one of "response" or "error"; expected one of them, not both or neither',
  });

const toolRunExchange = z.looseObject({
  kind: z.literal('tool_run'),
  tool_use_id: nonEmpty,
  name: nonEmpty,
  input: z.unknown(),
  output: z.string(),
  is_error: z.boolean(),
  implementation: z.string().optional(),
});

const actor = z.enum(['client', 'service', 'model', 'registry', 'tool']);
const literalStep = z.looseObject({
  from: actor,
  to: actor,
  seen: z.enum(['wire', 'inside', 'client']),
  title: nonEmpty,
  explanation: nonEmpty,
  payload: z.unknown(),
});

export const scenarioSchema = z.looseObject({
  version: z.literal(SCENARIO_VERSION),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes'),
  title: nonEmpty,
  description: nonEmpty,
  question: nonEmpty,
  mode: z.enum(['mcp', 'client']),
  search: z.enum([...SCENARIO_SEARCHES, NO_SEARCH]),
  source: z.looseObject({ kind: z.enum(['emulator', 'api', 'article']), note: z.string().optional(), mcp_search_names: z.enum(MCP_SEARCH_NAMES).optional() }),
  recorded_at: z.string().optional(),
  mcp_tools: z.record(z.string(), z.array(toolDefinition)).optional(),
  catalogs: z
    .array(z.looseObject({ id: nonEmpty, title: nonEmpty, tools: z.number().int(), repo: nonEmpty, licence: nonEmpty }))
    .optional(),
  fact_checks: z.array(z.looseObject({ step: z.number().int().positive(), path: z.string(), note: nonEmpty })).optional(),
  emulated_model: z.looseObject({ decisions: z.array(z.string()) }).optional(),
  exchanges: z.array(z.discriminatedUnion('kind', [messagesExchange, toolRunExchange])),
  literal_steps: z.array(literalStep).min(1).optional(),
  incomplete: z.looseObject({ failure: nonEmpty, request: z.number().int().positive(), partial: z.boolean() }).optional(),
}).superRefine((s, ctx) => {
  if (s.exchanges.length === 0 && !s.literal_steps) {
    ctx.addIssue({ code: 'custom', path: ['exchanges'], message: 'a scenario needs at least one exchange; expected a non-empty array (or literal_steps)' });
  }
  const last = s.exchanges.at(-1) as { kind?: string; response?: { stop_reason?: unknown } } | undefined;
  if (s.incomplete?.partial && !(last?.kind === 'messages' && last.response && last.response.stop_reason === null)) {
    ctx.addIssue({ code: 'custom', path: ['incomplete', 'partial'], message: 'a partial run ends with the response it was receiving; expected a last messages exchange whose response has stop_reason null' });
  }
  if (s.literal_steps && s.source.kind !== 'article') {
    ctx.addIssue({ code: 'custom', path: ['literal_steps'], message: 'literal steps are only for sources quoted as written; expected source.kind "article"' });
  }
  for (const issue of scenarioLinkIssues(s as never)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; error: string };

/** `exchanges[0].response.content[2].type` — the notation a reader can follow into the file. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(root)';
}

/**
 * Validate parsed JSON. The error names the file, the path of the first bad
 * field, what is there and what was expected.
 */
export function parseScenario(data: unknown, fileName: string): ParseResult {
  const tooDeep = maxDepthExceeded(data, MAX_SCENARIO_DEPTH);
  if (tooDeep) {
    return { ok: false, error: `${fileName}: ${tooDeep.path}: nested more than ${MAX_SCENARIO_DEPTH} levels deep; expected at most ${MAX_SCENARIO_DEPTH} levels of objects and arrays` };
  }
  const result = scenarioSchema.safeParse(data);
  // The file as it was read, not zod's copy: zod rebuilds each object in the schema's key order, and a
  // request's key order is what the SDK sent (step 1 shows the body in it).
  if (result.success) return { ok: true, scenario: data as Scenario };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, error: `${fileName}: (root): expected a scenario object` };
  const { path, text } = explainIssue(issue, data);
  return { ok: false, error: `${fileName}: ${formatPath(path)}: ${text}` };
}

/** Validate raw text, as it arrives from a file picker or a fetch. JSON.parse is iterative in V8: depth cannot overflow it. */
export function parseScenarioText(text: string, fileName: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const problem = locateJsonSyntaxError(text);
    return { ok: false, error: `${fileName}: ${problem ? describeJsonSyntaxProblem(problem) : `not valid JSON (${(e as Error).message})`}` };
  }
  return parseScenario(data, fileName);
}
