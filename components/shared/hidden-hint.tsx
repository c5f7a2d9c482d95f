import { useT } from '@/components/i18n/locale-provider';

/** What a badge means, for screen readers: after the badge's own word, as "label: meaning". */
export function HiddenHint({ hint }: { hint: string }) {
  const t = useT();
  return (
    <span className="sr-only">
      {t.format.colon}
      {hint}
    </span>
  );
}
