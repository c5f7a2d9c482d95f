import type { BetaMessageParam } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { describe, expect, it } from 'vitest';
import { emulateMessage } from './emulator';
import { builtinMcpUrl } from '@/lib/protocol/mcp-urls';

const request = (messages: BetaMessageParam[], max_tokens = 1024) => ({
  model: 'claude-sonnet-4-6',
  max_tokens,
  messages,
  mcp_servers: [{ type: 'url', url: builtinMcpUrl('demo-weather'), name: 'weather' }],
  tools: [
    { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
    { type: 'mcp_toolset', mcp_server_name: 'weather', default_config: { defer_loading: true } },
  ],
});
const QUESTION: BetaMessageParam = { role: 'user', content: 'What is the weather in San Francisco?' };
const betas = ['mcp-client-2025-11-20'];

describe('emulateMessage, the in-process entry', () => {
  it('pauses a long server-side loop with pause_turn, and continues when the paused content is sent back', async () => {
    const paused = await emulateMessage(request([QUESTION]), { betas, maxIterations: 1 });
    if (!paused.ok) throw paused.error;
    expect(paused.message.stop_reason).toBe('pause_turn');
    expect(paused.message.content.map((b) => b.type)).toEqual(['text', 'server_tool_use', 'tool_search_tool_result']);

    const resumed = await emulateMessage(request([QUESTION, { role: 'assistant', content: paused.message.content }]), { betas });
    if (!resumed.ok) throw resumed.error;
    expect(resumed.message.stop_reason).toBe('end_turn');
    // The search already ran: the model goes straight to the tool it found.
    expect(resumed.message.content.map((b) => b.type)).toEqual(['text', 'mcp_tool_use', 'mcp_tool_result', 'text']);
  });

  it('stops with max_tokens at a block boundary when the budget runs out', async () => {
    const outcome = await emulateMessage(request([QUESTION], 30), { betas });
    if (!outcome.ok) throw outcome.error;
    expect(outcome.message.stop_reason).toBe('max_tokens');
    expect(outcome.message.usage.output_tokens).toBeLessThanOrEqual(30);
  });

  it('returns the API error instead of throwing', async () => {
    const outcome = await emulateMessage({ model: 'claude-sonnet-4-6', max_tokens: 10 });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.body).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: 'messages: Field required' } });
  });

  it('logs one decision per sampling iteration', async () => {
    const outcome = await emulateMessage(request([QUESTION]), { betas });
    if (!outcome.ok) throw outcome.error;
    expect(outcome.decisions).toHaveLength(3);
    expect(outcome.decisions[0]).toMatch(/search #1 with tool_search_tool_regex regex "weather"/);
  });
});
