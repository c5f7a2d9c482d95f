'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { QueryGet } from '@/lib/deploy/static-deploy';
import { useT } from '@/components/i18n/locale-provider';
import { primerSeen } from '@/lib/scenario/primer-cookie';
import { viewModeOf } from '@/lib/scenario/view-mode';
import type { LibraryEntry } from '@/lib/scenario/load-library';
import type { ParseResult } from '@/lib/scenario/schema';
import { PlayerView, type PlayerPageContent } from './player-view';
import { requestedScenarioId, resolvePlayerContent } from './resolve-player-content';

type Resolved = { current: string | null; content: PlayerPageContent };

/** Which page the query names, step aside: the player itself keeps `?step=` in step as it moves. */
function pageKey(get: QueryGet): string {
  return get('source') === 'file' ? `file:${get('file') ?? ''}` : `scenario:${requestedScenarioId(get)}`;
}

/**
 * The player route on a static deploy, where no server reads the query string:
 * the page reads it here, loads the scenario it names, and resolves it as the
 * Node server would (resolve-player-content.ts). The diagram is drawn in the
 * browser: the ones drawn ahead of time are a server-side file.
 */
export function StaticPlayerRoute({ entries }: { entries: LibraryEntry[] }) {
  const t = useT();
  const params = useSearchParams();
  const get: QueryGet = (name) => params.get(name) ?? undefined;
  const key = pageKey(get);
  const id = requestedScenarioId(get);
  const needsLoad = get('source') !== 'file';
  const [loaded, setLoaded] = useState<{ id: string; result: ParseResult | null } | null>(null);
  // Read once: the primer, shown, sets the cookie, and must not close itself on the next render.
  const [firstVisit] = useState(() => typeof document !== 'undefined' && !primerSeen(document.cookie));

  useEffect(() => {
    if (!needsLoad || loaded?.id === id) return;
    let cancelled = false;
    // The loaders themselves are a chunk of their own: the Node build imports this component too, unrendered, into its first load.
    import('@/lib/scenario/load-library-chunk')
      .then(({ loadLibraryScenarioChunk }) => loadLibraryScenarioChunk(id))
      .then(
        (result) => !cancelled && setLoaded({ id, result }),
        (e: unknown) => !cancelled && setLoaded({ id, result: { ok: false, error: e instanceof Error ? e.message : String(e) } }),
      );
    return () => {
      cancelled = true;
    };
  }, [id, needsLoad, loaded?.id]);

  const ready = !needsLoad || loaded?.id === id;
  const current = ready ? resolvePlayerContent(get, () => loaded?.result ?? null, t) : null;
  // Kept once per page: the player's own step changes update the query too (replaceState),
  // and must not remount it. An error is never kept, so its "open step 1" link works.
  const [kept, setKept] = useState<{ key: string; resolved: Resolved } | null>(null);
  if (current && current.content.kind !== 'error' && kept?.key !== key) setKept({ key, resolved: current });
  const resolved = kept?.key === key ? kept.resolved : current;

  if (!resolved) return <ScenarioLoading />;
  return <PlayerView entries={entries} current={resolved.current} content={resolved.content} diagram={null} t={t} mode={viewModeOf(get)} firstVisit={firstVisit} />;
}

/** Shown until the query is read and the scenario it names has loaded (also the static HTML's first paint). */
export function ScenarioLoading() {
  const t = useT();
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
      {t.player.loadingScenario}
    </p>
  );
}
