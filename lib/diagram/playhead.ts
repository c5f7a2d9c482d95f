/**
 * A bar in the diagram's left margin that slides to the current step's row.
 * It is the diagram's only animation, and it runs on the compositor: an HTML
 * element moved by `transform` through the Web Animations API. Animating the
 * SVG's own elements would repaint the whole SVG on the main thread every frame,
 * and CSS transitions would fire three DOM events per element that React's root
 * listeners handle. Under reduced motion it jumps.
 */
export interface Playhead {
  moveTo(index: number): void;
  remove(): void;
}

const SLIDE_MS = 180;

export function createPlayhead(host: HTMLElement, svg: SVGSVGElement, count: number, reducedMotion: () => boolean): Playhead {
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
  let shownAt: number | null = null;
  const position = (animate: boolean) => {
    const row = rows[index];
    if (!row || !scale) return;
    const y = Math.round((row.top - box.y) * scale);
    bar.style.height = `${Math.round((row.bottom - row.top) * scale)}px`;
    bar.style.transform = `translateY(${y}px)`;
    if (animate && shownAt !== null && shownAt !== y && !reducedMotion()) {
      bar.animate([{ transform: `translateY(${shownAt}px)` }, { transform: `translateY(${y}px)` }], { duration: SLIDE_MS, easing: 'ease-out' });
    }
    shownAt = y;
  };

  // The SVG scales with the page; its size arrives without forcing a layout.
  const resize = new ResizeObserver(([entry]) => {
    if (!entry || !box?.width) return;
    scale = entry.contentRect.width / box.width;
    position(false);
  });
  resize.observe(svg);

  return {
    moveTo(next) {
      index = next;
      position(true);
    },
    remove() {
      resize.disconnect();
      bar.remove();
    },
  };
}
