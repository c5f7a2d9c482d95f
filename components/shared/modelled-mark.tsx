import { useT } from '@/components/i18n/locale-provider';
import { HiddenHint } from './hidden-hint';

/**
 * Next to what this app wrote or decided in the API's place (the emulator's error texts, the order of its
 * search hits, the MCP listing), so nobody quotes it as the API's. `hint` says which; by default, written text.
 * `output`: next to what a JavaScript model of a program printed, since the emulator runs no Python.
 * `sample`: the legend's own specimen, which says its meaning beside it.
 */
export function ModelledMark({ hint, what = 'text', sample = false }: { hint?: string; what?: 'text' | 'output'; sample?: boolean }) {
  const t = useT();
  const { label } = t.modelled;
  const said = hint ?? (what === 'output' ? t.modelled.outputHint : t.modelled.hint);
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-1.5 py-px align-middle text-[0.7rem] font-semibold text-amber-900 ring-1 ring-inset ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-200"
      title={said}
      data-testid={sample ? undefined : 'modelled-mark'}
      data-modelled={what}
    >
      <span aria-hidden>≈</span>
      {label}
      {/* The legend says the meaning beside it, in plain view. */}
      {!sample && <HiddenHint hint={said} />}
    </span>
  );
}
