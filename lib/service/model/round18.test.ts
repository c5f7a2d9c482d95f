import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { extractEntities } from './entities';
import { readInOwnWords } from './own-concepts';
import { fits, rankTools } from './rank';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a pager, an image maker, a work board, a texting service, a page reader and a CRM.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('what happened, a dash, then the ask', () => {
  it('reads the verb after the dash, and what "it" is from before it', () => {
    const intent = first('The disk-full-db02 alert in Pagerly (that’s its alias) has been dealt with — close it out.');
    expect(intent.verbWord).toBe('close');
    expect(intent.verb.id).toBe('update');
    expect(intent.concepts.map((c) => c.id)).toEqual(['alert']);
  });

  it('closes the alert, not makes one', () => {
    const pager = [
      def('pagerly_create_alert', 'Create a Pagerly alert.', { message: { type: 'string' } }, ['message']),
      def('pagerly_close_alert', 'Close a Pagerly alert by its id or alias.', { identifier: { type: 'string' } }, ['identifier']),
    ].map(tool);
    const { intent, words } = intentOver('The disk-full-db02 alert in Pagerly has been dealt with — close it out.', pager);
    expect(rankTools(pager, intent, [], words)[0]!.tool.name).toBe('pagerly_close_alert');
  });

  it('leaves a dash inside an ask alone', () => {
    expect(first('Delete the post I wrote this morning — it had the wrong time in it.').verbWord).toBe('delete');
  });
});

describe('"use X to …"', () => {
  it('reads the verb after "to" as the task, and X as where', () => {
    const intent = first('Use Pictora to generate two images of a watercolor lighthouse at dusk.');
    expect(intent.verb.id).toBe('create');
    expect(intent.verbWord).toBe('generate');
  });
});

describe('a particle that only finishes its verb', () => {
  it('is no word of the task for "find out", "work out" and "close it out"', () => {
    expect(taskWords(first('Find out which approvals are still pending on change 4821')).objects).not.toContain('out');
    expect(taskWords(first('work out everything we have not billed Northwind for in March')).objects).not.toContain('out');
  });

  it('stays a word where it says what is done ("log out", "check out")', () => {
    expect(taskWords(first('log out every session of user 77')).objects).toContain('out');
  });
});

describe("a change's own object, right after its verb", () => {
  const board = [
    def('workly_create_board', 'Create a Workly board.', { boardName: { type: 'string' } }, ['boardName']),
    def('workly_create_board_group', 'Create a group on a Workly board.', { boardId: { type: 'string' }, groupName: { type: 'string' } }, ['boardId', 'groupName']),
    def('workly_create_item', 'Create an item on a Workly board, in a group.', { boardId: { type: 'string' }, groupId: { type: 'string' }, itemName: { type: 'string' } }, ['boardId', 'itemName']),
    def('workly_get_item', 'Get an item of a Workly board.', { itemId: { type: 'string' } }, ['itemId']),
    def('workly_list_boards', 'List the Workly boards.'),
    def('workly_get_board_groups', 'Get the groups of a Workly board.', { boardId: { type: 'string' } }, ['boardId']),
    def('workly_archive_board', 'Archive a Workly board.', { boardId: { type: 'string' } }, ['boardId']),
  ].map(tool);

  it('is what is made when tools are named for it; the board and the group are where', () => {
    const q = 'On Workly.com board 1823456789, create an item "Renew SSL cert" in the group with ID this_week';
    expect(first(q).directObject).toBe('item');
    const over = intentOver(q, board);
    const intent = readInOwnWords(over.intent, over.words);
    expect(intent.ownHead).toBe('item');
    const ranked = rankTools(board, intent, [], over.words);
    expect(ranked.find((f) => f.tool.name === 'workly_create_item')!.why).toContain('"create item" as asked');
    expect(ranked.find((f) => f.tool.name === 'workly_create_board')!.why).not.toContain('"create board" as asked');
    // Without it, the board read as the object: "create board" as asked. (A place before a comma is set off by itself
    // since round 28, dotted or not: without the comma it is not.)
    const unset = intentOver('On Workly.com board 1823456789 create an item "Renew SSL cert" in the group with ID this_week', board);
    expect(rankTools(board, unset.intent, [], unset.words).find((f) => f.tool.name === 'workly_create_board')!.why).toContain('"create board" as asked');
    expect(rankTools(board, readInOwnWords(unset.intent, unset.words), [], unset.words).find((f) => f.tool.name === 'workly_create_board')!.why).not.toContain('"create board" as asked');
  });

  it('is none when no article says it is a thing ("create board groups")', () => {
    expect(first('create board groups on Workly board 12').directObject).toBeUndefined();
  });
});

describe('reminders and texts', () => {
  it('reads "remind me to …" as a reminder to make, and "remind me what …" as a question', () => {
    expect(first('Remind me to renew my passport before August').verb.id).toBe('create');
    expect(first("remind me what's in my 'Ideas' notebook").verb.class).toBe('read');
  });

  it('reads "sms <number> <text>" as sending a message to that number', () => {
    const intent = first("sms +14155550123 'running 10 min late'");
    expect(intent.verb.id).toBe('post');
    expect(intent.concepts.map((c) => c.id)).toEqual(['message']);
    expect(intent.entities.phones).toEqual(['+14155550123']);
  });

  it('reads "sms" inside a sentence as a thing, not as the step', () => {
    expect(first('show me any sms from the bank today').verb.class).toBe('read');
  });

  it('fills a phone number into the field that says it takes one, whatever its name', () => {
    expect(extractEntities('call +44 20 7946 0958 now').entities.phones).toEqual(['+442079460958']);
    const schema = { type: 'object', properties: { to: { type: 'string', description: 'Recipient phone number in E.164 format' }, message: { type: 'string', description: 'The message to send' } }, required: ['to', 'message'] };
    const args = fillArguments(schema, { intent: first("sms +14155550123 'running 10 min late'"), toolName: 'textly_send_message', earlier: [] });
    expect(args.to).toBe('+14155550123');
    const named = fillArguments({ type: 'object', properties: { phone_number: { type: 'string' } }, required: ['phone_number'] }, { intent: first('call +44 20 7946 0958 about the order'), toolName: 'place_call', earlier: [] });
    expect(named.phone_number).toBe('+442079460958');
    // A conversion's "to" is still its second unit.
    const units = fillArguments({ type: 'object', properties: { to: { type: 'string', description: 'Target unit' } } }, { intent: first('convert 10 miles to km'), toolName: 'convert', earlier: [] });
    expect(units.to).not.toBe('+14155550123');
  });
});

describe('the form a result is asked in', () => {
  const reader = [
    def('get_url_html_content', 'Get the HTML content of a URL.', { url: { type: 'string' } }, ['url']),
    def('get_url_markdown', 'Get the content of a web page as markdown.', { url: { type: 'string' } }, ['url']),
  ].map(tool);

  it('prefers the tool that gives that form, and sets back one that gives another', () => {
    const { intent, words } = intentOver('Grab the content of https://shop.example.com/returns as clean markdown.', reader);
    const ranked = rankTools(reader, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('get_url_markdown');
    expect(ranked[0]!.why).toContain('gives markdown, as asked');
    expect(ranked.find((f) => f.tool.name === 'get_url_html_content')!.why).toContain('gives html, the question asks for markdown');
  });

  it('changes nothing when no form is asked', () => {
    const { intent, words } = intentOver('Grab the content of https://shop.example.com/returns', reader);
    expect(rankTools(reader, intent, [], words).every((f) => !f.why.some((w) => /^gives /.test(w)))).toBe(true);
  });
});

describe('what the user has on a product that names every tool for itself', () => {
  const crm = [def('crmly_get_contacts', 'Get Crmly contacts.'), def('crmly_get_companies', 'Get Crmly companies.'), def('crmly_create_contact', 'Create a Crmly contact.', { email: { type: 'string' } }, ['email'])];
  const other = [def('search_deals', 'Search deals by title.', { term: { type: 'string' } })];

  it('is read there: a tool named for no product is set aside, even beside a tool of it', () => {
    const tools = [...crm, ...other].map(tool);
    const { intent, words } = intentOver('Show me all the open deals in our Crmly pipeline and their amounts.', tools);
    expect(intent.products).toEqual(['crmly']);
    const deals = rankTools(tools, intent, [], words).find((f) => f.tool.name === 'search_deals')!;
    expect(fits(deals)).toBe(false);
    expect(deals.blocker).toMatch(/every tool of crmly is named for it/);
  });
});

describe('the step the user numbers first', () => {
  it('starts at "First …", after a sentence that says what the user needs', () => {
    const [show, make] = analyzeQuestion('I need to cite paper 2402.17764 in my thesis. First show me its abstract so I can confirm it is the right one, then generate the BibTeX entry for it.');
    expect(show!.verbWord).toBe('show me');
    expect(make!.verbWord).toBe('generate');
  });

  it('reads "so I can …" as why, not as what', () => {
    expect(taskWords(first('show me the abstract of paper 2402.17764 so I can confirm the title')).objects).not.toContain('confirm');
    // Only to the end of its sentence: what follows is the task's again.
    expect(first("can you get her into Crmly so we don't lose track of her? her email is ana@example.com").words).toContain('email');
  });

  it('reads a dash and what "it" had as why ("— it had the wrong time in it")', () => {
    const intent = first('Delete the chirp I posted this morning announcing the outage — it had the wrong time in it.');
    expect(intent.concepts.map((c) => c.id)).not.toContain('time');
  });
});

describe('an id the description names by its kind', () => {
  it('takes the value after that kind in the question ("The arXiv paper ID" ← "arXiv 2402.17764")', () => {
    const schema = { type: 'object', properties: { paper_id: { type: 'string', description: "The arXiv paper ID (e.g. '2401.12345')" } }, required: ['paper_id'] };
    const args = fillArguments(schema, { intent: first('Show me the abstract of arXiv 2402.17764'), toolName: 'get_abstract', earlier: [] });
    expect(args.paper_id).toBe('2402.17764');
  });
});

describe('scheduling, setting up and what a change is set for', () => {
  const downtimes = [
    def('schedule_downtime', 'Schedule a downtime so monitors in a scope do not alert.', { scope: { type: 'string' }, message: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' } }, ['scope']),
    def('cancel_downtime', 'Cancel a downtime.', { downtime_id: { type: 'string' } }, ['downtime_id']),
    def('list_downtimes', 'List downtimes.'),
  ].map(tool);
  const q = "We're migrating the staging database on 2025-04-12. Set up a Watchdog downtime for scope env:staging from 01:00 to 03:00 UTC that day.";

  it('reads "set up" inside a later sentence as one verb, and the sentence before it as what happened', () => {
    const intent = first(q);
    expect(intent.verbWord).toBe('set up');
    expect(intent.verb.id).toBe('create');
    expect(intent.concepts.map((c) => c.id)).not.toContain('database');
  });

  it('reads "set up" inside a sentence as one verb too', () => {
    expect(first('ok team set up a downtime for env:staging tonight').verbWord).toBe('set up');
  });

  it('reads key:value as a tag, no word of the task, and no time to look up in a change set for a time', () => {
    const intent = first(q);
    expect(intent.entities.tags).toEqual(['env:staging']);
    expect(intent.concepts.map((c) => c.id)).toEqual([]);
    expect(first('What time is it in Tokyo when it is 9am in London?').concepts.map((c) => c.id)).toContain('time');
  });

  it('makes the downtime with the tool that schedules one, and fills its scope with the tag', () => {
    const { intent, words } = intentOver(q, downtimes);
    const best = rankTools(downtimes, intent, [], words)[0]!;
    expect(best.tool.name).toBe('schedule_downtime');
    expect(best.actionOk).toBe(true);
    expect(fillArguments((best.tool.definition as { input_schema: unknown }).input_schema, { intent, toolName: best.tool.name, earlier: [] }).scope).toBe('env:staging');
  });

  it('never deletes with a tool that schedules', () => {
    const { intent, words } = intentOver('Delete the Watchdog downtime for env:staging', downtimes);
    expect(rankTools(downtimes, intent, [], words).find((f) => f.tool.name === 'schedule_downtime')!.rejected).toBeDefined();
  });
});

describe('a noun that modifies the next one', () => {
  it('has no number of its own: "log lines" does not count against a tool named for logs', () => {
    const logs = [def('stream_logs', 'Get logs from a container.', { container_id: { type: 'string' }, tail: { type: 'number' } }, ['container_id'])].map(tool);
    const { intent, words } = intentOver('Show me the last 200 log lines from the container nginx-proxy.', logs);
    expect(rankTools(logs, intent, [], words)[0]!.why.some((w) => /names "logs", the task "log"/.test(w))).toBe(false);
    const { intent: one } = intentOver('Show me the log of container nginx-proxy.', logs);
    expect(rankTools(logs, one, [], words)[0]!.why.some((w) => /names "logs", the task "log"/.test(w))).toBe(true);
  });
});

describe('values written as code', () => {
  it('reads NAME=value as an environment variable to set, and fills it as the field takes it', () => {
    const intent = first('shipyard: set NODE_ENV=production on the api service');
    expect(intent.entities.variables).toEqual([{ name: 'NODE_ENV', value: 'production' }]);
    expect(intent.concepts[0]!.id).toBe('env');
    expect(intent.words).not.toContain('production');
    const pairs = fillArguments({ type: 'object', properties: { variables: { type: 'array', items: { type: 'string' } } }, required: ['variables'] }, { intent, toolName: 'set-variables', earlier: [] });
    expect(pairs.variables).toEqual(['NODE_ENV=production']);
    const map = fillArguments({ type: 'object', properties: { variables: { type: 'object' } }, required: ['variables'] }, { intent, toolName: 'set_env', earlier: [] });
    expect(map.variables).toEqual({ NODE_ENV: 'production' });
  });

  it('sets the variable with the tool named for variables', () => {
    const deploy = [
      def('set-variables', 'Set the variables of a service.', { variables: { type: 'array', items: { type: 'string' } } }, ['variables']),
      def('create-environment', 'Create an environment for a project.', { name: { type: 'string' } }, ['name']),
    ].map(tool);
    const { intent, words } = intentOver('set NODE_ENV=production on the api service', deploy);
    const best = rankTools(deploy, intent, [], words)[0]!;
    expect(best.tool.name).toBe('set-variables');
    expect(best.why).toContain('env in name');
  });

  it("reads a dotted snake-case name as a thing's id, its first part as the kind of thing", () => {
    const { entities, rest } = extractEntities('Check sensor.living_room_temperature in the house');
    expect(entities.ids).toEqual(['sensor.living_room_temperature']);
    expect(rest).toMatch(/\bsensor\b/);
    expect(rest).not.toMatch(/temperature|living/);
    expect(extractEntities('open notes.txt and docs.example.com').entities.ids).toEqual([]);
  });
});
