'use client';

import { useEffect, useState } from 'react';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';

export interface CatalogToolNames {
  all: Set<string>;
  /** Names more than one chosen catalog defines: a request with both is one the API refuses. */
  duplicates: string[];
}

/** Names of the tools in the chosen catalogs (each catalog a lazy chunk), or undefined while they load. */
export function useCatalogToolNames(catalogIds: readonly string[]): CatalogToolNames | undefined {
  const key = catalogIds.join(',');
  const [names, setNames] = useState<{ key: string; names: CatalogToolNames } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const ids = key ? key.split(',') : [];
    Promise.all(ids.map((id) => loadCatalogChunk(id)))
      .then((catalogs) => {
        if (cancelled) return;
        const list = catalogs.flat().map((t) => t.name);
        const duplicates = [...new Set(list.filter((name, i) => list.indexOf(name) !== i))];
        setNames({ key, names: { all: new Set(list), duplicates } });
      })
      .catch(() => {
        // Without the names only the typo warning is lost; the run itself loads the catalogs again.
      });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return names?.key === key ? names.names : undefined;
}
