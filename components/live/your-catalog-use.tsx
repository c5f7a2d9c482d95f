'use client';

import type { YourCatalog } from '@/lib/your-tools/types';
import { useT } from '@/components/i18n/locale-provider';
import { useLive } from './live-store-provider';

/** A server name the connector accepts: what `mcp_servers[].name` allows. */
const serverName = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64) || 'mine';

/**
 * How the chosen catalog of yours goes into the run: its definitions inline in client-side mode;
 * in MCP-hosted mode the API lists the server itself, so a catalog listed from a server offers
 * that server's URL.
 */
export function YourCatalogUse({ catalog }: { catalog: YourCatalog }) {
  const t = useT();
  const u = t.yours.live;
  const mode = useLive((s) => s.settings.mode);
  const update = useLive((s) => s.update);
  const source = catalog.source;
  const named = catalog.servers.find((s) => s.name !== null)?.name;
  return (
    <div className="rounded-md border border-slate-200 p-2 text-xs dark:border-slate-700" data-testid="your-catalog-use">
      {mode === 'client' ? (
        <p>{u.client(catalog.tools.length)}</p>
      ) : source.kind === 'connect' ? (
        <p>
          {u.mcpConnected}{' '}
          <button type="button" className="btn-secondary" onClick={() => update({ mcpUrl: source.url, mcpName: serverName(named ?? catalog.name) })}>
            {u.useUrl}
          </button>
        </p>
      ) : (
        <p>{u.mcpPasted}</p>
      )}
    </div>
  );
}
