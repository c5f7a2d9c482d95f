import type { ModelTool } from '../model-context';
import type { OwnWord } from './own-queries';
import { root, splitName } from './words';

/**
 * How well a loaded tool says the question's own words, each weighed by how
 * few of the request's tools say it (own-queries.ts): a word in the tool's
 * name counts fully, one only in its description or argument names counts
 * less. A BM25-like score of the question against the tool, so a rare word the
 * user wrote ("lockdown", "correlation") decides between tools that share the
 * common ones.
 */
export interface OwnFit {
  score: number;
  /** Own words the tool's name says (objects only: an action names nothing the task is about). */
  inName: string[];
  /** Own words only its description or arguments say. */
  inText: string[];
}

interface Said {
  name: string[];
  text: string[];
}

const cache = new WeakMap<object, Said>();

function said(tool: ModelTool): Said {
  const known = cache.get(tool.definition);
  if (known) return known;
  const definition = tool.definition as { description?: string | null; input_schema?: { properties?: Record<string, unknown> } };
  const text = `${String(definition.description ?? '').slice(0, 600)} ${Object.keys(definition.input_schema?.properties ?? {}).join(' ')}`;
  const result = { name: splitName(tool.name).map(root), text: [...new Set(splitName(text).map(root))] };
  cache.set(tool.definition, result);
  return result;
}

const NAME_WEIGHT = 2.5;
const TEXT_WEIGHT = 1;

export function ownFit(tool: ModelTool, own: readonly OwnWord[]): OwnFit {
  const words = said(tool);
  let score = 0;
  const inName: string[] = [];
  const inText: string[] = [];
  // The action counts only beside an object the tool says: "order" alone does not make create_order fit a pizza.
  const objectSaid = own.some((o) => !o.action && [...words.name, ...words.text].some((w) => w.startsWith(o.stem)));
  for (const o of own) {
    if ((o.action && !objectSaid) || o.rarity === 0) continue;
    if (words.name.some((w) => w.startsWith(o.stem))) {
      score += NAME_WEIGHT * o.rarity * o.lead;
      if (!o.action) inName.push(o.word);
    } else if (words.text.some((w) => w.startsWith(o.stem))) {
      score += TEXT_WEIGHT * o.rarity * o.lead;
      if (!o.action) inText.push(o.word);
    }
  }
  return { score: Math.round(score * 10) / 10, inName, inText };
}
