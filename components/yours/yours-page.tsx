'use client';

import { useEffect, useState } from 'react';
import { useFullPageLoads } from '@/hooks/use-full-page-loads';
import { connectInBrowser, connectThroughServer } from '@/lib/your-tools/connect';
import { keepOffThread } from '@/lib/your-tools/read-off-thread';
import { yourShelf } from '@/lib/your-tools/shelf';
import { createYourToolsStore } from '@/lib/store/your-tools-store';
import { AddCatalog } from './add-catalog';
import { ConnectServer } from './connect-server';
import { YourCatalogList } from './your-catalog-list';

/** "Your tools": bring a catalog in, connect to an MCP server, and keep the catalogs in this browser. */
export function YoursPage() {
  const [store] = useState(() => {
    const shelf = yourShelf();
    return createYourToolsStore({
      shelf,
      keep: (input, as, onProgress) => keepOffThread(input, as, shelf, onProgress),
      connect: (url, token, via) => (via === 'browser' ? connectInBrowser(url, token) : connectThroughServer(url, token)),
    });
  });
  useFullPageLoads();
  useEffect(() => {
    void store.getState().refresh();
    return yourShelf().subscribe(() => void store.getState().refresh());
  }, [store]);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AddCatalog store={store} />
      <ConnectServer store={store} />
      <div className="lg:col-span-2">
        <YourCatalogList store={store} />
      </div>
    </div>
  );
}
