import data from '@/data/models.json';

/**
 * The one model list: data/models.json (dated, each figure with its source). Live mode's
 * suggestions, the emulator's answers and its refusals, /budget's windows and prices, and the
 * recorder's default all read it here.
 */
export interface ModelInfo {
  id: string;
  name: string;
  /** The snapshot a response names when the request used the alias `id`. */
  dated_id?: string;
  context_window: number;
  input_usd_per_mtok: number;
  source: string;
  verified: boolean;
  tokenizer_note?: string;
  /** Whether the model supports the Tool Search Tool. */
  tool_search: boolean;
}

export const MODELS_CHECKED: string = data.checked;
export const MODELS_NOTE: string = data.note;
export const MODELS: readonly ModelInfo[] = data.models;

export const DEFAULT_MODEL_ID = 'claude-sonnet-4-6';

/** The models live mode suggests: those with tool search (the field stays free for newer ones). */
export const TOOL_SEARCH_MODELS: readonly string[] = MODELS.filter((m) => m.tool_search).map((m) => m.id);

/**
 * Requests name a model by alias or by dated id (claude-haiku-4-5-20251001):
 * the date suffix is dropped before the lookup.
 */
export function modelInfo(id: string): ModelInfo | undefined {
  const alias = id.replace(/-\d{8}$/, '');
  return MODELS.find((m) => m.id === alias);
}

/**
 * The `model` a response carries for a request naming `model`: the API answers with the snapshot
 * it ran, not the alias it was asked for (the capture sent `claude-haiku-4-5` and streamed back
 * `claude-haiku-4-5-20251001`).
 */
export function respondingModel(model: string): string {
  return MODELS.find((m) => m.id === model)?.dated_id ?? model;
}

const { prefixes, aliases } = data.without_tool_search;

/**
 * Models the docs list without tool search (Opus/Sonnet 4.0 and 4.1, the Claude 3 families and
 * older). A name the table does not know at all is not refused: the emulator runs any model name.
 */
export function lacksToolSearch(model: string): boolean {
  const listed = modelInfo(model);
  if (listed) return !listed.tool_search;
  return prefixes.some((p) => model.startsWith(p)) || aliases.includes(model.replace(/-\d{8}$/, ''));
}
