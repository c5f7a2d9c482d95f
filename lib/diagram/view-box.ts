/** The width and height of an SVG's viewBox, read from its text (no DOM, so the server can too). */
export function viewBoxSize(svg: string): { width: number; height: number } | null {
  const match = /<svg\b[^>]*?\sviewBox="([^"]+)"/.exec(svg);
  const parts = match?.[1]!.trim().split(/[\s,]+/).map(Number);
  if (!parts || parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [, , width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 } : null;
}
