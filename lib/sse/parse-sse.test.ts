import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMessageStream, parseSseFrames } from './parse-sse';

describe('parseSseFrames', () => {
  it('reads event names and data, one frame per blank-line-terminated block', () => {
    expect(parseSseFrames('event: ping\ndata: {"type":"ping"}\n\nevent: message_stop\ndata: {"type":"message_stop"}\n\n')).toEqual([
      { event: 'ping', data: '{"type":"ping"}' },
      { event: 'message_stop', data: '{"type":"message_stop"}' },
    ]);
  });

  it('joins data lines with newlines, drops one leading space only, and skips comments', () => {
    expect(parseSseFrames(': keep-alive\ndata:a\ndata:  b\n\n')).toEqual([{ data: 'a\n b' }]);
  });

  it('ends lines at CRLF and CR as well as LF', () => {
    expect(parseSseFrames('data: 1\r\n\r\ndata: 2\r\rdata: 3\n\n').map((f) => f.data)).toEqual(['1', '2', '3']);
  });

  it('does not dispatch an event without data, and keeps a last one that lost its final blank line', () => {
    expect(parseSseFrames('event: lonely\n\ndata: last')).toEqual([{ data: 'last' }]);
  });
});

describe('parseMessageStream', () => {
  it('reads the real capture as Messages API stream events, from message_start to message_stop', () => {
    const sse = readFileSync(path.resolve(__dirname, '../service/fixtures/haiku-4-5-tool-search.response.sse'), 'utf8');
    const events = parseMessageStream(sse);
    expect(events[0]?.type).toBe('message_start');
    expect(events.at(-1)?.type).toBe('message_stop');
    expect(events.filter((e) => e.type === 'content_block_start').length).toBeGreaterThan(1);
  });
});
