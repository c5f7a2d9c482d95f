/**
 * Mermaid puts the icons of every participant type (computer, database, clock)
 * into each sequence diagram, about 10 KB, whether any participant uses them or
 * not. A symbol nothing refers to (`#id`) is dropped from a diagram kept ahead of time.
 */
export function dropUnusedSymbols(svg: string): string {
  return svg.replace(/<defs><symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol><\/defs>/g, (block, id: string) => {
    const rest = svg.replace(block, '');
    return rest.includes(`#${id}"`) || rest.includes(`#${id})`) ? block : '';
  });
}
