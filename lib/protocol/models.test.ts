import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_ID, MODELS, MODELS_CHECKED, modelInfo } from './models';

describe('the model table', () => {
  it('is dated, sourced, and has a window and an input price for every model', () => {
    expect(MODELS_CHECKED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const m of MODELS) {
      expect(m.context_window, m.id).toBeGreaterThanOrEqual(100_000);
      expect(m.input_usd_per_mtok, m.id).toBeGreaterThan(0);
      expect(m.source, m.id).toMatch(/^https:\/\//);
    }
    expect(new Set(MODELS.map((m) => m.id)).size).toBe(MODELS.length);
  });

  it('finds a model by dated id, as a response names it, and has the default', () => {
    expect(modelInfo('claude-haiku-4-5-20251001')?.context_window).toBe(200_000);
    expect(modelInfo(DEFAULT_MODEL_ID)).toBeDefined();
    expect(modelInfo('gpt-4')).toBeUndefined();
  });
});
