import type { SearchVariant } from '@/lib/search/types';
import type { ArgHint } from './scripted-args';
import type { CallEvent } from './scripted-history';
import { extractChannel, extractLocation, extractProjectKey, isUsLocation, keywords } from './scripted-question';

/**
 * One thing the question asks for, and how the scripted model goes about it:
 * what to search for (tried in order, per search variant), which words make a
 * tool fit, which argument values it knows, and how it reports the result.
 */
export interface Intent {
  id: string;
  /** Completes "a tool that can …". */
  purpose: string;
  /** Who or what the call is for, as the model's text names it. */
  subject: string;
  queries: Record<SearchVariant, string[]>;
  /**
   * Scoring words: a tool fits only if the first (the core word) is in its name
   * or description; each word in its name scores 3, in its description 1.
   */
  keywords: string[];
  /** Tool names the model rejects for this purpose even when the words fit (a search tool when it must post). */
  avoid?: RegExp;
  /** `earlier`: the summaries of the calls made for the question's earlier intents. */
  hints(earlier: readonly string[]): ArgHint[];
  summarize(call: CallEvent): string;
}

interface Rule {
  trigger: RegExp;
  build(text: string, context: string): Intent | undefined;
}

const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function genericSummary(call: CallEvent): string {
  const text = call.result?.text ?? '';
  if (call.result?.isError) return `${call.name} failed: ${excerpt(text)}`;
  return `${call.name} returned: ${excerpt(text.replace(/\s+/g, ' '))}`;
}

const weather: Rule = {
  trigger: /\b(weather|temperature|forecast|raining|sunny)\b/i,
  build(text, context) {
    const location = extractLocation(text) ?? extractLocation(context);
    if (!location) return undefined;
    const unit = isUsLocation(location) ? 'fahrenheit' : 'celsius';
    return {
      id: 'weather',
      purpose: 'report the current weather',
      subject: location,
      queries: {
        regex: ['weather', 'temperature|forecast'],
        bm25: ['current weather conditions for a location', 'temperature and forecast for a city'],
        keyword: ['weather', 'temperature forecast'],
      },
      keywords: ['weather', 'current', 'conditions', 'temperature'],
      hints: () => [
        { name: /^(location|place|address)$/, value: location },
        { name: /^city$/, value: location.split(',')[0] },
        { name: /^unit/, value: unit, optional: true },
        { name: /^region$/, value: location.split(',')[1]?.trim() ?? location },
      ],
      summarize(call) {
        const m = /^\[demo\] (.+?): (-?\d+°[CF]), ([^,]+), humidity (\d+)%, wind (.+)$/.exec(call.result?.text ?? '');
        if (call.result?.isError || !m) return genericSummary(call);
        return `It is ${m[2]} in ${m[1]} right now (${m[3]}), with ${m[4]}% humidity and a ${m[5]} wind. These are demo data from the ${call.name} tool.`;
      },
    };
  },
};

const jira: Rule = {
  trigger: /\bjira\b/i,
  build(text) {
    const project = extractProjectKey(text);
    const bugs = /\bbugs?\b/i.test(text);
    const open = /\b(open|unresolved)\b/i.test(text);
    const jql = [
      project ? `project = ${project}` : undefined,
      bugs ? 'issuetype = Bug' : undefined,
      open ? 'statusCategory != Done' : undefined,
    ]
      .filter(Boolean)
      .join(' AND ');
    const what = `${open ? 'open ' : ''}${bugs ? 'bugs' : 'issues'}${project ? ` in ${project}` : ''}`;
    return {
      id: 'jira-search',
      purpose: 'search Jira issues',
      subject: what,
      queries: {
        regex: ['jira_search|search.*jira', 'jira'],
        bm25: ['search jira issues with jql', 'find jira issues'],
        keyword: ['jira search issues', '+jira search'],
      },
      keywords: ['jira', 'search', 'issues', 'jql'],
      hints: () => [{ name: /^jql$/, value: `${jql || 'statusCategory != Done'} ORDER BY priority DESC` }],
      summarize(call) {
        const data = parseJson(call.result?.text ?? '');
        const issues = Array.isArray(data?.issues) ? (data.issues as Array<Record<string, unknown>>) : undefined;
        if (call.result?.isError || !issues) return genericSummary(call);
        const list = issues.map((i) => `${String(i.key)} ${String(i.summary)} (${String(i.priority)})`).join('; ');
        return `${issues.length} ${what} (demo data): ${list}.`;
      },
    };
  },
};

const slack: Rule = {
  trigger: /\bslack\b/i,
  build(text) {
    const channel = extractChannel(text) ?? '#general';
    return {
      id: 'slack-post',
      purpose: 'post a message to a Slack channel',
      subject: channel,
      queries: {
        regex: ['(post|send|add).*message', 'message'],
        bm25: ['post a message to a slack channel', 'send a message to a channel'],
        keyword: ['post message channel', '+message add'],
      },
      keywords: ['message', 'add', 'post', 'send', 'channel', 'slack'],
      avoid: /search|history|replies|unreads|mark|reaction|list/,
      hints: (earlier) => [
        { name: /^channel(_id|_name)?$/, value: channel },
        {
          name: /^(text|message|content)$/,
          value: earlier.length > 0 ? earlier.join(' ') : excerpt(text),
          optional: true,
        },
      ],
      summarize(call) {
        const data = parseJson(call.result?.text ?? '');
        if (call.result?.isError || data?.ok !== true) return genericSummary(call);
        return `I posted that summary to ${String(data.channel ?? channel)} (demo Slack workspace).`;
      },
    };
  },
};

const RULES = [weather, jira, slack];

function genericIntent(question: string): Intent {
  const words = keywords(question);
  const query = question.replace(/[?!.]+$/, '');
  const repo = /\b([\w.-]+)\/([\w.-]+)\b/.exec(question);
  const state = /\b(open|closed)\b/i.exec(question)?.[1]?.toLowerCase();
  return {
    id: 'generic',
    purpose: 'help with this request',
    subject: '',
    queries: {
      regex: [words.slice(0, 3).join('|') || 'tool'],
      bm25: [query],
      keyword: [words.slice(0, 4).join(' ') || query],
    },
    keywords: words,
    hints: () => [
      { name: /^owner$/, value: repo?.[1] },
      { name: /^repo(sitory)?$/, value: repo?.[2] },
      { name: /^state$/, value: state, optional: true },
      { name: /^(query|q|search|pattern|keywords?)$/, value: words.join(' ') },
      // Any other text argument gets the gist of the question rather than all of it.
      { name: /./, value: words.slice(0, 6).join(' ') },
    ],
    summarize: genericSummary,
  };
}

function detect(text: string, context: string): Intent[] {
  return RULES.map((rule) => ({ rule, at: text.search(rule.trigger) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .flatMap(({ rule }) => rule.build(text, context) ?? []);
}

/**
 * The intents of the latest question, in the order the question names them. A
 * follow-up that names none ("What about New York?") inherits the intents of
 * the latest earlier question that had some, with its own details.
 */
export function planIntents(question: string, earlierQuestions: readonly string[]): Intent[] {
  const own = detect(question, '');
  if (own.length > 0) return own;
  for (const earlier of [...earlierQuestions].reverse()) {
    if (detect(earlier, '').length === 0) continue;
    const inherited = RULES.filter((r) => r.trigger.test(earlier)).flatMap((r) => r.build(question, earlier) ?? []);
    if (inherited.length > 0) return inherited;
  }
  return [genericIntent(question)];
}
