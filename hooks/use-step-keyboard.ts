'use client';

import { useEffect } from 'react';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** What the step keys drive: the player's store, or the compare view's. */
export interface SteppableStore {
  getState(): {
    next(): void;
    previous(): void;
    first(): void;
    last(): void;
    goTo?(index: number): void;
    togglePlay?(): void;
  };
}

/**
 * ←/→, Home/End, and where the store has them, Space (play/pause) and 1–9 (jump),
 * anywhere on the page except while typing in a field. `clicker`: presenter mode,
 * where a presentation remote's PageUp/PageDown step and Space steps forward, as in slides.
 */
export function useStepKeyboard(store: SteppableStore, { clicker = false }: { clicker?: boolean } = {}) {
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
        case 'PageDown':
        case 'PageUp':
          if (!clicker) return;
          if (e.key === 'PageDown') s.next();
          else s.previous();
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
          if (clicker) s.next();
          else if (s.togglePlay) s.togglePlay();
          else return;
          break;
        default:
          if (s.goTo && /^[1-9]$/.test(e.key)) s.goTo(Number(e.key) - 1);
          else return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, clicker]);
}
