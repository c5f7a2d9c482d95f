import { composedName } from '@/lib/protocol/search-tools';
import { locateJsonSyntaxError } from '@/lib/json/syntax-error';
import { MAX_JSON_DEPTH, maxDepthExceeded } from '@/lib/scenario/json-depth';
import { formatPath } from '@/lib/scenario/schema';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { isRecord, looksLikeListing, problem, readListing, type ListingResult, type Path } from './listing';
import { isMcpConfig, readMcpConfig } from './mcp-config';
import type { CatalogEntry, CatalogProblem, CatalogServer, NameCollision, ParsedCatalog, ToolWhere } from './types';

/**
 * "Your tools": every catalog shape people have at hand, recognised from the JSON itself —
 * a Messages API `tools` array, an MCP `tools/list` result or its JSON-RPC response, several
 * servers' listings at once, or a Claude Code / Claude Desktop MCP configuration. Servers are
 * kept: a named server's tools get the composed `{server}_{name}` the API gives MCP tools, and
 * the same bare name on two servers is reported as a collision, never merged.
 */

/** Far above any real catalog (GitHub's 117 tools are 114 KB); keeps a wrong file from freezing a tab. */
export const MAX_CATALOG_BYTES = 20 * 1024 * 1024;
/** A definition the API accepts nests at most MAX_JSON_DEPTH deep in a request; a catalog wraps it in a few more levels. */
export const MAX_CATALOG_DEPTH = MAX_JSON_DEPTH + 8;

interface Listed {
  server: CatalogServer;
  path: Path;
}

type Read = { ok: true; listed: Listed[]; notes: string[] } | { ok: false; error: CatalogProblem };

function serverOf(name: string | null, r: Extract<ListingResult, { ok: true }>): CatalogServer {
  const { version, instructions, truncated } = r.meta;
  return {
    name,
    tools: r.tools,
    ...(version ? { version } : {}),
    ...(instructions ? { instructions } : {}),
    ...(truncated ? { truncated } : {}),
    ...(r.alwaysLoad.length > 0 ? { alwaysLoad: r.alwaysLoad } : {}),
  };
}

function readNamedListing(value: unknown, path: Path, key: string | undefined): Read {
  const r = readListing(value, path);
  if (!r.ok) return r;
  const name = key ?? r.meta.name;
  if (name === undefined) return problem(path, { code: 'server-needs-name' });
  if (name.trim() === '') return problem(path, { code: 'server-name-empty' });
  return { ok: true, listed: [{ server: serverOf(name, r), path }], notes: r.notes };
}

function readServers(value: unknown, path: Path): Read {
  const listed: Listed[] = [];
  const notes: string[] = [];
  const entries: Array<[Path, unknown, string | undefined]> = Array.isArray(value)
    ? value.map((item, i) => [[...path, i], item, undefined])
    : isRecord(value)
      ? Object.entries(value).map(([key, item]) => [[...path, key], item, key])
      : [];
  if (entries.length === 0) return problem(path, { code: 'expected-servers' });
  for (const [at, item, key] of entries) {
    const r = readNamedListing(item, at, key);
    if (!r.ok) return r;
    listed.push(...r.listed);
    notes.push(...r.notes);
  }
  return { ok: true, listed, notes };
}

function assemble(listed: Listed[], notes: string[], shape: Extract<ParsedCatalog, { kind: 'tools' }>['shape']): ParsedCatalog {
  const total = listed.reduce((n, l) => n + l.server.tools.length, 0);
  if (total === 0) return problem(listed[0]?.path ?? [], { code: 'no-tools' });
  if (total > MAX_DEFERRED_TOOLS) return problem([], { code: 'too-many-tools', count: total, servers: listed.length, limit: MAX_DEFERRED_TOOLS });
  const servers = new Map<string, Path>();
  const owner = new Map<string, ToolWhere>();
  const tools: CatalogEntry[] = [];
  for (const { server, path } of listed) {
    if (server.name !== null) {
      const earlier = servers.get(server.name);
      if (earlier) return problem(path, { code: 'server-twice', name: server.name, earlier: formatPath(earlier) });
      servers.set(server.name, path);
    }
    const alwaysLoad = new Set(server.alwaysLoad);
    for (const definition of server.tools) {
      const name = server.name === null ? definition.name : composedName(server.name, definition.name);
      const where: ToolWhere = { server: server.name, tool: definition.name };
      const clash = owner.get(name);
      // `a` + `b_c` and `a_b` + `c` compose to one name: the API could not tell them apart either.
      if (clash) return problem(path, { code: 'name-clash', name, first: clash, second: where });
      owner.set(name, where);
      tools.push({ name, bareName: definition.name, server: server.name, definition, ...(alwaysLoad.has(definition.name) ? { alwaysLoad: true as const } : {}) });
    }
  }
  return { ok: true, kind: 'tools', shape, servers: listed.map((l) => l.server), tools, collisions: collisionsOf(tools), notes };
}

/** The same bare name on more than one server, in catalog order. */
export function collisionsOf(tools: readonly CatalogEntry[]): NameCollision[] {
  const byName = new Map<string, CatalogEntry[]>();
  for (const tool of tools) {
    if (tool.server === null) continue;
    byName.set(tool.bareName, [...(byName.get(tool.bareName) ?? []), tool]);
  }
  return [...byName.entries()]
    .filter(([, same]) => same.length > 1)
    .map(([bareName, same]) => ({ bareName, servers: same.map((t) => t.server!), names: same.map((t) => t.name) }));
}

/** One file's catalog among several, and the server name to give an unnamed listing in it. */
export interface CatalogPart {
  /** Where it came from (a file name), for messages. */
  label: string;
  catalog: Extract<ParsedCatalog, { kind: 'tools' }>;
  /** The server name to give it: a listing that names no server needs one when it joins others. */
  name?: string;
}

/**
 * Several catalogs as one, each keeping its servers: a named part's single listing takes that
 * name. Names are composed and collisions found across all of them, as within one file.
 */
export function combineCatalogs(parts: readonly CatalogPart[]): ParsedCatalog {
  if (parts.length === 1 && parts[0]!.name === undefined) return parts[0]!.catalog;
  const listed: Listed[] = [];
  for (const { label, catalog, name } of parts) {
    if (name !== undefined && catalog.servers.length !== 1) return problem([label], { code: 'part-many-servers', count: catalog.servers.length });
    for (const server of catalog.servers) {
      const named = name ?? server.name;
      if (named === null || named.trim() === '') return problem([label], { code: 'part-needs-name' });
      listed.push({ server: { ...server, name: named }, path: [label] });
    }
  }
  return assemble(listed, parts.flatMap((p) => p.catalog.notes.map((note) => `${p.label}: ${note}`)), 'servers');
}

/** Parsed JSON → a catalog (or an MCP configuration's servers), or the first thing wrong with it, named by its path. */
export function parseCatalog(data: unknown): ParsedCatalog {
  const tooDeep = maxDepthExceeded(data, MAX_CATALOG_DEPTH);
  if (tooDeep) return problem([], { code: 'too-deep', limit: MAX_CATALOG_DEPTH, at: tooDeep.path });

  if (Array.isArray(data)) {
    if (data.length > 0 && data.every((item) => isRecord(item) && !('input_schema' in item) && !('inputSchema' in item) && looksLikeListing(item))) {
      const r = readServers(data, []);
      return r.ok ? assemble(r.listed, r.notes, 'servers') : r;
    }
    const r = readListing(data, []);
    return r.ok ? assemble([{ server: serverOf(null, r), path: [] }], r.notes, 'api-tools') : r;
  }
  if (!isRecord(data)) return problem([], { code: 'not-a-catalog' });
  if (isMcpConfig(data)) {
    const r = readMcpConfig(data);
    return r.ok ? { ok: true, kind: 'config', shape: 'mcp-config', servers: r.servers } : r;
  }
  if ('servers' in data) {
    const r = readServers(data.servers, ['servers']);
    return r.ok ? assemble(r.listed, r.notes, 'servers') : r;
  }
  if ('tools' in data || 'result' in data || 'error' in data) {
    const r = readListing(data, []);
    if (!r.ok) return r;
    return assemble([{ server: serverOf(r.meta.name ?? null, r), path: [] }], r.notes, r.form);
  }
  const values = Object.values(data);
  if (values.length > 0 && values.every(looksLikeListing)) {
    const r = readServers(data, []);
    return r.ok ? assemble(r.listed, r.notes, 'servers') : r;
  }
  return problem([], { code: 'not-a-catalog' });
}

/** Raw text, as pasted or read from a file → a catalog. The caller adds the file's name to the error. */
export function parseCatalogText(text: string): ParsedCatalog {
  if (text.length > MAX_CATALOG_BYTES) return problem([], { code: 'too-large', megabytes: MAX_CATALOG_BYTES / 1024 / 1024 });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const where = locateJsonSyntaxError(text);
    return problem([], where ? { code: 'json-syntax', ...where } : { code: 'json-invalid', detail: (e as Error).message });
  }
  return parseCatalog(data);
}
