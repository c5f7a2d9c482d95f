import type { BudgetPart } from '@/lib/tokens/context-budget';

/**
 * Okabe–Ito colours, which stay apart under the common colour-vision
 * deficiencies; each has a lighter twin for the dark theme. Every use also
 * carries a text label, so colour is never the only cue.
 */
export const PART_COLOUR: Record<BudgetPart, string> = {
  overhead: 'bg-[#8c8c8c] dark:bg-[#a3a3a3]',
  search: 'bg-[#0072b2] dark:bg-[#56a8e0]',
  always: 'bg-[#cc79a7] dark:bg-[#e0a3c6]',
  discovered: 'bg-[#009e73] dark:bg-[#3cc79f]',
  messages: 'bg-[#e69f00] dark:bg-[#f2bb45]',
};

/** What is not loaded is drawn as an outline with hatching: present, but not in the context. */
export const NOT_LOADED_STYLE =
  'border border-dashed border-slate-500 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(100_116_139/0.25)_4px_6px)] dark:border-slate-400';

export function Swatch({ className }: { className: string }) {
  return <span aria-hidden className={`inline-block h-3 w-3 shrink-0 rounded-sm ${className}`} />;
}
