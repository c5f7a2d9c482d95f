import { formatFor } from '../format';

/** English number formats: Intl's, plus English plurals. */
const base = formatFor('en-US');

export const { num, pct, signed, signedPct, usd, ms } = base;
export const plural = (n: number, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;

export const format = {
  ...base,
  tokens: (n: number) => plural(n, 'token', 'tokens'),
  /** After a label, before its value: each language's own colon. */
  colon: ': ',
  /** Between the items of a list. */
  sep: ', ',
  /** Quoted text from a file or a user, in the language's own quotation marks. */
  quote: (text: string) => `“${text}”`,
};
