'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/components/i18n/locale-provider';

type State = 'idle' | 'copied' | 'failed';

export function CopyButton({ text }: { text: () => string }) {
  const t = useT();
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
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
      {state === 'copied' ? `✓ ${t.player.step.copied}` : t.player.step.copy}
    </button>
    {/* Outside the button, so its accessible name stays "Copy JSON" while the status is announced. */}
    <span role="status" className={state === 'failed' ? 'text-xs text-red-700 dark:text-red-300' : 'sr-only'}>
      {state === 'copied' ? t.player.step.copied : state === 'failed' ? t.player.step.copyFailed : ''}
    </span>
    </>
  );
}
