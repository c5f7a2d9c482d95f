'use client';

import type { ReactNode } from 'react';
import { estimateLatency } from '@/lib/compare/latency';
import type { ModeSummary } from '@/lib/compare/summary';
import type { Dictionary } from '@/lib/i18n';
import { MCP_BETA } from '@/lib/protocol/betas';
import { useT } from '@/components/i18n/locale-provider';
import { useCompare } from './compare-store-provider';
import { sideWords } from './compare-words';
import { LatencyAssumptionsForm } from './latency-assumptions-form';
import { HiddenHint } from '@/components/shared/hidden-hint';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';

type Basis = keyof Dictionary['compare']['summary']['basis'];

function BasisTag({ basis }: { basis: Basis }) {
  const t = useT();
  const s = t.compare.summary;
  const { label, hint } = s.basis[basis];
  return (
    <span className="text-xs text-slate-600 underline decoration-dotted dark:text-slate-400" title={hint}>
      {label}
      <HiddenHint hint={hint} />
    </span>
  );
}

function UsageCell({ summary }: { summary: ModeSummary }) {
  const t = useT();
  const s = t.compare.summary;
  const input = summary.perRequest.reduce((n, r) => n + r.input, 0);
  const output = summary.perRequest.reduce((n, r) => n + r.output, 0);
  return (
    <div className="flex flex-col gap-0.5">
      <ol className="tabular-nums">
        {summary.perRequest.map((r, i) => (
          <li key={i}>
            {i + 1}. {s.usageCell(r.input, r.output, r.stopReason)}
          </li>
        ))}
      </ol>
      {summary.perRequest.length > 1 && <span className="text-xs tabular-nums text-slate-600 dark:text-slate-400">{s.totalUsage(input, output)}</span>}
      <span>
        <ProvenanceBadge kind={summary.usage} />
      </span>
    </div>
  );
}

type Row = { key: string; label: string; left: ReactNode; right: ReactNode; basis: Basis };

/** The two modes in numbers: counts from the transcripts, protocol facts, and a latency estimate. */
export function CompareSummary({ left, right }: { left: ModeSummary; right: ModeSummary }) {
  const t = useT();
  const f = t.format;
  const s = t.compare.summary;
  const p = t.compare.ptc;
  const kind = useCompare((x) => x.kind);
  const words = sideWords(t, kind);
  const latency = useCompare((x) => x.latency);
  const l = estimateLatency(left, latency);
  const r = estimateLatency(right, latency);
  const breakdown = (e: typeof l) =>
    kind === 'ptc'
      ? p.latencyBreakdown(f.ms(e.clientNetworkMs), f.ms(e.modelMs), f.ms(e.toolMs), f.ms(e.containerMs))
      : s.latencyBreakdown(f.ms(e.clientNetworkMs), f.ms(e.modelMs), f.ms(e.toolMs), f.ms(e.serverNetworkMs));
  const credentials = (m: ModeSummary) =>
    m.toolRunsAt === 'mcp-server' ? `${s.credentials.server}${m.sendsToken ? '' : s.credentials.noToken}` : s.credentials.client;
  const implement = (m: ModeSummary) => (m.toolRunsAt === 'mcp-server' ? s.implement.server(MCP_BETA) : s.implement.client);

  const inContext = (m: ModeSummary) => (m.resultsInContext.count > 0 || m.codeOutput.count === 0 ? p.results(m.resultsInContext.count, m.resultsInContext.tokens) : p.outputInstead(m.codeOutput.tokens));
  const counts: Row[] = [
    { key: 'httpRequests', label: s.rows.httpRequests, left: f.num(left.httpRequests), right: f.num(right.httpRequests), basis: 'transcript' },
    { key: 'clientRoundTrips', label: s.rows.clientRoundTrips, left: f.num(left.httpRequests), right: f.num(right.httpRequests), basis: 'transcript' },
  ];
  const byKind: Row[] =
    kind === 'ptc'
      ? [
          { key: 'toolRuns', label: p.rows.toolRuns, left: f.num(left.clientToolRuns), right: f.num(right.clientToolRuns), basis: 'transcript' },
          { key: 'caller', label: p.rows.caller, left: p.caller(left.calls.byModel, left.calls.byCode), right: p.caller(right.calls.byModel, right.calls.byCode), basis: 'transcript' },
          { key: 'steps', label: s.rows.steps, left: f.num(left.steps), right: f.num(right.steps), basis: 'transcript' },
          { key: 'iterations', label: s.rows.iterations, left: f.num(left.iterations), right: f.num(right.iterations), basis: 'transcript' },
          { key: 'codeRounds', label: p.rows.codeRounds, left: f.num(left.codeRounds), right: f.num(right.codeRounds), basis: 'transcript' },
          { key: 'resultsInContext', label: p.rows.resultsInContext, left: inContext(left), right: inContext(right), basis: 'estimate' },
          { key: 'finalContext', label: p.rows.finalContext, left: p.tokens(left.finalContext), right: p.tokens(right.finalContext), basis: 'estimate' },
        ]
      : [
          { key: 'serverRoundTrips', label: s.rows.serverRoundTrips, left: f.num(left.mcpCalls), right: f.num(right.mcpCalls), basis: 'transcript' },
          { key: 'steps', label: s.rows.steps, left: f.num(left.steps), right: f.num(right.steps), basis: 'transcript' },
          { key: 'iterations', label: s.rows.iterations, left: f.num(left.iterations), right: f.num(right.iterations), basis: 'transcript' },
          { key: 'searchRunsAt', label: s.rows.searchRunsAt, left: s.runsAt[left.searchRunsAt], right: s.runsAt[right.searchRunsAt], basis: 'transcript' },
          { key: 'toolRunsAt', label: s.rows.toolRunsAt, left: s.runsAt[left.toolRunsAt], right: s.runsAt[right.toolRunsAt], basis: 'transcript' },
          { key: 'credentials', label: s.rows.credentials, left: credentials(left), right: credentials(right), basis: 'protocol' },
          { key: 'implement', label: s.rows.implement, left: implement(left), right: implement(right), basis: 'protocol' },
        ];
  const rows: Row[] = [
    ...counts,
    ...byKind,
    { key: 'usage', label: s.rows.usage, left: <UsageCell summary={left} />, right: <UsageCell summary={right} />, basis: 'transcript' },
    {
      key: 'latency',
      label: s.rows.latency,
      left: (
        <div>
          <span className="font-semibold tabular-nums" data-testid="latency-left">{f.ms(l.totalMs)}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">{breakdown(l)}</span>
        </div>
      ),
      right: (
        <div>
          <span className="font-semibold tabular-nums" data-testid="latency-right">{f.ms(r.totalMs)}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">{breakdown(r)}</span>
        </div>
      ),
      basis: 'estimate',
    },
  ];

  const diff = l.totalMs - r.totalMs;
  const verdict = diff === 0 ? s.assumptions.tie : s.assumptions.verdict(diff > 0 ? words.right : words.left, f.ms(Math.abs(diff)));

  return (
    <section className="card min-w-0" aria-labelledby="summary-title">
      <h2 id="summary-title" className="text-lg font-semibold">
        {s.title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{s.intro}</p>
      <div className="mt-2 relative overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left align-top text-sm" data-testid="compare-summary">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {words.summaryColumns.map((c, i) => (
                <th key={i} scope="col" className="px-2 py-1.5 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 align-top dark:border-slate-800" data-row={row.key}>
                <th scope="row" className="px-2 py-1.5 font-medium">
                  {row.label}
                </th>
                <td className="px-2 py-1.5">{row.left}</td>
                <td className="px-2 py-1.5">{row.right}</td>
                <td className="px-2 py-1.5">
                  <BasisTag basis={row.basis} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{s.usageNote}</p>
      {kind === 'ptc' && (
        <p className="mt-2 text-sm font-medium" data-testid="ptc-point">
          {p.point}
        </p>
      )}
      <p className="mt-3 text-sm font-medium" data-testid="latency-verdict">
        {verdict}
      </p>
      <LatencyAssumptionsForm />
    </section>
  );
}
