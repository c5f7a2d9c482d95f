import { en, type Dictionary } from './en';

/** One place to choose the language; components import `t` and never hold literal strings. */
export const t: Dictionary = en;
export type { Dictionary };
