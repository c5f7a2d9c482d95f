import type { ModelTool } from '../model-context';
import type { Intent } from './analyze';
import { splitName } from './words';

/**
 * Which product or service (Jira, Stripe, GitHub, Keboola…) a tool belongs to,
 * and which of those a question names, read from the request alone: the MCP
 * server a tool comes from, the server's instructions, the product a tool's
 * name starts with, and the proper nouns of its description. No list of
 * products: a catalog the model has never seen names its own.
 */

/** What the request says about one MCP server: its name, and the instructions its `initialize` gave, if any. */
export interface ServerInfo {
  name: string;
  instructions?: string;
}

// Capitalised words that start or qualify a sentence without naming a product.
const NOT_PRODUCTS = new Set([
  'the', 'this', 'that', 'these', 'those', 'a', 'an', 'if', 'when', 'use', 'used', 'using', 'returns', 'return', 'args', 'example', 'examples', 'note', 'optional', 'required',
  'default', 'for', 'and', 'or', 'not', 'you', 'your', 'it', 'its', 'in', 'on', 'of', 'to', 'with', 'by', 'from', 'only', 'all', 'each', 'every', 'get', 'list', 'create', 'update',
  'delete', 'error', 'errors', 'responses', 'response', 'bad', 'request', 'retrieve', 'search', 'important', 'usage', 'considerations', 'monday', 'tuesday', 'wednesday', 'thursday',
  'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'i', 'id', 'true', 'false',
  'mcp', 'server', 'tool', 'tools', 'api', 'http', 'https', 'json', 'url', 'uri', 'sql', 'csv', 'pdf', 'html', 'markdown',
]);

/** Mixed-case words after the first of a sentence, or the first when the sentence says what it is: `GitHub`, `Jira`, `Slack`, `Okta` (not `JSON`, not `The`). */
export function properNouns(text: string): string[] {
  const out = new Set<string>();
  for (const sentence of text.split(/(?<=[.!?:|\n])\s*/)) {
    const words = sentence.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
    // A sentence may start with the name it is about: "Chronos is the team clock", "Keboola provides …".
    const leads = words.length > 1 && /^(?:is|are|provides|offers|lets|gives|helps|manages|connects|exposes|serves)$/.test(words[1]!);
    for (const w of leads ? words : words.slice(1)) {
      if (!/^[A-Z][a-z]/.test(w) || w.length < 3) continue;
      const lower = w.toLowerCase();
      if (!NOT_PRODUCTS.has(lower)) out.add(lower);
    }
  }
  return [...out];
}

const descriptionOf = (tool: Pick<ModelTool, 'definition'>) => String((tool.definition as { description?: string | null }).description ?? '');

interface ToolProducts {
  /** Products the tool says it belongs to: proper nouns of its description and of its server's instructions, and its name's first word or its server's name when those call it so. */
  own: Set<string>;
  /** Every word of its server, name and description, lower case: what a product named in the question is looked up in. */
  mentions: Set<string>;
}

const cache = new WeakMap<object, ToolProducts>();

/** A tool as the vocabulary reads it: its name, its server, its definition (a ModelTool, or a deferred catalog entry). */
export type NamedTool = Pick<ModelTool, 'name' | 'server' | 'definition'>;

function productsOfTool(tool: NamedTool, servers: readonly ServerInfo[]): ToolProducts {
  let base = cache.get(tool.definition);
  if (!base) {
    const description = descriptionOf(tool);
    // "Notion | Create comment": a label before a bar names the product, first word or not.
    const label = /^\s*([A-Z][A-Za-z0-9]+)\s*\|/.exec(description)?.[1]?.toLowerCase();
    const nouns = [...properNouns(description.slice(0, 1000)), ...(label && !NOT_PRODUCTS.has(label) ? [label] : [])];
    const name = splitName(tool.name);
    const own = new Set(nouns);
    // `jira_get_issue` ("… a Jira issue"): the name's first word is a product when the description names it so.
    if (name.length > 1 && nouns.includes(name[0]!)) own.add(name[0]!);
    // A server named by a general word ("time", "memory") is no product; one its tools call by a proper name is.
    if (tool.server) for (const w of splitName(tool.server)) if (nouns.includes(w)) own.add(w);
    base = { own, mentions: new Set([...splitName(description.slice(0, 2000)), ...name, ...(tool.server ? splitName(tool.server) : []), ...own]) };
    cache.set(tool.definition, base);
  }
  const instructions = tool.server ? servers.find((s) => s.name === tool.server)?.instructions : undefined;
  if (!instructions) return base;
  // The server's instructions speak for each of its tools: their proper nouns, and the server's name when they call it so.
  const instructed = properNouns(instructions);
  const own = new Set([...base.own, ...instructed, ...splitName(tool.server!).filter((w) => instructed.includes(w))]);
  return { own, mentions: new Set([...base.mentions, ...own]) };
}

export function ownProducts(tool: NamedTool, servers: readonly ServerInfo[] = []): Set<string> {
  return productsOfTool(tool, servers).own;
}

export function mentionsProduct(tool: NamedTool, product: string, servers: readonly ServerInfo[] = []): boolean {
  return productsOfTool(tool, servers).mentions.has(product);
}

/**
 * The products a request knows of, read from all of its tools, deferred ones
 * included: what the request's own vocabulary calls a product (a proper noun
 * in two tools' descriptions, a label, a server's or a name prefix's proper
 * name), and which of them start tool names (`jira_…`), so a regex can ask
 * for that prefix. Built once per request.
 */
export interface RequestVocabulary {
  products: ReadonlySet<string>;
  prefixes: ReadonlySet<string>;
}

export const EMPTY_VOCABULARY: RequestVocabulary = { products: new Set(), prefixes: new Set() };

export function requestVocabulary(tools: readonly NamedTool[], servers: readonly ServerInfo[] = []): RequestVocabulary {
  const count = new Map<string, number>();
  const firsts = new Map<string, number>();
  for (const tool of tools) {
    for (const p of ownProducts(tool, servers)) count.set(p, (count.get(p) ?? 0) + 1);
    const first = splitName(tool.name)[0];
    if (first && splitName(tool.name).length > 1) firsts.set(first, (firsts.get(first) ?? 0) + 1);
  }
  // A word the descriptions also write in lower case more often than capitalised is a common noun ("User" in a heading), not a product.
  const lower = new Map<string, number>();
  for (const tool of tools) {
    const seen = new Set<string>();
    for (const w of descriptionOf(tool).slice(0, 1000).match(/\b[a-z][a-z0-9]*\b/g) ?? []) if (count.has(w) && !seen.has(w)) seen.add(w);
    for (const w of seen) lower.set(w, (lower.get(w) ?? 0) + 1);
  }
  const products = new Set<string>();
  for (const [p, n] of count) {
    if ((lower.get(p) ?? 0) > n) continue;
    if (n >= 2 || (firsts.get(p) ?? 0) > 0 || servers.some((s) => splitName(s.name).includes(p))) products.add(p);
  }
  const prefixes = new Set([...products].filter((p) => (firsts.get(p) ?? 0) >= 2));
  return { products, prefixes };
}

/**
 * The products a question names: its words that the request's vocabulary, a
 * visible tool or a server's instructions call a product ("List my Jira
 * sprints"). A capitalised word nothing in the request claims ("INFY",
 * "Paris") is not one: it stays a word of the task.
 */
export function namedProducts(question: string, tools: readonly ModelTool[], servers: readonly ServerInfo[] = [], vocabulary: RequestVocabulary = EMPTY_VOCABULARY): string[] {
  const known = new Set<string>(vocabulary.products);
  for (const tool of tools) for (const p of ownProducts(tool, servers)) known.add(p);
  for (const server of servers) {
    // A server named by a general word ("time", "memory") is a product only where its instructions call it by a proper name.
    const proper = server.instructions ? properNouns(server.instructions) : [];
    for (const w of splitName(server.name)) if (proper.includes(w)) known.add(w);
  }
  const words = question.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? [];
  return [...new Set(words.filter((w) => known.has(w)))];
}

/**
 * The intent with the products its clause names, read against the tools the
 * model can see now and the request's servers; a named product is where the
 * task happens, not what it is about, so it leaves the task's words.
 */
export function withProducts(intent: Intent, tools: readonly ModelTool[], servers: readonly ServerInfo[] = [], vocabulary: RequestVocabulary = EMPTY_VOCABULARY): Intent {
  const products = namedProducts(intent.clause, tools, servers, vocabulary);
  if (products.length === 0 && intent.products.length === 0) return intent;
  const gone = new Set(products);
  const prefix = products.find((p) => vocabulary.prefixes.has(p));
  return { ...intent, products, ...(prefix ? { prefix } : {}), words: intent.words.filter((w) => !gone.has(w)), literals: intent.literals.filter((w) => !gone.has(w)) };
}
