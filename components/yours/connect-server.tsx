'use client';

import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import type { ConnectVia } from '@/lib/your-tools/connect';
import type { YourToolsStoreApi } from '@/lib/store/your-tools-store';
import { useT } from '@/components/i18n/locale-provider';
import { SecretInput } from '@/components/shared/secret-input';
import { ConnectFailureNotice } from './connect-failure';

const INPUT = 'rounded-md border border-slate-300 bg-transparent px-2 py-1.5 text-sm dark:border-slate-600';

/**
 * Connect to an MCP server by URL (Streamable HTTP), with an optional bearer token that goes with
 * this one connection and is kept nowhere: not in the store, not in storage, not in the URL.
 */
export function ConnectServer({ store }: { store: YourToolsStoreApi }) {
  const t = useT();
  const c = t.yours.connect;
  const id = useId();
  const status = useStore(store, (s) => s.connection);
  const reading = useStore(store, (s) => s.add.kind === 'reading');
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  // A static deploy has no server to go through: the browser is the only route.
  const [via, setVia] = useState<ConnectVia>(STATIC_DEPLOY ? 'browser' : 'server');
  const busy = status.kind === 'connecting' || reading;

  return (
    <section className="card flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-title`} data-testid="connect-server">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {c.title}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{c.intro}</p>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy && url.trim()) {
            // Used once: a listing that arrived needs the token no more, so the field lets it go.
            void store.getState().connect(url, token, via).then(() => store.getState().connection.kind === 'done' && setToken(''));
          }
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {c.url}
          <input type="url" required className={`${INPUT} font-mono font-normal`} value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://mcp.example.com/mcp" spellCheck={false} data-testid="mcp-url" />
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-token`} className="text-sm font-semibold">
            {c.token}
          </label>
          <SecretInput id={`${id}-token`} className={`${INPUT} font-mono`} value={token} onValue={setToken} aria-describedby={`${id}-token-hint`} data-testid="mcp-token" />
          <p id={`${id}-token-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {c.tokenHint}
          </p>
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-semibold">{c.via}</legend>
          {(['browser', 'server'] as const).map((v) => (
            <label key={v} className="flex items-start gap-2 text-sm">
              <input type="radio" name={`${id}-via`} className="mt-1" checked={via === v} disabled={v === 'server' && STATIC_DEPLOY} onChange={() => setVia(v)} data-testid={`via-${v}`} />
              <span>
                <span className="font-medium">{c.vias[v].label}</span> <span className="text-slate-600 dark:text-slate-400">{c.vias[v].hint}</span>
              </span>
            </label>
          ))}
          {STATIC_DEPLOY && <p className="pl-6 text-xs text-slate-600 dark:text-slate-400">{c.staticNote}</p>}
        </fieldset>
        <div>
          <button type="submit" className="btn-primary" disabled={busy} data-testid="connect">
            {status.kind === 'connecting' ? c.connecting : c.connect}
          </button>
        </div>
      </form>
      {status.kind === 'connecting' && (
        <p role="status" className="text-sm">
          {c.connectingVia[status.via]}
        </p>
      )}
      {status.kind === 'failed' && <ConnectFailureNotice failure={status.failure} via={status.via} />}
    </section>
  );
}
