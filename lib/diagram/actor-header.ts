/**
 * The actors' names above a diagram that has scrolled in its window (presenter
 * mode, the embed, a phone's strip), where mermaid's own boxes at the top have
 * gone out of view: a row of HTML labels over the lifelines, made once when the
 * diagram is wired and shown only while the window is scrolled down. It is
 * placed by the lifelines' own x in the SVG, as fractions of its width, so it
 * scales with the drawing.
 */
export interface ActorHeader {
  remove(): void;
}

export function createActorHeader(host: HTMLElement, svg: SVGSVGElement, names: ReadonlyMap<string, string>): ActorHeader | null {
  const box = svg.viewBox.baseVal;
  if (!box?.width) return null;
  const lifelines = [...svg.querySelectorAll('line.actor-line[name]')];
  const boxes = [...svg.querySelectorAll('rect.actor')].map((r) => Number(r.getAttribute('y') ?? 0) + Number(r.getAttribute('height') ?? 0));
  // Scrolled past the bottom of mermaid's actor boxes: their names are out of view.
  const boxesEnd = (Math.max(0, ...boxes.filter(Number.isFinite)) - box.y) / box.height;
  if (lifelines.length === 0) return null;

  const row = document.createElement('div');
  row.className = 'diagram-actors';
  row.setAttribute('aria-hidden', 'true');
  for (const line of lifelines) {
    const name = names.get(line.getAttribute('name') ?? '');
    const x = Number(line.getAttribute('x1'));
    if (!name || !Number.isFinite(x)) continue;
    const label = document.createElement('span');
    label.textContent = name;
    label.style.left = `${((x - box.x) / box.width) * 100}%`;
    row.append(label);
  }
  svg.before(row);

  const update = () => {
    const scrolled = host.scrollTop > boxesEnd * svg.getBoundingClientRect().height;
    if (scrolled !== host.hasAttribute('data-scrolled')) host.toggleAttribute('data-scrolled', scrolled);
  };
  host.addEventListener('scroll', update, { passive: true });
  update();
  return {
    remove() {
      host.removeEventListener('scroll', update);
      host.removeAttribute('data-scrolled');
      row.remove();
    },
  };
}
