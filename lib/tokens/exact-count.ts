import type { MessageParam, ToolDefinition } from '@/lib/scenario/types';

/**
 * The seam for exact counts. Offline, every catalog figure is an estimate; with
 * an API key (live mode) the caller passes a function that POSTs to
 * /v1/messages/count_tokens — through the SDK, `client.messages.countTokens(body)`
 * — and returns its `input_tokens`. Nothing here knows about keys or HTTP.
 */
export interface CountTokensBody {
  model: string;
  messages: MessageParam[];
  tools: ToolDefinition[];
}

export type CountTokens = (body: CountTokensBody) => Promise<number>;

export interface ExactCatalogCount {
  /** The catalog's definitions, as the API counts them. */
  tokens: number;
  model: string;
  provenance: 'exact';
}

const MESSAGES: MessageParam[] = [{ role: 'user', content: 'Hello' }];

/**
 * The baseline is the same message with one empty tool, not with none: any
 * tool switches on the tool-use system prompt, so that prompt cancels out of the
 * difference. What is left over is the empty tool's own few tokens, which the
 * difference leaves out (an undercount of well under 1% for a real catalog).
 */
export const BASELINE_TOOL: ToolDefinition = { name: 'noop', input_schema: { type: 'object' } };

export async function countCatalogExactly(tools: readonly ToolDefinition[], model: string, count: CountTokens): Promise<ExactCatalogCount> {
  const [withTools, baseline] = await Promise.all([
    count({ model, messages: MESSAGES, tools: [...tools] }),
    count({ model, messages: MESSAGES, tools: [BASELINE_TOOL] }),
  ]);
  return { tokens: withTools - baseline, model, provenance: 'exact' };
}

/**
 * Exact counts cost two API calls per catalog and model, and a catalog does not
 * change while the page is open: each is asked for once, concurrent asks share it,
 * and a failed one is forgotten so that it can be retried.
 */
export function cachedCatalogCounter(count: CountTokens) {
  const cache = new Map<string, Promise<ExactCatalogCount>>();
  return (catalogId: string, tools: readonly ToolDefinition[], model: string): Promise<ExactCatalogCount> => {
    const key = `${model}\u0000${catalogId}`;
    const known = cache.get(key);
    if (known) return known;
    const pending = countCatalogExactly(tools, model, count).catch((e: unknown) => {
      cache.delete(key);
      throw e;
    });
    cache.set(key, pending);
    return pending;
  };
}

export type CatalogCounter = ReturnType<typeof cachedCatalogCounter>;
