import data from '@/data/models.json';

/** A model's context window and input price, from data/models.json (dated, with its source). */
export interface ModelInfo {
  id: string;
  name: string;
  context_window: number;
  input_usd_per_mtok: number;
  source: string;
  verified: boolean;
  tokenizer_note?: string;
}

export const MODELS_CHECKED: string = data.checked;
export const MODELS_NOTE: string = data.note;
export const MODELS: readonly ModelInfo[] = data.models;

export const DEFAULT_MODEL_ID = 'claude-sonnet-4-6';

/**
 * Requests name a model by alias or by dated id (claude-haiku-4-5-20251001):
 * the date suffix is dropped before the lookup.
 */
export function modelInfo(id: string): ModelInfo | undefined {
  const alias = id.replace(/-\d{8}$/, '');
  return MODELS.find((m) => m.id === alias);
}
