import type { Model } from '@anthropic-ai/sdk/resources/messages/messages';
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

/** The model ids the SDK names, without its open `string & {}` escape hatch. */
type KnownModel = Model extends infer M ? (M extends string ? (string extends M ? never : M) : never) : never;

/**
 * Aliases the SDK lists next to a dated snapshot id. The API answers with the
 * snapshot it ran, not the alias it was asked for: the capture sent
 * `claude-haiku-4-5` and streamed back `claude-haiku-4-5-20251001`.
 */
const DATED = {
  'claude-haiku-4-5': 'claude-haiku-4-5-20251001',
  'claude-opus-4-5': 'claude-opus-4-5-20251101',
  'claude-sonnet-4-5': 'claude-sonnet-4-5-20250929',
} as const satisfies Partial<Record<KnownModel, KnownModel>>;

/** The `model` a response carries for a request naming `model`. */
export function respondingModel(model: string): string {
  return Object.hasOwn(DATED, model) ? DATED[model as keyof typeof DATED] : model;
}
