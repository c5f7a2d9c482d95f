import type { DiagramTheme, mermaidConfig } from './mermaid-config';

/** Where scripts/render-diagrams.ts writes the diagrams it drew, relative to the project. */
export const PRERENDERED_FILE = 'lib/diagram/prerendered-svgs.json';

export type PrerenderedSvgs = Record<DiagramTheme, string>;

/** What the file holds: with what each diagram was drawn, and the SVGs keyed by their source text. */
export interface PrerenderedStore {
  mermaid: string;
  config: Record<DiagramTheme, ReturnType<typeof mermaidConfig>>;
  /** One entry per scenario and language: the actors' names and the step titles are the language's. */
  diagrams: ({ scenario: string; locale: string; source: string } & PrerenderedSvgs)[];
}
