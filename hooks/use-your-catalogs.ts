'use client';

import { useEffect, useState } from 'react';
import { yourShelf } from '@/lib/your-tools/shelf';
import type { YourCatalog, YourCatalogSummary } from '@/lib/your-tools/types';

/** The catalogs kept in this browser (summaries), kept current as they change here or in another tab; undefined until read. */
export function useYourCatalogs(): YourCatalogSummary[] | undefined {
  const [list, setList] = useState<YourCatalogSummary[] | undefined>(undefined);
  useEffect(() => {
    const shelf = yourShelf();
    let live = true;
    const read = () =>
      void shelf.list().then(
        (l) => live && setList(l),
        () => live && setList([]),
      );
    read();
    const unsubscribe = shelf.subscribe(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return list;
}

export type YourCatalogLoad = { status: 'none' } | { status: 'loading'; id: string } | { status: 'ready'; catalog: YourCatalog } | { status: 'missing'; id: string };

/** One kept catalog, whole (every definition), read when its id is chosen. */
export function useYourCatalog(id: string | null): YourCatalogLoad {
  const [read, setRead] = useState<{ id: string; catalog: YourCatalog | undefined } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    yourShelf()
      .get(id)
      .then(
        (catalog) => live && setRead({ id, catalog }),
        () => live && setRead({ id, catalog: undefined }),
      );
    return () => {
      live = false;
    };
  }, [id]);
  if (!id) return { status: 'none' };
  if (read?.id !== id) return { status: 'loading', id };
  return read.catalog ? { status: 'ready', catalog: read.catalog } : { status: 'missing', id };
}
