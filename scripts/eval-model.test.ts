import { describe, expect, it } from 'vitest';
import { def } from '@/lib/service/fixtures/made-up-tools';
import { DEFAULT_SETS, loadPool, loadQuestions, loadSet, runQuestion, schemaErrors, VARIANTS, withEmptyEnumsAsNothing, withoutBrokenRefs, type EvalQuestion } from './eval-model';

// A fixed subset of data/eval/questions.json: reads, writes, several catalogs, the five-server mix, and two with no fitting tool.
const SUBSET: Array<[string, string | undefined]> = [
  ['Which pull requests are open on vercel/next.js?', 'list_pull_requests'],
  ['Show me WEB-123', 'jira_get_issue'],
  ["Post 'standup in 5' to #eng", 'conversations_add_message'],
  ['Create a pull request from feature/login into main on acme/webapp', 'create_pull_request'],
  ['Search Confluence for the deployment runbook', 'confluence_search'],
  ['Convert 3pm New York time to London time', 'convert_time'],
  ['List the files in /home/me/projects', 'list_directory'],
  ['What is the weather in San Francisco?', 'get_weather'],
  ['Find the open bugs in Jira project WEB and post a summary to the #eng-alerts Slack channel.', 'jira_search'],
  ["What's the stock price of Apple?", undefined],
  ['Reboot the production database', undefined],
];

const questions = loadQuestions();
const find = (text: string): EvalQuestion => {
  const q = questions.find((x) => x.question === text);
  if (!q) throw new Error(`not in the question set: ${text}`);
  return q;
};

describe('the scripted model on a fixed subset of the eval questions', () => {
  for (const variant of VARIANTS.filter((v) => v.id === 'regex (MCP)' || v.id === 'bm25 (client)')) {
    it.each(SUBSET)(`${variant.id}: %s → %s`, async (text, tool) => {
      const outcome = await runQuestion(find(text), variant);
      // The first tool is one the question set accepts (for these, the one named above or an equally right one).
      if (tool) expect(outcome.question.accept).toContain(outcome.firstTool);
      else expect(outcome.firstTool).toBeUndefined();
      if (variant.id === 'regex (MCP)') expect(outcome.firstTool).toBe(tool);
      for (const call of outcome.calls) expect(call.schemaErrors, `${call.name} ${JSON.stringify(call.input)}`).toBeUndefined();
      if (outcome.question.kind === 'read') expect(outcome.calls.filter((c) => c.write)).toEqual([]);
      expect(outcome.finalText).not.toMatch(/[{[]\s*"/);
      if (tool) expect(outcome.finalText).toMatch(/demo data/);
      else expect(outcome.finalText).toMatch(/found no tool/);
    });
  }

  it('never calls create_pull_request for a question about open pull requests', async () => {
    const outcome = await runQuestion(find('Which pull requests are open on vercel/next.js?'), VARIANTS[0]!);
    expect(outcome.calls[0]?.input).toMatchObject({ owner: 'vercel', repo: 'next.js', state: 'open' });
    expect(outcome.calls.map((c) => c.name)).not.toContain('create_pull_request');
  });

  it('posts a summary of the Jira result to Slack without the answer\'s disclaimer; the answer carries it once', async () => {
    const outcome = await runQuestion(find('Find the open bugs in Jira project WEB and post a summary to the #eng-alerts Slack channel.'), VARIANTS[0]!);
    const post = outcome.calls.find((c) => c.name === 'conversations_add_message');
    expect(post?.input).toMatchObject({ channel_id: '#eng-alerts' });
    expect(String((post?.input as { text?: string }).text)).toMatch(/^I found \d+ issues/);
    expect(String((post?.input as { text?: string }).text)).not.toMatch(/demo data/);
    expect(outcome.finalText.match(/demo data/g)).toHaveLength(1);
  });
});

describe('the out-of-domain pools', () => {
  it('sends a tool whose generated definition has an empty schema with an object schema, as the API requires', () => {
    const whoami = loadPool(['sentry']).definitions.find((t) => t.name === 'whoami') as { input_schema: { type?: string; properties?: object } };
    expect(whoami.input_schema).toEqual({ type: 'object', properties: {} });
  });

  // A set whose accepted tool is not in its pool scores a miss whatever the model does; a blind set is read
  // once a round, so its structure is checked here, where nobody sees a question's outcome.
  it.each(DEFAULT_SETS.filter((path) => loadSet(path).pool))('%s names only tools its pool sends, each question once', (path) => {
    const set = loadSet(path);
    const sent = new Set(loadPool(set.pool!).definitions.map((t) => t.name));
    const unknown = set.questions.flatMap((q) => [...q.accept, ...(q.uses ?? [])].filter((name) => !sent.has(name)).map((name) => `${q.id}: ${name}`));
    expect(unknown).toEqual([]);
    const ids = set.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const name of sent) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
  });
});

describe('schemaErrors on a server\'s own schema', () => {
  it('checks a call against a schema the meta-schema refuses (an enum value listed twice) instead of failing the run', () => {
    const pool = loadPool(['posthog']);
    expect(schemaErrors([], 'update-feature-flag', { flagKey: 'checkout' }, pool)).toMatch(/must have required property 'data'/);
    expect(schemaErrors([], 'update-feature-flag', { flagKey: 'checkout', data: {} }, pool)).toBeUndefined();
  });

  it('checks a call against a schema whose $ref points at nothing (DigitalOcean create_app) instead of failing the run', () => {
    const pool = loadPool(['digitalocean']);
    expect(schemaErrors([], 'create_app', {}, pool)).toMatch(/must have required property 'body'/);
  });

  it('lets a broken $ref allow anything and keeps every ref that resolves', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' }, b: { $ref: '#/properties/a' }, c: { $ref: '#/properties/missing/x' } } };
    expect(withoutBrokenRefs(schema)).toEqual({ type: 'object', properties: { a: { type: 'string' }, b: { $ref: '#/properties/a' }, c: {} } });
  });

  it('checks a call against a schema with an empty enum (Shopify manage-webhook) instead of failing the run', () => {
    const pool = loadPool(['shopify']);
    expect(schemaErrors([], 'manage-webhook', { action: 'subscribe', callbackUrl: 'https://example.com/hook', topic: 'orders/create' }, pool)).toMatch(/must NOT be valid/);
    expect(withEmptyEnumsAsNothing({ type: 'object', properties: { topic: { type: 'string', enum: [] }, kind: { enum: ['a'] } } })).toEqual({ type: 'object', properties: { topic: { type: 'string', not: {} }, kind: { enum: ['a'] } } });
  });
});

describe('a change the question names its thing for by name, not id', () => {
  // A made-up mail-campaign server the app does not ship: the clone needs the campaign's id, the question gives its name.
  const definitions = [
    def('mailer_campaigns_clone', 'Clone a Mailer campaign: create a copy of it under a new name.', { campaign_id: { type: 'string' }, new_name: { type: 'string' } }, ['campaign_id']),
    def('mailer_campaigns_list', 'List Mailer campaigns, filtered by name.', { name: { type: 'string' } }),
    def('mailer_campaigns_delete', 'Delete a Mailer campaign.', { campaign_id: { type: 'string' } }, ['campaign_id']),
  ];
  const question = (id: string, text: string): EvalQuestion => ({ id, question: text, kind: 'write', accept: [] });
  const client = VARIANTS.find((v) => v.id === 'regex (client)')!;

  it('looks the campaign up by its name, then clones it, and says why in its decisions', async () => {
    const outcome = await runQuestion(question('lookup', "In Mailer, duplicate the campaign 'Black Friday Early Access' as 'Cyber Monday Early Access'."), client, { ids: ['mailer'], definitions });
    expect(outcome.calls.map((c) => c.name)).toEqual(['mailer_campaigns_list', 'mailer_campaigns_clone']);
    expect(outcome.calls[0]!.input).toMatchObject({ name: 'Black Friday Early Access' });
    expect(outcome.decisions.join(' ')).toMatch(/mailer_campaigns_clone needs campaign_id, which the question does not give: looking up "Black Friday Early Access" by its name first/);
  });

  it('clones at once when the question gives the id', async () => {
    const outcome = await runQuestion(question('direct', 'In Mailer, duplicate campaign 01HXYZ as a new draft.'), client, { ids: ['mailer'], definitions });
    expect(outcome.calls.map((c) => c.name)).toEqual(['mailer_campaigns_clone']);
  });
});
