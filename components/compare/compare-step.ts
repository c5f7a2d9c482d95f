import type { QueryGet } from '@/lib/deploy/static-deploy';
import type { Dictionary } from '@/lib/i18n';
import { parseStepParam } from '@/lib/scenario/step-param';

export type CompareStep = { ok: true; index: number } | { ok: false; message: string; links: { href: string; label: string }[] };

/** The moment `?step=` opens, or the error that explains a moment the comparison does not have. */
export function compareStep(get: QueryGet, total: number, questionId: string, t: Dictionary): CompareStep {
  const raw = get('step');
  const step = parseStepParam(raw, total);
  if (step.ok) return step;
  return { ok: false, message: t.compare.page.badStep(raw ?? '', total), links: [{ href: `/compare?question=${questionId}&step=1`, label: t.compare.page.openMomentOne }] };
}
