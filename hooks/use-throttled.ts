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
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    const wait = last.current + ms - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      setShown(value);
      return;
    }
    const timer = setTimeout(() => {
      last.current = Date.now();
      setShown(latest.current);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}
