import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { compareBudgets, countCatalog, growthCurve, searchTurnTokens, sumCounts, toolsThatFill } from './catalog-budget';
import { SEARCH_TOOL_TOKENS, TOOL_USE_SYSTEM_PROMPT_TOKENS } from '@/lib/engine/overheads';

/** A fixed catalog whose every definition is exactly 400 characters of JSON: 100 estimated tokens each. */
function fixedCatalog(n: number): ToolDefinition[] {
  return Array.from({ length: n }, (_, i) => {
    const base: ToolDefinition = { name: `tool_${String(i).padStart(4, '0')}`, description: '', input_schema: { type: 'object' } };
    const pad = 400 - JSON.stringify(base).length;
    return { ...base, description: 'x'.repeat(pad) };
  });
}

const assumptions = { base: 1_000, discovered: 5, window: 200_000, inputPrice: 3 };

describe('counting a catalog', () => {
  it('adds up each definition’s estimate', () => {
    expect(JSON.stringify(fixedCatalog(1)[0]).length).toBe(400);
    expect(countCatalog(fixedCatalog(120))).toEqual({ tools: 120, tokens: 12_000 });
    expect(sumCounts([{ tools: 2, tokens: 10 }, { tools: 3, tokens: 5 }])).toEqual({ tools: 5, tokens: 15 });
  });
});

describe('all loaded vs tool search on a fixed catalog', () => {
  const count = countCatalog(fixedCatalog(120));
  const result = compareBudgets(count, assumptions);
  const fixed = TOOL_USE_SYSTEM_PROMPT_TOKENS + 1_000;

  it('loads every definition, or the search tool and five definitions of mean size', () => {
    expect(result.allLoaded.context).toBe(fixed + 12_000);
    expect(result.toolSearch.discoveredTokens).toBe(500);
    expect(result.toolSearch.context).toBe(fixed + SEARCH_TOOL_TOKENS + 500);
  });

  it('gives the saving and the free share of the window from those two', () => {
    expect(result.saving).toBeCloseTo(1 - (fixed + 1_000) / (fixed + 12_000), 10);
    expect(result.allLoaded.free).toBeCloseTo(1 - (fixed + 12_000) / 200_000, 10);
    expect(result.allLoaded.fits).toBe(true);
  });

  it('bills the search’s extra sampling iteration: the first context twice, plus what the search loaded', () => {
    const first = fixed + SEARCH_TOOL_TOKENS;
    expect(result.toolSearch.billed).toBe(first + first + 500 + searchTurnTokens(['tool_1', 'tool_2', 'tool_3', 'tool_4', 'tool_5']));
    expect(result.allLoaded.billed).toBe(result.allLoaded.context);
    expect(result.allLoaded.costPer1000).toBeCloseTo((result.allLoaded.billed * 3) / 1000, 10);
  });

  it('a catalog smaller than a search’s reach loads no more than it has, and then searching costs more than it saves', () => {
    const tiny = compareBudgets(countCatalog(fixedCatalog(2)), assumptions);
    expect(tiny.toolSearch.discoveredTokens).toBe(200);
    expect(tiny.saving).toBeLessThan(0);
  });

  it('says when the catalog does not fit the window', () => {
    const huge = compareBudgets({ tools: 10_000, tokens: 1_000_000 }, assumptions);
    expect(huge.allLoaded.fits).toBe(false);
    expect(huge.allLoaded.free).toBeLessThan(0);
    expect(huge.toolSearch.fits).toBe(true);
  });
});

describe('the growth curve', () => {
  const curve = growthCurve(100, assumptions);

  it('runs from 10 to 10,000 tools: linear when all are loaded, flat with tool search once past five', () => {
    expect(curve.map((p) => p.tools)).toEqual([10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000]);
    expect(curve.at(-1)?.allLoaded).toBe(TOOL_USE_SYSTEM_PROMPT_TOKENS + 1_000 + 1_000_000);
    expect(new Set(curve.map((p) => p.toolSearch)).size).toBe(1);
  });

  it('finds where all-loaded fills the window', () => {
    expect(toolsThatFill(100, assumptions)).toBe(Math.floor((200_000 - TOOL_USE_SYSTEM_PROMPT_TOKENS - 1_000) / 100));
  });
});
