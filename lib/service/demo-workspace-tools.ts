import { hash32, seeded } from './demo-seed';
import { namesMany } from './model/text';
import { DEMO_LABEL, asArgs, ok, stringArg, type DemoArgs, type DemoToolResult } from './demo-tool-result';

/**
 * Canned JSON for the work-tool catalogs (GitHub, Jira, Confluence, Notion,
 * Slack and the MCP reference servers). A few tools the library scenarios call
 * get a tailored answer; every other tool gets a plausible generic one chosen by
 * the verb in its name, built from its arguments. Always labelled as demo output.
 */

const json = (value: Record<string, unknown>) => ok(JSON.stringify({ _demo: DEMO_LABEL, ...value }, null, 2));

const ISSUE_SUMMARIES = [
  'Checkout button unresponsive on Safari',
  'Login redirect loops after session timeout',
  'Search results page renders twice',
  'Broken image links in the release notes',
  'Cart total ignores discount codes',
  'Dark mode toggle resets on reload',
] as const;

function jiraSearch(args: DemoArgs): DemoToolResult {
  const jql = stringArg(args, 'jql') ?? '';
  const project = /project\s*=\s*"?([A-Z][A-Z0-9_]+)/i.exec(jql)?.[1]?.toUpperCase() ?? stringArg(args, 'projects_filter')?.split(',')[0] ?? 'DEMO';
  const type = /issuetype\s*=\s*"?(\w+)/i.exec(jql)?.[1] ?? 'Task';
  const status = /status\s*(?:=|in)\s*\(?\s*['"]?([\w ]+?)['"]?\s*(?:\)|AND|ORDER|$)/i.exec(jql)?.[1]?.trim() ?? 'Open';
  const r = seeded(`jira:${jql}`);
  const count = r.int(2, 4);
  const first = r.int(100, 480);
  const issues = Array.from({ length: count }, (_, i) => ({
    key: `${project}-${first + i * r.int(1, 9)}`,
    summary: r.pick(ISSUE_SUMMARIES),
    issuetype: type,
    status,
    priority: r.pick(['High', 'Medium', 'Low'] as const),
    assignee: r.pick(['Ada Demo', 'Grace Demo', null] as const),
  }));
  return json({ total: count, start_at: 0, max_results: typeof args.limit === 'number' ? args.limit : 10, jql, issues });
}

function slackAddMessage(args: DemoArgs): DemoToolResult {
  const channel = stringArg(args, 'channel_id') ?? '#general';
  const ts = `1768498860.${String(hash32(`${channel}:${String(args.text)}`) % 1_000_000).padStart(6, '0')}`;
  return json({ ok: true, channel, ts, message: { type: 'message', user: 'U0DEMOBOT', text: args.text ?? '', ts } });
}

const TAILORED: Record<string, (args: DemoArgs) => DemoToolResult> = {
  jira_search: jiraSearch,
  conversations_add_message: slackAddMessage,
};

const VERBS: Array<[RegExp, string]> = [
  [/^(search|list|query|find|history|replies|unreads|log|status|diff|tree)$/, 'list'],
  [/^(get|read|retrieve|fetch|open|download|view|show|me|self)$/, 'get'],
  [/^(create|add|post|write|send|upload|push|fork|star|copy|batch)$/, 'create'],
  [/^(update|edit|patch|set|move|assign|transition|merge|mark|link|reprioritize|resolve|unresolve|toggle|submit|request)$/, 'update'],
  [/^(delete|remove|unstar|dismiss)$/, 'delete'],
];

function verbOf(name: string): string {
  const words = name.split(/[_\-\s]+|(?<=[a-z])(?=[A-Z])/).map((w) => w.toLowerCase());
  if (words.includes('search')) return 'list';
  const kind = (word: string | undefined) => VERBS.find(([pattern]) => word !== undefined && pattern.test(word))?.[1];
  // A verb first (`create_issue`), else last (`issue_read`), else anywhere.
  const verb = kind(words[0]) ?? kind(words.at(-1)) ?? words.map(kind).find(Boolean) ?? 'other';
  // Named like a get, but for many things: shaped as a list.
  return verb === 'get' && namesMany(name) ? 'list' : verb;
}

const TITLES = ['Fix flaky login test', 'Update onboarding guide', 'Speed up search indexing', 'Tidy release checklist', 'Handle empty cart state', 'Bump dependencies'] as const;
const PEOPLE = ['ada-demo', 'grace-demo', 'linus-demo', 'margaret-demo'] as const;

/** The thing a tool is about, from its name: `list_pull_requests` → pull_request. */
function nounOf(name: string): string {
  const n = name.toLowerCase();
  for (const noun of ['pull_request', 'issue', 'message', 'channel', 'user', 'member', 'comment', 'page', 'commit', 'branch', 'tag', 'release', 'project', 'file', 'director', 'repositor', 'sprint', 'board', 'label', 'notification', 'alert', 'workflow', 'entit', 'node', 'time']) {
    if (n.includes(noun) || (noun === 'pull_request' && /pull.?request/.test(n))) return noun;
  }
  return 'item';
}

/** One demo item of that kind, its fields drawn from the arguments where they name them. */
function itemOf(noun: string, args: DemoArgs, r: ReturnType<typeof seeded>, i: number): Record<string, unknown> {
  const repo = stringArg(args, 'owner') && stringArg(args, 'repo') ? `${stringArg(args, 'owner')}/${stringArg(args, 'repo')}` : undefined;
  const state = typeof args.state === 'string' ? args.state.toLowerCase() : 'open';
  const number = typeof args.issue_number === 'number' ? args.issue_number : typeof args.pullNumber === 'number' ? args.pullNumber : r.int(10, 999);
  const title = typeof args.title === 'string' ? args.title : r.pick(TITLES);
  switch (noun) {
    case 'pull_request':
    case 'issue':
      return { number: i === 0 ? number : r.int(10, 999), title, state, author: r.pick(PEOPLE), ...(repo ? { repo } : {}), ...(stringArg(args, 'issue_key') ? { key: stringArg(args, 'issue_key') } : {}) };
    case 'message':
    case 'comment':
      return { ts: `1768498${r.int(100, 999)}.000${r.int(100, 999)}`, user: r.pick(PEOPLE), text: typeof args.text === 'string' ? args.text : r.pick(TITLES), ...(stringArg(args, 'channel_id') ? { channel: stringArg(args, 'channel_id') } : {}) };
    case 'channel':
      return { id: `C0DEMO${r.int(100, 999)}`, name: r.pick(['#general', '#eng', '#random', '#design', '#eng-alerts'] as const) };
    case 'user':
    case 'member':
      return { id: `U0DEMO${r.int(100, 999)}`, name: stringArg(args, 'query') ?? r.pick(PEOPLE) };
    case 'page':
      return { id: stringArg(args, 'page_id') ?? String(r.int(10000, 99999)), title: stringArg(args, 'query') ? `${stringArg(args, 'query')} (demo page)` : title };
    case 'commit':
      return { sha: (hash32(`${i}:${JSON.stringify(args)}`) >>> 0).toString(16).padStart(8, '0'), message: r.pick(TITLES), author: r.pick(PEOPLE) };
    case 'branch':
    case 'tag':
    case 'release':
      return { name: stringArg(args, 'branch') ?? stringArg(args, 'tag') ?? r.pick(['main', 'develop', 'v2.4.0', 'v2.3.1'] as const) };
    case 'file':
    case 'director':
      return { name: r.pick(['README.md', 'src', 'package.json', 'docs'] as const), path: stringArg(args, 'path') ?? '/', type: r.pick(['file', 'directory'] as const) };
    case 'project':
      return { key: stringArg(args, 'project_key') ?? r.pick(['WEB', 'OPS', 'PAY'] as const), name: r.pick(['Web app', 'Operations', 'Payments'] as const) };
    default:
      return { id: `demo_${r.int(1000, 9999)}`, title: stringArg(args, 'query') ?? stringArg(args, 'name') ?? r.pick(TITLES) };
  }
}

function generic(name: string, args: DemoArgs): DemoToolResult {
  const id = `demo_${(hash32(`${name}:${JSON.stringify(args)}`) % 100_000).toString().padStart(5, '0')}`;
  const r = seeded(`${name}:${JSON.stringify(args)}`);
  const noun = nounOf(name);
  switch (verbOf(name)) {
    case 'list': {
      const results = Array.from({ length: r.int(2, 4) }, (_, i) => itemOf(noun, args, r, i));
      return json({ tool: name, total: results.length, results });
    }
    case 'get':
      return json({ tool: name, item: { id, ...itemOf(noun, args, r, 0) } });
    case 'create':
      return json({ tool: name, ok: true, id, created: { ...itemOf(noun, args, r, 0), ...args } });
    case 'update':
      return json({ tool: name, ok: true, id, updated: args });
    case 'delete':
      return json({ tool: name, ok: true, deleted: args });
    default:
      return json({ tool: name, ok: true, arguments: args });
  }
}

export function runWorkspaceTool(name: string, input: unknown): DemoToolResult {
  const args = asArgs(input);
  return (Object.hasOwn(TAILORED, name) ? TAILORED[name]! : (a: DemoArgs) => generic(name, a))(args);
}
