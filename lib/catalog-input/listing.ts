import { z } from 'zod';
import { formatPath } from '@/lib/scenario/schema';
import type { ToolDefinition } from '@/lib/scenario/types';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { CUSTOM_TOOL_NAME_PATTERN, MCP_TOOL_NAME_PATTERN } from '@/lib/protocol/tool-names';
import { showHidden } from '@/lib/security/hidden-characters';
import { ISSUE_CODES, type CatalogProblem, type CatalogProblemDetail } from './types';

/**
 * One server's listing in whichever form it arrived: a `tools` array (the Messages API's, or MCP's
 * tools pasted bare), a `tools/list` result, or the whole JSON-RPC response around one. A tool may
 * carry the API's `input_schema` or MCP's `inputSchema`; only the three fields the model sees are
 * kept, as the shipped catalogs keep them.
 */

export type Path = ReadonlyArray<PropertyKey>;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const schemaObject = z.looseObject({}, 'expected-schema-object');
const tool = z.looseObject({
  name: z.string('tool-name-missing').min(1, 'tool-name-empty'),
  description: z.string('expected-string').nullish(),
  input_schema: schemaObject.optional(),
  inputSchema: schemaObject.optional(),
  _meta: z.looseObject({}, 'expected-object').optional(),
});

/** Claude Code loads an MCP tool up front, whatever ENABLE_TOOL_SEARCH says, when its server marks it so (seed 001). */
export const ALWAYS_LOAD_META = 'anthropic/alwaysLoad';

const serverRef = z.union([z.string(), z.looseObject({ name: z.string().optional(), version: z.string().optional() })]);
const listingMeta = z.looseObject({
  name: z.string().optional(),
  server: serverRef.optional(),
  serverInfo: serverRef.optional(),
  mcp_server_name: z.string().optional(),
  instructions: z.string().optional(),
  nextCursor: z.string().nullish(),
});

export interface ListingMeta {
  name?: string;
  version?: string;
  instructions?: string;
  truncated?: boolean;
}

export type ListingResult =
  | { ok: true; form: 'api-tools' | 'mcp-tools-list' | 'jsonrpc-response'; tools: ToolDefinition[]; alwaysLoad: string[]; meta: ListingMeta; notes: string[] }
  | { ok: false; error: CatalogProblem };

export const problem = (path: Path, detail: CatalogProblemDetail): { ok: false; error: CatalogProblem } => ({ ok: false, error: { ...detail, path: formatPath(path) } });

const isIssueCode = (message: string | undefined): message is (typeof ISSUE_CODES)[number] => (ISSUE_CODES as readonly string[]).includes(message ?? '');

/** The first issue zod found, as a problem: the schemas' messages are problem codes. */
export function firstIssue(error: z.ZodError, path: Path): { ok: false; error: CatalogProblem } {
  const issue = error.issues[0];
  return problem([...path, ...(issue?.path ?? [])], { code: isIssueCode(issue?.message) ? issue.message : 'invalid-value' });
}

/** A Messages API request's `tools` may hold the search tool or an `mcp_toolset`: entries that define no tool. */
function notADefinition(entry: unknown): string | undefined {
  if (!isRecord(entry) || 'input_schema' in entry || 'inputSchema' in entry) return undefined;
  return typeof entry.type === 'string' && entry.type !== 'custom' ? entry.type : undefined;
}

/** Whose rule a name is held to: the API's for a `tools` array, MCP's (which allows ".") for a `tools/list`. */
export type NameRule = 'custom' | 'mcp';
const NAME_PATTERN: Record<NameRule, RegExp> = { custom: CUSTOM_TOOL_NAME_PATTERN, mcp: MCP_TOOL_NAME_PATTERN };

/** A tools array → definitions, or the first thing wrong with it, named by its path. */
export function readToolArray(
  items: readonly unknown[],
  path: Path,
  rule: NameRule,
): { ok: true; tools: ToolDefinition[]; alwaysLoad: string[]; notes: string[] } | { ok: false; error: CatalogProblem } {
  if (items.length > MAX_DEFERRED_TOOLS) return problem(path, { code: 'too-many-tools', count: items.length, servers: 1, limit: MAX_DEFERRED_TOOLS });
  const tools: ToolDefinition[] = [];
  const alwaysLoad: string[] = [];
  const notes: string[] = [];
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    const type = notADefinition(item);
    if (type !== undefined) {
      const label = isRecord(item) && typeof (item.name ?? item.mcp_server_name) === 'string' ? ` "${String(item.name ?? item.mcp_server_name)}"` : '';
      notes.push(`${formatPath([...path, i])}: left out a ${type} entry${label}, which defines no tool of its own`);
      continue;
    }
    const parsed = tool.safeParse(item);
    if (!parsed.success) return firstIssue(parsed.error, [...path, i]);
    const schema = parsed.data.input_schema ?? parsed.data.inputSchema;
    if (!schema) return problem([...path, i, 'input_schema'], { code: 'input-schema-missing' });
    const { name, description } = parsed.data;
    // Plain ASCII, as the API and MCP ask: no bidi control or zero-width character makes one name read as another.
    if (!NAME_PATTERN[rule].test(name)) return problem([...path, i, 'name'], { code: 'tool-name-pattern', rule, name: showHidden(name) });
    if (seen.has(name)) return problem([...path, i, 'name'], { code: 'duplicate-tool', name });
    seen.add(name);
    tools.push({ name, ...(description != null ? { description } : {}), input_schema: { ...schema, type: 'object' } });
    if (parsed.data._meta?.[ALWAYS_LOAD_META] === true) alwaysLoad.push(name);
  }
  return { ok: true, tools, alwaysLoad, notes };
}

function metaOf(record: Record<string, unknown>): ListingMeta {
  const parsed = listingMeta.safeParse(record);
  if (!parsed.success) return {};
  const { name, server, serverInfo, mcp_server_name, instructions, nextCursor } = parsed.data;
  const ref = typeof server === 'object' ? server : typeof serverInfo === 'object' ? serverInfo : undefined;
  const named = mcp_server_name ?? (typeof server === 'string' ? server : undefined) ?? (typeof serverInfo === 'string' ? serverInfo : undefined) ?? ref?.name ?? name;
  return {
    ...(named ? { name: named } : {}),
    ...(ref?.version ? { version: ref.version } : {}),
    ...(instructions ? { instructions } : {}),
    ...(nextCursor ? { truncated: true } : {}),
  };
}

/** True when the value looks like a listing of its own (used to tell a map of servers from anything else). */
export function looksLikeListing(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((item) => isRecord(item) && typeof item.name === 'string');
  return isRecord(value) && (Array.isArray(value.tools) || isRecord(value.result));
}

/** One listing in any of its forms. */
export function readListing(value: unknown, path: Path): ListingResult {
  if (Array.isArray(value)) {
    const r = readToolArray(value, path, 'custom');
    return r.ok ? { ok: true, form: 'api-tools', tools: r.tools, alwaysLoad: r.alwaysLoad, meta: {}, notes: r.notes } : r;
  }
  if (!isRecord(value)) return problem(path, { code: 'not-a-listing' });
  if ('result' in value || 'error' in value) {
    if (isRecord(value.error)) return problem([...path, 'error'], { code: 'jsonrpc-error', message: typeof value.error.message === 'string' ? value.error.message : null });
    if (!isRecord(value.result)) return problem([...path, 'result'], { code: 'result-not-object' });
    const inner = readListing(value.result, [...path, 'result']);
    return inner.ok ? { ...inner, form: 'jsonrpc-response' } : inner;
  }
  if (!('tools' in value)) return problem(path, { code: 'no-tools-key' });
  if (!Array.isArray(value.tools)) return problem([...path, 'tools'], { code: 'tools-not-array' });
  // A Messages API request body carries its tools the same way; MCP's result does not have messages.
  const form = 'messages' in value || 'model' in value ? 'api-tools' : 'mcp-tools-list';
  const r = readToolArray(value.tools, [...path, 'tools'], form === 'api-tools' ? 'custom' : 'mcp');
  if (!r.ok) return r;
  const meta = metaOf(value);
  const notes = meta.truncated ? [...r.notes, `${formatPath([...path, 'nextCursor'])}: the server has more tools than this page; list them all (follow nextCursor) for a full report`] : r.notes;
  return { ok: true, form, tools: r.tools, alwaysLoad: r.alwaysLoad, meta, notes };
}
