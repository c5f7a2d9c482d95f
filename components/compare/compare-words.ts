import type { CompareKind } from '@/lib/compare/questions';
import type { Dictionary } from '@/lib/i18n';

/** The words a comparison uses for its two sides: client-side vs MCP-hosted, or direct calls vs programmatic tool calling. */
export function sideWords(t: Dictionary, kind: CompareKind) {
  const words = kind === 'ptc' ? t.compare.ptc : t.compare.view;
  const columns = kind === 'ptc' ? t.compare.ptc.columns : t.compare.view.alignment.columns;
  const summaryColumns = kind === 'ptc' ? t.compare.ptc.summaryColumns : t.compare.summary.columns;
  return { title: words.title, intro: words.intro, left: words.left, right: words.right, leftHint: words.leftHint, rightHint: words.rightHint, columns, summaryColumns };
}
