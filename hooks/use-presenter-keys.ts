'use client';

import { useEffect } from 'react';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** P enters presenter mode and leaves it, Esc leaves it; never while typing in a field. */
export function usePresenterKeys(presenting: boolean, setPresenting: (on: boolean) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      if (e.key === 'p' || e.key === 'P') setPresenting(!presenting);
      else if (e.key === 'Escape' && presenting) setPresenting(false);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [presenting, setPresenting]);
}
