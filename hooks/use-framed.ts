'use client';

import { useSyncExternalStore } from 'react';
import { isFramed } from '@/lib/security/framing';

const never = () => () => {};

/**
 * Whether this page is inside a frame: null while the server renders and
 * during hydration (the server cannot know), then true or false for good (a
 * document never moves in or out of a frame).
 */
export function useFramed(): boolean | null {
  return useSyncExternalStore(never, () => isFramed(window), () => null);
}
