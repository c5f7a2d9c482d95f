'use client';

import { useId, useMemo, useState, type ReactNode } from 'react';
import { useYourCatalog } from '@/hooks/use-your-catalogs';
import { useCatalogToolNames } from '@/hooks/use-catalog-tool-names';
import { STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import {
  checkSettings,
  emulatorControls,
  searchAllowed,
  serverKeyStatus,
  targetNamesUpstream,
  withCatalog,
  withMode,
  withRoute,
  withTarget,
  type LiveSettings,
  type Route,
  type Target,
} from '@/lib/live/settings';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import { MCP_BETA, MCP_BETAS, MCP_LISTING_BETA } from '@/lib/protocol/betas';
import { MCP_SEARCH_NAMES_HEADER } from '@/lib/protocol/lab-headers';
import { TOOL_SEARCH_MODELS } from '@/lib/protocol/models';
import { SCENARIO_SEARCHES, SEARCH_TOOLS } from '@/lib/protocol/search-tools';
import { liveSelectors } from '@/lib/store/live-store';
import { useT } from '@/components/i18n/locale-provider';
import { ApiKeyField } from '@/components/shared/api-key-field';
import { useLive } from './live-store-provider';
import { SearchNamesChoice } from '@/components/shared/search-names-choice';
import { SecretInput } from '@/components/shared/secret-input';
import { SimulateFailureField } from './simulate-failure-field';
import { CodeCallsField } from './code-calls-field';
import { ExamplesCostNote } from './examples-cost-note';
import { YourCatalogChoice } from '@/components/yours/your-catalog-choice';
import { YourCatalogUse } from './your-catalog-use';
import { catalogName } from '@/lib/i18n/library-text';

const INPUT = 'rounded-md border border-slate-300 bg-transparent px-2 py-1.5 text-sm dark:border-slate-600';
const HINT = 'text-xs text-slate-600 dark:text-slate-400';

function Field({ label, hint, children, id }: { label: string; hint?: ReactNode; children: ReactNode; id: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && <p className={HINT}>{hint}</p>}
    </div>
  );
}

/** One option of a radio group: its name in bold, then what it means, in the label a screen reader reads. */
function Choice({ name, checked, disabled, onChoose, label, hint }: { name: string; checked: boolean; disabled?: boolean; onChoose: () => void; label: string; hint: string }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="radio" name={name} className="mt-1" checked={checked} disabled={disabled} onChange={onChoose} />
      <span>
        <span className="font-medium">{label}</span> <span className="text-slate-600 dark:text-slate-400">{hint}</span>
      </span>
    </label>
  );
}

export function LiveSettingsForm() {
  const t = useT();
  const id = useId();
  const settings = useLive((s) => s.settings);
  const update = useLive((s) => s.update);
  const server = useLive((s) => s.server);
  const hasKey = useLive((s) => s.apiKey.trim() !== '');
  const mcpToken = useLive((s) => s.mcpToken);
  const setMcpToken = useLive((s) => s.setMcpToken);
  const running = useLive(liveSelectors.running);
  const start = useLive((s) => s.start);
  const stop = useLive((s) => s.stop);
  const catalogTools = useCatalogToolNames(settings.catalogs);
  const yourCatalog = useYourCatalog(settings.yours);
  const yourNames = useMemo(() => (yourCatalog.status === 'ready' ? yourCatalog.catalog.tools.map((c) => c.name) : []), [yourCatalog]);
  const knownTools = useMemo(() => (catalogTools ? new Set([...catalogTools.all, ...yourNames]) : undefined), [catalogTools, yourNames]);
  const [attempted, setAttempted] = useState(false);
  const check = checkSettings(settings, { hasKey, server, knownTools });
  const set = <K extends keyof LiveSettings>(key: K) => (value: LiveSettings[K]) => update({ [key]: value } as Partial<LiveSettings>);

  const targetLabel = (target: Target) =>
    targetNamesUpstream(settings.route, target)
      ? `${t.live.connection.targets[target]} (${t.live.connection.serverUpstream[server?.upstream ?? 'anthropic']})`
      : t.live.connection.targets[target];
  // Code calling the tools with no search first: the run has no search tool to choose.
  const noSearch = settings.codeCalls && !settings.codeSearchFirst && settings.mode === 'client';
  const inlineWarnings = new Set(['non-deferred-unknown', 'code-tools-unknown']);
  const toggleCatalog = (catalog: string, on: boolean) =>
    update({ catalogs: withCatalog(settings.catalogs, catalog, on, CATALOGS.map((c) => c.id)) });

  return (
    <form
      className="card flex min-w-0 flex-col gap-4"
      aria-label={t.live.title}
      data-testid="live-form"
      onSubmit={(e) => {
        e.preventDefault();
        setAttempted(true);
        if (check.issues.length === 0) void start();
      }}
    >
      <div className="grid min-w-0 gap-x-6 gap-y-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4">
          <fieldset disabled={running} className="flex min-w-0 flex-col gap-3">
            <legend className="mb-1 text-base font-semibold">{t.live.connection.legend}</legend>
            {/* The first question, in plain words: the emulator first, as it needs nothing. */}
            <div role="radiogroup" aria-label={t.live.connection.target} className="flex flex-col gap-1.5" data-testid="live-target">
              {(['emulator', 'anthropic', 'custom'] as Target[]).map((target) => (
                <Choice
                  key={target}
                  name={`${id}-target`}
                  checked={settings.target === target}
                  onChoose={() => update(withTarget(settings, target))}
                  label={targetLabel(target)}
                  hint={t.live.connection.targetHints[target]}
                />
              ))}
            </div>
            {settings.target !== 'custom' && (
              <div role="radiogroup" aria-label={t.live.connection.route} className="flex flex-col gap-1">
                <span className="text-sm font-semibold">{t.live.connection.route}</span>
                {(['browser', 'server'] as Route[]).map((route) => (
                  <Choice
                    key={route}
                    name={`${id}-route`}
                    checked={settings.route === route}
                    // A static deploy has no server route to send through.
                    disabled={route === 'server' && server?.absent === true}
                    onChoose={() => update(withRoute(settings, route))}
                    label={t.live.connection.routes[route].label}
                    hint={t.live.connection.routes[route].hint}
                  />
                ))}
                {(settings.route === 'server' || server?.absent) && (
                  <p className={`${HINT} pl-6`} data-testid="server-status">
                    {t.live.connection.serverKey[serverKeyStatus(server)]}
                  </p>
                )}
              </div>
            )}
            {settings.route === 'browser' && settings.target === 'custom' && (
              <Field id={`${id}-base`} label={t.live.connection.customBaseUrl}>
                <input
                  id={`${id}-base`}
                  type="url"
                  className={`${INPUT} font-mono`}
                  value={settings.customBaseUrl}
                  onChange={(e) => set('customBaseUrl')(e.target.value)}
                  placeholder="https://…"
                  spellCheck={false}
                />
              </Field>
            )}
            {STATIC_DEPLOY && settings.target === 'emulator' && (
              <p className={HINT} data-testid="in-page-emulator">
                {t.live.connection.inPageEmulator}
              </p>
            )}
            {settings.route === 'browser' && <ApiKeyField emulator={settings.target === 'emulator'} />}
            <p className={HINT}>{t.live.costNote}</p>
          </fieldset>

          {emulatorControls(settings, server) && (
            <fieldset disabled={running} className="min-w-0">
              <SimulateFailureField />
            </fieldset>
          )}
        </div>

        <fieldset disabled={running} className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 text-base font-semibold">{t.live.request.legend}</legend>
          <Field id={`${id}-question`} label={t.live.request.question}>
            <textarea id={`${id}-question`} rows={3} className={INPUT} value={settings.question} onChange={(e) => set('question')(e.target.value)} />
          </Field>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <Field id={`${id}-model`} label={t.live.request.model} hint={t.live.request.modelHint}>
              <input
                id={`${id}-model`}
                list={`${id}-models`}
                className={`${INPUT} font-mono`}
                value={settings.model}
                onChange={(e) => set('model')(e.target.value)}
                spellCheck={false}
                autoComplete="off"
              />
              <datalist id={`${id}-models`}>
                {TOOL_SEARCH_MODELS.map((m) => (
                  <option key={m} value={m} />
                ))}
              </datalist>
            </Field>
            <Field id={`${id}-max`} label={t.live.request.maxTokens}>
              <input
                id={`${id}-max`}
                type="number"
                min={1}
                max={128000}
                className={INPUT}
                value={settings.maxTokens}
                onChange={(e) => set('maxTokens')(Number(e.target.value))}
              />
            </Field>
          </div>
          <div role="radiogroup" aria-label={t.live.request.mode} className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t.live.request.mode}</span>
            {(['client', 'mcp'] as const).map((mode) => (
              <Choice
                key={mode}
                name={`${id}-mode`}
                checked={settings.mode === mode}
                onChoose={() => update(withMode(settings, mode))}
                label={t.live.request.modes[mode].label}
                hint={t.live.request.modes[mode].hint(MCP_BETA)}
              />
            ))}
          </div>
          <Field id={`${id}-search`} label={t.live.request.search} hint={noSearch ? t.live.request.code.noSearch : undefined}>
            <select id={`${id}-search`} className={INPUT} value={settings.search} disabled={noSearch} onChange={(e) => set('search')(e.target.value as LiveSettings['search'])}>
              {SCENARIO_SEARCHES.map((v) => (
                <option key={v} value={v} disabled={!searchAllowed(v, settings.mode)}>
                  {t.live.request.searches[v](SEARCH_TOOLS[v].name)}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>

        <fieldset disabled={running} className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 text-base font-semibold">{t.live.request.toolsLegend}</legend>
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold">{t.live.request.catalogs}</legend>
            {settings.mode === 'mcp' && <p className={HINT}>{t.live.request.catalogsMcpHint}</p>}
            <div className="mt-1 grid max-h-64 gap-1 overflow-y-auto pr-1 sm:max-lg:grid-cols-2">
              {CATALOGS.map((c) => (
                <label key={c.id} className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-1" checked={settings.catalogs.includes(c.id)} onChange={(e) => toggleCatalog(c.id, e.target.checked)} />
                  <span>
                    {catalogName(c, t)} <span className="text-slate-500 dark:text-slate-400">({t.live.request.tools(c.tools)})</span>
                  </span>
                </label>
              ))}
            </div>
            {catalogTools && catalogTools.duplicates.length > 0 && (
              <p className="mt-1 text-xs text-amber-800 dark:text-amber-300" data-testid="duplicate-tools">
                {t.live.duplicateTools(catalogTools.duplicates)}
              </p>
            )}
          </fieldset>
          <YourCatalogChoice single chosen={settings.yours ? [settings.yours] : []} onToggle={(k, on) => update({ yours: on ? k : null })} />
          {yourCatalog.status === 'ready' && <YourCatalogUse catalog={yourCatalog.catalog} />}
          <ExamplesCostNote />
          <CodeCallsField unknownTools={check.unknownCodeTools} emulator={emulatorControls(settings, server)} />
          {settings.mode === 'mcp' && (
            <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <legend className="px-1 text-sm font-semibold">{t.live.request.mcpServer}</legend>
              <Field id={`${id}-mcp-beta`} label={t.live.request.mcpBeta} hint={t.live.request.mcpBetaHint(MCP_LISTING_BETA)}>
                <select id={`${id}-mcp-beta`} className={`${INPUT} font-mono`} value={settings.mcpBeta} onChange={(e) => set('mcpBeta')(e.target.value as LiveSettings['mcpBeta'])}>
                  {MCP_BETAS.map((beta) => (
                    <option key={beta} value={beta}>
                      {beta}
                    </option>
                  ))}
                </select>
              </Field>
              <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_8rem]">
                <Field id={`${id}-mcp-url`} label={t.live.request.mcpUrl}>
                  <input
                    id={`${id}-mcp-url`}
                    type="url"
                    className={`${INPUT} font-mono`}
                    value={settings.mcpUrl}
                    onChange={(e) => set('mcpUrl')(e.target.value)}
                    placeholder="https://mcp.example.com/mcp"
                    spellCheck={false}
                  />
                </Field>
                <Field id={`${id}-mcp-name`} label={t.live.request.mcpName}>
                  <input id={`${id}-mcp-name`} className={`${INPUT} font-mono`} value={settings.mcpName} onChange={(e) => set('mcpName')(e.target.value)} spellCheck={false} />
                </Field>
              </div>
              <Field id={`${id}-mcp-token`} label={t.live.request.mcpToken} hint={t.live.request.mcpTokenHint}>
                <SecretInput id={`${id}-mcp-token`} className={`${INPUT} font-mono`} value={mcpToken} onValue={setMcpToken} />
              </Field>
              {emulatorControls(settings, server) && (
                <div>
                  <SearchNamesChoice name={`${id}-search-names`} value={settings.mcpSearchNames} onChange={set('mcpSearchNames')} />
                  <p className={HINT}>{t.live.request.searchNamesEmulator(MCP_SEARCH_NAMES_HEADER)}</p>
                </div>
              )}
            </fieldset>
          )}
          <Field
            id={`${id}-kept`}
            label={t.live.request.nonDeferred}
            hint={
              <>
                {t.live.request.nonDeferredHint}
                {check.unknownTools.length > 0 && (
                  <span className="block text-amber-800 dark:text-amber-300" data-testid="unknown-tools">
                    {t.live.warnings['non-deferred-unknown']} {check.unknownTools.join(', ')}
                  </span>
                )}
              </>
            }
          >
            <input
              id={`${id}-kept`}
              className={`${INPUT} font-mono`}
              value={settings.nonDeferred}
              // With no search tool every definition goes loaded: there is nothing to keep out of deferral.
              disabled={noSearch}
              onChange={(e) => set('nonDeferred')(e.target.value)}
              placeholder="get_weather, …"
              spellCheck={false}
            />
          </Field>
          <details className="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700">
            <summary className="cursor-pointer font-semibold">{t.live.request.advanced}</summary>
            <div className="mt-2 flex flex-col gap-3">
              <Field id={`${id}-timeout`} label={t.live.request.timeout} hint={t.live.request.timeoutHint}>
                <input
                  id={`${id}-timeout`}
                  type="number"
                  min={1}
                  max={600}
                  className={`${INPUT} w-28`}
                  value={settings.timeoutSeconds}
                  onChange={(e) => set('timeoutSeconds')(Number(e.target.value))}
                />
              </Field>
              <label className="flex items-start gap-2">
                <input type="checkbox" className="mt-1" checked={settings.countTokens} onChange={(e) => set('countTokens')(e.target.checked)} />
                {t.live.request.countTokens}
              </label>
            </div>
          </details>
        </fieldset>
      </div>

      {(check.issues.length > 0 || check.warnings.some((w) => !inlineWarnings.has(w))) && (
        <ul
          role={attempted && check.issues.length > 0 ? 'alert' : undefined}
          className={`flex list-disc flex-col gap-0.5 pl-5 text-sm ${attempted ? 'text-red-800 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
          data-testid="settings-issues"
        >
          {check.issues.map((issue) => (
            <li key={issue}>{t.live.issues[issue]}</li>
          ))}
          {check.warnings
            .filter((w) => !inlineWarnings.has(w))
            .map((w) => (
              <li key={w} className="text-amber-800 dark:text-amber-300">
                {t.live.warnings[w]}
              </li>
            ))}
        </ul>
      )}
      <div className="flex items-center gap-2">
        {/* Two elements, not one that changes type: a Stop click whose run ends while the click is still
            being dispatched would otherwise land on a submit button and start the run again. */}
        {running ? (
          <button key="stop" type="button" className="btn-primary" onClick={stop}>
            {t.live.run.stop}
          </button>
        ) : (
          <button key="run" type="submit" className="btn-primary">
            {t.live.run.start}
          </button>
        )}
      </div>
    </form>
  );
}
