/**
 * Offline token estimates. Claude's tokenizer is not public, so every number
 * produced here is an estimate and must be labelled as one wherever it is shown;
 * exact counts come from the API's `count_tokens` endpoint.
 *
 * Heuristic: about 4 characters per token, counted over the compact JSON the
 * model would see (a string is counted as its own text, without quotes). This is
 * the rule of thumb the API docs use for English prose; JSON schemas tend to run
 * a little denser, so the estimate errs low for large tool definitions.
 *
 * Measured against the one exact recording (Haiku 4.5, lib/service/fixtures; see
 * lib/tokens/capture-check.ts): on content alone — what the second sampling iteration added
 * to the first — this gives 154 tokens where the API counted 167 (−7.8%). Whole
 * requests also need the fixed parts in overheads.ts; with them the first
 * iteration is estimated at 876 against 737 (+18.9%), the response at 1,906
 * against 1,641 (+16.1%). One recording, one model: treat these as a sign of the
 * error's size, not a calibration.
 */
export const CHARS_PER_TOKEN = 4;

export function estimateTokens(value: unknown): number {
  if (value === undefined || value === null) return 0;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
