'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import type { QueryGet } from '@/lib/deploy/static-deploy';

/**
 * The page's query as it was when the page opened, for a static deploy's pages
 * (no server reads it there). Read once: the pages keep their own state in the
 * address (replaceState), which must not feed back into where they started.
 * Needs a Suspense boundary above it, as useSearchParams does in a static build.
 */
export function useQueryOnce(): QueryGet {
  const params = useSearchParams();
  const [snapshot] = useState(() => new URLSearchParams(params.toString()));
  return (name) => snapshot.get(name) ?? undefined;
}
