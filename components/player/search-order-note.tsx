import type { Step } from '@/lib/engine/step';
import { isSearchAlgorithm } from '@/lib/protocol/search-tools';
import { useT } from '@/components/i18n/locale-provider';
import { ModelledMark } from '@/components/shared/modelled-mark';

/** Under a search result the emulator produced: how its hits are ordered, ties included, marked as the emulator's choice. */
export function SearchOrderNote({ step }: { step: Step }) {
  const t = useT();
  const { algorithm, origin, error, count } = step.facts;
  if (step.kind !== 'search-result' || origin !== 'modelled' || error || !Number(count) || !isSearchAlgorithm(algorithm)) return null;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="search-order">
      {t.searchOrder[algorithm]} <ModelledMark hint={t.modelled.orderHint} />
    </p>
  );
}
