import type { RecordingSource } from '@/lib/scenario/types';

/**
 * Where a token number comes from. Every number the app shows carries one:
 * - `exact`: the API said so (`count_tokens`, or the `usage` of a response recorded from the real API);
 * - `estimate`: our estimator, or the emulator's `usage` (which is the same estimator);
 * - `quoted`: a figure copied from a source (the article), not computed here.
 */
export type Provenance = 'exact' | 'estimate' | 'quoted';

/** A recorded `usage` is only as exact as the service that wrote it. */
export function usageProvenance(source: RecordingSource): Provenance {
  switch (source.kind) {
    case 'api':
      return 'exact';
    case 'emulator':
      return 'estimate';
    case 'article':
      return 'quoted';
  }
}
