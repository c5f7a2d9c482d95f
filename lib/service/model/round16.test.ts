import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { isEnglishWord } from './english';
import { lookupBefore, nameOfThing, thingOfId } from './lookup-first';
import { requestVocabulary } from './products';
import { searchQueries } from './queries';
import { rankTools } from './rank';
import { requestWords } from './request-words';
import { readSpelling } from './spelling';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a mail-campaign tool, a heat pump's hub, a deal book, a pager, a file box,
// a paper index and a ledger under two servers' composed names.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('what is a misspelling, and what is shorthand', () => {
  const words = requestWords(
    [
      def('set_heading', 'Set the heading of a document.'),
      def('launch_job', 'Launch a job.'),
      def('pager_acknowledge_alert', 'Acknowledge a Pager alert.'),
      def('pager_list_alerts', 'List Pager alerts.'),
      def('send_text', 'Send a text message to a phone number.'),
    ].map((definition) => ({ name: definition.name, definition })),
  );

  it('knows common English, every inflection, and no tool name', () => {
    expect(['heating', 'lunch', 'starving', 'rust', 'decoding'].every(isEnglishWord)).toBe(true);
    expect(['dashbords', 'jenkns', 'grp', 'k8s'].some(isEnglishWord)).toBe(false);
  });

  it('never reads a word of common English as a tool word it is one letter from', () => {
    const spelled = readSpelling('turn the heating up after lunch', words);
    expect(spelled.corrections).toEqual([]);
    expect(spelled.question).toBe('turn the heating up after lunch');
  });

  it('reads chat shorthand as the words it stands for, whatever the request says', () => {
    const spelled = readSpelling('Ack the pager alert and txt the on-call tmrw', words);
    expect(spelled.question).toBe('acknowledge the pager alert and text the on-call tomorrow');
  });
});

describe('steps', () => {
  it('breaks no step inside a quoted text', () => {
    const parts = analyzeQuestion("save these notes into my Filebox as /Work/standup.txt: 'Shipped search; blocked on SSO, then lunch'");
    expect(parts).toHaveLength(1);
    expect(parts[0]!.concepts[0]?.id).toBe('file');
  });

  it('drops an interjection and a remark that it is urgent, so neither is read as the task', () => {
    // "ugh" is no word of the request's tools, as a verb the model does not know would be.
    const says = (w: string) => ['skip', 'song'].includes(w);
    expect(analyzeQuestion('ugh, skip this song', [], says)[0]!.verbWord).toBe('skip');
    expect(taskWords(first("add 'renew passport' to my list for friday, it's kinda urgent")).objects).not.toContain('urgent');
  });

  it('reads "look up" as a search, not the "look" of a get', () => {
    const tools = [def('get-deals', 'Get deals from the Dealbook.'), def('search-deals', 'Search deals by a term.', { term: { type: 'string' } }, ['term'])].map(tool);
    const { intent, words } = intentOver("Look up the Dealbook deals matching 'Globex renewal'.", tools);
    expect(taskWords(intent).phrase).toBe('look up');
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('search-deals');
  });
});

describe('a product the user has, and a tool of another server', () => {
  it('never reads a product the user says is theirs as the topic of another tool', () => {
    const ledger = [def('paybook_create_invoice', 'Create a Paybook invoice.'), def('paybook_list_payouts', 'List Paybook payouts.'), def('paybook_refund', 'Refund a Paybook payment.')];
    const other = [def('list-bank-transactions', 'List the transactions of a bank account.')];
    const tools = [...ledger, ...other].map(tool);
    const vocabulary = requestVocabulary(tools);
    const mine = intentOver('Show me the last 20 transactions on my Paybook account.', tools);
    expect(mine.intent.products).toEqual(['paybook']);
    const ranked = rankTools(other.map(tool), mine.intent, [], vocabulary.words);
    expect(ranked[0]!.why.join(' ')).not.toMatch(/subject/);
  });
});

describe('looking a thing up by its name before changing it', () => {
  const campaigns = [
    def('mailer_campaigns_clone', 'Clone a campaign: create a copy of it under a new name.', { campaign_id: { type: 'string' }, new_name: { type: 'string' } }, ['campaign_id']),
    def('mailer_campaigns_list', 'List campaigns, filtered by name.', { name: { type: 'string' } }),
    def('mailer_campaigns_get', 'Get a campaign.', { campaign_id: { type: 'string' } }, ['campaign_id']),
  ].map(tool);

  it('says what an id field is the id of, and finds the name the question gives that thing', () => {
    expect(thingOfId('campaign_id')).toBe('campaign');
    expect(thingOfId('listId')).toBe('list');
    expect(thingOfId('content_type_uid')).toBe('content type');
    expect(thingOfId('name')).toBeUndefined();
    expect(nameOfThing("duplicate the campaign 'Black Friday Early Access' as 'Cyber'", 'campaign')).toBe('Black Friday Early Access');
    expect(nameOfThing("add a card to the 'To Do' list", 'list')).toBe('To Do');
    expect(nameOfThing('duplicate campaign 8812', 'campaign')).toBeUndefined();
  });

  it('looks the campaign up first when the clone needs its id and the question gives only its name', () => {
    const { intent, words } = intentOver("In Mailer, duplicate the campaign 'Black Friday Early Access' as 'Cyber Monday Early Access'.", campaigns);
    const best = rankTools(campaigns, intent, [], words)[0]!;
    expect(best.tool.name).toBe('mailer_campaigns_clone');
    expect(best.missing).toEqual(['campaign_id']);
    expect(lookupBefore(best, intent)).toMatchObject({ field: 'campaign_id', name: 'Black Friday Early Access', clause: "Find the campaign 'Black Friday Early Access' in Mailer" });
  });

  it('makes the change at once when the question gives the id', () => {
    const { intent, words } = intentOver('In Mailer, duplicate campaign 01HXYZ as a new draft.', campaigns);
    const best = rankTools(campaigns, intent, [], words)[0]!;
    expect(best.tool.name).toBe('mailer_campaigns_clone');
    expect(lookupBefore(best, intent)).toBeUndefined();
  });
});

describe('what a question asks after what the user tells', () => {
  it('reads a question asked after a telling, whatever change word the telling holds', () => {
    expect(first("I missed yesterday's design review call on Zoom — what did they decide?").verb.class).toBe('read');
    expect(first('Review the pull request and approve it').verb.class).toBe('write');
  });

  it('keeps the two places of a trip out of the task words, with "the" before them too', () => {
    const objects = taskWords(first('How long would it take me to bike from Golden Gate Park to the Ferry Building?')).objects;
    expect(objects).not.toContain('gate');
    expect(objects).not.toContain('ferry');
  });
});

describe('a tool that manages a thing', () => {
  it('makes a change its description says it makes ("Create, update, or manage …"), and no other', () => {
    const tools = [
      def('cron_schedules_manage', 'Create, update, or manage Cronly schedules: create, update, pause, resume and delete in one tool.', { action: { type: 'string' } }),
      def('cron_schedules_list', 'List Cronly schedules.'),
    ].map(tool);
    const { intent, words } = intentOver('Set up a Cronly schedule that calls https://api.acme.dev/purge every day at 03:00 UTC.', tools);
    const chosen = rankTools(tools, intent, [], words)[0]!;
    expect(chosen.tool.name).toBe('cron_schedules_manage');
    expect(chosen.rejected).toBeUndefined();
    const archive = intentOver('Archive the Cronly schedule nightly-purge.', tools);
    expect(rankTools(tools, archive.intent, [], archive.words).find((f) => f.tool.name === 'cron_schedules_manage')?.rejected).toBeDefined();
  });
});

describe('values that are no words', () => {
  it('reads an ordinal as a date, not its ending as a thing', () => {
    expect(taskWords(first("add 'renew passport' to my list before the 30th")).objects).not.toContain('th');
  });
});

describe('working a thing out', () => {
  it('reads "work out" as finding something out, not a change', () => {
    expect(first('Using Mapbox, work out the area a driver can reach within 15 minutes').verb.class).toBe('read');
  });
});

describe('ids and composed names', () => {
  it('reads a uid field as an id the question must give', () => {
    const tools = [def('cms_get_entry', 'Get a CMS entry.', { entry_uid: { type: 'string' } }, ['entry_uid'])].map(tool);
    const { intent, words } = intentOver('Get the CMS entry about the spring sale', tools);
    expect(rankTools(tools, intent, [], words)[0]!.missing).toEqual(['entry_uid']);
  });

  it('never reads a named product as the topic of a tool the client composed with another server', () => {
    const tools = [
      def('ledger_get_transactions', 'Get transactions.'),
      def('books_get_transactions', 'Get the transactions of a budget.'),
      def('paybook_create_invoice', 'Create a Paybook invoice.'),
      def('paybook_list_payouts', 'List Paybook payouts.'),
    ].map(tool);
    const { intent, words } = intentOver('Show the transactions in Paybook', tools);
    expect(intent.products).toEqual(['paybook']);
    expect(words.composedPrefix('ledger_get_transactions')).toBe('ledger');
    const ranked = rankTools(tools.slice(0, 1), intent, [], words);
    expect(ranked[0]!.why.join(' ')).not.toMatch(/subject/);
  });

  it('asks a product prefix for the verbs of a change that names no object', () => {
    // Another server's tool is named by the verb's word ("sticky"), so the regex may ask for it.
    const tools = [def('trakko_create_task', 'Create a Trakko task.'), def('trakko_list_tasks', 'List Trakko tasks.'), def('trakko_get_task', 'Get a Trakko task.'), def('create_sticky_note', 'Create a sticky note on a board.')].map(tool);
    const { intent, words } = intentOver('stick this on my Trakko', tools);
    expect(searchQueries(intent, 'regex', words)).toContain('(?i)trakko[\\w-]*(stick|create|add|new|write)');
  });
});
