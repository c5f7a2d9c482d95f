import type { BetaContentBlock, BetaMessage, BetaRawMessageStreamEvent } from '@anthropic-ai/sdk/resources/beta/messages/messages';

/**
 * Turns the events of one streamed response into the message they describe,
 * the way the SDK's MessageStream accumulates them (a test holds the two to
 * the same result on a real capture), but keeping what the SDK does not tell
 * its caller: which blocks are finished, which one is still arriving, and
 * whether `message_stop` ever came. A live run draws its steps from finished
 * blocks only, and a stream that ends without `message_stop` was cut, however
 * cleanly the connection closed.
 */

type ToolInputBlock = Extract<BetaContentBlock, { input: unknown }>;

interface Slot {
  block: BetaContentBlock;
  /** `input_json_delta` text so far, for blocks whose input streams. */
  json: string;
  done: boolean;
}

/** What is arriving right now, for a "streaming…" view. */
export interface StreamingBlock {
  index: number;
  type: BetaContentBlock['type'];
  /** Text so far: the text itself, the thinking, or the raw JSON of a tool input. */
  text: string;
  name?: string;
}

export class StreamProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamProtocolError';
  }
}

const hasInput = (block: BetaContentBlock): block is ToolInputBlock =>
  block.type === 'tool_use' || block.type === 'server_tool_use' || block.type === 'mcp_tool_use';

export class StreamRecorder {
  private message: BetaMessage | null = null;
  private readonly slots: Slot[] = [];
  private stopped = false;
  /** Bumped when a block finishes or the message ends: a view redraws its steps only then. */
  revision = 0;
  events = 0;

  get started(): boolean {
    return this.message !== null;
  }

  /** `message_stop` arrived: the response is whole. */
  get complete(): boolean {
    return this.stopped;
  }

  push(event: BetaRawMessageStreamEvent | { type: 'ping' }): void {
    this.events += 1;
    switch (event.type) {
      case 'ping':
        return;
      case 'message_start':
        if (this.message) throw new StreamProtocolError('a second message_start before message_stop');
        this.message = { ...event.message, content: [], usage: { ...event.message.usage } };
        return;
      case 'message_stop':
        this.need('message_stop');
        this.stopped = true;
        this.revision += 1;
        return;
      case 'message_delta': {
        const message = this.need('message_delta');
        message.stop_reason = event.delta.stop_reason;
        message.stop_sequence = event.delta.stop_sequence;
        message.stop_details = event.delta.stop_details;
        if (event.delta.container != null) message.container = event.delta.container;
        if (event.context_management != null) message.context_management = event.context_management;
        // Usage in message_delta is cumulative: overwrite what is present, never add.
        const usage = message.usage as unknown as Record<string, unknown>;
        for (const [key, value] of Object.entries(event.usage)) {
          if (key === 'output_tokens' || value != null) usage[key] = value;
        }
        return;
      }
      case 'content_block_start': {
        this.need('content_block_start');
        if (event.index !== this.slots.length) throw new StreamProtocolError(`content_block_start for block ${event.index}, expected ${this.slots.length}`);
        this.slots.push({ block: { ...event.content_block } as BetaContentBlock, json: '', done: false });
        return;
      }
      case 'content_block_delta': {
        const slot = this.slot(event.index);
        const { delta } = event;
        const block = slot.block as unknown as Record<string, unknown>;
        switch (delta.type) {
          case 'text_delta':
            if (slot.block.type === 'text') block.text = `${String(block.text ?? '')}${delta.text}`;
            break;
          case 'citations_delta':
            if (slot.block.type === 'text') block.citations = [...((block.citations as unknown[] | null) ?? []), delta.citation];
            break;
          case 'input_json_delta':
            if (hasInput(slot.block)) slot.json += delta.partial_json;
            break;
          case 'thinking_delta':
            if (slot.block.type === 'thinking') block.thinking = `${String(block.thinking ?? '')}${delta.thinking}`;
            break;
          case 'signature_delta':
            if (slot.block.type === 'thinking') block.signature = delta.signature;
            break;
          default: {
            // Deltas that carry a block's final value (compaction): assign what they say.
            const { type: _type, ...rest } = delta as unknown as { type: string } & Record<string, unknown>;
            Object.assign(block, rest);
          }
        }
        return;
      }
      case 'content_block_stop': {
        const slot = this.slot(event.index);
        if (hasInput(slot.block) && slot.json !== '') {
          try {
            (slot.block as { input: unknown }).input = JSON.parse(slot.json);
          } catch {
            throw new StreamProtocolError(`block ${event.index} (${slot.block.type}) ended with input that is not JSON`);
          }
        }
        slot.done = true;
        this.revision += 1;
        return;
      }
      default:
        // An event type newer than this code: the SDK ignores those too.
        return;
    }
  }

  /** The message with only its finished blocks, stop_reason still null until it ends: what the steps show mid-stream. */
  completedSnapshot(): BetaMessage | null {
    if (!this.message) return null;
    const finished: BetaContentBlock[] = [];
    for (const slot of this.slots) {
      if (!slot.done) break;
      finished.push(slot.block);
    }
    return { ...this.message, content: structuredClone(finished), usage: { ...this.message.usage } };
  }

  /** Everything received so far, the unfinished block included with its input as far as it came. */
  partial(): BetaMessage | null {
    if (!this.message) return null;
    const content = this.slots.map((slot) =>
      slot.done || !hasInput(slot.block) ? slot.block : ({ ...slot.block, input: {}, partial_input_json: slot.json } as unknown as BetaContentBlock),
    );
    return { ...this.message, content: structuredClone(content), usage: { ...this.message.usage } };
  }

  /** The whole message; only once `message_stop` has arrived. */
  final(): BetaMessage {
    if (!this.stopped || !this.message) throw new StreamProtocolError('the stream ended before message_stop');
    return { ...this.message, content: structuredClone(this.slots.map((s) => s.block)), usage: { ...this.message.usage } };
  }

  streaming(): StreamingBlock | null {
    const index = this.slots.findIndex((s) => !s.done);
    const slot = this.slots[index];
    if (!slot) return null;
    const block = slot.block as unknown as Record<string, unknown>;
    const text = hasInput(slot.block) ? slot.json : slot.block.type === 'text' ? String(block.text ?? '') : slot.block.type === 'thinking' ? String(block.thinking ?? '') : '';
    return { index, type: slot.block.type, text, ...(typeof block.name === 'string' ? { name: block.name } : {}) };
  }

  private need(event: string): BetaMessage {
    if (!this.message) throw new StreamProtocolError(`${event} before message_start`);
    return this.message;
  }

  private slot(index: number): Slot {
    const slot = this.slots[index];
    if (!slot) throw new StreamProtocolError(`event for block ${index}, which never started`);
    return slot;
  }
}
