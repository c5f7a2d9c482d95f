import { collisionsOf, parseCatalog, parseCatalogText } from '@/lib/catalog-input/parse-catalog';
import type { CatalogEntry, CatalogProblem, ConfigServer, NameCollision, ParsedCatalog } from '@/lib/catalog-input/types';
import { composedName } from '@/lib/protocol/search-tools';
import { buildReport, rescoreEdit, type ReportInput, type ReportProgress } from './build-report';
import { buildReportIndex, type ReportIndex } from './report-index';
import { parseTasksText, resolveTasks } from './tasks';
import type { Report, ReportTask } from './types';

/**
 * One catalog under study, as the page's worker holds it: read once, then re-scored after each
 * edit of a tool's name or description, so a server author can see findability change at once.
 * Pure (no worker API here): the worker only passes messages to it.
 */

export interface SessionInput {
  /** Pasted text, a value already parsed (the shipped catalogs), or a catalog already read (the user's kept ones, combined). */
  catalog: { text: string } | { value: unknown } | { parsed: ParsedCatalog };
  /** JSON or CSV; blank for no tasks. */
  tasksText: string;
  limit?: number;
}

/** `catalog`: what the parser found, as data, worded by the page in its language (the CLI's in English). */
export type SessionProblem = { field: 'catalog' | 'tasks' | 'edit'; message: string; config?: ConfigServer[] } | { field: 'catalog'; catalog: CatalogProblem };

export type SessionOutcome = { ok: true; report: Report; notes: string[] } | { ok: false; problem: SessionProblem };

export interface ToolEdit {
  /** The tool's current catalog name. */
  name: string;
  description?: string;
  /** A new name for it on its server (bare: the server prefix is added as before). */
  bareName?: string;
}

export class ReportSession {
  private entries: CatalogEntry[] = [];
  private collisions: NameCollision[] = [];
  private tasks: ReportTask[] = [];
  private notes: string[] = [];
  private limit: number | undefined;
  private last: Report | null = null;
  /** Built once per load; an edit replaces its one tool in it. */
  private index: ReportIndex | null = null;

  load(input: SessionInput, onProgress?: ReportProgress): SessionOutcome {
    const { catalog } = input;
    const parsed: ParsedCatalog = 'parsed' in catalog ? catalog.parsed : 'text' in catalog ? parseCatalogText(catalog.text) : parseCatalog(catalog.value);
    if (!parsed.ok) return { ok: false, problem: { field: 'catalog', catalog: parsed.error } };
    if (parsed.kind === 'config') {
      return { ok: false, problem: { field: 'catalog', message: 'an MCP configuration names servers, not tools', config: parsed.servers } };
    }
    let tasks: ReportTask[] = [];
    if (input.tasksText.trim() !== '') {
      const read = parseTasksText(input.tasksText);
      if (!read.ok) return { ok: false, problem: { field: 'tasks', message: read.error } };
      const resolved = resolveTasks(read.tasks, parsed.tools);
      if (!resolved.ok) return { ok: false, problem: { field: 'tasks', message: resolved.error } };
      tasks = resolved.tasks;
    }
    this.entries = parsed.tools.map((e) => ({ ...e, definition: { ...e.definition } }));
    this.collisions = parsed.collisions;
    this.tasks = tasks;
    this.notes = parsed.notes;
    this.limit = input.limit;
    this.index = null;
    return this.score(onProgress);
  }

  /**
   * Applies the edit and re-scores. `onQuick` first receives the edited tool and its tasks scored
   * on the edited catalog, everything else carried over (`report.stale`); the full report is returned.
   */
  edit(change: ToolEdit, onProgress?: ReportProgress, onQuick?: (outcome: SessionOutcome) => void): SessionOutcome {
    const at = this.entries.findIndex((e) => e.name === change.name);
    if (at < 0) return { ok: false, problem: { field: 'edit', message: `no tool named “${change.name}”` } };
    const entry = this.entries[at]!;
    const bareName = change.bareName?.trim() ?? entry.bareName;
    if (bareName === '') return { ok: false, problem: { field: 'edit', message: 'a tool needs a non-empty name' } };
    const name = entry.server === null ? bareName : composedName(entry.server, bareName);
    if (name !== entry.name && this.entries.some((e) => e.name === name)) return { ok: false, problem: { field: 'edit', message: `another tool is already named “${name}”` } };
    const { description: _old, ...rest } = entry.definition;
    const description = change.description ?? entry.definition.description ?? '';
    this.entries[at] = { ...entry, name, bareName, definition: { ...rest, name: bareName, ...(description.trim() !== '' ? { description } : {}) } };
    this.index?.replace(at, this.entries[at]!);
    if (name !== entry.name) {
      this.tasks = this.tasks.map((t) => ({ ...t, right: t.right.map((r) => (r === entry.name ? name : r)) }));
      this.collisions = collisionsOf(this.entries);
    }
    if (onQuick && this.last) onQuick({ ok: true, report: rescoreEdit(this.last, this.input(), { from: entry.name, to: name }, this.indexNow()), notes: this.notes });
    return this.score(onProgress);
  }

  private input(): ReportInput {
    return { entries: this.entries, collisions: this.collisions, tasks: this.tasks, ...(this.limit !== undefined ? { limit: this.limit } : {}) };
  }

  private indexNow(): ReportIndex {
    return (this.index ??= buildReportIndex(this.entries));
  }

  private score(onProgress?: ReportProgress): SessionOutcome {
    this.last = buildReport(this.input(), onProgress, () => this.indexNow());
    return { ok: true, report: this.last, notes: this.notes };
  }
}
