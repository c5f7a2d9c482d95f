import { ContextModel, iterationInputs } from '@/lib/engine/context-model';
import type { ContentBlock, MessagesRequest, MessagesResponse } from '@/lib/scenario/types';
import { parseMessageStream } from '@/lib/sse/parse-sse';
import { StreamRecorder } from '@/lib/sse/stream-recorder';

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
  stop_reason: MessagesResponse['stop_reason'];
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
    stop_reason: message.stop_reason,
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
 * Predicts each sampling iteration's input with the engine's ContextModel, the
 * same one behind the emulator's usage and every estimate the app shows.
 */
export function checkCapture(request: MessagesRequest, sse: string): CaptureCheck {
  const message = readSse(sse);
  const { usage } = message;
  const predicted = iterationInputs(ContextModel.ofRequest(request), message);
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
