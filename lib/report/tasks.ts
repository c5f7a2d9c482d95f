import { z } from 'zod';
import type { CatalogEntry } from '@/lib/catalog-input/types';
import { describeJsonSyntaxProblem, locateJsonSyntaxError } from '@/lib/json/syntax-error';
import { formatPath } from '@/lib/scenario/schema';
import type { ReportTask } from './types';

/**
 * The tasks a catalog's users will ask: a question and the tool or tools that are right for it,
 * as JSON `[{"question": "…", "tools": ["name", …]}]` (or `{"tasks": […]}` with a note beside
 * them) or CSV `question,tool` (one row per right tool; a header row is optional).
 */

/** Far above any real set; keeps a wrong file from stalling a report. */
export const MAX_TASKS = 5_000;
export const MAX_QUESTION_LENGTH = 4_000;

export type TasksResult = { ok: true; tasks: ReportTask[] } | { ok: false; error: string };

const task = z.looseObject({
  question: z.string('expected the question as a string').trim().min(1, 'the question is empty').max(MAX_QUESTION_LENGTH, `a question longer than ${MAX_QUESTION_LENGTH} characters`),
  tools: z.array(z.string('expected a tool name').min(1, 'a tool name is empty'), 'expected "tools": an array of tool names').min(1, 'a task needs at least one right tool'),
});
const taskList = z.array(task, 'expected an array of tasks [{"question", "tools"}]').max(MAX_TASKS, `more than ${MAX_TASKS} tasks`);
const wrapped = z.looseObject({ tasks: taskList });

function fromJson(data: unknown): TasksResult {
  const r = Array.isArray(data) ? taskList.safeParse(data) : wrapped.safeParse(data);
  if (r.success) return { ok: true, tasks: (Array.isArray(r.data) ? r.data : r.data.tasks).map((t) => ({ question: t.question, right: [...new Set(t.tools)] })) };
  const issue = r.error.issues[0]!;
  return { ok: false, error: `${formatPath(issue.path)}: ${issue.message}` };
}

/** RFC 4180 rows: commas, double quotes, "" inside quotes, CRLF or LF. */
export function csvRows(text: string): { rows: string[][] } | { error: string } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line++;
    } else field += c;
  }
  if (quoted) return { error: `line ${line}: a quoted field is never closed` };
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return { rows };
}

function fromCsv(text: string): TasksResult {
  const parsed = csvRows(text);
  if ('error' in parsed) return { ok: false, error: parsed.error };
  const byQuestion = new Map<string, string[]>();
  for (const [i, cells] of parsed.rows.entries()) {
    const line = i + 1;
    if (cells.every((c) => c.trim() === '')) continue;
    if (i === 0 && cells[0]?.trim().toLowerCase() === 'question' && cells[1]?.trim().toLowerCase().startsWith('tool')) continue;
    if (cells.length !== 2) return { ok: false, error: `line ${line}: expected 2 columns (question,tool), found ${cells.length}; quote a question that holds a comma` };
    const question = cells[0]!.trim();
    const tool = cells[1]!.trim();
    if (question === '') return { ok: false, error: `line ${line}: the question is empty` };
    if (question.length > MAX_QUESTION_LENGTH) return { ok: false, error: `line ${line}: a question longer than ${MAX_QUESTION_LENGTH} characters` };
    if (tool === '') return { ok: false, error: `line ${line}: the tool is empty` };
    const right = byQuestion.get(question) ?? [];
    if (!right.includes(tool)) right.push(tool);
    byQuestion.set(question, right);
    if (byQuestion.size > MAX_TASKS) return { ok: false, error: `more than ${MAX_TASKS} tasks` };
  }
  return { ok: true, tasks: [...byQuestion].map(([question, right]) => ({ question, right })) };
}

/** JSON when the text starts like JSON, else CSV. An empty set is an error: a report on no tasks says nothing about findability. */
export function parseTasksText(text: string): TasksResult {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  let result: TasksResult;
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let data: unknown;
    try {
      data = JSON.parse(trimmed);
    } catch (e) {
      const where = locateJsonSyntaxError(trimmed);
      return { ok: false, error: where ? describeJsonSyntaxProblem(where) : `not valid JSON (${(e as Error).message})` };
    }
    result = fromJson(data);
  } else result = fromCsv(trimmed);
  if (result.ok && result.tasks.length === 0) return { ok: false, error: 'no tasks: give at least one question and its right tool' };
  return result;
}

/**
 * A tool as the catalog names it. A task (or a keep-loaded mark) may name an MCP tool by its
 * composed name (`github_get_issue`) or by its bare name when only one server has it.
 */
export function nameResolver(entries: readonly CatalogEntry[]): (name: string) => { ok: true; name: string } | { ok: false; error: string } {
  const names = new Set(entries.map((e) => e.name));
  const byBare = new Map<string, CatalogEntry[]>();
  for (const e of entries) byBare.set(e.bareName, [...(byBare.get(e.bareName) ?? []), e]);
  return (name) => {
    if (names.has(name)) return { ok: true, name };
    const same = byBare.get(name) ?? [];
    if (same.length === 1) return { ok: true, name: same[0]!.name };
    if (same.length > 1) return { ok: false, error: `“${name}” is on ${same.length} servers; write which one: ${same.map((e) => e.name).join(', ')}` };
    return { ok: false, error: `“${name}” is not a tool in the catalog` };
  };
}

/** Each task's tools as catalog names. */
export function resolveTasks(tasks: readonly ReportTask[], entries: readonly CatalogEntry[]): TasksResult {
  const resolve = nameResolver(entries);
  const out: ReportTask[] = [];
  for (const [i, t] of tasks.entries()) {
    const right: string[] = [];
    for (const [k, name] of t.right.entries()) {
      const r = resolve(name);
      if (!r.ok) return { ok: false, error: `tasks[${i}].tools[${k}]: ${r.error} (task “${t.question.slice(0, 80)}”)` };
      right.push(r.name);
    }
    out.push({ question: t.question, right: [...new Set(right)] });
  }
  return { ok: true, tasks: out };
}
