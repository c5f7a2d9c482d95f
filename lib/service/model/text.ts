/** Word helpers shared by the model's reading of questions and of tools. */

export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w === 'children') return 'child';
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

/** Text that a RegExp matches as written: a phrase, a value, a product's name. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `list_pull_requests`, `API-get-users`, `pullNumber` → their lower-case words. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

/** Plural-looking words that name one thing. */
const NOT_PLURAL = new Set(['contents', 'details', 'status', 'access', 'address', 'process', 'progress', 'settings', 'analytics', 'news', 'alias', 'canvas', 'sla', 'dates', 'info', 'markdown', 'self', 'me']);

/** A tool whose name ends in a plural object (`jira_get_project_issues`, `API-get-users`) returns many things, whatever its verb. */
export function namesMany(name: string): boolean {
  const words = nameWords(name);
  const last = words.at(-1) ?? '';
  return words.length > 1 && /[^s]s$|ies$|children$/.test(last) && !NOT_PLURAL.has(last) && !words.includes('by');
}
