import mermaid from 'mermaid';
import { mermaidConfig, type DiagramTheme } from './mermaid-config';

let initialisedFor: DiagramTheme | null = null;

/**
 * The only module that imports mermaid. It is loaded with `import()` so its
 * ~190 KiB stay out of the player's first-load JS.
 */
export async function renderMermaid(id: string, source: string, theme: DiagramTheme): Promise<string> {
  if (initialisedFor !== theme) {
    mermaid.initialize(mermaidConfig(theme));
    initialisedFor = theme;
  }
  const { svg } = await mermaid.render(id, source);
  return svg;
}
