import { assertNoSecrets, scrubText } from '@/lib/live/scrub';

/**
 * The sequence diagram as a file. The page's SVG leans on the page: its
 * current-step colours come from globals.css and its size from the layout, and
 * it carries the player's hit areas and ARIA roles. The exported copy stands
 * alone: fixed size, its own background and highlight styles, no interactivity.
 */

export interface DiagramExportOptions {
  title: string;
  dark: boolean;
  secrets?: readonly string[];
}

const THEME = {
  light: { background: '#ffffff', accent: '#0369a1' },
  dark: { background: '#020617', accent: '#38bdf8' },
};

const SVG_NS = 'http://www.w3.org/2000/svg';

function highlightCss(accent: string): string {
  return [
    `[data-state='future'] { opacity: 0.3; }`,
    `[data-state='past'] { opacity: 0.75; }`,
    `line[data-state='current'] { stroke: ${accent} !important; stroke-width: 3.5px !important; }`,
    `text.messageText[data-state='current'] { fill: ${accent} !important; font-weight: 700; }`,
    `text.sequenceNumber[data-state='current'] { font-weight: 700; }`,
  ].join('\n');
}

export interface StandaloneSvg {
  text: string;
  width: number;
  height: number;
}

export function standaloneSvg(source: SVGSVGElement, { title, dark, secrets = [] }: DiagramExportOptions): StandaloneSvg {
  const svg = source.cloneNode(true) as SVGSVGElement;
  const box = source.viewBox?.baseVal;
  const measured = source.getBoundingClientRect();
  const width = Math.ceil(box && box.width > 0 ? box.width : measured.width || 800);
  const height = Math.ceil(box && box.height > 0 ? box.height : measured.height || 600);
  const theme = dark ? THEME.dark : THEME.light;

  // The player's wide transparent twins of each arrow, and its keyboard affordances, mean nothing in a file.
  svg.querySelectorAll('.step-hit').forEach((el) => el.remove());
  for (const el of [svg, ...svg.querySelectorAll('*')]) {
    for (const name of ['tabindex', 'role', 'aria-label', 'data-step']) el.removeAttribute(name);
  }
  svg.setAttribute('xmlns', SVG_NS);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.removeAttribute('style');
  if (!svg.getAttribute('viewBox')) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);

  const doc = svg.ownerDocument;
  const titleEl = doc.createElementNS(SVG_NS, 'title');
  titleEl.textContent = title;
  const style = doc.createElementNS(SVG_NS, 'style');
  style.textContent = highlightCss(theme.accent);
  const background = doc.createElementNS(SVG_NS, 'rect');
  const [x, y] = (svg.getAttribute('viewBox') ?? '0 0').split(/[\s,]+/).map(Number);
  background.setAttribute('x', String(x ?? 0));
  background.setAttribute('y', String(y ?? 0));
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', theme.background);
  svg.prepend(titleEl, style, background);

  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}\n`;
  return { text: assertNoSecrets(scrubText(text, secrets), secrets, 'the diagram'), width, height };
}

/** Rasterises a standalone SVG; `scale` 2 keeps the labels sharp on a slide. */
export async function svgToPng({ text, width, height }: StandaloneSvg, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    const loaded = new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the diagram could not be read as an image'));
    });
    image.src = url;
    await loaded;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas in this browser');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas produced no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function diagramFileName(scenarioId: string, step: number, ext: 'svg' | 'png'): string {
  return `${scenarioId}-step-${step}.${ext}`;
}
