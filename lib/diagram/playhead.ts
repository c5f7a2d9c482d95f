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
 *
 * Where the diagram is bigger than its window (presenter mode and the embed, when
 * the labels would be too small to read with the whole diagram in view; a phone),
 * the window follows: it scrolls to the current step's row, and sideways to its
 * arrow, so a clicker never leaves the arrow off screen.
 */
export interface Playhead {
  moveTo(index: number): void;
  remove(): void;
}

interface Row {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Each step's rectangle in the SVG's own units, from its label's top to just under its arrow: read from attributes, no layout. */
function stepRows(svg: SVGSVGElement, count: number): (Row | null)[] {
  const numbers = (el: Element, names: string[]) => names.flatMap((a) => (el.hasAttribute(a) ? [Number(el.getAttribute(a))] : [])).filter(Number.isFinite);
  return Array.from({ length: count }, (_, i) => {
    const els = [...svg.querySelectorAll(`[data-step="${i}"]`)];
    const ys = els.flatMap((el) => numbers(el, ['y', 'y1', 'y2']));
    const xs = els.flatMap((el) => numbers(el, ['x1', 'x2']));
    if (!ys.length) return null;
    return { top: Math.min(...ys) - 4, bottom: Math.max(...ys) + 8, left: xs.length ? Math.min(...xs) : NaN, right: xs.length ? Math.max(...xs) : NaN };
  });
}

export function createPlayhead(host: HTMLElement, svg: SVGSVGElement, count: number): Playhead {
  const box = svg.viewBox.baseVal;
  const rows = stepRows(svg, count);
  const bar = document.createElement('div');
  bar.className = 'diagram-playhead';
  bar.setAttribute('aria-hidden', 'true');
  host.append(bar);
  const follows = host.hasAttribute('data-follow');

  let scale = 0;
  let index = -1;
  let frame = 0;
  const position = () => {
    const row = rows[index];
    if (!row || !scale) return;
    const y = Math.round((row.top - box.y) * scale);
    bar.style.height = `${Math.round((row.bottom - row.top) * scale)}px`;
    bar.style.transform = `translateY(${y}px)`;
  };

  // After the frame's own style and layout are due anyway: reading the window's size here forces nothing extra.
  const follow = () => {
    frame = 0;
    const row = rows[index];
    if (!row || !scale) return;
    const tall = host.scrollHeight > host.clientHeight + 1;
    const wide = host.scrollWidth > host.clientWidth + 1;
    if (!tall && !wide) return;
    // Scroll only when the step is not in view already: the actors' names at the top stay while they can.
    const margin = 12;
    const top = (row.top - box.y) * scale;
    const bottom = (row.bottom - box.y) * scale;
    const seen = (from: number, to: number, at: number, size: number) => from >= at + margin && to <= at + size - margin;
    // A third of the way down: the rows before stay in view, for context.
    const y = tall && !seen(top, bottom, host.scrollTop, host.clientHeight) ? Math.max(0, top - Math.max(0, (host.clientHeight - (bottom - top)) / 3)) : host.scrollTop;
    const left = (row.left - box.x) * scale;
    const right = (row.right - box.x) * scale;
    const x =
      wide && Number.isFinite(left) && !seen(left, right, host.scrollLeft, host.clientWidth)
        ? Math.max(0, (left + right) / 2 - host.clientWidth / 2)
        : host.scrollLeft;
    if (y !== host.scrollTop || x !== host.scrollLeft) host.scrollTo({ top: y, left: x, behavior: 'instant' });
  };
  const scheduleFollow = () => {
    if (follows && !frame) frame = requestAnimationFrame(follow);
  };

  // The SVG scales with the page; its size arrives without forcing a layout.
  const resize = new ResizeObserver(([entry]) => {
    if (!entry || !box?.width) return;
    scale = entry.contentRect.width / box.width;
    position();
    scheduleFollow();
  });
  resize.observe(svg);

  return {
    moveTo(next) {
      index = next;
      position();
      scheduleFollow();
    },
    remove() {
      resize.disconnect();
      cancelAnimationFrame(frame);
      bar.remove();
    },
  };
}
