'use client';

import { useEffect, useRef, useState } from 'react';
import { scrubQuestion } from '@/lib/live/scrub';
import type { LiveRun } from '@/lib/store/live-store';
import type { Dictionary } from '@/lib/i18n';
import { useT } from '@/components/i18n/locale-provider';
import { FailurePanel } from '@/components/shared/failure-panel';
import { LiveRunActions } from './live-run-actions';
import { useLive, useLiveStoreApi } from './live-store-provider';

function statusText(run: LiveRun, t: Dictionary): string {
  if (run.status === 'preparing') return t.live.run.preparing;
  if (run.status === 'stopped') return t.live.run.stopped;
  if (run.status === 'failed') return t.live.run.failedAt(run.requestsSent);
  if (run.status === 'done' && run.end) {
    return run.end.kind === 'done' ? t.live.run.done(run.requestsSent, run.end.stopReason ?? 'null') : t.live.run.roundTripLimit(run.end.limit);
  }
  if (run.status === 'running' && run.phase) {
    if (run.phase.kind === 'tool') return t.live.run.runningTool(run.phase.tool);
    if (run.phase.kind === 'counting') return t.live.run.counting(run.phase.request);
    return run.phase.kind === 'sending' ? t.live.run.sending(run.phase.request) : t.live.run.streaming(run.phase.request);
  }
  return '';
}

/** The final answer's text: what a person asked the question for. */
function answerOf(run: LiveRun): string {
  for (let i = run.record.exchanges.length - 1; i >= 0; i -= 1) {
    const exchange = run.record.exchanges[i];
    if (exchange?.kind !== 'messages' || !exchange.response) continue;
    return exchange.response.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n\n');
  }
  return '';
}

function Arriving() {
  const t = useT();
  const arriving = useLive((s) => s.run?.arriving ?? null);
  const box = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [arriving?.text]);
  if (!arriving) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="arriving">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t.live.run.arriving}
        {t.format.colon}
        <span className="font-mono normal-case">{t.live.run.arrivingBlock(arriving.type, arriving.name)}</span>
      </p>
      <pre ref={box} className="max-h-32 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-mono text-xs dark:bg-slate-900">
        {arriving.text || '…'}
      </pre>
    </div>
  );
}

function FollowUp() {
  const t = useT();
  const followUp = useLive((s) => s.followUp);
  const store = useLiveStoreApi();
  const [text, setText] = useState('');
  const [scrubbed, setScrubbed] = useState(false);
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        // Like the question, a follow-up is sent and recorded only once anything shaped like a secret is out.
        const clean = scrubQuestion(text, store.getState().secrets());
        setScrubbed(clean.scrubbed);
        void followUp(clean.text);
        setText('');
      }}
    >
      <label htmlFor="live-follow-up" className="text-sm font-semibold">
        {t.live.run.followUp}
      </label>
      <div className="flex gap-2">
        <input
          id="live-follow-up"
          className="min-w-0 grow rounded-md border border-slate-300 bg-transparent px-2 py-1.5 text-sm dark:border-slate-600"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t.live.run.followUpPlaceholder}
        />
        <button type="submit" className="btn-primary" disabled={!text.trim()}>
          {t.live.run.send}
        </button>
      </div>
      {scrubbed && (
        <p className="text-xs text-amber-800 dark:text-amber-300" data-testid="follow-up-scrubbed">
          {t.live.run.followUpScrubbed}
        </p>
      )}
    </form>
  );
}

export function LiveRunPanel() {
  const t = useT();
  const run = useLive((s) => s.run);
  const retry = useLive((s) => s.retry);
  const panel = useRef<HTMLElement>(null);
  const runId = run?.id;
  // On a phone the form is long: bring the run into view when it starts, not a screen further down.
  useEffect(() => {
    if (!runId || !panel.current) return;
    const { top, bottom } = panel.current.getBoundingClientRect();
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (top < 0 || bottom > window.innerHeight) panel.current.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
  }, [runId]);
  if (!run) {
    return (
      <section className="card flex min-w-0 flex-col gap-2 text-sm text-slate-700 dark:text-slate-300" data-testid="live-run">
        <p className="text-slate-600 dark:text-slate-400">{t.live.run.noSteps}</p>
      </section>
    );
  }
  const answer = run.status === 'done' ? answerOf(run) : '';
  return (
    <section ref={panel} className="card flex min-w-0 scroll-mt-4 flex-col gap-3" data-testid="live-run" data-status={run.status} aria-busy={run.status === 'running' || run.status === 'preparing'}>
      <p role="status" className="font-medium" data-testid="live-status">
        {statusText(run, t)}
      </p>
      {run.plan.questionScrubbed && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="question-scrubbed">
          {t.live.run.questionScrubbed}
        </p>
      )}
      <Arriving />
      {run.failure && (
        <FailurePanel
          failure={run.failure}
          testId="live-failure"
          notes={
            <>
              {run.simulated && <p className="text-xs font-medium text-amber-800 dark:text-amber-300">{t.live.failure.simulated}</p>}
              {run.plan.target === 'emulator' && run.failure.apiMessage && (
                <p className="text-xs font-medium text-amber-800 dark:text-amber-300" data-testid="failure-modelled">
                  {t.live.failure.modelled}
                </p>
              )}
              <p className="text-xs text-slate-600 dark:text-slate-400">{t.live.failure.kept}</p>
            </>
          }
          {...(run.status === 'failed' || run.status === 'stopped' ? { onRetry: () => void retry() } : {})}
        />
      )}
      {run.notes.map((note) => (
        <p key={note} className="text-xs text-slate-600 dark:text-slate-400">
          {note === 'count-failed' ? t.live.run.countFailed : t.live.run.registryUnknown}
        </p>
      ))}
      {answer && (
        <div className="flex flex-col gap-1" data-testid="live-answer">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{t.live.run.answer}</h3>
          <p className="whitespace-pre-wrap leading-relaxed">{answer}</p>
        </div>
      )}
      {run.status === 'done' && <FollowUp />}
      <LiveRunActions />
    </section>
  );
}
