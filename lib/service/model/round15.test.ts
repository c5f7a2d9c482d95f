import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { namedProducts, requestVocabulary, withProducts } from './products';
import { searchQueries } from './queries';
import { fits, rankTools } from './rank';
import { related } from './words';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a translator, a task tracker, a home hub, a code host, a model hub, a time
// tracker, a directory, a spreadsheet, a table store, a to-do list under a two-word name, a flash-card app, maps, chat.

const first = (q: string) => analyzeQuestion(q)[0]!;
const best = (question: string, tools: ReturnType<typeof tool>[]) => {
  const { intent, words } = intentOver(question, tools);
  return rankTools(tools, intent, [], words)[0]!;
};

describe('a text and the language it is put into', () => {
  const tools = [
    def('translate-text', 'Translate text into a target language with Lingua.', { text: { type: 'string' }, target_lang: { type: 'string' } }, ['text', 'target_lang']),
    def('create_glossary', 'Create a Lingua glossary of terms, for example from English into German.', { name: { type: 'string' } }, ['name']),
    def('detect_language', 'Tell whether a text is in English or in another language, with Lingua.', { text: { type: 'string' } }, ['text']),
  ].map(tool);

  it('names no product and no object with a language', () => {
    expect(namedProducts('translate it to English', [], [], requestVocabulary(tools))).toEqual([]);
    const intent = first("translate 'wo ist der bahnhof' to english pls");
    expect(taskWords(intent).objects).not.toContain('english');
  });

  it('reads a quoted string right after the verb as a text, and fits the tool that translates text', () => {
    const intent = first("translate 'wo ist der bahnhof' to english pls");
    expect(taskWords(intent).objects).toEqual(['text']);
    const chosen = best("translate 'wo ist der bahnhof' to english pls", tools);
    expect(chosen.tool.name).toBe('translate-text');
    expect(fits(chosen)).toBe(true);
  });
});

describe('searching for a change', () => {
  it('asks under a product prefix with the verbs tools name that change by, when no tool is named for the one said', () => {
    const tools = [def('trakko_get_task', 'Get a Trakko task.'), def('trakko_update_task', 'Update a Trakko task: name, notes, completed.'), def('trakko_create_task', 'Create a Trakko task.'), def('trakko_list_tasks', 'List Trakko tasks.')].map(tool);
    const { intent, words } = intentOver('Mark the Trakko task 1208123456789012 as completed.', tools);
    // The query of the task's own words, beside the word list's: the verbs tools name an update by, with its object.
    const own = searchQueries(intent, 'regex', words).find((q) => q.startsWith('(?i)trakko') && /update/.test(q) && /task/.test(q));
    expect(own).toBeDefined();
    expect(new RegExp(own!.replace('(?i)', ''), 'i').test('trakko_update_task')).toBe(true);
    expect(new RegExp(own!.replace('(?i)', ''), 'i').test('trakko_list_tasks')).toBe(false);
  });
});

describe('steps and scenes', () => {
  it('starts a step at a change said in two words, but not at "put on" some music', () => {
    const [check, turnOff] = analyzeQuestion("Check what's still switched on in the Garage area in Homely and turn off any lights there that are on.");
    expect(check!.verb.class).toBe('read');
    expect(turnOff!.verbWord).toBe('turn off');
    // "Put on" plays something, which the word list reads as no step of its own; "put the track in the queue" is one.
    expect(analyzeQuestion('Find the lo-fi playlist and put on the first track')).toHaveLength(1);
    expect(analyzeQuestion('Find the playlist and put the first track in the queue')).toHaveLength(2);
    const [create, put] = analyzeQuestion("Create a new spreadsheet called 'Q3 Vendors', put the header row Vendor | Owner in A1:B1, then share it with a@b.example.");
    expect(create!.verb.id).toBe('create');
    expect(put!.verbWord).toBe('put');
  });

  it('reads a heading before a colon, its steps spelled out after it, as their scene; a pull request is no step', () => {
    const [check, approve] = analyzeQuestion("In Codehost workspace 'acme', repo 'payments-api', review pull request #412: check which files it changes and, if all are under tests/, approve it.");
    expect(check!.verbWord).toBe('check');
    expect(check!.verb.class).toBe('read');
    expect(approve!.verbWord).toBe('approve');
  });

  it('reads a capitalised field and its value after a comma as no step', () => {
    const intents = analyzeQuestion("In Tably base appQ3x9LmN2pR7sTu, table 'Leads', add a new record: Name 'Northwind Traders', Stage 'Qualified', Owner 'Priya Shah'.");
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verbWord).toBe('add');
    expect(intents[0]!.entities.quoted).toContain('Northwind Traders');
  });
});

describe('ids the user does not have', () => {
  it('looks them up first, by name, where the task happens', () => {
    const [find, log] = analyzeQuestion("Log 3.5 hours in Timely for yesterday on the 'Acme Website' project under its 'Design' task. I don't have the project or task IDs, so you'll have to look them up.");
    expect(find!.verb.class).toBe('read');
    expect(find!.clause).toBe('Find the project in Timely');
    expect(find!.specific).toBe(false);
    expect(log!.verb.class).toBe('write');
  });

  it('looks up what the change acts on when "either id" names nothing', () => {
    const [find, add] = analyzeQuestion("Add jane.doe@acme.com to the Dirly group 'Finance-Approvers'. I don't have either ID handy.");
    expect(find!.clause).toBe('Find the group in Dirly');
    expect(find!.specific).toBe(false);
    expect(add!.verbWord).toBe('add');
  });

  it('leaves a question that has its ids alone', () => {
    expect(analyzeQuestion('Add user 00u1abcd to group 00g2efgh')).toHaveLength(1);
  });
});

describe('one thing given by its path', () => {
  it('reads the details of a thing given by owner/name as one thing', () => {
    expect(first('Show me the details of the Modelhub model meta-llama/Llama-3.1-8B-Instruct.').specific).toBe(true);
    expect(first('Show me the models on Modelhub').specific).toBe(false);
  });
});

describe('products', () => {
  it('reads a name the user capitalises as the server the client composed onto tool names', () => {
    const tools = [def('timely_list_projects', 'List projects.'), def('neonix_list_projects', 'List projects of the database.'), def('timely_create_task', 'Create a task.'), def('asanix_create_task', 'Create a task in a workspace.'), def('list_time_entries', 'List time entries.')].map(tool);
    const vocabulary = requestVocabulary(tools);
    expect(vocabulary.isServer('timely')).toBe(true);
    expect(vocabulary.isProduct('timely')).toBe(false);
    expect(namedProducts('Log 2 hours in Timely for today', tools, [], vocabulary)).toEqual(['timely']);
    // Written in lower case it is the word, not the server.
    expect(namedProducts('log 2 hours, timely please', tools, [], vocabulary)).toEqual([]);
  });

  it('counts a tool that says only part of a two-word product, and claims its own, as not on it', () => {
    const tools = [
      def('create', 'Create a task in Goggle Tasks with a title and a due date.', { title: { type: 'string' }, due: { type: 'string' } }, ['title']),
      def('clickit_create_task', 'Create a task in ClickIt Tasks, with a due date.', { name: { type: 'string' }, due_date: { type: 'string' } }, ['name']),
      def('clickit_get_task', 'Get a task from ClickIt Tasks.'),
      def('create_reminder', 'Create a reminder in Goggle Tasks.'),
    ].map(tool);
    const vocabulary = requestVocabulary(tools);
    const intent = withProducts(first("Add 'Renew passport' to Goggle Tasks with a due date of 1 October 2025."), [], [], vocabulary);
    const ranked = rankTools(tools, intent, [], vocabulary.words);
    const clickit = ranked.find((f) => f.tool.name === 'clickit_create_task')!;
    expect(clickit.onProduct).toBe(false);
    // Since round 30 a tool that does not write the two-word name is on it by no word of it: here, ClickIt's.
    expect(clickit.why.join(' ')).toContain('not goggle/tasks');
    expect(clickit.otherProduct).toBe(true);
  });

  it('never calls a tool that says where it works, another product than the one named', () => {
    const tools = [def('delete_message', 'Delete a message in Chatly by message ID.', { messageId: { type: 'string' } }, ['messageId']), def('chatly_list_rooms', 'List rooms in Chatly.'), def('discordo_send-message', 'Send a message to a Discordo channel.', { channel: { type: 'string' } }, ['channel'])].map(tool);
    const chosen = best('Delete the message I posted in the #announcements channel on our Discordo server an hour ago.', tools);
    expect(chosen.tool.name).toBe('delete_message');
    expect(chosen.otherProduct).toBe(true);
    expect(fits(chosen)).toBe(false);
  });

  it('reads no point of the compass as a product', () => {
    const tools = [def('bearing_tool', 'Bearing between two points, such as North or South, in the Mapsy way.'), def('compass', 'North and South for Mapsy users.')].map(tool);
    expect(namedProducts('drive from Oakland to South Lake Tahoe', tools, [], requestVocabulary(tools))).toEqual([]);
  });
});

describe('general words', () => {
  it('reads "quiz me" as a read and things that are due as existing', () => {
    expect(first('quiz me on whatever flashcards are due today').verb.class).toBe('read');
    expect(first('renew passport, due friday, p1').verb.id).toBe('create');
    expect(first('renew the passports that are due friday').verb.id).not.toBe('create');
    expect(taskWords(first('Check whether ana@lumen.example and I are both free this Thursday')).objects).not.toContain('both');
    expect(related('flashcard', 'card')).toBe('synonym');
    expect(related('free', 'freebusy')).toBe('synonym');
  });

  it('reads what is looked for after "for" as the object, and where it is looked for as the scene', () => {
    const words = taskWords(first('Check my primary calendar for a free hour on Tuesday'));
    expect(words.weights[words.objects.indexOf('free')]).toBe(1);
    expect(words.weights[words.objects.indexOf('calendar')]).toBeLessThan(1);
    expect(words.weights[words.objects.indexOf('tuesday')]).toBeLessThan(1);
    // "For" that says whose leaves the object where it was.
    const whose = taskWords(first('Check the quality gate for sonar project acme-web'));
    expect(whose.weights[whose.objects.indexOf('gate')]).toBe(1);
    expect(whose.weights[whose.objects.indexOf('project')]).toBeLessThan(1);
  });

  it('leaves the names of the two places a trip is between out of its words', () => {
    expect(taskWords(first('how long would it take me to drive from Oakland to South Lake Tahoe on Friday?')).objects).not.toContain('south');
  });
});

describe('the search for a thing found by its name', () => {
  it('asks BM25 for the tools that search, in the plural they say it in', () => {
    const tools = [def('search_entries', 'Search for entries using query parameters.'), def('get_entry', 'Retrieve an existing entry.', { entryId: { type: 'string' } }, ['entryId'])].map(tool);
    const { intent, words } = intentOver("In Contently space 'k8n2', find the blog entry titled 'Spring Launch 2025'", tools);
    expect(searchQueries(intent, 'bm25', words).some((q) => /\bsearch entries\b/.test(q))).toBe(true);
  });
});
