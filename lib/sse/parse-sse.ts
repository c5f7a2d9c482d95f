import type { BetaRawMessageStreamEvent } from '@anthropic-ai/sdk/resources/beta/messages/messages';

/** One server-sent event: its `event:` name, if it had one, and its `data:` lines joined by newlines. */
export interface SseFrame {
  event?: string;
  data: string;
}

/**
 * Splits `text/event-stream` text into events, by the WHATWG rules: a blank line ends an event,
 * `data:` lines accumulate, one space after the colon is dropped, lines starting with `:` are
 * comments, and CRLF, CR or LF end a line. An event without data is not an event. Unlike a live
 * stream, the text is whole: a last event with no blank line after it still counts, because a
 * capture saved to a file often loses its final newline.
 */
export function parseSseFrames(text: string): SseFrame[] {
  const frames: SseFrame[] = [];
  let event: string | undefined;
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) frames.push({ ...(event !== undefined ? { event } : {}), data: data.join('\n') });
    event = undefined;
    data = [];
  };
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === '') {
      dispatch();
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  dispatch();
  return frames;
}

/** The Messages API's stream events in SSE text (each event's data is its JSON). */
export function parseMessageStream(text: string): BetaRawMessageStreamEvent[] {
  return parseSseFrames(text).map((frame) => JSON.parse(frame.data) as BetaRawMessageStreamEvent);
}
