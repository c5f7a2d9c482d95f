'use client';

import { useMemo, useState } from 'react';
import { useYourCatalog } from '@/hooks/use-your-catalogs';
import { requestTemplate } from '@/lib/live/request-template';
import { modelInfo } from '@/lib/protocol/models';
import { costliest, loadingSetups, serverCosts, type LoadingSetup, type ToolCost, type TurnCost } from '@/lib/tokens/your-tools-budget';
import type { YourCatalog } from '@/lib/your-tools/types';
import { useT } from '@/components/i18n/locale-provider';
import { JsonView } from '@/components/shared/json-view';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';
import { YourCatalogChoice } from '@/components/yours/your-catalog-choice';
import { useBudget } from './budget-store-provider';

/** Enough to choose from: the costliest tools are the ones worth deciding about. */
const TOOLS_SHOWN = 25;

/**
 * A catalog of yours on /budget: its cost per server and per tool against the chosen window, and
 * what loading it costs all loaded, all deferred, or deferred with a few kept loaded, on the first
 * turn and after. The window, the base and a search's reach are the page's settings.
 */
export function YourToolsBudget({ initialId }: { initialId: string | null }) {
  const t = useT();
  const y = t.yours.budget;
  const [id, setId] = useState<string | null>(initialId);
  const load = useYourCatalog(id);
  return (
    <section className="card flex min-w-0 flex-col gap-3" aria-labelledby="your-budget-title" data-testid="your-budget">
      <h2 id="your-budget-title" className="text-lg font-semibold">
        {y.title}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{y.intro}</p>
      <YourCatalogChoice single chosen={id ? [id] : []} onToggle={(k, on) => setId(on ? k : null)} />
      {load.status === 'loading' && <p role="status">{y.loading}</p>}
      {load.status === 'missing' && <p role="alert">{t.yours.choice.gone(1)}</p>}
      {load.status === 'ready' && <CatalogBudget key={load.catalog.id} catalog={load.catalog} />}
    </section>
  );
}

function CatalogBudget({ catalog }: { catalog: YourCatalog }) {
  const t = useT();
  const f = t.format;
  const y = t.yours.budget;
  const windowSize = useBudget((s) => s.window);
  const base = useBudget((s) => s.base);
  const discovered = useBudget((s) => s.discovered);
  const modelId = useBudget((s) => s.modelId);
  const price = modelInfo(modelId)?.input_usd_per_mtok ?? 0;
  // What the servers ask to keep loaded is where a reader starts; they can change it.
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set(catalog.tools.filter((c) => c.alwaysLoad).map((c) => c.name)));
  const tools: ToolCost[] = useMemo(() => catalog.tools.map((c, i) => ({ name: c.name, server: c.server, tokens: catalog.tokens[i] ?? 0 })), [catalog]);
  const total = useMemo(() => tools.reduce((n, c) => n + c.tokens, 0), [tools]);
  const servers = useMemo(() => serverCosts(tools, windowSize), [tools, windowSize]);
  const top = useMemo(() => costliest(tools, TOOLS_SHOWN), [tools]);
  const setups = loadingSetups(tools, kept, { base, discovered, window: windowSize, inputPrice: price });
  const toggle = (name: string, on: boolean) => {
    const next = new Set(kept);
    if (on) next.add(name);
    else next.delete(name);
    setKept(next);
  };

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="your-budget-figures">
      <p className="text-sm" data-testid="your-budget-summary">
        {y.summary(catalog.tools.length, servers.length, total, total / windowSize, windowSize)} <ProvenanceBadge kind="estimate" />
      </p>

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="your-budget-servers">
          <caption className="text-left font-semibold">{y.perServer}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-2">{y.columns.server}</th>
              <th scope="col" className="py-1 pr-2">{y.columns.tools}</th>
              <th scope="col" className="py-1 pr-2">{y.columns.tokens}</th>
              <th scope="col" className="py-1 pr-2">{y.columns.windowShare}</th>
              <th scope="col" className="py-1">{y.columns.catalogShare}</th>
            </tr>
          </thead>
          <tbody>
            {servers.map((s) => (
              <tr key={s.server ?? ''} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 pr-2 font-mono font-medium">{s.server ?? t.yours.details.unnamed}</th>
                <td className="py-1 pr-2 tabular-nums">{f.num(s.tools)}</td>
                <td className="py-1 pr-2 tabular-nums">{f.num(s.tokens)}</td>
                <td className="py-1 pr-2 tabular-nums">{f.pct(s.windowShare)}</td>
                <td className="py-1 tabular-nums">{f.pct(s.catalogShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="your-budget-setups">
          <caption className="text-left font-semibold">{y.setupsTitle}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-2" />
              <th scope="col" className="py-1 pr-2">{y.columns.loaded}</th>
              <th scope="col" className="py-1 pr-2">{y.columns.firstTurn}</th>
              <th scope="col" className="py-1 pr-2">{y.columns.laterTurns}</th>
              <th scope="col" className="py-1">{y.columns.per1000}</th>
            </tr>
          </thead>
          <tbody>
            {setups.map((s) => (
              <SetupRows key={s.id} setup={s} />
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{y.setupsWhy}</p>
      </div>

      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold">{y.keepTitle(kept.size)}</legend>
        <p className="text-xs text-slate-600 dark:text-slate-400">{y.keepHint(TOOLS_SHOWN)}</p>
        <ul className="mt-1 grid max-h-72 gap-0.5 overflow-y-auto pr-1 sm:grid-cols-2" data-testid="your-budget-tools">
          {top.map((c) => (
            <li key={c.name}>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-1" checked={kept.has(c.name)} onChange={(e) => toggle(c.name, e.target.checked)} />
                <span className="min-w-0 break-all">
                  <span className="font-mono">{c.name}</span> <span className="text-slate-600 dark:text-slate-400">· {f.num(c.tokens)} ({f.pct(c.tokens / windowSize)})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <KeepRequest catalog={catalog} kept={kept} />
    </div>
  );
}

function Turn({ turn, testId }: { turn: TurnCost; testId: string }) {
  const t = useT();
  const y = t.yours.budget;
  return (
    <span data-testid={testId}>
      <span className="tabular-nums">{t.format.num(turn.context)}</span>{' '}
      <span className="text-xs text-slate-600 dark:text-slate-400">
        ({t.format.pct(turn.windowShare)}
        {turn.fits ? '' : ` · ${y.overflow}`}) · {y.iterations(turn.iterations, turn.billed)}
      </span>
    </span>
  );
}

function SetupRows({ setup: s }: { setup: LoadingSetup }) {
  const t = useT();
  const y = t.yours.budget;
  return (
    <>
      <tr className="border-b border-slate-100 align-top dark:border-slate-800" data-testid={`setup-${s.id}`}>
        <th scope="row" className="py-1 pr-2 font-medium">{y.setups[s.id]}</th>
        <td className="py-1 pr-2 tabular-nums">{y.loaded(s.loaded.tools, s.loaded.tokens)}</td>
        <td className="py-1 pr-2">
          <Turn turn={s.firstTurn} testId={`setup-${s.id}-first`} />
        </td>
        <td className="py-1 pr-2">
          <Turn turn={s.laterTurns} testId={`setup-${s.id}-later`} />
        </td>
        <td className="py-1 tabular-nums">{t.format.usd(s.firstTurn.costPer1000)}</td>
      </tr>
      {s.firstTurnKeptAnswers && (
        <tr className="border-b border-slate-100 align-top dark:border-slate-800">
          <th scope="row" className="py-1 pr-2 pl-4 text-xs font-normal text-slate-600 dark:text-slate-400">{y.keptAnswers}</th>
          <td />
          <td className="py-1 pr-2">
            <Turn turn={s.firstTurnKeptAnswers} testId={`setup-${s.id}-kept-answers`} />
          </td>
          <td />
          <td className="py-1 tabular-nums">{t.format.usd(s.firstTurnKeptAnswers.costPer1000)}</td>
        </tr>
      )}
    </>
  );
}

/**
 * How a request keeps these tools loaded, built by the same code that builds live runs' requests:
 * as client tools (`defer_loading` left off the kept ones) and as an MCP toolset (`configs`).
 */
function KeepRequest({ catalog, kept }: { catalog: YourCatalog; kept: ReadonlySet<string> }) {
  const t = useT();
  const y = t.yours.budget;
  const value = useMemo(() => {
    const keptTools = catalog.tools.filter((c) => kept.has(c.name));
    const firstDeferred = catalog.tools.find((c) => !kept.has(c.name));
    const shown = [...keptTools.slice(0, 3), ...(firstDeferred ? [firstDeferred] : [])];
    const client = requestTemplate({
      mode: 'client',
      search: 'regex',
      model: 'model',
      maxTokens: 1,
      definitions: shown.map((c) => ({ ...c.definition, name: c.name })),
      nonDeferred: keptTools.map((c) => c.name),
    })([]).tools;
    const named = catalog.servers.filter((s): s is typeof s & { name: string } => s.name !== null);
    const url = catalog.source.kind === 'connect' ? catalog.source.url : null;
    const mcp = requestTemplate({
      mode: 'mcp',
      search: 'regex',
      model: 'model',
      maxTokens: 1,
      servers: named.map((s) => ({
        type: 'url' as const,
        url: url && named.length === 1 ? url : `https://${s.name}.example/mcp`,
        name: s.name,
        nonDeferred: catalog.tools.filter((c) => c.server === s.name && kept.has(c.name)).map((c) => c.bareName),
      })),
    })([]);
    return { client: client, ...(named.length > 0 ? { mcp: { mcp_servers: mcp.mcp_servers, tools: mcp.tools } } : {}) };
  }, [catalog, kept]);
  return (
    <details className="text-sm" data-testid="your-budget-request">
      <summary className="cursor-pointer font-semibold">{y.requestTitle}</summary>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{y.requestHint}</p>
      <div className="mt-2 rounded-md bg-slate-50 p-2 dark:bg-slate-900">
        <JsonView value={value} foldAll={null} />
      </div>
    </details>
  );
}
