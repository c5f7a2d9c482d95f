'use client';

import { useThrottled } from '@/hooks/use-throttled';
import { useT } from '@/components/i18n/locale-provider';
import { liveSelectors } from '@/lib/store/live-store';
import { useLive } from './live-store-provider';
import { Player } from '@/components/player/player';

/** Diagram redraws are the costly part of following a stream: a few per second is enough to watch. */
const REDRAW_MS = 350;

/** The run in the ordinary player, growing as it streams; the last step follows the stream unless the reader went back. */
export function LiveRunPlayer() {
  const t = useT();
  const view = useThrottled(
    useLive(liveSelectors.view),
    REDRAW_MS,
  );
  if (!view || view.steps.length === 0) return null;
  return (
    <section className="flex flex-col gap-4" aria-label={t.live.run.steps} data-testid="live-player">
      {/* initialIndex stays 0 for the whole run: the player is keyed on it, and a new key would redraw the diagram from scratch. */}
      <Player scenario={view.scenario} initialIndex={0} linkable={false} live={{ steps: view.steps }} />
    </section>
  );
}
