import { stepState, stepTabIndex } from './step-markup';

/**
 * Switches the steps' arrows in a marked SVG (lib/diagram/step-markup.ts) with
 * attributes only, so moving between steps never redraws the SVG, and only the
 * arrows between the old and the new step are touched. The one tab stop (the
 * current step's button) moves with the step, and so does the focus when it was
 * on the diagram: stepping from a focused arrow lands on the next arrow.
 */
export interface StepElements {
  count: number;
  setCurrent(index: number): void;
}

export function indexStepElements(svg: SVGSVGElement, count: number): StepElements {
  const groups: Element[][] = Array.from({ length: count }, () => []);
  const buttons: (SVGElement | undefined)[] = [];
  for (const el of svg.querySelectorAll('[data-step]')) {
    const i = Number(el.getAttribute('data-step'));
    groups[i]?.push(el);
    if (el.getAttribute('role') === 'button' && i < count) buttons[i] = el as SVGElement;
  }
  // The server (or the render that made this SVG) may have drawn a step's states already.
  let current = Number(svg.getAttribute('data-current-step') ?? 0) - 1;
  const paint = (i: number, index: number) => {
    const state = stepState(i, index);
    for (const el of groups[i] ?? []) el.setAttribute('data-state', state);
    buttons[i]?.setAttribute('tabindex', stepTabIndex(i, index));
  };

  return {
    count,
    setCurrent(index) {
      if (index === current) return;
      const focused = current >= 0 && buttons[current] !== undefined && buttons[current] === svg.ownerDocument.activeElement;
      if (current < 0) for (let i = 0; i < count; i++) paint(i, index);
      else for (let i = Math.min(index, current); i <= Math.max(index, current); i++) paint(i, index);
      current = index;
      svg.setAttribute('data-current-step', String(index + 1));
      if (focused) buttons[index]?.focus();
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
