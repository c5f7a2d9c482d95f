/** The app's two looks, following the reader's system setting. */
export const DIAGRAM_THEMES = ['light', 'dark'] as const;
export type DiagramTheme = (typeof DIAGRAM_THEMES)[number];

/**
 * How every sequence diagram is drawn: in the page (lib/diagram/render-mermaid.ts)
 * and ahead of time for the shipped scenarios (scripts/render-diagrams.ts). Plain
 * data, so the ahead-of-time renderer hands the very same object to mermaid.
 */
export function mermaidConfig(theme: DiagramTheme) {
  return {
    startOnLoad: false,
    securityLevel: 'strict' as const,
    theme: theme === 'dark' ? ('dark' as const) : ('default' as const),
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
    // Large type: the diagram is read on projectors as often as on laptops.
    sequence: {
      useMaxWidth: true,
      mirrorActors: false,
      // Labels come cut into short lines (lib/diagram/sequence-source.ts): the drawing keeps about the same width
      // in every language and scenario, narrow enough to be scaled up to read from the back of a room.
      wrap: false,
      width: 110,
      actorMargin: 24,
      messageMargin: 34,
      boxMargin: 8,
      messageFontSize: 15,
      actorFontSize: 15,
      actorFontWeight: 600,
    },
  };
}
