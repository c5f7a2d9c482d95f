import type { RecordingSource } from '@/lib/scenario/types';
import type { Seen } from './step';

/**
 * What a step's badge says about its payload. A wire step says where it was
 * recorded, so an emulator run never reads as Anthropic's API.
 */
export const BADGES = ['api', 'emulator', 'derived', 'client', 'published'] as const;
export type Badge = (typeof BADGES)[number];

export function badgeOf(seen: Seen, source: RecordingSource['kind']): Badge {
  if (seen === 'inside') return 'derived';
  if (seen === 'client') return 'client';
  if (seen === 'published' || source === 'article') return 'published';
  return source === 'api' ? 'api' : 'emulator';
}
