'use client';

import { useId, useState } from 'react';
import { useStore } from 'zustand';
import type { YourToolsStoreApi } from '@/lib/store/your-tools-store';
import type { YourCatalogSummary } from '@/lib/your-tools/types';
import { useT } from '@/components/i18n/locale-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';
import { YourCatalogDetails } from './your-catalog-details';
import { YourCatalogLinks } from './your-catalog-links';

const INPUT = 'rounded-md border border-slate-300 bg-transparent px-2 py-1 text-sm dark:border-slate-600';

/** The catalogs kept in this browser: rename, remove, look inside, and open on the other pages. */
export function YourCatalogList({ store }: { store: YourToolsStoreApi }) {
  const t = useT();
  const l = t.yours.list;
  const catalogs = useStore(store, (s) => s.catalogs);
  const listed = useStore(store, (s) => s.listed);
  const persistent = useStore(store, (s) => s.persistent);
  return (
    <section className="card min-w-0" aria-labelledby="your-catalogs-title">
      <h2 id="your-catalogs-title" className="text-lg font-semibold">
        {l.title}
      </h2>
      {/* Known only in the browser, once the shelf has answered: the server's render says nothing here. */}
      {listed && <p className="text-sm text-slate-700 dark:text-slate-300">{persistent ? l.kept : l.notKept}</p>}
      {listed && catalogs.length === 0 && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{l.none}</p>}
      <ul className="mt-2 flex flex-col gap-3" data-testid="your-catalogs">
        {catalogs.map((c) => (
          <CatalogRow key={c.id} summary={c} store={store} />
        ))}
      </ul>
    </section>
  );
}

function CatalogRow({ summary: c, store }: { summary: YourCatalogSummary; store: YourToolsStoreApi }) {
  const t = useT();
  const l = t.yours.list;
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const servers = c.serverNames.filter((n): n is string => n !== null);
  return (
    <li className="rounded-md border border-slate-200 p-3 dark:border-slate-700" data-testid="your-catalog" data-catalog-id={c.id}>
      {editing === null ? (
        <div className="flex flex-wrap items-baseline gap-2">
          <h3 className="text-base font-semibold break-all" data-testid="your-catalog-name">
            {c.name}
          </h3>
          <button type="button" className="btn-secondary" onClick={() => setEditing(c.name)} aria-label={l.renameLabel(c.name)}>
            {l.rename}
          </button>
          <button type="button" className="btn-secondary" onClick={() => void store.getState().remove(c.id)} aria-label={l.removeLabel(c.name)}>
            {l.remove}
          </button>
        </div>
      ) : (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void store.getState().rename(c.id, editing);
            setEditing(null);
          }}
        >
          <label htmlFor={`${id}-name`} className="sr-only">
            {l.newName}
          </label>
          <input id={`${id}-name`} className={INPUT} value={editing} onChange={(e) => setEditing(e.target.value)} autoFocus maxLength={120} />
          <button type="submit" className="btn-primary">
            {l.save}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setEditing(null)}>
            {l.cancel}
          </button>
        </form>
      )}
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {l.tools(c.toolCount)} · {servers.length > 0 ? l.servers(servers.join(', ')) : l.noServer} · {t.format.tokens(c.totalTokens)} <ProvenanceBadge kind="estimate" />
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {c.source.kind === 'paste' ? l.pasted : c.source.kind === 'file' ? l.file(c.source.fileName) : l.connected(c.source.url, c.source.via)} · {t.format.date(c.createdAt)}
      </p>
      {c.collisionCount > 0 && (
        <p className="mt-1 text-sm text-amber-800 dark:text-amber-300" data-testid="collision-count">
          {l.collisions(c.collisionCount)}
        </p>
      )}
      <YourCatalogLinks id={c.id} />
      <YourCatalogDetails id={c.id} />
    </li>
  );
}
