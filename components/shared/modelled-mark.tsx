import { useT } from '@/components/i18n/locale-provider';
import { HiddenHint } from './hidden-hint';

/** Next to text this app wrote in the API's place (the emulator's 400 messages, the MCP listing), so nobody quotes it as the API's. */
export function ModelledMark({ sample = false }: { sample?: boolean }) {
  const t = useT();
  const { label, hint } = t.modelled;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-1.5 py-px align-middle text-[0.7rem] font-semibold text-amber-900 ring-1 ring-inset ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-200"
      title={hint}
      data-testid={sample ? undefined : 'modelled-mark'}
    >
      <span aria-hidden>≈</span>
      {label}
      {/* The legend says the meaning beside it, in plain view. */}
      {!sample && <HiddenHint hint={hint} />}
    </span>
  );
}
