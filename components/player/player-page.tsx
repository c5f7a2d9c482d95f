import { deriveSteps } from '@/lib/engine/derive-steps';
import { prerenderedForSteps } from '@/lib/diagram/prerendered';
import type { Dictionary } from '@/lib/i18n';
import type { LibraryEntry } from '@/lib/scenario/load-library';
import type { ViewMode } from '@/lib/scenario/view-mode';
import { PlayerView, type PlayerPageContent } from './player-view';

export type { PlayerPageContent };

/** Server side: a shipped scenario's diagram comes drawn, in the first HTML, in the request's language (`t`). */
export function PlayerPage({
  entries,
  current,
  content,
  t,
  mode = 'full',
  firstVisit = false,
}: {
  entries: LibraryEntry[];
  current: string | null;
  content: PlayerPageContent;
  t: Dictionary;
  mode?: ViewMode;
  firstVisit?: boolean;
}) {
  const diagram = content.kind === 'scenario' ? prerenderedForSteps(deriveSteps(content.scenario), t) : null;
  return <PlayerView entries={entries} current={current} content={content} diagram={diagram} t={t} mode={mode} firstVisit={firstVisit} />;
}
