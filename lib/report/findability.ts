import { MAX_BM25_QUERY_LENGTH } from '@/lib/protocol/limits';
import { modelFirstQueries } from './model-queries';
import type { ReportIndex } from './report-index';
import { REPORT_VARIANTS, VARIANT_SEARCH, type ReportTask, type ReportVariant, type TaskResult, type TaskSearch, type VariantSummary } from './types';

/** How many of the tools above a right one a task lists. */
export const ABOVE_SHOWN = 10;

/** Cut at a word boundary to the API's BM25 limit, as a client would have to. */
export function fitBm25Query(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= MAX_BM25_QUERY_LENGTH) return chars.join('');
  const cut = chars.slice(0, MAX_BM25_QUERY_LENGTH).join('');
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

function queriesFor(variant: ReportVariant, question: string): string[] {
  const { search, query } = VARIANT_SEARCH[variant];
  if (query === 'question') return [fitBm25Query(question)];
  return modelFirstQueries(question, search);
}

/** One variant's search for one task: the best place any of its queries gives a right tool. */
export function searchTask(index: ReportIndex, task: ReportTask, variant: ReportVariant, limit: number): TaskSearch {
  const queries = queriesFor(variant, task.question);
  let best: TaskSearch = { queries, loaded: [], rank: null, found: null, above: [] };
  let first = true;
  for (const query of queries) {
    const outcome = index.search(VARIANT_SEARCH[variant].search, query, { limit: Math.max(limit, ABOVE_SHOWN), positionsOf: task.right });
    if (!outcome.ok) {
      best = { ...best, error: outcome.error.error_message ?? outcome.error.error_code };
      continue;
    }
    const names = outcome.hits.map((h) => h.name);
    let rank: number | null = null;
    let found: string | null = null;
    for (const name of task.right) {
      const at = outcome.positions?.[name];
      if (at && (rank === null || at.rank < rank)) {
        rank = at.rank;
        found = name;
      }
    }
    if (first || (rank !== null && (best.rank === null || rank < best.rank))) {
      best = { ...best, loaded: names.slice(0, limit), rank, found, above: rank === null ? [] : names.slice(0, Math.min(rank - 1, ABOVE_SHOWN)) };
      first = false;
    }
  }
  return best;
}

export function scoreTask(index: ReportIndex, task: ReportTask, limit: number): TaskResult {
  const variants = Object.fromEntries(REPORT_VARIANTS.map((v) => [v, searchTask(index, task, v, limit)])) as Record<ReportVariant, TaskSearch>;
  return { ...task, variants };
}

/** Recall@limit and mean reciprocal rank per variant; `null` without tasks. */
export function summarize(results: readonly TaskResult[], limit: number): Record<ReportVariant, VariantSummary> | null {
  if (results.length === 0) return null;
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return Object.fromEntries(
    REPORT_VARIANTS.map((v) => {
      let hits = 0;
      let reciprocal = 0;
      for (const r of results) {
        const rank = r.variants[v].rank;
        if (rank !== null && rank <= limit) hits++;
        if (rank !== null) reciprocal += 1 / rank;
      }
      return [v, { recall: round(hits / results.length), mrr: round(reciprocal / results.length) }];
    }),
  ) as Record<ReportVariant, VariantSummary>;
}
