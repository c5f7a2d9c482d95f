import mermaid from 'mermaid';

let initialisedFor: string | null = null;

/**
 * The only module that imports mermaid. It is loaded with `import()` so its
 * ~190 KiB stay out of the player's first-load JS.
 */
export async function renderMermaid(id: string, source: string, dark: boolean): Promise<string> {
  const theme = dark ? 'dark' : 'default';
  if (initialisedFor !== theme) {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme,
      fontFamily: 'ui-sans-serif, system-ui, sans-serif',
      // Large type: the diagram is read on projectors as often as on laptops.
      sequence: {
        useMaxWidth: true,
        mirrorActors: false,
        wrap: false,
        width: 110,
        actorMargin: 24,
        messageMargin: 34,
        boxMargin: 8,
        messageFontSize: 15,
        actorFontSize: 15,
        actorFontWeight: 600,
      },
    });
    initialisedFor = theme;
  }
  const { svg } = await mermaid.render(id, source);
  return svg;
}
