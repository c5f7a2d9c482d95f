import type { Model } from '@anthropic-ai/sdk/resources/messages/messages';

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
