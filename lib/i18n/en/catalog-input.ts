import type { CatalogProblem, CatalogProblemCode, CatalogProblemDetail, ToolWhere } from '@/lib/catalog-input/types';
import { NAME_RULES } from '@/lib/protocol/tool-names';
import { num } from './format';

/** One sentence a problem kind, typed so that a new kind without its sentence fails tsc in every language. */
export type CatalogProblemWording = { [C in CatalogProblemCode]: (p: Extract<CatalogProblemDetail, { code: C }>) => string };

const where = (w: ToolWhere) => (w.server === null ? w.tool : `${w.server}’s ${w.tool}`);

/** What the catalog parser (lib/catalog-input) found wrong, one sentence a kind; the path is shown beside it. */
const problems: CatalogProblemWording = {
  'json-syntax': (p) => `not valid JSON at line ${num(p.line)}, column ${num(p.column)}: found ${p.found}, expected ${p.expected}`,
  'json-invalid': (p) => `not valid JSON (${p.detail})`,
  'too-large': (p) => `the text is larger than ${num(p.megabytes)} MB`,
  'too-deep': (p) => `nested more than ${num(p.limit)} levels deep (first at ${p.at})`,
  'not-a-catalog': () =>
    'expected a tools array [{"name", "description", "input_schema"}], an MCP tools/list result {"tools": […]} or its JSON-RPC response, several servers ({"servers": {"name": listing}} or [{"name", "tools"}]), or an MCP configuration {"mcpServers": {…}}',
  'not-a-listing': () => 'expected a tool listing: a tools array, a tools/list result {"tools": […]} or its JSON-RPC response',
  'no-tools-key': () => 'expected a tool listing: an object with "tools" (a tools/list result) or "result" (its JSON-RPC response)',
  'tools-not-array': () => 'expected an array of tool definitions',
  'result-not-object': () => 'expected the tools/list result, an object with "tools"',
  'jsonrpc-error': (p) => `the JSON-RPC response is an error${p.message !== null ? `: ${p.message}` : ''}, not a tool listing`,
  'tool-name-missing': () => 'a tool needs a name (a string)',
  'tool-name-empty': () => 'a tool needs a non-empty name',
  'tool-name-pattern': (p) => `expected ${NAME_RULES[p.rule]}, got "${p.name}"`,
  'expected-string': () => 'expected a string',
  'expected-object': () => 'expected an object',
  'expected-schema-object': () => 'expected a JSON Schema object',
  'invalid-value': () => 'invalid value',
  'input-schema-missing': () => 'a tool needs input_schema (the API’s field) or inputSchema (MCP’s)',
  'duplicate-tool': (p) => `“${p.name}” appears twice; tool names must be unique on one server`,
  'too-many-tools': (p) => `${num(p.count)} tools${p.servers > 1 ? ` on ${num(p.servers)} servers` : ''}, more than the API's limit of ${num(p.limit)} deferred tools in one request`,
  'no-tools': () => 'the catalog has no tools',
  'expected-servers': () => 'expected servers: an array of listings with names, or listings keyed by server name',
  'server-needs-name': () => 'among several servers each needs a name: "name", "server" or "mcp_server_name" beside its "tools"',
  'server-name-empty': () => 'a server’s name must not be empty',
  'server-twice': (p) => `the server “${p.name}” is listed twice (also at ${p.earlier}); give each listing its own name`,
  'name-clash': (p) => `“${p.name}” names two tools: ${where(p.first)} and ${where(p.second)}; rename a server or a tool`,
  'part-many-servers': (p) => `holds ${num(p.count)} servers; a name can be given to one listing only`,
  'part-needs-name': () => 'among several catalogs each listing needs a server name: give it one as NAME=FILE',
  'config-not-object': () => 'expected an object of servers keyed by name',
  'config-too-many': (p) => `more than ${num(p.limit)} servers`,
  'config-bad-server': () => 'expected a server: {"command", "args"} or {"type": "http", "url"}',
  'config-expected-env': () => 'expected an object of environment variables',
  'config-unknown-transport': (p) => `unknown transport “${p.type}”; expected stdio, http or sse`,
  'config-needs-command': () => 'a stdio server needs the command that starts it',
  'config-needs-url': (p) => `an ${p.transport} server needs its url`,
  'config-bad-url': () => 'not a valid URL',
  'config-no-servers': () => 'the configuration names no server',
  'not-kept': (p) => `could not be kept in this browser (${p.detail})`,
  'read-failed': (p) => `could not be read (${p.detail})`,
};

/** A language's sentences as its dictionary's `catalogInput`; `colon` sits between the path and the sentence. */
export function catalogProblemWords(words: CatalogProblemWording, colon: string) {
  const say = (p: CatalogProblem) => (words[p.code] as (p: CatalogProblem) => string)(p);
  return {
    /** One problem in words, without its path. */
    problem: say,
    /** Its path, then the problem: `tools[0].name: a tool needs a name (a string)`. */
    problemAt: (p: CatalogProblem) => `${p.path}${colon}${say(p)}`,
  };
}

export const catalogInput = catalogProblemWords(problems, ': ');
