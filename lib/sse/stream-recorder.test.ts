import { readFileSync } from 'node:fs';
import path from 'node:path';
import Anthropic from '@anthropic-ai/sdk';
import type { BetaMessage, BetaRawMessageStreamEvent } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { describe, expect, it } from 'vitest';
import { LIBRARY } from '@/scenarios/library';
import type { MessagesExchange, Scenario } from '@/lib/scenario/types';
import { encodeSse, messageStreamEvents, streamedContent } from '@/lib/service/sse-events';
import { parseMessageStream } from './parse-sse';
import { StreamProtocolError, StreamRecorder } from './stream-recorder';

const fixtures = path.resolve(__dirname, '../service/fixtures');
const captureRequest = JSON.parse(readFileSync(path.join(fixtures, 'haiku-4-5-tool-search.request.json'), 'utf8'));
const stored = readFileSync(path.join(fixtures, 'haiku-4-5-tool-search.response.sse'), 'utf8');
const captureSse = stored.endsWith('\n\n') ? stored : `${stored.trimEnd()}\n\n`;

const eventsOf = parseMessageStream;

/** What the SDK's own accumulator makes of the same bytes: the reference. */
async function sdkMessage(sse: string, request: unknown): Promise<unknown> {
  const client = new Anthropic({
    apiKey: 'replay',
    baseURL: 'http://replay.invalid',
    maxRetries: 0,
    fetch: async () => new Response(sse, { headers: { 'content-type': 'text/event-stream' } }),
  });
  const message = await client.beta.messages.stream(request as Parameters<typeof client.beta.messages.stream>[0]).finalMessage();
  // The SDK's structured-output helper adds `parsed_output`; it never travels on the wire.
  const { parsed_output: _helper, ...wire } = JSON.parse(JSON.stringify(message)) as Record<string, unknown>;
  return wire;
}

function record(events: readonly BetaRawMessageStreamEvent[]): StreamRecorder {
  const recorder = new StreamRecorder();
  for (const event of events) recorder.push(event);
  return recorder;
}

const libraryResponses = LIBRARY.flatMap(({ id, data }) =>
  (data as Scenario).exchanges
    .filter((e): e is MessagesExchange & { response: BetaMessage } => e.kind === 'messages' && e.response !== undefined)
    .map((e, i) => [`${id} #${i + 1}`, e] as const),
).filter(([, e]) => e.response.content.length > 0);

describe('recording a streamed response', () => {
  it('builds the same message as the SDK from a real capture of the API', async () => {
    const recorder = record(eventsOf(captureSse));
    expect(recorder.complete).toBe(true);
    const ours = JSON.parse(JSON.stringify(recorder.final()));
    expect(ours).toEqual(await sdkMessage(captureSse, captureRequest));
    expect(ours.content[1]).toMatchObject({ type: 'server_tool_use', input: { pattern: 'weather', limit: 10 } });
    expect(ours.stop_reason).toBe('tool_use');
  });

  it.each(libraryResponses)('rebuilds %s from the emulator’s stream exactly as the SDK does', async (_name, exchange) => {
    const message = exchange.response;
    const events = messageStreamEvents(message, message.usage.input_tokens) as BetaRawMessageStreamEvent[];
    const sse = encodeSse(events);
    const recorder = record(events);
    const ours = JSON.parse(JSON.stringify(recorder.final()));
    expect(ours).toEqual(await sdkMessage(sse, exchange.request));
    expect(ours.content).toEqual(JSON.parse(JSON.stringify(streamedContent(message.content))));
  });

  it('shows only finished blocks while streaming, and what is arriving now', () => {
    const events = eventsOf(captureSse);
    const recorder = new StreamRecorder();
    // Up to the middle of the search call's input.
    const cut = events.findIndex((e) => e.type === 'content_block_delta' && e.delta.type === 'input_json_delta' && e.delta.partial_json.includes('ern'));
    for (const event of events.slice(0, cut + 1)) recorder.push(event);
    expect(recorder.started).toBe(true);
    expect(recorder.complete).toBe(false);
    expect(recorder.completedSnapshot()?.content.map((b) => b.type)).toEqual(['text']);
    expect(recorder.completedSnapshot()?.stop_reason).toBeNull();
    expect(recorder.streaming()).toMatchObject({ index: 1, type: 'server_tool_use', name: 'tool_search_tool_regex', text: '{"pattern": "weat' });
    // What a cut leaves: the finished text and the half-received call, its input kept as raw text.
    expect(recorder.partial()?.content[1]).toMatchObject({ type: 'server_tool_use', input: {}, partial_input_json: '{"pattern": "weat' });
    expect(() => recorder.final()).toThrow(StreamProtocolError);
  });

  it('counts a redraw only when a block finishes, not on every delta', () => {
    const events = eventsOf(captureSse);
    const recorder = new StreamRecorder();
    const revisions = new Set<number>();
    for (const event of events) {
      recorder.push(event);
      revisions.add(recorder.revision);
    }
    const blocks = events.filter((e) => e.type === 'content_block_stop').length;
    expect(recorder.revision).toBe(blocks + 1);
    expect(revisions.size).toBe(blocks + 2);
  });

  it('keeps the cumulative usage of message_delta without adding it up', () => {
    const recorder = record(eventsOf(captureSse));
    const sseUsage = eventsOf(captureSse).find((e) => e.type === 'message_delta');
    if (sseUsage?.type !== 'message_delta') throw new Error('the capture has a message_delta');
    expect(recorder.final().usage.output_tokens).toBe(sseUsage.usage.output_tokens);
    expect(recorder.final().usage.input_tokens).toBe(sseUsage.usage.input_tokens ?? 1641);
  });

  it('refuses events out of order rather than record a wrong message', () => {
    const recorder = new StreamRecorder();
    expect(() => recorder.push({ type: 'content_block_stop', index: 0 })).toThrow(/before message_start|never started/);
    const [start] = eventsOf(captureSse);
    recorder.push(start!);
    expect(() => recorder.push({ type: 'content_block_delta', index: 3, delta: { type: 'text_delta', text: 'x' } })).toThrow(/never started/);
    expect(() => recorder.push(start!)).toThrow(/second message_start/);
  });
});
