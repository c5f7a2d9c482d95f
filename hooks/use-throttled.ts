'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The latest value, at most once per `ms`: the first change shows at once, a
 * burst shows its last value when the interval ends. A fast stream (the
 * emulator's) would otherwise redraw the diagram for every finished block.
 */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    // A newer value re-runs this effect and cancels the pending timer, so the timer always
    // shows the latest one; a timer (never a setState in the effect itself) keeps a burst to one render.
    const timer = setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, Math.max(0, last.current + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}
