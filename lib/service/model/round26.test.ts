import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { requestVocabulary, withProducts } from './products';
import { searchQueries } from './queries';
import { fits, rankTools } from './rank';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a vault of notes, a notes app, a file drive, a meeting scheduler, a time
// tracker, a design tool, a map service and a to-do app.

const first = (q: string) => analyzeQuestion(q)[0]!;

const vault = [
  def('vaultly_delete_file', 'Delete a file or directory from the vault.', { filepath: { type: 'string' } }, ['filepath']),
  def('vaultly_list_files', 'Lists all files and directories in the vault.', {}),
  def('vaultly_get_file', 'Return the content of a single file in your vault.', { filepath: { type: 'string' } }, ['filepath']),
  // Boxdrive names some tools for itself, not all: an unnamed tool may be its own.
  def('boxdrive_search', 'Search for files in Boxdrive', { query: { type: 'string' } }, ['query']),
  def('read_file', 'Read a file from Boxdrive', { id: { type: 'string' } }, ['id']),
].map(tool);

describe('a name prefix that no dictionary has, carried by three or more names', () => {
  it('is the server\'s name: a product, and a prefix to search by, though no description says it', () => {
    const tools = [
      def('zqnab_get_budgets', 'Get the budgets of the user', {}),
      def('zqnab_list_accounts', 'List the accounts of a budget', { budget_id: { type: 'string' } }),
      def('zqnab_get_transactions', 'Get the transactions of an account', { account_id: { type: 'string' } }),
      def('list_accounts', 'List the accounts of the ledger', {}),
    ];
    const vocabulary = requestVocabulary(tools.map((d) => ({ name: d.name, definition: d })));
    expect(vocabulary.isProduct('zqnab')).toBe(true);
    expect(vocabulary.isPrefix('zqnab')).toBe(true);
    // A dictionary word that starts names ("stories-create") is what they act on, not a server.
    const stories = [def('stories-create', 'Create a story', {}), def('stories-get', 'Get a story', {}), def('stories-search', 'Search stories', {})];
    expect(requestVocabulary(stories.map((d) => ({ name: d.name, definition: d }))).isProduct('stories')).toBe(false);
  });

  it('says whose a tool is: one of another server does not do the task where the question asks', () => {
    const { intent, words } = intentOver('Delete the file old-invoices-2019.zip from my Boxdrive.', vault);
    const ranked = rankTools(vault, intent, [], words);
    const other = ranked.find((f) => f.tool.name === 'vaultly_delete_file')!;
    expect(other.why.join(' ')).toMatch(/vaultly_…, not boxdrive/);
    expect(fits(other)).toBe(false);
  });

  it('of the server the question names, the tool fits', () => {
    const { intent, words } = intentOver('Delete the file old-invoices-2019.zip from my vaultly vault.', vault);
    expect(fits(rankTools(vault, intent, [], words)[0])).toBe(true);
  });
});

describe('a product its names start with, small enough for one search', () => {
  it('is searched by its name alone second, which loads all it has', () => {
    const tools = [
      def('tasky_create_task', 'Create a new task', { content: { type: 'string' } }, ['content']),
      def('tasky_get_tasks', 'Get the tasks of a project', {}),
      def('tasky_close_task', 'Close a task', { task_id: { type: 'string' } }, ['task_id']),
      def('create_reminder', 'Create a reminder in Remindr', { text: { type: 'string' } }, ['text']),
    ].map(tool);
    const { intent, words } = intentOver('remind me to call the dentist on friday, stick it in my tasky', tools);
    expect(intent.prefix).toBe('tasky');
    expect(searchQueries(intent, 'regex', words)[1]).toBe('(?i)tasky');
  });
});

describe('a later sentence that numbers the steps', () => {
  it('"… first, then …" is the order the work is done in, in the place the sentence before names', () => {
    const intents = analyzeQuestion("Log 2.5 hours in Tickr for 2025-06-11 on the 'Helios Website' project, under its 'Design' task. Look up the project id and the task assigned to that project first, then create the time entry.");
    expect(intents[0]!.verb.class).toBe('read');
    expect(intents[0]!.clause).toMatch(/^In Tickr, look up the project id/);
    expect(taskWords(intents[0]!).objects).toContain('project');
  });

  it('"First …" after a heading that asks for the work', () => {
    const intents = analyzeQuestion("Get the onboarding icons out of Sketchly. First pull the frame's nodes, then download them as PNGs.");
    expect(intents[0]!.verbWord).toBe('pull');
    expect(intents[0]!.clause).toMatch(/^In Sketchly, pull/);
    expect(intents[1]!.verbWord).toBe('download');
  });

  it('after a sentence that only tells, the told sentence stays with the step (its id is what the step reads)', () => {
    const intents = analyzeQuestion('I need to cite Arxa 2402.17764 in my thesis. First show me its abstract, then generate the BibTeX entry for it.');
    expect(intents[0]!.clause).toMatch(/2402\.17764/);
  });

  it('a sentence that does not number its steps leaves the order as said', () => {
    const intents = analyzeQuestion('Log 2 hours on the Helios project. Then create a note about it.');
    expect(intents[0]!.verbWord).toBe('log');
  });
});

describe('a heading whose steps the next sentence spells out, ending in its own act done to "it"', () => {
  it('is where the steps happen, its verb no step of its own', () => {
    const intents = analyzeQuestion("Cancel my Slotly meeting with Tomás Ruiz on 18 June 2025. List my scheduled events for that day, check the invitees to find the one with him, and cancel it with the reason 'Travel conflict'.");
    expect(intents.map((i) => i.verbWord)).toEqual(['list', 'check', 'cancel']);
    expect(intents[0]!.clause).toMatch(/Slotly/);
  });

  it('a next sentence that does something else keeps the first sentence the first step', () => {
    const intents = analyzeQuestion('Cancel my Slotly meeting with Tomás on Friday. Then email him and tell him why.');
    expect(intents[0]!.verbWord).toBe('cancel');
  });
});

describe('a trip typed in lower case', () => {
  it('"the drive from oakland to south lake tahoe" asks for a route, the places no words of the task', () => {
    const intent = first("how long's the drive from oakland to south lake tahoe if I leave now");
    expect(intent.concepts[0]!.id).toBe('route');
    expect(intent.aside).toEqual(expect.arrayContaining(['drive', 'oakland', 'south', 'lake', 'tahoe']));
    expect(intent.words).not.toContain('oakland');
  });

  it('between two things the dictionary knows, it is no trip ("from my house to the office" stays as said)', () => {
    expect(first("what's the distance from my house to the office").concepts[0]?.id).not.toBe('route');
  });
});

describe('a change made in a place no tool of the request names', () => {
  it('sets aside a tool whose name says it is another server\'s', () => {
    const tools = [
      def('jotter_create_note', 'Create note with Markdown body. Tags are created automatically.', { title: { type: 'string' } }, ['title']),
      def('jotter_list_notes', 'List notes', {}),
      def('jotter_get_note', 'Get a note by id', { id: { type: 'string' } }, ['id']),
      // A longer word that starts with the place's name is no mention of it.
      def('grizzlyness_score', 'Score how grizzlyness a photo looks', { url: { type: 'string' } }, ['url']),
    ].map(tool);
    const { intent, words } = intentOver("Create a new note in Grizzly titled 'Packing list' with passport and charger on it.", tools);
    expect(intent.products).toEqual(['grizzly']);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked.some(fits)).toBe(false);
  });

  it('"to Done" is a state, "fails on Safari" what happened where: neither is a place the change is made in', () => {
    const tools = [def('tracker_transition_issue', 'Transition an issue', { issue_key: { type: 'string' } }, ['issue_key']), def('tracker_create_issue', 'Create an issue', { summary: { type: 'string' } }, ['summary'])].map(tool);
    expect(intentOver('Move WEB-5 to Done', tools).intent.products).toEqual([]);
    expect(intentOver('Create a bug in project WEB: checkout fails on Safari', tools).intent.products).toEqual([]);
    expect(intentOver('Add a note to my Grizzly', tools).intent.products).toEqual(['grizzly']);
  });

  it('a place a tool names is read as before', () => {
    const tools = [def('jotter_create_note', 'Create a note in Jotter', { title: { type: 'string' } }, ['title']), def('jotter_list_notes', 'List notes in Jotter', {})].map(tool);
    expect(intentOver("Create a new note in Jotter titled 'Packing list'", tools).intent.products).toEqual(['jotter']);
  });
});

describe('a day to come, said by its weekday or its date', () => {
  const tools = [
    def('get_current_weather', 'Get current weather information for a specified city.', { city: { type: 'string' } }, ['city']),
    def('get_weather_details', 'Get detailed weather information for a specified city, with a forecast.', { city: { type: 'string' }, include_forecast: { type: 'boolean' } }, ['city']),
  ].map(tool);

  it.each(['is it gonna rain in porto this saturday?', 'weather in porto on the 14th?'])('"%s" is not asked of a tool named for now', (question) => {
    const { intent, words } = intentOver(question, tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('get_weather_details');
  });
});

describe('a dictionary word that starts names, which the request calls a product', () => {
  it('is its server\'s name too (harbor_list_users is Harbor\'s, not Chatly\'s)', () => {
    const tools = [
      def('harbor_list_users', 'List users via admin API. Returns ~100 users per page (Harbor\'s fixed page size).', {}),
      def('harbor_create_post', 'Create a post in a topic of a Harbor site.', { raw: { type: 'string' } }, ['raw']),
      def('harbor_get_user', 'Get a user of the Harbor site.', { username: { type: 'string' } }, ['username']),
      def('read-messages', 'Read recent messages from a Chatly channel', { channel: { type: 'string' } }, ['channel']),
      def('send-message', 'Send a message to a Chatly channel', { channel: { type: 'string' }, text: { type: 'string' } }, ['channel', 'text']),
    ];
    const loaded = tools.map(tool);
    const vocabulary = requestVocabulary(loaded);
    const { intent, words } = intentOver('List all the members of our Chatly server.', loaded);
    const ranked = rankTools(loaded, intent, [], words, vocabulary.isProduct);
    const harbor = ranked.find((f) => f.tool.name === 'harbor_list_users')!;
    expect(harbor.why.join(' ')).toMatch(/harbor_…, not chatly/);
    expect(fits(harbor)).toBe(false);
    // Without the request's word for it, a dictionary word is no server's name.
    expect(rankTools(loaded, intent, [], words).find((f) => f.tool.name === 'harbor_list_users')!.why.join(' ')).not.toMatch(/harbor_…/);
  });
});

describe('a read framed by a place no tool names ("In Grizzly, find …")', () => {
  it('is done there: a tool that says it is another product\'s does not take it', () => {
    const tools = [
      def('find_company_by_name', 'Find a company by name in Deskly.', { name: { type: 'string' } }, ['name']),
      def('search-companies', 'Search for companies by name', { query: { type: 'string' } }, ['query']),
    ].map(tool);
    const { intent, words } = intentOver('In Grizzly, find the company record for Lumen Robotics', tools);
    expect(intent.products).toEqual(['grizzly']);
    const ranked = rankTools(tools, intent, [], words);
    expect(fits(ranked.find((f) => f.tool.name === 'find_company_by_name'))).toBe(false);
  });
});

describe('a thing at an address copied into a store', () => {
  it('is uploaded from it', () => {
    const intent = first("Copy the supplier's product photo at https://cdn.example.com/img/sku-1.jpg into Stashly Storage at products/sku-1.jpg");
    expect(intent.verb.id).toBe('upload');
  });

  it('a copy between two places of the user\'s stays a copy', () => {
    expect(first('Copy the file report.pdf from /tmp into /home/me/docs').verb.id).not.toBe('upload');
  });
});

describe('"Google Tasks", a product named by two words', () => {
  it('a tool whose name starts with its own server\'s and says only "tasks" is on it in part', () => {
    const tools = [
      def('asana_add_task_dependents', 'Set the dependents of a task: the tasks that wait for it', { task_id: { type: 'string' } }, ['task_id']),
      def('asana_get_task', 'Get a task', { task_id: { type: 'string' } }, ['task_id']),
      def('asana_list_projects', 'List projects', {}),
      def('create', 'Create a new task in Google Tasks', { title: { type: 'string' }, notes: { type: 'string' } }, ['title']),
      def('list', 'List all tasks in Google Tasks', {}),
    ].map(tool);
    const { intent, words } = intentOver("Add a task 'Renew passport' to my Google Tasks list, due 2025-07-01", tools);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked.find((f) => f.tool.name === 'asana_add_task_dependents')!.onProduct).toBe(false);
    expect(ranked[0]!.tool.name).toBe('create');
  });
});

describe('a dotted name in lower case ("john.doe")', () => {
  it('names no product, whatever a loaded tool capitalises', () => {
    const tools = [def('tracker_assign_issue', 'Assign an issue to a user, such as John Smith or another member of the team.', { issue_key: { type: 'string' }, assignee: { type: 'string' } }, ['issue_key', 'assignee'])].map(tool);
    const vocabulary = requestVocabulary(tools);
    expect(withProducts(analyzeQuestion('Assign PROJ-9 to john.doe')[0]!, tools, [], vocabulary).products).toEqual([]);
  });
});
