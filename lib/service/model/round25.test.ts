import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { extractEntities } from './entities';
import { rankTools } from './rank';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a pager, a forum, a to-do app, a price feed, a vector store, a file bucket, a
// deploy host, a CRM, a payments API, a weather service and a secrets vault.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('a heading, a colon, then what follows it', () => {
  it('fields after the colon ("message \'…\', alias …") leave the heading the step, whatever a quoted value says', () => {
    const intents = analyzeQuestion("Raise a P1 alert in Pagely: message 'Disk full on db-1', alias disk-db-1, routed to the ops team, with the description 'Started 14:05; paging now.'");
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verbWord).toBe('raise');
    expect(taskWords(intents[0]!).objects[0]).toBe('alert');
  });

  it('a step said in full after the colon is the step, the heading where it happens', () => {
    const intent = first("Post an announcement on our Forumly forum: create a new topic in category 14 titled 'Maintenance window', tagged maintenance.");
    expect(intent.verbWord).toBe('create');
    expect(taskWords(intent).objects).toContain('topic');
  });

  it('what happened after the colon is no step ("checkout fails on Safari")', () => {
    const intent = first('Create a bug in project WEB: checkout fails on Safari');
    expect(intent.verbWord).toBe('create');
    expect(taskWords(intent).objects).toContain('bug');
  });
});

describe('"\'call plumber\' is done"', () => {
  it('asks to mark it done', () => {
    const intent = first("tasky: 'call plumber' is done");
    expect(intent.verb.class).toBe('write');
    expect(intent.verbWord).toBe('mark');
  });

  it('so the tool that completes a task is chosen', () => {
    const tools = [
      def('tasky_get_tasks', 'Get the tasks in Tasky', { filter: { type: 'string' } }),
      def('tasky_complete_task', 'Mark a Tasky task as complete', { task_name: { type: 'string' } }, ['task_name']),
    ].map(tool);
    const { intent, words } = intentOver("tasky: 'call plumber' is done", tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('tasky_complete_task');
  });

  it('a question whether it is done stays a question', () => {
    expect(first("is the 'call plumber' task done?").verb.class).toBe('read');
  });
});

describe('a first word without a vowel', () => {
  it('is initials, not a verb ("btc price in eur")', () => {
    const intent = first('btc price in eur');
    expect(intent.verb.class).toBe('read');
    expect(taskWords(intent).objects).toContain('btc');
  });
});

describe('a path and a setting\'s name', () => {
  const tools = [
    def('payo_create_refund', 'Create a refund in Payo', { charge: { type: 'string' } }, ['charge']),
    def('payo_list_charges', 'List Payo charges', {}),
    def('shipyard_set_variables', 'Set variables on a Shipyard service', { variables: { type: 'object' } }, ['variables']),
  ].map(tool);

  it('name no product ("PAYO_WEBHOOK_SECRET=…", "/home/payo/app")', () => {
    const { intent } = intentOver("In the Shipyard project linked at /srv/payo/shop, set PAYO_WEBHOOK_SECRET=whsec_1 on the 'api' service", tools);
    expect(intent.products).not.toContain('payo');
  });

  it('while the product named in words is one', () => {
    expect(intentOver('List my Payo charges from last week', tools).intent.products).toContain('payo');
  });

  it('a setting\'s name alone is a variable, its parts no words of the task', () => {
    const { entities, rest } = extractEntities('vaulty add DB_PASS to staging, payments project');
    expect(entities.variables).toEqual([{ name: 'DB_PASS', value: '' }]);
    expect(rest).not.toMatch(/DB_PASS/);
    expect(first('vaulty add DB_PASS to staging, payments project').concepts[0]!.id).toBe('env');
  });

  it('is the name a secret is made under, and never a value set', () => {
    const schema = { type: 'object', properties: { secretName: { type: 'string' }, variables: { type: 'object' } }, required: ['secretName'] };
    const input = fillArguments(schema, { intent: first('vaulty add DB_PASS to staging'), toolName: 'create-secret', earlier: [] });
    expect(input.secretName).toBe('DB_PASS');
    expect(input.variables).toBeUndefined();
  });

  it('a folder ends in a slash and is no owner/repo ("put it under 2025/q1/")', () => {
    const { entities } = extractEntities('can you throw q1-sales.csv into our acme-reports bucket? put it under 2025/q1/');
    expect(entities.paths).toContain('2025/q1/');
    expect(entities.owner).toBeUndefined();
    expect(extractEntities('star vercel/next.js').entities.owner).toBe('vercel');
  });
});

describe('"You\'ll have to find the company\'s ID first"', () => {
  it('looks the company up first', () => {
    const intents = analyzeQuestion("Pull the recent activity for our Dealbook company 'Greenfield Logistics'. You'll have to find the company's ID first.");
    expect(intents).toHaveLength(2);
    expect(intents[0]!.verb.id).toBe('search');
    expect(intents[0]!.clause).toMatch(/^Find the company in Dealbook/);
  });

  it('"You\'ll need that account\'s ID first" too', () => {
    expect(first("Record a $64 outflow on my 'Chase' account in Budgeto. You'll need that account's ID first.").clause).toMatch(/^Find the account/);
  });
});

describe('a thing put into a store', () => {
  it('"Load our policy into Vectra" adds it', () => {
    const intent = first('Load our returns policy into Vectra as document id returns-policy-v3 in namespace support-kb');
    expect(intent.verb.id).toBe('create');
  });

  it('"throw q1-sales.csv into our bucket" uploads a file', () => {
    expect(first('throw q1-sales.csv into our acme-reports bucket').verb.id).toBe('upload');
  });

  it('"… into a new note" is made of what is read first', () => {
    expect(first('load the table list for db logs into a new note').verb.class).toBe('read');
  });
});

describe('"Before sending anything, look up how …"', () => {
  it('is the first step', () => {
    const intent = first("A customer returned a lamp: refund $25.00 of Payo payment P-1 with the reason 'Damaged'. Before sending anything, look up how the Payo refunds service expects the request to be shaped, then make the call.");
    expect(intent.verbWord).toBe('look up');
    expect(intent.clause).toMatch(/refunds service/);
  });
});

describe('a day to come', () => {
  const tools = [
    def('get_current_weather', 'Get current weather information for a specified city.', { city: { type: 'string' } }, ['city']),
    def('get_weather_details', 'Get detailed weather information for a specified city, with a forecast.', { city: { type: 'string' }, include_forecast: { type: 'boolean' } }, ['city']),
  ].map(tool);

  it('is not asked of a tool named for now', () => {
    const { intent, words } = intentOver('weather in porto tomorrow?', tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('get_weather_details');
  });

  it('but today is', () => {
    const { intent, words } = intentOver('weather in porto right now?', tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('get_current_weather');
  });

  it('"the current user" is whoever is signed in, at any time', () => {
    const users = [def('slotly_get_current_user', 'Get the current Slotly user', {})].map(tool);
    const { intent, words } = intentOver("who's booked a slot with me on Slotly next week?", users);
    expect(rankTools(users, intent, [], words)[0]!.why.join(' ')).not.toMatch(/day to come/);
  });
});

describe('", kind of watercolor looking"', () => {
  it('is a hedge, no kind of thing asked for', () => {
    expect(taskWords(first('make me a picture of a fox in a cozy little café, kind of watercolor looking')).objects).not.toContain('kind');
    expect(taskWords(first('which kinds of meetings can people book with me?')).objects).toContain('kinds');
  });
});

describe('a setting named alone, in its own clause', () => {
  it('is read as a setting when its value is asked', () => {
    expect(first("Get the value of DATABASE_URL from the 'dev' environment of Vaulty project 6f1c").concepts[0]!.id).toBe('env');
  });

  it('but not by an earlier step that makes the project', () => {
    const intents = analyzeQuestion("Create a new Vaulty project named 'billing-svc', then add a secret STRIPE_WEBHOOK_SECRET to its 'dev' environment.");
    expect(intents[0]!.concepts.map((c) => c.id)).not.toContain('env');
    expect(intents[1]!.concepts[0]!.id).toBe('env');
  });
});

describe('a name the client composed with another server\'s name', () => {
  it('is that server\'s tool for a read too, when the question names another product', () => {
    const tools = [
      def('tablebase_describe_table', 'Describe a table: its columns, their types and their descriptions', { table_name: { type: 'string' } }, ['table_name']),
      def('ledgerly_describe_table', 'Describe a ledger table', { table: { type: 'string' } }, ['table']),
      def('describe-table', 'Get the schema information for a specific table', { table_name: { type: 'string' } }, ['table_name']),
      def('quarry_list_datasets', 'List the datasets of a Quarry project', {}),
      def('quarry_run_query', 'Run a SQL query in Quarry', { sql: { type: 'string' } }, ['sql']),
    ].map(tool);
    const { intent, words } = intentOver('What columns and types does the Quarry table analytics.daily_sessions have?', tools);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked.find((f) => f.tool.name === 'tablebase_describe_table')!.why.join(' ')).toMatch(/tablebase_…, not quarry/);
    expect(ranked[0]!.tool.name).toBe('describe-table');
  });
});
