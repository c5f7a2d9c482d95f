/**
 * Search-speed benchmark at the API's ceiling of 10,000 deferred tools.
 *   tsx scripts/bench-search.ts [--catalog-dir DIR]   → prints the figures as JSON
 * The catalog is every real catalog in data/catalogs/, then renamed copies (`name_copy{n}`)
 * until 10,000 tools: realistic text, realistic vocabulary, the full count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_DEFERRED_TOOLS } from '../lib/protocol/limits';
import { SEARCH_ALGORITHMS, type SearchAlgorithm } from '../lib/protocol/search-tools';
import { buildSearchIndex, type SearchableTool } from '../lib/search';

export interface Percentiles {
  p50: number;
  p95: number;
}

export interface BenchResult {
  tools: number;
  index_build_ms: Record<SearchAlgorithm, number>;
  query_ms: Record<SearchAlgorithm, Percentiles>;
}

export const BENCH_QUERIES: Readonly<Record<SearchAlgorithm, readonly string[]>> = {
  regex: [
    'weather', 'get_.*issue', '(?i)slack', 'pull_request', '^list_', 'create.*(issue|page)', 'file$',
    '\\bcomment', 'search', 'jira_.*transition', 'notion', 'user', 'delete|remove', 'branch', 'commit',
    'workflow_run', 'label', 'confluence', 'read.*file', 'channel',
  ],
  bm25: [
    'list pull requests', 'get weather forecast', 'send slack message', 'create jira issue',
    'search confluence pages', 'read file contents', 'delete branch', 'add comment to issue',
    'query database', 'notion page', 'git commit', 'workflow run logs', 'list repositories',
    'update issue labels', 'fetch url', 'current time timezone', 'search code',
    'create pull request review', 'upload file attachment', 'user profile',
  ],
  keyword: [
    'slack send', '+github issue', 'select:get_issue,list_pull_requests', 'notebook jupyter',
    'pull request', '+jira create', 'file read', 'branch', 'commit', 'search', 'confluence page',
    'comment', 'user', 'time', 'database query', 'workflow', 'label', 'notion', 'memory', 'fetch',
  ],
};

const BUILD_RUNS = 3;
const QUERY_RUNS = 5;

export const DEFAULT_CATALOG_DIR = path.resolve(__dirname, '../data/catalogs');

function isToolArray(value: unknown): value is SearchableTool[] {
  return (
    Array.isArray(value) &&
    value.every((t) => typeof t === 'object' && t !== null && typeof (t as { name?: unknown }).name === 'string' && ('input_schema' in t || 'description' in t))
  );
}

/** Every `*.json` catalog in `dir` (files that are not tool arrays, such as `*.meta.json`, are skipped). */
export function loadCatalogDir(dir: string): SearchableTool[] {
  const tools: SearchableTool[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const parsed: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    if (isToolArray(parsed)) tools.push(...parsed);
  }
  return tools;
}

/** `base`, then renamed copies of it (`name_copy1`, `name_copy2`, …), cut at `size` tools. */
export function syntheticCatalog(base: readonly SearchableTool[], size = MAX_DEFERRED_TOOLS): SearchableTool[] {
  if (base.length === 0) throw new Error('no tools to build a catalog from');
  const out: SearchableTool[] = [];
  for (let copy = 0; out.length < size; copy++) {
    for (const tool of base) {
      if (out.length >= size) break;
      out.push(copy === 0 ? tool : { ...tool, name: `${tool.name}_copy${copy}` });
    }
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export interface BenchOptions {
  catalogDir?: string;
  /** Tools in the synthetic catalog; the API's ceiling unless a test asks for fewer. */
  size?: number;
  /** Timed runs of each build and each query set; the figures are medians and 95th percentiles over them. */
  buildRuns?: number;
  queryRuns?: number;
  /** What the timings are read from; `performance.now` unless a test passes its own. */
  clock?: () => number;
}

export async function benchSearch(options: BenchOptions = {}): Promise<BenchResult> {
  const catalog = syntheticCatalog(loadCatalogDir(options.catalogDir ?? DEFAULT_CATALOG_DIR), options.size);
  const clock = options.clock ?? (() => performance.now());
  const result: BenchResult = {
    tools: catalog.length,
    index_build_ms: { regex: 0, bm25: 0, keyword: 0 },
    query_ms: { regex: { p50: 0, p95: 0 }, bm25: { p50: 0, p95: 0 }, keyword: { p50: 0, p95: 0 } },
  };

  for (const variant of SEARCH_ALGORITHMS) {
    buildSearchIndex(variant, catalog); // warm-up: the first build also pays for JIT compilation
    const builds: number[] = [];
    let index = buildSearchIndex(variant, catalog);
    for (let run = 0; run < (options.buildRuns ?? BUILD_RUNS); run++) {
      const t0 = clock();
      index = buildSearchIndex(variant, catalog);
      builds.push(clock() - t0);
    }
    builds.sort((a, b) => a - b);
    result.index_build_ms[variant] = round(percentile(builds, 50));

    const queries = BENCH_QUERIES[variant];
    for (const q of queries) index.search(q, { deadlineMs: Number.POSITIVE_INFINITY }); // warm-up
    const times: number[] = [];
    for (let run = 0; run < (options.queryRuns ?? QUERY_RUNS); run++) {
      for (const q of queries) {
        const t0 = clock();
        // No deadline: a bench measures whole searches, and a busy machine must not turn one into an error.
        const outcome = index.search(q, { deadlineMs: Number.POSITIVE_INFINITY });
        times.push(clock() - t0);
        if (!outcome.ok) throw new Error(`bench query ${JSON.stringify(q)} (${variant}) failed: ${outcome.error.error_message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 0)); // let the event loop breathe between rounds
    }
    times.sort((a, b) => a - b);
    result.query_ms[variant] = { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
  }
  return result;
}

if (/bench-search\.ts$/.test(process.argv[1] ?? '')) {
  const at = process.argv.indexOf('--catalog-dir');
  const catalogDir = at >= 0 ? process.argv[at + 1] : undefined;
  benchSearch(catalogDir ? { catalogDir } : {})
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
