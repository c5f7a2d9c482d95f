import type { QueryGet } from '@/lib/deploy/static-deploy';
import { readPlaygroundQuery } from '@/lib/engine/playground-link';
import type { PlaygroundInit } from '@/lib/store/playground-store';

/** Where a link to /search starts the playground: the same reading of the address the player's links are written for. */
export function searchInitial(get: QueryGet): PlaygroundInit {
  return readPlaygroundQuery(get);
}
