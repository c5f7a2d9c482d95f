import { describe, expect, it } from 'vitest';
import { parseCatalog } from '@/lib/catalog-input/parse-catalog';
import { csvRows, MAX_TASKS, nameResolver, parseTasksText, resolveTasks } from './tasks';

const schema = { type: 'object' };
const parsed = parseCatalog({ servers: { github: [{ name: 'get_issue', input_schema: schema }, { name: 'search', input_schema: schema }], jira: [{ name: 'get_issue', input_schema: schema }, { name: 'jira_search', input_schema: schema }] } });
const entries = parsed.ok && parsed.kind === 'tools' ? parsed.tools : [];

describe('reading tasks', () => {
  it('JSON: an array of {question, tools}, or one wrapped in {"tasks"} beside a note', () => {
    const tasks = [{ question: ' Open bugs in WEB? ', tools: ['jira_search', 'jira_search'] }];
    expect(parseTasksText(JSON.stringify(tasks))).toEqual({ ok: true, tasks: [{ question: 'Open bugs in WEB?', right: ['jira_search'] }] });
    expect(parseTasksText(JSON.stringify({ note: 'written by hand', tasks }))).toEqual({ ok: true, tasks: [{ question: 'Open bugs in WEB?', right: ['jira_search'] }] });
  });

  it('CSV: question,tool rows, a header or not, quoted commas and quotes, several rows for one question', () => {
    const csv = 'question,tool\r\n"Find issues, then rank them",search\n"Say ""hi""",get_issue\n"Find issues, then rank them",jira_search\n\n';
    expect(parseTasksText(csv)).toEqual({
      ok: true,
      tasks: [
        { question: 'Find issues, then rank them', right: ['search', 'jira_search'] },
        { question: 'Say "hi"', right: ['get_issue'] },
      ],
    });
    expect(csvRows('a,"b\nc"\n')).toEqual({ rows: [['a', 'b\nc']] });
  });

  it('says what is wrong, and where', () => {
    const error = (text: string) => {
      const r = parseTasksText(text);
      return r.ok ? '' : r.error;
    };
    expect(error('[{"question": "x", "tools": []}]')).toBe('[0].tools: a task needs at least one right tool');
    expect(error('{"tasks": [{"question": "", "tools": ["a"]}]}')).toBe('tasks[0].question: the question is empty');
    expect(error('[{"question": "x"}]')).toBe('[0].tools: expected "tools": an array of tool names');
    expect(error('[{"question": "x", "tools": ["a"]},')).toMatch(/^not valid JSON at line 1, column 36/);
    expect(error('a question, with a comma,tool')).toBe('line 1: expected 2 columns (question,tool), found 3; quote a question that holds a comma');
    expect(error('"never closed,tool')).toBe('line 1: a quoted field is never closed');
    expect(error('question,tool\n')).toBe('no tasks: give at least one question and its right tool');
    expect(error(JSON.stringify(Array.from({ length: MAX_TASKS + 1 }, () => ({ question: 'q', tools: ['a'] }))))).toBe(`(root): more than ${MAX_TASKS} tasks`);
  });
});

describe('naming a task’s tools', () => {
  it('a composed name, or a bare name only one server has', () => {
    const resolve = nameResolver(entries);
    expect(resolve('github_get_issue')).toEqual({ ok: true, name: 'github_get_issue' });
    expect(resolve('jira_search')).toEqual({ ok: true, name: 'jira_jira_search' });
    expect(resolve('search')).toEqual({ ok: true, name: 'github_search' });
  });

  it('asks which server when two have the name, and names a tool that is not there', () => {
    const r = resolveTasks([{ question: 'Show issue 7', right: ['get_issue'] }], entries);
    expect(r).toEqual({ ok: false, error: 'tasks[0].tools[0]: “get_issue” is on 2 servers; write which one: github_get_issue, jira_get_issue (task “Show issue 7”)' });
    expect(resolveTasks([{ question: 'q', right: ['github_search', 'nope'] }], entries)).toEqual({ ok: false, error: 'tasks[0].tools[1]: “nope” is not a tool in the catalog (task “q”)' });
  });
});
