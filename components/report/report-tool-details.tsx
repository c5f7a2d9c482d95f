'use client';

import { useState } from 'react';
import { smellText } from '@/lib/report/report-json';
import { REPORT_VARIANTS, type ToolReport } from '@/lib/report/types';
import { useT } from '@/components/i18n/locale-provider';
import { useReport } from './report-store-provider';

/** One tool opened: why it is where it is, what to fix, and a form to change it and see the difference. */
export function ReportToolDetails({ tool }: { tool: ToolReport }) {
  const t = useT();
  const d = t.report.tool;
  const report = useReport((s) => s.report);
  const tasks = (report?.tasks ?? []).filter((task) => task.right.includes(tool.name));
  return (
    <div className="flex flex-col gap-3 rounded-md bg-slate-50 p-3 dark:bg-slate-900" data-testid="report-tool-details">
      <Change tool={tool} />
      <div className="text-sm">
        {tool.own.rank === null ? (
          <p>{d.nothingToSearch}</p>
        ) : (
          <>
            <p data-testid="own-rank-sentence">{d.ownRank(tool.own.rank)}</p>
            {tool.own.crowdedBy.length > 0 && <p>{d.crowdedBy(tool.own.crowdedBy)}</p>}
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {d.ownQuery} <q className="font-mono">{tool.own.query}</q>
            </p>
          </>
        )}
      </div>
      {tool.smells.length === 0 ? (
        <p className="text-sm">{d.noSmells}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {tool.smells.map((smell) => {
            const { reason, fix } = smellText(smell, t.report);
            return (
              <li key={smell.id} data-smell={smell.id}>
                <code className="text-xs">{smell.id}</code> {reason}
                <br />
                <span className="font-medium">{d.fix}</span> {fix}
              </li>
            );
          })}
        </ul>
      )}
      {tasks.length > 0 && (
        <div className="text-sm">
          <h3 className="font-medium">{d.tasks}</h3>
          <ul className="pl-5">
            {tasks.map((task, i) => (
              <li key={i} className="list-disc">
                “{task.question}”: {REPORT_VARIANTS.map((v) => `${t.report.summary.variants[v]} ${d.rank(task.variants[v].rank)}`).join(' · ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <EditForm tool={tool} />
    </div>
  );
}

function EditForm({ tool }: { tool: ToolReport }) {
  const t = useT();
  const d = t.report.tool;
  const edit = useReport((s) => s.edit);
  const running = useReport((s) => s.status === 'running');
  const [bareName, setBareName] = useState(tool.bareName);
  const [description, setDescription] = useState(tool.description ?? '');
  return (
    <form
      className="flex flex-col gap-2 border-t border-slate-200 pt-2 dark:border-slate-700"
      aria-label={d.edit}
      onSubmit={(e) => {
        e.preventDefault();
        void edit({ name: tool.name, description, ...(bareName !== tool.bareName ? { bareName } : {}) });
      }}
    >
      <h3 className="text-sm font-medium">{d.edit}</h3>
      <label className="flex flex-col gap-1 text-sm">
        {d.editName}
        <input value={bareName} onChange={(e) => setBareName(e.target.value)} className="rounded-md border border-slate-300 bg-transparent px-2 py-1 font-mono dark:border-slate-600" spellCheck={false} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {d.editDescription}
        <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={4} className="rounded-md border border-slate-300 bg-transparent px-2 py-1 dark:border-slate-600" />
      </label>
      <button type="submit" className="btn-primary self-start" disabled={running} data-testid="report-rescore">
        {d.apply}
      </button>
    </form>
  );
}

/** After an edit of this tool: its own rank and its tasks' ranks, before → after. */
function Change({ tool }: { tool: ToolReport }) {
  const t = useT();
  const d = t.report.tool;
  const before = useReport((s) => s.before);
  const report = useReport((s) => s.report);
  if (!before || before.to !== tool.name || !report) return null;
  const old = before.report.tools.find((x) => x.name === before.from);
  const show = (rank: number | null | undefined) => d.rank(rank ?? null);
  const tasks = report.tasks
    .map((task, i) => ({ task, was: before.report.tasks[i] }))
    .filter(({ task }) => task.right.includes(tool.name));
  return (
    <div role="status" className="rounded-md border border-emerald-300 p-2 text-sm dark:border-emerald-800" data-testid="report-change">
      <p className="font-medium">{d.changed}</p>
      <p data-testid="own-rank-change">{d.ownChange(show(old?.own.rank), show(tool.own.rank))}</p>
      {tasks.map(({ task, was }, i) => (
        <p key={i} data-testid="task-rank-change">
          {d.taskChange(task.question, show(was?.variants.bm25_question.rank), show(task.variants.bm25_question.rank))}
        </p>
      ))}
    </div>
  );
}
