'use client';

import { ARTICLE_QUOTED, ARTICLE_SERVERS, articleArithmetic, reproduceHeadline } from '@/lib/tokens/article';
import type { CatalogCount } from '@/lib/tokens/catalog-budget';
import type { CaptureCheck } from '@/lib/tokens/capture-check';
import { modelInfo } from '@/lib/protocol/models';
import { useT } from '@/components/i18n/locale-provider';
import { useBudget } from './budget-store-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';

/** The article's five-server case, quoted, next to the same computation on the catalogs shipped today. */
export function BudgetHeadline({ check }: { check: CaptureCheck }) {
  const t = useT();
  const f = t.format;
  const h = t.budget.headline;
  const catalogs = useBudget((s) => s.catalogs);
  const base = useBudget((s) => s.base);
  const discovered = useBudget((s) => s.discovered);
  const windowSize = useBudget((s) => s.window);
  const modelId = useBudget((s) => s.modelId);
  const counts: Record<string, CatalogCount | undefined> = Object.fromEntries(Object.values(catalogs).map((c) => [c.id, c.count]));
  const price = modelInfo(modelId)?.input_usd_per_mtok ?? 0;
  const ours = reproduceHeadline(counts, { base, discovered, window: windowSize, inputPrice: price });
  const arithmetic = articleArithmetic();
  const loading = ours.used.length < 2;
  const usedBy = new Map(ours.used.map((u) => [u.server, u]));
  const perTool = (tokens: number, tools: number) => f.num(tools ? tokens / tools : 0);
  const gh = usedBy.get('GitHub');
  const slack = usedBy.get('Slack');
  const articleGh = ARTICLE_SERVERS.find((s) => s.server === 'GitHub')!;
  const articleSlack = ARTICLE_SERVERS.find((s) => s.server === 'Slack')!;
  const ratio = ours.total.tokens > 0 ? ours.quotedForUsed / ours.total.tokens : 0;
  const missingTokens = ours.missing.reduce((s, m) => s + m.tokens, 0);

  const summaryRows = [
    { key: 'context-all', label: h.contextAll, article: ARTICLE_QUOTED.contextAllLoaded, ours: ours.budget.allLoaded.context },
    { key: 'context-search', label: h.contextSearch, article: ARTICLE_QUOTED.contextToolSearch, ours: ours.budget.toolSearch.context },
  ];

  return (
    <section className="card min-w-0" aria-labelledby="headline-title" data-testid="budget-headline">
      <h2 id="headline-title" className="text-lg font-semibold">
        {h.title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{h.intro}</p>
      {loading ? (
        <p className="mt-2 text-sm" role="status">
          {h.loading}
        </p>
      ) : (
        <>
          <div className="mt-2 relative overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm tabular-nums" data-testid="headline-table">
              <thead>
                <tr className="border-b border-slate-200 align-bottom dark:border-slate-700">
                  {h.columns.map((c, i) => (
                    <th key={c} scope="col" className="px-2 py-1 font-semibold">
                      {c} {i === 2 && <ProvenanceBadge kind="quoted" />}
                      {i === 5 && <ProvenanceBadge kind="estimate" />}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ARTICLE_SERVERS.map((s) => {
                  const used = usedBy.get(s.server);
                  return (
                    <tr key={s.server} className="border-b border-slate-100 dark:border-slate-800">
                      <th scope="row" className="px-2 py-1 font-medium">
                        {s.server}
                      </th>
                      <td className="px-2 py-1">{f.num(s.tools)}</td>
                      <td className="px-2 py-1">~{f.num(s.tokens)}</td>
                      <td className="px-2 py-1 font-sans">{used ? catalogs[used.catalogId]?.title : 'missing' in s.shipped ? h.notShipped[s.shipped.missing] : ''}</td>
                      <td className="px-2 py-1">{used ? f.num(used.count.tools) : '—'}</td>
                      <td className="px-2 py-1">{used ? f.num(used.count.tokens) : '—'}</td>
                    </tr>
                  );
                })}
                <tr className="border-b-2 border-slate-300 font-semibold dark:border-slate-600">
                  <th scope="row" className="px-2 py-1">
                    {h.totalRow}
                  </th>
                  <td className="px-2 py-1">{f.num(arithmetic.toolSum)}</td>
                  <td className="px-2 py-1">~{f.num(ARTICLE_QUOTED.definitions)}</td>
                  <td className="px-2 py-1" />
                  <td className="px-2 py-1">{f.num(ours.total.tools)}</td>
                  <td className="px-2 py-1" data-testid="headline-ours-definitions">{f.num(ours.total.tokens)}</td>
                </tr>
              </tbody>
            </table>
          </div>

          <table className="mt-3 w-full max-w-xl text-left text-sm tabular-nums" data-testid="headline-summary">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-3" />
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {h.article} <ProvenanceBadge kind="quoted" />
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {h.ours} <ProvenanceBadge kind="estimate" />
                </th>
              </tr>
            </thead>
            <tbody>
              {summaryRows.map((r) => (
                <tr key={r.key} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {r.label}
                  </th>
                  <td className="py-1 pr-3">~{f.num(r.article)}</td>
                  <td className="py-1 pr-3">{f.num(r.ours)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="py-1 pr-3 font-medium">
                  {h.saving}
                </th>
                <td className="py-1 pr-3">{f.pct(ARTICLE_QUOTED.saving, 0)}</td>
                <td className="py-1 pr-3" data-testid="headline-ours-saving">
                  {f.pct(ours.budget.saving)}
                </td>
              </tr>
            </tbody>
          </table>

          <h3 className="mt-4 text-base font-semibold">{h.why}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="headline-reasons">
            <li>{h.reasons.arithmetic(f.num(arithmetic.rest), f.num(arithmetic.definitionsIn77K), f.pct(arithmetic.savingFrom77K), f.pct(arithmetic.savingFrom55K))}</li>
            <li>{h.reasons.missing(ours.missing.map((m) => m.server).join(', '), `~${f.num(missingTokens)}`)}</li>
            {gh && slack && (
              <li>
                {h.reasons.catalogs(
                  perTool(articleGh.tokens, articleGh.tools),
                  perTool(gh.count.tokens, gh.count.tools),
                  perTool(articleSlack.tokens, articleSlack.tools),
                  perTool(slack.count.tokens, slack.count.tools),
                )}
              </li>
            )}
            <li>
              {h.reasons.estimator(f.signedPct(check.cumulative.relative))}
              {/* The estimator is off by under a quarter; a gap past 1.5× must come from the catalogs. */}
              {ratio > 1.5 && <> {h.reasons.gap(f.fixed(ratio, 1))}</>}
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
