import type { $ZodIssue, $ZodIssueInvalidStringFormat, $ZodIssueInvalidType, $ZodIssueInvalidUnion, $ZodIssueInvalidValue } from 'zod/v4/core';
import { showHidden } from '@/lib/security/hidden-characters';

/**
 * A schema issue as a reader can act on it: where (the JSON path), what is
 * there, and what was expected. zod's own wording ends in a bare "Invalid
 * input" for unions; here a failed union says which alternatives it allows.
 * `data` is the value that was validated, to say what was found at the path.
 */

type Issue = $ZodIssue;
type Path = ReadonlyArray<PropertyKey>;

export interface IssueText {
  path: PropertyKey[];
  text: string;
}

export function explainIssue(issue: Issue, data: unknown, base: Path = []): IssueText {
  const path = [...base, ...issue.path];
  const found = valueAt(data, path);
  const got = (expected: string) => (found.present ? `expected ${expected}, got ${describeValue(found.value)}` : `missing; expected ${expected}`);
  switch (issue.code) {
    case 'invalid_type':
      return { path, text: got(withArticle(issue.expected)) };
    case 'invalid_value':
      return { path, text: got(oneOf(issue.values)) };
    case 'invalid_format': {
      const format = issue as $ZodIssueInvalidStringFormat;
      if (format.format === 'starts_with' && 'prefix' in format) return { path, text: got(`a string starting with ${JSON.stringify(format.prefix)}`) };
      if (format.format === 'regex') return { path, text: got(`a string of ${issue.message}`) };
      return { path, text: got(`a string in ${format.format} format`) };
    }
    case 'too_small':
      return { path, text: got(bound(issue.origin, 'at least', issue.minimum, issue.inclusive)) };
    case 'too_big':
      return { path, text: got(bound(issue.origin, 'at most', issue.maximum, issue.inclusive)) };
    case 'invalid_union':
      return explainUnion(issue, data, path);
    case 'custom':
      return { path, text: issue.message };
    default:
      return { path, text: got(`a valid value (${issue.message.replace(/^Invalid input:?\s*/i, '') || issue.code})`) };
  }
}

function explainUnion(issue: $ZodIssueInvalidUnion, data: unknown, path: PropertyKey[]): IssueText {
  const found = valueAt(data, path);
  const got = (expected: string) => (found.present ? `expected ${expected}, got ${describeValue(found.value)}` : `missing; expected ${expected}`);
  // A discriminated union whose tag matches no option: zod puts the tag in the path and lists the options.
  const options = (issue as { options?: unknown[] }).options;
  if (issue.errors.length === 0) return { path, text: got(Array.isArray(options) ? oneOf(options) : 'one of the allowed shapes') };

  // Every alternative wants another type here: "a string or an array".
  const rootTypes = issue.errors.map((branch) => branch.find((i) => i.path.length === 0 && i.code === 'invalid_type') as $ZodIssueInvalidType | undefined);
  if (rootTypes.every(Boolean)) return { path, text: got(orList([...new Set(rootTypes.map((i) => withArticle(i!.expected)))])) };

  // Every alternative is told apart by the same field (a `type` tag): list all the values it may take.
  const tags = issue.errors.map((branch) => branch.find((i) => i.code === 'invalid_value') as $ZodIssueInvalidValue | undefined);
  const tagPath = tags[0]?.path.join('\u0000');
  if (tags.every((t) => t && t.path.join('\u0000') === tagPath)) {
    const values = [...new Set(tags.flatMap((t) => t!.values))];
    const where = [...path, ...tags[0]!.path];
    const at = valueAt(data, where);
    return { path: where, text: at.present ? `expected ${oneOf(values)}, got ${describeValue(at.value)}` : `missing; expected ${oneOf(values)}` };
  }

  // Otherwise the alternative that came closest (fewest problems) says what is wrong with it.
  const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
  return explainIssue(closest[0]!, data, path);
}

/** The value at a path of already-parsed (and depth-checked) data. Own properties only. */
function valueAt(data: unknown, path: Path): { present: boolean; value?: unknown } {
  let node: unknown = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key as PropertyKey)) return { present: false };
    node = (node as Record<PropertyKey, unknown>)[key as PropertyKey];
  }
  return { present: node !== undefined, value: node };
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  switch (typeof value) {
    case 'string':
      // Escaped, so a bidi control or zero-width character that broke a name shows where it is.
      return `the string ${showHidden(JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value))}`;
    case 'number':
      return `the number ${value}`;
    case 'boolean':
      return String(value);
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

function withArticle(type: string): string {
  if (type === 'null' || type === 'undefined') return 'null';
  if (type === 'record') return 'an object';
  if (type === 'tuple') return 'an array';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function orList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function oneOf(values: readonly unknown[]): string {
  const shown = values.map((v) => JSON.stringify(v) ?? String(v));
  return shown.length === 1 ? shown[0]! : `one of ${shown.join(', ')}`;
}

function bound(origin: string, how: string, limit: number | bigint, inclusive: boolean | undefined): string {
  const n = Number(limit);
  switch (origin) {
    case 'string':
      return how === 'at least' && n === 1 ? 'a non-empty string' : `a string of ${how} ${n} characters`;
    case 'array':
    case 'set':
      return `${how} ${n} item${n === 1 ? '' : 's'}`;
    default:
      return `a number ${how === 'at least' ? (inclusive ? '≥' : '>') : inclusive ? '≤' : '<'} ${n}`;
  }
}
