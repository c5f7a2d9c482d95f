import type { CallEvent } from '../scripted-history';
import type { Intent } from './analyze';

/**
 * The model's answer from a tool's result: a sentence or two in words, never
 * the raw JSON, always saying the data are demo data.
 */

const clip = (s: string, max = 140) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const LABEL_KEYS = ['summary', 'title', 'name', 'full_name', 'login', 'text', 'message', 'subject', 'key', 'path', 'tag_name', 'sha', 'id'];

function labelOf(item: unknown): string | undefined {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  if (!item || typeof item !== 'object') return undefined;
  const record = item as Record<string, unknown>;
  const prefix = typeof record.key === 'string' ? `${record.key} ` : typeof record.number === 'number' ? `#${record.number} ` : '';
  for (const key of LABEL_KEYS) {
    const value = record[key];
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') {
      const text = String(value);
      const extra = typeof record.state === 'string' ? ` (${record.state})` : typeof record.status === 'string' ? ` (${record.status})` : '';
      return clip(key === 'key' ? `${text}${extra}` : `${prefix}${text}${extra}`, 90);
    }
  }
  return undefined;
}

function mainList(data: Record<string, unknown>): unknown[] | undefined {
  for (const [key, value] of Object.entries(data)) if (key !== 'arguments' && Array.isArray(value) && value.length > 0) return value;
  for (const value of Object.values(data)) if (Array.isArray(value)) return value;
  return undefined;
}

/** The disclaimer the final answer carries once, naming the tools whose results it used. */
export function demoDisclaimer(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length === 0) return '';
  const list = unique.length === 1 ? `the ${unique[0]} tool` : `the ${unique.slice(0, -1).join(', ')} and ${unique.at(-1)} tools`;
  return `These are demo data from ${list}, not a real service.`;
}

/**
 * A sentence or two about one call's result. With `disclaimer: false` the
 * demo-data sentence is left out: the final answer adds it once, and a message
 * composed from the result (a Slack post summarising Jira issues) carries only the summary.
 */
export function summarizeCall(call: CallEvent, intent: Intent | undefined, options: { disclaimer?: boolean } = {}): string {
  const text = call.result?.text ?? '';
  const demo = options.disclaimer === false ? '' : `These are demo data from the ${call.name} tool, not a real service.`;
  if (call.result?.isError) return `${call.name} reported an error: ${clip(text.replace(/\s+/g, ' '))}.`;
  const data = parse(text);
  const what = intent?.concepts[0]?.phrase ?? 'results';
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    const list = mainList(record);
    if (record.ok === true || record.created || record.updated || record.deleted) {
      const where = typeof record.channel === 'string' ? ` to ${record.channel}` : '';
      const id = typeof record.id === 'string' || typeof record.id === 'number' ? ` (id ${record.id})` : '';
      const action = record.deleted ? 'deleted' : record.updated ? 'updated' : record.channel ? 'posted' : 'done';
      const subject = labelOf(record.item ?? record.created ?? record.updated ?? record.message);
      return `${capital(action)}${where}${id}${subject && action !== 'posted' ? `: ${subject}` : ''}. ${demo}`.trim();
    }
    if (list) {
      if (list.length === 0) return `There are no ${what} matching that. ${demo}`.trim();
      const names = list.slice(0, 3).map(labelOf).filter(Boolean).join('; ');
      const total = typeof record.total === 'number' ? record.total : list.length;
      return `I found ${total} ${total === 1 ? what.replace(/s$/, '') : what}${names ? `: ${names}` : ''}${list.length > 3 ? ', and more' : ''}. ${demo}`.trim();
    }
    const label = labelOf(record.item ?? record);
    const detail = Object.entries(record.item && typeof record.item === 'object' ? (record.item as Record<string, unknown>) : record)
      .filter(([k, v]) => !k.startsWith('_') && k !== 'tool' && k !== 'arguments' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
      .slice(0, 4)
      .map(([k, v]) => `${k.replace(/_/g, ' ')} ${String(v)}`)
      .join(', ');
    return `${label ? `${label}: ` : ''}${clip(detail, 200)}. ${demo}`.trim();
  }
  const plain = text.replace(/^\[demo\]\s*/, '').replace(/\s+/g, ' ').trim();
  const weather = /^(.+?): (-?\d+°[CF]), ([^,]+), humidity (\d+)%, wind (.+)$/.exec(plain);
  if (weather) return `It is ${weather[2]} in ${weather[1]} right now (${weather[3]}), with ${weather[4]}% humidity and a ${weather[5]} wind.${demo ? ` These are demo data from the ${call.name} tool.` : ''}`;
  return `${clip(plain, 220).replace(/[{}[\]]/g, '')}${/[.!?)]$/.test(plain) ? '' : '.'} ${demo}`.trim();
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
