/**
 * How long the discoverability report takes at the API's ceiling: 10,000 tools and 200 tasks,
 * run as the command a CI would run (`npm run report -- --catalog … --tasks … --json`), and the
 * same report in-process, phase by phase.
 *   tsx scripts/bench-report.ts   → prints the figures as JSON, then a BENCH_REPORT_RESULT line
 * The catalog is bench-search's: every shipped catalog (each name once), then renamed copies until
 * 10,000 tools. The tasks are the eval questions whose accepted tools are in it, repeated to 200.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCatalog } from '../lib/catalog-input/parse-catalog';
import type { ReportPhase } from '../lib/report/build-report';
import { ReportSession } from '../lib/report/report-session';
import type { ReportTask } from '../lib/report/types';
import { MAX_DEFERRED_TOOLS } from '../lib/protocol/limits';
import type { SearchableTool } from '../lib/search';
import { DEFAULT_CATALOG_DIR, loadCatalogDir, syntheticCatalog } from './bench-search';

export const RESULT_MARKER = 'BENCH_REPORT_RESULT ';
export const FILES_MARKER = 'BENCH_REPORT_FILES ';
const ROOT = path.resolve(__dirname, '..');
const EVAL_FILES = ['questions', 'blind-1', 'blind-2', 'blind-3'].map((f) => path.join(ROOT, 'data/eval', `${f}.json`));

/** Each shipped tool once (two GitHub catalogs share names), padded with renamed copies. */
export function benchCatalog(size = MAX_DEFERRED_TOOLS, catalogDir = DEFAULT_CATALOG_DIR): SearchableTool[] {
  const seen = new Set<string>();
  const base = loadCatalogDir(catalogDir).filter((t) => !seen.has(t.name) && seen.add(t.name));
  return syntheticCatalog(base, size).map((t) => ({ ...t, input_schema: t.input_schema ?? { type: 'object' } }));
}

/** The eval questions whose accepted tools the catalog has, cycled to `count`. */
export function benchTasks(names: ReadonlySet<string>, count = 200): ReportTask[] {
  const pool: ReportTask[] = [];
  for (const file of EVAL_FILES) {
    const { questions } = JSON.parse(readFileSync(file, 'utf8')) as { questions: Array<{ question: string; accept: string[] }> };
    for (const q of questions) {
      const right = q.accept.filter((name) => names.has(name));
      if (right.length > 0) pool.push({ question: q.question, right });
    }
  }
  if (pool.length === 0) throw new Error('no eval question names a tool of the bench catalog');
  return Array.from({ length: count }, (_, i) => pool[i % pool.length]!);
}

export interface CommandRun {
  ms: number;
  stdout: string;
}

export interface ReportBenchResult {
  tools: number;
  tasks: number;
  /** `npm run report -- --catalog … --tasks … --json`, process start to exit (tsx's start-up included). */
  command_ms: { median: number; runs: number[] };
  /** The same report in this process: parsing the catalog, then buildReport's phases. */
  phases_ms: Record<'parse' | ReportPhase, number> & { total: number };
  /**
   * An edit on the same report, in-process (a ReportSession, as the page's worker holds it): one
   * task's tool gets a longer description; `quick` is its first answer (the edited tool and its
   * tasks), `full` the whole re-score after it, both from the edit's start.
   */
  edit_ms: { quick: number; full: number };
  /**
   * CPU time (user + system) of that in-process report. It is single-threaded, so on a quiet
   * machine its wall time is about this; on a busy one the wall times above grow and this does not.
   */
  in_process_cpu_ms: number;
  target_ms: number;
}

export interface ReportBenchOptions {
  size?: number;
  taskCount?: number;
  runs?: number;
  clock?: () => number;
  /** Runs the command with these arguments; a child tsx process unless a test passes its own. */
  runCommand?: (args: string[]) => CommandRun;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function spawnCommand(args: string[]): CommandRun {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const t0 = performance.now();
  const child = spawnSync(tsx, ['scripts/report-cli.ts', ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - t0;
  if (child.status !== 0) throw new Error(`report exited with ${child.status}: ${child.stderr}`);
  return { ms, stdout: child.stdout };
}

export function benchReport(options: ReportBenchOptions = {}): ReportBenchResult {
  const clock = options.clock ?? (() => performance.now());
  const catalog = benchCatalog(options.size);
  const tasks = benchTasks(new Set(catalog.map((t) => t.name)), options.taskCount);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
  try {
    const catalogFile = path.join(dir, 'catalog.json');
    const tasksFile = path.join(dir, 'tasks.json');
    const catalogText = JSON.stringify(catalog);
    writeFileSync(catalogFile, catalogText);
    writeFileSync(tasksFile, JSON.stringify(tasks.map((t) => ({ question: t.question, tools: t.right }))));

    const runs: number[] = [];
    for (let i = 0; i < (options.runs ?? 3); i++) {
      const run = (options.runCommand ?? spawnCommand)(['--catalog', catalogFile, '--tasks', tasksFile, '--json']);
      const summary = (JSON.parse(run.stdout) as { summary: { tools: number; tasks: number } }).summary;
      if (summary.tools !== catalog.length || summary.tasks !== tasks.length) throw new Error(`the report covered ${summary.tools} tools and ${summary.tasks} tasks`);
      runs.push(round(run.ms));
    }

    const cpu0 = process.cpuUsage();
    const t0 = clock();
    const parsed = parseCatalog(JSON.parse(catalogText));
    if (!parsed.ok || parsed.kind !== 'tools') throw new Error('the bench catalog did not parse');
    const phases = { parse: round(clock() - t0), index: 0, tasks: 0, tools: 0, total: 0 };
    let last = clock();
    const session = new ReportSession();
    const loaded = session.load({ catalog: { parsed }, tasksText: readFileSync(tasksFile, 'utf8') }, (phase, done, total) => {
      if (done !== total) return;
      const now = clock();
      phases[phase] = round(now - last);
      last = now;
    });
    if (!loaded.ok) throw new Error('the bench report did not run');
    phases.total = round(clock() - t0);
    const cpu = process.cpuUsage(cpu0);

    const { editTool, editDescription } = benchEdit(catalog, tasks);
    const e0 = clock();
    let quick = Number.NaN;
    const edited = session.edit({ name: editTool, description: editDescription }, undefined, () => (quick = round(clock() - e0)));
    if (!edited.ok || Number.isNaN(quick)) throw new Error('the bench edit did not re-score');
    const edit = { quick, full: round(clock() - e0) };

    const sorted = [...runs].sort((a, b) => a - b);
    return {
      tools: catalog.length,
      tasks: tasks.length,
      command_ms: { median: sorted[Math.floor(sorted.length / 2)]!, runs },
      phases_ms: phases,
      edit_ms: edit,
      in_process_cpu_ms: round((cpu.user + cpu.system) / 1000),
      target_ms: 10_000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The bench catalog and tasks as files, for the page's figures (scripts/bench/report-page.mjs),
 * with a tool a task names and a new description for it to be edited to.
 */
export function writeBenchFiles(dir: string): { catalog: string; tasks: string; editTool: string; editDescription: string } {
  const catalog = benchCatalog();
  const tasks = benchTasks(new Set(catalog.map((t) => t.name)));
  const files = { catalog: path.join(dir, 'catalog.json'), tasks: path.join(dir, 'tasks.json') };
  writeFileSync(files.catalog, JSON.stringify(catalog));
  writeFileSync(files.tasks, JSON.stringify(tasks.map((t) => ({ question: t.question, tools: t.right }))));
  return { ...files, ...benchEdit(catalog, tasks) };
}

/** The edit both figures make: the first task's tool, its description lengthened. */
function benchEdit(catalog: readonly SearchableTool[], tasks: readonly ReportTask[]): { editTool: string; editDescription: string } {
  const editTool = tasks[0]!.right[0]!;
  return { editTool, editDescription: `${catalog.find((t) => t.name === editTool)?.description ?? ''} Use this when the user asks about it.` };
}

if (/bench-report\.ts$/.test(process.argv[1] ?? '') && process.argv[2] === '--write') {
  const dir = process.argv[3];
  if (!dir) throw new Error('--write needs a folder');
  console.log(`${FILES_MARKER}${JSON.stringify(writeBenchFiles(dir))}`);
} else if (/bench-report\.ts$/.test(process.argv[1] ?? '')) {
  try {
    const result = benchReport();
    console.log(JSON.stringify(result, null, 2));
    console.log(`\n${RESULT_MARKER}${JSON.stringify(result)}`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
