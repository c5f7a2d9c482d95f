import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { isClientSearchTool } from '../scripted-model';
import { analyzeQuestion } from './analyze';
import { domainFit } from './domain-fit';
import { searchQueries } from './queries';
import { rankTools } from './rank';
import { taskWords } from './task-words';
import { wordFit } from './word-fit';

// Made-up servers the app does not ship: a key-value store, a work board, a project hub, a smart home, a docs site,
// an image maker and a weather service.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('the scene before the action', () => {
  it('stays the scene when the object after the verb is a weak word ("update the item with key …")', () => {
    const task = taskWords(first("In the Keyvo table Sessions, update the item with key userId 'u-88213' to set its status attribute to 'revoked'."));
    const weight = (w: string) => task.weights[task.objects.indexOf(w)]!;
    expect(weight('table')).toBeLessThan(1);
    expect(weight('item')).toBe(1);
  });

  it('stays the scene when only weak words lead what follows the verb ("update the details of key …")', () => {
    const task = taskWords(first("In the Keyvo table Sessions, update the details of key userId 'u-88213'."));
    const weight = (w: string) => task.weights[task.objects.indexOf(w)]!;
    expect(weight('table')).toBeLessThan(1);
    expect(weight('key')).toBe(1);
  });

  it('so the tool for the item is chosen, not the one for the table', () => {
    const tools = [
      def('keyvo_table_update', 'Update a Keyvo table', { table_name: { type: 'string' }, attribute_definitions: { type: 'array' } }, ['table_name', 'attribute_definitions']),
      def('keyvo_item_update', 'Update an item in a Keyvo table', { table_name: { type: 'string' }, key: { type: 'object' }, item: { type: 'object' } }, ['table_name', 'key', 'item']),
    ].map(tool);
    const { intent, words } = intentOver("In the Keyvo table Sessions, update the item with key userId 'u-88213' to set its status attribute to 'revoked'.", tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('keyvo_item_update');
  });

  it('"an item in the group": the item is made, not the group', () => {
    const tools = [
      def('boardly_create_item', 'Create a new item in a Boardly board', { boardId: { type: 'string' }, itemTitle: { type: 'string' }, groupId: { type: 'string' } }, ['boardId', 'itemTitle']),
      def('boardly_create_board_group', 'Create a new group in a Boardly board', { boardId: { type: 'string' }, groupName: { type: 'string' } }, ['boardId', 'groupName']),
    ].map(tool);
    const { intent, words } = intentOver("On Boardly board 1234567890, create an item 'Vendor contract review' in the group 'This week'.", tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('boardly_create_item');
  });
});

describe('two words of the task written as one in a name', () => {
  it('"the to-do list" is named by get_todolists', () => {
    const fit = wordFit(tool(def('get_todolists', 'Get todo lists for a project')), { action: 'find', objects: ['to-do', 'list', 'named'], weights: [1, 1, 1] });
    expect(fit.inName).toEqual(['to-do', 'list']);
  });

  it('but not two words that only begin it', () => {
    expect(wordFit(tool(def('get_todolists', 'Get todo lists for a project')), { action: 'find', objects: ['to', 'do'], weights: [1, 1] }).inName).toEqual([]);
  });
});

describe('a heading, a colon, then "first …, then …"', () => {
  it('the step after "first" is the first step', () => {
    const intents = analyzeQuestion('In Homely, turn off every light in the Garage area: first find the light entities assigned to that area, then switch each of them off.');
    expect(intents).toHaveLength(2);
    expect(intents[0]!.verbWord).toBe('find');
    expect(intents[0]!.verb.class).toBe('read');
    expect(intents[1]!.verb.class).toBe('write');
  });
});

describe('"do I need an umbrella"', () => {
  it('asks about the weather', () => {
    expect(first('do i need to bring an umbrella in lisbon this saturday?').concepts.map((c) => c.id)).toContain('weather');
    expect(first('Create an umbrella policy document in Docsy').concepts.map((c) => c.id)).not.toContain('weather');
  });
});

describe('"According to the X docs, how do I …"', () => {
  const tools = [
    def('search_docsite_documentation', 'Search the Docsite documentation. This tool should be used to answer any question about Docsite products.', { query: { type: 'string' } }, ['query']),
    def('docsite_list_workers', 'List the Docsite workers of an account.'),
    def('search_docs', 'Search the Helpdeck docs.', { query: { type: 'string' } }, ['query']),
  ].map(tool);

  it('is a how-to question, whatever sets it before the comma', () => {
    const intent = first('According to the Docsite docs, how do I set up a cron trigger for a Worker?');
    expect(intent.howTo).toBe(true);
    expect(intent.verb.class).toBe('read');
  });

  it("searches that product's docs first, then any docs", () => {
    const { intent, words } = intentOver('According to the Docsite docs, how do I set up a cron trigger for a Worker?', tools);
    expect(intent.products).toEqual(['docsite']);
    const [regex, next] = searchQueries(intent, 'regex', words);
    expect(regex).toMatch(/docsite/);
    expect(new RegExp(regex!.replace('(?i)', ''), 'i').test('Search the Docsite documentation.')).toBe(true);
    expect(next).toMatch(/docs\?/);
    const [bm25] = searchQueries(intent, 'bm25', words);
    expect(bm25).toMatch(/^docsite documentation\b/);
    expect(bm25).not.toMatch(/\bguide\b/);
  });

  it('without a product, any docs and guides', () => {
    const { intent, words } = intentOver('How do I set up a cron trigger for a worker?', tools);
    expect(searchQueries(intent, 'regex', words)[0]).toBe('(?i)(docs?([_-]|$)|documentation|guides?|tutorials?)');
  });
});

describe('what a picture shows', () => {
  it('is no place the task happens: "a corgi in a little astronaut suit" sets no tool aside', () => {
    const maker = tool(def('generate_image', 'Generate images using Pixo models and return a link to view the image.', { prompt: { type: 'string' } }, ['prompt']));
    const intent = first("can you make a picture of a corgi in a little astronaut suit for my son's birthday invite?");
    const task = taskWords(intent);
    expect(domainFit(maker, intent, task, ['picture']).mismatch).toBeUndefined();
  });

  it('while a made thing still has its place ("a table at an Italian restaurant")', () => {
    const sqlTable = tool(def('create_table', 'Create a new table in the SQL database.', { query: { type: 'string' } }, ['query']));
    const intent = first('Create a table for two at an Italian restaurant');
    expect(domainFit(sqlTable, intent, taskWords(intent), ['table']).mismatch).toBeDefined();
  });
});

describe('the client-side search tool', () => {
  const docsSearch = def('search_docsite_documentation', 'Search the Docsite documentation. This tool should be used to answer any question about Docsite.', { query: { type: 'string' } }, ['query']);

  it('is the one the client sent loaded', () => {
    const own = def('search_tools', 'Search the deferred tools by keyword and load the ones that match.', { query: { type: 'string' } }, ['query']);
    expect(isClientSearchTool({ ...tool(own), how: 'always' })).toBe(true);
  });

  it('never a tool a search found, though it searches and says "tool"', () => {
    expect(isClientSearchTool(tool(docsSearch))).toBe(false);
  });
});

describe('who asks, before what they ask', () => {
  it('is no part of the task ("customer\'s emailing me asking if order #1043 has shipped")', () => {
    const task = taskWords(first("customer's emailing me asking if order #1043 has shipped yet, can you check it on shopkit"));
    expect(task.action).toBe('check');
    expect(task.objects).toContain('order');
    expect(task.objects).not.toContain('customer');
    expect(task.objects).not.toContain('emailing');
  });

  it('so the order is looked up, not the customer', () => {
    const tools = [
      def('get-customers', 'Get customers from the Shopkit store', { limit: { type: 'number' } }),
      def('get-order', 'Get a single order from the Shopkit store by id', { orderId: { type: 'string' } }, ['orderId']),
    ].map(tool);
    const { intent, words } = intentOver("customer's emailing me asking if order #1043 has shipped yet, can you check it on shopkit", tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('get-order');
  });
});

describe('"… I can\'t find it, can you look?"', () => {
  it('is a search for what was lost', () => {
    const intent = first("i put the q3 board deck somewhere in my filebox and now i can't find it, can you look");
    expect(intent.verb.id).toBe('search');
  });

  it('a look at something found is no search', () => {
    expect(first('I found the q3 deck in my Filebox, can you look at it?').verb.id).not.toBe('search');
  });
});

describe('"… before you make the actual call"', () => {
  const question = 'Pull every Payo payment taken on 18 July 2025 and total them by card vs cash. Check the payments API\'s service information and the request types before you make the actual call.';

  it('puts the sentence it ends first', () => {
    expect(first(question).clause).toMatch(/^Check the payments API's service information/);
  });

  it('leaves a "before" that is no step of the user alone', () => {
    expect(first('List the deploys of app web. Show the ones made before we moved to the new region.').clause).toMatch(/^List the deploys/);
  });
});

describe('"information"', () => {
  it('is "info", as a name shortens it', () => {
    const fit = wordFit(tool(def('get_service_info', 'Get information about a Payo API service.', { service: { type: 'string' } }, ['service'])), { action: 'get', objects: ['information'], weights: [1] });
    expect(fit.inName).toEqual(['information']);
  });
});
