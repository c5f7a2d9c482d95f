/**
 * Number formats for one locale, all through Intl with the locale's BCP-47 tag,
 * so digits, separators and percent signs read as each language writes them.
 * Words around the numbers (units, plurals) stay in the dictionaries.
 */
export function formatFor(tag: string) {
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percent = perDigits((digits) => new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }));
  const fixed = perDigits((digits) => new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  // A true minus sign, not the hyphen some locales use, so signed figures line up.
  const sign = (n: number) => (n > 0 ? '+' : n < 0 ? '−' : '±');
  const num = (n: number) => whole.format(Math.round(n));
  const pct = (x: number, digits = 1) => percent(digits).format(x);
  const usd = (x: number): string =>
    (x < 0 ? '−' : '') + new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: Math.abs(x) >= 100 ? 0 : 2, minimumFractionDigits: Math.abs(x) >= 100 ? 0 : 2 }).format(Math.abs(x));
  return {
    num,
    /** A number with exactly `digits` decimals, in the locale's separators. */
    fixed: (n: number, digits: number) => fixed(digits).format(n),
    pct,
    signed: (n: number) => `${sign(n)}${num(Math.abs(n))}`,
    signedPct: (x: number) => `${sign(x)}${pct(Math.abs(x))}`,
    usd,
    ms: (n: number) => (n >= 1000 ? `${fixed(2).format(n / 1000)} s` : `${num(n)} ms`),
    /** A date (ISO yyyy-mm-dd or full ISO) as the locale writes it, in UTC so server and browser agree. */
    date: (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
    },
  };
}

export type Format = ReturnType<typeof formatFor>;

/**
 * One format per number of digits, made on first use: making an Intl.NumberFormat costs about a
 * tenth of a millisecond, and a report's summary formats hundreds of ratios each time it is drawn.
 */
function perDigits(make: (digits: number) => Intl.NumberFormat): (digits: number) => Intl.NumberFormat {
  const made = new Map<number, Intl.NumberFormat>();
  return (digits) => {
    let format = made.get(digits);
    if (format === undefined) made.set(digits, (format = make(digits)));
    return format;
  };
}
