'use client';

import { useId } from 'react';
import { useT } from '@/components/i18n/locale-provider';
import { useLive } from '@/components/live/live-store-provider';
import { SecretInput } from './secret-input';

/** `sk-ant-api03-…wxyz`: enough to tell two keys apart, never enough to use one. */
export function maskKey(key: string): string {
  const trimmed = key.trim();
  if (trimmed.length <= 12) return '•'.repeat(Math.max(4, trimmed.length));
  return `${trimmed.slice(0, 7)}…${trimmed.slice(-4)}`;
}

export function ApiKeyField({ emulator }: { emulator: boolean }) {
  const t = useT();
  const id = useId();
  const apiKey = useLive((s) => s.apiKey);
  const remember = useLive((s) => s.rememberKey);
  const setApiKey = useLive((s) => s.setApiKey);
  const setRemember = useLive((s) => s.setRememberKey);
  const forget = useLive((s) => s.forgetKey);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t.live.key.label}
      </label>
      <SecretInput
        id={id}
        value={apiKey}
        onValue={setApiKey}
        placeholder={t.live.key.placeholder}
        className="rounded-md border border-slate-300 bg-transparent px-2 py-1.5 font-mono text-sm dark:border-slate-600"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400" data-testid="key-status">
        {apiKey.trim() ? t.live.key.held(maskKey(apiKey)) : t.live.key.none} {emulator && t.live.key.emulatorIgnores}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t.live.key.remember}
        </label>
        <button type="button" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50" onClick={forget} disabled={!apiKey && !remember}>
          {t.live.key.forget}
        </button>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t.live.key.rememberHint}</p>
    </div>
  );
}
