import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { requestVocabulary } from './products';
import { searchQueries } from './queries';
import { fits, rankTools } from './rank';
import { requestWords } from './request-words';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a board app, a CRM, a to-do app, an answer engine, a micro-blog, a mailer, a
// chat app, a warehouse and a notes app.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('a place written with a dot ("On Boardly.com board 4821937765, …")', () => {
  it('is set off by its comma as any place is: the verb after it is the first step', () => {
    const intent = first('On Boardly.com board 4821937765, look up the board\'s groups to find the "Backlog" group, then create an item in it.');
    expect(intent.verbWord).toBe('look up');
    expect(intent.verb.class).toBe('read');
  });
});

describe('a word after a possessive ("before tomorrow\'s call")', () => {
  it('is a thing, not the verb of a sentence that has none at its start', () => {
    const intent = first("I need the full picture on one deal before tomorrow's call");
    expect(intent.verbWord).not.toBe('call');
    expect(intent.verb.class).toBe('read');
  });

  it('"let\'s" is no one\'s: the verb after it is one', () => {
    expect(first("ok let's create a task for the launch").verb.id).toBe('create');
  });
});

describe('a state before the thing ("all open deals")', () => {
  const tools = [
    def('crmly_get_contacts', 'List the contacts in Crmly', {}),
    def('crmly_get_companies', 'List the companies in Crmly', {}),
    def('crmly_create_contact', 'Create a contact in Crmly', { email: { type: 'string' } }, ['email']),
  ].map(tool);

  it('is no synonym of a tool\'s verb: "open" is not the "get" of a tool that opens no deal', () => {
    const { intent, words } = intentOver('List all open deals in our Crmly pipeline with their amounts', tools);
    const contacts = rankTools(tools, intent, [], words).find((f) => f.tool.name === 'crmly_get_contacts')!;
    expect(contacts.why.join(' ')).not.toMatch(/"open" ≈ its name/);
    expect(fits(contacts)).toBe(false);
  });

  it('"open" as the verb is still the action', () => {
    expect(taskWords(first('Open the file report.pdf')).action).toBe('open');
  });
});

describe('BM25, a named product few tools say', () => {
  const tools = [
    def('tasky_create_task', 'Create a new task', { content: { type: 'string' } }, ['content']),
    def('tasky_get_tasks', 'Get the tasks of a project', {}),
    def('tasky_close_task', 'Close a task', { task_id: { type: 'string' } }, ['task_id']),
    def('put-text', 'Put a text body into a template', { text: { type: 'string' } }, ['text']),
  ].map(tool);

  it('is searched by its name alone second, which ranks its own tools first', () => {
    const { intent, words } = intentOver('put "call the vet" on my tasky for tomorrow at 9am', tools);
    expect(searchQueries(intent, 'bm25', words)[1]).toBe('tasky');
  });

  it('the first word of a longer name ("Tasky Cloud") is not searched alone', () => {
    const { intent, words } = intentOver('put "call the vet" on my Tasky Cloud for tomorrow at 9am', tools);
    expect(intent.products).toContain('tasky');
    expect(searchQueries(intent, 'bm25', words)).not.toContain('tasky');
  });

  it('"put … on my tasky": the product\'s maker is called though another tool says "put" and "text"', () => {
    const { intent, words } = intentOver('put "call the vet" on my tasky for tomorrow at 9am', tools);
    const top = rankTools(tools, intent, [], words)[0]!;
    expect(top.tool.name).toBe('tasky_create_task');
    expect(fits(top)).toBe(true);
  });
});

describe('"Ask Answerly what …"', () => {
  const tools = [
    def('answerly_ask', 'Engages in a conversation with the Answerly model', { messages: { type: 'array', items: { type: 'object' } } }, ['messages']),
    def('answerly_reason', 'Performs reasoning tasks with the Answerly model', { messages: { type: 'array', items: { type: 'object' } } }, ['messages']),
    def('answerly_research', 'Performs deep research with the Answerly model', { messages: { type: 'array', items: { type: 'object' } } }, ['messages']),
  ].map(tool);

  it('asks the service a question: a read, what for after it', () => {
    const intent = first('Ask Answerly what the current EU roaming rules are');
    expect(intent.verb.class).toBe('read');
    expect(intent.verbWord).toBe('ask');
  });

  it('the named product\'s tool named for the asking alone fits', () => {
    const { intent, words } = intentOver('Ask Answerly what the current EU roaming rules are', tools);
    const top = rankTools(tools, intent, [], words)[0]!;
    expect(top.tool.name).toBe('answerly_ask');
    expect(fits(top)).toBe(true);
  });

  it('asking people is no search', () => {
    expect(first('Ask the team whether the deploy is done').verb.class).toBe('write');
  });
});

describe('a post on a micro-blog ("Post this announcement from our Chirpr account")', () => {
  it('a tweet is a message: the micro-blog\'s tool names what is posted', () => {
    const tools = [
      def('post_tweet', 'Post a new tweet to Chirpr', { text: { type: 'string' } }, ['text']),
      def('search_tweets', 'Search tweets on Chirpr', { query: { type: 'string' } }, ['query']),
    ].map(tool);
    const { intent, words } = intentOver('Post this announcement from our Chirpr account: "Registration is open"', tools);
    const top = rankTools(tools, intent, [], words)[0]!;
    expect(top.tool.name).toBe('post_tweet');
    expect(fits(top)).toBe(true);
  });
});

describe('a product the user says is not there ("he doesn\'t have Chatly")', () => {
  it('is not where the task happens', () => {
    const tools = [def('chatly_send_message', 'Send a message with Chatly', { to: { type: 'string' }, text: { type: 'string' } }, ['to', 'text'])].map(tool);
    const { intent } = intentOver("shoot a text to my brother at +1 617 555 0143 saying i'm late. he doesn't have chatly", tools);
    expect(intent.products).not.toContain('chatly');
    expect(intentOver('send a message to my brother on chatly', tools).intent.products).toContain('chatly');
  });

  it('"shoot a text to my brother" sends it, as "shoot my brother a text" does', () => {
    expect(first('shoot a text to my brother saying i am late').verb.id).toBe('post');
  });
});

describe('"did my landlord ever email me back?"', () => {
  it('asks of messages: whether someone wrote to the user', () => {
    expect(first('did my landlord ever email me back about the deposit?').concepts[0]?.id).toBe('message');
  });

  it('"email me the report" is still a change', () => {
    expect(first('email me the report').verb.class).toBe('write');
  });
});

describe('a product written in CamelCase in descriptions ("the WareQuery database")', () => {
  it('is counted as one word, as a question writes it', () => {
    const tools = [def('execute-query', 'Execute a SELECT query on the WareQuery database', {}), def('list-tables', 'List all tables in the WareQuery database', {})];
    const words = requestWords(tools.map((d) => ({ name: d.name, definition: d })));
    expect(words.counts('warequery').texts).toBe(2);
    // Its parts are still words of their own.
    expect(words.counts('query').texts).toBe(2);
  });

  it('so the product is searched by its name', () => {
    const tools = [def('execute-query', 'Execute a SELECT query on the WareQuery database', {}), def('list-tables', 'List all tables in the WareQuery database', {}), def('describe-table', 'Get the schema of a table', {})].map(tool);
    const { intent, words } = intentOver('In WareQuery, count distinct user_id per day in the events table', tools);
    expect(intent.products).toContain('warequery');
    expect(searchQueries(intent, 'regex', words)).toContain('(?i)warequery');
  });
});

describe('"Search Crmly for companies named …", a place no tool names', () => {
  it('is a product: a tool that says it is another\'s does not take the task, an unclaimed one may', () => {
    const tools = [
      def('search_companies', 'Search for companies in Deskly by name', { query: { type: 'string' } }, ['query']),
      def('search-companies', 'Search for companies by name', { query: { type: 'string' } }, ['query']),
      def('list_tickets', 'List the tickets in Deskly', {}),
    ].map(tool);
    const vocabulary = requestVocabulary(tools.map((t) => ({ name: t.name, definition: t.definition })));
    expect(vocabulary.isProduct('deskly')).toBe(true);
    const { intent, words } = intentOver('Search Crmly for companies named "Lumenfield".', tools);
    expect(intent.products).toEqual(['crmly']);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('search-companies');
  });
});

describe('"my notes that mention \'sourdough\'"', () => {
  it('are notes: what they say picks which, no message', () => {
    expect(first('Find my notes that mention "sourdough starter".').concepts.map((c) => c.id)).not.toContain('message');
    expect(first('find the messages that mention the outage').concepts[0]?.id).toBe('message');
  });
});
