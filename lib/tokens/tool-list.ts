import { z } from 'zod';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { CUSTOM_TOOL_NAME_PATTERN, MCP_TOOL_NAME_PATTERN, NAME_RULES } from '@/lib/protocol/tool-names';
import { showHidden } from '@/lib/security/hidden-characters';
import { formatPath } from '@/lib/scenario/schema';
import type { ToolDefinition } from '@/lib/scenario/types';

/**
 * A catalog a user brings: the Messages API's `tools` array, or what an MCP
 * server answers to `tools/list` (bare, or still in its JSON-RPC envelope).
 * Only the three fields the model sees are kept; MCP's `inputSchema` becomes
 * the API's `input_schema`, as the shipped catalogs do.
 */

/** A name as the API (or MCP) allows it; a hidden character that breaks one is shown as an escape. */
const nameOf = (pattern: RegExp, rule: string) =>
  z
    .string()
    .min(1, 'a tool needs a non-empty name')
    .regex(pattern, { error: (issue) => `expected ${rule}, got "${showHidden(String(issue.input))}"` });
const description = z.string().nullish();
const schemaObject = z.looseObject({}, 'expected a JSON Schema object');

const apiTool = z.looseObject({ name: nameOf(CUSTOM_TOOL_NAME_PATTERN, NAME_RULES.custom), description, input_schema: schemaObject });
const mcpTool = z.looseObject({ name: nameOf(MCP_TOOL_NAME_PATTERN, NAME_RULES.mcp), description, inputSchema: schemaObject });

const apiList = z.array(apiTool);
const mcpList = z.looseObject({ tools: z.array(mcpTool) });
const jsonRpc = z.looseObject({ result: mcpList });

/** Far above any real catalog (GitHub's 117 tools are 114 KB); keeps a wrong file from freezing the tab. */
export const MAX_BYTES = 20 * 1024 * 1024;

export type ToolListResult = { ok: true; tools: ToolDefinition[]; shape: 'api' | 'mcp' | 'jsonrpc' } | { ok: false; error: string };

function firstIssue(error: z.ZodError, prefix: ReadonlyArray<PropertyKey> = []): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid tool list';
  return `${formatPath([...prefix, ...issue.path])}: ${issue.message}`;
}

function asDefinition(tool: { name: string; description?: string | null | undefined }, schema: Record<string, unknown>): ToolDefinition {
  return {
    name: tool.name,
    ...(tool.description != null ? { description: tool.description } : {}),
    input_schema: { ...schema, type: 'object' },
  };
}

function checkList(tools: ToolDefinition[], shape: 'api' | 'mcp' | 'jsonrpc', where: string): ToolListResult {
  if (tools.length === 0) return { ok: false, error: `${where}: the list has no tools` };
  // An uploaded catalog is deferred whole, so the API's limit on deferred tools is its limit.
  if (tools.length > MAX_DEFERRED_TOOLS) return { ok: false, error: `${where}: ${tools.length} tools, more than the API's limit of ${MAX_DEFERRED_TOOLS} deferred tools per request` };
  const seen = new Set<string>();
  for (const [i, tool] of tools.entries()) {
    if (seen.has(tool.name)) return { ok: false, error: `${where}[${i}].name: “${tool.name}” appears twice; tool names must be unique in a request` };
    seen.add(tool.name);
  }
  return { ok: true, tools, shape };
}

/** Parsed JSON → definitions, or the first thing wrong with it, named by its path. */
export function parseToolList(data: unknown): ToolListResult {
  if (Array.isArray(data)) {
    const r = apiList.safeParse(data);
    if (!r.success) return { ok: false, error: firstIssue(r.error) };
    return checkList(r.data.map((t) => asDefinition(t, t.input_schema)), 'api', '(root)');
  }
  if (data && typeof data === 'object' && 'result' in data) {
    const r = jsonRpc.safeParse(data);
    if (!r.success) return { ok: false, error: firstIssue(r.error) };
    return checkList(r.data.result.tools.map((t) => asDefinition(t, t.inputSchema)), 'jsonrpc', 'result.tools');
  }
  if (data && typeof data === 'object' && 'tools' in data) {
    const r = mcpList.safeParse(data);
    if (!r.success) return { ok: false, error: firstIssue(r.error) };
    return checkList(r.data.tools.map((t) => asDefinition(t, t.inputSchema)), 'mcp', 'tools');
  }
  return {
    ok: false,
    error: '(root): expected an array of tool definitions [{"name", "description", "input_schema"}] or an MCP tools/list result {"tools": [{"name", "description", "inputSchema"}]}',
  };
}

/** Raw file text → definitions. The caller adds the file's name to the error. */
export function parseToolListText(text: string): ToolListResult {
  if (text.length > MAX_BYTES) return { ok: false, error: `the file is larger than ${MAX_BYTES / 1024 / 1024} MB` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not valid JSON (${(e as Error).message})` };
  }
  return parseToolList(data);
}
