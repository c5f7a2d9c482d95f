import { readFileSync } from 'node:fs';
import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import captureRequest from './fixtures/haiku-4-5-tool-search.request.json';
import { parseSseFrames } from '@/lib/sse/parse-sse';
import { handleMessages } from '@/lib/server/http-handler';
import { streamedContent } from './sse-events';
import { builtinMcpUrl } from '@/lib/protocol/mcp-urls';

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

/** Every key path of a JSON value, array items merged: `usage.cache_creation.ephemeral_5m_input_tokens`, `content[].type`. */
function keyPaths(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) keyPaths(item, `${prefix}[]`, out);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.add(path);
      keyPaths(child, path, out);
    }
  }
  return out;
}

/** The key paths of each kind of event (by block and delta type), merged over all its occurrences. */
function keyShapes(events: Event[]): Record<string, string[]> {
  const shapes: Record<string, Set<string>> = {};
  for (const { event, data } of events) {
    const label = event === 'content_block_start' ? `${event}:${data.content_block.type}` : event === 'content_block_delta' ? `${event}:${data.delta.type}` : event;
    keyPaths(data, '', (shapes[label] ??= new Set()));
  }
  return Object.fromEntries(Object.entries(shapes).map(([label, paths]) => [label, [...paths].sort()]));
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

/**
 * A non-streamed message as its stream conveys it: the stream carries the capture's keys only, so
 * what the capture never streams (the envelope's `container`, `context_management`, `diagnostics`,
 * the beta usage fields, and the block fields `streamedContent` leaves out) does not arrive.
 */
const asStreamed = (value: unknown) => {
  const copy = withoutParsedOutput(value);
  for (const key of ['container', 'context_management', 'diagnostics']) delete copy[key];
  for (const key of ['iterations', 'output_tokens_details', 'speed', 'fallback_credit']) delete copy.usage[key];
  return { ...copy, content: JSON.parse(JSON.stringify(streamedContent(copy.content))) };
};

describe('streaming', () => {
  it('replays the capture’s request with the capture’s event order', async () => {
    const events = await emulatedStream(captureRequest);
    expect(shape(events)).toEqual(shape(capture));
  });

  it('sends every event with exactly the capture’s keys, recursively: none missing, none extra', async () => {
    const events = await emulatedStream(captureRequest);
    const ours = keyShapes(events);
    const theirs = keyShapes(capture);
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    for (const [label, shape] of Object.entries(theirs)) expect(ours[label], label).toEqual(shape);
  });

  it('fails the key comparison on one extra key, however deep', () => {
    const tampered = JSON.parse(JSON.stringify(capture)) as Event[];
    const text = tampered.find((e) => e.event === 'content_block_start' && e.data.content_block.type === 'text');
    text!.data.content_block.citations = null;
    expect(keyShapes(tampered)).not.toEqual(keyShapes(capture));
    const start = JSON.parse(JSON.stringify(capture)) as Event[];
    start[0]!.data.message.usage.cache_creation.extra = 0;
    expect(keyShapes(start)).not.toEqual(keyShapes(capture));
  });

  it('echoes the dated model id the API answers with, as the capture does, streamed or not', async () => {
    const events = await emulatedStream(captureRequest);
    expect(captureRequest.model).toBe('claude-haiku-4-5');
    expect(events[0]?.data.message.model).toBe(capture[0]?.data.message.model);
    const created = await client.messages.create(captureRequest as unknown as Anthropic.MessageCreateParamsNonStreaming);
    expect(created.model).toBe('claude-haiku-4-5-20251001');
  });

  it('uses the capture’s field values where they are fixed: empty tool input at start, input_json_delta from "", usage at start and end', async () => {
    const events = await emulatedStream(captureRequest);
    const start = events[0]?.data.message;
    expect(start.content).toEqual([]);
    expect(start.stop_reason).toBeNull();

    for (const type of ['server_tool_use', 'tool_use']) {
      const at = events.findIndex((e) => e.event === 'content_block_start' && e.data.content_block.type === type);
      expect(events[at]?.data.content_block.input).toEqual({});
      expect(events[at + 1]?.data.delta).toEqual({ type: 'input_json_delta', partial_json: '' });
    }
    const delta = events.find((e) => e.event === 'message_delta')?.data;
    expect(delta?.delta.stop_reason).toBe('tool_use');
    // Like the capture: message_start reports the first sampling iteration, message_delta the whole response.
    expect(delta?.usage.input_tokens).toBeGreaterThan(start.usage.input_tokens);
  });

  it('gives client.messages.stream() a finalMessage() equal to the non-streamed message (GA)', async () => {
    const params = captureRequest as unknown as Anthropic.MessageCreateParamsNonStreaming;
    const created = await client.messages.create(params);
    const streamed = await client.messages.stream(params).finalMessage();
    expect(withoutParsedOutput(streamed)).toEqual(asStreamed(created));
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
    expect(withoutParsedOutput(streamed)).toEqual(asStreamed(created));
  });
});
