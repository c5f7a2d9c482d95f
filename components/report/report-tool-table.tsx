'use client';

import { Fragment, useMemo } from 'react';
import { visibleTools, type ToolSortKey } from '@/lib/store/report-store';
import { useT } from '@/components/i18n/locale-provider';
import { ReportToolDetails } from './report-tool-details';
import { useReport } from './report-store-provider';

const COLUMNS: ReadonlyArray<{ key: Exclude<ToolSortKey, 'catalog'>; numeric: boolean }> = [
  { key: 'name', numeric: false },
  { key: 'server', numeric: false },
  { key: 'tokens', numeric: true },
  { key: 'ownRank', numeric: true },
  { key: 'smells', numeric: true },
  { key: 'tasks', numeric: true },
];

/** Every tool, sortable and filterable, drawn a page at a time; a row opens to its reasons and its edit form. */
export function ReportToolTable() {
  const t = useT();
  const s = useReport((x) => x);
  // Sorting 10,000 rows is not for every progress message: only when the report or the view changes.
  const { report, sort, filter, onlySmelly } = s;
  const rows = useMemo(() => visibleTools({ report, sort, filter, onlySmelly }), [report, sort, filter, onlySmelly]);
  const total = s.report?.tools.length ?? 0;
  const shown = rows.slice(0, s.shown);
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="report-tools">
      <h2 id="report-tools" className="text-lg font-semibold">
        {t.report.table.heading}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          {t.report.table.filter}
          <input type="search" value={s.filter} onChange={(e) => s.setFilter(e.target.value)} className="rounded-md border border-slate-300 bg-transparent px-2 py-1 text-sm dark:border-slate-600" />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={s.onlySmelly} onChange={(e) => s.setOnlySmelly(e.target.checked)} />
          {t.report.table.onlySmelly}
        </label>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="report-tools">
          <thead>
            <tr className="border-b border-slate-200 text-left dark:border-slate-700">
              {COLUMNS.map(({ key, numeric }) => {
                const active = s.sort.key === key;
                return (
                  <th key={key} aria-sort={active ? (s.sort.descending ? 'descending' : 'ascending') : 'none'} className={`py-1 pr-3 font-medium ${numeric ? 'text-right' : ''}`}>
                    <button type="button" className="hover:underline" onClick={() => s.setSort(key)} aria-label={t.report.table.sortBy(t.report.table.columns[key])}>
                      {t.report.table.columns[key]}
                      {active ? (s.sort.descending ? ' ↓' : ' ↑') : ''}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((tool) => {
              const open = s.open === tool.name;
              return (
                <Fragment key={tool.name}>
                  <tr className="border-b border-slate-100 align-top dark:border-slate-800" data-testid="report-tool-row" data-tool={tool.name}>
                    <td className="py-1 pr-3">
                      <button type="button" className="text-left font-mono text-sky-800 hover:underline dark:text-sky-300" aria-expanded={open} aria-label={t.report.tool.open(tool.name)} onClick={() => s.toggleOpen(tool.name)}>
                        {tool.bareName}
                      </button>
                    </td>
                    <td className="py-1 pr-3">{tool.server ?? ''}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{t.format.num(tool.tokens)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums" data-testid="own-rank">
                      {tool.own.rank === null ? t.report.table.notRanked : t.format.num(tool.own.rank)}
                    </td>
                    <td className="py-1 pr-3 text-right tabular-nums">{tool.smells.length}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{tool.taskCount}</td>
                  </tr>
                  {open && (
                    <tr>
                      <td colSpan={COLUMNS.length} className="pb-3">
                        <ReportToolDetails tool={tool} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="text-sm">{t.report.table.none}</p> : <p className="text-sm text-slate-600 dark:text-slate-400">{t.report.table.showing(shown.length, rows.length === total ? total : rows.length)}</p>}
      {rows.length > shown.length && (
        <button type="button" className="btn-secondary self-start" onClick={s.showMore}>
          {t.report.table.showMore}
        </button>
      )}
    </section>
  );
}
