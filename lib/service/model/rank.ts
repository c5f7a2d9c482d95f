import type { ModelTool } from '../model-context';
import type { Intent } from './analyze';
import { PLATFORMS, TOOL_READ_WORDS, TOOL_WRITE_WORDS, type Concept } from './lexicon';

/**
 * How well a loaded tool fits an intent, from what the model can see of it:
 * its name, description and argument names. Objects weigh most (a tool named
 * for the thing asked about), then the verb (read tools for read questions,
 * the matching write for writes), then the platform and the arguments the
 * question can fill. A write tool never fits a read question.
 */

export interface ToolProfile {
  name: string;
  words: string[];
  stems: string[];
  description: string;
  descStems: Set<string>;
  args: string[];
  required: string[];
  /** What the tool does to the world, from the first verb of its name (or its description). */
  class: 'read' | 'write' | 'neutral';
  verbWord?: string;
  platform?: string;
}

export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

const descriptionOf = (tool: ModelTool) => String((tool.definition as { description?: string | null }).description ?? '');

function schemaOf(tool: ModelTool): { properties: Record<string, unknown>; required: string[] } {
  const schema = (tool.definition as { input_schema?: { properties?: Record<string, unknown>; required?: unknown } }).input_schema;
  return { properties: schema?.properties ?? {}, required: Array.isArray(schema?.required) ? schema.required.map(String) : [] };
}

const profiles = new WeakMap<object, ToolProfile>();

export function profile(tool: ModelTool): ToolProfile {
  const cached = profiles.get(tool.definition);
  if (cached) return cached;
  const words = nameWords(tool.name).filter((w) => w !== 'api' && w !== 'a');
  const description = descriptionOf(tool);
  const firstSentence = description.split(/(?<=[.!?])\s|\n/)[0] ?? '';
  const descWords = nameWords(description.slice(0, 600));
  // The verb: `search` anywhere in the name (Notion's API-post-search searches), else the first verb word.
  let verbWord = words.includes('search') ? 'search' : words.find((w) => TOOL_READ_WORDS.has(w) || TOOL_WRITE_WORDS.has(w));
  if (!verbWord) {
    const first = nameWords(firstSentence).map(stem).find((w) => TOOL_READ_WORDS.has(w) || TOOL_WRITE_WORDS.has(w) || ['shows', 'returns', 'retrieve', 'records', 'switches', 'unstages', 'adds', 'creates', 'echoes', 'fetches', 'lists', 'gets', 'toggles', 'compresses', 'demonstrates', 'simulates'].includes(w));
    verbWord = first;
  }
  const readish = new Set([...TOOL_READ_WORDS, 'show', 'return', 'echoe', 'demonstrate', 'list', 'get', 'fetche']);
  const writeish = new Set([...TOOL_WRITE_WORDS, 'record', 'switche', 'unstage', 'add', 'create', 'toggle', 'compresse', 'simulate']);
  const v = verbWord ? stem(verbWord) : undefined;
  const cls: ToolProfile['class'] = !v ? 'neutral' : writeish.has(v) && !readish.has(v) ? 'write' : readish.has(v) ? 'read' : 'neutral';
  const { properties, required } = schemaOf(tool);
  let platform = tool.server && Object.keys(PLATFORMS).includes(tool.server) ? tool.server : undefined;
  if (!platform) {
    if (/^jira_/.test(tool.name)) platform = 'jira';
    else if (/^confluence_/.test(tool.name)) platform = 'confluence';
    else if (/^API-/.test(tool.name) || /^Notion \|/.test(description)) platform = 'notion';
    else if (/^git_/.test(tool.name)) platform = 'git';
    else if (/\bgithub\b/i.test(description) || /\bgist|copilot|dependabot/i.test(tool.name)) platform = 'github';
    else if (/\bslack\b|\bDM\b|channel_id/i.test(description) || 'channel_id' in properties) platform = 'slack';
  }
  const result: ToolProfile = {
    name: tool.name,
    words,
    stems: words.map(stem),
    description: description.toLowerCase(),
    descStems: new Set(descWords.map(stem)),
    args: Object.keys(properties),
    required,
    class: cls,
    ...(verbWord ? { verbWord } : {}),
    ...(platform ? { platform } : {}),
  };
  profiles.set(tool.definition, result);
  return result;
}

function inName(p: ToolProfile, term: string): boolean {
  const parts = nameWords(term).map(stem);
  for (let i = 0; i + parts.length <= p.stems.length; i += 1) if (parts.every((part, k) => p.stems[i + k] === part)) return true;
  return false;
}

function inDescription(p: ToolProfile, term: string): boolean {
  const parts = nameWords(term).map(stem);
  if (parts.length === 1) return p.descStems.has(parts[0]!);
  return p.description.includes(term.replace(/_/g, ' '));
}

export interface Fit {
  tool: ModelTool;
  score: number;
  /** The head object is in the tool's name or description. */
  objectHit: boolean;
  why: string[];
  rejected?: string;
}

const conceptInName = (p: ToolProfile, c: Concept) => c.tool.some((t) => inName(p, t));
const conceptInDescription = (p: ToolProfile, c: Concept) => c.tool.some((t) => inDescription(p, t));

export function scoreTool(tool: ModelTool, intent: Intent): Fit {
  const p = profile(tool);
  const why: string[] = [];
  if (intent.verb.class === 'read' && p.class === 'write') {
    return { tool, score: -100, objectHit: false, why: [`${p.verbWord} is a write`], rejected: `${tool.name} writes (${p.verbWord}) and the question only reads` };
  }
  let score = 0;
  let objectHit = false;
  intent.concepts.forEach((concept, i) => {
    const head = i === 0;
    if (conceptInName(p, concept)) {
      score += head ? 10 : 4;
      if (head) objectHit = true;
      why.push(`${concept.id} in name`);
    } else if (conceptInDescription(p, concept)) {
      score += head ? 4 : 1.5;
      if (head) objectHit = true;
      why.push(`${concept.id} in description`);
    } else if (head) {
      score -= 3;
    }
  });
  if (intent.concepts.length === 0) {
    // No known object: the question's own words must name the tool.
    for (const word of intent.words) {
      if (inName(p, word)) {
        score += 6;
        objectHit = true;
        why.push(`"${word}" in name`);
      }
    }
  }
  // The verb.
  const verbTools = intent.verb.tool;
  const verbAt = verbTools.findIndex((w) => p.stems.includes(stem(w)));
  if (intent.verb.class === 'write') {
    if (p.class === 'read') {
      score -= 7;
      why.push('reads, the question writes');
    } else if (verbAt >= 0) {
      score += verbAt === 0 ? 7 : 5;
      why.push(`verb ${verbTools[verbAt]}`);
    } else if (p.class === 'write') {
      score += 1;
    }
    if (intent.verbWord && p.stems.includes(stem(intent.verbWord)) && verbAt !== 0) score += 3;
  } else {
    if (p.class === 'read') score += 2;
    const listing = p.stems.some((w) => ['list', 'search', 'query', 'find'].includes(w));
    const getting = p.stems.some((w) => ['get', 'read', 'retrieve', 'fetch', 'view', 'show'].includes(w));
    if (intent.specific && getting) {
      score += 2;
      why.push('gets one item');
    } else if (!intent.specific && listing) {
      score += 2;
      why.push('lists');
    }
    if (intent.verb.id === 'search' && p.stems.includes('search')) score += 2;
    if (intent.verb.id === 'convert' && p.stems.includes('convert')) score += 4;
  }
  // The platform.
  if (intent.platform) {
    if (p.platform === intent.platform) {
      score += 5;
      why.push(`on ${intent.platform}`);
    } else if (p.platform && !(intent.platform === 'git' && p.platform === 'github')) {
      score -= 10;
      why.push(`on ${p.platform}, not ${intent.platform}`);
    }
  }
  // Name words the question does not ask about make a tool less likely ("list_issue_types" for "list issues").
  const asked = new Set([...intent.concepts.flatMap((c) => c.tool.flatMap((t) => nameWords(t).map(stem))), ...intent.words.map(stem), ...intent.verb.tool.map(stem)]);
  const extra = p.stems.filter((w) => !asked.has(w) && !TOOL_READ_WORDS.has(w) && !TOOL_WRITE_WORDS.has(w) && !Object.values(PLATFORMS).flat().includes(w) && w.length > 2);
  score -= 1.5 * extra.length;
  // Arguments the question can fill.
  const e = intent.entities;
  const has = (re: RegExp) => p.args.some((a) => re.test(a));
  if (e.issueKeys.length > 0 && has(/issue_?key/i)) score += 2;
  if (e.owner && has(/^owner$/)) score += 1;
  if (e.channel && has(/channel/)) score += 1;
  if (e.paths.length > 0 && has(/path|repo_path/)) score += 1;
  if (e.urls.length > 0 && has(/url/)) score += 2;
  if (e.places.length > 0 && has(/location|timezone|region|address/)) score += 1;
  if (e.numbers.length > 0 && has(/number|_id$|Number$|Id$/)) score += 1;
  if (p.required.length > 0 && intent.specific === false && p.required.some((r) => /^(comment_?id|commentId|threadID|thread_ts|sha|run_id|job_id|alertNumber|findingNumber|sprint_id|version_id|link_id|form_id|attachment_id|file_id)$/.test(r))) score -= 2;
  return { tool, score: Math.round(score * 10) / 10, objectHit, why };
}

/** The tool that fits best, with the fit; ties go to the shorter, then alphabetically first, name. */
export function rankTools(tools: readonly ModelTool[], intent: Intent): Fit[] {
  return tools
    .map((t) => scoreTool(t, intent))
    .sort((a, b) => b.score - a.score || a.tool.name.length - b.tool.name.length || a.tool.name.localeCompare(b.tool.name));
}

export const FIT_THRESHOLD = 8;

export function fits(fit: Fit | undefined): fit is Fit {
  return fit !== undefined && !fit.rejected && fit.objectHit && fit.score >= FIT_THRESHOLD;
}
