import type { Step } from '@/lib/engine/step';
import { stepTitle } from '@/lib/i18n/describe-step';
import type { Dictionary } from '@/lib/i18n';
import { sequenceSource } from './sequence-source';

/**
 * The mermaid source of the player's diagram in the current language. The page,
 * the server (to find a diagram drawn ahead of time) and the ahead-of-time
 * renderer all call this, so the three always agree on the text.
 */
export function playerDiagramSource(steps: readonly Step[], t: Dictionary): string {
  return sequenceSource(
    steps,
    (a) => t.actors[a],
    (s) => stepTitle(s, t),
    (s) => t.player.diagram.prologueNote((s.prologue ?? []).map((p) => p.server).join(', ')),
  );
}
