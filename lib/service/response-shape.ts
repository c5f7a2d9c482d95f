import type { BetaMessage } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { ContentBlock as GaContentBlock, Message, StopReason } from '@anthropic-ai/sdk/resources/messages/messages';

/** Which endpoint answered: the GA one, or the beta one (which adds fields such as `context_management`). */
export type ResponseShape = 'ga' | 'beta';

/**
 * The GA endpoint's view of a message: the beta-only fields dropped. Only
 * called for GA requests, which cannot use the MCP connector, so the content
 * holds no MCP blocks; tsc checks the remaining block types line up.
 */
export function toGaMessage(message: BetaMessage): Message {
  const { usage } = message;
  return {
    id: message.id,
    type: message.type,
    role: message.role,
    model: message.model,
    content: message.content as GaContentBlock[],
    // The emulator never stops for a beta-only reason (`compaction`).
    stop_reason: message.stop_reason as StopReason | null,
    stop_sequence: message.stop_sequence,
    stop_details: message.stop_details,
    container: message.container,
    diagnostics: message.diagnostics,
    usage: {
      input_tokens: usage.input_tokens,
      output_tokens: usage.output_tokens,
      cache_creation_input_tokens: usage.cache_creation_input_tokens,
      cache_read_input_tokens: usage.cache_read_input_tokens,
      cache_creation: usage.cache_creation,
      server_tool_use: usage.server_tool_use,
      service_tier: usage.service_tier,
      inference_geo: usage.inference_geo,
      output_tokens_details: usage.output_tokens_details,
      speed: usage.speed,
    },
  } satisfies Message;
}
