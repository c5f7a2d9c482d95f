/** `?step=` is 1-based; anything but a whole number in range is an error the page explains. */
export function parseStepParam(raw: string | undefined, total: number): { ok: true; index: number } | { ok: false } {
  if (raw === undefined || raw === '') return { ok: true, index: 0 };
  if (!/^\d+$/.test(raw)) return { ok: false };
  const n = Number(raw);
  return n >= 1 && n <= total ? { ok: true, index: n - 1 } : { ok: false };
}
