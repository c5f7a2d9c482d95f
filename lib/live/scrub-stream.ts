import { pendingSecretLength, redactSecrets, usableSecrets } from './secret-text';

/**
 * Replaces secrets in a byte stream as it passes, wherever the chunks split
 * them, written plainly or with JSON escapes (`sk\u002dant…`). Only the end of
 * a chunk that could still become a secret (the start of one, or an unfinished
 * escape) is held back for the next chunk, so an SSE event is not delayed
 * unless its last bytes look like the start of the key.
 */
export function scrubStream(secrets: readonly string[]): TransformStream<Uint8Array, Uint8Array> {
  const list = usableSecrets(secrets);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = '';
  const replaceAll = (text: string) => redactSecrets(text, list);
  return new TransformStream({
    transform(chunk, controller) {
      if (list.length === 0) return controller.enqueue(chunk);
      const text = replaceAll(carry + decoder.decode(chunk, { stream: true }));
      const keep = pendingSecretLength(text, list);
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
