/** Text with [start, end) ranges wrapped in <mark>; overlapping ranges are merged. */
export function HighlightedText({ text, ranges, max = 220 }: { text: string; ranges: Array<[number, number]>; max?: number }) {
  const merged = mergeRanges(ranges);
  // Long descriptions: show a window around the first match rather than the opening lines.
  const first = merged[0]?.[0] ?? 0;
  const from = text.length > max && first > max / 2 ? Math.max(0, first - 40) : 0;
  const to = Math.min(text.length, from + max);
  const parts: React.ReactNode[] = [];
  let at = from;
  for (const [s, e] of merged) {
    if (e <= from || s >= to) continue;
    const start = Math.max(s, from);
    const end = Math.min(e, to);
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < to) parts.push(text.slice(at, to));
  return (
    <>
      {from > 0 && '… '}
      {parts}
      {to < text.length && ' …'}
    </>
  );
}

export function mergeRanges(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}
