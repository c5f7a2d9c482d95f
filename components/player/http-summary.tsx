import type { Step } from '@/lib/engine/step';
import { useT } from '@/components/i18n/locale-provider';
import { HiddenHint } from '@/components/shared/hidden-hint';

type WireStep = Extract<Step, { kind: 'request' | 'response' | 'error-response' }>;

const TAG = 'rounded px-1.5 py-px text-[0.7rem] font-semibold ring-1 ring-inset';
const NEUTRAL = `${TAG} bg-slate-200 text-slate-800 ring-slate-500/30 dark:bg-slate-700 dark:text-slate-100`;
const MODELLED = `${TAG} bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-200`;

/** Said in the legend's words: recorded from the emulator or the API, derived by the engine, modelled. */
function Tag({ kind, emulated }: { kind: 'recorded' | 'derived' | 'modelled'; emulated: boolean }) {
  const t = useT();
  const { hint } = t.player.http[kind];
  const label = kind === 'recorded' ? t.seen[emulated ? 'emulator' : 'api'].label : kind === 'derived' ? t.seen.derived.label : t.modelled.label;
  return (
    <span className={kind === 'modelled' ? MODELLED : NEUTRAL} title={hint} data-http-tag={kind}>
      {label}
      <HiddenHint hint={hint} />
    </span>
  );
}

/**
 * What a wire step sent or got besides its body: the request line and headers
 * (the key only as its placeholder), or the status and request id. Kept out of
 * the JSON view so that copying the body still copies valid JSON.
 */
export function HttpSummary({ step, emulated }: { step: WireStep; emulated: boolean }) {
  const t = useT();
  const { http } = step;
  const isRequest = step.kind === 'request';
  return (
    <section className="flex flex-col gap-1" aria-label={isRequest ? t.player.http.request : t.player.http.response} data-testid="http-summary">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {isRequest ? t.player.http.request : t.player.http.response}
        </h3>
        <Tag kind={http.origin} emulated={emulated} />
        {step.kind === 'error-response' && emulated && <Tag kind="modelled" emulated />}
      </div>
      <pre className="overflow-auto rounded-md bg-slate-50 p-3 font-mono text-xs leading-relaxed dark:bg-slate-900" data-testid="http-lines">
        {step.kind === 'request'
          ? [`${step.http.method} ${step.http.path}`, ...Object.entries(step.http.headers).map(([name, value]) => `${name}: ${value}`)].join('\n')
          : [`HTTP ${step.http.status}`, ...(step.http.request_id ? [`${t.player.http.requestId}: ${step.http.request_id}`] : [])].join('\n')}
      </pre>
    </section>
  );
}
