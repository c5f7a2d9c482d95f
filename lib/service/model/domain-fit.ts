import type { ModelTool } from '../model-context';
import type { Intent } from './analyze';
import { extractEntities } from './entities';
import { PICTURE_CONTENT, type TaskWords } from './task-words';
import { related, root, splitName } from './words';

/**
 * Whether a task and a tool that share one word are about the same kind of
 * thing. "A table for two at an Italian restaurant" and "Create a new table in
 * the SQLite database" share "table" and nothing else: the task's setting
 * (restaurant, Italian) is nowhere in the tool, the tool's (SQLite, database)
 * nowhere in the task. Read from the two texts alone, so it works on any
 * catalog. Only a change has a setting that matters here: a search "about"
 * anything serves any topic.
 */
export interface DomainFit {
  /** Set when the shared word is all the two have in common: the reason, in words a reader can check. */
  mismatch?: string;
}

// Words that set no scene: too common in descriptions to tell one domain from another.
const PLAIN = new Set(['the', 'a', 'an', 'of', 'to', 'for', 'in', 'on', 'and', 'or', 'with', 'by', 'from', 'is', 'are', 'be', 'this', 'that', 'it', 'its', 'as', 'at', 'new', 'use', 'tool', 'given', 'specified', 'optional', 'required', 'default', 'name', 'id', 'if', 'not', 'can', 'will', 'all', 'your', 'you', 'one', 'two', 'more', 'any', 'each', 'return', 'returns', 'get', 'list', 'create', 'make', 'add']);

function scene(text: string): Set<string> {
  return new Set(splitName(text).filter((w) => w.length > 2 && !PLAIN.has(w) && !/\d/.test(w)).map(root));
}

/** Where the task happens, in its own lower-case words: "at an Italian restaurant" → restaurant. Names (Italian, Paris) and values are left out. */
export function settingWords(clause: string, products: readonly string[] = []): string[] {
  const { entities } = extractEntities(clause);
  const values = new Set([...entities.people, ...entities.branches].map((v) => v.replace(/^@/, '').toLowerCase()));
  const out: string[] = [];
  // "at"/"in" then plain words only: a value right after it (#design, acme/web, 4410) places nothing the tool could miss.
  for (const m of clause.matchAll(/\b(?:at|in|inside|near)\s+((?:[A-Za-z][a-z'-]*\s+){0,3}[A-Za-z][a-z'-]*)(?=\s|[,.;:?!]|$)/g)) {
    // What follows a product's name is what the product is ("in our Discourse forum"): no setting its tools could miss.
    let afterProduct = false;
    for (const w of m[1]!.split(/\s+/)) {
      if (/^(?:at|in|on|for|to|with|about|by|tomorrow|today|tonight|next|this)$/.test(w)) break;
      if (/^[a-z][a-z'-]{3,}$/.test(w) && !PLAIN.has(w) && !SETTING_FILLER.has(w) && !products.includes(w) && !values.has(w) && !afterProduct) out.push(w);
      afterProduct = products.includes(w.toLowerCase());
    }
  }
  return [...new Set(out)];
}

// Words after "at"/"in" that place nothing: times (of day too: "a lighthouse at dawn"), amounts, manners.
const SETTING_FILLER = new Set(['dawn', 'dusk', 'daybreak', 'sunrise', 'sunset', 'noon', 'midday', 'midnight', 'night', 'morning', 'afternoon', 'evening', 'twilight', 'once', 'least', 'most', 'time', 'order', 'total', 'full', 'detail', 'details', 'general', 'particular', 'case', 'addition', 'fact', 'line', 'turn', 'advance', 'bulk', 'batch', 'progress', 'place', 'front', 'back', 'market', 'price', 'same', 'other', 'there', 'here', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their', 'current', 'latest']);

export function domainFit(tool: ModelTool, intent: Pick<Intent, 'clause' | 'verb' | 'products'> & { entities?: Pick<Intent['entities'], 'body'> }, task: TaskWords, matched: readonly string[], requestSays: (word: string) => boolean = () => false): DomainFit {
  if (intent.verb.class !== 'write' || matched.length > 1) return {};
  // What a message says ("tell her that I land at 6:40 and she can wait at arrivals") is not where the sending happens.
  const body = intent.entities?.body;
  const clause = (body ? intent.clause.replace(body, ' ') : intent.clause).replace(PICTURE_CONTENT, '$1');
  // A setting the request's own tools speak of ("in the browser" beside browser tools) is where they all work: no tool is set apart for missing it.
  const setting = settingWords(clause, intent.products).filter((w) => !matched.includes(w) && task.objects.includes(w) && !requestSays(w));
  if (setting.length === 0) return {};
  const definition = tool.definition as { description?: string | null; input_schema?: { properties?: Record<string, unknown> } };
  // A tool that takes where a thing happens (an event's `location`) takes the setting as a value: "lunch at the thai
  // place" is where the event is, not a domain create-event lacks.
  if (Object.keys(definition.input_schema?.properties ?? {}).some((a) => /^(?:location|place|venue)$/i.test(a))) return {};
  const toolScene = scene(`${tool.name} ${String(definition.description ?? '').slice(0, 600)} ${Object.keys(definition.input_schema?.properties ?? {}).join(' ')}`);
  if (setting.some((w) => [...toolScene].some((t) => related(w, t) !== undefined))) return {};
  const named = splitName(tool.name).map(root);
  const own = [...toolScene].filter((t) => !named.includes(t) && !matched.some((m) => root(m) === t)).slice(0, 2);
  if (own.length === 0) return {};
  const shared = matched[0] ? `"${matched[0]}" is all they share: ` : '';
  return { mismatch: `${shared}the task happens ${setting.slice(0, 2).map((w) => `"${w}"`).join(', ')}, which ${tool.name} never mentions; its description is about ${own.map((w) => `"${w}"`).join(', ')}` };
}
