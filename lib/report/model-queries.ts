import { analyzeQuestion } from '@/lib/service/model/analyze';
import { searchQueries } from '@/lib/service/model/queries';

/**
 * The one place the report reads the emulator's scripted model: the search it would write first
 * for each part of a question (a BM25 phrase or a regex pattern over tool names). The model is
 * deterministic and is not Claude, so figures built on these queries say "the emulator's model".
 * When lib/service/model exposes its own pure function for this, only this file changes.
 */
export function modelFirstQueries(question: string, search: 'bm25' | 'regex'): string[] {
  const key = `${search}\u0000${question}`;
  let queries = remembered.get(key);
  if (queries === undefined) {
    queries = [
      ...new Set(
        analyzeQuestion(question)
          .map((intent) => searchQueries(intent, search)[0])
          .filter((q): q is string => typeof q === 'string' && q.trim().length > 0),
      ),
    ];
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    remembered.set(key, queries);
  }
  return [...queries];
}

// The model reads a question the same way every time and the catalog plays no part, so an edit's
// re-score (the same tasks again) reads its queries from here instead of analysing each question anew.
const REMEMBERED_MAX = 4096;
const remembered = new Map<string, readonly string[]>();
