'use client';

import { useState } from 'react';
import { useYourCatalog } from '@/hooks/use-your-catalogs';
import { useT } from '@/components/i18n/locale-provider';

/** A long list buries what matters; the servers, the collisions and the notes are what a reader checks. */
const MAX_TOOLS_SHOWN = 50;

/** Inside a kept catalog, read only when opened: servers, name collisions, what was left out, the first tools. */
export function YourCatalogDetails({ id }: { id: string }) {
  const t = useT();
  const d = t.yours.details;
  const [open, setOpen] = useState(false);
  const load = useYourCatalog(open ? id : null);
  return (
    <details className="mt-2 text-sm" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer font-semibold">{d.title}</summary>
      {load.status === 'loading' && <p role="status">{d.loading}</p>}
      {load.status === 'missing' && <p role="alert">{d.missing}</p>}
      {load.status === 'ready' && (
        <div className="mt-2 flex flex-col gap-2" data-testid="your-catalog-details">
          <ul className="list-disc pl-5">
            {load.catalog.servers.map((s, i) => (
              <li key={i}>
                <span className="font-mono">{s.name ?? d.unnamed}</span> · {d.serverTools(s.tools.length)}
                {s.version ? ` · ${s.version}` : ''}
                {s.alwaysLoad && s.alwaysLoad.length > 0 ? ` · ${d.alwaysLoad(s.alwaysLoad.join(', '))}` : ''}
                {s.truncated ? ` · ${d.truncated}` : ''}
                {s.instructions && <p className="text-xs whitespace-pre-wrap text-slate-600 dark:text-slate-400">{d.instructions(s.instructions)}</p>}
              </li>
            ))}
          </ul>
          {load.catalog.collisions.length > 0 && (
            <div data-testid="collisions">
              <p className="font-semibold">{d.collisionsTitle}</p>
              <ul className="list-disc pl-5">
                {load.catalog.collisions.map((c) => (
                  <li key={c.bareName}>{d.collision(c.bareName, c.names.join(', '))}</li>
                ))}
              </ul>
            </div>
          )}
          {load.catalog.notes.length > 0 && (
            <div>
              <p className="font-semibold">{d.notesTitle}</p>
              <ul className="list-disc pl-5 text-xs">
                {load.catalog.notes.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </ul>
            </div>
          )}
          <p className="font-semibold">{d.toolsTitle(Math.min(MAX_TOOLS_SHOWN, load.catalog.tools.length), load.catalog.tools.length)}</p>
          <ol className="list-decimal pl-6 font-mono text-xs">
            {load.catalog.tools.slice(0, MAX_TOOLS_SHOWN).map((tool) => (
              <li key={tool.name}>{tool.name}</li>
            ))}
          </ol>
        </div>
      )}
    </details>
  );
}
