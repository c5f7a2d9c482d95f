'use client';

import { memo, useMemo } from 'react';
import { visibleTools, type ToolSortKey } from '@/lib/store/report-store';
import type { ToolReport } from '@/lib/report/types';
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
  // Each field on its own: a progress message while an edit re-scores must not draw the table again.
  const report = useReport((x) => x.report);
  const sort = useReport((x) => x.sort);
  const filter = useReport((x) => x.filter);
  const onlySmelly = useReport((x) => x.onlySmelly);
  const open = useReport((x) => x.open);
  const shownCount = useReport((x) => x.shown);
  const setFilter = useReport((x) => x.setFilter);
  const setOnlySmelly = useReport((x) => x.setOnlySmelly);
  const setSort = useReport((x) => x.setSort);
  const showMore = useReport((x) => x.showMore);
  const toggleOpen = useReport((x) => x.toggleOpen);
  // Sorting 10,000 rows is only for a new report or a new view.
  const rows = useMemo(() => visibleTools({ report, sort, filter, onlySmelly }), [report, sort, filter, onlySmelly]);
  const total = report?.tools.length ?? 0;
  const shown = rows.slice(0, shownCount);
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="report-tools">
      <h2 id="report-tools" className="text-lg font-semibold">
        {t.report.table.heading}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          {t.report.table.filter}
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className="rounded-md border border-slate-300 bg-transparent px-2 py-1 text-sm dark:border-slate-600" />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={onlySmelly} onChange={(e) => setOnlySmelly(e.target.checked)} />
          {t.report.table.onlySmelly}
        </label>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="report-tools">
          <thead>
            <tr className="border-b border-slate-200 text-left dark:border-slate-700">
              {COLUMNS.map(({ key, numeric }) => {
                const active = sort.key === key;
                return (
                  <th key={key} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'} className={`py-1 pr-3 font-medium ${numeric ? 'text-right' : ''}`}>
                    <button type="button" className="hover:underline" onClick={() => setSort(key)} aria-label={t.report.table.sortBy(t.report.table.columns[key])}>
                      {t.report.table.columns[key]}
                      {active ? (sort.descending ? ' ↓' : ' ↑') : ''}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((tool) => (
              <ToolRow key={tool.name} tool={tool} isOpen={open === tool.name} toggleOpen={toggleOpen} />
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="text-sm">{t.report.table.none}</p> : <p className="text-sm text-slate-600 dark:text-slate-400">{t.report.table.showing(shown.length, rows.length === total ? total : rows.length)}</p>}
      {rows.length > shown.length && (
        <button type="button" className="btn-secondary self-start" onClick={showMore}>
          {t.report.table.showMore}
        </button>
      )}
    </section>
  );
}

/**
 * One tool's row, and its details when open. Memoised on the tool's report: an edit's first
 * answer changes one tool object and keeps the rest, so only its row is drawn again.
 */
const ToolRow = memo(function ToolRow({ tool, isOpen, toggleOpen }: { tool: ToolReport; isOpen: boolean; toggleOpen: (name: string) => void }) {
  const t = useT();
  return (
    <>
      <tr className="border-b border-slate-100 align-top dark:border-slate-800" data-testid="report-tool-row" data-tool={tool.name}>
        <td className="py-1 pr-3">
          <button type="button" className="text-left font-mono text-sky-800 hover:underline dark:text-sky-300" aria-expanded={isOpen} aria-label={t.report.tool.open(tool.name)} onClick={() => toggleOpen(tool.name)}>
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
      {isOpen && (
        <tr>
          <td colSpan={COLUMNS.length} className="pb-3">
            <ReportToolDetails tool={tool} />
          </td>
        </tr>
      )}
    </>
  );
});
