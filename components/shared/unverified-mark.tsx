import type { UnverifiedPoint } from '@/lib/engine/unverified';
import { useT } from '@/components/i18n/locale-provider';

/** Marks a place that relies on a protocol point nobody has confirmed on the wire; the tooltip says which. */
export function UnverifiedMark({ point }: { point: UnverifiedPoint }) {
  const t = useT();
  const { label, points } = t.unverified;
  const entry = points[point];
  const what = entry.point;
  const hint = entry.hint;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-rose-50 px-1.5 py-px align-middle text-[0.7rem] font-semibold text-rose-900 ring-1 ring-inset ring-rose-600/40 dark:bg-rose-950/50 dark:text-rose-200"
      title={`${what}: ${hint}`}
      data-unverified={point}
      data-testid="unverified-mark"
    >
      <span aria-hidden>?</span>
      {label}
      <span className="sr-only">
        : {what}. {hint}
      </span>
    </span>
  );
}
