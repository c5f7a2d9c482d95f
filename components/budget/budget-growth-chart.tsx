'use client';

import { useId } from 'react';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { growthCurve, meanPerTool, toolsThatFill, type GrowthPoint } from '@/lib/tokens/catalog-budget';
import { selectionCount } from '@/lib/store/budget-store';
import { useT } from '@/components/i18n/locale-provider';
import { useBudget } from './budget-store-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';

const W = 640;
const H = 320;
const M = { left: 56, right: 96, top: 16, bottom: 44 };
const X_MIN = 10;
// The API's limit on deferred tools: no request has a bigger catalog.
const X_MAX = MAX_DEFERRED_TOOLS;

const short = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}K` : String(n));

function scales(points: readonly GrowthPoint[], window: number) {
  const values = points.flatMap((p) => [p.allLoaded, p.toolSearch]).concat(window);
  const lo = Math.floor(Math.log10(Math.max(1, Math.min(...values))));
  const hi = Math.ceil(Math.log10(Math.max(...values)));
  const x = (n: number) => M.left + ((Math.log10(n) - Math.log10(X_MIN)) / (Math.log10(X_MAX) - Math.log10(X_MIN))) * (W - M.left - M.right);
  const y = (v: number) => H - M.bottom - ((Math.log10(Math.max(1, v)) - lo) / Math.max(1, hi - lo)) * (H - M.top - M.bottom);
  const decades = Array.from({ length: hi - lo + 1 }, (_, i) => 10 ** (lo + i));
  return { x, y, decades };
}

/** Both contexts against catalog size, on log–log axes, with the same numbers as a table beside it. */
export function BudgetGrowthChart() {
  const t = useT();
  const f = t.format;
  const g = t.budget.growth;
  const state = useBudget((s) => s);
  const count = selectionCount(state);
  const titleId = useId();
  const descId = useId();
  if (count.tools === 0) return null;
  const mean = meanPerTool(count);
  const points = growthCurve(mean, state);
  const { x, y, decades } = scales(points, state.window);
  const fills = toolsThatFill(mean, state);
  const fillsText = fills >= X_MIN && fills <= X_MAX ? g.fills(fills) : g.neverFills;
  const path = (key: 'allLoaded' | 'toolSearch') => points.map((p, i) => `${i ? 'L' : 'M'}${x(p.tools).toFixed(1)},${y(p[key]).toFixed(1)}`).join(' ');
  const last = points.at(-1)!;
  const first = points[0]!;

  return (
    <section className="card min-w-0" aria-labelledby="growth-title" data-testid="budget-growth">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="growth-title" className="text-lg font-semibold">
          {g.title}
        </h2>
        <ProvenanceBadge kind="estimate" />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{g.intro(mean, X_MAX)}</p>
      <figure className="mt-2">
        <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-3xl" role="img" aria-labelledby={`${titleId} ${descId}`} data-testid="growth-svg">
          <title id={titleId}>{g.title}</title>
          <desc id={descId}>{g.desc(f.num(first.allLoaded), f.num(last.allLoaded), fillsText)}</desc>
          {decades.map((d) => (
            <g key={d}>
              <line x1={M.left} x2={W - M.right} y1={y(d)} y2={y(d)} className="stroke-slate-200 dark:stroke-slate-700" />
              <text x={M.left - 6} y={y(d)} dy="0.32em" textAnchor="end" className="fill-slate-600 text-[11px] dark:fill-slate-400">
                {short(d)}
              </text>
            </g>
          ))}
          {[10, 100, 1000, X_MAX].map((n) => (
            <g key={n}>
              <line x1={x(n)} x2={x(n)} y1={M.top} y2={H - M.bottom} className="stroke-slate-200 dark:stroke-slate-700" />
              <text x={x(n)} y={H - M.bottom + 16} textAnchor="middle" className="fill-slate-600 text-[11px] dark:fill-slate-400">
                {short(n)}
              </text>
            </g>
          ))}
          <text x={(M.left + W - M.right) / 2} y={H - 6} textAnchor="middle" className="fill-slate-700 text-[12px] dark:fill-slate-300">
            {g.xAxis}
          </text>
          <text transform={`translate(14 ${(M.top + H - M.bottom) / 2}) rotate(-90)`} textAnchor="middle" className="fill-slate-700 text-[12px] dark:fill-slate-300">
            {g.yAxis}
          </text>

          <line x1={M.left} x2={W - M.right} y1={y(state.window)} y2={y(state.window)} strokeDasharray="2 4" strokeWidth={2} className="stroke-slate-700 dark:stroke-slate-200" />
          <text x={W - M.right + 4} y={y(state.window)} dy="0.32em" className="fill-slate-700 text-[11px] dark:fill-slate-200">
            {g.window(state.window)}
          </text>
          {fills >= X_MIN && fills <= X_MAX && (
            <line x1={x(fills)} x2={x(fills)} y1={y(state.window)} y2={H - M.bottom} strokeDasharray="1 3" className="stroke-slate-500" />
          )}

          <path d={path('allLoaded')} fill="none" strokeWidth={2.5} className="stroke-[#d55e00] dark:stroke-[#f08a4b]" data-series="allLoaded" />
          <path d={path('toolSearch')} fill="none" strokeWidth={2.5} strokeDasharray="6 3" className="stroke-[#0072b2] dark:stroke-[#56a8e0]" data-series="toolSearch" />
          {points.map((p) => (
            <g key={p.tools}>
              <circle cx={x(p.tools)} cy={y(p.allLoaded)} r={3.5} className="fill-[#d55e00] dark:fill-[#f08a4b]" />
              <rect x={x(p.tools) - 3} y={y(p.toolSearch) - 3} width={6} height={6} className="fill-[#0072b2] dark:fill-[#56a8e0]" />
            </g>
          ))}
          <text x={x(last.tools) + 6} y={y(last.allLoaded)} dy="0.32em" className="fill-[#a84a00] text-[12px] font-semibold dark:fill-[#f08a4b]">
            {g.allLoaded}
          </text>
          <text x={x(last.tools) + 6} y={y(last.toolSearch)} dy="0.32em" className="fill-[#005a8c] text-[12px] font-semibold dark:fill-[#56a8e0]">
            {g.toolSearch}
          </text>
        </svg>
        <figcaption className="mt-1 text-sm text-slate-600 dark:text-slate-300">{fillsText}</figcaption>
      </figure>
      <details className="mt-2 text-sm" data-testid="growth-table-details">
        <summary className="cursor-pointer font-medium text-sky-700 dark:text-sky-300">{g.table}</summary>
        <table className="mt-2 w-full max-w-xl text-left tabular-nums" data-testid="growth-table">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {g.columns.map((c) => (
                <th key={c} scope="col" className="py-1 pr-3 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.tools} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {f.num(p.tools)}
                </th>
                <td className="py-1 pr-3">{f.num(p.allLoaded)}</td>
                <td className="py-1 pr-3">{f.num(p.toolSearch)}</td>
                <td className="py-1 pr-3">{f.pct(1 - p.toolSearch / p.allLoaded)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
