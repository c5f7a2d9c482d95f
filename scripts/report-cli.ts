/**
 * Will tool search find your tools? The discoverability report from the command line:
 *   npm run report -- --catalog FILE [--catalog NAME=FILE …] [--tasks FILE] [--json] [--fail-under R]
 *                     [--limit N] [--keep TOOL,TOOL]
 * FILE is any catalog shape lib/catalog-input reads (a tools array, a tools/list result or its
 * JSON-RPC response, several servers' listings; an MCP config only gets the export commands).
 * Exit codes: 0 the report ran; 1 BM25 recall on the tasks (the question as the query) is below
 * --fail-under; 2 bad arguments or input.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { exportCommand } from '../lib/catalog-input/mcp-config';
import { combineCatalogs, MAX_CATALOG_BYTES, parseCatalogText, type CatalogPart } from '../lib/catalog-input/parse-catalog';
import type { ConfigServer, ParsedCatalog } from '../lib/catalog-input/types';
import { en } from '../lib/i18n/en';
import { buildReport, type ReportProgress } from '../lib/report/build-report';
import { reportJson, type ReportJson } from '../lib/report/report-json';
import { nameResolver, parseTasksText, resolveTasks } from '../lib/report/tasks';
import { REPORT_VARIANTS, VARIANT_SEARCH, type ReportVariant } from '../lib/report/types';
import { DEFAULT_SEARCH_LIMIT } from '../lib/protocol/limits';

export interface CliArgs {
  catalogs: Array<{ file: string; name?: string }>;
  tasks?: string;
  json: boolean;
  failUnder?: number;
  limit: number;
  keep: string[];
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Progress for a person watching (a terminal); left out in tests and pipes. */
  progress?: (line: string) => void;
}

const USAGE =
  'usage: npm run report -- --catalog FILE [--catalog NAME=FILE …] [--tasks FILE.json|FILE.csv] [--json] [--fail-under R (0–1)] [--limit N] [--keep TOOL,TOOL]';

class InputError extends Error {}

/** The variant --fail-under holds to: BM25 with the question itself, the one figure no scripted model shapes. */
export const GATED_VARIANT: ReportVariant = 'bm25_question';

export function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { catalogs: [], json: false, limit: DEFAULT_SEARCH_LIMIT, keep: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new InputError(`${arg} needs a value`);
      return v;
    };
    switch (arg) {
      case '--catalog': {
        const v = value();
        const named = /^([\w.-]+)=(.+)$/.exec(v);
        args.catalogs.push(named && !existsAsFile(v) ? { name: named[1]!, file: named[2]! } : { file: v });
        break;
      }
      case '--tasks':
        args.tasks = value();
        break;
      case '--json':
        args.json = true;
        break;
      case '--fail-under': {
        const raw = value();
        const r = Number(raw);
        if (!/^\d*\.?\d+$/.test(raw) || r < 0 || r > 1) throw new InputError(`--fail-under takes a recall between 0 and 1 (0.8 for 80%), got ${JSON.stringify(raw)}`);
        args.failUnder = r;
        break;
      }
      case '--limit': {
        const raw = value();
        if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new InputError(`--limit must be a positive integer, got ${JSON.stringify(raw)}`);
        args.limit = Number(raw);
        break;
      }
      case '--keep':
        args.keep.push(...value().split(',').map((s) => s.trim()).filter(Boolean));
        break;
      default:
        throw new InputError(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  if (args.catalogs.length === 0) throw new InputError('--catalog FILE is required');
  if (args.failUnder !== undefined && args.tasks === undefined) throw new InputError('--fail-under needs --tasks: recall is measured on your tasks');
  return args;
}

function existsAsFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function readText(file: string, what: string): string {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (e) {
    throw new InputError(`cannot read ${what} ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  if (size > MAX_CATALOG_BYTES) throw new InputError(`${what} ${file} is ${Math.round(size / 1024 / 1024)} MB; at most ${MAX_CATALOG_BYTES / 1024 / 1024} MB is read`);
  return readFileSync(file, 'utf8');
}

/** The name an unnamed listing takes among several files: its file's name, as a server name. */
export const nameFromFile = (file: string) => path.basename(file).replace(/(\.tools)?\.json$/i, '').replace(/[^\w.-]+/g, '-');

function configHelp(file: string, servers: readonly ConfigServer[]): string[] {
  const lines = [
    `${file} is an MCP configuration: it names servers, not tools, and this command cannot start them.`,
    'Export each server’s tools/list (the MCP Inspector reads the same configuration, secrets included), then run the report on those files:',
  ];
  for (const s of servers) {
    const how = s.transport === 'stdio' ? `stdio: ${s.command}` : `${s.transport}: ${s.url}`;
    lines.push(`  ${s.name} (${how}${s.envNames.length > 0 ? `; sets ${s.envNames.join(', ')}` : ''})`, `    ${exportCommand(s, file)}`);
  }
  lines.push(`  npm run report -- ${servers.map((s) => `--catalog ${s.name}=${s.name.replace(/[^\w.-]+/g, '-')}.tools.json`).join(' ')}`);
  return lines;
}

function loadCatalog(args: CliArgs): Extract<ParsedCatalog, { kind: 'tools' }> {
  const parts: CatalogPart[] = [];
  for (const { file, name } of args.catalogs) {
    const parsed = parseCatalogText(readText(file, 'catalog'));
    if (!parsed.ok) throw new InputError(`${file}: ${en.catalogInput.problemAt(parsed.error)}`);
    if (parsed.kind === 'config') throw new InputError(configHelp(file, parsed.servers).join('\n'));
    const unnamed = parsed.servers.length === 1 && parsed.servers[0]!.name === null;
    const given = name ?? (args.catalogs.length > 1 && unnamed ? nameFromFile(file) : undefined);
    parts.push({ label: file, catalog: parsed, ...(given !== undefined ? { name: given } : {}) });
  }
  const combined = combineCatalogs(parts);
  if (!combined.ok) throw new InputError(en.catalogInput.problemAt(combined.error));
  if (combined.kind !== 'tools') throw new InputError('expected a catalog of tools');
  return combined;
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);
const list = (names: readonly string[], max = 5) => (names.length > max ? `${names.slice(0, max).join(', ')} …` : names.join(', '));
const QUERY_OF: Record<ReportVariant, string> = { bm25_question: 'the question itself', bm25_model: 'the model’s query', regex_model: 'the model’s pattern' };

/** The summary, as ESLint prints one: per tool, each finding with its rule id; then the totals. */
export function summaryLines(json: ReportJson, failUnder?: number): string[] {
  const s = json.summary;
  const lines: string[] = [];
  lines.push(`Tool search report: ${s.tools} tools on ${s.servers} server${s.servers === 1 ? '' : 's'}, ${s.tasks} task${s.tasks === 1 ? '' : 's'}, limit ${json.limit}`);

  lines.push('', 'Findability on your tasks');
  if (s.tasks === 0) lines.push('  no tasks given (--tasks FILE): findability is not measured, only distinctiveness below');
  else {
    lines.push(`  ${'variant'.padEnd(15)} ${'search'.padEnd(7)} ${'query'.padEnd(21)} ${`recall@${json.limit}`.padStart(9)} ${'MRR'.padStart(6)}`);
    for (const v of REPORT_VARIANTS) {
      lines.push(`  ${v.padEnd(15)} ${VARIANT_SEARCH[v].search.padEnd(7)} ${QUERY_OF[v].padEnd(21)} ${pct(s.recall[v]).padStart(9)} ${(s.mrr[v] ?? 0).toFixed(3).padStart(6)}`);
    }
    lines.push('  “model” rows use the query the emulator’s scripted model writes first for each part of the question: a deterministic stand-in, not Claude.');
    const missed = json.tasks.filter((t) => t[GATED_VARIANT].rank === null || t[GATED_VARIANT].rank! > json.limit);
    if (missed.length > 0) {
      lines.push('', `  Not loaded with the question as the BM25 query (${missed.length}):`);
      for (const t of missed) {
        const r = t[GATED_VARIANT];
        lines.push(`    ✖ “${t.question}” → ${t.right.join(', ')}: ${r.rank === null ? 'not matched' : `rank ${r.rank}`}${r.above.length > 0 ? `; above it: ${list(r.above)}` : ''}`);
      }
    }
  }

  const crowded = json.tools.filter((t) => t.own_rank !== null && t.own_rank > 1);
  lines.push('', 'Distinctiveness (each tool’s own description, its name’s words removed, as a BM25 query; not accuracy)');
  lines.push(`  ${json.tools.length - crowded.length} of ${json.tools.length} tools come first on their own description${crowded.length > 0 ? `; ${crowded.length} are crowded:` : ''}`);
  for (const t of crowded.sort((a, b) => b.own_rank! - a.own_rank!).slice(0, 20)) lines.push(`    ${t.name}: rank ${t.own_rank}, crowded by ${list(t.crowded_by)}`);
  if (crowded.length > 20) lines.push(`    … and ${crowded.length - 20} more (--json lists them all)`);

  lines.push('', 'Collisions');
  if (json.collisions.same_name.length === 0 && json.collisions.near_duplicates.length === 0) lines.push('  none');
  for (const c of json.collisions.same_name) lines.push(`  same name “${c.name}” on ${c.servers.join(', ')}: ${c.tools.join(', ')}`);
  for (const d of json.collisions.near_duplicates) lines.push(`  near-duplicates: ${d.a} and ${d.b} each find the other first (score ratio ${d.ratio})`);

  lines.push('', 'Description smells (rubric: arXiv 2602.14878; Claude Code cuts descriptions at 2 KB)');
  for (const t of json.tools.filter((x) => x.smells.length > 0)) {
    lines.push(`  ${t.name}`);
    for (const smell of t.smells) lines.push(`    ${smell.id.padEnd(22)} ${smell.reason}`, `    ${''.padEnd(22)} fix: ${smell.fix}`);
  }

  const c = json.cost;
  lines.push('', 'Cost in context (estimates: about 4 characters per token; count_tokens gives exact figures)');
  lines.push(`  every tool loaded        ${c.all_loaded.toLocaleString('en-US').padStart(9)} tokens`);
  lines.push(`  every tool deferred      ${c.all_deferred.toLocaleString('en-US').padStart(9)} tokens (tool-use prompt and the search tool)`);
  lines.push(`  one search loads about   ${c.per_search.toLocaleString('en-US').padStart(9)} tokens (${json.limit} definitions of the mean size)`);
  if (c.keep_loaded.tools.length > 0) {
    lines.push(`  deferred, keeping loaded ${c.keep_loaded.tokens.toLocaleString('en-US').padStart(9)} tokens: ${c.keep_loaded.tools.join(', ')} (${c.keep_loaded.from === 'tasks' ? 'suggested: the tools your tasks name most' : 'marked with --keep'})`);
  } else lines.push('  keep loaded: give --tasks (the tools they name most are suggested) or --keep TOOL,TOOL');
  for (const server of c.per_server) lines.push(`  ${(server.server ?? '(no server)').padEnd(24)} ${String(server.tools).padStart(5)} tools ${server.tokens.toLocaleString('en-US').padStart(9)} tokens`);

  if (json.notes.length > 0) lines.push('', 'Notes', ...json.notes.map((n) => `  ${n}`));

  const gated = s.recall[GATED_VARIANT];
  const verdict = [
    `${s.smells} smell${s.smells === 1 ? '' : 's'} in ${s.tools_with_smells} of ${s.tools} tools`,
    `${crowded.length} crowded`,
    ...(s.tasks > 0 ? [`BM25 recall@${json.limit} ${pct(gated)} on ${s.tasks} tasks`] : []),
  ].join(' · ');
  lines.push('', `${failUnder !== undefined && gated !== null && gated < failUnder ? '✖' : s.smells > 0 || crowded.length > 0 ? '!' : '✓'} ${verdict}`);
  if (failUnder !== undefined && gated !== null && gated < failUnder) lines.push(`✖ BM25 recall ${pct(gated)} is below --fail-under ${pct(failUnder)}`);
  return lines;
}

/** Runs the CLI; returns the exit code. */
export function main(argv: readonly string[], io: CliIo): number {
  try {
    const args = parseArgs(argv);
    const catalog = loadCatalog(args);
    let tasks: Array<{ question: string; right: string[] }> = [];
    if (args.tasks !== undefined) {
      const read = parseTasksText(readText(args.tasks, 'tasks'));
      if (!read.ok) throw new InputError(`${args.tasks}: ${read.error}`);
      const resolved = resolveTasks(read.tasks, catalog.tools);
      if (!resolved.ok) throw new InputError(`${args.tasks}: ${resolved.error}`);
      tasks = resolved.tasks;
    }
    const resolve = nameResolver(catalog.tools);
    const keep = args.keep.map((name) => {
      const r = resolve(name);
      if (!r.ok) throw new InputError(`--keep: ${r.error}`);
      return r.name;
    });
    const onProgress: ReportProgress | undefined = io.progress
      ? (phase, done, total) => io.progress!(`${phase === 'index' ? 'indexing' : phase === 'tasks' ? 'scoring tasks' : 'searching each tool’s description'} ${done}/${total}`)
      : undefined;
    const report = buildReport({ entries: catalog.tools, collisions: catalog.collisions, tasks, limit: args.limit, keep }, onProgress);
    const json = reportJson(report, en.report, catalog.notes);
    if (args.json) io.out(JSON.stringify(json, null, 2));
    else for (const line of summaryLines(json, args.failUnder)) io.out(line);
    const recall = json.summary.recall[GATED_VARIANT];
    return args.failUnder !== undefined && recall !== null && recall < args.failUnder ? 1 : 0;
  } catch (e) {
    if (e instanceof InputError) {
      io.err(e.message);
      if (!/MCP configuration/.test(e.message)) io.err(USAGE);
      return 2;
    }
    throw e;
  }
}

if (/report-cli\.ts$/.test(process.argv[1] ?? '')) {
  const progress = process.stderr.isTTY ? (line: string) => process.stderr.write(`\r\x1b[K${line}`) : undefined;
  process.exitCode = main(process.argv.slice(2), {
    out: (l) => console.log(l),
    err: (l) => console.error(l),
    ...(progress ? { progress } : {}),
  });
  if (progress) process.stderr.write('\r\x1b[K');
}
