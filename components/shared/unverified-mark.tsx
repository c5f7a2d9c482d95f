import type { UnverifiedPoint } from '@/lib/engine/unverified';
import { useT } from '@/components/i18n/locale-provider';
import { HiddenHint } from './hidden-hint';

/**
 * Marks a place that relies on a protocol point nobody has confirmed on the wire;
 * its hidden text (and the tooltip) says which. Without a point it is the legend's sample.
 */
export function UnverifiedMark({ point }: { point?: UnverifiedPoint }) {
  const t = useT();
  const { label, points } = t.unverified;
  const entry = point ? points[point] : null;
  const hint = entry ? `${entry.point}${t.format.colon}${entry.hint}` : t.unverified.hint;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-rose-50 px-1.5 py-px align-middle text-[0.7rem] font-semibold text-rose-900 ring-1 ring-inset ring-rose-600/40 dark:bg-rose-950/50 dark:text-rose-200"
      title={hint}
      data-unverified={point}
      data-testid={point ? 'unverified-mark' : undefined}
    >
      <span aria-hidden>?</span>
      {label}
      {point && <HiddenHint hint={hint} />}
    </span>
  );
}
