'use client';

import { useEffect, useMemo, useState } from 'react';
import { useYourCatalog } from '@/hooks/use-your-catalogs';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';
import { liveExamplesCost } from '@/lib/live/examples-cost';
import { parseToolNames } from '@/lib/live/settings';
import type { ToolDefinition } from '@/lib/scenario/types';
import { useT } from '@/components/i18n/locale-provider';
import { useLive } from './live-store-provider';

/**
 * What the chosen definitions' tool use examples cost (estimate), under the catalogs: the request
 * carries them as they are, in client mode (an MCP toolset carries none of its own).
 */
export function ExamplesCostNote() {
  const t = useT();
  const settings = useLive((s) => s.settings);
  const yours = useYourCatalog(settings.mode === 'client' ? settings.yours : null);
  const key = settings.catalogs.join(',');
  const [shipped, setShipped] = useState<{ key: string; tools: ToolDefinition[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    Promise.all((key ? key.split(',') : []).map((id) => loadCatalogChunk(id)))
      .then((lists) => !cancelled && setShipped({ key, tools: lists.flat() }))
      .catch(() => {
        // Without the catalogs there is no estimate to show; the run loads them again and says what failed.
      });
    return () => {
      cancelled = true;
    };
  }, [key]);

  const allLoaded = settings.codeCalls && !settings.codeSearchFirst;
  const kept = useMemo(() => new Set(parseToolNames(settings.nonDeferred)), [settings.nonDeferred]);
  const cost = useMemo(() => {
    if (shipped?.key !== key) return undefined;
    // The user's tools under the names a search sees, as the run sends them (live-store-provider's loadYours).
    const mine = yours.status === 'ready' ? yours.catalog.tools.map((t) => ({ ...t.definition, name: t.name })) : [];
    const definitions = [...shipped.tools, ...mine];
    return liveExamplesCost(definitions, (name) => allLoaded || kept.has(name));
  }, [shipped, key, yours, allLoaded, kept]);

  if (settings.mode !== 'client' || !cost) return null;
  const text = t.live.request.examples;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="examples-cost">
      {cost.examples === 0 ? text.none : text.cost(cost.tools, cost.examples, cost.tokens)}
      {cost.loadedTokens > 0 && <span className="block">{text.loadedNow(cost.loadedTokens)}</span>}
    </p>
  );
}
