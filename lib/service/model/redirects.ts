import type { ModelTool } from '../model-context';
import type { Intent } from './analyze';
import { STOPWORDS, VERBS } from './lexicon';
import { objectRoots, type TaskWords } from './task-words';
import { leadingWriteVerb } from './tool-verbs';
import { root, splitName } from './words';

/**
 * What a tool's description sends elsewhere: "Create a team in Webex. … to create a conversation space, use
 * create_room instead." A reader takes the hint; so does the model, on any catalog that writes its tools so.
 */
export interface Redirect {
  /** The task the description turns away, as written ("create a conversation space"). */
  task: string;
  /** The tool it names instead. */
  to: string;
}

const REDIRECT = /\b(?:to|for)\s+([^,;.]{3,80}?),?\s+use\s+[`'"]?([A-Za-z][\w.-]*)[`'"]?\s+instead\b/gi;

const read = new WeakMap<object, Redirect[]>();

export function redirectsOf(tool: ModelTool): Redirect[] {
  const known = read.get(tool.definition);
  if (known) return known;
  const description = String((tool.definition as { description?: string | null }).description ?? '');
  const found = [...description.matchAll(REDIRECT)].map((m) => ({ task: m[1]!.trim(), to: m[2]! })).filter((r) => r.to !== tool.name);
  read.set(tool.definition, found);
  return found;
}

const READ_SAYS = new Set(VERBS.filter((v) => v.class === 'read').flatMap((v) => v.says));
const LISTING = new Set(['discover', 'browse', 'list', 'search', 'find', 'filter', 'enumerate']);
const ONE = /\b(?:known|one|single|specific|particular|id|ids)\b/i;

/**
 * The redirect of this tool's description that the task is: the same kind of action (a create for a create; for a
 * read, a listing for a list, one known thing for a specific ask) on a thing the task names.
 */
export function redirectFor(tool: ModelTool, intent: Pick<Intent, 'verb' | 'verbWord' | 'specific'>, task: TaskWords, kindOf: (verb: string) => string | undefined): Redirect | undefined {
  // Scored for every loaded tool: most descriptions send nothing elsewhere, so that is asked first (and remembered).
  const redirects = redirectsOf(tool);
  if (redirects.length === 0) return undefined;
  const objects = new Set(objectRoots({ ...task, objects: task.objects.filter((_, i) => task.weights[i]! >= 1) }));
  if (objects.size === 0) return undefined;
  return redirects.find((r) => {
    const words = splitName(r.task).filter((w) => !STOPWORDS.has(w));
    if (!words.some((w) => objects.has(root(w)))) return false;
    const verb = words[0]!;
    if (intent.verb.class === 'write') {
      const want = kindOf(intent.verb.id) ?? kindOf(intent.verbWord);
      const said = kindOf(verb) ?? leadingWriteVerb(verb)?.kind;
      return want !== undefined && said === want;
    }
    if (LISTING.has(verb)) return !intent.specific;
    if (READ_SAYS.has(verb) || !ONE.test(r.task)) return false;
    return intent.specific;
  });
}
