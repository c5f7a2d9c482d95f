import { formatFor } from '../format';

/** 日本語の数値書式：Intl の ja。助数詞は辞書の文に含める。 */
const base = formatFor('ja');

export const { num, pct, signed, signedPct, usd } = base;

export const format = { ...base, tokens: (n: number) => `${num(n)} トークン`, colon: '：', sep: '、', quote: (text: string) => `「${text}」` };
