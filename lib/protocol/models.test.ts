import type { Model } from '@anthropic-ai/sdk/resources/messages/messages';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_ID, lacksToolSearch, MODELS, MODELS_CHECKED, modelInfo, respondingModel, TOOL_SEARCH_MODELS } from './models';

describe('the model table', () => {
  it('is dated, sourced, and has a window, an input price and a tool-search flag for every model', () => {
    expect(MODELS_CHECKED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const m of MODELS) {
      expect(m.context_window, m.id).toBeGreaterThanOrEqual(100_000);
      expect(m.input_usd_per_mtok, m.id).toBeGreaterThan(0);
      expect(m.source, m.id).toMatch(/^https:\/\//);
      expect(typeof m.tool_search, m.id).toBe('boolean');
    }
    expect(new Set(MODELS.map((m) => m.id)).size).toBe(MODELS.length);
  });

  it('finds a model by dated id, as a response names it, and has the default', () => {
    expect(modelInfo('claude-haiku-4-5-20251001')?.context_window).toBe(200_000);
    expect(modelInfo(DEFAULT_MODEL_ID)?.tool_search).toBe(true);
    expect(modelInfo('gpt-4')).toBeUndefined();
  });

  it('answers an alias with the dated snapshot the SDK lists, and any other name as sent', () => {
    // Typed as the SDK's Model: tsc fails if the SDK stops listing one of these ids.
    const pairs: Array<[Model, Model]> = [
      ['claude-haiku-4-5', 'claude-haiku-4-5-20251001'],
      ['claude-opus-4-5', 'claude-opus-4-5-20251101'],
      ['claude-sonnet-4-5', 'claude-sonnet-4-5-20250929'],
    ];
    for (const [alias, dated] of pairs) expect(respondingModel(alias)).toBe(dated);
    expect(MODELS.filter((m) => m.dated_id).map((m) => m.id).sort()).toEqual(pairs.map(([alias]) => alias).sort());
    expect(respondingModel('claude-sonnet-4-6')).toBe('claude-sonnet-4-6');
    expect(respondingModel('claude-haiku-4-5-20251001')).toBe('claude-haiku-4-5-20251001');
  });

  it('suggests exactly the listed models with tool search, and refuses tool search to the older families only', () => {
    expect(TOOL_SEARCH_MODELS).toEqual(MODELS.filter((m) => m.tool_search).map((m) => m.id));
    for (const id of TOOL_SEARCH_MODELS) expect(lacksToolSearch(id), id).toBe(false);
    for (const id of ['claude-opus-4-1', 'claude-sonnet-4-20250514', 'claude-opus-4-0', 'claude-3-5-sonnet-20241022', 'claude-instant-1.2']) {
      expect(lacksToolSearch(id), id).toBe(true);
    }
    for (const id of ['claude-opus-4-5-20251101', 'claude-opus-4-7', 'claude-some-future-model']) expect(lacksToolSearch(id), id).toBe(false);
  });
});
