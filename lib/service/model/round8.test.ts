import { describe, expect, it } from 'vitest';
import { def, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { extractEntities } from './entities';
import { fillArguments } from './args';
import { LARGE_CATALOG, searchLimit, WIDE_REGEX_LIMIT } from './queries';
import { readInOwnWords } from './own-concepts';
import { profile, rankTools } from './rank';
import { requestWords } from './request-words';
import { readSpelling } from './spelling';
import { leadingWriteVerb } from './tool-verbs';
import { related } from './words';

// Made-up servers the app does not ship: a code-quality scanner, a shop, a CMS, a container runner, a cluster tool.

describe('a general English write verb leading a tool name is what the tool does', () => {
  it('reads change_lintray_finding_status as a change, not as a read of a status', () => {
    const p = profile(tool(def('change_lintray_finding_status', 'Change the status of a Lintray finding')));
    expect(p.verbWord).toBe('change');
    expect(p.class).toBe('write');
  });

  it('reads cancel_order, publish_entry and archive_board as writes, and a delete as a delete', () => {
    for (const name of ['cancel_order', 'publish_entry', 'archive_board', 'revoke_token']) expect(profile(tool(def(name, 'Does it.'))).class).toBe('write');
    expect(leadingWriteVerb('revoke')?.kind).toBe('delete');
    expect(leadingWriteVerb('archive')?.kind).toBe('update');
  });

  it('leaves a noun that leads a name a noun (file_search, order_status still read)', () => {
    expect(profile(tool(def('order_status', 'Get the status of an order'))).class).not.toBe('write');
    expect(leadingWriteVerb('file')).toBeUndefined();
    expect(leadingWriteVerb('order')).toBeUndefined();
  });

  it('sets such a tool aside for a question that only reads', () => {
    const tools = [def('cancel_order', 'Cancel an order in the shop'), def('get_order', 'Get one order of the shop by id', { order_id: { type: 'string' } })].map(tool);
    const ranked = rankTools(tools, analyzeQuestion('show me order 4411')[0]!, [], requestWords(tools));
    expect(ranked.find((f) => f.tool.name === 'cancel_order')!.rejected).toMatch(/writes/);
    expect(ranked[0]!.tool.name).toBe('get_order');
  });

  it('lets it do a question verb of the same kind: "mark … as" is a change of status', () => {
    const tools = [def('change_lintray_finding_status', 'Change the status of a Lintray finding', { finding_key: { type: 'string' }, transition: { type: 'string' } })].map(tool);
    const [fit] = rankTools(tools, analyzeQuestion('Mark lintray finding AYx-12345 as a false positive')[0]!, [], requestWords(tools));
    expect(fit!.rejected).toBeUndefined();
    expect(fit!.actionOk).toBe(true);
  });
});

describe('reading the question verb', () => {
  it('reads "Publish …" as a write, though it ends like an adjective', () => {
    const [intent] = analyzeQuestion('Publish Inkwell entry 5KsDBWseXY6Qeg');
    expect(intent!.verb.class).toBe('write');
    expect(intent!.verbWord).toBe('publish');
    expect(analyzeQuestion('Finish the onboarding checklist')[0]!.verb.class).toBe('write');
  });

  it('does not take a verb word after "by" or "each" as the verb', () => {
    const [intent] = analyzeQuestion('Break down our opportunities by stage: how many are in each stage?');
    expect(intent!.verb.class).toBe('read');
    expect(intent!.verbWord).not.toBe('stage');
    expect(analyzeQuestion('opportunities grouped by stage please')[0]!.verb.class).toBe('read');
  });
});

describe('words the request says in its own way', () => {
  const tools = [
    def('get_nodes', 'List the nodes of the Kubernetes cluster'),
    def('restart_container', 'Restart a Docker container by name', { name: { type: 'string' } }),
    def('list_chats', 'List chats'),
  ].map(tool);
  const words = requestWords(tools);

  it('reads a numeronym as the tool word of that many letters ("k8s" → kubernetes), from descriptions as well as names', () => {
    expect(readSpelling('k8s nodes?', words).question).toBe('kubernetes nodes?');
    // No word of ten letters from k to s: left as written.
    expect(readSpelling('k9s nodes?', words).question).toBe('k9s nodes?');
  });

  it('corrects a misspelling against description words when no name word is near ("dokcer" → docker)', () => {
    const read = readSpelling('dokcer restart nginx', words);
    expect(read.question).toBe('docker restart nginx');
    expect(read.corrections).toEqual([{ written: 'dokcer', read: 'docker' }]);
  });

  it('knows a few more general synonyms: shift is a move, a convo a chat, put on is play', () => {
    expect(related('shift', 'move')).toBe('synonym');
    expect(related('convo', 'chat')).toBe('synonym');
    expect(related('tweet', 'send')).toBe('synonym');
  });
});

describe('how many tools a wide regex asks for', () => {
  it('asks a regex over hundreds of tools for twice as many when the object is broad or its own word: matches come in catalog order', () => {
    const [intent] = analyzeQuestion('show me everything about frobnicators');
    expect(searchLimit(intent!, 5, undefined, 'regex', LARGE_CATALOG)).toBe(WIDE_REGEX_LIMIT);
    expect(searchLimit(intent!, 5, undefined, 'regex', LARGE_CATALOG - 1)).toBe(10);
    expect(searchLimit(intent!, 5, undefined, 'bm25', LARGE_CATALOG)).toBe(10);
  });
});

describe('a required string with a pattern no neutral value keeps', () => {
  it('gets the plainest string the pattern takes, the same every time', () => {
    const schema = { type: 'object', properties: { runToken: { type: 'string', pattern: '^[A-Za-z0-9]{10}$' }, code: { type: 'string', pattern: '^(ab|cd)-\\d{3}$' } }, required: ['runToken', 'code'] };
    const ctx = { intent: analyzeQuestion('why does the onboarding keep failing?')[0]!, toolName: 'onboarding_status_update', earlier: [] };
    const args = fillArguments(schema, ctx);
    expect(args.runToken).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(args.code).toMatch(/^(ab|cd)-\d{3}$/);
    expect(fillArguments(schema, ctx)).toEqual(args);
  });
});

describe('the object a verb implies', () => {
  const tools = [def('send-email', 'Send an email'), def('send-batch-emails', 'Send several emails'), def('send_message', 'Send a chat message to a channel'), def('daily_summary', 'A summary of the day')].map(tool);
  const words = requestWords(tools);

  it('implies no message when the verb\'s object is the user\'s own word that tool names say ("send an email")', () => {
    const [own] = analyzeQuestion('Send an email to maria@example.com about the invoice').map((i) => readInOwnWords(i, words));
    expect(own!.concepts.map((c) => c.id)).not.toContain('message');
    expect(own!.words).toContain('email');
    expect(own!.ownReadings?.[0]?.word).toBe('email');
  });

  it('takes no key or name for the object: "Assign PROJ-9 to john.doe" is still about an issue', () => {
    const projectTools = [def('list_projects', 'List projects'), def('get_project', 'Get a project'), def('assign_issue', 'Assign an issue', { issue_key: { type: 'string' } })].map(tool);
    const [assign] = analyzeQuestion('Assign PROJ-9 to john.doe').map((i) => readInOwnWords(i, requestWords(projectTools)));
    expect(assign!.concepts.map((c) => c.id)).toContain('issue');
  });

  it('still implies it when fewer than two tool names say the word ("post a summary to #eng")', () => {
    const [post] = analyzeQuestion('post a summary to #eng').map((i) => readInOwnWords(i, words));
    expect(post!.concepts.map((c) => c.id)).toContain('message');
  });
});

describe('a condition between two steps', () => {
  it('splits "… and, if it looks sunny, find …" into two steps, the condition with the second', () => {
    const parts = analyzeQuestion('Check the weather for Lisbon from 10 to 14 July and, if it looks sunny, find a flat there for 2 adults');
    expect(parts.map((p) => p.clause)).toEqual(['Check the weather for Lisbon from 10 to 14 July', 'find a flat there for 2 adults']);
  });
});

describe('a product written as a label before a colon', () => {
  it('reads "deskmate: close ticket 48213" as closing a ticket, not as a verb "helpdeskly"', () => {
    const says = (w: string) => ['close', 'ticket', 'tickets', 'sql'].includes(w);
    expect(analyzeQuestion('deskmate: close ticket 48213', [], says)[0]!.verbWord).toBe('close');
    // A label the tools say is the question's own words: "sql: SELECT …" keeps it.
    expect(analyzeQuestion('quick sql: SELECT 1', [], says)[0]!.verbWord).not.toBe('select');
  });
});

describe('dates the question gives', () => {
  it('reads a day, a range and an ISO date, and no date in "it may 5 times fail"', () => {
    expect(extractEntities('the forecast from 10 to 14 July 2025').entities.dates).toEqual(['2025-07-10', '2025-07-14']);
    expect(extractEntities('move it to 20 May 2025 at 4pm').entities.dates).toEqual(['2025-05-20']);
    expect(extractEntities('due March 14, 2025').entities.dates).toEqual(['2025-03-14']);
    expect(extractEntities('commits since 2024-01-01').entities.dates).toEqual(['2024-01-01']);
    expect(extractEntities('it may 5 times fail').entities.dates).toEqual([]);
  });

  const range = def('get_forecast_range', 'Weather forecast for a city between two dates', { city: { type: 'string' }, start_date: { type: 'string', format: 'date' }, end_date: { type: 'string', format: 'date' } }, ['city', 'start_date', 'end_date']);
  const today = def('get_forecast', 'Weather forecast for a city today', { city: { type: 'string' } }, ['city']);

  it('fills a range\'s start and end with the first and last date asked', () => {
    const [intent] = analyzeQuestion('weather forecast for Lisbon from 10 to 14 July 2025');
    const args = fillArguments(range.input_schema, { intent: intent!, toolName: range.name, earlier: [] });
    expect(args).toMatchObject({ start_date: '2025-07-10', end_date: '2025-07-14' });
  });

  it('prefers the tool that takes the range asked over one that cannot', () => {
    const tools = [today, range].map(tool);
    const [intent] = analyzeQuestion('weather forecast for Lisbon from 10 to 14 July 2025');
    expect(rankTools(tools, intent!, [], requestWords(tools))[0]!.tool.name).toBe('get_forecast_range');
    // Without dates the plainer tool is as good: no range is asked.
    expect(rankTools(tools, analyzeQuestion('weather forecast for Lisbon')[0]!, [], requestWords(tools))[0]!.tool.name).toBe('get_forecast');
  });
});
