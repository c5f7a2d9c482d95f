import type { ContentBlock, MessagesRequest } from '@/lib/scenario/types';
import { referencedNames } from '@/lib/engine/tool-catalog';
import { estimateRequestContext } from './context-budget';

/**
 * The estimator measured against the one exact recording we have: a real Haiku 4.5
 * request and its streamed response (lib/service/fixtures). `message_start`
 * reports the input of the first sampling iteration (737); `message_delta` the
 * input summed over all iterations (1,641: the SDK documents usage.input_tokens
 * there as "cumulative"). The response ran two iterations — search, then the tool
 * call — so the second one's input is the difference, 904.
 */

interface SseUsage {
  /** message_start: the first sampling iteration's input. */
  startInput: number;
  /** message_delta: input summed over every iteration. */
  finalInput: number;
  output: number;
}

interface SseMessage {
  usage: SseUsage;
  content: ContentBlock[];
}

type Event = { type: string; index?: number; [key: string]: unknown };

function events(sse: string): Event[] {
  return sse
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5).trim()) as Event);
}

/**
 * Rebuilds the message from SSE text, as the SDK's accumulator does for the block
 * types tool search uses: text deltas are appended, tool inputs arrive as JSON
 * fragments to be parsed at the block's end, result blocks arrive whole.
 */
export function readSse(sse: string): SseMessage {
  const content: ContentBlock[] = [];
  const partialJson = new Map<number, string>();
  let startInput = 0;
  let finalInput = 0;
  let output = 0;
  for (const event of events(sse)) {
    switch (event.type) {
      case 'message_start': {
        const usage = (event.message as { usage: { input_tokens: number; output_tokens: number } }).usage;
        startInput = usage.input_tokens;
        finalInput = usage.input_tokens;
        output = usage.output_tokens;
        break;
      }
      case 'content_block_start':
        content[event.index ?? content.length] = structuredClone(event.content_block) as ContentBlock;
        break;
      case 'content_block_delta': {
        const index = event.index ?? 0;
        const delta = event.delta as { type: string; text?: string; partial_json?: string };
        const block = content[index];
        if (delta.type === 'text_delta' && block?.type === 'text') block.text += delta.text ?? '';
        if (delta.type === 'input_json_delta') partialJson.set(index, (partialJson.get(index) ?? '') + (delta.partial_json ?? ''));
        break;
      }
      case 'content_block_stop': {
        const index = event.index ?? 0;
        const json = partialJson.get(index);
        const block = content[index];
        if (json && block && 'input' in block) (block as { input: unknown }).input = JSON.parse(json);
        break;
      }
      case 'message_delta': {
        const usage = event.usage as { input_tokens?: number | null; output_tokens: number };
        if (typeof usage.input_tokens === 'number') finalInput = usage.input_tokens;
        output = usage.output_tokens;
        break;
      }
    }
  }
  return { usage: { startInput, finalInput, output }, content };
}

export interface Measured {
  exact: number;
  predicted: number;
  /** predicted − exact */
  error: number;
  /** (predicted − exact) / exact */
  relative: number;
}

const measure = (exact: number, predicted: number): Measured => ({ exact, predicted, error: predicted - exact, relative: (predicted - exact) / exact });

export interface CaptureCheck {
  model: string;
  iterations: number;
  /** The first iteration: exact from message_start. */
  first: Measured;
  /** All iterations summed: exact from message_delta. */
  cumulative: Measured;
  /**
   * What the second iteration adds to the first (the turn so far and the expanded
   * definitions): the only part made of content alone, with no fixed overhead in it.
   * Only defined for a two-iteration response, where it is 1,641 − 737 − 737.
   */
  growth: Measured | null;
}

/**
 * Splits the response into sampling iterations (a new one starts after each
 * server-side result) and predicts each one's input with the app's estimator.
 */
export function checkCapture(request: MessagesRequest, sse: string): CaptureCheck {
  const { usage, content } = readSse(sse);
  const starts = [0];
  content.forEach((block, i) => {
    if (block.type === 'tool_search_tool_result' || block.type === 'mcp_tool_result') starts.push(i + 1);
  });
  const predicted = starts.map((end) => {
    const turn = content.slice(0, end);
    return estimateRequestContext(request, turn, referencedNames(turn)).total;
  });
  const first = predicted[0] ?? 0;
  const sum = predicted.reduce((a, b) => a + b, 0);
  const growth = predicted.length === 2 ? measure(usage.finalInput - 2 * usage.startInput, (predicted[1] ?? 0) - first) : null;
  return {
    model: request.model,
    iterations: predicted.length,
    first: measure(usage.startInput, first),
    cumulative: measure(usage.finalInput, sum),
    growth,
  };
}
