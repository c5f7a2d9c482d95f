/**
 * Run a tool search from the command line, against one or more catalog files:
 *   npm run search -- --variant regex|bm25|keyword --catalog FILE.json [--catalog FILE2.json]
 *                     --query "…" [--limit N] [--json]
 * Exit codes: 0 results, 1 the search answered with an error result, 2 bad arguments/catalog.
 */
import { readFileSync } from 'node:fs';
import { isSearchAlgorithm, SEARCH_ALGORITHMS, type SearchAlgorithm } from '../lib/protocol/search-tools';
import { buildSearchIndex, CatalogTooLargeError, toToolReferences, type SearchableTool, type SearchOutcome } from '../lib/search';

export interface CliArgs {
  variant: SearchAlgorithm;
  catalogs: string[];
  query: string;
  limit?: number;
  json: boolean;
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE =
  `usage: npm run search -- --variant ${SEARCH_ALGORITHMS.join('|')} --catalog FILE.json [--catalog FILE2.json] --query "…" [--limit N] [--json]`;

class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): CliArgs {
  const catalogs: string[] = [];
  let variant: string | undefined;
  let query: string | undefined;
  let limit: number | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    switch (arg) {
      case '--variant':
        variant = value();
        break;
      case '--catalog':
        catalogs.push(value());
        break;
      case '--query':
        query = value();
        break;
      case '--limit': {
        const raw = value();
        limit = Number(raw);
        if (!/^\d+$/.test(raw) || limit < 1) throw new UsageError(`--limit must be a positive integer, got ${JSON.stringify(raw)}`);
        break;
      }
      case '--json':
        json = true;
        break;
      default:
        throw new UsageError(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  if (!isSearchAlgorithm(variant)) {
    throw new UsageError(`--variant must be one of ${SEARCH_ALGORITHMS.join(', ')}${variant ? `, got ${JSON.stringify(variant)}` : ''}`);
  }
  if (catalogs.length === 0) throw new UsageError('at least one --catalog FILE.json is required');
  if (query === undefined) throw new UsageError('--query is required');
  return { variant, catalogs, query, json, ...(limit !== undefined ? { limit } : {}) };
}

export function loadCatalog(file: string): SearchableTool[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(`cannot read catalog ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!Array.isArray(parsed)) throw new UsageError(`catalog ${file} is not a JSON array of tool definitions`);
  parsed.forEach((tool: unknown, i) => {
    if (typeof tool !== 'object' || tool === null || typeof (tool as { name?: unknown }).name !== 'string') {
      throw new UsageError(`catalog ${file}: item ${i} has no string "name"`);
    }
  });
  return parsed as SearchableTool[];
}

function render(args: CliArgs, outcome: SearchOutcome, size: number): string[] {
  if (args.json) {
    const body = outcome.ok
      ? {
          variant: args.variant,
          query: args.query,
          catalog_size: size,
          total_candidates: outcome.total_candidates,
          elapsed_ms: outcome.elapsed_ms,
          tool_names: outcome.hits.map((h) => h.name),
          hits: outcome.hits.map((h) => ({ name: h.name, score: h.score, fields: h.matches.map(describeField) })),
          content: toToolReferences(outcome),
        }
      : { variant: args.variant, query: args.query, catalog_size: size, elapsed_ms: outcome.elapsed_ms, content: toToolReferences(outcome) };
    return [JSON.stringify(body, null, 2)];
  }
  if (!outcome.ok) return [`error ${outcome.error.error_code}: ${outcome.error.error_message ?? ''}`];
  const lines = [`${args.variant} search over ${size} tools: ${outcome.total_candidates} candidates, ${outcome.elapsed_ms} ms`];
  if (outcome.hits.length === 0) return [...lines, '(no match)'];
  const width = Math.max(4, ...outcome.hits.map((h) => h.name.length));
  lines.push(`${'#'.padStart(3)}  ${'name'.padEnd(width)}  ${'score'.padStart(8)}  matched in`);
  outcome.hits.forEach((h, i) => {
    lines.push(`${String(i + 1).padStart(3)}  ${h.name.padEnd(width)}  ${String(h.score).padStart(8)}  ${h.matches.map(describeField).join(', ')}`);
  });
  return lines;
}

const describeField = (m: { field: string; argument?: string }) => (m.argument ? `${m.field}:${m.argument}` : m.field);

/** Runs the CLI; returns the exit code. */
export function main(argv: readonly string[], io: CliIo): number {
  try {
    const args = parseArgs(argv);
    const tools = args.catalogs.flatMap(loadCatalog);
    const index = buildSearchIndex(args.variant, tools);
    const outcome = index.search(args.query, args.limit !== undefined ? { limit: args.limit } : {});
    for (const line of render(args, outcome, tools.length)) io.out(line);
    return outcome.ok ? 0 : 1;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(e.message);
      io.err(USAGE);
      return 2;
    }
    if (e instanceof CatalogTooLargeError) {
      io.err(e.message);
      return 2;
    }
    throw e;
  }
}

if (/search-cli\.ts$/.test(process.argv[1] ?? '')) {
  process.exitCode = main(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) });
}
