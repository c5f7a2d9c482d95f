import type { ModelTool } from '../model-context';
import { STATES, type TaskWords } from './task-words';
import { related, root, splitName } from './words';

/**
 * How well a tool's own words fit a task's words: the tool's name first (a
 * tool is named for what it does), then its description and argument names.
 * Same-root words count more than synonyms. Uses nothing but the tool as the
 * request defines it and the question, so it reads any catalog.
 */
export interface WordFit {
  score: number;
  /** Task objects the tool's name names (by root or synonym). */
  inName: string[];
  /** Task objects only its description or arguments mention. */
  inText: string[];
  /** The task's action matches the tool name's words. */
  action: boolean;
  why: string[];
}

interface ToolWords {
  name: string[];
  text: Set<string>;
}

const cache = new WeakMap<object, ToolWords>();

// Words in almost every description: they tell tools apart no better than nothing.
const COMMON = new Set(['the', 'a', 'an', 'of', 'to', 'for', 'in', 'on', 'and', 'or', 'with', 'by', 'from', 'is', 'are', 'be', 'this', 'that', 'it', 'its', 'as', 'at', 'use', 'tool', 'return', 'specified', 'given', 'optional', 'required', 'default', 'id', 'name', 'if', 'not', 'can', 'will', 'all', 'your', 'you', 'e', 'g', 'eg']);

function toolWords(tool: ModelTool): ToolWords {
  const cached = cache.get(tool.definition);
  if (cached) return cached;
  const definition = tool.definition as { description?: string | null; input_schema?: { properties?: Record<string, unknown> } };
  const description = String(definition.description ?? '').slice(0, 800);
  const args = Object.keys(definition.input_schema?.properties ?? {}).join(' ');
  const text = new Set(splitName(`${description} ${args}`).filter((w) => !COMMON.has(w) && w.length > 1).map(root));
  const result = { name: splitName(tool.name).map(root), text };
  cache.set(tool.definition, result);
  return result;
}

export function wordFit(tool: ModelTool, task: TaskWords): WordFit {
  const words = toolWords(tool);
  const why: string[] = [];
  const inName: string[] = [];
  const inText: string[] = [];
  let score = 0;
  let lead = false;
  // A name word a synonym has credited is credited once: "driving", "directions" and "travel" all ≈ "routing" of
  // get_email_routing_data say one thing its name has, not three.
  const taken = new Set<number>();
  // Two words of the task written as one in the name ("the to-do list" → get_todolists, "play list" → playlists).
  const joined = new Set<number>();
  for (let i = 0; i + 1 < task.objects.length; i += 1) {
    const one = root(`${task.objects[i]}${task.objects[i + 1]}`.replace(/-/g, ''));
    if (one.length > 5 && words.name.includes(one)) joined.add(i).add(i + 1);
  }
  task.objects.forEach((object, i) => {
    const r = root(object);
    const weight = task.weights[i] ?? 1;
    // "Our email list called 'VIP'": list-emails lists emails; a name's leading "list" is its action, no list it is about.
    // A state ("all open deals") is only the same word: "open" is near the "get" of get_contacts, which opens no deal.
    const state = STATES.has(object);
    const kinds = words.name.map((n, at) => {
      if (at === 0 && n === 'list' && words.name.length > 1) return undefined;
      // "add-on" is the word a name writes as one (create_addon).
      const kind = related(r, n) ?? (object.includes('-') && root(object.replace(/-/g, '')) === n ? 'same' : undefined);
      return state && kind === 'synonym' ? undefined : kind;
    });
    const near = kinds.findIndex((k, at) => k !== undefined && !taken.has(at));
    const kind = kinds.find((k) => k === 'same') ?? (near >= 0 ? kinds[near] : undefined) ?? (joined.has(i) ? 'same' : undefined);
    if (kind === 'synonym') taken.add(near);
    if (kind) {
      inName.push(object);
      score += (kind === 'same' ? 6 : 3.5) * weight;
      if (weight === 1) lead = true;
      why.push(kind === 'same' ? `"${object}" in its name` : `"${object}" ≈ its name`);
    } else if (words.text.has(r)) {
      inText.push(object);
      score += 2 * Math.min(weight, 1) * (inText.length <= 3 ? 1 : 0);
    }
  });
  if (inText.length > 0) why.push(`its description says ${inText.slice(0, 3).map((w) => `"${w}"`).join(', ')}`);
  // Named for what the task is mainly about.
  if (lead) score += 4;
  // The action in its name; an action that is also a thing ("email" → send_message) can match two words.
  const said = task.phrase ?? task.action;
  const actionHits = said === '' ? 0 : words.name.filter((n) => related(said, n) !== undefined).length;
  const action = actionHits > 0;
  if (action) {
    score += 4 + 2 * Math.min(actionHits - 1, 1);
    why.push(`"${said}" ≈ its action`);
  }
  return { score, inName, inText, action, why };
}
