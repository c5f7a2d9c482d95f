import { Suspense } from 'react';
import { PlayerPage } from '@/components/player/player-page';
import { resolvePlayerContent } from '@/components/player/resolve-player-content';
import { ScenarioLoading, StaticPlayerRoute } from '@/components/player/static-player-route';
import { STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { libraryIndex, loadLibraryScenario } from '@/lib/scenario/load-library';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function PlayerRoute({ searchParams }: { searchParams: SearchParams }) {
  // A static deploy is rendered once, before any query exists: the browser resolves it (useSearchParams needs the Suspense).
  if (STATIC_DEPLOY) {
    return (
      <Suspense fallback={<ScenarioLoading />}>
        <StaticPlayerRoute entries={libraryIndex()} />
      </Suspense>
    );
  }
  const params = await searchParams;
  const { current, content } = resolvePlayerContent((name) => single(params[name]), loadLibraryScenario);
  return <PlayerPage entries={libraryIndex()} current={current} content={content} />;
}
