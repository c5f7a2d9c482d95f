import { readFileSync } from 'node:fs';
import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import captureRequest from './fixtures/haiku-4-5-tool-search.request.json';
import { parseSseFrames } from '@/lib/sse/parse-sse';
import { handleMessages } from './http-handler';
import { builtinMcpUrl } from './mcp-builtin-urls';

const client = new Anthropic({
  apiKey: 'test',
  baseURL: 'http://emulator.test',
  maxRetries: 0,
  fetch: (url, init) => handleMessages(new Request(url, init)),
});

// These checks walk the wire JSON by path whatever its shape, so its honest type here is `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Event = { event: string; data: Record<string, any> };

const parseSse = (text: string): Event[] => parseSseFrames(text).map((frame) => ({ event: frame.event ?? '', data: JSON.parse(frame.data) }));

/** Event types with the block / delta type, repeated deltas folded: the order without the chunking. */
function shape(events: Event[]): string[] {
  const out: string[] = [];
  for (const { event, data } of events) {
    expect(data.type).toBe(event);
    const label =
      event === 'content_block_start' ? `start:${data.content_block.type}` : event === 'content_block_delta' ? `delta:${data.delta.type}` : event;
    if (label.startsWith('delta:') && out.at(-1) === label) continue;
    out.push(label);
  }
  return out;
}

const capture = parseSse(readFileSync(new URL('./fixtures/haiku-4-5-tool-search.response.sse', import.meta.url), 'utf8'));

async function emulatedStream(body: object): Promise<Event[]> {
  const response = await handleMessages(
    new Request('http://emulator.test/v1/messages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, stream: true }) }),
  );
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return parseSse(await response.text());
}

const withoutParsedOutput = (value: unknown) => {
  const copy = JSON.parse(JSON.stringify(value));
  delete copy.parsed_output;
  return copy;
};

describe('streaming', () => {
  it('replays the capture’s request with the capture’s event order', async () => {
    const events = await emulatedStream(captureRequest);
    expect(shape(events)).toEqual(shape(capture));
  });

  it('uses the capture’s field shapes: empty tool input at start, input_json_delta from "", usage at start and end', async () => {
    const events = await emulatedStream(captureRequest);
    const keys = (e: Event | undefined) => Object.keys(e?.data ?? {}).sort();
    for (const type of ['message_start', 'message_delta', 'message_stop', 'content_block_stop', 'ping']) {
      const ours = events.find((e) => e.event === type);
      expect(keys(ours), type).toEqual(expect.arrayContaining(keys(capture.find((e) => e.event === type))));
    }
    const start = events[0]?.data.message;
    expect(Object.keys(start)).toEqual(expect.arrayContaining(Object.keys(capture[0]?.data.message)));
    expect(start.content).toEqual([]);
    expect(start.stop_reason).toBeNull();

    for (const type of ['server_tool_use', 'tool_use']) {
      const at = events.findIndex((e) => e.event === 'content_block_start' && e.data.content_block.type === type);
      expect(events[at]?.data.content_block.input).toEqual({});
      expect(events[at + 1]?.data.delta).toEqual({ type: 'input_json_delta', partial_json: '' });
    }
    const delta = events.find((e) => e.event === 'message_delta')?.data;
    expect(Object.keys(delta?.usage)).toEqual(expect.arrayContaining(Object.keys(capture.find((e) => e.event === 'message_delta')?.data.usage)));
    expect(delta?.delta.stop_reason).toBe('tool_use');
    // Like the capture: message_start reports the first sampling iteration, message_delta the whole response.
    expect(delta?.usage.input_tokens).toBeGreaterThan(start.usage.input_tokens);
  });

  it('gives client.messages.stream() a finalMessage() equal to the non-streamed message (GA)', async () => {
    const params = captureRequest as unknown as Anthropic.MessageCreateParamsNonStreaming;
    const created = await client.messages.create(params);
    const streamed = await client.messages.stream(params).finalMessage();
    expect(withoutParsedOutput(streamed)).toEqual(JSON.parse(JSON.stringify(created)));
  });

  it.each(['mcp-client-2025-11-20', 'mcp-client-2026-09-15'])('gives client.beta.messages.stream() the same message as create() in an MCP run (%s)', async (beta) => {
    const params = {
      betas: [beta],
      model: 'claude-sonnet-4-6',
      max_tokens: 1024,
      messages: [{ role: 'user' as const, content: 'What is the weather in San Francisco?' }],
      mcp_servers: [{ type: 'url' as const, url: builtinMcpUrl('demo-weather'), name: 'weather' }],
      tools: [
        { type: 'tool_search_tool_regex_20251119' as const, name: 'tool_search_tool_regex' as const },
        { type: 'mcp_toolset' as const, mcp_server_name: 'weather', default_config: { defer_loading: true } },
      ],
    };
    const created = await client.beta.messages.create(params);
    const streamed = await client.beta.messages.stream(params).finalMessage();
    expect(created.content.map((b) => b.type)).toContain('mcp_tool_result');
    expect(withoutParsedOutput(streamed)).toEqual(JSON.parse(JSON.stringify(created)));
  });
});
