'use client';

import { useId } from 'react';
import { PTC_CODE_EXECUTION } from '@/lib/protocol/code-execution';
import { SEARCH_TOOLS } from '@/lib/protocol/search-tools';
import type { LiveSettings } from '@/lib/live/settings';
import { useT } from '@/components/i18n/locale-provider';
import { useLive } from './live-store-provider';

const HINT = 'text-xs text-slate-600 dark:text-slate-400';
const INPUT = 'rounded-md border border-slate-300 bg-transparent px-2 py-1.5 text-sm dark:border-slate-600';

/**
 * Programmatic tool calling on the live form: one plain choice, then what it changes. What the
 * docs rule out with it is not offered, and the form says so here rather than leaving it to a 400.
 */
export function CodeCallsField({ unknownTools, emulator }: { unknownTools: readonly string[]; emulator: boolean }) {
  const t = useT();
  const id = useId();
  const settings = useLive((s) => s.settings);
  const update = useLive((s) => s.update);
  const text = t.live.request.code;
  const mcp = settings.mode === 'mcp';
  const set = (patch: Partial<LiveSettings>) => update(patch);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="code-calls">
      <legend className="px-1 text-sm font-semibold">{text.legend}</legend>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={settings.codeCalls && !mcp} disabled={mcp} onChange={(e) => set({ codeCalls: e.target.checked })} />
        <span className="font-medium">{text.on}</span>
      </label>
      <p className={HINT}>{mcp ? text.mcpOff : text.onHint(PTC_CODE_EXECUTION)}</p>
      {settings.codeCalls && !mcp && (
        <>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={settings.codeSearchFirst} onChange={(e) => set({ codeSearchFirst: e.target.checked })} />
            {text.searchFirst}
          </label>
          <p className={HINT}>{text.searchFirstHint(SEARCH_TOOLS[settings.search].name)}</p>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-tools`} className="text-sm font-semibold">
              {text.tools}
            </label>
            <input
              id={`${id}-tools`}
              className={`${INPUT} font-mono`}
              value={settings.codeTools}
              onChange={(e) => set({ codeTools: e.target.value })}
              placeholder="get_expenses, …"
              spellCheck={false}
            />
            <p className={HINT}>
              {text.toolsHint}
              {unknownTools.length > 0 && (
                <span className="block text-amber-800 dark:text-amber-300" data-testid="unknown-code-tools">
                  {text.toolsUnknown} {unknownTools.join(', ')}
                </span>
              )}
            </p>
          </div>
          <p className={HINT} data-testid="code-calls-incompatible">
            {text.incompatible}
          </p>
          {emulator && (
            <p className={HINT} data-testid="code-calls-emulator">
              {text.emulatorScript}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
