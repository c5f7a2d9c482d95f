import type {
  BetaContentBlock,
  BetaMessage,
  BetaRawMessageStreamEvent,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { Message, RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages/messages';
import type { ResponseShape } from './response-shape';

/**
 * A finished message replayed as the API streams it, in the order of the real
 * capture (shared/captures/haiku-4-5-tool-search.response.sse):
 * message_start (usage of the first sampling iteration) → per block
 * content_block_start / deltas / content_block_stop → message_delta
 * (stop_reason, cumulative usage) → message_stop, with one `ping` after the
 * first block starts. Text goes out as text_delta chunks; tool inputs start
 * as `input: {}` and follow as input_json_delta chunks (the first one empty);
 * result blocks arrive whole, with no deltas.
 */

export type StreamEvent = BetaRawMessageStreamEvent | RawMessageStreamEvent | { type: 'ping' };

const TEXT_CHUNK = 24;
const JSON_CHUNK = 12;

/** Splits after whitespace, so chunks read like the API's: word runs of roughly `size` characters. */
export function chunkText(text: string, size = TEXT_CHUNK): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const word of text.split(/(?<=\s)/)) {
    if (current && current.length + word.length > size) {
      chunks.push(current);
      current = '';
    }
    current += word;
  }
  if (current) chunks.push(current);
  return chunks;
}

function chunkJson(value: unknown): string[] {
  const json = JSON.stringify(value ?? {});
  const chunks = [''];
  for (let i = 0; i < json.length; i += JSON_CHUNK) chunks.push(json.slice(i, i + JSON_CHUNK));
  return chunks;
}

function blockEvents(block: BetaContentBlock, index: number): StreamEvent[] {
  const stop: StreamEvent = { type: 'content_block_stop', index };
  switch (block.type) {
    case 'text':
      return [
        { type: 'content_block_start', index, content_block: { ...block, text: '' } },
        ...chunkText(block.text).map((text): StreamEvent => ({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } })),
        stop,
      ];
    case 'tool_use':
    case 'server_tool_use':
    case 'mcp_tool_use':
      return [
        { type: 'content_block_start', index, content_block: { ...block, input: {} } },
        ...chunkJson(block.input).map(
          (partial_json): StreamEvent => ({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } }),
        ),
        stop,
      ];
    default:
      return [{ type: 'content_block_start', index, content_block: block } as StreamEvent, stop];
  }
}

export function messageStreamEvents(message: BetaMessage | Message, firstInputTokens: number, shape: ResponseShape): StreamEvent[] {
  const { content, usage } = message;
  const start: StreamEvent = {
    type: 'message_start',
    message: {
      ...message,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      stop_details: null,
      usage: { ...usage, input_tokens: firstInputTokens, output_tokens: 1 },
    } as BetaMessage,
  };
  const blocks = content.flatMap((block, index) => blockEvents(block as BetaContentBlock, index));
  if (blocks.length > 0) blocks.splice(1, 0, { type: 'ping' });
  const delta = {
    type: 'message_delta' as const,
    delta: { stop_reason: message.stop_reason, stop_sequence: message.stop_sequence, stop_details: message.stop_details, container: null },
    usage: {
      input_tokens: usage.input_tokens,
      cache_creation_input_tokens: usage.cache_creation_input_tokens,
      cache_read_input_tokens: usage.cache_read_input_tokens,
      output_tokens: usage.output_tokens,
      server_tool_use: usage.server_tool_use,
      output_tokens_details: usage.output_tokens_details,
      ...(shape === 'beta' ? { iterations: null, fallback_credit: null } : {}),
    },
    ...(shape === 'beta' ? { context_management: null } : {}),
  };
  return [start, ...blocks, delta as StreamEvent, { type: 'message_stop' }];
}

/** `event: <type>` + `data: <json>` frames, as the API writes them. */
export function encodeSse(events: readonly StreamEvent[]): string {
  return events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('');
}
