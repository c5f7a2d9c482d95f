'use client';

import { sharePath } from '@/lib/files/share-link';
import { useT } from '@/components/i18n/locale-provider';
import { usePlayer } from './player-store-provider';

/** The way out of an iframe: the same scenario and step in the full app, in a new tab. */
export function EmbedLink({ scenarioId }: { scenarioId: string }) {
  const t = useT();
  const step = usePlayer((s) => s.index + 1);
  return (
    <a
      href={sharePath({ kind: 'library', id: scenarioId }, step)}
      target="_blank"
      rel="noopener"
      title={t.player.embed.openHint}
      className="shrink-0 text-sm font-medium text-sky-700 underline dark:text-sky-300"
    >
      {t.player.embed.openInApp}
    </a>
  );
}
