import type { ContentBlock, MessagesRequest } from '@/lib/scenario/types';
import { referencedNames } from '@/lib/engine/tool-catalog';
import { parseMessageStream } from '@/lib/sse/parse-sse';
import { StreamRecorder } from '@/lib/sse/stream-recorder';
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

/**
 * Rebuilds the message from SSE text with the same parser and accumulator live runs use (which
 * a test holds to the SDK's own), keeping the one figure the final message loses: the first
 * iteration's input, which only `message_start` reports.
 */
export function readSse(sse: string): SseMessage {
  const recorder = new StreamRecorder();
  let startInput = 0;
  for (const event of parseMessageStream(sse)) {
    if (event.type === 'message_start') startInput = event.message.usage.input_tokens;
    recorder.push(event);
  }
  const message = recorder.final();
  return {
    usage: { startInput, finalInput: message.usage.input_tokens, output: message.usage.output_tokens },
    content: message.content as ContentBlock[],
  };
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
