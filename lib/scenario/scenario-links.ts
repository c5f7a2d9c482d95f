/**
 * The links between the parts of a scenario that the schema's shapes cannot
 * express: every result answers a call made before it, every tool a block names
 * is defined, and names that must be unique are. A file that breaks one would
 * validate and then play wrong (or not at all), so the schema refuses it here,
 * naming the field. Runs only on a value whose shapes already passed.
 *
 * Names from the file are only ever Map/Set keys: "constructor" or "__proto__"
 * is a tool name like any other.
 */

export interface LinkIssue {
  path: Array<string | number>;
  message: string;
}

interface Block {
  type: string;
  id?: string;
  name?: string;
  server_name?: string;
  tool_use_id?: string;
  tool_name?: string;
  content?: unknown;
  caller?: { type?: string; tool_id?: string };
}

interface Request {
  messages: Array<{ content: string | Block[] }>;
  tools?: Array<{ type?: string | null; name?: string; mcp_server_name?: string }>;
  mcp_servers?: Array<{ name: string }>;
}

interface ScenarioShape {
  mcp_tools?: Record<string, Array<{ name: string }>>;
  exchanges: Array<
    | { kind: 'messages'; request: Request; response?: { content: Block[] } }
    | { kind: 'tool_run'; tool_use_id: string; name: string }
  >;
}

const CALL_OF_RESULT = new Map([
  ['tool_search_tool_result', 'server_tool_use'],
  ['mcp_tool_result', 'mcp_tool_use'],
  ['tool_result', 'tool_use'],
  ['code_execution_tool_result', 'server_tool_use'],
]);

/** Calls seen so far in one conversation, by id: their type and tool name. */
type Calls = Map<string, { type: string; name: string }>;

export function scenarioLinkIssues(scenario: ScenarioShape): LinkIssue[] {
  const issues: LinkIssue[] = [];
  const registry = new Map<string, Set<string>>();
  for (const [server, tools] of Object.entries(scenario.mcp_tools ?? {})) {
    const names = new Set<string>();
    tools.forEach((tool, i) => {
      if (names.has(tool.name)) issues.push({ path: ['mcp_tools', server, i, 'name'], message: duplicate('tool name', tool.name, `the tools of MCP server "${server}"`) });
      names.add(tool.name);
    });
    registry.set(server, names);
  }

  // Tool uses the client ran: each must answer a tool_use of an earlier response, with its name.
  const clientCalls: Calls = new Map();
  scenario.exchanges.forEach((exchange, e) => {
    if (exchange.kind === 'tool_run') {
      const call = clientCalls.get(exchange.tool_use_id);
      if (!call) issues.push({ path: ['exchanges', e, 'tool_use_id'], message: orphan(exchange.tool_use_id, 'tool_use', 'in an earlier response') });
      else if (call.name !== exchange.name)
        issues.push({ path: ['exchanges', e, 'name'], message: `the tool run names "${exchange.name}" but its tool_use called "${call.name}"; expected the same name` });
      return;
    }
    const base: Array<string | number> = ['exchanges', e, 'request'];
    const catalog = requestCatalog(exchange.request, registry, base, issues);
    const calls: Calls = new Map();
    exchange.request.messages.forEach((message, m) => {
      if (typeof message.content === 'string') return;
      checkBlocks(message.content, [...base, 'messages', m, 'content'], calls, catalog, exchange.request, registry, issues);
    });
    if (exchange.response) {
      checkBlocks(exchange.response.content, ['exchanges', e, 'response', 'content'], calls, catalog, exchange.request, registry, issues);
      for (const block of exchange.response.content) if (block.type === 'tool_use' && block.id) clientCalls.set(block.id, { type: 'tool_use', name: block.name ?? '' });
    }
  });
  return issues;
}

/**
 * The tool names a request makes available, or null when some come from an MCP
 * server the file does not list (a user's own server): then names cannot be checked.
 */
function requestCatalog(request: Request, registry: Map<string, Set<string>>, base: Array<string | number>, issues: LinkIssue[]): Set<string> | null {
  const servers = new Set<string>();
  (request.mcp_servers ?? []).forEach((server, i) => {
    if (servers.has(server.name)) issues.push({ path: [...base, 'mcp_servers', i, 'name'], message: duplicate('server name', server.name, 'mcp_servers') });
    servers.add(server.name);
  });
  const names = new Set<string>();
  const composed = new Set<string>();
  let complete = true;
  const add = (name: string, path: Array<string | number>) => {
    if (names.has(name)) issues.push({ path, message: duplicate('tool name', name, 'the request’s tools') });
    names.add(name);
  };
  (request.tools ?? []).forEach((tool, i) => {
    if (tool.type === 'mcp_toolset' && tool.mcp_server_name !== undefined) {
      const server = tool.mcp_server_name;
      if (!servers.has(server)) {
        issues.push({
          path: [...base, 'tools', i, 'mcp_server_name'],
          message: `MCP server "${server}" is not defined; expected the name of an entry in mcp_servers (${list(servers)})`,
        });
      }
      const listed = registry.get(server);
      // A tool_reference names an MCP tool `{server}_{name}` (recordings made before that used the bare name).
      if (!listed) complete = false;
      for (const name of listed ?? []) {
        add(name, [...base, 'tools', i, 'mcp_server_name']);
        composed.add(`${server}_${name}`);
      }
    } else if (tool.name !== undefined) {
      add(tool.name, [...base, 'tools', i, 'name']);
    }
  });
  for (const name of composed) names.add(name);
  return complete ? names : null;
}

function checkBlocks(
  blocks: Block[],
  path: Array<string | number>,
  calls: Calls,
  catalog: Set<string> | null,
  request: Request,
  registry: Map<string, Set<string>>,
  issues: LinkIssue[],
) {
  const servers = new Set((request.mcp_servers ?? []).map((s) => s.name));
  blocks.forEach((block, b) => {
    const at = [...path, b];
    if ((block.type === 'server_tool_use' || block.type === 'mcp_tool_use' || block.type === 'tool_use') && block.id) {
      calls.set(block.id, { type: block.type, name: block.name ?? '' });
    }
    if (block.type === 'tool_use' && catalog && block.name !== undefined && !catalog.has(block.name)) {
      issues.push({ path: [...at, 'name'], message: undefinedTool(block.name) });
    }
    if (block.type === 'mcp_tool_use' && block.server_name !== undefined) {
      if (!servers.has(block.server_name)) {
        issues.push({ path: [...at, 'server_name'], message: `MCP server "${block.server_name}" is not defined; expected the name of an entry in the request’s mcp_servers (${list(servers)})` });
      } else if (block.name !== undefined && registry.get(block.server_name) && !registry.get(block.server_name)!.has(block.name)) {
        issues.push({ path: [...at, 'name'], message: `"${block.name}" is not a tool of MCP server "${block.server_name}"; expected a name from mcp_tools.${block.server_name}` });
      }
    }
    // A call code issued names the server_tool_use running that code.
    const runner = block.caller?.tool_id;
    if (runner !== undefined && calls.get(runner)?.type !== 'server_tool_use') {
      issues.push({ path: [...at, 'caller', 'tool_id'], message: `caller.tool_id "${runner}" names no server_tool_use before it; expected the id of the server_tool_use whose code made this call` });
    }
    const callType = CALL_OF_RESULT.get(block.type);
    if (callType && block.tool_use_id !== undefined) {
      const call = calls.get(block.tool_use_id);
      if (!call || call.type !== callType) issues.push({ path: [...at, 'tool_use_id'], message: orphan(block.tool_use_id, callType, 'before it') });
    }
    for (const [name, where] of referencedTools(block)) {
      if (catalog && !catalog.has(name)) issues.push({ path: [...at, ...where], message: undefinedTool(name) });
    }
  });
}

/** tool_reference names a block carries, with where each sits inside the block. */
function referencedTools(block: Block): Array<[string, Array<string | number>]> {
  const out: Array<[string, Array<string | number>]> = [];
  const content = block.content as { type?: string; tool_references?: Block[] } | Block[] | undefined;
  if (block.type === 'tool_search_tool_result' && content && !Array.isArray(content) && content.type === 'tool_search_tool_search_result') {
    (content.tool_references ?? []).forEach((ref, i) => {
      if (typeof ref.tool_name === 'string') out.push([ref.tool_name, ['content', 'tool_references', i, 'tool_name']]);
    });
  }
  if (block.type === 'tool_result' && Array.isArray(content)) {
    content.forEach((part, i) => {
      if (part.type === 'tool_reference' && typeof part.tool_name === 'string') out.push([part.tool_name, ['content', i, 'tool_name']]);
    });
  }
  return out;
}

const quoteAll = (names: Iterable<string>) => [...names].map((n) => `"${n}"`);
function list(names: Set<string>): string {
  return names.size === 0 ? 'there are none' : quoteAll(names).join(', ');
}
function duplicate(what: string, name: string, where: string): string {
  return `the ${what} "${name}" appears twice in ${where}; expected unique names`;
}
function orphan(id: string, callType: string, where: string): string {
  return `tool_use_id "${id}" answers no ${callType} ${where}; expected the id of a ${callType} block ${where}`;
}
function undefinedTool(name: string): string {
  return `the tool "${name}" is not defined in this request; expected a tool from its tools (or its MCP servers’ listed tools)`;
}
