import { describe, expect, it } from 'vitest';
import { SEARCH_TOOL_TOKENS, TOOL_USE_SYSTEM_PROMPT_TOKENS } from '@/lib/engine/overheads';
import { searchTurnTokens } from './catalog-budget';
import { costliest, loadingSetups, serverCosts, type ToolCost } from './your-tools-budget';

const a = { base: 1_000, discovered: 5, window: 200_000, inputPrice: 3 };
const fixed = TOOL_USE_SYSTEM_PROMPT_TOKENS + 1_000;
// Two servers: github has 10 tools of 300 tokens, docs has 10 of 100.
const tools: ToolCost[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ name: `github_t${i}`, server: 'github', tokens: 300 })),
  ...Array.from({ length: 10 }, (_, i) => ({ name: `docs_t${i}`, server: 'docs', tokens: 100 })),
];

describe('the budget of your catalog', () => {
  it('costs each server against the window and the catalog, costliest first', () => {
    expect(serverCosts(tools, 200_000)).toEqual([
      { server: 'github', tools: 10, tokens: 3_000, windowShare: 0.015, catalogShare: 0.75 },
      { server: 'docs', tools: 10, tokens: 1_000, windowShare: 0.005, catalogShare: 0.25 },
    ]);
    expect(costliest(tools, 2).map((t) => t.name)).toEqual(['github_t0', 'github_t1']);
  });

  it('all loaded: every definition in every turn, one sampling iteration to the call', () => {
    const [all] = loadingSetups(tools, new Set(), a);
    expect(all).toMatchObject({ id: 'all-loaded', loaded: { tools: 20, tokens: 4_000 } });
    expect(all!.firstTurn).toMatchObject({ context: fixed + 4_000, iterations: 1, billed: fixed + 4_000 });
    expect(all!.laterTurns).toEqual(all!.firstTurn);
  });

  it('all deferred: the first turn pays a search round trip; later turns call what was found without one', () => {
    const [, deferred] = loadingSetups(tools, new Set(), a);
    const first = fixed + SEARCH_TOOL_TOKENS;
    const found = 5 * 200; // five definitions of the catalog's mean size
    const second = first + found + searchTurnTokens(['github_t0', 'github_t1', 'github_t2', 'github_t3', 'github_t4']);
    expect(deferred!.firstTurn).toMatchObject({ context: first, iterations: 2, billed: first + second });
    expect(deferred!.laterTurns).toMatchObject({ context: second, iterations: 1, billed: second });
    expect(deferred!.firstTurn.costPer1000).toBeCloseTo(((first + second) * 3) / 1000, 10);
  });

  it('kept loaded: the kept definitions always, no search when one of them answers, a search over the rest when not', () => {
    const kept = new Set(['docs_t0', 'docs_t1']);
    const [, , some] = loadingSetups(tools, kept, a);
    const first = fixed + SEARCH_TOOL_TOKENS + 200;
    expect(some).toMatchObject({ id: 'kept-loaded', loaded: { tools: 2, tokens: 200 } });
    expect(some!.firstTurnKeptAnswers).toMatchObject({ context: first, iterations: 1, billed: first });
    // The rest: 10 × 300 + 8 × 100 over 18 tools, five of them found.
    const found = Math.round((5 * 3_800) / 18);
    const second = first + found + searchTurnTokens(['github_t0', 'github_t1', 'github_t2', 'github_t3', 'github_t4']);
    expect(some!.firstTurn).toMatchObject({ iterations: 2, billed: first + second });
    expect(some!.laterTurns.context).toBe(second);
  });

  it('says when loading everything does not fit the window', () => {
    const huge = Array.from({ length: 10_000 }, (_, i) => ({ name: `t${i}`, server: null, tokens: 43 }));
    const [all, deferred] = loadingSetups(huge, new Set(), a);
    expect(all!.firstTurn.fits).toBe(false);
    expect(all!.firstTurn.windowShare).toBeGreaterThan(2);
    expect(deferred!.firstTurn.fits).toBe(true);
  });
});
