'use client';

import { CatalogCheckboxes } from '@/components/shared/catalog-checkboxes';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '@/components/i18n/locale-provider';
import { YourCatalogChoice } from '@/components/yours/your-catalog-choice';
import { useReport } from './report-store-provider';

/** The shipped task sets, each with the catalogs it was written for. */
const EXAMPLES = [
  { id: 'github', label: 'GitHub', catalogs: ['github'], load: () => import('@/data/report/github.tasks.json') },
  {
    id: 'enterprise',
    label: 'GitHub + Jira + Confluence + Notion + Slack',
    catalogs: ['github', 'atlassian-jira', 'atlassian-confluence', 'notion', 'slack-korotovsky'],
    load: () => import('@/data/report/enterprise.tasks.json'),
  },
] as const;

const field = 'rounded-md border border-slate-300 bg-transparent px-2 py-1.5 font-mono text-sm font-normal dark:border-slate-600';

export function ReportInput() {
  const t = useT();
  // The fields this form shows, compared one by one: a report or a progress message arriving does not draw it again.
  const s = useReport(
    useShallow((x) => ({
      catalogFile: x.catalogFile,
      catalogText: x.catalogText,
      limit: x.limit,
      shipped: x.shipped,
      source: x.source,
      status: x.status,
      tasksText: x.tasksText,
      yours: x.yours,
      run: x.run,
      setCatalogFile: x.setCatalogFile,
      setCatalogText: x.setCatalogText,
      setLimit: x.setLimit,
      setShipped: x.setShipped,
      setSource: x.setSource,
      setTasksText: x.setTasksText,
      setYours: x.setYours,
    })),
  );
  const running = s.status === 'running';

  const applyExample = async (example: (typeof EXAMPLES)[number]) => {
    const { default: data } = await example.load();
    s.setShipped([...example.catalogs]);
    s.setTasksText(JSON.stringify(data.tasks, null, 2));
  };

  return (
    <form
      className="card flex flex-col gap-4"
      aria-label={t.report.input.heading}
      onSubmit={(e) => {
        e.preventDefault();
        void s.run();
      }}
    >
      <h2 className="text-lg font-semibold">{t.report.input.heading}</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <fieldset className="flex flex-col gap-2">
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="radio" name="source" checked={s.source === 'shipped'} onChange={() => s.setSource('shipped')} />
            {t.report.input.shipped}
          </label>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t.report.input.shippedHint}</p>
          <CatalogCheckboxes selected={s.shipped} onChange={s.setShipped} />
          <YourCatalogChoice chosen={s.yours} onToggle={(id, on) => s.setYours(on ? [...s.yours, id] : s.yours.filter((y) => y !== id))} />
        </fieldset>
        <div className="flex flex-col gap-2">
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="radio" name="source" checked={s.source === 'pasted'} onChange={() => s.setSource('pasted')} />
            {t.report.input.pasted}
          </label>
          <textarea
            aria-label={t.report.input.pasted}
            value={s.catalogFile ? '' : s.catalogText}
            placeholder={s.catalogFile ? t.report.input.fileLoaded(s.catalogFile.name, s.catalogFile.bytes) : undefined}
            onChange={(e) => s.setCatalogText(e.target.value)}
            rows={8}
            spellCheck={false}
            className={field}
            data-testid="report-catalog"
          />
          <label className="flex flex-wrap items-center gap-2 text-sm">
            {t.report.input.file}
            <input
              type="file"
              accept=".json,application/json"
              className="text-sm"
              data-testid="report-catalog-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void file.text().then((text) => s.setCatalogFile(file.name, text));
              }}
            />
          </label>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t.report.input.pastedHint}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t.report.input.tasks}
          <textarea value={s.tasksText} onChange={(e) => s.setTasksText(e.target.value)} rows={6} spellCheck={false} className={field} data-testid="report-tasks" />
        </label>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t.report.input.tasksHint}</p>
        <div className="flex flex-wrap gap-2">
          {EXAMPLES.map((example) => (
            <button key={example.id} type="button" className="btn-secondary" onClick={() => void applyExample(example)}>
              {t.report.input.example(example.label)}
            </button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex w-44 flex-col gap-1 text-sm font-semibold">
          {t.report.input.limit}
          <input type="number" min={1} max={50} value={s.limit} onChange={(e) => s.setLimit(Number(e.target.value))} className={field} />
        </label>
        <button type="submit" className="btn-primary" disabled={running} data-testid="report-run">
          {running ? t.report.input.running : t.report.input.run}
        </button>
      </div>
    </form>
  );
}
