'use client';

import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n';

type State = 'idle' | 'copied' | 'failed';

export function CopyButton({ text }: { text: () => string }) {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => {
        // The Clipboard API is absent on plain http from another host; say so rather than fail silently.
        if (!navigator.clipboard) return setState('failed');
        navigator.clipboard.writeText(text()).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? `✓ ${t.step.copied}` : t.step.copy}
      <span className="sr-only" role="status">
        {state === 'copied' ? t.step.copied : state === 'failed' ? t.step.copyFailed : ''}
      </span>
      {state === 'failed' && <span className="ml-2 text-xs text-red-700 dark:text-red-300">{t.step.copyFailed}</span>}
    </button>
  );
}
