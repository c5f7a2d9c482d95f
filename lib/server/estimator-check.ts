import { readFileSync } from 'node:fs';
import path from 'node:path';
import captureRequest from '@/lib/service/fixtures/haiku-4-5-tool-search.request.json';
import type { MessagesRequest } from '@/lib/scenario/types';
import { checkCapture, type CaptureCheck } from '@/lib/tokens/capture-check';

let computed: CaptureCheck | undefined;

/**
 * The estimator measured against the one real recording, for /budget. The recording never changes
 * while the server runs, so it is read and checked once per server process (once, at build, for a
 * static deploy), not on every render. The emulator is not run: what its count_tokens answers for
 * this request is the estimator's first-iteration figure, which capture-check.test.ts holds it to.
 */
export function estimatorCheck(): CaptureCheck {
  computed ??= checkCapture(
    captureRequest as unknown as MessagesRequest,
    readFileSync(path.join(process.cwd(), 'lib/service/fixtures/haiku-4-5-tool-search.response.sse'), 'utf8'),
  );
  return computed;
}
