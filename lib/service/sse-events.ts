import type {
  BetaContentBlock,
  BetaMessage,
  BetaRawMessageStreamEvent,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { Message, RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages/messages';

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

/**
 * A block as `content_block_start` carries it: the capture's keys and no more. Text starts empty and
 * without `citations` (the capture sends none); a tool call starts with `input: {}`, and a
 * `server_tool_use` without the `caller` a non-streamed response gives it. Blocks the capture has no
 * example of are sent whole.
 */
function startOf(block: BetaContentBlock): BetaContentBlock {
  switch (block.type) {
    case 'text':
      return { type: 'text', text: '' } as BetaContentBlock;
    case 'server_tool_use':
      return { type: block.type, id: block.id, name: block.name, input: {} } as BetaContentBlock;
    case 'tool_use':
      return { type: block.type, id: block.id, name: block.name, input: {}, ...(block.caller ? { caller: block.caller } : {}) } as BetaContentBlock;
    case 'mcp_tool_use':
      return { ...block, input: {} };
    default:
      return block;
  }
}

/** The blocks a client rebuilds from the stream: each block's start plus its deltas. */
export function streamedContent(content: readonly BetaContentBlock[]): BetaContentBlock[] {
  return content.map((block) => {
    const start = startOf(block);
    if (block.type === 'text') return { ...start, text: block.text } as BetaContentBlock;
    if (block.type === 'tool_use' || block.type === 'server_tool_use' || block.type === 'mcp_tool_use') return { ...start, input: block.input } as BetaContentBlock;
    return block;
  });
}

function blockEvents(block: BetaContentBlock, index: number): StreamEvent[] {
  const start = { type: 'content_block_start', index, content_block: startOf(block) } as StreamEvent;
  const stop: StreamEvent = { type: 'content_block_stop', index };
  switch (block.type) {
    case 'text':
      return [start, ...chunkText(block.text).map((text): StreamEvent => ({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } })), stop];
    case 'tool_use':
    case 'server_tool_use':
    case 'mcp_tool_use':
      return [
        start,
        ...chunkJson(block.input).map((partial_json): StreamEvent => ({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } })),
        stop,
      ];
    default:
      return [start, stop];
  }
}

/**
 * The events of a finished message, in the capture's order and with exactly its keys (the stream
 * test compares them recursively): `message_start` carries the message's envelope and the usage
 * of the first sampling iteration, `message_delta` the stop and the cumulative usage. The capture
 * is a GA stream; with no beta capture to go by, a beta stream is sent the same way rather than
 * with fields nobody has seen the API stream.
 */
export function messageStreamEvents(message: BetaMessage | Message, firstInputTokens: number): StreamEvent[] {
  const { content, usage } = message;
  const start = {
    type: 'message_start',
    message: {
      model: message.model,
      id: message.id,
      type: message.type,
      role: message.role,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      stop_details: null,
      usage: {
        input_tokens: firstInputTokens,
        cache_creation_input_tokens: usage.cache_creation_input_tokens,
        cache_read_input_tokens: usage.cache_read_input_tokens,
        cache_creation: usage.cache_creation,
        output_tokens: 1,
        service_tier: usage.service_tier,
        inference_geo: usage.inference_geo,
      },
    },
    // The SDK's type requires `container` and `diagnostics` here; the API's own stream (the capture) has neither.
  } as unknown as StreamEvent;
  const blocks = content.flatMap((block, index) => blockEvents(block as BetaContentBlock, index));
  if (blocks.length > 0) blocks.splice(1, 0, { type: 'ping' });
  const delta = {
    type: 'message_delta',
    // A container the response used (code execution) arrives here, where the SDK's types and its stream accumulator read it.
    delta: { stop_reason: message.stop_reason, stop_sequence: message.stop_sequence, stop_details: message.stop_details, ...(message.container ? { container: message.container } : {}) },
    usage: {
      input_tokens: usage.input_tokens,
      cache_creation_input_tokens: usage.cache_creation_input_tokens,
      cache_read_input_tokens: usage.cache_read_input_tokens,
      output_tokens: usage.output_tokens,
      server_tool_use: usage.server_tool_use,
    },
    // As above: the capture's message_delta has no `container`, `context_management` or extra usage fields.
  } as unknown as StreamEvent;
  return [start, ...blocks, delta, { type: 'message_stop' }];
}

/** `event: <type>` + `data: <json>` frames, as the API writes them. */
export function encodeSse(events: readonly StreamEvent[]): string {
  return events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('');
}
