'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { LiveFailure } from '@/lib/live/failure';
import { useT } from '@/components/i18n/locale-provider';
import { JsonView } from './json-view';

/** Counts down a 429's retry-after, so "wait 7 seconds" means something on screen. */
function useCountdown(seconds: number | undefined): number | undefined {
  // Keyed by `seconds`: a new retry-after restarts the count in the same render, not one effect later.
  const [count, setCount] = useState({ seconds, left: seconds });
  useEffect(() => {
    if (!seconds) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setCount({ seconds, left: remaining });
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return count.seconds === seconds ? count.left : seconds;
}

/**
 * A failed call explained: the live page's run and the budget page's count
 * both show their failures here. `notes` are the caller's own closing lines
 * (simulated, what was kept); advice is the caller's to allow, since some of
 * it speaks of a run's conversation.
 */
export function FailurePanel({
  failure,
  testId,
  advice = true,
  notes,
  onRetry,
}: {
  failure: LiveFailure;
  testId: string;
  advice?: boolean;
  notes?: ReactNode;
  /** Offers Retry when given. */
  onRetry?: () => void;
}) {
  const t = useT();
  const wait = useCountdown(failure.retryAfterSeconds);
  const stopped = failure.kind === 'aborted';
  return (
    <section
      role="alert"
      className={`flex flex-col gap-2 rounded-lg border p-3 ${stopped ? 'border-slate-300 dark:border-slate-600' : 'border-red-300 bg-red-50/60 dark:border-red-800 dark:bg-red-950/30'}`}
      data-testid={testId}
      data-kind={failure.kind}
    >
      <p className="font-semibold">
        {t.live.failure.title[failure.kind]}
        {failure.status !== undefined && !t.live.failure.title[failure.kind].includes(String(failure.status)) && (
          <span className="ml-2 font-mono text-sm">{t.live.failure.status(failure.status)}</span>
        )}
      </p>
      {failure.apiMessage && (
        <p className="text-sm">
          <span className="font-medium">
            {t.live.failure.apiSaid}
            {t.format.colon}
          </span>
          <q className="font-mono text-xs" data-testid="api-message">
            {failure.apiMessage}
          </q>
          {failure.errorType && <span className="ml-1 font-mono text-xs text-slate-500 dark:text-slate-400">({failure.errorType})</span>}
        </p>
      )}
      {failure.pointer && (
        <div className="text-sm" data-testid="failure-pointer">
          <p>
            <span className="font-medium">
              {t.live.failure.pointsAt}
              {t.format.colon}
            </span>
            <code className="font-mono">{t.live.failure.pointsAtLabel(failure.pointer.display, failure.pointer.label)}</code>
          </p>
          {failure.pointer.value !== undefined && (
            <div className="mt-1 max-h-48 overflow-auto rounded bg-white/70 p-2 text-xs dark:bg-slate-900">
              <JsonView value={failure.pointer.value} foldAll={null} />
            </div>
          )}
        </div>
      )}
      {failure.retryAfterSeconds !== undefined && <p className="text-sm" data-testid="retry-after">{t.live.run.retryIn(wait ?? failure.retryAfterSeconds)}</p>}
      {failure.timeoutSeconds !== undefined && <p className="text-sm">{t.live.failure.timeoutAfter(failure.timeoutSeconds)}</p>}
      {failure.blocks !== undefined && (
        <p className="text-sm">{failure.kind === 'stream-malformed' ? t.live.failure.malformedAfter(failure.blocks) : t.live.failure.cutAfter(failure.blocks)}</p>
      )}
      {advice && <p className="text-sm text-slate-700 dark:text-slate-300">{t.live.failure.advice[failure.kind]}</p>}
      {failure.requestId && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t.live.failure.requestId}
          {t.format.colon}
          <code className="font-mono">{failure.requestId}</code>
        </p>
      )}
      {failure.detail && !failure.apiMessage && (
        <details className="text-xs">
          <summary className="cursor-pointer">{t.live.failure.detail}</summary>
          <code className="font-mono">{failure.detail}</code>
        </details>
      )}
      {notes}
      {onRetry && (
        <div>
          <button type="button" className="btn-primary" onClick={onRetry}>
            {t.live.run.retry}
          </button>
        </div>
      )}
    </section>
  );
}
