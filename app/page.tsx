import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { PlayerPage } from '@/components/player/player-page';
import { resolvePlayerContent } from '@/components/player/resolve-player-content';
import { ScenarioLoading, StaticPlayerRoute } from '@/components/player/static-player-route';
import { queryOf, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { libraryIndex, loadLibraryScenario } from '@/lib/scenario/load-library';
import { primerSeen } from '@/lib/scenario/primer-cookie';
import { viewModeOf } from '@/lib/scenario/view-mode';
import { requestDictionary } from './request-locale';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function PlayerRoute({ searchParams }: { searchParams: SearchParams }) {
  // A static deploy is rendered once, before any query exists: the browser resolves it (useSearchParams needs the Suspense).
  if (STATIC_DEPLOY) {
    return (
      <Suspense fallback={<ScenarioLoading />}>
        <StaticPlayerRoute entries={libraryIndex()} />
      </Suspense>
    );
  }
  const get = queryOf(await searchParams);
  const t = await requestDictionary();
  const { current, content } = resolvePlayerContent(get, loadLibraryScenario, t);
  const firstVisit = !primerSeen((await cookies()).toString());
  return <PlayerPage entries={libraryIndex()} current={current} content={content} t={t} mode={viewModeOf(get)} firstVisit={firstVisit} />;
}
