'use client';

import { useEffect, useState } from 'react';

/**
 * Whether an element is in the viewport, and the ref callback that names the
 * element. False until the observer first reports (the server cannot know, and
 * a wrong "yes" would animate a change no one sees).
 */
export function useOnScreen<T extends Element>(): [(el: T | null) => void, boolean] {
  const [el, setEl] = useState<T | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!el) return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.at(-1)?.isIntersecting ?? false));
    observer.observe(el);
    return () => {
      observer.disconnect();
      setOnScreen(false);
    };
  }, [el]);
  return [setEl, onScreen];
}
