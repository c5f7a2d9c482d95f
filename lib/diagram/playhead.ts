/**
 * A bar in the diagram's left margin at the current step's row: where to look,
 * in a tall diagram, after a step change. It moves with `transform` on an HTML
 * element of its own layer, so moving it repaints nothing in the SVG.
 *
 * It jumps, it does not slide: measured by `npm run bench` (headless Chromium), a
 * 180 ms slide through the Web Animations API doubled a step change's main-thread
 * time (median 30 → 61 ms), more than the whole seed demo's step. Animating the
 * SVG's own elements is worse: every frame repaints the SVG, and CSS transitions
 * fire three DOM events per element for React's root listeners.
 */
export interface Playhead {
  moveTo(index: number): void;
  remove(): void;
}

export function createPlayhead(host: HTMLElement, svg: SVGSVGElement, count: number): Playhead {
  const box = svg.viewBox.baseVal;
  // Each row in the SVG's own units, from its label's top to just under its arrow: read from attributes, no layout.
  const rows = Array.from({ length: count }, (_, i) => {
    const ys = [...svg.querySelectorAll(`[data-step="${i}"]`)].flatMap((el) => ['y', 'y1', 'y2'].flatMap((a) => (el.hasAttribute(a) ? [Number(el.getAttribute(a))] : [])).filter(Number.isFinite));
    return ys.length ? { top: Math.min(...ys) - 4, bottom: Math.max(...ys) + 8 } : null;
  });
  const bar = document.createElement('div');
  bar.className = 'diagram-playhead';
  bar.setAttribute('aria-hidden', 'true');
  host.append(bar);

  let scale = 0;
  let index = -1;
  const position = () => {
    const row = rows[index];
    if (!row || !scale) return;
    const y = Math.round((row.top - box.y) * scale);
    bar.style.height = `${Math.round((row.bottom - row.top) * scale)}px`;
    bar.style.transform = `translateY(${y}px)`;
  };

  // The SVG scales with the page; its size arrives without forcing a layout.
  const resize = new ResizeObserver(([entry]) => {
    if (!entry || !box?.width) return;
    scale = entry.contentRect.width / box.width;
    position();
  });
  resize.observe(svg);

  return {
    moveTo(next) {
      index = next;
      position();
    },
    remove() {
      resize.disconnect();
      bar.remove();
    },
  };
}
