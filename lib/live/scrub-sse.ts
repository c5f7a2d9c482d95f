import { parseSseFrames } from '@/lib/sse/parse-sse';
import { pendingSecretLength, redactSecrets, usableSecrets } from './secret-text';

/**
 * The server route's scrubber for a Messages API event stream. The bytes
 * alone are not enough: an upstream that echoes the key in its answer can
 * send it in pieces, `"sk-ant-ap"` in one `text_delta` and `"i03-…"` in the
 * next, and the client joins the pieces into the key. So each content block's
 * delta text is read as one text: a delta's end that could be the start of a
 * secret is held back and sent with the next delta of that block (or alone,
 * before the block stops), and a secret completed across deltas is replaced.
 * Every event is also scrubbed as bytes (plain or JSON-escaped). Deltas may
 * therefore arrive cut at other places than the upstream cut them; their
 * joined text is the same, minus the secrets.
 */

/** The string field each delta type carries its text in. */
const DELTA_TEXT: Record<string, string> = {
  text_delta: 'text',
  input_json_delta: 'partial_json',
  thinking_delta: 'thinking',
  signature_delta: 'signature',
};

interface Held {
  type: string;
  field: string;
  text: string;
}

type Json = Record<string, unknown>;

function deltaOf(data: unknown): { index: number; type: string; field: string; text: string; event: Json } | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const event = data as Json;
  const delta = event.delta as Json | undefined;
  if (event.type !== 'content_block_delta' || typeof event.index !== 'number' || !delta || typeof delta.type !== 'string') return undefined;
  const field = DELTA_TEXT[delta.type];
  if (!field || typeof delta[field] !== 'string') return undefined;
  return { index: event.index, type: delta.type, field, text: delta[field] as string, event };
}

const encodeEvent = (name: string, data: Json) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export function scrubEventStream(secrets: readonly string[]): TransformStream<Uint8Array, Uint8Array> {
  const list = usableSecrets(secrets);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  /** Bytes of an event not yet ended by its blank line. */
  let partial = '';
  /** Per block index, delta text held back because it could still become a secret. */
  const held = new Map<number, Held>();

  const release = (index: number): string => {
    const h = held.get(index);
    held.delete(index);
    if (!h || !h.text) return '';
    return encodeEvent('content_block_delta', { type: 'content_block_delta', index, delta: { type: h.type, [h.field]: redactSecrets(h.text, list) } });
  };
  const releaseAll = () => [...held.keys()].map(release).join('');

  /** One whole event (its text up to and including the blank line) as it should go on. */
  const pass = (raw: string): string => {
    const frame = parseSseFrames(raw)[0];
    let data: unknown;
    try {
      data = frame ? JSON.parse(frame.data) : undefined;
    } catch {
      data = undefined;
    }
    const delta = deltaOf(data);
    if (!delta) {
      // Anything that is not a text delta ends what was held: a block's stop, the message's end, an error.
      const index = data && typeof (data as Json).index === 'number' ? ((data as Json).index as number) : undefined;
      return (index !== undefined ? release(index) : releaseAll()) + redactSecrets(raw, list);
    }
    const before = held.get(delta.index);
    const out = before && before.type !== delta.type ? release(delta.index) : '';
    const text = redactSecrets((held.get(delta.index)?.text ?? '') + delta.text, list);
    const keep = pendingSecretLength(text, list);
    held.set(delta.index, { type: delta.type, field: delta.field, text: text.slice(text.length - keep) });
    const now = text.slice(0, text.length - keep);
    if (!now) return out;
    const event = { ...delta.event, delta: { ...(delta.event.delta as Json), [delta.field]: now } };
    return out + encodeEvent(frame?.event ?? 'content_block_delta', event);
  };

  /** Whole events at the front of `text` (a blank line ends each), and what is left over. */
  const split = (text: string): [string[], string] => {
    const events: string[] = [];
    const ends = /\r\n\r\n|\n\n|\r\r/g;
    let at = 0;
    for (let m = ends.exec(text); m; m = ends.exec(text)) {
      events.push(text.slice(at, m.index + m[0].length));
      at = m.index + m[0].length;
    }
    return [events, text.slice(at)];
  };

  return new TransformStream({
    transform(chunk, controller) {
      if (list.length === 0) return controller.enqueue(chunk);
      const [events, rest] = split(partial + decoder.decode(chunk, { stream: true }));
      partial = rest;
      const out = events.map(pass).join('');
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      if (list.length === 0) return;
      const tail = partial + decoder.decode();
      const out = releaseAll() + (tail ? redactSecrets(tail, list) : '');
      if (out) controller.enqueue(encoder.encode(out));
    },
  });
}
