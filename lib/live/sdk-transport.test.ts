import { describe, expect, it } from 'vitest';
import type { MessagesRequest } from '@/lib/scenario/types';
import { createClient, streamMessage, TransportError } from './sdk-transport';

/**
 * What a stream that is not the Messages API's is called: malformed, not cut.
 * The upstream here answers 200 with the SSE text a test gives it.
 */

const REQUEST = { model: 'claude-sonnet-4-6', max_tokens: 64, messages: [{ role: 'user', content: 'Hi' }] } as MessagesRequest;
const START = 'event: message_start\ndata: {"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-6","content":[],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":3,"output_tokens":0}}}\n\n';
const TEXT = 'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\nevent: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hi"}}\n\nevent: content_block_stop\ndata: {"type":"content_block_stop","index":0}\n\n';

async function failureOf(sse: string) {
  const client = createClient({
    baseURL: 'http://upstream.test',
    apiKey: 'sk-ant-test-0000000000',
    timeoutMs: 5_000,
    fetch: (async () => new Response(sse, { status: 200, headers: { 'content-type': 'text/event-stream' } })) as typeof fetch,
  });
  try {
    await streamMessage(client, REQUEST, { idleTimeoutMs: 5_000 });
  } catch (e) {
    if (e instanceof TransportError) return e.failure;
    throw e;
  }
  throw new Error('the stream was accepted');
}

describe('a stream that is not the Messages API’s', () => {
  it('is malformed when an event is not JSON, with the blocks that had finished', async () => {
    expect(await failureOf(`${START}${TEXT}event: content_block_start\ndata: {"type":"content_block_start",\n\n`)).toMatchObject({ kind: 'malformed', blocks: 1 });
  });

  it('is malformed when events come out of order', async () => {
    expect(await failureOf(`${START}event: content_block_delta\ndata: {"type":"content_block_delta","index":3,"delta":{"type":"text_delta","text":"x"}}\n\n`)).toMatchObject({ kind: 'malformed' });
  });

  it('is still a cut when it simply ends before message_stop', async () => {
    expect(await failureOf(`${START}${TEXT}`)).toMatchObject({ kind: 'cut', blocks: 1 });
  });
});
