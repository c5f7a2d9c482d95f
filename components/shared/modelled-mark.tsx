import { useT } from '@/components/i18n/locale-provider';

/**
 * Next to what the emulator wrote or decided in the API's place (its error texts, the order of its
 * search hits), so nobody quotes it as the API's. `hint` says which; by default, written text.
 * `output`: next to what a JavaScript model of a program printed, since the emulator runs no Python.
 */
export function ModelledMark({ hint, what = 'text' }: { hint?: string; what?: 'text' | 'output' }) {
  const t = useT();
  const { label } = t.modelled;
  const said = hint ?? (what === 'output' ? t.modelled.outputHint : t.modelled.hint);
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-1.5 py-px align-middle text-[0.7rem] font-semibold text-amber-900 ring-1 ring-inset ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-200"
      title={said}
      data-testid="modelled-mark"
      data-modelled={what}
    >
      <span aria-hidden>≈</span>
      {label}
      <span className="sr-only">: {said}</span>
    </span>
  );
}
