/**
 * Finds each step's arrow in a rendered mermaid sequence diagram and switches
 * its state with attributes only, so moving between steps never redraws the SVG.
 * Mermaid draws message i as a `.messageText`, a `.messageLine0|1` and a
 * `.sequenceNumber`, in message order; message i is step i.
 */
export interface StepElements {
  count: number;
  setCurrent(index: number): void;
}


export function indexStepElements(svg: SVGSVGElement, stepCount: number, label: (index: number) => string): StepElements {
  const texts = [...svg.querySelectorAll<SVGElement>('.messageText')];
  const lines = [...svg.querySelectorAll<SVGElement>('.messageLine0, .messageLine1')];
  const numbers = [...svg.querySelectorAll<SVGElement>('.sequenceNumber')];
  // The circle behind each number is the marker of a zero-length line of its own.
  const circles = [...svg.querySelectorAll<SVGElement>('line[marker-start*="sequencenumber"]')];
  const count = Math.min(stepCount, texts.length, lines.length);
  const groups: SVGElement[][] = [];

  for (let i = 0; i < count; i++) {
    const line = lines[i]!;
    // A wide transparent twin of the 1-px arrow makes it easy to hit with a pointer.
    const hit = line.cloneNode(false) as SVGElement;
    hit.removeAttribute('marker-end');
    hit.removeAttribute('marker-start');
    hit.removeAttribute('style');
    hit.setAttribute('class', 'step-hit');
    line.after(hit);
    const text = texts[i]!;
    text.setAttribute('tabindex', '0');
    text.setAttribute('role', 'button');
    text.setAttribute('aria-label', label(i));
    const group = [text, line, hit];
    for (const el of [numbers[i], circles[i]]) if (el) group.push(el);
    for (const el of group) el.setAttribute('data-step', String(i));
    groups.push(group);
  }

  let current = -1;
  const paint = (i: number, state: string) => {
    for (const el of groups[i] ?? []) el.setAttribute('data-state', state);
  };

  return {
    count,
    setCurrent(index) {
      if (current === -1) {
        for (let i = 0; i < count; i++) paint(i, i < index ? 'past' : i === index ? 'current' : 'future');
      } else if (index !== current) {
        // Only the arrows between the old and the new step change state.
        const [lo, hi] = index < current ? [index, current] : [current, index];
        for (let i = lo; i <= hi; i++) paint(i, i < index ? 'past' : i === index ? 'current' : 'future');
      }
      current = index;
      groups[index]?.[0]?.ownerSVGElement?.setAttribute('data-current-step', String(index + 1));
    },
  };
}

/** The step a click or key press on the diagram points at, if any. */
export function stepFromEvent(target: EventTarget | null): number | null {
  const el = (target as Element | null)?.closest?.('[data-step]');
  if (!el) return null;
  const n = Number(el.getAttribute('data-step'));
  return Number.isInteger(n) ? n : null;
}

