import type { Step } from '@/lib/engine/step';
import type { Dictionary } from '@/lib/i18n';
import { playerDiagramSource } from './player-diagram-source';
import type { PrerenderedStore, PrerenderedSvgs } from './prerendered-store';
import data from './prerendered-svgs.json';

/**
 * Server only (the player route and /compare): the file is ~300 KB, and the page
 * gets only the diagram it shows.
 */
export const prerenderedStore = data as PrerenderedStore;

const bySource = new Map(prerenderedStore.diagrams.map((d) => [d.source, { light: d.light, dark: d.dark }]));

/** The SVGs drawn ahead of time for exactly this source text, if any. */
export function prerenderedDiagram(source: string): PrerenderedSvgs | null {
  return bySource.get(source) ?? null;
}

/** What the server hands the page: the SVGs, and the source they were drawn from (the page checks it is still its own). */
export type PrerenderedDiagram = PrerenderedSvgs & { source: string };

export function prerenderedForSteps(steps: readonly Step[], t: Dictionary): PrerenderedDiagram | null {
  const source = playerDiagramSource(steps, t);
  const svgs = prerenderedDiagram(source);
  return svgs && { source, ...svgs };
}
