'use client';

import { useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { YourToolsStoreApi } from '@/lib/store/your-tools-store';
import { exportCommand } from '@/lib/catalog-input/mcp-config';
import { useT } from '@/components/i18n/locale-provider';
import { CopyButton } from '@/components/shared/copy-button';
import { ReadStatus } from './read-status';

const INPUT = 'rounded-md border border-slate-300 bg-transparent px-2 py-1.5 text-sm dark:border-slate-600';

/** Paste a catalog, drop a file on the box, or choose one: every shape is recognised from the JSON. */
export function AddCatalog({ store }: { store: YourToolsStoreApi }) {
  const t = useT();
  const y = t.yours.add;
  const id = useId();
  const add = useStore(store, (s) => s.add);
  // Uncontrolled: a pasted catalog can be megabytes, which React need not copy into state on every change.
  const area = useRef<HTMLTextAreaElement>(null);
  const [hasText, setHasText] = useState(false);
  const [over, setOver] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const reading = add.kind === 'reading';
  const pastedName = () => y.pastedName(t.format.date(new Date().toISOString()));

  return (
    <section className="card flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-title`} data-testid="add-catalog">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {y.title}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{y.shapes}</p>
      <label htmlFor={`${id}-text`} className="text-sm font-semibold">
        {y.paste}
      </label>
      <textarea
        id={`${id}-text`}
        rows={8}
        className={`${INPUT} font-mono text-xs ${over ? 'outline outline-2 outline-sky-600' : ''}`}
        ref={area}
        onInput={(e) => setHasText(e.currentTarget.value.trim() !== '')}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const dropped = e.dataTransfer.files[0];
          if (dropped) void store.getState().readFile(dropped);
        }}
        placeholder={y.placeholder}
        spellCheck={false}
        data-testid="catalog-text"
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-primary" disabled={reading || !hasText} onClick={() => void store.getState().readText(area.current?.value ?? '', pastedName())} data-testid="read-catalog">
          {y.read}
        </button>
        <label className="text-sm">
          <span className="sr-only">{y.file}</span>
          <input
            ref={file}
            type="file"
            accept=".json,application/json"
            disabled={reading}
            aria-label={y.file}
            className="text-sm file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-transparent file:px-2 file:py-1 file:text-sm dark:file:border-slate-600 dark:file:text-slate-100"
            onChange={async (e) => {
              const chosen = e.target.files?.[0];
              if (chosen) await store.getState().readFile(chosen);
              // Cleared so that choosing the same file again (after fixing it) fires a change.
              if (file.current) file.current.value = '';
            }}
          />
        </label>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{y.dropHint}</p>
      <ReadStatus add={add} />
      {add.kind === 'config' && (
        <div className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid="config-servers">
          <p className="font-semibold">{y.config.title(add.servers.length)}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{y.config.why}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {add.servers.map((server) => (
              <li key={server.name} className="min-w-0">
                <span className="font-mono font-semibold">{server.name}</span>{' '}
                <span className="text-slate-600 dark:text-slate-400">
                  · {server.transport}
                  {server.url ? ` · ${server.url}` : ''}
                  {server.command ? ` · ${server.command}` : ''}
                  {server.envNames.length > 0 ? ` · ${y.config.env(server.envNames.join(', '))}` : ''}
                </span>
                <div className="mt-1 flex items-start gap-2">
                  <code className="block min-w-0 flex-1 overflow-x-auto rounded bg-slate-100 px-2 py-1 text-xs dark:bg-slate-800">{exportCommand(server, add.what)}</code>
                  <CopyButton text={() => exportCommand(server, add.what)} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{y.config.then}</p>
        </div>
      )}
    </section>
  );
}
