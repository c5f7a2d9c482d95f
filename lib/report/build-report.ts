import type { CatalogEntry, NameCollision } from '@/lib/catalog-input/types';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { costOf, definitionTokens, suggestKeepLoaded } from './cost';
import { nearDuplicates, ownSearch } from './distinctiveness';
import { scoreTask, summarize } from './findability';
import { buildReportIndex, type ReportIndex } from './report-index';
import { smellsOf } from './smells';
import type { OwnSearch, Report, ReportTask, TaskResult, ToolReport } from './types';

export interface ReportInput {
  entries: readonly CatalogEntry[];
  collisions: readonly NameCollision[];
  /** Resolved to catalog names (tasks.ts). */
  tasks: readonly ReportTask[];
  /** How many tools a search loads; the API's default is 5. */
  limit?: number;
  /** Tools the user marks to keep loaded (catalog names); without them the report suggests some from the tasks. */
  keep?: readonly string[];
}

export type ReportPhase = 'index' | 'tasks' | 'tools';
export type ReportProgress = (phase: ReportPhase, done: number, total: number) => void;

/** How often a long phase reports progress. */
const PROGRESS_EVERY = 250;

/**
 * The whole report, from one index: findability on the tasks, each tool's distinctiveness and
 * smells, collisions, and cost. Pure and synchronous; `onProgress` lets a worker or a terminal
 * show how far it is. `indexOf` gives the index of `input.entries`: a session's, built once and
 * kept between edits; without it, one is built.
 */
export function buildReport(input: ReportInput, onProgress?: ReportProgress, indexOf: () => ReportIndex = () => buildReportIndex(input.entries)): Report {
  const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
  const { tasks } = input;
  onProgress?.('index', 0, 1);
  const index = indexOf();
  onProgress?.('index', 1, 1);

  const results: TaskResult[] = tasks.map((task, i) => {
    if (i % PROGRESS_EVERY === 0) onProgress?.('tasks', i, tasks.length);
    return scoreTask(index, task, limit);
  });
  onProgress?.('tasks', tasks.length, tasks.length);

  const own = ownSearches(index, onProgress);
  const context = toolContext(input);
  const tools = input.entries.map((e) => toolReport(e, own.get(e.name)!, context));
  return assemble(input, tools, results, nearDuplicates(own));
}

/**
 * An edit's first answer: the edited tool and the tasks that name it, scored on an index that
 * holds the edit (`index`, built on `input.entries` or kept and replaced in step with them);
 * every other figure is carried over from `previous` and the report says so (`stale`). A full
 * buildReport follows; this one is what lets a 10,000-tool catalog show an edit's effect at once.
 */
export function rescoreEdit(previous: Report, input: ReportInput, edited: { from: string; to: string }, index: ReportIndex = buildReportIndex(input.entries)): Report {
  const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
  const entry = input.entries.find((e) => e.name === edited.to);
  if (!entry) throw new Error(`no tool named ${edited.to}`);
  const results = input.tasks.map((task, i) => (task.right.includes(edited.to) || !previous.tasks[i] ? scoreTask(index, task, limit) : { ...previous.tasks[i]!, right: [...task.right] }));
  const context = toolContext(input);
  const tools = previous.tools.map((t) => (t.name === edited.from ? toolReport(entry, ownSearch(index, entry), context) : t));
  return { ...assemble(input, tools, results, previous.collisions.nearDuplicates), stale: true };
}

interface ToolContext {
  alsoOn: Map<string, string[]>;
  taskCount: Map<string, number>;
}

function toolContext(input: ReportInput): ToolContext {
  const alsoOn = new Map<string, string[]>();
  for (const c of input.collisions) for (const [i, name] of c.names.entries()) alsoOn.set(name, c.servers.filter((_, k) => k !== i));
  const taskCount = new Map<string, number>();
  for (const t of input.tasks) for (const name of t.right) taskCount.set(name, (taskCount.get(name) ?? 0) + 1);
  return { alsoOn, taskCount };
}

function toolReport(e: CatalogEntry, own: OwnSearch, { alsoOn, taskCount }: ToolContext): ToolReport {
  return {
    name: e.name,
    bareName: e.bareName,
    server: e.server,
    description: e.definition.description ?? null,
    tokens: definitionTokens(e),
    own,
    smells: smellsOf(e, alsoOn.get(e.name)),
    taskCount: taskCount.get(e.name) ?? 0,
  };
}

function assemble(input: ReportInput, tools: ToolReport[], results: TaskResult[], near: Report['collisions']['nearDuplicates']): Report {
  const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
  const { entries, tasks } = input;
  const keep = input.keep && input.keep.length > 0
    ? { tools: [...input.keep], from: 'marked' as const }
    : tasks.length > 0
      ? { tools: suggestKeepLoaded(entries, results), from: 'tasks' as const }
      : { tools: [], from: 'none' as const };
  return {
    limit,
    tools,
    tasks: results,
    summary: summarize(results, limit),
    collisions: { sameName: input.collisions.map((c) => ({ ...c, servers: [...c.servers], names: [...c.names] })), nearDuplicates: near },
    cost: costOf(entries, new Map(tools.map((t) => [t.name, t.tokens])), limit, keep),
    servers: serversOf(entries),
  };
}

function ownSearches(index: ReportIndex, onProgress?: ReportProgress): Map<string, OwnSearch> {
  const own = new Map<string, OwnSearch>();
  const total = index.entries.length;
  index.entries.forEach((entry, i) => {
    if (i % PROGRESS_EVERY === 0) onProgress?.('tools', i, total);
    own.set(entry.name, ownSearch(index, entry));
  });
  onProgress?.('tools', total, total);
  return own;
}

function serversOf(entries: readonly CatalogEntry[]): Report['servers'] {
  const counts = new Map<string | null, number>();
  for (const e of entries) counts.set(e.server, (counts.get(e.server) ?? 0) + 1);
  return [...counts].map(([name, tools]) => ({ name, tools }));
}
