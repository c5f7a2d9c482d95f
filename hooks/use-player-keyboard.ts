'use client';

import { useEffect } from 'react';
import type { PlayerStoreApi } from '@/lib/store/player-store';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** ←/→, Space, Home/End and 1–9, anywhere on the page except while typing in a field. */
export function usePlayerKeyboard(store: PlayerStoreApi) {
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
        case ' ':
          // On a focused button Space already means "press it".
          if (target?.tagName === 'BUTTON') return;
          s.togglePlay();
          break;
        default:
          if (/^[1-9]$/.test(e.key)) s.goTo(Number(e.key) - 1);
          else return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
