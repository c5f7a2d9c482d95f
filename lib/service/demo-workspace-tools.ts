import { hash32, seeded } from './demo-seed';
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
  [/^(search|list|query|find)$/, 'list'],
  [/^(get|read|retrieve|fetch|open|download|view)$/, 'get'],
  [/^(create|add|post|write|send|upload|push|fork|star|copy|batch)$/, 'create'],
  [/^(update|edit|patch|set|move|assign|transition|merge|mark|link|reprioritize|resolve|unresolve|toggle|submit|request)$/, 'update'],
  [/^(delete|remove|unstar|dismiss)$/, 'delete'],
];

function verbOf(name: string): string {
  const words = name.split(/[_\-\s]+|(?<=[a-z])(?=[A-Z])/).map((w) => w.toLowerCase());
  for (const word of words) for (const [pattern, verb] of VERBS) if (pattern.test(word)) return verb;
  return 'other';
}

function generic(name: string, args: DemoArgs): DemoToolResult {
  const id = `demo_${(hash32(`${name}:${JSON.stringify(args)}`) % 100_000).toString().padStart(5, '0')}`;
  switch (verbOf(name)) {
    case 'list': {
      const r = seeded(`${name}:${JSON.stringify(args)}`);
      const results = Array.from({ length: r.int(1, 3) }, (_, i) => ({ id: `${id}_${i + 1}`, title: `Demo result ${i + 1} for ${name}` }));
      return json({ tool: name, arguments: args, results });
    }
    case 'get':
      return json({ tool: name, id, arguments: args, title: `Demo item for ${name}` });
    case 'create':
      return json({ tool: name, ok: true, id, created: args });
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
