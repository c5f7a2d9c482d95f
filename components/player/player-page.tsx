import { deriveSteps } from '@/lib/engine/derive-steps';
import { prerenderedForSteps } from '@/lib/diagram/prerendered';
import type { LibraryEntry } from '@/lib/scenario/load-library';
import { PlayerView, type PlayerPageContent } from './player-view';

export type { PlayerPageContent };

/** Server side: a shipped scenario's diagram comes drawn, in the first HTML. */
export function PlayerPage({ entries, current, content }: { entries: LibraryEntry[]; current: string | null; content: PlayerPageContent }) {
  const diagram = content.kind === 'scenario' ? prerenderedForSteps(deriveSteps(content.scenario)) : null;
  return <PlayerView entries={entries} current={current} content={content} diagram={diagram} />;
}
