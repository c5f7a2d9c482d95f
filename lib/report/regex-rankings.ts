import type { RankPosition, SearchOutcome, SearchableTool } from '@/lib/search';
import { buildRegexIndex, type RegexIndex } from '@/lib/search/regex-search';

/**
 * A report's regex searches. A regex search walks every tool whatever its limit, so each
 * pattern's whole ranking is kept and reused: the model writes the same pattern for many
 * questions, and each later task reads its loaded tools and positions from the kept one. An edit
 * of one tool does not throw them away: a kept ranking is brought up to date when it is next
 * read, by testing the pattern on the edited tools alone and moving them to their new places
 * (tier, then catalog order, as the search orders them).
 */
export interface RegexRankings {
  search(query: string, limit: number, positionsOf?: readonly string[]): SearchOutcome;
  replace(at: number, tool: SearchableTool): void;
}

/** Distinct patterns whose whole ranking is kept. */
const RANKINGS_KEPT = 512;

/** A report's searches have no deadline: a report on a busy machine must not turn a slow search into a miss. */
export const UNTIMED = { highlight: false, deadlineMs: Number.POSITIVE_INFINITY } as const;

type Failed = Extract<SearchOutcome, { ok: false }>;

interface Ranking {
  /** Every matching tool by catalog position, best first. */
  order: Array<{ index: number; tier: number }>;
  outcome: Extract<SearchOutcome, { ok: true }>;
  at: Map<string, number>;
  /** How many of the edits it holds. */
  edits: number;
}

export function regexRankings(catalog: readonly SearchableTool[]): RegexRankings {
  const tools = catalog.slice();
  let regex: RegexIndex | undefined;
  let positionOf: Map<string, number> | undefined;
  const kept = new Map<string, Ranking | Failed>();
  /** Each edit in turn: the tool's position, and an index of it alone to test a pattern on. */
  const edits: Array<{ at: number; alone: RegexIndex }> = [];

  const nameOf = (index: number) => tools[index]!.reference ?? tools[index]!.name;
  const settle = (ranking: Ranking, order: Ranking['order']) => {
    const hits = order.map(({ index, tier }) => ({ name: nameOf(index), score: tier, matches: [] }));
    ranking.order = order;
    ranking.outcome = { ...ranking.outcome, hits, total_candidates: hits.length };
    ranking.at = new Map(hits.map((h, i) => [h.name, i]));
  };

  const rank = (query: string): Ranking | Failed => {
    regex ??= buildRegexIndex(tools);
    const outcome = regex.search(query, { ...UNTIMED, limit: tools.length });
    if (!outcome.ok) return outcome;
    positionOf ??= new Map(tools.map((_, i) => [nameOf(i), i]));
    const ranking: Ranking = { order: [], outcome, at: new Map(), edits: edits.length };
    settle(ranking, outcome.hits.map((h) => ({ index: positionOf!.get(h.name)!, tier: h.score })));
    return ranking;
  };

  /** The edits since the ranking was made: each edited tool taken out, and put back where the pattern now places it. */
  const bringUpToDate = (query: string, ranking: Ranking) => {
    if (ranking.edits === edits.length) return;
    const latest = new Map<number, RegexIndex>();
    for (const { at, alone } of edits.slice(ranking.edits)) latest.set(at, alone);
    const order = ranking.order.filter((c) => !latest.has(c.index));
    for (const [index, alone] of latest) {
      const found = alone.search(query, { ...UNTIMED, limit: 1 });
      const tier = found.ok ? found.hits[0]?.score : undefined;
      if (tier === undefined) continue;
      let i = 0;
      while (i < order.length && (order[i]!.tier > tier || (order[i]!.tier === tier && order[i]!.index < index))) i++;
      order.splice(i, 0, { index, tier });
    }
    ranking.edits = edits.length;
    settle(ranking, order);
  };

  return {
    search(query, limit, positionsOf = []) {
      let ranking = kept.get(query);
      if (!ranking) {
        ranking = rank(query);
        if (kept.size >= RANKINGS_KEPT) kept.clear();
        kept.set(query, ranking);
      }
      // A pattern that does not compile fails whatever the catalog holds.
      if (!('outcome' in ranking)) return ranking;
      bringUpToDate(query, ranking);
      const { outcome, at } = ranking;
      const positions: Record<string, RankPosition> = {};
      for (const name of positionsOf) {
        const i = at.get(name);
        positions[name] = i === undefined ? null : { rank: i + 1, score: outcome.hits[i]!.score };
      }
      return { ...outcome, hits: outcome.hits.slice(0, limit), positions };
    },
    replace(at, tool) {
      if (!Number.isInteger(at) || at < 0 || at >= tools.length) throw new RangeError(`no tool at ${at}`);
      tools[at] = tool;
      regex?.replace(at, tool);
      positionOf = undefined;
      edits.push({ at, alone: buildRegexIndex([tool]) });
    },
  };
}
