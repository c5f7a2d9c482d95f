'use client';

import type { LatencyAssumptions } from '@/lib/compare/latency';
import type { CompareKind } from '@/lib/compare/questions';
import { useT } from '@/components/i18n/locale-provider';
import { useCompare } from './compare-store-provider';

/** The assumptions each comparison's estimate uses: an MCP server's round trips, or the container's rounds. */
const KEYS = {
  hosting: ['clientRttMs', 'serverRttMs', 'modelMsPerIteration', 'toolMs', 'mcpSetupRoundTrips'],
  ptc: ['clientRttMs', 'modelMsPerIteration', 'toolMs', 'containerMsPerRound'],
} as const satisfies Record<CompareKind, ReadonlyArray<keyof LatencyAssumptions>>;

export function LatencyAssumptionsForm() {
  const t = useT();
  const a = t.compare.summary.assumptions;
  const latency = useCompare((s) => s.latency);
  const setLatency = useCompare((s) => s.setLatency);
  const reset = useCompare((s) => s.resetLatency);
  const kind = useCompare((s) => s.kind);
  return (
    <fieldset className="mt-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="latency-assumptions">
      <legend className="px-1 text-sm font-semibold">{a.title}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{a.intro}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {KEYS[kind].map((key) => (
          <label key={key} className="flex flex-col gap-0.5 text-sm">
            <span>{a[key]}</span>
            <input
              type="number"
              min={0}
              step={key === 'mcpSetupRoundTrips' ? 1 : 10}
              inputMode="numeric"
              className="w-32 rounded border border-slate-300 bg-transparent px-2 py-1 tabular-nums dark:border-slate-600"
              value={latency[key]}
              onChange={(e) => setLatency(key, e.target.valueAsNumber)}
            />
          </label>
        ))}
      </div>
      <button type="button" className="btn-secondary mt-2" onClick={reset}>
        {a.reset}
      </button>
    </fieldset>
  );
}
