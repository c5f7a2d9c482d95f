import { describe, expect, it } from 'vitest';
import { REDACTED } from './scrub';
import { scrubStream } from './scrub-stream';

const KEY = 'sk-ant-server-side-secret-0000000000000000';

async function through(chunks: string[], secrets: string[]): Promise<{ text: string; pieces: string[] }> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  const pieces: string[] = [];
  const decoder = new TextDecoder();
  const reader = source.pipeThrough(scrubStream(secrets)).getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) pieces.push(decoder.decode(r.value));
  return { text: pieces.join(''), pieces };
}

describe('scrubStream', () => {
  it('replaces a key that arrives whole', async () => {
    expect((await through([`data: {"echo":"${KEY}"}\n\n`], [KEY])).text).toBe(`data: {"echo":"${REDACTED}"}\n\n`);
  });

  it('catches a key split across chunks at every possible point', async () => {
    const text = `event: x\ndata: ${KEY} and ${KEY}\n\n`;
    for (let cut = 1; cut < text.length; cut += 1) {
      const out = (await through([text.slice(0, cut), text.slice(cut)], [KEY])).text;
      expect(out, `cut at ${cut}`).toBe(`event: x\ndata: ${REDACTED} and ${REDACTED}\n\n`);
    }
  });

  it('catches a key sent one byte at a time', async () => {
    const text = `data: ${KEY}\n\n`;
    expect((await through([...text], [KEY])).text).toBe(`data: ${REDACTED}\n\n`);
  });

  it('holds back nothing from an event whose end is not the start of a key', async () => {
    const { pieces } = await through(['event: a\n\n', 'event: b\n\n'], [KEY]);
    expect(pieces).toEqual(['event: a\n\n', 'event: b\n\n']);
  });

  it('keeps multi-byte characters whole across chunk boundaries', async () => {
    const bytes = new TextEncoder().encode('é→✓');
    const source = new ReadableStream<Uint8Array>({
      start(c) {
        for (const b of bytes) c.enqueue(new Uint8Array([b]));
        c.close();
      },
    });
    const out = await new Response(source.pipeThrough(scrubStream([KEY]))).text();
    expect(out).toBe('é→✓');
  });
});
