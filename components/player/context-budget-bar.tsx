'use client';

import Link from 'next/link';
import { useT } from '@/components/i18n/locale-provider';
import { BUDGET_PARTS, budgetsCounted, stepBudgets, type StepBudget } from '@/lib/tokens/context-budget';
import { modelInfo } from '@/lib/protocol/models';
import { usageProvenance } from '@/lib/tokens/provenance';
import { samplingIterations } from '@/lib/compare/summary';
import { useOnScreen } from '@/hooks/use-on-screen';
import { usePlayer } from './player-store-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';
import { NOT_LOADED_STYLE, PART_COLOUR, Swatch } from '@/components/shared/token-swatch';

const scales = new WeakMap<readonly StepBudget[], number>();

/** One scale for every step of the scenario, so that a step's growth shows as growth; found once, not at every step change. */
function scaleOf(budgets: readonly StepBudget[]): number {
  let scale = scales.get(budgets);
  if (scale === undefined) scales.set(budgets, (scale = budgets.reduce((max, b) => Math.max(max, b.total + b.notLoaded.tokens), 1)));
  return scale;
}

/**
 * The per-step stacked bar. Budgets are computed once per scenario in the tokens
 * layer (stepBudgets caches them by steps array); a step change only reads one.
 */
export function ContextBudgetBar() {
  const t = useT();
  const f = t.format;
  const s = t.player.contextBar;
  const scenario = usePlayer((x) => x.scenario);
  const steps = usePlayer((x) => x.steps);
  const index = usePlayer((x) => x.index);
  // Below the fold most of the time: off screen, its segments' transitions would cost every step change
  // main-thread work (transition events, layers made and dropped) for an animation no one sees (issue #11).
  const [barRef, onScreen] = useOnScreen<HTMLDivElement>();
  // Too many steps to price (the player's note says so): nothing is drawn rather than seconds spent.
  if (!budgetsCounted(steps)) return null;
  const budgets = stepBudgets(scenario, steps);
  const budget = budgets[index];
  const step = steps[index];
  if (!budget || !step || budget.total === 0) return null;
  const previous = index > 0 ? budgets[index - 1] : undefined;
  const scale = scaleOf(budgets);
  const model = modelInfo(budget.model);
  const parts = [
    ...BUDGET_PARTS.map((part) => ({ part, tokens: budget.parts[part], className: PART_COLOUR[part], title: `${s.parts[part]}${f.colon}${f.tokens(budget.parts[part])}` })),
    { part: 'not-loaded', tokens: budget.notLoaded.tokens, className: NOT_LOADED_STYLE, title: s.notLoadedDetail(budget.notLoaded.tools, budget.notLoaded.tokens) },
  ];
  // Each segment starts where the ones before it end, as the flex row it replaces laid them out.
  const segments = parts.map((p, i) => ({ ...p, fraction: p.tokens / scale, offset: parts.slice(0, i).reduce((sum, q) => sum + q.tokens, 0) / scale }));
  const summary = `${s.total(budget.total)}; ${BUDGET_PARTS.filter((p) => budget.parts[p] > 0)
    .map((p) => `${s.parts[p]} ${f.num(budget.parts[p])}`)
    .join(', ')}; ${s.notLoadedDetail(budget.notLoaded.tools, budget.notLoaded.tokens)}`;
  const response = step.kind === 'response' ? step.payload : null;

  return (
    <section className="card" aria-labelledby="context-budget-title" data-testid="context-budget">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="context-budget-title" className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {s.title}
        </h2>
        <ProvenanceBadge kind="estimate" />
        <span className="ml-auto text-sm font-semibold tabular-nums" data-testid="context-total">
          {s.total(budget.total)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{budget.rejected ? s.rejected : s.intro}</p>

      <div
        className="relative mt-3 h-6 w-full overflow-hidden rounded bg-slate-100 dark:bg-slate-800"
        role="img"
        aria-label={s.label(summary)}
        data-testid="context-bar"
        ref={barRef}
      >
        {segments.map((seg) => (
          <div
            key={seg.part}
            // Placed and sized by transform, not width: a transition of width lays the page out again on every
            // frame of it, one of transform runs on the compositor (issue #11, the step change's main-thread time).
            className={`absolute inset-y-0 left-0 w-full origin-left ${onScreen ? 'motion-safe:transition-transform motion-safe:duration-200' : ''} ${seg.className}`}
            style={{ transform: `translateX(${seg.offset * 100}%) scaleX(${seg.fraction})` }}
            data-part={seg.part}
            data-tokens={seg.tokens}
            title={seg.title}
          />
        ))}
      </div>

      <ul className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {BUDGET_PARTS.map((part) => {
          const delta = previous ? budget.parts[part] - previous.parts[part] : 0;
          return (
            <li key={part} className="flex items-center gap-2" data-testid={`budget-part-${part}`}>
              <Swatch className={PART_COLOUR[part]} />
              <span className="min-w-0 flex-1">{s.parts[part]}</span>
              <span className="tabular-nums">{f.num(budget.parts[part])}</span>
              {delta !== 0 && (
                <span className="text-xs font-semibold tabular-nums text-emerald-800 dark:text-emerald-300" title={s.change(delta)}>
                  {f.signed(delta)}
                  <span className="sr-only"> ({s.change(delta)})</span>
                </span>
              )}
            </li>
          );
        })}
        <li className="flex items-center gap-2 sm:col-span-2" data-testid="budget-not-loaded">
          <Swatch className={NOT_LOADED_STYLE} />
          <span>
            {s.notLoaded}
            {f.colon}
            {s.notLoadedDetail(budget.notLoaded.tools, budget.notLoaded.tokens)}
          </span>
        </li>
      </ul>

      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="context-window">
        {model ? s.window(budget.total, model.context_window, budget.total / model.context_window, model.name) : s.unknownModel(budget.model)}
      </p>
      {response && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="recorded-usage">
          {s.usage(response.usage.input_tokens, response.usage.output_tokens, samplingIterations(response))}{' '}
          <ProvenanceBadge kind={usageProvenance(scenario.source)} />
        </p>
      )}
      {response && usageProvenance(scenario.source) === 'exact' && budget.usageEstimate !== undefined && response.usage.input_tokens > 0 && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="usage-estimate">
          {s.usageEstimate(budget.usageEstimate, (budget.usageEstimate - response.usage.input_tokens) / response.usage.input_tokens)} <ProvenanceBadge kind="estimate" />
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {s.method}{' '}
        <Link href="/budget#estimator" className="text-sky-700 underline dark:text-sky-300">
          {s.methodLink}
        </Link>
      </p>
    </section>
  );
}
