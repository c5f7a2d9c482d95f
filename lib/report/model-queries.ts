import { analyzeQuestion } from '@/lib/service/model/analyze';
import { searchQueries } from '@/lib/service/model/queries';

/**
 * The one place the report reads the emulator's scripted model: the search it would write first
 * for each part of a question (a BM25 phrase or a regex pattern over tool names). The model is
 * deterministic and is not Claude, so figures built on these queries say "the emulator's model".
 * When lib/service/model exposes its own pure function for this, only this file changes.
 */
export function modelFirstQueries(question: string, search: 'bm25' | 'regex'): string[] {
  const queries = analyzeQuestion(question)
    .map((intent) => searchQueries(intent, search)[0])
    .filter((q): q is string => typeof q === 'string' && q.trim().length > 0);
  return [...new Set(queries)];
}
