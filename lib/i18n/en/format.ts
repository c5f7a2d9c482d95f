/** Number formats shared by every page's strings. */

export const num = (n: number) => Math.round(n).toLocaleString('en-US');
export const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;
export const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${num(Math.abs(n))}`;
export const signedPct = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x * 100).toFixed(1)}%`;
export const usd = (x: number): string => (x < 0 ? `−${usd(-x)}` : x >= 100 ? `$${num(x)}` : `$${x.toFixed(2)}`);
export const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${num(n)} ms`);
export const plural = (n: number, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;

export const format = { num, pct, signed, signedPct, usd, ms, tokens: (n: number) => plural(n, 'token', 'tokens') };
