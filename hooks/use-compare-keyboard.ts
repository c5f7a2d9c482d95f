'use client';

import { useEffect } from 'react';
import type { CompareStoreApi } from '@/lib/store/compare-store';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** ←/→ and Home/End move both diagrams, as in the player; typing in a field is left alone. */
export function useCompareKeyboard(store: CompareStoreApi) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      const s = store.getState();
      switch (e.key) {
        case 'ArrowRight':
          s.next();
          break;
        case 'ArrowLeft':
          s.previous();
          break;
        case 'Home':
          s.first();
          break;
        case 'End':
          s.last();
          break;
        default:
          return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
