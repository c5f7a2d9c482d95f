import { MIN_SECRET_LENGTH, REDACTED } from './scrub';

/**
 * Replaces exact secrets in a byte stream as it passes, wherever the chunks
 * split them. Only the end of a chunk that could still become a secret (a
 * prefix of one) is held back for the next chunk, so an SSE event is not
 * delayed unless its last bytes look like the start of the key.
 */
export function scrubStream(secrets: readonly string[]): TransformStream<Uint8Array, Uint8Array> {
  const list = [...new Set(secrets.filter((s) => s.length >= MIN_SECRET_LENGTH))].sort((a, b) => b.length - a.length);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = '';
  const replaceAll = (text: string) => list.reduce((out, secret) => out.split(secret).join(REDACTED), text);
  /** Length of the longest end of `text` that is a proper prefix of a secret. */
  const heldBack = (text: string) => {
    let keep = 0;
    for (const secret of list) {
      for (let n = Math.min(secret.length - 1, text.length); n > keep; n -= 1) {
        if (text.endsWith(secret.slice(0, n))) {
          keep = n;
          break;
        }
      }
    }
    return keep;
  };
  return new TransformStream({
    transform(chunk, controller) {
      if (list.length === 0) return controller.enqueue(chunk);
      const text = replaceAll(carry + decoder.decode(chunk, { stream: true }));
      const keep = heldBack(text);
      carry = text.slice(text.length - keep);
      const out = text.slice(0, text.length - keep);
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      if (list.length === 0) return;
      const rest = replaceAll(carry + decoder.decode());
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
