'use client';

import { useMemo, useState } from 'react';
import type { ToolDefinition } from '@/lib/scenario/types';
import { examplesCost, examplesInContext } from '@/lib/tokens/examples-budget';
import { EXAMPLE_TOKEN_RANGES, PUBLISHED_EFFECTS } from '@/lib/tokens/published-effects';
import { useT } from '@/components/i18n/locale-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';
import { useBudget } from './budget-store-provider';

const MAX_PER_TOOL = 5;

/** What tool use examples cost the selected catalogs: those they carry, and a what-if with examples added. */
export function BudgetExamples() {
  const t = useT();
  const f = t.format;
  const e = t.budget.examples;
  const catalogs = useBudget((s) => s.catalogs);
  const selected = useBudget((s) => s.selected);
  const discovered = useBudget((s) => s.discovered);
  const [perTool, setPerTool] = useState(2);
  const [size, setSize] = useState<'minimal' | 'complete'>('minimal');
  const tools = useMemo(() => selected.flatMap((id): ToolDefinition[] => (catalogs[id]?.status === 'ready' ? (catalogs[id]?.definitions ?? []) : [])), [catalogs, selected]);
  const cost = useMemo(() => examplesCost(tools), [tools]);
  if (cost.tools === 0) return null;
  const context = examplesInContext(cost, discovered, perTool, cost.sketch[size]);
  const [simpleLow, simpleHigh] = EXAMPLE_TOKEN_RANGES.simple;
  const [nestedLow, nestedHigh] = EXAMPLE_TOKEN_RANGES.nested;
  const rows = [
    { key: 'today', label: e.today, value: context.today },
    { key: 'added', label: e.withAdded(perTool, cost.without), value: context.withAdded },
  ];

  return (
    <section className="card min-w-0" aria-labelledby="budget-examples-title" data-testid="budget-examples">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="budget-examples-title" className="text-lg font-semibold">
          {e.title}
        </h2>
        <ProvenanceBadge kind="estimate" />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{e.intro}</p>
      <p className="mt-2 text-sm font-medium" data-testid="budget-examples-carried">
        {cost.withExamples > 0 ? e.carried(cost.withExamples, cost.examples, cost.tokens) : e.none}
      </p>
      <div className="mt-3 flex flex-wrap gap-4 text-sm">
        <label className="flex flex-col gap-0.5">
          <span>{e.perTool}</span>
          <input
            type="number"
            min={0}
            max={MAX_PER_TOOL}
            inputMode="numeric"
            className="w-24 rounded border border-slate-300 bg-transparent px-2 py-1 tabular-nums dark:border-slate-600"
            value={perTool}
            onChange={(ev) => setPerTool(Number.isFinite(ev.target.valueAsNumber) ? Math.max(0, Math.min(MAX_PER_TOOL, Math.round(ev.target.valueAsNumber))) : 0)}
            data-testid="budget-examples-per-tool"
          />
        </label>
        <fieldset className="flex flex-col gap-1.5">
          <legend>{e.size}</legend>
          {(['minimal', 'complete'] as const).map((option) => (
            <label key={option} className="flex items-center gap-1">
              <input type="radio" name="example-size" checked={size === option} onChange={() => setSize(option)} />
              {e.sizes[option](cost.sketch[option])}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={e.tableLabel} data-testid="budget-examples-table">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {e.columns.map((c, i) => (
                <th key={i} scope="col" className="px-2 py-1.5 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 dark:border-slate-800" data-row={row.key}>
                <th scope="row" className="px-2 py-1.5 font-medium">
                  {row.label}
                </th>
                <td className="px-2 py-1.5 tabular-nums">{f.tokens(row.value.allLoaded)}</td>
                <td className="px-2 py-1.5 tabular-nums">{f.tokens(row.value.toolSearch)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{e.sketchNote}</p>
      <p className="mt-2 text-sm">
        {e.docsRange(simpleLow, simpleHigh, nestedLow, nestedHigh)} <ProvenanceBadge kind="quoted" />
      </p>
      <p className="mt-1 text-sm" data-testid="budget-examples-accuracy">
        {e.accuracy(PUBLISHED_EFFECTS.examplesAccuracy.before, PUBLISHED_EFFECTS.examplesAccuracy.after)} <ProvenanceBadge kind="quoted" />
      </p>
    </section>
  );
}
