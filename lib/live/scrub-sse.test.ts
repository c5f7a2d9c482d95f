import { describe, expect, it } from 'vitest';
import { parseMessageStream } from '@/lib/sse/parse-sse';
import { REDACTED } from './scrub';
import { scrubEventStream } from './scrub-sse';

const KEY = 'sk-ant-api03-server-secret-0000000000';

const delta = (index: number, text: string, type = 'text_delta', field = 'text') =>
  `event: content_block_delta\ndata: ${JSON.stringify({ type: 'content_block_delta', index, delta: { type, [field]: text } })}\n\n`;
const start = (index: number) => `event: content_block_start\ndata: {"type":"content_block_start","index":${index},"content_block":{"type":"text","text":""}}\n\n`;
const stop = (index: number) => `event: content_block_stop\ndata: {"type":"content_block_stop","index":${index}}\n\n`;

async function through(chunks: string[], secrets: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(scrubEventStream(secrets))).text();
}

/** What a client makes of the stream: each block's deltas joined. */
function joined(text: string): Record<number, string> {
  const out: Record<number, string> = {};
  for (const event of parseMessageStream(text)) {
    if (event.type !== 'content_block_delta') continue;
    const d = event.delta as unknown as Record<string, string>;
    out[event.index] = (out[event.index] ?? '') + (d.text ?? d.partial_json ?? '');
  }
  return out;
}

describe('scrubEventStream', () => {
  it('catches a key sent in two deltas, at every cut, and the joined text is the rest', async () => {
    const said = `Your key is ${KEY}, keep it.`;
    for (let cut = 1; cut < said.length; cut += 1) {
      const text = await through([start(0), delta(0, said.slice(0, cut)), delta(0, said.slice(cut)), stop(0)], [KEY]);
      expect(text, `cut at ${cut}`).not.toContain(KEY.slice(0, 12));
      expect(joined(text)[0], `cut at ${cut}`).toBe(`Your key is ${REDACTED}, keep it.`);
      // Whatever was held back goes out before the block stops.
      expect(text.lastIndexOf('content_block_stop')).toBeGreaterThan(text.lastIndexOf('content_block_delta'));
    }
  });

  it('catches a key spread over many deltas of tool input JSON, JSON-escaped', async () => {
    const json = JSON.stringify({ q: KEY }).replace('-', '\\u002d');
    const pieces = json.match(/.{1,3}/g)!;
    const text = await through([...pieces.map((p) => delta(1, p, 'input_json_delta', 'partial_json')), stop(1)], [KEY]);
    expect(JSON.parse(joined(text)[1]!)).toEqual({ q: REDACTED });
  });

  it('keeps each block’s held text to itself', async () => {
    const text = await through([delta(0, 'a sk-ant'), stop(0), delta(1, '-api03 b'), stop(1)], [KEY]);
    expect(joined(text)).toEqual({ 0: 'a sk-ant', 1: '-api03 b' });
  });

  it('passes a stream with nothing secret in it event for event, and scrubs whole keys anywhere else', async () => {
    const clean = [start(0), delta(0, 'Sunny, '), delta(0, '21 °C.'), stop(0)];
    expect(await through(clean, [KEY])).toBe(clean.join(''));
    const error = `event: error\ndata: {"type":"error","error":{"type":"api_error","message":"bad key ${KEY}"}}\n\n`;
    expect(await through([error.slice(0, 40), error.slice(40)], [KEY])).toBe(error.replace(KEY, REDACTED));
  });
});
