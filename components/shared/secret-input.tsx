'use client';

import { useEffect, useRef, type InputHTMLAttributes } from 'react';

/**
 * A password field that keeps its secret out of the DOM's attributes: React
 * mirrors a controlled input's value into the `value` attribute, where a page
 * snapshot, an extension or "save page as" would find it. Here the value lives
 * only in the element's property, set from `value` whenever that changes.
 */
export function SecretInput({
  value,
  onValue,
  ...rest
}: { value: string; onValue: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'>) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current && input.current.value !== value) input.current.value = value;
  }, [value]);
  return (
    <input
      {...rest}
      ref={input}
      type="password"
      // Not a login: no password manager should offer to keep it.
      autoComplete="off"
      data-1p-ignore
      data-lpignore="true"
      spellCheck={false}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}
