import type { CatalogTool } from '@/lib/engine/tool-catalog';
import { findReferenced, referencedNames } from '@/lib/engine/tool-catalog';
import type { ContentBlockParam, MessagesRequest } from '@/lib/scenario/types';
import { hasMcpBeta, MCP_BETAS } from '@/lib/protocol/betas';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { lacksToolSearch } from '@/lib/protocol/models';
import { isSearchToolType } from '@/lib/protocol/search-tools';
import { invalidRequest } from './api-error';
import { BETA_BODY_FIELDS, BETA_COUNT_BODY_FIELDS, GA_BODY_FIELDS, GA_COUNT_BODY_FIELDS, isToolType, TOOL_NAMES } from './request-rules';
import { checkBodyFieldTypes, checkField, customToolSchema, mcpServerSchema, mcpToolsetSchema, typedToolSchema } from './request-schema';

/**
 * The checks behind the API's HTTP 400s.
 *
 * Every message text here is MODELLED: the docs' wording where the docs give
 * one (all tools deferred, unknown tool reference), the API's usual
 * `path: problem` style elsewhere. The live API's exact texts vary between doc
 * versions; the app must say "modelled" when it shows these.
 */

const NEEDS_BETA = MCP_BETAS.map((b) => `"${b}"`).join(' or ');

export interface RequestContext {
  /** Values of the `anthropic-beta` header. */
  betas: readonly string[];
  /** count_tokens takes no `max_tokens`. */
  endpoint: 'messages' | 'count_tokens';
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Structure of the body, before any MCP server is contacted. Returns the body typed as a request. */
export function validateRequestShape(body: unknown, context: RequestContext): MessagesRequest {
  if (!isObject(body)) throw invalidRequest('Request body must be a JSON object.');
  if (body.model === undefined) throw invalidRequest('model: Field required');
  if (typeof body.model !== 'string' || body.model === '') throw invalidRequest('model: Input should be a valid string');
  if (context.endpoint === 'messages') {
    if (body.max_tokens === undefined) throw invalidRequest('max_tokens: Field required');
    if (!Number.isInteger(body.max_tokens) || (body.max_tokens as number) < 1) {
      throw invalidRequest('max_tokens: Input should be greater than or equal to 1');
    }
  }
  if (body.stream !== undefined && typeof body.stream !== 'boolean') throw invalidRequest('stream: Input should be a valid boolean');
  validateBodyFields(body, context);
  validateMessagesShape(body.messages);
  // Every field's type, the messages' blocks included, before anything reads them.
  checkBodyFieldTypes(body);
  validateTools(body, context);
  validateToolResultPairing(body.messages as Json[]);
  return body as unknown as MessagesRequest;
}

/**
 * The API refuses a top-level field it does not know. `betas` is the classic one: the SDK sends it as
 * the anthropic-beta header, so a body carrying it was not built by the SDK. `mcp_servers` without the
 * beta header has its own message (validateTools).
 */
function validateBodyFields(body: Json, context: RequestContext) {
  const beta = context.betas.length > 0;
  // count_tokens takes fewer fields than /messages (no max_tokens, stream, metadata…), and refuses the rest alike.
  const fields: Record<string, true> = context.endpoint === 'count_tokens' ? (beta ? BETA_COUNT_BODY_FIELDS : GA_COUNT_BODY_FIELDS) : beta ? BETA_BODY_FIELDS : GA_BODY_FIELDS;
  for (const key of Object.keys(body)) {
    if (key === 'mcp_servers' || Object.hasOwn(fields, key)) continue;
    throw invalidRequest(`${key}: Extra inputs are not permitted`);
  }
}

function validateMessagesShape(messages: unknown) {
  if (messages === undefined) throw invalidRequest('messages: Field required');
  if (!Array.isArray(messages)) throw invalidRequest('messages: Input should be a valid list');
  if (messages.length === 0) throw invalidRequest('messages: at least one message is required');
  messages.forEach((m, i) => {
    if (!isObject(m)) throw invalidRequest(`messages.${i}: Input should be a valid dictionary`);
    if (m.role !== 'user' && m.role !== 'assistant') throw invalidRequest(`messages.${i}.role: Input should be 'user' or 'assistant'`);
    if (typeof m.content === 'string') return;
    if (!Array.isArray(m.content)) throw invalidRequest(`messages.${i}.content: Input should be a valid string or list`);
    m.content.forEach((b, j) => {
      if (!isObject(b) || typeof b.type !== 'string') throw invalidRequest(`messages.${i}.content.${j}.type: Field required`);
    });
  });
}

function validateTools(body: Json, context: RequestContext) {
  const mcpEnabled = hasMcpBeta(context.betas);
  const tools = body.tools ?? [];
  if (!Array.isArray(tools)) throw invalidRequest('tools: Input should be a valid list');
  if (body.mcp_servers !== undefined && !mcpEnabled) {
    throw invalidRequest(`mcp_servers: Extra inputs are not permitted (the MCP connector needs the anthropic-beta header ${NEEDS_BETA})`);
  }
  const servers = body.mcp_servers ?? [];
  if (!Array.isArray(servers)) throw invalidRequest('mcp_servers: Input should be a valid list');

  const serverNames = new Set<string>();
  servers.forEach((s, i) => {
    if (!isObject(s) || s.type !== 'url') throw invalidRequest(`mcp_servers.${i}.type: Input should be 'url'`);
    if (typeof s.url !== 'string' || !/^https?:\/\//.test(s.url)) throw invalidRequest(`mcp_servers.${i}.url: Input should be a valid URL`);
    if (typeof s.name !== 'string' || s.name === '') throw invalidRequest(`mcp_servers.${i}.name: Field required`);
    if (serverNames.has(s.name)) throw invalidRequest(`mcp_servers: server names must be unique; "${s.name}" appears more than once`);
    checkField(mcpServerSchema, s, `mcp_servers.${i}`);
    serverNames.add(s.name);
  });

  const referenced = new Set<string>();
  tools.forEach((t, i) => {
    if (!isObject(t)) throw invalidRequest(`tools.${i}: Input should be a valid dictionary`);
    if (t.type === 'mcp_toolset') {
      if (!mcpEnabled) throw invalidRequest(`tools.${i}: mcp_toolset requires the anthropic-beta header ${NEEDS_BETA}`);
      const name = t.mcp_server_name;
      if (typeof name !== 'string' || !serverNames.has(name)) {
        throw invalidRequest(`tools.${i}: mcp_toolset references MCP server "${String(name)}", which is not defined in mcp_servers`);
      }
      if (referenced.has(name)) throw invalidRequest(`MCP server "${name}" is referenced by more than one mcp_toolset`);
      referenced.add(name);
      checkField(mcpToolsetSchema, t, `tools.${i}.mcp_toolset`);
      return;
    }
    validateToolEntry(t, i, String(body.model));
    if (t.defer_loading === true && t.cache_control != null) {
      throw invalidRequest(`tools.${i}: tool "${t.name}" sets both defer_loading and cache_control; a deferred tool cannot carry a cache breakpoint`);
    }
  });
  for (const name of serverNames) {
    if (!referenced.has(name)) throw invalidRequest(`MCP server "${name}" is defined in mcp_servers but no mcp_toolset references it`);
  }
}

/**
 * A tool entry is a custom tool (no `type`, or `custom`) with a name and an input schema, or one of the
 * SDK's typed tools under the one name its type takes.
 */
function validateToolEntry(t: Json, i: number, model: string) {
  const type = t.type;
  if (type === undefined || type === null || type === 'custom') {
    checkField(customToolSchema, t, `tools.${i}.custom`);
    return;
  }
  if (typeof type !== 'string' || !isToolType(type)) {
    throw invalidRequest(`tools.${i}: Input tag '${String(type)}' found using 'type' does not match any of the expected tags`);
  }
  const name = TOOL_NAMES[type];
  if (name !== null && t.name !== name) throw invalidRequest(`tools.${i}.${type}.name: Input should be '${name}'`);
  checkField(typedToolSchema, t, `tools.${i}.${type}`);
  if (isSearchToolType(type) && lacksToolSearch(model)) {
    throw invalidRequest(`tools.${i}: '${type}' is not supported on model '${model}'. Tool search needs Claude Sonnet 4.5, Opus 4.5, Haiku 4.5 or a later model.`);
  }
}

/**
 * Every tool_result must answer a tool_use of the assistant message just before
 * it, and server tools are never answered by the client: the API ran them.
 */
function validateToolResultPairing(messages: Json[]) {
  messages.forEach((message, i) => {
    const blocks = Array.isArray(message.content) ? (message.content as Json[]) : [];
    const previous = messages[i - 1];
    const asked = new Set(
      previous && previous.role === 'assistant' && Array.isArray(previous.content)
        ? (previous.content as Json[]).filter((b) => b.type === 'tool_use').map((b) => b.id)
        : [],
    );
    blocks.forEach((block, j) => {
      if (block.type !== 'tool_result') return;
      const id = String(block.tool_use_id);
      if (id.startsWith('srvtoolu_')) {
        throw invalidRequest(
          `messages.${i}.content.${j}: tool_result answers server tool use "${id}". Server tools are run by the API and their results come back in the response; do not send a tool_result for them.`,
        );
      }
      if (message.role !== 'user' || !asked.has(id)) {
        throw invalidRequest(
          `messages.${i}.content.${j}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${id}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`,
        );
      }
    });
    const next = messages[i + 1];
    if (message.role !== 'assistant' || !next) return;
    const answered = new Set(Array.isArray(next.content) ? (next.content as Json[]).filter((b) => b.type === 'tool_result').map((b) => b.tool_use_id) : []);
    const unanswered = blocks.filter((b) => b.type === 'tool_use' && !answered.has(b.id)).map((b) => String(b.id));
    if (unanswered.length > 0) {
      throw invalidRequest(
        `messages.${i}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${unanswered.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`,
      );
    }
  });
}

/** Checks that need the whole catalog, MCP servers' tools included. */
export function validateCatalog(request: MessagesRequest, catalog: readonly CatalogTool[]) {
  const seen = new Set<string>();
  for (const tool of catalog) {
    if (seen.has(tool.name)) throw invalidRequest(`tools: Tool names must be unique; "${tool.name}" is defined more than once`);
    seen.add(tool.name);
  }

  // A deferred search tool is a mistake of its own (below), not one of the up-to-10,000 deferred tools.
  const deferred = catalog.filter((t) => t.deferred && t.kind !== 'search').length;
  if (deferred > MAX_DEFERRED_TOOLS) {
    throw invalidRequest(`Too many deferred tools: ${deferred}. A request may defer at most ${MAX_DEFERRED_TOOLS.toLocaleString('en-US')} tools.`);
  }
  if (catalog.length > 0 && catalog.every((t) => t.deferred)) {
    throw invalidRequest('All tools have defer_loading set. At least one tool must be non-deferred.');
  }
  const searchTool = catalog.find((t) => t.kind === 'search' && t.deferred);
  if (searchTool) throw invalidRequest(`The tool search tool "${searchTool.name}" cannot be deferred.`);

  for (const message of request.messages) {
    if (typeof message.content === 'string') continue;
    for (const name of referencedNames(message.content as ContentBlockParam[])) {
      // MCP tools are referenced `{server}_{name}`; a bare name from an older history still finds its tool.
      if (!findReferenced(catalog, name)) throw invalidRequest(`Tool reference '${name}' has no corresponding tool definition`);
    }
  }
}
