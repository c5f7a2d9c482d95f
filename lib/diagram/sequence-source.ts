import { ACTORS, type Actor, type Step } from '@/lib/engine/step';

/**
 * Mermaid treats `;` and `#` in a message as syntax; its entity codes keep them
 * as text. Line breaks would end the message.
 */
export function escapeLabel(text: string): string {
  // One pass, so the `;` of an inserted `#35;` is not escaped again.
  return text.replace(/[#;]|[\r\n]+/g, (c) => (c === '#' ? '#35;' : c === ';' ? '#59;' : ' '));
}

/**
 * The sequence diagram of a whole scenario. Message i of the diagram is step i:
 * the player relies on that order to find each step's arrow in the SVG.
 */
export function sequenceSource(steps: readonly Step[], actorLabel: (a: Actor) => string, title: (s: Step) => string): string {
  const lines = ['sequenceDiagram', '  autonumber'];
  for (const actor of ACTORS) lines.push(`  participant ${actor} as ${escapeLabel(actorLabel(actor))}`);
  for (const step of steps) {
    // Dashed arrows for returns (toward the caller) read as replies, as in UML.
    const arrow = isReply(step) ? '-->>' : '->>';
    lines.push(`  ${step.from}${arrow}${step.to}: ${escapeLabel(title(step))}`);
  }
  return lines.join('\n');
}

function isReply(step: Step): boolean {
  return ACTORS.indexOf(step.to) < ACTORS.indexOf(step.from);
}
