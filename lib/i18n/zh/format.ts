import { formatFor } from '../format';

/** 简体中文的数字格式：Intl 的 zh-CN，量词随词条写在词典里。 */
const base = formatFor('zh-CN');

export const { num, pct, signed, signedPct, usd } = base;

export const format = { ...base, tokens: (n: number) => `${num(n)} 个 token`, colon: '：', sep: '、', quote: (text: string) => `“${text}”` };
